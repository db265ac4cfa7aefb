import { describe, expect, it } from 'vitest';
import type { MappingPair } from '@datacare/api-client/generated/types';
import { checkProviderIds, findDuplicateExtIds, invalidProviderIds, type CheckRow } from './checks.ts';

const COLUMNS = ['Kd-Nr.', 'Firma', 'Ort', 'Notiz', 'DC-ID'];
const MAPPING: MappingPair[] = [
  { internalField: 'ext_id', customerField: 'Kd-Nr.' },
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'provider_id', customerField: 'DC-ID' },
];

const rowsOf = (cells: (string | null)[][]): CheckRow[] => cells.map((c, i) => ({ rowId: i + 1, cells: c }));

/** An iterable that can be read only once, like a database cursor. */
function once<T>(items: T[]): Iterable<T> {
  let used = false;
  return {
    [Symbol.iterator]() {
      if (used) throw new Error('read twice');
      used = true;
      return items[Symbol.iterator]();
    },
  };
}

describe('findDuplicateExtIds', () => {
  it('lists every row of a repeated ext_id, identical or differing, sorted by ext_id then row', () => {
    const rows = rowsOf([
      ['K2', 'Müller GmbH', 'Köln', 'a', null], // 1
      ['K1', 'Schmidt AG', 'Bonn', 'x', null], // 2
      ['K3', 'Einzeln KG', 'Ulm', null, null], // 3
      [' K2 ', 'Müller GmbH ', 'Köln', 'b', null], // 4: same after trimming; Notiz is not mapped
      ['K1', 'Schmidt AG', 'Berlin', 'x', null], // 5: Ort differs
      ['K10', 'Zehn GmbH', 'Ulm', null, null], // 6
      ['K10', 'Zehn GmbH', 'Ulm', null, null], // 7
      ['K1', 'Schmidt AG', 'Bonn', 'x', null], // 8
    ]);
    const result = findDuplicateExtIds(once(rows), COLUMNS, MAPPING);
    expect(result.rowsIdentical).toEqual([
      { ext_id: 'K2', row_id: 1, company_name: 'Müller GmbH' },
      { ext_id: 'K2', row_id: 4, company_name: 'Müller GmbH' },
      { ext_id: 'K10', row_id: 6, company_name: 'Zehn GmbH' },
      { ext_id: 'K10', row_id: 7, company_name: 'Zehn GmbH' },
    ]);
    expect(result.rowsDiffer).toEqual([
      { ext_id: 'K1', row_id: 2, company_name: 'Schmidt AG' },
      { ext_id: 'K1', row_id: 5, company_name: 'Schmidt AG' },
      { ext_id: 'K1', row_id: 8, company_name: 'Schmidt AG' },
    ]);
    expect(result.identicalTotal).toBe(4);
    expect(result.differTotal).toBe(3);
  });

  it('ignores empty ext_ids and treats empty, missing and blank cells alike', () => {
    const rows = rowsOf([
      ['', 'A', 'X', null, null],
      ['  ', 'A', 'X', null, null],
      [null, 'A', 'X', null, null],
      ['7', 'B', null, null, null],
      ['7', 'B', '  '], // ragged: fewer cells
      ['8', null, 'Y', null, null],
      ['8', ' ', 'Z', null, null],
    ]);
    const result = findDuplicateExtIds(rows, COLUMNS, MAPPING);
    expect(result.rowsIdentical).toEqual([
      { ext_id: '7', row_id: 4, company_name: 'B' },
      { ext_id: '7', row_id: 5, company_name: 'B' },
    ]);
    expect(result.rowsDiffer).toEqual([
      { ext_id: '8', row_id: 6, company_name: null },
      { ext_id: '8', row_id: 7, company_name: null },
    ]);
  });

  it('reports nothing without an ext_id mapping, and company_name null without a name mapping', () => {
    const rows = rowsOf([
      ['K1', 'A', 'X', null, null],
      ['K1', 'A', 'X', null, null],
    ]);
    const withoutExt = MAPPING.filter((p) => p.internalField !== 'ext_id');
    expect(findDuplicateExtIds(rows, COLUMNS, withoutExt)).toEqual({
      rowsIdentical: [],
      rowsDiffer: [],
      identicalTotal: 0,
      differTotal: 0,
    });
    const withoutName = MAPPING.filter((p) => p.internalField !== 'company_name');
    expect(findDuplicateExtIds(rows, COLUMNS, withoutName).rowsIdentical.map((r) => r.company_name)).toEqual([
      null,
      null,
    ]);
  });

  it('caps each list at 1000 rows and keeps counting', () => {
    const cells: (string | null)[][] = [];
    for (let i = 0; i < 800; i++) {
      cells.push([`I${i}`, 'Same', 'X', null, null], [`I${i}`, 'Same', 'X', null, null]);
      cells.push([`D${i}`, 'One', 'X', null, null], [`D${i}`, 'Other', 'X', null, null]);
    }
    const result = findDuplicateExtIds(rowsOf(cells), COLUMNS, MAPPING);
    expect(result.rowsIdentical).toHaveLength(1000);
    expect(result.rowsDiffer).toHaveLength(1000);
    expect(result.identicalTotal).toBe(1600);
    expect(result.differTotal).toBe(1600);
    // Sorted by ext_id with numbers in numeric order, then by row.
    expect(result.rowsIdentical.slice(0, 4).map((r) => [r.ext_id, r.row_id])).toEqual([
      ['I0', 1],
      ['I0', 2],
      ['I1', 5],
      ['I1', 6],
    ]);
    expect(result.rowsDiffer.slice(0, 4).map((r) => r.ext_id)).toEqual(['D0', 'D0', 'D1', 'D1']);
  });
});

