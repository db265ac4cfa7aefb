import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError, PASSWORD_MIN_LENGTH, type Language } from '@datacare/api-client';
import { ChangePasswordForm, LanguageSelect, type ChangePasswordError } from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { userKey, useUser } from '../auth/api/get-user.ts';
import { changePassword } from './api/change-password.ts';
import { setLanguage } from './api/set-language.ts';

/** Maps the server's change-of-password errors (openapi.yaml authChangePassword) onto the form's feedback. */
export function changePasswordErrorOf(error: unknown): ChangePasswordError {
  if (error instanceof ApiError) {
    const first = error.errors[0];
    if (
      first?.type === 'wrong_password' ||
      first?.type === 'password_too_short' ||
      first?.type === 'password_unchanged'
    ) {
      return { type: first.type };
    }
    if (first?.type === 'too_many_requests') {
      return { type: 'too_many_requests', retryAfterSeconds: first.retryAfterSeconds ?? 0 };
    }
    if (first) return { type: 'other', message: first.message };
  }
  return { type: 'other', message: error instanceof Error ? error.message : String(error) };
}

/**
 * /account: the built-in login service's account settings, which the header's settings link opens
 * (spec section 1). Shows the user's name, e-mail and company, the UI language (stored on the user,
 * the app switches at once) and the change of password (the other sessions end, this one stays).
 */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  usePageTitle('titles.account');
  const { data: user } = useUser();
  const { mutate } = useSWRConfig();
  const notifyError = useNotifyApiError();
  const [pendingLanguage, setPendingLanguage] = useState<Language | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passwordError, setPasswordError] = useState<ChangePasswordError | undefined>();
  const [passwordChanged, setPasswordChanged] = useState(false);

  const onLanguage = async (language: Language) => {
    setPendingLanguage(language);
    try {
      const updated = await setLanguage(language);
      await mutate(userKey, updated, { revalidate: false });
      // The user's choice wins for this tab even over a `lang` flag in the entry URL.
      await i18n.changeLanguage(updated.language);
    } catch (error) {
      notifyError(error);
    } finally {
      setPendingLanguage(null);
    }
  };

  const onChangePassword = async (input: { currentPassword: string; newPassword: string }) => {
    setSubmitting(true);
    setPasswordError(undefined);
    setPasswordChanged(false);
    try {
      await changePassword(input);
      setPasswordChanged(true);
    } catch (error) {
      setPasswordError(changePasswordErrorOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  const profile = [
    { key: 'name', label: t('account.name'), value: user?.fullName },
    { key: 'email', label: t('account.email'), value: user?.email ?? t('account.noEmail') },
    { key: 'company', label: t('account.company'), value: user?.companyName ?? t('account.noCompany') },
  ];

  return (
    // Side by side from a laptop's width up, so the password form's button is in the window.
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        maxWidth: { xs: 720, lg: 1200 },
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('account.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('account.intro')}</Typography>
      </Box>
      <Paper component="section" aria-labelledby="account-profile" sx={{ p: 3 }}>
        <Typography id="account-profile" variant="h6" component="h2" gutterBottom>
          {t('account.profileTitle')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.5, sm: 1 },
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {profile.map(({ key, label, value }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd">{value}</Typography>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 3 }} />
        {user && (
          <LanguageSelect
            value={pendingLanguage ?? user.language}
            saving={pendingLanguage !== null}
            onChange={(language) => void onLanguage(language)}
          />
        )}
      </Paper>
      <Paper component="section" aria-labelledby="account-password" sx={{ p: 3 }}>
        <Typography id="account-password" variant="h6" component="h2" gutterBottom>
          {t('account.passwordTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('account.passwordIntro')}</Typography>
        <ChangePasswordForm
          onSubmit={(input) => void onChangePassword(input)}
          submitting={submitting}
          error={passwordError}
          success={passwordChanged}
          minLength={PASSWORD_MIN_LENGTH}
          username={user?.email ?? undefined}
          sx={{ maxWidth: 480 }}
        />
      </Paper>
    </Box>
  );
}
