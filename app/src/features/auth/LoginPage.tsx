import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginDialog } from '@datacare/ui-kit';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { toLanguage, DEFAULT_LANGUAGE } from '../../i18n/i18n.ts';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { browser } from '../../lib/browser.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { getLoginUrl } from './api/get-login-url.ts';
import { useUser } from './api/get-user.ts';
import { afterLoginPath } from './redirects.ts';

/**
 * /login (spec section 2 Login page): a dialog with a login button that fetches the login URL and
 * hands over to the login service, carrying the page to come back to. A signed-in user continues
 * there directly. The dialog's texts follow the four login states (signed in or not, from the
 * sister product or not).
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('titles.login');
  const location = useLocation();
  const { fromTarget } = useAppMode();
  const { data: user } = useUser();
  const notifyError = useNotifyApiError();
  const [busy, setBusy] = useState(false);
  const target = afterLoginPath(location.search);
  // The OpenID provider's sign-in did not check out (docs/auth.md: the callback sends the user here).
  const ssoFailed = new URLSearchParams(location.search).get('sso') === 'failed';
  const isFromTarget = fromTarget || Boolean(user?.fromTarget);

  if (user && !isFromTarget) return <Navigate to={target} replace />;

  const state = user
    ? isFromTarget
      ? 'loggedInFromTarget'
      : 'loggedIn'
    : isFromTarget
      ? 'loggedOutFromTarget'
      : 'loggedOut';

  const onLogin = async () => {
    setBusy(true);
    try {
      const url = await getLoginUrl(target, toLanguage(i18n.language) ?? DEFAULT_LANGUAGE);
      browser.assign(url);
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <LoginDialog
      state={state}
      busy={busy || user === undefined}
      {...(ssoFailed ? { error: t('login.ssoFailed') } : {})}
      onLogin={() => void onLogin()}
      onContinue={() => browser.assign(target)}
      continueLabel={t('login.continueTo')}
    />
  );
}
