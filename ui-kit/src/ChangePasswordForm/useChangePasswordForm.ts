import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordInput,
  type ChangePasswordValues,
  type ServerFieldError,
} from './changePasswordValidation.ts';

/** The fields of the form, in their order on screen. */
export type ChangePasswordField = keyof ChangePasswordValues;

const FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'newPassword', 'repeatPassword'];
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };
const UNVISITED: Record<ChangePasswordField, boolean> = {
  currentPassword: false,
  newPassword: false,
  repeatPassword: false,
};

/** Input of {@link useChangePasswordForm}. */
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
   * The server's last answer if it belongs to a field (a new object per answer). It shows on its
   * field, which gets the focus, until the user edits that field.
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
  values: ChangePasswordValues;
  /**
   * The errors to show now: after a submit attempt all of them; before that only a too short or
   * unchanged new password and a mismatching repetition, once the user has left that field; and a
   * server answer on its field until the field is edited.
   */
  errors: ChangePasswordErrors;
  setValue: (field: ChangePasswordField, value: string) => void;
  /** Marks a field as visited, so its "too short" or "does not match" shows. */
  blur: (field: ChangePasswordField) => void;
  /** Form submit handler: validates, focuses the first invalid field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** Attach to the inputs so an invalid submit or a server answer can focus the field concerned. */
  refs: Record<ChangePasswordField, RefObject<HTMLInputElement | null>>;
}

/**
 * Headless logic of the change-of-password form: values, the plain rules of
 * {@link validateChangePassword}, when to show which error, server answers on their field, the
 * submit and emptying the fields after a success. No MUI, no texts.
 */
export function useChangePasswordForm({
  onSubmit,
  disabled = false,
  minLength = DEFAULT_PASSWORD_MIN_LENGTH,
  serverError = null,
  success = false,
}: ChangePasswordFormOptions): ChangePasswordFormController {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [visited, setVisited] = useState(UNVISITED);
  const [dismissed, setDismissed] = useState<ServerFieldError | null>(null);
  const [seenSuccess, setSeenSuccess] = useState(success);
  const currentPassword = useRef<HTMLInputElement>(null);
  const newPassword = useRef<HTMLInputElement>(null);
  const repeatPassword = useRef<HTMLInputElement>(null);
  const refs = useMemo(
    () => ({ currentPassword, newPassword, repeatPassword }),
    [currentPassword, newPassword, repeatPassword],
  );

  // A success empties the form: adjusted during render, so no frame shows the old values.
  if (success !== seenSuccess) {
    setSeenSuccess(success);
    if (success) {
      setValues(EMPTY);
      setSubmitted(false);
      setVisited(UNVISITED);
    }
  }

  // A server answer on a field moves the focus there, so it is read out with the field.
  useEffect(() => {
    if (serverError) refs[serverError.field].current?.focus();
  }, [serverError, refs]);

  const allErrors = useMemo(() => validateChangePassword(values, minLength), [values, minLength]);
  const errors = useMemo<ChangePasswordErrors>(() => {
    const shown: ChangePasswordErrors = {};
    if (submitted) Object.assign(shown, allErrors);
    else {
      // Before the first submit, "missing" would scold users who merely tab through.
      if (visited.newPassword && allErrors.newPassword && allErrors.newPassword !== 'newPasswordMissing') {
        shown.newPassword = allErrors.newPassword;
      }
      if (visited.repeatPassword && allErrors.repeatPassword === 'repeatPasswordMismatch') {
        shown.repeatPassword = allErrors.repeatPassword;
      }
    }
    if (serverError && serverError !== dismissed && !shown[serverError.field]) {
      if (serverError.field === 'currentPassword') shown.currentPassword = serverError.code;
      else shown.newPassword = serverError.code;
    }
    return shown;
  }, [allErrors, submitted, visited, serverError, dismissed]);

  const setValue = useCallback(
    (field: ChangePasswordField, value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      if (serverError?.field === field) setDismissed(serverError);
    },
    [serverError],
  );
  const blur = useCallback(
    (field: ChangePasswordField) =>
      setVisited((previous) => (previous[field] ? previous : { ...previous, [field]: true })),
    [],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (disabled) return;
      setSubmitted(true);
      const found = validateChangePassword(values, minLength);
      const first = FIELDS.find((field) => found[field] !== undefined);
      if (first) refs[first].current?.focus();
      else onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    },
    [disabled, minLength, onSubmit, refs, values],
  );

  return { values, errors, setValue, blur, handleSubmit, refs };
}
