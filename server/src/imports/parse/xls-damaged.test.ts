import { describe, expect, it } from 'vitest';
import {
  biffRecord,
  biffWorkbook,
  u16,
  u32,
  type BiffCell,
  type FormulaResult,
  type BiffWorkbookSpec,
} from '../../../test/upload-fixtures/biff.ts';
import { DEFAULT_PARSE_LIMITS, ParseError, type ParsedTable, type ParseErrorCode } from './types.ts';
import { readCfbWorkbookBuffer } from './xls.ts';

const limits = DEFAULT_PARSE_LIMITS;

function read(bytes: Buffer, sheetName?: string): ParsedTable {
  return readCfbWorkbookBuffer(bytes, limits, sheetName === undefined ? {} : { sheetName });
}

function workbook(spec: BiffWorkbookSpec): ParsedTable {
  return read(biffWorkbook(spec));
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

function cells(table: ParsedTable): (string | null)[][] {
  return table.rows.map((r) => r.cells);
}

/** The records of a bare BIFF stream: type, offset of the header, data. */
function records(stream: Buffer): { type: number; at: number; data: Buffer }[] {
  const out: { type: number; at: number; data: Buffer }[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const length = stream.readUInt16LE(at + 2);
    out.push({ type: stream.readUInt16LE(at), at, data: stream.subarray(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return out;
}

/** Where the first cell record of sheet row `row` (0-based) starts, after `from`. */
function cellRecordAt(stream: Buffer, row: number, from = 0): number {
  const cellTypes = [0x00fd, 0x0204, 0x027e, 0x0203, 0x0004, 0x0002, 0x0003];
  const found = records(stream).find(
    (r) => r.at >= from && cellTypes.includes(r.type) && r.data.readUInt16LE(0) === row,
  );
  if (found === undefined) throw new Error(`no cell record of row ${row}`);
  return found.at;
}

describe('formula cells (issue 21 item 1: no silent loss)', () => {
  const RESULTS: FormulaResult[] = [12.5, 'Text', true, { error: '#DIV/0!' }, ''];
  const SHOWN = ['12.5', 'Text', 'TRUE', '#DIV/0!', null];

  it('reads the cached result of FORMULA records of every record type and result kind', () => {
    for (const version of [8, 5, 4, 3, 2] as const) {
      const types = version >= 5 ? ([0x0006, 0x0206, 0x0406] as const) : ([undefined] as const);
      for (const type of types) {
        const table = workbook({
          version,
          sheets: [
            {
              name: 'S',
              rows: [
                ['Zahl', 'Text', 'Wahr', 'Fehler', 'Leer', 'Name'],
                [...RESULTS.map((r) => ({ formula: r, ...(type === undefined ? {} : { type }) })), 'a'],
              ],
            },
          ],
        });
        expect([version, type, cells(table), table.warnings]).toEqual([version, type, [[...SHOWN, 'a']], []]);
      }
    }
  });

  it('keeps all three rows of an Apple Numbers export (sheet "Sheet 1 - Table 1", 0x0406 formulas)', () => {
    const table = workbook({
      version: 8,
      sheets: [
        {
          name: 'Sheet 1 - Table 1',
          rows: [
            ['Firma', 'Betrag', 'Summe'],
            ['Alpha GmbH', 10, { formula: 10, type: 0x0406 }],
            [
              { formula: 'Beta AG', type: 0x0406 },
              { formula: 20, type: 0x0406 },
              { formula: 30, type: 0x0406 },
            ],
            ['Gamma KG', { formula: { error: '#DIV/0!' }, type: 0x0406 }, { formula: true, type: 0x0406 }],
          ],
        },
      ],
    });
    expect(table.sheetName).toBe('Sheet 1 - Table 1');
    expect(cells(table)).toEqual([
      ['Alpha GmbH', '10', '10'],
      ['Beta AG', '20', '30'],
      ['Gamma KG', '#DIV/0!', 'TRUE'],
    ]);
    expect(table.warnings).toEqual([]);
  });

  it('imports a string formula without its STRING record empty, with formula_without_value', () => {
    const table = workbook({
      version: 5,
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Wert'],
            ['a', { formula: null }],
            ['b', 1],
          ],
        },
      ],
    });
    expect(cells(table)).toEqual([
      ['a', null],
      ['b', '1'],
    ]);
    expect(table.warnings).toEqual([
      { code: 'formula_without_value', row: 1, column: 'Wert', params: { cell: 'B2' } },
    ]);
  });
});

describe('cell records that cannot be decoded (issue 21 item 1)', () => {
  it('warns naming each cell, keeps the rest of its row and every row', () => {
    const cell = (row: number, col: number): Buffer => u16(row, col, 15);
    const table = workbook({
      version: 8,
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'A', 'B', 'C', 'D'],
            // LABEL whose 10 characters run past the record
            [
              'r1',
              {
                record: 0x0204,
                data: Buffer.concat([cell(1, 1), u16(10), Buffer.from([0]), Buffer.from('abc')]),
              },
            ],
            // LABELSST naming a shared string that does not exist
            ['r2', { record: 0x00fd, data: Buffer.concat([cell(2, 1), u32(999)]) }, 'ok'],
            // FORMULA with an unknown result kind, NUMBER too short, BOOLERR too short
            [
              'r3',
              {
                record: 0x0006,
                data: Buffer.concat([
                  cell(3, 1),
                  Buffer.from([7, 0, 0, 0, 0, 0, 0xff, 0xff]),
                  u16(0),
                  u32(0),
                  u16(0),
                ]),
              },
              { record: 0x0203, data: Buffer.concat([cell(3, 2), Buffer.alloc(4)]) },
              { record: 0x0205, data: Buffer.concat([cell(3, 3), Buffer.from([1])]) },
            ],
            // MULRK announcing B..D but holding B only
            ['r4', { record: 0x00bd, data: Buffer.concat([u16(4, 1), u16(15), u32((7 << 2) | 2), u16(3)]) }],
            // a string FORMULA whose STRING record runs past itself
            [
              'r5',
              { formula: null },
              { record: 0x0207, data: Buffer.concat([u16(50), Buffer.from([0]), Buffer.from('abc')]) },
            ],
          ],
        },
      ],
    });
    expect(cells(table)).toEqual([
      ['r1', null, null, null, null],
      ['r2', null, 'ok', null, null],
      ['r3', null, null, null, null],
      ['r4', '7', null, null, null],
      ['r5', null, null, null, null],
    ]);
    expect(table.warnings).toEqual([
      { code: 'cell_unreadable', row: 1, column: 'A', params: { cell: 'B2' } },
      { code: 'cell_unreadable', row: 2, column: 'A', params: { cell: 'B3' } },
      { code: 'cell_unreadable', row: 3, column: 'A', params: { cell: 'B4' } },
      { code: 'cell_unreadable', row: 3, column: 'B', params: { cell: 'C4' } },
      { code: 'cell_unreadable', row: 3, column: 'C', params: { cell: 'D4' } },
      { code: 'cell_unreadable', row: 4, column: 'B', params: { cell: 'C5' } },
      { code: 'cell_unreadable', row: 4, column: 'C', params: { cell: 'D5' } },
      { code: 'cell_unreadable', row: 5, column: 'A', params: { cell: 'B6' } },
    ]);
  });

  it('warns about a cell record too short to say where its cell is', () => {
    const table = workbook({
      version: 5,
      sheets: [
        { name: 'S', rows: [['Name'], ['a', { record: 0x0203, data: Buffer.from([1, 0, 0]) }], ['b']] },
      ],
    });
    expect(cells(table)).toEqual([['a'], ['b']]);
    expect(table.warnings).toEqual([{ code: 'record_broken' }]);
  });
});

