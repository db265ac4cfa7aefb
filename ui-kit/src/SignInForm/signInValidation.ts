import * as z from 'zod';
import type { ZodType } from 'zod';
import { zodSchema } from '../utils/zod.ts';
import { schemaFieldCodes } from '../utils/forms.ts';

/** E-mail and password as the user typed them. */
export interface SignInValues {
  email: string;
  password: string;
}

/** What `onSubmit` receives: the e-mail trimmed, the password exactly as typed. */
export type SignInCredentials = SignInValues;

/** Why the e-mail field is not accepted (spec 5 Login form). */
export type EmailError = 'emailMissing' | 'emailInvalid';

/** Why the password field is not accepted (spec 5 Login form). */
export type PasswordError = 'passwordMissing';

/** Field errors of the sign-in form; a missing key means the field is fine. */
export interface SignInErrors {
  email?: EmailError;
  password?: PasswordError;
}

/**
 * A deliberately loose e-mail syntax check: something, one @, something with a dot, no spaces. The
 * login service decides about everything else; the form only catches typos like a missing @.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const codes = {
  emailMissing: 'emailMissing',
  emailInvalid: 'emailInvalid',
  passwordMissing: 'passwordMissing',
} as const satisfies Record<string, EmailError | PasswordError>;

/**
 * The sign-in form's rules (spec 5 Login form) as the zod schema `useSignInForm` validates with.
 * Each issue's message is an error code, the catalogue key `kit:signInForm.<code>` the form shows.
 * The e-mail is trimmed before it is checked and in the output; the password is taken as typed
 * (spaces count as characters, a password may contain them).
 */
export const signInSchema = zodSchema(() =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: codes.emailMissing, abort: true })
      .regex(EMAIL_PATTERN, { error: codes.emailInvalid }),
    password: z.string().min(1, { error: codes.passwordMissing }),
  }),
) satisfies ZodType<SignInCredentials, SignInValues>;

/** What `signInSchema` says about both fields; an empty object means the form may be sent. */
export function validateSignIn(values: SignInValues): SignInErrors {
  return schemaFieldCodes<keyof SignInErrors, EmailError | PasswordError>(
    signInSchema,
    values,
  ) as SignInErrors;
}

/** The first issue of one field's schema, as its error code, or null. */
function fieldCode<Code extends string>(schema: ZodType, value: string): Code | null {
  const result = schema.safeParse(value);
  return result.success ? null : ((result.error.issues[0]?.message ?? null) as Code | null);
}

/** What `signInSchema` says about the e-mail field: missing (blank) or invalid syntax, else null. */
export function validateEmail(email: string): EmailError | null {
  return fieldCode(signInSchema.shape.email, email);
}

/** What `signInSchema` says about the password field: missing when empty, else null. */
export function validatePassword(password: string): PasswordError | null {
  return fieldCode(signInSchema.shape.password, password);
}
