import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useController, useForm, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_LIST_NAME_MAX_LENGTH,
  COMPANY_LIST_NAME_MIN_LENGTH,
  type CompanyListNameRule,
} from '../utils/companyListName.ts';
import { shownFieldError } from '../utils/forms.ts';
import {
  renameListSchema,
  type RenameListFormErrorCode,
  type RenameListFormValues,
} from './renameListSchema.ts';

/** Input of `useRenameListForm`. */
export interface RenameListFormOptions {
  /** The list's current name: the field starts with it. */
  currentName: string;
  /**
   * Renames the list (renameCompanyList) with the trimmed name. While its promise is pending the
   * form is `submitting`; a rejection becomes `submitFailure` and the input stays.
   */
  onSubmit: (name: string) => Promise<unknown>;
  /** The name is sent unchanged (trimmed): nothing to rename, e.g. close the dialog. */
  onUnchanged?: () => void;
  /**
   * The name rule; pass api-client's `validateCompanyListName`, which the server applies too.
   * @default the kit's rule from `minLength` and `maxLength`
   */
  validateName?: CompanyListNameRule;
  /** @default 3 */
  minLength?: number;
  /** @default 400 */
  maxLength?: number;
}

/** What `useRenameListForm` returns. */
export interface RenameListFormController {
  /** The react-hook-form form (zod resolver, validated on every change). */
  form: UseFormReturn<RenameListFormValues>;
  /** Bind the input: `value`, `onChange`, `onBlur`, `name`, and `ref` as the input's ref. */
  field: ControllerRenderProps<RenameListFormValues, 'name'>;
  /** The error to show now: after a submit attempt, or once the user has left the field. */
  error: RenameListFormErrorCode | undefined;
  /** `onSubmit`'s promise is pending. */
  submitting: boolean;
  /** The last submit was rejected, with the rejection; null before, and again on the next submit. */
  submitFailure: { error: unknown } | null;
  /** Form submit handler (Enter in the field): validates, focuses the field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** Back to `currentName`, without error or failure. */
  reset: () => void;
  minLength: number;
  maxLength: number;
}

/**
 * Headless logic of the rename dialog (spec 2 Connect import: "a rename dialog (Enter submits)", 5
 * Company lists) on react-hook-form with `renameListSchema` (docs/adr/009-forms.md): the name,
 * when "Der Listenname ist ungültig" shows, the pending submit and its failure. A name that is the
 * current one (trimmed) is not sent: `onUnchanged` runs instead. No MUI, no texts.
 */
export function useRenameListForm({
  currentName,
  onSubmit,
  onUnchanged,
  validateName,
  minLength = COMPANY_LIST_NAME_MIN_LENGTH,
  maxLength = COMPANY_LIST_NAME_MAX_LENGTH,
}: RenameListFormOptions): RenameListFormController {
  const resolver = useMemo(
    () => zodResolver(renameListSchema({ validateName, minLength, maxLength })),
    [validateName, minLength, maxLength],
  );
  const form = useForm<RenameListFormValues>({ mode: 'all', defaultValues: { name: currentName }, resolver });
  const { control, setFocus } = form;
  const binding = useController({ name: 'name', control });
  const { isSubmitted, isSubmitting } = form.formState;
  const [submitFailure, setSubmitFailure] = useState<{ error: unknown } | null>(null);
  const error = shownFieldError<RenameListFormErrorCode>(binding.fieldState, isSubmitted, ['nameInvalid']);

  // After a failure the field is enabled again and gets the focus back, for another try.
  useEffect(() => {
    if (submitFailure && !isSubmitting) setFocus('name');
  }, [submitFailure, isSubmitting, setFocus]);

  const { handleSubmit: submitForm, reset: resetForm } = form;
  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      if (isSubmitting) {
        event?.preventDefault();
        return;
      }
      setSubmitFailure(null);
      void submitForm(async (value) => {
        if (value.name === currentName.trim()) {
          onUnchanged?.();
          return;
        }
        try {
          await onSubmit(value.name);
        } catch (failure) {
          setSubmitFailure({ error: failure });
        }
      })(event);
    },
    [currentName, isSubmitting, onSubmit, onUnchanged, submitForm],
  );

  const reset = useCallback(() => {
    resetForm({ name: currentName });
    setSubmitFailure(null);
  }, [currentName, resetForm]);

  return {
    form,
    field: binding.field,
    error,
    submitting: isSubmitting,
    submitFailure,
    handleSubmit,
    reset,
    minLength,
    maxLength,
  };
}
