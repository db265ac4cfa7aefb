export { RETRY_IN_MINUTES_FROM, SignInForm, type SignInError, type SignInFormProps } from './SignInForm.tsx';
export {
  EMAIL_PATTERN,
  signInSchema,
  validateEmail,
  validatePassword,
  validateSignIn,
  type EmailError,
  type PasswordError,
  type SignInCredentials,
  type SignInErrors,
  type SignInValues,
} from './signInValidation.ts';
export { useSignInForm, type SignInFormController, type SignInFormOptions } from './useSignInForm.ts';
export { browserTimers, useCountdown, type CountdownOptions, type CountdownTimers } from './useCountdown.ts';
