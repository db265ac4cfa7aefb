import { useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { useController, useForm, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SERVER_ERROR_TYPE, shownFieldError } from '../utils/forms.ts';
import {
  changePasswordSchema,
  DEFAULT_PASSWORD_MIN_LENGTH,
  type ChangePasswordErrors,
  type ChangePasswordInput,
  type ChangePasswordValues,
  type CurrentPasswordError,
  type NewPasswordError,
  type RepeatPasswordError,
  type ServerFieldError,
} from './changePasswordValidation.ts';

/** The fields of the form, in their order on screen. */
export type ChangePasswordField = keyof ChangePasswordValues;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Input of `useChangePasswordForm`. */
export interface ChangePasswordFormOptions {
  /** Receives both passwords once all three fields are valid. */
  onSubmit: (input: ChangePasswordInput) => void;
  /**
   * Blocks submitting (a request is running or the address has to wait).
   * @default false
   */
  disabled?: boolean;
  /**
   * Shortest new password accepted.
   * @default 8
   */
  minLength?: number;
  /**
   * The server's last answer if it belongs to a field (a new object per answer). It is put on its
   * field with react-hook-form's `setError` and the field gets the focus; it shows until the user
   * edits that field.
   * @default null
   */
  serverError?: ServerFieldError | null;
  /**
   * The change went through: when this turns true, the fields are emptied.
   * @default false
   */
  success?: boolean;
}

/** State and handlers of the change-of-password form. */
export interface ChangePasswordFormController {
  /**
   * Bind each input to its field: `value`, `onChange`, `onBlur`, `name`, and `ref` (as the input's
   * ref, so an invalid submit or a server answer can focus it).
   */
  fields: { [Field in ChangePasswordField]: ControllerRenderProps<ChangePasswordValues, Field> };
  /**
   * The errors to show now: after a submit attempt all of them; before that only a too short or
   * unchanged new password and a mismatching repetition, once the user has left that field; and a
   * server answer on its field until the field is edited.
   */
  errors: ChangePasswordErrors;
  /** Form submit handler: validates, focuses the first invalid field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** The react-hook-form instance, for what the bindings do not cover. */
  form: UseFormReturn<ChangePasswordValues>;
}

/**
 * Headless logic of the change-of-password form on react-hook-form with `changePasswordSchema`
 * (docs/adr/009-forms.md): values, when to show which of the schema's error codes, server answers
 * on their field (`setError`), the focus on the first wrong field, the submit and emptying the
 * fields after a success. No MUI, no texts.
 */
export function useChangePasswordForm({
  onSubmit,
  disabled = false,
  minLength = DEFAULT_PASSWORD_MIN_LENGTH,
  serverError = null,
  success = false,
}: ChangePasswordFormOptions): ChangePasswordFormController {
  const schema = useMemo(() => changePasswordSchema(minLength), [minLength]);
  const form = useForm<ChangePasswordValues>({
    // Validated on every change, so what a field holds is never stale; `shownFieldError` decides
    // when it shows.
    mode: 'all',
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
  });
  const { control, setError, reset } = form;
  // A change of one field re-checks the fields whose rules read it: "unchanged" reads the current
  // password, "does not match" the new one.
  const current = useController({ name: 'currentPassword', control, rules: { deps: ['newPassword'] } });
  const next = useController({ name: 'newPassword', control, rules: { deps: ['repeatPassword'] } });
  const repeat = useController({ name: 'repeatPassword', control });
  const { isSubmitted } = form.formState;

  // A success empties the form, with its errors and the "submitted" state.
  useEffect(() => {
    if (success) reset(EMPTY);
  }, [success, reset]);

  // A server answer on a field moves the focus there, so it is read out with the field.
  useEffect(() => {
    if (serverError) {
      setError(
        serverError.field,
        { type: SERVER_ERROR_TYPE, message: serverError.code },
        { shouldFocus: true },
      );
    }
  }, [serverError, setError]);

  const errors: ChangePasswordErrors = {};
  // Before the first submit, "missing" would scold users who merely tab through.
  const currentError = shownFieldError<CurrentPasswordError>(current.fieldState, isSubmitted, []);
  const newError = shownFieldError<NewPasswordError>(next.fieldState, isSubmitted, [
    'newPasswordTooShort',
    'newPasswordUnchanged',
  ]);
  const repeatError = shownFieldError<RepeatPasswordError>(repeat.fieldState, isSubmitted, [
    'repeatPasswordMismatch',
  ]);
  if (currentError) errors.currentPassword = currentError;
  if (newError) errors.newPassword = newError;
  if (repeatError) errors.repeatPassword = repeatError;

  const { handleSubmit: submitForm } = form;
  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      if (disabled) {
        event?.preventDefault();
        return;
      }
      void submitForm(({ currentPassword, newPassword }) => onSubmit({ currentPassword, newPassword }))(
        event,
      );
    },
    [disabled, onSubmit, submitForm],
  );

  return {
    fields: { currentPassword: current.field, newPassword: next.field, repeatPassword: repeat.field },
    errors,
    handleSubmit,
    form,
  };
}
