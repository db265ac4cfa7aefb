import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MAPPING_BASE_FIELDS, MAPPING_FIELDS, MAPPING_METADATA_FIELDS } from './mappingFields.ts';
import {
  mappingFormReducer,
  mappingFormSchema,
  mappingPairs,
  mappingStateFromPairs,
  useMappingForm,
  type MappingRules,
} from './useMappingForm.ts';
import de from '../locales/de.json' with { type: 'json' };

const columns = ['Firma', 'Straße', 'PLZ', 'Ort', 'Kundennummer', 'Bemerkung'];
const exampleRows = [
  ['Müller Logistik GmbH', 'Hauptstraße 5', '80331', 'München', 'K-1001', ''],
  ['Schneider & Söhne KG', 'Am Markt 2', '50667', 'Köln', 'K-1002', 'Neukunde'],
];

describe('mapping fields', () => {
  it('split into base data and metadata and each has a German label', () => {
    expect([...MAPPING_BASE_FIELDS, ...MAPPING_METADATA_FIELDS]).toEqual([...MAPPING_FIELDS]);
    expect(MAPPING_BASE_FIELDS).toHaveLength(13);
    expect(MAPPING_METADATA_FIELDS[0]).toBe('email');
    for (const field of MAPPING_FIELDS) expect(de.fields[field], field).toBeTruthy();
  });
});

describe('mappingFormReducer', () => {
  const start = mappingStateFromPairs([
    { internalField: 'company_name', customerField: 'Firma' },
    { internalField: 'zip', customerField: 'PLZ' },
  ]);

  it('assigns and unassigns a column', () => {
    const assigned = mappingFormReducer(start, { type: 'assign', field: 'location', column: 'Ort' });
    expect(assigned.mapping).toEqual({ company_name: 'Firma', zip: 'PLZ', location: 'Ort' });
    const cleared = mappingFormReducer(assigned, { type: 'assign', field: 'zip', column: null });
    expect(cleared.mapping).toEqual({ company_name: 'Firma', location: 'Ort' });
    expect(
      mappingFormReducer(assigned, { type: 'assign', field: 'zip', column: '' }).mapping.zip,
    ).toBeUndefined();
  });

  it('moves a column that another field had, so a column belongs to one field only', () => {
    const moved = mappingFormReducer(start, { type: 'assign', field: 'ext_id', column: 'PLZ' });
    expect(moved.mapping).toEqual({ company_name: 'Firma', ext_id: 'PLZ' });
  });

  it('keeps additional columns unique and never mapped, and drops one once it gets mapped', () => {
    const withExtra = mappingFormReducer(start, {
      type: 'setAdditionalColumns',
      columns: ['Bemerkung', 'Firma', 'Bemerkung', 'Kundennummer'],
    });
    expect(withExtra.additionalColumns).toEqual(['Bemerkung', 'Kundennummer']);
    const mapped = mappingFormReducer(withExtra, { type: 'assign', field: 'ext_id', column: 'Kundennummer' });
    expect(mapped.additionalColumns).toEqual(['Bemerkung']);
  });

  it('lists pairs in field order, whatever the order of assignment', () => {
    const state = mappingStateFromPairs([
      { internalField: 'zip', customerField: 'PLZ' },
      { internalField: 'ext_id', customerField: 'Kundennummer' },
    ]);
    expect(mappingPairs(state)).toEqual([
      { internalField: 'ext_id', customerField: 'Kundennummer' },
      { internalField: 'zip', customerField: 'PLZ' },
    ]);
  });
});

