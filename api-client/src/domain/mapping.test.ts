import { describe, expect, it } from 'vitest';
import type { InternalField, MappingPair } from '../generated/types.ts';
import { INTERNAL_FIELDS } from './constants.ts';
import {
  INTERNAL_FIELD_GROUPS,
  fieldGroup,
  internalColumns,
  mappingProblems,
  validateMapping,
} from './mapping.ts';

/** A mapping of each field to a column named after it. */
const mapOf = (...fields: InternalField[]): MappingPair[] =>
  fields.map((field) => ({ internalField: field, customerField: `col_${field}` }));

describe('INTERNAL_FIELD_GROUPS', () => {
  it('splits INTERNAL_FIELDS into base (ext_id … vat_id) and metadata (email … industry), in order', () => {
    expect([...INTERNAL_FIELD_GROUPS.base, ...INTERNAL_FIELD_GROUPS.metadata]).toEqual([...INTERNAL_FIELDS]);
    expect(INTERNAL_FIELD_GROUPS.base.at(-1)).toBe('vat_id');
    expect(INTERNAL_FIELD_GROUPS.metadata[0]).toBe('email');
  });

  it('names the group of each field', () => {
    expect(fieldGroup('company_name')).toBe('base');
    expect(fieldGroup('provider_id')).toBe('base');
    expect(fieldGroup('vat_id')).toBe('base');
    expect(fieldGroup('email')).toBe('metadata');
    expect(fieldGroup('industry')).toBe('metadata');
    // A field the product does not know (an older client's) is shown with the metadata.
    expect(fieldGroup('nickname' as InternalField)).toBe('metadata');
  });

  it('gives the upload response its internalColumns, company_name required', () => {
    const columns = internalColumns();
    expect(columns.map((c) => c.field)).toEqual([...INTERNAL_FIELDS]);
    expect(columns.filter((c) => c.isRequired).map((c) => c.field)).toEqual(['company_name']);
    expect(columns.find((c) => c.field === 'url')?.group).toBe('metadata');
  });
});

describe('validateMapping', () => {
  it('is an error without company_name and provider_id', () => {
    expect(validateMapping([])).toEqual({ status: 'error', messageKey: 'required_missing' });
    expect(validateMapping(mapOf('vat_id', 'street', 'location', 'zip'))).toEqual({
      status: 'error',
      messageKey: 'required_missing',
    });
  });

  it('accepts provider_id instead of company_name, which is sufficient on its own', () => {
    expect(validateMapping(mapOf('provider_id'))).toEqual({ status: 'ok', messageKey: null });
  });

  it('warns when no identifying combination is mapped', () => {
    const warning = { status: 'warning', messageKey: 'missing_infos' };
    expect(validateMapping(mapOf('company_name'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'zip', 'email', 'url', 'phone'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'street'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'location'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'location', 'street_name'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'location', 'street_number'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'hr_id'))).toEqual(warning);
    expect(validateMapping(mapOf('company_name', 'hr_location', 'zip'))).toEqual(warning);
  });

  it.each<[string, InternalField[]]>([
    ['provider_id', ['company_name', 'provider_id']],
    ['location with street', ['company_name', 'location', 'street']],
    [
      'location with street_name and street_number',
      ['company_name', 'location', 'street_name', 'street_number'],
    ],
    ['hr_id with hr_location', ['company_name', 'hr_id', 'hr_location']],
    ['vat_id', ['company_name', 'vat_id']],
  ])('is ok with %s', (_, fields) => {
    expect(validateMapping(mapOf(...fields))).toEqual({ status: 'ok', messageKey: null });
  });

  it('counts a field mapped to an empty column as unmapped when the non-empty columns are known', () => {
    const mapping = mapOf('company_name', 'vat_id', 'location', 'street');
    expect(validateMapping(mapping, { nonEmptyColumns: new Set(['col_vat_id', 'col_location']) })).toEqual({
      status: 'error',
      messageKey: 'required_missing',
    });
    expect(
      validateMapping(mapping, {
        nonEmptyColumns: new Set(['col_company_name', 'col_location', 'col_street']),
      }),
    ).toEqual({ status: 'ok', messageKey: null });
    expect(
      validateMapping(mapping, { nonEmptyColumns: new Set(['col_company_name', 'col_location']) }),
    ).toEqual({ status: 'warning', messageKey: 'missing_infos' });
    expect(validateMapping(mapping, { nonEmptyColumns: new Set() }).status).toBe('error');
    // Without the option every mapped column counts.
    expect(validateMapping(mapping).status).toBe('ok');
  });

  it('does not depend on the order of the pairs', () => {
    const fields: InternalField[] = ['location', 'email', 'street_number', 'company_name', 'street_name'];
    expect(validateMapping(mapOf(...fields))).toEqual(validateMapping(mapOf(...fields.reverse())));
    expect(validateMapping(mapOf(...fields)).status).toBe('ok');
  });
});

