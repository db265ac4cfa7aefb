import * as z from 'zod';
import type { ZodType } from 'zod';
import { zodSchema } from '../utils/zod.ts';
import { schemaFieldCodes } from '../utils/forms.ts';

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

const codes = {
  currentPasswordMissing: 'currentPasswordMissing',
  newPasswordMissing: 'newPasswordMissing',
  newPasswordTooShort: 'newPasswordTooShort',
  newPasswordUnchanged: 'newPasswordUnchanged',
  repeatPasswordMissing: 'repeatPasswordMissing',
  repeatPasswordMismatch: 'repeatPasswordMismatch',
} as const satisfies Record<string, ChangePasswordFieldError>;

/** A refinement of one field runs only while the field's own checks pass: it says the next thing wrong. */
const whenFieldPasses =
  (field: keyof ChangePasswordValues) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !issues.some((issue) => issue.path?.[0] === field);

/**
 * The change-of-password form's rules as the zod schema `useChangePasswordForm` validates with. Each
 * issue's message is an error code, the catalogue key `kit:changePasswordForm.<code>` the form shows;
 * a field gets its first one. Both passwords are taken exactly as typed (spaces count):
 * - current password: missing when empty;
 * - new password: missing, shorter than `minLength` characters (the app passes api-client's
 *   `PASSWORD_MIN_LENGTH`, which the server applies), or the same as the current one (compared
 *   NFC-normalised, as the server hashes them; not while the current one is still empty);
 * - repetition: missing, or different from the new password.
 */
export function changePasswordSchema(minLength: number = DEFAULT_PASSWORD_MIN_LENGTH) {
  return zodSchema(() =>
    z
      .object({
        currentPassword: z.string().min(1, { error: codes.currentPasswordMissing }),
        // No `abort`: it would skip the refinements below for the other fields too. An empty password
        // breaks both minimums; the field shows its first issue, "missing".
        newPassword: z
          .string()
          .min(1, { error: codes.newPasswordMissing })
          .min(minLength, { error: codes.newPasswordTooShort }),
        repeatPassword: z.string().min(1, { error: codes.repeatPasswordMissing }),
      })
      .refine(
        ({ currentPassword, newPassword }) =>
          currentPassword === '' || newPassword.normalize('NFC') !== currentPassword.normalize('NFC'),
        { path: ['newPassword'], error: codes.newPasswordUnchanged, when: whenFieldPasses('newPassword') },
      )
      .refine(({ newPassword, repeatPassword }) => repeatPassword === newPassword, {
        path: ['repeatPassword'],
        error: codes.repeatPasswordMismatch,
        when: whenFieldPasses('repeatPassword'),
      }),
  ) satisfies ZodType<ChangePasswordValues, ChangePasswordValues>;
}

/** What `changePasswordSchema` says about each field; an empty object means the form may be sent. */
export function validateChangePassword(
  values: ChangePasswordValues,
  minLength: number = DEFAULT_PASSWORD_MIN_LENGTH,
): ChangePasswordErrors {
  return schemaFieldCodes<keyof ChangePasswordErrors, ChangePasswordFieldError>(
    changePasswordSchema(minLength),
    values,
  ) as ChangePasswordErrors;
}

/** What `changePasswordSchema` says about the current password: missing when empty, else null. */
export function validateCurrentPassword(currentPassword: string): 'currentPasswordMissing' | null {
  const error = validateChangePassword({
    currentPassword,
    newPassword: '',
    repeatPassword: '',
  }).currentPassword;
  return error === 'currentPasswordMissing' ? error : null;
}

/** What `changePasswordSchema` says about the new password: missing, too short, unchanged or null. */
export function validateNewPassword(
  newPassword: string,
  currentPassword: string,
  minLength: number = DEFAULT_PASSWORD_MIN_LENGTH,
): NewPasswordError | null {
  const errors = validateChangePassword({ currentPassword, newPassword, repeatPassword: '' }, minLength);
  return errors.newPassword ?? null;
}

/** What `changePasswordSchema` says about the repetition: missing or a mismatch, else null. */
export function validateRepeatPassword(
  repeatPassword: string,
  newPassword: string,
): RepeatPasswordError | null {
  const errors = validateChangePassword({ currentPassword: '', newPassword, repeatPassword });
  return errors.repeatPassword ?? null;
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
