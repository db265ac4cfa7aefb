import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cfbFile,
  encryptedOoxml,
  xlsWorkbook,
  type XlsSpec,
} from '../../../test/upload-fixtures/workbooks.ts';
import { CompoundFile } from './cfb.ts';
import { DEFAULT_PARSE_LIMITS, ParseError, type ParsedTable, type ParseErrorCode } from './types.ts';
import { readCfbWorkbook, readCfbWorkbookBuffer } from './xls.ts';

const limits = DEFAULT_PARSE_LIMITS;

function read(bytes: Buffer): ParsedTable {
  return readCfbWorkbookBuffer(bytes, limits);
}

function workbook(spec: XlsSpec): ParsedTable {
  return read(xlsWorkbook(spec));
}

function codeOf(run: () => unknown): ParseErrorCode | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof ParseError) return error.code;
    throw error;
  }
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'datacare-xls-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('compound file reader', () => {
  const small = Buffer.from('small stream '.repeat(20));
  const large = Buffer.alloc(10_000, 7);
  large.write('large stream start');

  it('reads streams from the mini stream and from regular sectors, in versions 3 and 4', () => {
    for (const version of [3, 4] as const) {
      const cfb = new CompoundFile(
        cfbFile(
          [
            { name: 'Small', data: small },
            { name: 'Large', data: large },
            { name: 'Empty', data: Buffer.alloc(0) },
          ],
          { version },
        ),
      );
      expect(cfb.streamNames.sort()).toEqual(['Empty', 'Large', 'Small']);
      expect(cfb.read('small')).toEqual(small);
      expect(cfb.read('LARGE')).toEqual(large);
      expect(cfb.read('Empty')).toEqual(Buffer.alloc(0));
      expect(cfb.read('Missing')).toBeUndefined();
    }
  });

  it('follows extra DIFAT sectors when the FAT has more than 109 sectors', () => {
    const filler = Buffer.alloc(7_500_000);
    filler.write('end marker', filler.length - 10);
    const bytes = cfbFile([
      { name: 'Filler', data: filler },
      { name: 'Small', data: small },
    ]);
    expect(bytes.readUInt32LE(0x48)).toBeGreaterThan(0); // DIFAT sectors in use
    const cfb = new CompoundFile(bytes);
    expect(cfb.read('Filler')!.subarray(-10).toString()).toBe('end marker');
    expect(cfb.read('Small')).toEqual(small);
  });

  it('gives corrupt_file for chain loops, sectors out of the file and directory loops', () => {
    const streams = [
      { name: 'Small', data: small },
      { name: 'Other', data: Buffer.from('x'.repeat(200)) },
      { name: 'Large', data: large },
    ];
    for (const corrupt of ['fat_loop', 'sector_out_of_range', 'directory_loop', 'minifat_loop'] as const) {
      const bytes = cfbFile(streams, { corrupt });
      expect([
        corrupt,
        codeOf(() => {
          const cfb = new CompoundFile(bytes);
          for (const name of cfb.streamNames) cfb.read(name);
        }),
      ]).toEqual([corrupt, 'corrupt_file']);
    }
    const difatLoop = cfbFile([{ name: 'Filler', data: Buffer.alloc(7_500_000) }], { corrupt: 'difat_loop' });
    // The header announces more FAT sectors than listed, and the DIFAT sector links back to itself.
    expect(codeOf(() => new CompoundFile(difatLoop).read('Filler'))).toBe('corrupt_file');
  });

  it('gives corrupt_file for something that is no compound file', () => {
    expect(codeOf(() => new CompoundFile(Buffer.from('plain text')))).toBe('corrupt_file');
    expect(codeOf(() => new CompoundFile(Buffer.alloc(4096)))).toBe('corrupt_file');
  });
});