describe('sloppy writers (issue 21 item 2)', () => {
  it('reads a workbook with broken FORMAT records (the government file): the format falls back to General', () => {
    const broken = 'dd/mm/yyyy';
    const empty = '#,##0.00 "EUR"';
    const table = workbook({
      version: 8,
      formatData: (code, id, usual) => {
        // One string runs a byte past its record, one has a zero length and garbage flags.
        if (code === broken)
          return Buffer.concat([u16(id, code.length + 1), Buffer.from([0]), Buffer.from(code)]);
        if (code === empty) return Buffer.concat([u16(id, 0), Buffer.from([0xfd, 0x3a, 0x07])]);
        return usual;
      },
      extraGlobals: [
        biffRecord(0x0031, Buffer.from([0xc8, 0, 0])), // FONT cut short
        biffRecord(0x0018, Buffer.from([0xff, 0x20, 0x09, 0x99, 0x01])), // NAME of garbage
        biffRecord(0x0293, Buffer.from([0x10])), // STYLE cut short
        biffRecord(0x00e0, Buffer.from([0, 0])), // XF cut short
      ],
      sheets: [
        {
          name: 'Daten',
          rows: [
            ['Behörde', 'Stichtag', 'Betrag', 'Erfasst'],
            ...Array.from({ length: 19 }, (_, i): BiffCell[] => [
              `Amt ${i + 1}`,
              { number: 45000 + i, numFmt: broken },
              { number: 1000.5 + i, numFmt: empty },
              { number: 45100 + i, numFmt: 'yyyy-mm-dd' },
            ]),
          ],
        },
      ],
    });
    expect(table.rows).toHaveLength(19);
    expect(table.rows[0]!.cells).toEqual(['Amt 1', '45000', '1000.5', '2023-06-23']);
    expect(table.rows[18]!.cells).toEqual(['Amt 19', '45018', '1018.5', '2023-07-11']);
    expect(table.warnings).toEqual([{ code: 'number_format_broken' }]);
  });

  it('joins strings continued in CONTINUE records, the 8/16-bit flag switching at the split', () => {
    const latinThenGreek = 'Müller GmbH Ελληνικά Πρότυπα';
    const greekThenLatin = 'Ελληνικά Köln Straße 1';
    for (const sstRecordBytes of [8224, 23]) {
      const table = workbook({
        version: 8,
        sstRecordBytes,
        sheets: [
          {
            name: 'S',
            rows: [
              ['Name', 'Formel', 'Geteilt'],
              [
                { label: latinThenGreek, splitAt: 12 },
                { formula: greekThenLatin, splitAt: 9 },
                `SST ${greekThenLatin} ${latinThenGreek}`,
              ],
              [{ label: greekThenLatin, splitAt: 9 }, { formula: latinThenGreek, splitAt: 12 }, 'kurz'],
            ],
          },
        ],
      });
      expect([sstRecordBytes, cells(table), table.warnings]).toEqual([
        sstRecordBytes,
        [
          [latinThenGreek, greekThenLatin, `SST ${greekThenLatin} ${latinThenGreek}`],
          [greekThenLatin, latinThenGreek, 'kurz'],
        ],
        [],
      ]);
    }
  });

  it('reads a sheet name cut short as far as it goes, with record_broken', () => {
    const stream = biffWorkbook({
      version: 8,
      container: 'bare',
      sheets: [{ name: 'Kunden', rows: [['Name'], ['Acme']] }],
    });
    const boundSheet = records(stream).find((r) => r.type === 0x0085)!;
    stream[boundSheet.at + 4 + 6] = 40; // the name claims 40 characters, the record holds 6
    const table = read(stream);
    expect(table.sheetName).toBe('Kunden');
    expect(cells(table)).toEqual([['Acme']]);
    expect(table.warnings).toEqual([{ code: 'record_broken' }]);
  });

  it('skips a sheet whose offset leads nowhere with sheet_unreadable; refuses it when chosen', () => {
    const stream = biffWorkbook({
      version: 8,
      container: 'bare',
      sheets: [
        { name: 'Kaputt', rows: [['Name'], ['x']] },
        { name: 'Kunden', rows: [['Name'], ['Acme']] },
      ],
    });
    const first = records(stream).find((r) => r.type === 0x0085)!;
    stream.writeUInt32LE(0x7fff0000, first.at + 4);
    const table = read(stream);
    expect(table.sheetName).toBe('Kunden');
    expect(cells(table)).toEqual([['Acme']]);
    expect(table.warnings).toEqual([
      { code: 'sheet_unreadable', params: { sheet: 'Kaputt' } },
      { code: 'first_sheet_empty', params: { sheet: 'Kunden' } },
    ]);
    expect(table.sheets).toEqual([
      { name: 'Kaputt', hasData: false },
      { name: 'Kunden', hasData: true },
    ]);
    expect(codeOf(() => read(stream, 'Kaputt'))).toBe('corrupt_file');
  });
});

