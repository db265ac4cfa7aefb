import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ExportColumnList } from '../ConsolidatedColumnsTable/ConsolidatedColumnsTable.tsx';
import type { ExportFormat } from '../FileFormatButtons/FileFormatButtons.tsx';
import { EXPORT_COLUMN_NAME_MAX_LENGTH, type ExportColumnAction } from '../utils/exportColumns.ts';
import {
  EXPORT_TAG_MAX_LENGTH,
  exportFormSchema,
  exportViewsValid,
  type ExportFormErrorCode,
  type ExportFormValues,
} from './exportFormSchema.ts';

/** Input of `useExportForm`. */
export interface ExportFormOptions {
  /**
   * The form's starting values: the wizard's export options (defaults after a reset, spec 4) with the
   * export info's columns, and the import's saved tag.
   */
  defaultValues: ExportFormValues;
  /**
   * Receives the trimmed tag on blur or Enter when it is valid, not empty and changed (spec 4 Tag
   * editing); the app saves it (saveTag).
   */
  onTagSave?: (tag: string) => void;
  /** @default 36 */
  tagMaxLength?: number;
  /** @default 256 */
  columnNameMaxLength?: number;
}

/** What `useExportForm` returns: the react-hook-form form and the export step's rules on top. */
export interface ExportFormController {
  /** The react-hook-form form (zod resolver, validated on change). */
  form: UseFormReturn<ExportFormValues>;
  /** The current values. */
  values: ExportFormValues;
  /** The chosen format button: the file type for file exports, else the company list. */
  format: ExportFormat;
  /** At least one view, and one only in a csv file (spec 4, 5): the download needs it. */
  viewsValid: boolean;
  /** Why the views cannot be exported, or null. */
  viewsError: Extract<ExportFormErrorCode, 'noView' | 'csvOneView'> | null;
  setFormat: (format: ExportFormat) => void;
  setDelimiter: (delimiter: ExportFormValues['delimiter']) => void;
  /** Turns the default view on or off; in a csv export, turning it on turns the consolidated view off (spec 4). */
  setDefaultViewExport: (on: boolean) => void;
  setDefaultViewOption: (option: 'exportCustomerColumns' | 'exportDiffs', on: boolean) => void;
  /** Turns the consolidated view on or off; in a csv export, turning it on turns the default view off (spec 4). */
  setConsolidatedViewExport: (on: boolean) => void;
  setColumnAction: (list: ExportColumnList, index: number, action: ExportColumnAction) => void;
  setColumnName: (list: ExportColumnList, index: number, customName: string | null) => void;
  touchColumnName: (list: ExportColumnList, index: number) => void;
  /** Blur or Enter in the tag field: saves a valid, changed tag; a blank one goes back to the saved tag. */
  commitTag: () => void;
  /** The tag field's key handler: Enter commits (and never submits anything). */
  handleTagKeyDown: (event: KeyboardEvent) => void;
  /** Validates everything and calls `onValid` with the values, or shows the errors and focuses the first. */
  submit: (onValid: (values: ExportFormValues) => void | Promise<void>) => Promise<void>;
  tagMaxLength: number;
  columnNameMaxLength: number;
}

const CHANGE = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;

function textLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Headless logic of the export step's form (spec 2 Export step form, 4 Export options, Custom column
 * action values, Tag editing) on react-hook-form with the zod schema `exportFormSchema`. Holds
 * the rule that a csv file has one view: turning one on turns the other off, and switching to csv
 * with both on keeps the one turned on last.
 */