describe('mappingProblems', () => {
  const columns = ['Firma', 'Straße', 'Ort', 'E-Mail', 'Notiz', 'Status'];
  /** The problems without their English messages. */
  const problemsOf = (...args: Parameters<typeof mappingProblems>) =>
    mappingProblems(...args).map(({ message: _, ...problem }) => problem);

  it('finds nothing in a well-formed mapping', () => {
    const mapping: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'street', customerField: 'Straße' },
      { internalField: 'location', customerField: 'Ort' },
    ];
    expect(problemsOf(mapping, columns, ['Notiz', 'Status'])).toEqual([]);
    expect(problemsOf([], columns, [])).toEqual([]);
  });

  it('reports a field mapped twice', () => {
    const mapping: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'company_name', customerField: 'Notiz' },
      { internalField: 'company_name', customerField: 'Status' },
    ];
    expect(problemsOf(mapping, columns, [])).toEqual([{ code: 'field_twice', field: 'company_name' }]);
  });

  it('reports a column mapped twice', () => {
    const mapping: MappingPair[] = [
      { internalField: 'street', customerField: 'Straße' },
      { internalField: 'street_name', customerField: 'Straße' },
    ];
    expect(problemsOf(mapping, columns, [])).toEqual([{ code: 'column_twice', column: 'Straße' }]);
  });

  it('reports columns the file does not have, mapped or additional', () => {
    const mapping: MappingPair[] = [{ internalField: 'company_name', customerField: 'Company' }];
    expect(problemsOf(mapping, columns, ['Notes'])).toEqual([
      { code: 'unknown_column', column: 'Company' },
      { code: 'unknown_column', column: 'Notes' },
    ]);
    // Header names are compared exactly: no trimming, no case folding.
    expect(
      mappingProblems([{ internalField: 'company_name', customerField: 'firma' }], columns, [' Notiz']),
    ).toHaveLength(2);
  });

  it('reports an additional column that is also mapped, and one listed twice', () => {
    const mapping: MappingPair[] = [{ internalField: 'company_name', customerField: 'Firma' }];
    expect(problemsOf(mapping, columns, ['Firma', 'Notiz', 'Notiz'])).toEqual([
      { code: 'additional_column_mapped', column: 'Firma' },
      { code: 'column_twice', column: 'Notiz' },
    ]);
  });

  it('describes each problem in English for the 400 details', () => {
    const mapping: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'company_name', customerField: 'Ort' },
      { internalField: 'street', customerField: 'Ort' },
    ];
    expect(mappingProblems(mapping, columns, ['Firma', 'Notes']).map((p) => p.message)).toEqual([
      '"company_name" is mapped twice.',
      'The column "Ort" is used twice.',
      'The additional column "Firma" is also mapped.',
      'The file has no column "Notes".',
    ]);
  });

  it('reports an unknown field', () => {
    const mapping = [{ internalField: 'nickname', customerField: 'Firma' }] as unknown as MappingPair[];
    expect(problemsOf(mapping, columns, [])).toEqual([{ code: 'unknown_field', field: 'nickname' }]);
    expect(mappingProblems(mapping, columns, [])[0]?.message).toBe('"nickname" is not a mapping field.');
  });

  it('reports each unknown field once', () => {
    const mapping = [
      { internalField: 'nickname', customerField: 'Firma' },
      { internalField: 'motto', customerField: 'Ort' },
      { internalField: 'nickname', customerField: 'Notiz' },
    ] as unknown as MappingPair[];
    expect(problemsOf(mapping, columns, [])).toEqual([
      { code: 'unknown_field', field: 'nickname' },
      { code: 'unknown_field', field: 'motto' },
    ]);
  });

  it('treats header names like __proto__ as plain data', () => {
    const odd = ['__proto__', 'constructor'];
    const mapping: MappingPair[] = [
      { internalField: 'company_name', customerField: '__proto__' },
      { internalField: 'email', customerField: 'constructor' },
    ];
    expect(problemsOf(mapping, odd, [])).toEqual([]);
    expect(problemsOf(mapping, ['Firma'], ['toString'])).toEqual([
      { code: 'unknown_column', column: '__proto__' },
      { code: 'unknown_column', column: 'constructor' },
      { code: 'unknown_column', column: 'toString' },
    ]);
  });
});
