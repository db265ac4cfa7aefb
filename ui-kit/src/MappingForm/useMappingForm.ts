import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { ZodType } from 'zod';
import { zodSchema } from '../utils/zod.ts';
import type { MappingValidation } from '../MappingValidationAlert/MappingValidationAlert.tsx';
import { MAPPING_FIELDS, type MappingField, type MappingPair } from './mappingFields.ts';

/** The mapping being edited: which column each field has, and the extra columns for the export. */
export interface MappingFormState {
  /** Field → customer column; unmapped fields are absent. */
  mapping: Partial<Record<MappingField, string>>;
  /** Customer columns carried unchanged into the export; never one that is mapped to a field. */
  additionalColumns: string[];
}

/** What `mappingFormReducer` can do. */
export type MappingFormAction =
  | { type: 'assign'; field: MappingField; column: string | null }
  | { type: 'setAdditionalColumns'; columns: readonly string[] }
  | { type: 'reset'; state: MappingFormState };

/** Builds the editing state from the upload's detected mapping (contract MappingPair[]). */
export function mappingStateFromPairs(
  pairs: readonly MappingPair[] = [],
  additionalColumns: readonly string[] = [],
): MappingFormState {
  let state: MappingFormState = { mapping: {}, additionalColumns: [] };
  for (const pair of pairs) {
    state = mappingFormReducer(state, {
      type: 'assign',
      field: pair.internalField,
      column: pair.customerField,
    });
  }
  return mappingFormReducer(state, { type: 'setAdditionalColumns', columns: additionalColumns });
}

/**
 * The rules of editing a mapping (spec 5 Mapping): a column belongs to at most one field, so
 * assigning it takes it away from any other field and from the additional columns; additional
 * columns are unique and never mapped ones. An empty column name unassigns. Pure.
 */
export function mappingFormReducer(state: MappingFormState, action: MappingFormAction): MappingFormState {
  switch (action.type) {
    case 'assign': {
      const { field, column } = action;
      const mapping: Partial<Record<MappingField, string>> = {};
      for (const [other, assigned] of Object.entries(state.mapping) as [MappingField, string][]) {
        if (other !== field && assigned !== column) mapping[other] = assigned;
      }
      if (column) mapping[field] = column;
      const additionalColumns = column
        ? state.additionalColumns.filter((additional) => additional !== column)
        : state.additionalColumns;
      return { mapping, additionalColumns };
    }
    case 'setAdditionalColumns': {
      const mapped = new Set(Object.values(state.mapping));
      const additionalColumns = [...new Set(action.columns)].filter(
        (column) => column && !mapped.has(column),
      );
      return { ...state, additionalColumns };
    }
    case 'reset':
      return action.state;
  }
}

/** The mapping as the start-matching request wants it: one pair per mapped field, in field order. */
export function mappingPairs(state: MappingFormState): MappingPair[] {
  return MAPPING_FIELDS.flatMap((field) => {
    const column = state.mapping[field];
    return column ? [{ internalField: field, customerField: column }] : [];
  });
}

/**
 * A structural mistake in a mapping, shaped like api-client's `MappingProblem`: a field or column used
 * twice, a column the file does not have, an additional column that is also mapped.
 */
export interface MappingFormProblem {
  code: string;
  field?: string;
  column?: string;
}

/**
 * The rules a mapping must pass to be started, which the server applies too. They live in api-client
 * (`validateMapping`, `mappingProblems`), which the kit cannot import: the app passes them, and
 * `mappingFormSchema` calls them.
 */
export interface MappingRules {
  /**
   * Whether the mapping is good enough to start (api-client `validateMapping`): `error` blocks the
   * start, `warning` only warns. The form gives its result as `validation` for the mapping box and
   * the start button.
   * @default undefined – every mapping is ok
   */
  validate?: (pairs: readonly MappingPair[]) => MappingValidation;
  /**
   * Structural mistakes the server refuses with 400 (api-client `mappingProblems`); editing through
   * the form never makes them, so this guards the start.
   * @default undefined – none
   */
  problems?: (
    pairs: readonly MappingPair[],
    columns: readonly string[],
    additionalColumns: readonly string[],
  ) => readonly MappingFormProblem[];
}