describe('invalidProviderIds', () => {
  const database = new Set(['DC00000001', 'DC00000002', 'ACME-77']);

  it('lists rows with malformed or unknown provider ids, sorted', async () => {
    const rows: CheckRow[] = [
      { rowId: 9, cells: ['K1', 'A', null, null, 'DC99999999'] }, // unknown
      { rowId: 2, cells: ['K2', 'B', null, null, ' DC00000001 '] }, // fine after trimming
      { rowId: 5, cells: ['K3', 'C', null, null, 'DC 0000 0002'] }, // malformed
      { rowId: 3, cells: ['K4', 'D', null, null, ''] }, // empty: not checked
      { rowId: 4, cells: ['K5', 'E', null, null, null] },
      { rowId: 7, cells: ['K6', 'F'] }, // ragged
      { rowId: 1, cells: ['K7', 'G', null, null, 'ACME-77'] }, // other ids are fine when known
      { rowId: 8, cells: ['K8', 'H', null, null, 'x'.repeat(65)] }, // too long
      { rowId: 6, cells: ['K9', 'I', null, null, 'DC99999999'] }, // unknown, asked once
      { rowId: 10, cells: ['K9', 'I', null, null, 'dc00000001'] }, // exists decides on case
    ];
    const asked: string[][] = [];
    const result = await invalidProviderIds(once(rows), COLUMNS, MAPPING, (ids) => {
      asked.push(ids);
      return new Set(ids.filter((id) => database.has(id)));
    });
    expect(result).toEqual([5, 6, 8, 9, 10]);
    expect(asked).toEqual([['DC99999999', 'DC00000001', 'ACME-77', 'dc00000001']]);
  });

  it('asks in batches of at most 500 distinct ids, each id once', async () => {
    const rows: CheckRow[] = [];
    for (let i = 1; i <= 1200; i++) {
      const id = `DC${String(i % 1100).padStart(8, '0')}`;
      rows.push({ rowId: i, cells: ['K', 'A', null, null, id] });
    }
    const asked: number[] = [];
    const seen = new Set<string>();
    const result = await invalidProviderIds(rows, COLUMNS, MAPPING, (ids) => {
      asked.push(ids.length);
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      return new Set(ids.filter((id) => Number(id.slice(2)) % 2 === 0));
    });
    expect(Math.max(...asked)).toBeLessThanOrEqual(500);
    expect(asked.reduce((a, b) => a + b, 0)).toBe(1100);
    expect(result.length).toBe(600);
    expect(result.every((rowId) => (rowId % 1100) % 2 === 1)).toBe(true);
    expect(result).toEqual([...result].sort((a, b) => a - b));
  });

  it('caps the list at 1000 rows', async () => {
    const rows: CheckRow[] = Array.from({ length: 2500 }, (_, i) => ({
      rowId: 2500 - i,
      cells: ['K', 'A', null, null, 'not valid!'],
    }));
    const result = await invalidProviderIds(rows, COLUMNS, MAPPING, () => new Set());
    expect(result).toHaveLength(1000);
    expect(result[0]).toBe(1);
    expect(result.at(-1)).toBe(1000);
    // The totals keep counting: here no filled id is valid.
    const check = await checkProviderIds(
      [...rows, { rowId: 2501, cells: ['K', 'A'] }],
      COLUMNS,
      MAPPING,
      () => new Set(),
    );
    expect(check.invalidRows).toEqual(result);
    expect(check.invalidTotal).toBe(2500);
    expect(check.filledTotal).toBe(2500);
  });

  it('checks nothing without a provider_id mapping', async () => {
    const rows: CheckRow[] = [{ rowId: 1, cells: ['K', 'A', null, null, 'bad id'] }];
    const mapping = MAPPING.filter((p) => p.internalField !== 'provider_id');
    expect(
      await invalidProviderIds(rows, COLUMNS, mapping, () => {
        throw new Error('not asked');
      }),
    ).toEqual([]);
  });
});
