import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { remainingQuota, type User } from '@datacare/api-client';
import { AppHeader, QuotaCounter, ReleaseNotes, SideMenu, SurveyDialog } from '@datacare/ui-kit';
import { useAppMode } from '../app-mode/AppModeProvider.tsx';
import { useLoginProviderLinks } from '../features/auth/api/get-login-url.ts';
import { userKey } from '../features/auth/api/get-user.ts';
import { logout } from '../features/auth/api/logout.ts';
import { isSafePath } from '../features/auth/redirects.ts';
import { useUserQuotaInfo } from '../features/quota/api/get-user-quota-info.ts';
import { useReleaseNotes } from '../features/release-notes/useReleaseNotes.ts';
import { useReleaseNoteEntries } from '../features/release-notes/entries.ts';
import {
  isJourneyPath,
  SURVEY_DELAY_MS,
  useSatisfactionSurvey,
} from '../features/survey/useSatisfactionSurvey.ts';
import { DEFAULT_LANGUAGE, toLanguage } from '../i18n/i18n.ts';
import { useNotifyApiError } from '../lib/api-errors.ts';

const MENU_ID = 'main-menu';
const MAIN_ID = 'main-content';

/**
 * The page shell of spec section 1: header (logo, menu toggle, avatar, name, release notes, the
 * login provider's settings link, logout) and the side menu with the export quota counter, which
 * opens /quota. The settings link is getLoginUrl's `settingsUrl`: the built-in login service's
 * /account opens in the app, an external provider's page in a new tab. In integration and export
 * mode the header and menu are hidden.
 */
export function AppShell({ user, children }: { user: User | null | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { mode } = useAppMode();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const notifyError = useNotifyApiError();
  const [menuOpen, setMenuOpen] = useState(true);
  const releaseNotes = useReleaseNotes();
  const releaseNoteEntries = useReleaseNoteEntries();
  const signedIn = Boolean(user);
  const quota = useUserQuotaInfo(signedIn && mode === 'default');
  // Never during a wizard step: the survey waits for the dashboard or another calm page.
  const survey = useSatisfactionSurvey(user, SURVEY_DELAY_MS, isJourneyPath(location.pathname));
  const loginLinks = useLoginProviderLinks(
    toLanguage(i18n.language) ?? DEFAULT_LANGUAGE,
    signedIn && mode === 'default',
  );
  const settingsUrl = loginLinks.data?.settingsUrl;

  // Spec section 8: a quota that cannot be loaded is an error notification.
  useEffect(() => {
    if (quota.error) notifyError(quota.error);
  }, [quota.error, notifyError]);

  // Export mode is a print page; integration mode's pages sit in another tool and keep a margin.
  if (mode !== 'default') {
    return (
      <Box
        component="main"
        sx={
          mode === 'integration'
            ? { p: { xs: 1.5, md: 3 }, minHeight: '100vh', bgcolor: 'background.default' }
            : undefined
        }
      >
        {children}
      </Box>
    );
  }

  const onLogout = async () => {
    try {
      await logout();
    } catch (error) {
      notifyError(error);
    }
    await mutate(userKey, null, { revalidate: false });
    await navigate('/login', { replace: true });
  };

  const items = [
    { key: 'dashboard', label: t('menu.welcome'), href: '/dashboard' },
    { key: 'import', label: t('menu.import'), href: '/import' },
    { key: 'list', label: t('menu.list'), href: '/list' },
    { key: 'exports', label: t('menu.exports'), href: '/exports' },
    // A menu entry is active on its path and below it: /list, /list/…, never /lists/12.
  ].map((item) => ({
    ...item,
    active: location.pathname === item.href || location.pathname.startsWith(`${item.href}/`),
  }));

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/*
       * The first stop of Tab: past the header and the menu to the page (WCAG 2.4.1), shown only
       * while it has the focus.
       */}
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          '&:focus': { top: 8, outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        {t('menu.skipToContent')}
      </Box>
      <AppHeader
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuId={MENU_ID}
        signedIn={signedIn}
        fullName={user?.fullName}
        pictureUrl={user?.pictureUrl}
        hasUnreadReleaseNotes={releaseNotes.hasUnread}
        onOpenReleaseNotes={releaseNotes.show}
        settingsUrl={settingsUrl}
        // The built-in login service's settings are our own /account: open them in the app, same tab.
        onOpenSettings={isSafePath(settingsUrl) ? () => void navigate(settingsUrl) : undefined}
        onLogout={() => void onLogout()}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {/*
         * A stretched column gives the menu's colour and border the full height beside the page; the
         * menu itself stays in the window while the page scrolls, so the quota counter at its foot is
         * always in sight (at most the window's height less the header's).
         */}
        <Box
          sx={{
            display: 'flex',
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: menuOpen ? 1 : 0,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              alignSelf: 'flex-start',
              display: 'flex',
              height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
            }}
          >
            <SideMenu
              id={MENU_ID}
              open={menuOpen}
              label={t('menu.label')}
              items={items}
              sx={{ borderRight: 0, overflowY: 'auto' }}
              renderLink={({ href, children, ...rest }) => (
                <RouterLink to={href} {...rest}>
                  {children}
                </RouterLink>
              )}
              footer={
                signedIn ? (
                  <QuotaCounter
                    remaining={quota.data ? remainingQuota(quota.data) : null}
                    total={quota.data && !quota.data.unlimited ? quota.data.totalQuota : undefined}
                    loading={!quota.data && !quota.error}
                    error={Boolean(quota.error)}
                    onClick={() => void navigate('/quota')}
                  />
                ) : null
              }
            />
          </Box>
        </Box>
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}
        >
          {children}
        </Box>
      </Box>
      <ReleaseNotes open={releaseNotes.open} onClose={releaseNotes.close} notes={releaseNoteEntries} />
      <SurveyDialog
        open={survey.open}
        submitting={survey.submitting}
        onSubmit={(answer) => void survey.submit(answer)}
        onDismiss={() => void survey.dismiss()}
      />
    </Box>
  );
}
