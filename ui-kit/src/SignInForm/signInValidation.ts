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

/** Checks the e-mail field: missing (blank) or invalid syntax, else null. */
export function validateEmail(email: string): EmailError | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailMissing';
  if (!EMAIL_PATTERN.test(trimmed)) return 'emailInvalid';
  return null;
}

/** Checks the password field: missing when empty. Spaces count as characters (a password may contain them). */
export function validatePassword(password: string): PasswordError | null {
  return password === '' ? 'passwordMissing' : null;
}

/** Checks both fields; an empty object means the form may be sent. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = validateEmail(values.email);
  const password = validatePassword(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
