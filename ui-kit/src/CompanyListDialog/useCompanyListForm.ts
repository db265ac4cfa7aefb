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
  companyListSchema,
  type CompanyListFormErrorCode,
  type CompanyListFormValues,
  type CompanyListMode,
  type CompanyListSubmitValue,
} from './companyListSchema.ts';

/** Input of `useCompanyListForm`. */
export interface CompanyListFormOptions {
  /** The new list's name to start with, e.g. the import's tag. */
  defaultName: string;
  /**
   * Sends the choice (createCompanyListFromMatches or addCompaniesToCompanyList). While its promise
   * is pending the form is `submitting`; a rejection becomes `submitFailure` and the input stays.
   */
  onSubmit: (value: CompanyListSubmitValue) => Promise<unknown>;
  /** @default 'new' */
  defaultMode?: CompanyListMode;
  /**
   * The name rule; pass api-client's `validateCompanyListName`, which the server applies too.
   * @default the kit's rule from `minLength` and `maxLength`
   */
  validateName?: CompanyListNameRule;
  /** Shortest name, also named in the messages. @default 3 */
  minLength?: number;
  /** Longest name, also named in the messages. @default 400 */
  maxLength?: number;
}

/** The field errors to show now; a missing key means the field is fine (or not checked yet). */
export interface CompanyListFormErrors {
  name?: Exclude<CompanyListFormErrorCode, 'listMissing'>;
  listId?: Extract<CompanyListFormErrorCode, 'listMissing'>;
}

/** A rejected submit: what `onSubmit`'s promise was rejected with, and the mode that was sent. */
export interface CompanyListSubmitFailure {
  error: unknown;
  mode: CompanyListMode;
}

/** What `useCompanyListForm` returns. */
export interface CompanyListFormController {
  /** The react-hook-form form (zod resolver, validated on every change). */
  form: UseFormReturn<CompanyListFormValues, unknown, CompanyListSubmitValue>;
  /**
   * Bind each input to its field: `value`, `onChange`, `onBlur`, `name` and `ref` (as the input's
   * ref, so an invalid submit focuses it).
   */
  fields: { [Field in keyof CompanyListFormValues]: ControllerRenderProps<CompanyListFormValues, Field> };
  /** The chosen mode. */
  mode: CompanyListMode;
  /**
   * The errors to show now: after a submit attempt all of them; before it a too short or too long
   * name once the user has left the field. "Missing" waits for the submit.
   */
  errors: CompanyListFormErrors;
  /** `onSubmit`'s promise is pending. */
  submitting: boolean;
  /** The last submit was rejected: the rejection and the mode sent; null before, and again on the next submit. */
  submitFailure: CompanyListSubmitFailure | null;
  /** Form submit handler: validates, focuses the first wrong field or calls `onSubmit`. */
  handleSubmit: (event?: FormEvent) => void;
  /** Back to the defaults (mode, the current `defaultName`, no list), without errors or failure. */
  reset: () => void;
  /** Chooses the mode (e.g. "create a new list" when the user has none). */
  setMode: (mode: CompanyListMode) => void;
  minLength: number;
  maxLength: number;
}

/**
 * Headless logic of the company list dialog (spec 4 Company list dialog, 5 Company lists) on
 * react-hook-form with `companyListSchema` (docs/adr/009-forms.md): the mode, the new list's
 * name (3 to 400 characters), the chosen existing list, when which message shows, the pending
 * submit and its failure. No MUI, no texts.
 */
export function useCompanyListForm({
  defaultName,
  onSubmit,
  defaultMode = 'new',
  validateName,
  minLength = COMPANY_LIST_NAME_MIN_LENGTH,
  maxLength = COMPANY_LIST_NAME_MAX_LENGTH,
}: CompanyListFormOptions): CompanyListFormController {
  const resolver = useMemo(
    () => zodResolver(companyListSchema({ validateName, minLength, maxLength })),
    [validateName, minLength, maxLength],
  );
  const form = useForm<CompanyListFormValues, unknown, CompanyListSubmitValue>({
    // Validated on every change, so what a field holds is never stale; `shownFieldError` decides
    // when it shows.
    mode: 'all',
    defaultValues: { mode: defaultMode, name: defaultName, listId: null },
    resolver,
  });
  const { control, setFocus, setValue } = form;
  // The mode decides which field is checked: a change re-checks both.
  const mode = useController({ name: 'mode', control, rules: { deps: ['name', 'listId'] } });
  const name = useController({ name: 'name', control });
  const listId = useController({ name: 'listId', control });
  const { isSubmitted, isSubmitting } = form.formState;
  const [submitFailure, setSubmitFailure] = useState<CompanyListSubmitFailure | null>(null);

  const errors: CompanyListFormErrors = {};
  const nameError = shownFieldError<Exclude<CompanyListFormErrorCode, 'listMissing'>>(
    name.fieldState,
    isSubmitted,
    ['nameTooShort', 'nameTooLong'],
  );
  const listError = shownFieldError<'listMissing'>(listId.fieldState, isSubmitted, []);
  if (mode.field.value === 'new' && nameError) errors.name = nameError;
  if (mode.field.value === 'existing' && listError) errors.listId = listError;

  // After a failure the inputs are enabled again: the focus goes back to the field the user sent.
  useEffect(() => {
    if (submitFailure && !isSubmitting) setFocus(submitFailure.mode === 'new' ? 'name' : 'listId');
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
        try {
          await onSubmit(value);
        } catch (error) {
          setSubmitFailure({ error, mode: value.mode });
        }
      })(event);
    },
    [isSubmitting, onSubmit, submitForm],
  );

  const reset = useCallback(() => {
    resetForm({ mode: defaultMode, name: defaultName, listId: null });
    setSubmitFailure(null);
  }, [defaultMode, defaultName, resetForm]);

  const setMode = useCallback(
    (next: CompanyListMode) => setValue('mode', next, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );

  return {
    form,
    fields: { mode: mode.field, name: name.field, listId: listId.field },
    mode: mode.field.value,
    errors,
    submitting: isSubmitting,
    submitFailure,
    handleSubmit,
    reset,
    setMode,
    minLength,
    maxLength,
  };
}