export function useExportForm({
  defaultValues,
  onTagSave,
  tagMaxLength = EXPORT_TAG_MAX_LENGTH,
  columnNameMaxLength = EXPORT_COLUMN_NAME_MAX_LENGTH,
}: ExportFormOptions): ExportFormController {
  const resolver = useMemo(
    () => zodResolver(exportFormSchema({ tagMaxLength, columnNameMaxLength })),
    [tagMaxLength, columnNameMaxLength],
  );
  const form = useForm<ExportFormValues>({ defaultValues, resolver, mode: 'onChange' });
  const { getValues, setValue, trigger } = form;
  // Complete: the form starts from complete default values and only ever sets complete ones.
  const values = useWatch({ control: form.control }) as ExportFormValues;
  // Which view the user turned on last: switching to csv with both on keeps that one.
  const lastTurnedOn = useRef<'default' | 'consolidated'>(
    defaultValues.consolidatedView.export && !defaultValues.defaultView.export ? 'consolidated' : 'default',
  );
  const savedTag = useRef(defaultValues.tag);

  const setDefaultViewExport = useCallback(
    (on: boolean) => {
      setValue('defaultView.export', on, CHANGE);
      if (!on) return;
      lastTurnedOn.current = 'default';
      if (getValues('exportFileType') === 'csv') setValue('consolidatedView.export', false, CHANGE);
    },
    [getValues, setValue],
  );

  const setConsolidatedViewExport = useCallback(
    (on: boolean) => {
      setValue('consolidatedView.export', on, CHANGE);
      if (!on) return;
      lastTurnedOn.current = 'consolidated';
      if (getValues('exportFileType') === 'csv') setValue('defaultView.export', false, CHANGE);
    },
    [getValues, setValue],
  );

  const setFormat = useCallback(
    (format: ExportFormat) => {
      if (format !== 'xlsx' && format !== 'csv') {
        setValue('exportType', format, CHANGE);
        return;
      }
      setValue('exportType', 'file', CHANGE);
      setValue('exportFileType', format, CHANGE);
      if (format === 'csv' && getValues('defaultView.export') && getValues('consolidatedView.export')) {
        if (lastTurnedOn.current === 'default') setValue('consolidatedView.export', false, CHANGE);
        else setValue('defaultView.export', false, CHANGE);
      }
      void trigger(['defaultView.export', 'consolidatedView.export']);
    },
    [getValues, setValue, trigger],
  );

  const setDelimiter = useCallback(
    (delimiter: ExportFormValues['delimiter']) => setValue('delimiter', delimiter, CHANGE),
    [setValue],
  );

  const setDefaultViewOption = useCallback(
    (option: 'exportCustomerColumns' | 'exportDiffs', on: boolean) =>
      setValue(`defaultView.${option}`, on, CHANGE),
    [setValue],
  );

  const setColumnAction = useCallback(
    (list: ExportColumnList, index: number, action: ExportColumnAction) =>
      setValue(`consolidatedView.${list}.${index}.action`, action, CHANGE),
    [setValue],
  );

  const setColumnName = useCallback(
    (list: ExportColumnList, index: number, customName: string | null) =>
      setValue(`consolidatedView.${list}.${index}.customName`, customName, CHANGE),
    [setValue],
  );

  const touchColumnName = useCallback(
    (list: ExportColumnList, index: number) => void trigger(`consolidatedView.${list}.${index}.customName`),
    [trigger],
  );

  const commitTag = useCallback(() => {
    const tag = getValues('tag');
    const trimmed = tag.trim();
    if (trimmed === '') {
      // An empty tag is not saved (spec 5 Tag): the saved one comes back.
      setValue('tag', savedTag.current, CHANGE);
      return;
    }
    if (textLength(trimmed) > tagMaxLength) return;
    if (trimmed !== tag) setValue('tag', trimmed, CHANGE);
    if (trimmed === savedTag.current) return;
    savedTag.current = trimmed;
    onTagSave?.(trimmed);
  }, [getValues, onTagSave, setValue, tagMaxLength]);

  const handleTagKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      commitTag();
    },
    [commitTag],
  );

  const submit = useCallback(
    (onValid: (values: ExportFormValues) => void | Promise<void>) => form.handleSubmit(onValid)(),
    [form],
  );

  const viewCount = Number(values.defaultView.export) + Number(values.consolidatedView.export);
  const viewsError = viewCount === 0 ? 'noView' : exportViewsValid(values) ? null : 'csvOneView';
  return {
    form,
    values,
    format: values.exportType === 'file' ? values.exportFileType : values.exportType,
    viewsValid: viewsError === null,
    viewsError,
    setFormat,
    setDelimiter,
    setDefaultViewExport,
    setDefaultViewOption,
    setConsolidatedViewExport,
    setColumnAction,
    setColumnName,
    touchColumnName,
    commitTag,
    handleTagKeyDown,
    submit,
    tagMaxLength,
    columnNameMaxLength,
  };
}
