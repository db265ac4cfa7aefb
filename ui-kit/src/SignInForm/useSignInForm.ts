import { useCallback, type FormEvent } from 'react';
import { useController, useForm, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shownFieldError } from '../utils/forms.ts';
import {
  signInSchema,
  type EmailError,
  type PasswordError,
  type SignInCredentials,
  type SignInErrors,
  type SignInValues,
} from './signInValidation.ts';

/** Input of `useSignInForm`. */
export interface SignInFormOptions {
  /** Receives the credentials (the e-mail trimmed) when both fields are valid. */
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
  /**
   * Bind to the e-mail input: `value`, `onChange`, `onBlur`, `name`, and `ref` (as the input's ref, so
   * an invalid submit can move the focus to it).
   */
  email: ControllerRenderProps<SignInValues, 'email'>;
  /** Bind to the password input, like `email`. */
  password: ControllerRenderProps<SignInValues, 'password'>;
  /**
   * The errors to show now: after a submit attempt all of them, before that only wrong syntax in a
   * field the user has left.
   */
  errors: SignInErrors;
  /** Form submit handler: validates, focuses the first invalid field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** The react-hook-form instance, for what the bindings do not cover. */
  form: UseFormReturn<SignInValues, unknown, SignInCredentials>;
}

/**
 * Headless logic of the built-in login service's form on react-hook-form with `signInSchema`
 * (docs/adr/009-forms.md): values, when to show which of the schema's error codes, the focus on the
 * first wrong field, and the submit. No MUI, no texts: the view maps error codes to catalogue texts.
 */
export function useSignInForm({
  onSubmit,
  disabled = false,
  initialEmail = '',
}: SignInFormOptions): SignInFormController {
  const form = useForm<SignInValues, unknown, SignInCredentials>({
    // Validated on every change, so what a field holds is never stale; `shownFieldError` decides
    // when it shows.
    mode: 'all',
    defaultValues: { email: initialEmail, password: '' },
    resolver: zodResolver(signInSchema),
  });
  const email = useController({ name: 'email', control: form.control });
  const password = useController({ name: 'password', control: form.control });
  const { isSubmitted } = form.formState;

  const errors: SignInErrors = {};
  // Before the first submit only wrong syntax is worth saying, once the user has left the field.
  const emailError = shownFieldError<EmailError>(email.fieldState, isSubmitted, ['emailInvalid']);
  const passwordError = shownFieldError<PasswordError>(password.fieldState, isSubmitted, []);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;

  const { handleSubmit: submitForm } = form;
  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      if (disabled) {
        event?.preventDefault();
        return;
      }
      void submitForm((credentials) => onSubmit(credentials))(event);
    },
    [disabled, onSubmit, submitForm],
  );

  return { email: email.field, password: password.field, errors, handleSubmit, form };
}
