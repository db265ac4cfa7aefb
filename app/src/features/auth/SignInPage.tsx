import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '@datacare/api-client';
import { SignInForm, type SignInError } from '@datacare/ui-kit';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { userKey } from './api/get-user.ts';
import { setFromTarget } from './api/set-from-target.ts';
import { signIn } from './api/sign-in.ts';
import { afterLoginPath, isSafePath } from './redirects.ts';

/** Maps the server's sign-in errors (api-client/openapi.yaml authSignIn) onto the form's feedback. */
export function signInErrorOf(error: unknown): SignInError {
  if (error instanceof ApiError) {
    const first = error.errors[0];
    if (first?.type === 'login_failed')
      return { type: 'login_failed', attemptsLeft: first.attemptsLeft ?? 0 };
    if (
      first &&
      (first.type === 'login_attempts_exhausted' ||
        first.type === 'login_blocked' ||
        first.type === 'too_many_requests')
    ) {
      return { type: first.type, retryAfterSeconds: first.retryAfterSeconds ?? 0 };
    }
    if (first) return { type: 'other', message: first.message };
  }
  return { type: 'other', message: error instanceof Error ? error.message : String(error) };
}

/**
 * /signin: the built-in login service's sign-in page (what getLoginUrl points to). E-mail and
 * password, the messages of spec sections 2 and 8, then back to the page the user came from.
 */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle('titles.signin');
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { fromTarget } = useAppMode();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SignInError | undefined>();
  const redirect = afterLoginPath(location.search);

  const onSubmit = async ({ email, password }: { email: string; password: string }) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const next = await signIn({ email, password, redirect });
      if (fromTarget) await setFromTarget();
      await mutate(userKey);
      await navigate(isSafePath(next) ? next : '/dashboard', { replace: true });
    } catch (caught) {
      setError(signInErrorOf(caught));
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
          {t('product.name')}
        </Typography>
        <SignInForm onSubmit={(values) => void onSubmit(values)} submitting={submitting} error={error} />
      </Paper>
    </Box>
  );
}
