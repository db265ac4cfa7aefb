import { useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { RETRY_IN_MINUTES_FROM } from '../SignInForm/SignInForm.tsx';
import { useCountdown, type CountdownTimers } from '../SignInForm/useCountdown.ts';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  serverFieldError,
  type ChangePasswordError,
  type ChangePasswordFieldError,
  type ChangePasswordInput,
} from './changePasswordValidation.ts';
import { useChangePasswordForm, type ChangePasswordField } from './useChangePasswordForm.ts';

/** Props of `ChangePasswordForm`. Every text defaults to the kit catalogue and can be overridden. */
export interface ChangePasswordFormProps {
  /** Called with the current and the new password once all three fields are valid. */
  onSubmit: (input: ChangePasswordInput) => void;
  /**
   * The request is running: the button shows progress and is disabled.
   * @default false
   */
  submitting?: boolean;
  /**
   * The server's answer to the last attempt; pass a new object for every answer. A wrong current
   * password, a too short or unchanged new one show on their field (which gets the focus); too many
   * attempts count down and block the button; anything else shows above the fields.
   * @default undefined
   */
  error?: ChangePasswordError;
  /**
   * The password was changed: shows the success message and empties the fields. Set it back to false
   * when the next attempt starts.
   * @default false
   */
  success?: boolean;
  /**
   * Shortest new password accepted (the login service's minimum, api-client `PASSWORD_MIN_LENGTH`).
   * @default 8
   */
  minLength?: number;
  /**
   * The account's e-mail, in a hidden username field so password managers know which login to update.
   * @default undefined
   */
  username?: string;
  /**
   * Clock of the "too many attempts" countdown; tests and stories inject a fake one.
   * @default browserTimers
   */
  timers?: CountdownTimers;
  /**
   * Label of the current password field.
   * @default t('kit:changePasswordForm.currentPassword') – "Aktuelles Passwort"
   */
  currentPasswordLabel?: string;
  /**
   * Label of the new password field.
   * @default t('kit:changePasswordForm.newPassword') – "Neues Passwort"
   */
  newPasswordLabel?: string;
  /**
   * Label of the field repeating the new password.
   * @default t('kit:changePasswordForm.repeatPassword') – "Neues Passwort wiederholen"
   */
  repeatPasswordLabel?: string;
  /**
   * Hint under the new password while it has no error.
   * @default t('kit:changePasswordForm.newPasswordHint', { minLength }) – "Mindestens 8 Zeichen"
   */
  newPasswordHint?: string;
  /**
   * Label of the checkbox that shows the passwords in clear text.
   * @default t('kit:changePasswordForm.showPasswords') – "Passwörter anzeigen"
   */
  showPasswordsLabel?: string;
  /**
   * Label of the submit button.
   * @default t('kit:changePasswordForm.submit') – "Passwort ändern"
   */
  submitLabel?: string;
  /**
   * Texts of the field errors by code.
   * @default the kit texts `changePasswordForm.currentPasswordMissing` "Bitte geben Sie Ihr aktuelles Passwort ein", `wrongPassword`, `newPasswordMissing`, `newPasswordTooShort`, `newPasswordUnchanged`, `repeatPasswordMissing`, `repeatPasswordMismatch`
   */
  fieldErrorTexts?: Partial<Record<ChangePasswordFieldError, string>>;
  /**
   * The message after the password was changed.
   * @default t('kit:changePasswordForm.success') – "Ihr Passwort wurde geändert. …"
   */
  successText?: string;
  /**
   * Title of the message while too many attempts block the button.
   * @default t('kit:changePasswordForm.tooManyRequests') – "Zu viele Versuche in kurzer Zeit."
   */
  tooManyRequestsText?: string;
  /**
   * Sentence about the wait, from the seconds left.
   * @default seconds or, from 120 s on, minutes: "Bitte versuchen Sie es in 45 Sekunden erneut."
   */
  formatRetryIn?: (seconds: number) => string;
  /**
   * Said when the wait after too many attempts is over.
   * @default t('kit:changePasswordForm.retryNow') – "Sie können es jetzt erneut versuchen."
   */
  retryNowText?: string;
  /**
   * Title of the message for any other server error (its text is the error's `message`).
   * @default t('kit:changePasswordForm.otherError') – "Das Passwort konnte nicht geändert werden."
   */
  otherErrorTitle?: string;
  /**
   * Styles for the form root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The built-in login service's change of password (account page): current password, new password
 * and its repetition. Checks before sending: every field filled in, the new password at least
 * `minLength` characters and different from the current one, the repetition matching; errors are
 * announced through `aria-invalid` and linked helper texts, and an invalid submit focuses the first
 * wrong field. Shows the server's answers (wrong current password on its field, too many attempts
 * counting down, any other message) and a success message. Logic lives in `useChangePasswordForm`
 * (react-hook-form) and the zod schema `changePasswordSchema`; the app sends the request.
 *
 * ## Usage
 *
 * ```tsx
 * <ChangePasswordForm
 *   onSubmit={(input) => void changePassword(input)}
 *   submitting={submitting}
 *   error={passwordError}
 *   success={passwordChanged}
 *   minLength={PASSWORD_MIN_LENGTH}
 *   username={user.email}
 * />
 * ```
 *
 * The form's logic is `useChangePasswordForm` with the zod schema `changePasswordSchema`, used inside. Texts
 * come from `kit:changePasswordForm.*`; the text props and `fieldErrorTexts` override them.
 *
 * ## Do
 *
 * - Map each server answer to a new `error` object (`wrong_password`, `password_too_short`,
 *   `password_unchanged`, `too_many_requests` with `retryAfterSeconds`, `other` with a message), so the form
 *   shows it on its field and moves the focus there.
 * - Clear `error` and `success` when the next attempt starts; pass the login service's minimum as `minLength`
 *   (api-client `PASSWORD_MIN_LENGTH`).
 * - Pass `username` (the account's e-mail) so password managers update the right login.
 *
 * ## Don't
 *
 * - Don't send the request from inside or validate the fields again outside: the form checks before calling
 *   `onSubmit`, the app sends.
 * - Don't show the server's answers in an alert of your own: the form puts each on its field or above the
 *   fields.
 * - Don't use it for the first password or a reset: it asks for the current password.
 */
export function ChangePasswordForm({
  onSubmit,
  submitting = false,
  error,
  success = false,
  minLength = DEFAULT_PASSWORD_MIN_LENGTH,
  username,
  timers,
  fieldErrorTexts = {},
  sx,
  ...texts
}: ChangePasswordFormProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const ids = { currentPassword: useId(), newPassword: useId(), repeatPassword: useId() };
  const [showPasswords, setShowPasswords] = useState(false);

  const lockSeconds = error?.type === 'too_many_requests' ? error.retryAfterSeconds : null;
  const secondsLeft = useCountdown(lockSeconds, { resetKey: error, ...(timers ? { timers } : {}) });
  const locked = secondsLeft !== null && secondsLeft > 0;

  const serverError = useMemo(() => serverFieldError(error), [error]);
  const form = useChangePasswordForm({
    onSubmit,
    disabled: submitting || locked,
    minLength,
    serverError,
    success,
  });

  const fieldError = (code: ChangePasswordFieldError | undefined) =>
    code ? (fieldErrorTexts[code] ?? t(`changePasswordForm.${code}`, { minLength })) : undefined;

  const retryIn = (seconds: number) =>
    texts.formatRetryIn
      ? texts.formatRetryIn(seconds)
      : seconds >= RETRY_IN_MINUTES_FROM
        ? t('changePasswordForm.retryInMinutes', { count: Math.ceil(seconds / 60) })
        : t('changePasswordForm.retryInSeconds', { count: seconds });

  let alert: ReactNode = null;
  if (error?.type === 'too_many_requests') {
    alert = locked ? (
      <Alert severity="error">
        {texts.tooManyRequestsText ?? t('changePasswordForm.tooManyRequests')}{' '}
        {/* The alert is announced once; the ticking seconds inside it are not re-read every second. */}
        <span aria-live="off">{retryIn(secondsLeft)}</span>
      </Alert>
    ) : (
      <Alert severity="info">{texts.retryNowText ?? t('changePasswordForm.retryNow')}</Alert>
    );
  } else if (error?.type === 'other') {
    alert = (
      <Alert severity="error">
        <AlertTitle>{texts.otherErrorTitle ?? t('changePasswordForm.otherError')}</AlertTitle>
        {error.message}
      </Alert>
    );
  } else if (success) {
    alert = (
      <Alert severity="success" role="status">
        {texts.successText ?? t('changePasswordForm.success')}
      </Alert>
    );
  }

  const field = (name: ChangePasswordField, label: string, autoComplete: string, hint?: string) => {
    const message = fieldError(form.errors[name]);
    const binding = form.fields[name];
    return (
      <TextField
        id={ids[name]}
        inputRef={binding.ref}
        name={binding.name}
        label={label}
        type={showPasswords ? 'text' : 'password'}
        autoComplete={autoComplete}
        required
        fullWidth
        value={binding.value}
        onChange={binding.onChange}
        onBlur={binding.onBlur}
        error={message !== undefined}
        helperText={message ?? hint}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
      />
    );
  };

  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 2 }, ...extraSx]}
    >
      {alert}
      {username !== undefined && (
        // Tells password managers whose password this is; not shown, not focusable.
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      {field(
        'currentPassword',
        texts.currentPasswordLabel ?? t('changePasswordForm.currentPassword'),
        'current-password',
      )}
      {field(
        'newPassword',
        texts.newPasswordLabel ?? t('changePasswordForm.newPassword'),
        'new-password',
        texts.newPasswordHint ?? t('changePasswordForm.newPasswordHint', { minLength }),
      )}
      {field(
        'repeatPassword',
        texts.repeatPasswordLabel ?? t('changePasswordForm.repeatPassword'),
        'new-password',
      )}
      <FormControlLabel
        control={
          <Checkbox checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} />
        }
        label={texts.showPasswordsLabel ?? t('changePasswordForm.showPasswords')}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={submitting}
        disabled={locked}
        sx={{ alignSelf: 'flex-start' }}
      >
        {texts.submitLabel ?? t('changePasswordForm.submit')}
      </Button>
    </Box>
  );
}