/**
 * The mapping form's zod schema: field → column for known fields, additional columns, and a
 * refinement that calls the app's `MappingRules`. A mapping `validate` calls an error is an
 * issue on `mapping` with the rule's message key (`required_missing`: the catalogue key
 * `kit:mappingValidation.<key>` the mapping box shows); a structural problem one with its code.
 * Warnings pass.
 */
export function mappingFormSchema(columns: readonly string[] = [], rules: MappingRules = {}) {
  return zodSchema(() =>
    z
      .object({
        mapping: z.partialRecord(z.enum(MAPPING_FIELDS), z.string().min(1)),
        additionalColumns: z.array(z.string()),
      })
      .superRefine((state, ctx) => {
        const pairs = mappingPairs(state);
        const validation = rules.validate?.(pairs);
        if (validation?.status === 'error') {
          ctx.addIssue({
            code: 'custom',
            path: ['mapping'],
            message: validation.messageKey ?? 'required_missing',
          });
        }
        for (const problem of rules.problems?.(pairs, columns, state.additionalColumns) ?? []) {
          ctx.addIssue({ code: 'custom', path: ['mapping'], message: problem.code });
        }
      }),
  ) satisfies ZodType<MappingFormState, MappingFormState>;
}

/** Input of `useMappingForm`. */
export interface MappingFormOptions {
  /**
   * The mapping to start from, e.g. the upload response's `detectedMapping`.
   * @default []
   */
  initialPairs?: readonly MappingPair[];
  /**
   * Additional columns to start from.
   * @default []
   */
  initialAdditionalColumns?: readonly string[];
  /**
   * The file's column names in file order (the upload response's `customerColumns`).
   * @default []
   */
  columns?: readonly string[];
  /**
   * Example rows aligned by index with `columns` (the upload response's `exampleValues`).
   * @default []
   */
  exampleRows?: readonly (readonly (string | null)[])[];
  /**
   * api-client's mapping rules (the app passes `validateMapping` with the file's non-empty columns,
   * and `mappingProblems`); keep the object's identity between renders.
   * @default {} – every mapping is ok
   */
  rules?: MappingRules;
}

/** What `useMappingForm` returns. */
export interface MappingFormController extends MappingFormState {
  /** The mapping as contract MappingPairs, in field order. */
  pairs: MappingPair[];
  /** Assigns a column to a field, or unassigns it with `null`. */
  assign: (field: MappingField, column: string | null) => void;
  /** Replaces the additional columns (mapped ones are dropped). */
  setAdditionalColumns: (columns: readonly string[]) => void;
  /** Starts over from the given mapping (the Cancel button, or a new upload). */
  reset: (pairs?: readonly MappingPair[], additionalColumns?: readonly string[]) => void;
  /** `rules.validate` of the mapping, for the mapping box and the start button; ok without the rule. */
  validation: MappingValidation;
  /**
   * Starts: checks the mapping with `mappingFormSchema` and, when it passes, calls `onValid`
   * with the pairs in field order and the additional columns. A refused mapping's issue stays in
   * `form.getFieldState('mapping').error` until the next submit.
   */
  submit: (onValid: (pairs: MappingPair[], additionalColumns: string[]) => void) => Promise<void>;
  /** Every column mapped to some field: disabled in the additional-columns select. */
  assignedColumns: ReadonlySet<string>;
  /** Columns mapped to fields other than `field`: disabled in that field's select. */
  columnsTakenByOthers: (field: MappingField) => ReadonlySet<string>;
  /** How many of `fields` have a column, for a section's count. */
  assignedCount: (fields: readonly MappingField[]) => number;
  /** 0-based index of the example row shown (page size 1, spec 9). */
  exampleIndex: number;
  /** Shows another example row; clamped to the rows there are. */
  setExampleIndex: (index: number) => void;
  /** How many example rows there are. */
  exampleCount: number;
  /** The shown example row's value of a column; null for no column, an unknown one or an empty cell. */
  exampleValue: (column: string | null | undefined) => string | null;
  /** The react-hook-form instance holding the mapping, for what the controller does not cover. */
  form: UseFormReturn<MappingFormState>;
}

// Module-level defaults keep their identity, so what depends on them is not rebuilt on every render.
const NO_RULES: MappingRules = {};
const NONE: readonly never[] = [];
const OK: MappingValidation = { status: 'ok', messageKey: null };

