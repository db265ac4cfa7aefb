import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MAPPING_BASE_FIELDS, MAPPING_FIELDS, MAPPING_METADATA_FIELDS } from './mappingFields.ts';
import { mappingFormReducer, mappingPairs, mappingStateFromPairs, useMappingForm } from './useMappingForm.ts';
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