describe('useMappingForm', () => {
  it('starts from the detected mapping and tells which columns are taken', () => {
    const { result } = renderHook(() =>
      useMappingForm({
        initialPairs: [
          { internalField: 'company_name', customerField: 'Firma' },
          { internalField: 'street', customerField: 'Straße' },
        ],
        initialAdditionalColumns: ['Bemerkung'],
        columns,
        exampleRows,
      }),
    );
    expect(result.current.pairs).toHaveLength(2);
    expect([...result.current.assignedColumns]).toEqual(['Firma', 'Straße']);
    expect([...result.current.columnsTakenByOthers('company_name')]).toEqual(['Straße']);
    expect(result.current.assignedCount(MAPPING_BASE_FIELDS)).toBe(2);
    expect(result.current.assignedCount(MAPPING_METADATA_FIELDS)).toBe(0);
    expect(result.current.additionalColumns).toEqual(['Bemerkung']);

    act(() => result.current.assign('zip', 'PLZ'));
    expect(result.current.mapping.zip).toBe('PLZ');
    act(() => result.current.setAdditionalColumns(['Bemerkung', 'PLZ']));
    expect(result.current.additionalColumns).toEqual(['Bemerkung']);
    act(() => result.current.reset());
    expect(result.current.pairs).toEqual([]);
  });

  it('pages the example rows and reads the shown row by column name', () => {
    const { result } = renderHook(() => useMappingForm({ columns, exampleRows }));
    expect(result.current.exampleCount).toBe(2);
    expect(result.current.exampleValue('Ort')).toBe('München');
    expect(result.current.exampleValue('Bemerkung')).toBeNull();
    expect(result.current.exampleValue(null)).toBeNull();
    expect(result.current.exampleValue('Unbekannt')).toBeNull();
    act(() => result.current.setExampleIndex(1));
    expect(result.current.exampleValue('Bemerkung')).toBe('Neukunde');
    act(() => result.current.setExampleIndex(7));
    expect(result.current.exampleIndex).toBe(1);
    act(() => result.current.setExampleIndex(-3));
    expect(result.current.exampleIndex).toBe(0);
  });
});

/** Stand-ins for api-client's rules, which the app passes: company name required, street and city enough. */
const rules: MappingRules = {
  validate: (pairs) => {
    const mapped = new Set(pairs.map((pair) => pair.internalField));
    if (!mapped.has('company_name')) return { status: 'error', messageKey: 'required_missing' };
    return mapped.has('street') && mapped.has('location')
      ? { status: 'ok', messageKey: null }
      : { status: 'warning', messageKey: 'missing_infos' };
  },
  problems: (pairs, known, additional) =>
    [...pairs.map((pair) => pair.customerField), ...additional]
      .filter((column) => !known.includes(column))
      .map((column) => ({ code: 'unknown_column', column })),
};

describe('mappingFormSchema', () => {
  const schema = mappingFormSchema(columns, rules);
  const issues = (state: unknown) =>
    schema.safeParse(state).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it("refuses what the rules call an error, with the rule's message key, and lets warnings pass", () => {
    expect(issues({ mapping: { street: 'Straße' }, additionalColumns: [] })).toEqual([
      ['mapping', 'required_missing'],
    ]);
    expect(issues({ mapping: { company_name: 'Firma' }, additionalColumns: [] })).toEqual([]);
    expect(issues({ mapping: { company_name: 'Firma' }, additionalColumns: ['Umsatz'] })).toEqual([
      ['mapping', 'unknown_column'],
    ]);
  });

  it('takes only product fields and column names', () => {
    expect(
      issues({ mapping: { company_name: 'Firma', shoe_size: 'Ort' }, additionalColumns: [] }),
    ).not.toEqual([]);
    expect(issues({ mapping: { company_name: '' }, additionalColumns: [] })).not.toEqual([]);
  });
});

describe('useMappingForm with rules', () => {
  it("gives the rules' verdict on the current mapping for the mapping box and the start button", () => {
    const { result } = renderHook(() =>
      useMappingForm({
        initialPairs: [{ internalField: 'company_name', customerField: 'Firma' }],
        columns,
        rules,
      }),
    );
    expect(result.current.validation).toEqual({ status: 'warning', messageKey: 'missing_infos' });
    act(() => result.current.assign('company_name', null));
    expect(result.current.validation).toEqual({ status: 'error', messageKey: 'required_missing' });
    act(() => {
      result.current.assign('company_name', 'Firma');
      result.current.assign('street', 'Straße');
      result.current.assign('location', 'Ort');
    });
    expect(result.current.validation).toEqual({ status: 'ok', messageKey: null });
  });

  it('starts only a mapping the schema passes, with the pairs in field order', async () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useMappingForm({
        initialPairs: [{ internalField: 'zip', customerField: 'PLZ' }],
        initialAdditionalColumns: ['Bemerkung'],
        columns,
        rules,
      }),
    );
    await act(() => result.current.submit(onValid));
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.form.getFieldState('mapping').error?.message).toBe('required_missing');

    act(() => result.current.assign('company_name', 'Firma'));
    await act(() => result.current.submit(onValid));
    expect(onValid).toHaveBeenCalledWith(
      [
        { internalField: 'company_name', customerField: 'Firma' },
        { internalField: 'zip', customerField: 'PLZ' },
      ],
      ['Bemerkung'],
    );
  });

  it('is ok and starts any mapping without rules', () => {
    const { result } = renderHook(() => useMappingForm({ columns }));
    expect(result.current.validation).toEqual({ status: 'ok', messageKey: null });
  });
});