/**
 * Headless state of the mapping screen on react-hook-form with `mappingFormSchema`
 * (docs/adr/009-forms.md): assignments (one field per column, spec 5, kept by
 * `mappingFormReducer` on every edit), additional columns, and the paged example row. No MUI, no
 * texts. Whether the mapping is good enough to start (ok / warning / error) is the api-client's rule,
 * passed in `rules`: the form gives its result as `validation` for the kit's MappingValidationAlert and
 * StartMatchingButton, and `submit` refuses what it calls an error.
 */
export function useMappingForm({
  initialPairs = NONE,
  initialAdditionalColumns = NONE,
  columns = NONE,
  exampleRows = NONE,
  rules = NO_RULES,
}: MappingFormOptions = {}): MappingFormController {
  const [defaultValues] = useState(() => mappingStateFromPairs(initialPairs, initialAdditionalColumns));
  const schema = useMemo(() => mappingFormSchema(columns, rules), [columns, rules]);
  const form = useForm<MappingFormState>({ defaultValues, resolver: zodResolver(schema) });
  const { control, getValues, setValue, reset: resetForm, handleSubmit } = form;
  const mapping = useWatch({ control, name: 'mapping' });
  const additionalColumns = useWatch({ control, name: 'additionalColumns' });
  const [requestedIndex, setRequestedIndex] = useState(0);
  const exampleCount = exampleRows.length;
  const exampleIndex = Math.min(Math.max(requestedIndex, 0), Math.max(exampleCount - 1, 0));

  const apply = useCallback(
    (action: MappingFormAction) => {
      const next = mappingFormReducer(getValues(), action);
      setValue('mapping', next.mapping, { shouldDirty: true });
      setValue('additionalColumns', next.additionalColumns, { shouldDirty: true });
    },
    [getValues, setValue],
  );
  const assign = useCallback(
    (field: MappingField, column: string | null) => apply({ type: 'assign', field, column }),
    [apply],
  );
  const setAdditionalColumns = useCallback(
    (next: readonly string[]) => apply({ type: 'setAdditionalColumns', columns: next }),
    [apply],
  );
  const reset = useCallback(
    (pairs: readonly MappingPair[] = [], additional: readonly string[] = []) =>
      resetForm(mappingStateFromPairs(pairs, additional)),
    [resetForm],
  );
  const submit = useCallback(
    (onValid: (pairs: MappingPair[], additionalColumns: string[]) => void) =>
      handleSubmit((state) => onValid(mappingPairs(state), state.additionalColumns))(),
    [handleSubmit],
  );
  const setExampleIndex = useCallback(
    (index: number) => setRequestedIndex(Math.min(Math.max(index, 0), Math.max(exampleCount - 1, 0))),
    [exampleCount],
  );

  const { pairs, validation } = useMemo(() => {
    const current = mappingPairs({ mapping, additionalColumns });
    return { pairs: current, validation: rules.validate?.(current) ?? OK };
  }, [mapping, additionalColumns, rules]);
  const assignedColumns = useMemo(() => new Set(Object.values(mapping)), [mapping]);
  const columnsTakenByOthers = useCallback(
    (field: MappingField) =>
      new Set(
        (Object.entries(mapping) as [MappingField, string][])
          .filter(([other]) => other !== field)
          .map(([, column]) => column),
      ),
    [mapping],
  );
  const assignedCount = useCallback(
    (fields: readonly MappingField[]) => fields.filter((field) => mapping[field]).length,
    [mapping],
  );
  const exampleValue = useCallback(
    (column: string | null | undefined) => {
      if (!column) return null;
      const index = columns.indexOf(column);
      const value = index < 0 ? undefined : exampleRows[exampleIndex]?.[index];
      return value === undefined || value === null || value === '' ? null : value;
    },
    [columns, exampleIndex, exampleRows],
  );

  return {
    mapping,
    additionalColumns,
    pairs,
    assign,
    setAdditionalColumns,
    reset,
    validation,
    submit,
    assignedColumns,
    columnsTakenByOthers,
    assignedCount,
    exampleIndex,
    setExampleIndex,
    exampleCount,
    exampleValue,
    form,
  };
}
