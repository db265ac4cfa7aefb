/** The three fields of the change-of-password form as the user typed them. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  /** The new password typed a second time, to catch a typo the user cannot see. */
  repeatPassword: string;
}

/** What `onSubmit` receives: both passwords exactly as typed (spaces count). */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Why the current-password field is not accepted; `wrongPassword` only the server can say. */
export type CurrentPasswordError = 'currentPasswordMissing' | 'wrongPassword';

/** Why the new-password field is not accepted. */
export type NewPasswordError = 'newPasswordMissing' | 'newPasswordTooShort' | 'newPasswordUnchanged';

/** Why the repeat field is not accepted. */
export type RepeatPasswordError = 'repeatPasswordMissing' | 'repeatPasswordMismatch';

/** Every field error code of the form. */
export type ChangePasswordFieldError = CurrentPasswordError | NewPasswordError | RepeatPasswordError;

/** Field errors of the form; a missing key means the field is fine. */
export interface ChangePasswordErrors {
  currentPassword?: CurrentPasswordError;
  newPassword?: NewPasswordError;
  repeatPassword?: RepeatPasswordError;
}

/** The built-in login service's shortest password (api-client `PASSWORD_MIN_LENGTH`). */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

/** Checks the current password: missing when empty. */
export function validateCurrentPassword(currentPassword: string): 'currentPasswordMissing' | null {
  return currentPassword === '' ? 'currentPasswordMissing' : null;
}

/**
 * Checks the new password: missing, shorter than `minLength` characters, or the same as the current
 * one (compared NFC-normalised, as the server hashes them).
 */
export function validateNewPassword(
  newPassword: string,
  currentPassword: string,
  minLength: number = DEFAULT_PASSWORD_MIN_LENGTH,
): NewPasswordError | null {
  if (newPassword === '') return 'newPasswordMissing';
  if (newPassword.length < minLength) return 'newPasswordTooShort';
  if (currentPassword !== '' && newPassword.normalize('NFC') === currentPassword.normalize('NFC')) {
    return 'newPasswordUnchanged';
  }
  return null;
}

/** Checks the repetition: missing when empty, a mismatch when it differs from the new password. */
export function validateRepeatPassword(
  repeatPassword: string,
  newPassword: string,
): RepeatPasswordError | null {
  if (repeatPassword === '') return 'repeatPasswordMissing';
  return repeatPassword === newPassword ? null : 'repeatPasswordMismatch';
}

/** Checks all three fields; an empty object means the form may be sent. */
export function validateChangePassword(
  values: ChangePasswordValues,
  minLength: number = DEFAULT_PASSWORD_MIN_LENGTH,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  const current = validateCurrentPassword(values.currentPassword);
  const next = validateNewPassword(values.newPassword, values.currentPassword, minLength);
  const repeat = validateRepeatPassword(values.repeatPassword, values.newPassword);
  if (current) errors.currentPassword = current;
  if (next) errors.newPassword = next;
  if (repeat) errors.repeatPassword = repeat;
  return errors;
}

/**
 * What the login service answered when the change failed (openapi `authChangePassword`): the
 * current password is wrong (403), the new one too short or unchanged (400), too many attempts
 * from this address with the seconds to wait (429), or any other message.
 */
export type ChangePasswordError =
  | { type: 'wrong_password' | 'password_too_short' | 'password_unchanged' }
  | { type: 'too_many_requests'; retryAfterSeconds: number }
  | { type: 'other'; message: string };

/** A server answer that belongs to one field, as the form shows it. */
export type ServerFieldError =
  | { field: 'currentPassword'; code: 'wrongPassword' }
  | { field: 'newPassword'; code: 'newPasswordTooShort' | 'newPasswordUnchanged' };

/** The field a server answer belongs to, or null for answers the form shows above the fields. */
export function serverFieldError(error: ChangePasswordError | undefined): ServerFieldError | null {
  switch (error?.type) {
    case 'wrong_password':
      return { field: 'currentPassword', code: 'wrongPassword' };
    case 'password_too_short':
      return { field: 'newPassword', code: 'newPasswordTooShort' };
    case 'password_unchanged':
      return { field: 'newPassword', code: 'newPasswordUnchanged' };
    default:
      return null;
  }
}