describe('truncated workbooks (issue 21 item 2)', () => {
  const rows: BiffCell[][] = [
    ['Firmenname', 'Nummer'],
    ...Array.from({ length: 30 }, (_, i): BiffCell[] => [`Firma ${i + 1}`, i + 1]),
  ];
  const expected = rows.slice(1).map((r) => [r[0] as string, String(r[1])]);

  it('imports the rows before a cut inside a record, with file_truncated', () => {
    for (const version of [8, 5, 4, 2] as const) {
      const whole = biffWorkbook({ version, container: 'bare', sheets: [{ name: 'Kunden', rows }] });
      // Cut in the middle of the first record of sheet row 21 (the 21st data row).
      const cut = cellRecordAt(whole, 21) + 6;
      const bytes =
        version <= 4
          ? whole.subarray(0, cut)
          : biffWorkbook({ version, cutStreamAt: cut, sheets: [{ name: 'Kunden', rows }] });
      const table = read(bytes);
      expect([version, cells(table), table.warnings]).toEqual([
        version,
        expected.slice(0, 20),
        [{ code: 'file_truncated' }],
      ]);
    }
  });

  it('imports what the file holds when the workbook stream leaves the compound file', () => {
    const many: BiffCell[][] = [
      ['Firmenname', 'Nummer'],
      ...Array.from({ length: 400 }, (_, i): BiffCell[] => [`Firma ${i + 1}`, i + 1]),
    ];
    // 4096-byte sectors; the stream's chain points out of the file after its first sector.
    const bytes = biffWorkbook({
      version: 5,
      cfb: { version: 4, corrupt: 'sector_out_of_range' },
      sheets: [{ name: 'Kunden', rows: many }],
    });
    const table = read(bytes);
    expect(table.rows.length).toBeGreaterThan(50);
    expect(table.rows.length).toBeLessThan(400);
    expect(table.rows[0]!.cells).toEqual(['Firma 1', '1']);
    expect(table.warnings).toEqual([{ code: 'file_truncated' }]);
  });

  it('gives corrupt_file when the cut leaves no data row', () => {
    for (const version of [8, 5, 4] as const) {
      const whole = biffWorkbook({ version, container: 'bare', sheets: [{ name: 'Kunden', rows }] });
      const afterHeader = cellRecordAt(whole, 1) + 3;
      const inGlobals = 30;
      for (const cut of [afterHeader, inGlobals]) {
        const bytes =
          version <= 4
            ? whole.subarray(0, cut)
            : biffWorkbook({ version, cutStreamAt: cut, sheets: [{ name: 'Kunden', rows }] });
        expect([version, cut, codeOf(() => read(bytes))]).toEqual([version, cut, 'corrupt_file']);
      }
    }
  });
});
