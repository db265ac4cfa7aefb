import { useCallback, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  validateSignIn,
  type SignInCredentials,
  type SignInErrors,
  type SignInValues,
} from './signInValidation.ts';

/** Input of {@link useSignInForm}. */
export interface SignInFormOptions {
  /** Receives the credentials when both fields are valid. */
  onSubmit: (credentials: SignInCredentials) => void;
  /**
   * Blocks submitting (a request is running or the account is locked for now).
   * @default false
   */
  disabled?: boolean;
  /**
   * Pre-filled e-mail address, e.g. the last one used.
   * @default ''
   */
  initialEmail?: string;
}

/** State and handlers of the sign-in form. */
export interface SignInFormController {
  values: SignInValues;
  /** The errors to show now: after a submit attempt all of them, before that only syntax errors of fields the user has left. */
  errors: SignInErrors;
  setEmail: (email: string) => void;
  setPassword: (password: string) => void;
  /** Marks a field as visited, so its syntax error shows. */
  blur: (field: keyof SignInValues) => void;
  /** Form submit handler: validates, focuses the first invalid field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** Attach to the inputs so an invalid submit can move the focus to the first wrong field. */
  emailRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
}

/**
 * Headless logic of the built-in login service's form: values, validation with the spec's rules
 * ({@link validateSignIn}), when to show which error, and the submit. No MUI, no texts: the view maps
 * error codes to catalogue texts.
 */
export function useSignInForm({
  onSubmit,
  disabled = false,
  initialEmail = '',
}: SignInFormOptions): SignInFormController {
  const [values, setValues] = useState<SignInValues>({ email: initialEmail, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [visited, setVisited] = useState<Record<keyof SignInValues, boolean>>({
    email: false,
    password: false,
  });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const allErrors = useMemo(() => validateSignIn(values), [values]);
  const errors = useMemo<SignInErrors>(() => {
    if (submitted) return allErrors;
    // Before the first submit, "missing" would scold users who merely tab through; wrong syntax is worth saying.
    return allErrors.email === 'emailInvalid' && visited.email ? { email: 'emailInvalid' } : {};
  }, [allErrors, submitted, visited.email]);

  const setEmail = useCallback((email: string) => setValues((previous) => ({ ...previous, email })), []);
  const setPassword = useCallback(
    (password: string) => setValues((previous) => ({ ...previous, password })),
    [],
  );
  const blur = useCallback(
    (field: keyof SignInValues) =>
      setVisited((previous) => (previous[field] ? previous : { ...previous, [field]: true })),
    [],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (disabled) return;
      setSubmitted(true);
      const found = validateSignIn(values);
      if (found.email) emailRef.current?.focus();
      else if (found.password) passwordRef.current?.focus();
      else onSubmit({ email: values.email.trim(), password: values.password });
    },
    [disabled, onSubmit, values],
  );

  return { values, errors, setEmail, setPassword, blur, handleSubmit, emailRef, passwordRef };
}
