import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MappingError, parseMapping, readMappedRows } from './input.ts';
import { SAMPLE_FILE_MAPPING } from './sample-mapping.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'datacare-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mappings', () => {
  it('reads the contract pairs, a wrapped list and a plain object', () => {
    const pairs = [
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'zip', customerField: 'PLZ' },
    ];
    const expected = new Map([
      ['company_name', 'Firma'],
      ['zip', 'PLZ'],
    ]);
    expect(parseMapping(pairs)).toEqual(expected);
    expect(parseMapping({ mapping: pairs })).toEqual(expected);
    expect(parseMapping({ company_name: 'Firma', zip: 'PLZ' })).toEqual(expected);
    expect(parseMapping(SAMPLE_FILE_MAPPING).get('hr_location')).toBe('Registergericht');
  });

  it.each([
    [{ zip: 'PLZ' }, /mandatory/],
    [{ company_name: 'Firma', postcode: 'PLZ' }, /Unknown product field "postcode"/],
    [{ company_name: 'A', zip: 'A' }, /mapped twice/],
    [{ company_name: '' }, /non-empty/],
    [42, /JSON list/],
  ])('refuses %j', (json, message) => {
    expect(() => parseMapping(json)).toThrow(MappingError);
    expect(() => parseMapping(json)).toThrow(message);
  });
});

describe('customer files', () => {
  it('reads a German Excel CSV (byte order mark, semicolons, quotes, CRLF) into mapped rows', async () => {
    const file = path.join(dir, 'kunden.csv');
    writeFileSync(
      file,
      '\uFEFFFirma;PLZ;Ort\r\n"Müller; Söhne GmbH";01067;Dresden\r\n\r\nSchulz KG;;"Halle ""Saale"""\r\n',
    );
    const rows = [];
    for await (const row of readMappedRows(
      file,
      parseMapping({ company_name: 'Firma', zip: 'PLZ', location: 'Ort' }),
    ))
      rows.push(row);
    expect(rows).toEqual([
      { rowId: 1, values: { company_name: 'Müller; Söhne GmbH', zip: '01067', location: 'Dresden' } },
      { rowId: 2, values: { company_name: 'Schulz KG', zip: null, location: 'Halle "Saale"' } },
    ]);
  });

  it('reads comma-separated files and refuses a mapping to a column the file does not have', async () => {
    const file = path.join(dir, 'comma.csv');
    writeFileSync(file, 'name,zip\nA GmbH,12345\n');
    const rows = [];
    for await (const row of readMappedRows(file, parseMapping({ company_name: 'name' }))) rows.push(row);
    expect(rows).toEqual([{ rowId: 1, values: { company_name: 'A GmbH' } }]);
    const read = async () => {
      for await (const _ of readMappedRows(file, parseMapping({ company_name: 'Firma' }))) void _;
    };
    await expect(read()).rejects.toThrow(/no column "Firma"/);
  });
});
