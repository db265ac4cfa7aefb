import { useCallback, useMemo, useReducer, useState } from 'react';
import { MAPPING_FIELDS, type MappingField, type MappingPair } from './mappingFields.ts';

/** The mapping being edited: which column each field has, and the extra columns for the export. */
export interface MappingFormState {
  /** Field → customer column; unmapped fields are absent. */
  mapping: Partial<Record<MappingField, string>>;
  /** Customer columns carried unchanged into the export; never one that is mapped to a field. */
  additionalColumns: string[];
}

/** What {@link mappingFormReducer} can do. */
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

/** Input of {@link useMappingForm}. */
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
}

/** What {@link useMappingForm} returns. */
export interface MappingFormController extends MappingFormState {
  /** The mapping as contract MappingPairs, in field order. */
  pairs: MappingPair[];
  /** Assigns a column to a field, or unassigns it with `null`. */
  assign: (field: MappingField, column: string | null) => void;
  /** Replaces the additional columns (mapped ones are dropped). */
  setAdditionalColumns: (columns: readonly string[]) => void;
  /** Starts over from the given mapping (the Cancel button, or a new upload). */
  reset: (pairs?: readonly MappingPair[], additionalColumns?: readonly string[]) => void;
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
}

/**
 * Headless state of the mapping screen: assignments (one field per column, spec 5), additional
 * columns, and the paged example row. No MUI, no texts. Whether the mapping is good enough to start
 * (ok / warning / error) is the api-client's rule: the app computes it from `pairs` and passes the
 * result to the kit's MappingValidationAlert and StartMatchingButton.
 */
export function useMappingForm({
  initialPairs = [],
  initialAdditionalColumns = [],
  columns = [],
  exampleRows = [],
}: MappingFormOptions = {}): MappingFormController {
  const [state, dispatch] = useReducer(mappingFormReducer, undefined, () =>
    mappingStateFromPairs(initialPairs, initialAdditionalColumns),
  );
  const [requestedIndex, setRequestedIndex] = useState(0);
  const exampleCount = exampleRows.length;
  const exampleIndex = Math.min(Math.max(requestedIndex, 0), Math.max(exampleCount - 1, 0));

  const assign = useCallback(
    (field: MappingField, column: string | null) => dispatch({ type: 'assign', field, column }),
    [],
  );
  const setAdditionalColumns = useCallback(
    (next: readonly string[]) => dispatch({ type: 'setAdditionalColumns', columns: next }),
    [],
  );
  const reset = useCallback(
    (pairs: readonly MappingPair[] = [], additional: readonly string[] = []) =>
      dispatch({ type: 'reset', state: mappingStateFromPairs(pairs, additional) }),
    [],
  );
  const setExampleIndex = useCallback(
    (index: number) => setRequestedIndex(Math.min(Math.max(index, 0), Math.max(exampleCount - 1, 0))),
    [exampleCount],
  );

  const pairs = useMemo(() => mappingPairs(state), [state]);
  const assignedColumns = useMemo(() => new Set(Object.values(state.mapping)), [state.mapping]);
  const columnsTakenByOthers = useCallback(
    (field: MappingField) =>
      new Set(
        (Object.entries(state.mapping) as [MappingField, string][])
          .filter(([other]) => other !== field)
          .map(([, column]) => column),
      ),
    [state.mapping],
  );
  const assignedCount = useCallback(
    (fields: readonly MappingField[]) => fields.filter((field) => state.mapping[field]).length,
    [state.mapping],
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
    ...state,
    pairs,
    assign,
    setAdditionalColumns,
    reset,
    assignedColumns,
    columnsTakenByOthers,
    assignedCount,
    exampleIndex,
    setExampleIndex,
    exampleCount,
    exampleValue,
  };
}
