import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import type { EmailError, PasswordError, SignInCredentials } from './signInValidation.ts';
import { useCountdown, type CountdownTimers } from './useCountdown.ts';
import { useSignInForm } from './useSignInForm.ts';

/**
 * What the login service answered when signing in failed (openapi `authSignIn`): wrong credentials
 * with the attempts left, a lockout or rate limit with the seconds to wait, or any other message.
 */
export type SignInError =
  | { type: 'login_failed'; attemptsLeft: number }
  | { type: 'login_attempts_exhausted' | 'login_blocked' | 'too_many_requests'; retryAfterSeconds: number }
  | { type: 'other'; message: string };

/** From this many seconds on, the wait is said in minutes ("in 15 Minuten"). */
export const RETRY_IN_MINUTES_FROM = 120;

/** Props of `SignInForm`. Every text defaults to the kit catalogue and can be overridden. */
export interface SignInFormProps {
  /** Called with the e-mail (trimmed) and password once both fields are valid. */
  onSubmit: (credentials: SignInCredentials) => void;
  /**
   * The sign-in request is running: the button shows progress and is disabled.
   * @default false
   */
  submitting?: boolean;
  /**
   * The server's answer to the last attempt. A lockout counts down and blocks the button until it is over;
   * pass a new object for every answer so the countdown restarts.
   * @default undefined
   */
  error?: SignInError;
  /**
   * Pre-filled e-mail address.
   * @default ''
   */
  initialEmail?: string;
  /**
   * Clock of the lockout countdown; tests and stories inject a fake one.
   * @default browserTimers
   */
  timers?: CountdownTimers;
  /**
   * Label of the e-mail field.
   * @default t('kit:signInForm.email') – "E-Mail-Adresse"
   */
  emailLabel?: string;
  /**
   * Label of the password field.
   * @default t('kit:signInForm.password') – "Passwort"
   */
  passwordLabel?: string;
  /**
   * Label of the submit button.
   * @default t('kit:signInForm.submit') – "Anmelden"
   */
  submitLabel?: string;
  /**
   * Accessible name of the eye button while the password is hidden.
   * @default t('kit:signInForm.showPassword') – "Passwort anzeigen"
   */
  showPasswordLabel?: string;
  /**
   * Accessible name of the eye button while the password is shown.
   * @default t('kit:signInForm.hidePassword') – "Passwort verbergen"
   */
  hidePasswordLabel?: string;
  /**
   * Texts of the field errors by code.
   * @default the kit texts `signInForm.emailMissing` "Bitte geben Sie Ihre E-Mail-Adresse ein", `emailInvalid`, `passwordMissing`
   */
  fieldErrorTexts?: Partial<Record<EmailError | PasswordError, string>>;
  /**
   * Message for wrong credentials (`login_failed`), followed by the attempts left.
   * @default t('kit:signInForm.loginFailed') – "Die Anmeldedaten sind nicht korrekt."
   */
  loginFailedText?: string;
  /**
   * Sentence about the attempts left.
   * @default (count) => t('kit:signInForm.attemptsLeft', { count }) – "Sie haben noch 2 Versuche."
   */
  formatAttemptsLeft?: (count: number) => string;
  /**
   * Message when no attempts are left (`login_attempts_exhausted`), followed by the wait.
   * @default t('kit:signInForm.attemptsExhausted') – "Sie haben keine Anmeldeversuche mehr."
   */
  attemptsExhaustedText?: string;
  /**
   * Message when the account is locked for a while (`login_blocked`), followed by the wait.
   * @default t('kit:signInForm.blocked') – "Ihr Zugang ist vorübergehend gesperrt."
   */
  blockedText?: string;
  /**
   * Message when too many attempts came too fast (`too_many_requests`), followed by the wait.
   * @default t('kit:signInForm.tooManyRequests') – "Zu viele Anmeldeversuche in kurzer Zeit."
   */
  tooManyRequestsText?: string;
  /**
   * Sentence about the wait, from the seconds left.
   * @default seconds or, from 120 s on, minutes: "Bitte versuchen Sie es in 45 Sekunden erneut."
   */
  formatRetryIn?: (seconds: number) => string;
  /**
   * Shown in place of the lockout message once its countdown is over.
   * @default t('kit:signInForm.retryNow') – "Sie können es jetzt erneut versuchen."
   */
  retryNowText?: string;
  /**
   * Title of the alert for any other error (`other`); its text is the error's `message`.
   * @default t('kit:signInForm.otherError') – "Die Anmeldung ist fehlgeschlagen."
   */
  otherErrorTitle?: string;
  /**
   * Styles for the form root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The built-in login service's sign-in form: e-mail and password with the spec's validation messages
 * (missing e-mail, invalid e-mail, missing password) from the zod schema `signInSchema`, announced
 * through `aria-invalid` and linked helper texts, and the server's answers: wrong credentials with
 * the attempts left (singular and plural), and lockouts counting down the seconds until the next
 * attempt. Logic lives in `useSignInForm` (react-hook-form) and `useCountdown`; the app sends the
 * request.
 *
 * ## Usage
 *
 * ```tsx
 * const [error, setError] = useState<SignInError>();
 *
 * <SignInForm
 *   onSubmit={(credentials) => void signIn(credentials)}
 *   submitting={submitting}
 *   error={error} // e.g. { type: 'login_failed', attemptsLeft: 2 }, a new object per answer
 * />
 * ```
 *
 * The app maps the server's answer to a `SignInError`: `login_failed` with `attemptsLeft`;
 * `login_attempts_exhausted`, `login_blocked` or `too_many_requests` with `retryAfterSeconds`; `other` with a
 * message. Texts come from `kit:signInForm.*`; each has a prop that overrides it.
 *
 * ## Do
 *
 * - Set `submitting` while the request runs, and clear `error` when a new attempt starts.
 * - Pass a new `error` object for every answer, so a lockout's countdown starts again.
 * - Give it a narrow container (the sign-in page's card): it fills the width it is given.
 *
 * ## Don't
 *
 * - Don't validate e-mail and password in the page: the form does it (`signInSchema`) and only calls
 *   `onSubmit` with valid values.
 * - Don't count the lockout down yourself: the form does, and enables the button when it is over.
 * - Don't send the request inside the kit: `onSubmit` is the app's.
 */
export function SignInForm({
  onSubmit,
  submitting = false,
  error,
  initialEmail,
  timers,
  fieldErrorTexts = {},
  sx,
  ...texts
}: SignInFormProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const emailId = useId();
  const passwordId = useId();
  const [showPassword, setShowPassword] = useState(false);

  const lockSeconds = error && 'retryAfterSeconds' in error ? error.retryAfterSeconds : null;
  const secondsLeft = useCountdown(lockSeconds, { resetKey: error, ...(timers ? { timers } : {}) });
  const locked = secondsLeft !== null && secondsLeft > 0;

  const form = useSignInForm({
    onSubmit,
    disabled: submitting || locked,
    ...(initialEmail ? { initialEmail } : {}),
  });
  const fieldError = (code: EmailError | PasswordError | undefined) =>
    code ? (fieldErrorTexts[code] ?? t(`signInForm.${code}`)) : undefined;
  const emailError = fieldError(form.errors.email);
  const passwordError = fieldError(form.errors.password);

  const retryIn = (seconds: number) =>
    texts.formatRetryIn
      ? texts.formatRetryIn(seconds)
      : seconds >= RETRY_IN_MINUTES_FROM
        ? t('signInForm.retryInMinutes', { count: Math.ceil(seconds / 60) })
        : t('signInForm.retryInSeconds', { count: seconds });

  let alert: ReactNode = null;
  if (error?.type === 'login_failed') {
    alert = (
      <Alert severity="error">
        {texts.loginFailedText ?? t('signInForm.loginFailed')}{' '}
        {texts.formatAttemptsLeft
          ? texts.formatAttemptsLeft(error.attemptsLeft)
          : t('signInForm.attemptsLeft', { count: error.attemptsLeft })}
      </Alert>
    );
  } else if (error?.type === 'other') {
    alert = (
      <Alert severity="error">
        <AlertTitle>{texts.otherErrorTitle ?? t('signInForm.otherError')}</AlertTitle>
        {error.message}
      </Alert>
    );
  } else if (error) {
    const reason =
      error.type === 'login_blocked'
        ? (texts.blockedText ?? t('signInForm.blocked'))
        : error.type === 'too_many_requests'
          ? (texts.tooManyRequestsText ?? t('signInForm.tooManyRequests'))
          : (texts.attemptsExhaustedText ?? t('signInForm.attemptsExhausted'));
    alert = locked ? (
      <Alert severity="error">
        {reason}{' '}
        {/* The alert is announced once; the ticking seconds inside it are not re-read every second. */}
        <span aria-live="off">{retryIn(secondsLeft)}</span>
      </Alert>
    ) : (
      <Alert severity="info">{texts.retryNowText ?? t('signInForm.retryNow')}</Alert>
    );
  }

  const extraSx = Array.isArray(sx) ? sx : [sx];
  const passwordToggleLabel = showPassword
    ? (texts.hidePasswordLabel ?? t('signInForm.hidePassword'))
    : (texts.showPasswordLabel ?? t('signInForm.showPassword'));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 2 }, ...extraSx]}
    >
      {alert}
      <TextField
        id={emailId}
        inputRef={form.email.ref}
        name={form.email.name}
        label={texts.emailLabel ?? t('signInForm.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        value={form.email.value}
        onChange={form.email.onChange}
        onBlur={form.email.onBlur}
        error={emailError !== undefined}
        helperText={emailError}
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <TextField
        id={passwordId}
        inputRef={form.password.ref}
        name={form.password.name}
        label={texts.passwordLabel ?? t('signInForm.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        value={form.password.value}
        onChange={form.password.onChange}
        onBlur={form.password.onBlur}
        error={passwordError !== undefined}
        helperText={passwordError}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={passwordToggleLabel}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={locked}>
        {texts.submitLabel ?? t('signInForm.submit')}
      </Button>
    </Box>
  );
}