describe('xls reader', () => {
  it('reads BIFF8 cells: shared strings, LABEL, RSTRING, NUMBER, RK, MULRK, BOOLERR', () => {
    const table = workbook({
      sheets: [
        {
          name: 'Firmen',
          rows: [
            ['Name', 'A', 'B', 'C', 'D'],
            ['Müller & Söhne', 1234.5, 0.01, -7, true],
            [{ label: 'Label € text' }, { mulrk: [1, 2.5, -3, 2 ** 40] }],
            [
              { rstring: 'Rich' },
              { number: 123456789.123, rk: false },
              { error: '#N/A' },
              false,
              { number: 5 },
            ],
          ],
        },
      ],
    });
    expect(table.kind).toBe('xls');
    expect(table.sheetName).toBe('Firmen');
    expect(table.columns).toEqual(['Name', 'A', 'B', 'C', 'D']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller & Söhne', '1234.5', '0.01', '-7', 'TRUE'] },
      { rowId: 2, cells: ['Label € text', '1', '2.5', '-3', '1099511627776'] },
      { rowId: 3, cells: ['Rich', '123456789.123', '#N/A', 'FALSE', '5'] },
    ]);
  });

  it('reads an SST split over CONTINUE records: flags re-read, rich runs and phonetic data skipped', () => {
    const long = `${'a'.repeat(9000)}€${'b'.repeat(9000)}`;
    const mixed = `Straße ${'x'.repeat(40)} Ελληνικά ${'y'.repeat(30)} 中文`;
    for (const split of [false, true]) {
      const table = workbook({
        sstSplitAcrossContinue: split,
        sheets: [
          {
            name: 'S',
            rows: [
              ['Name', 'Note'],
              [
                { sst: 'rich text', runs: 5 },
                { sst: 'phonetic', phonetic: 40 },
              ],
              [{ sst: mixed, runs: 3, phonetic: 25 }, { sst: long }],
              ['after', { sst: '' }],
            ],
          },
        ],
      });
      expect(table.rows).toEqual([
        { rowId: 1, cells: ['rich text', 'phonetic'] },
        { rowId: 2, cells: [mixed, long] },
        { rowId: 3, cells: ['after', null] },
      ]);
    }
  });

  it('gives formulas their cached result, never evaluated; =, @, +, TAB, CR text stays text (bad-inputs 21)', () => {
    const table = workbook({
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Result', 'Text'],
            ['a', { formula: 'https://example.com' }, '=HYPERLINK("http://127.0.0.1/","x")'],
            ['b', { formula: 42.5 }, '@SUM(1)'],
            ['c', { formula: true }, '+1+1'],
            ['d', { formula: { error: '#REF!' } }, '\tTab'],
            ['e', { formula: '' }, '\rCR'],
          ],
        },
      ],
    });
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['a', 'https://example.com', '=HYPERLINK("http://127.0.0.1/","x")'],
      ['b', '42.5', '@SUM(1)'],
      ['c', 'TRUE', '+1+1'],
      ['d', '#REF!', '\tTab'],
      ['e', null, '\rCR'],
    ]);
    expect(table.warnings).toEqual([]);
  });

  it('keeps leading zeros and long ids, dates as ISO in the 1900 and 1904 systems (bad-inputs 23)', () => {
    const rows = [
      ['Zip text', 'Zip number', 'Id', 'Founded', 'Updated', 'Formula date'],
      [
        '01067',
        { number: 1067, numFmt: '00000' },
        4015123456789012,
        { number: 45000, numFmt: 14 },
        { number: 45000.75, numFmt: 'DD.MM.YYYY hh:mm' },
        { formula: 45000, numFmt: 'yyyy-mm-dd' },
      ],
    ];
    expect(workbook({ sheets: [{ name: 'S', rows }] }).rows[0]!.cells).toEqual([
      '01067',
      '01067',
      '4015123456789012',
      '2023-03-15',
      '2023-03-15T18:00:00',
      '2023-03-15',
    ]);
    expect(workbook({ date1904: true, sheets: [{ name: 'S', rows }] }).rows[0]!.cells.slice(3)).toEqual([
      '2027-03-16',
      '2027-03-16T18:00:00',
      '2027-03-16',
    ]);
  });

  it('ignores merged ranges (value in the top-left cell) and picks the sheet as for xlsx (bad-inputs 24)', () => {
    const table = workbook({
      sheets: [
        { name: 'Diagramm', chart: true, rows: [] },
        { name: 'Leer', rows: [[null, null]] },
        { name: 'Versteckt', hidden: true, rows: [['Secret'], ['no']] },
        {
          name: 'Daten',
          mergeCells: [[1, 2, 1, 2]],
          rows: [
            ['Name', 'Group', 'Sub'],
            ['a', 'Merged', null],
            ['b', null, null],
          ],
        },
        { name: 'Mehr', rows: [['x'], ['y']] },
        { name: 'Sehr versteckt', hidden: 'veryHidden', rows: [['z']] },
      ],
    });
    expect(table.sheetName).toBe('Daten');
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['a', 'Merged', null],
      ['b', null, null],
    ]);
    expect(table.warnings).toEqual([
      { code: 'first_sheet_empty', params: { sheet: 'Daten' } },
      { code: 'hidden_sheet_ignored', params: { sheet: 'Versteckt' } },
      { code: 'sheet_ignored', params: { sheet: 'Mehr' } },
      { code: 'hidden_sheet_ignored', params: { sheet: 'Sehr versteckt' } },
    ]);
  });

  it('gives no_data for a workbook without cells or with data only in hidden sheets (bad-inputs 25)', () => {
    expect(codeOf(() => workbook({ sheets: [{ name: 'Sheet1', rows: [] }] }))).toBe('no_data');
    expect(
      codeOf(() =>
        workbook({
          sheets: [
            { name: 'A', rows: [[''], ['  ']] },
            { name: 'B', hidden: true, rows: [['x']] },
          ],
        }),
      ),
    ).toBe('no_data');
  });

  it('gives password_protected for FILEPASS and for an encrypted xlsx (bad-inputs 26)', () => {
    expect(codeOf(() => workbook({ filepass: true, sheets: [{ name: 'S', rows: [['a'], ['b']] }] }))).toBe(
      'password_protected',
    );
    expect(codeOf(() => read(encryptedOoxml()))).toBe('password_protected');
  });

  it('gives not_a_spreadsheet for compound files without a workbook stream (BIFF5: xls-legacy.test.ts)', () => {
    expect(codeOf(() => read(cfbFile([{ name: 'WordDocument', data: Buffer.alloc(5000) }])))).toBe(
      'not_a_spreadsheet',
    );
  });

  it('gives corrupt_file for a truncated xls and never an uncaught error on byte flips (bad-inputs 27)', () => {
    const good = xlsWorkbook({
      padTo: 6000,
      sheets: [
        {
          name: 'S',
          rows: Array.from({ length: 60 }, (_, i) => [
            `name ${i}`,
            i * 1.5,
            { number: 45000 + i, numFmt: 14 },
          ]),
        },
      ],
    });
    expect(read(good).rows).toHaveLength(59);
    for (const share of [0, 0.05, 0.25, 0.5, 0.75, 0.95, 0.999]) {
      const cut = Math.floor(good.length * share);
      expect([cut, codeOf(() => read(good.subarray(0, cut)))]).toEqual([cut, 'corrupt_file']);
    }
    let seed = 1;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const codes = new Set<string>();
    for (let round = 0; round < 400; round++) {
      const bytes = Buffer.from(good);
      for (let k = 0; k < 1 + random(3); k++) bytes[random(bytes.length)] = random(256);
      codes.add(codeOf(() => read(bytes)));
    }
    expect(codes.has('corrupt_file')).toBe(true);
    for (const code of codes) {
      expect([
        'none',
        'corrupt_file',
        'unsupported_format',
        'legacy_workbook_multiple_sheets',
        'password_protected',
        'not_a_spreadsheet',
        'no_data',
        'no_data_rows',
        'too_many_columns',
        'cell_too_long',
      ]).toContain(code);
    }
  });

  it('imports a cell naming a shared string that does not exist empty, with a warning (issue 21)', () => {
    const bytes = xlsWorkbook({
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Ort'],
            ['a', 'b'],
          ],
        },
      ],
    });
    // LABELSST records carry the string index at offset 6 of their data: point B2's far away.
    const at = bytes.indexOf(Buffer.from([0xfd, 0x00, 0x0a, 0x00, 0x01, 0x00, 0x01, 0x00]));
    bytes.writeUInt32LE(999, at + 4 + 6);
    const table = read(bytes);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['a', null] }]);
    expect(table.warnings).toEqual([
      { code: 'cell_unreadable', row: 1, column: 'Ort', params: { cell: 'B2' } },
    ]);
  });

  it('reads by content whatever the file name: xls bytes named .xlsx (bad-inputs 33)', async () => {
    const path = join(dir, 'companies.xlsx');
    await writeFile(path, xlsWorkbook({ padTo: 5000, sheets: [{ name: 'S', rows: [['Name'], ['Acme']] }] }));
    const table = await readCfbWorkbook(path, limits);
    expect(table.kind).toBe('xls');
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Acme'] }]);
  });
});
