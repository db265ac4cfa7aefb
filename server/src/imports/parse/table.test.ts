import { describe, expect, it } from 'vitest';
import { HEADER_SCAN_RECORDS, TableBuilder, columnLetter, headerNames } from './table.ts';
import {
  DEFAULT_PARSE_LIMITS,
  ParseError,
  type FileKind,
  type ParseLimits,
  type ParsedTable,
} from './types.ts';

function build(
  records: (string | null)[][],
  options: { kind?: FileKind; limits?: Partial<ParseLimits>; invalid?: Record<number, number[]> } = {},
): ParsedTable {
  const builder = new TableBuilder({
    kind: options.kind ?? 'csv',
    limits: { ...DEFAULT_PARSE_LIMITS, ...options.limits },
  });
  records.forEach((cells, i) => {
    const invalidCells = options.invalid?.[i];
    builder.push({ cells, line: i + 1, ...(invalidCells ? { invalidCells } : {}) });
  });
  return builder.finish();
}

function refusal(run: () => unknown): ParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('column names', () => {
  it('names columns by letter as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('makes header names unique without case and names blank ones by letter (bad-inputs 14)', () => {
    expect(headerNames(['Name', 'Email', '', 'EMAIL', ' ', 'Email', ' Ort  \n Land '], 8)).toEqual([
      'Name',
      'Email',
      'Column C',
      'EMAIL (2)',
      'Column E',
      'Email (3)',
      'Ort Land',
      'Column H',
    ]);
    expect(headerNames(['Column B', null], 2)).toEqual(['Column B', 'Column B (2)']);
  });

  it('cuts very long header names', () => {
    expect(headerNames(['x'.repeat(1000)], 1)[0]).toHaveLength(248);
  });
});

describe('TableBuilder', () => {
  it('keeps prototype member names as ordinary columns (bad-inputs 15)', () => {
    const table = build([
      ['__proto__', 'constructor', 'toString'],
      ['1', '2', '3'],
    ]);
    expect(table.columns).toEqual(['__proto__', 'constructor', 'toString']);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['1', '2', '3'] }]);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('skips title rows above the header with a warning (bad-inputs 16)', () => {
    const table = build([['Kundenliste'], [], ['Name', 'PLZ', 'Ort'], ['A GmbH', '01067', 'Dresden']]);
    expect(table.columns).toEqual(['Name', 'PLZ', 'Ort']);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['A GmbH', '01067', 'Dresden'] }]);
    expect(table.warnings).toEqual([{ code: 'header_row_detected', params: { skipped: 1, line: 3 } }]);
  });

  it('takes the first non-empty record as header when the widest one is the last (issue 21 item 7)', () => {
    const table = build([
      ['Name', 'Ort'],
      ['Acme', 'Berlin'],
      ['Beta', 'Hamburg', '', 'Notiz', 'Fax', 'Web'],
    ]);
    expect(table.columns).toEqual(['Name', 'Ort', 'Column C', 'Column D', 'Column E', 'Column F']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Acme', 'Berlin', null, null, null, null] },
      { rowId: 2, cells: ['Beta', 'Hamburg', null, 'Notiz', 'Fax', 'Web'] },
    ]);
    expect(table.warnings).toEqual([
      { code: 'header_row_fallback', params: { line: 1, widestLine: 3 } },
      { code: 'ragged_row', row: 2, line: 3, params: { cells: 6, expected: 2 } },
    ]);
    expect(table.warningCount).toBe(2);
  });

  it('keeps row numbers, blank rows and the limits when it falls back to the first record as header', () => {
    const table = build([[], ['Kundenliste'], [''], ['Name', 'PLZ', 'Ort'], [], ['  ']]);
    expect(table.columns).toEqual(['Kundenliste', 'Column B', 'Column C']);
    expect(table.rows).toEqual([{ rowId: 2, cells: ['Name', 'PLZ', 'Ort'] }]);
    expect(table.emptyRows).toBe(3);
    expect(table.warnings[0]).toEqual({ code: 'header_row_fallback', params: { line: 2, widestLine: 4 } });
    expect(
      refusal(() => build([['Name'], ['x'.repeat(20), 'b', 'c']], { limits: { maxCellChars: 10 } })),
    ).toMatchObject({ code: 'cell_too_long', row: 1, column: 'Name', line: 2 });
  });

  it('falls back when the widest record closes the scan window, and names sheet rows for workbooks', () => {
    const builder = new TableBuilder({ kind: 'xlsx', limits: DEFAULT_PARSE_LIMITS });
    builder.push({ cells: [] });
    for (let i = 0; i < HEADER_SCAN_RECORDS - 2; i++) builder.push({ cells: [`Firma ${i}`, 'Köln'] });
    builder.push({ cells: ['Summe', '', '3', '4', '5'] }); // record HEADER_SCAN_RECORDS: the header is decided
    for (let i = 0; i < 3; i++) builder.push({ cells: [] });
    const table = builder.finish();
    expect(table.columns).toEqual(['Firma 0', 'Köln', 'Column C', 'Column D', 'Column E']);
    expect(table.rows).toHaveLength(HEADER_SCAN_RECORDS - 2);
    expect(table.rows[0]).toEqual({ rowId: 1, cells: ['Firma 1', 'Köln', null, null, null] });
    expect(table.rows.at(-1)).toEqual({
      rowId: HEADER_SCAN_RECORDS - 2,
      cells: ['Summe', null, '3', '4', '5'],
    });
    expect(table.emptyRows).toBe(3);
    expect(table.warnings[0]).toEqual({
      code: 'header_row_fallback',
      params: { line: 2, widestLine: HEADER_SCAN_RECORDS },
    });
  });

  it('finds the header after more than a scan window of blank records', () => {
    const blank = Array.from({ length: HEADER_SCAN_RECORDS + 5 }, () => ['', '  ']);
    const table = build([...blank, ['Name', 'Ort'], ['A', 'B']]);
    expect(table.columns).toEqual(['Name', 'Ort']);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['A', 'B'] }]);
  });

  it('names the record of a workbook header found after many blank records', () => {
    const builder = new TableBuilder({ kind: 'xlsx', limits: DEFAULT_PARSE_LIMITS });
    for (let i = 0; i < HEADER_SCAN_RECORDS + 5; i++) builder.push({ cells: [] });
    for (const cells of [['Liste'], ['Name', 'Ort'], ['A', 'B']]) builder.push({ cells });
    expect(builder.finish().warnings).toEqual([
      { code: 'header_row_detected', params: { skipped: 1, line: HEADER_SCAN_RECORDS + 7 } },
    ]);
  });

  it('counts blank and whitespace-only records and keeps their row numbers (bad-inputs 3)', () => {
    const table = build([['Name', 'Ort'], ['A', 'B'], [''], ['  ', '\t'], [null, null], ['C', 'D']]);
    expect(table.emptyRows).toBe(3);
    expect(table.rows.map((r) => r.rowId)).toEqual([1, 5]);
  });

  it('flags short and long rows without shifting values (bad-inputs 13)', () => {
    const table = build([
      ['Name', 'PLZ', 'Ort'],
      ['A', '1'],
      ['B', '2', 'X', 'extra'],
      ['C', '3', 'Y', '', ''],
    ]);
    expect(table.columns).toEqual(['Name', 'PLZ', 'Ort', 'Column D']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['A', '1', null, null] },
      { rowId: 2, cells: ['B', '2', 'X', 'extra'] },
      { rowId: 3, cells: ['C', '3', 'Y', null] },
    ]);
    expect(table.warnings).toEqual([
      { code: 'ragged_row', row: 1, line: 2, params: { cells: 2, expected: 3 } },
      { code: 'ragged_row', row: 2, line: 3, params: { cells: 4, expected: 3 } },
    ]);
  });

  it('does not flag short rows of workbooks, whose rows end at their last cell', () => {
    const table = build([['Name', 'PLZ', 'Ort'], ['A']], { kind: 'xlsx' });
    expect(table.warnings).toEqual([]);
    expect(table.rows).toEqual([{ rowId: 1, cells: ['A', null, null] }]);
  });

  it('names the column a warning or error is about as the table does (duplicates, blanks)', () => {
    const table = build(
      [
        ['Email', 'Email', '', 'Ort'],
        ['a', 'b\uFFFD', 'c\uFFFD', 'd'],
      ],
      { invalid: { 1: [1, 2] } },
    );
    expect(table.columns).toEqual(['Email', 'Email (2)', 'Column C', 'Ort']);
    expect(table.warnings).toEqual([
      { code: 'invalid_encoding', row: 1, column: 'Email (2)', line: 2 },
      { code: 'invalid_encoding', row: 1, column: 'Column C', line: 2 },
    ]);
    const error = refusal(() =>
      build(
        [
          ['Email', 'Email'],
          ['a', 'x'.repeat(20)],
        ],
        { limits: { maxCellChars: 10 } },
      ),
    );
    expect(error).toMatchObject({
      code: 'cell_too_long',
      row: 1,
      column: 'Email (2)',
      line: 2,
      params: { max: 10 },
    });
  });

  it('refuses too many columns in the header or in a data row (bad-inputs 19)', () => {
    const wide = Array.from({ length: 12 }, (_, i) => `C${i}`);
    expect(refusal(() => build([wide, wide], { limits: { maxColumns: 10 } }))).toMatchObject({
      code: 'too_many_columns',
      line: 1,
      params: { max: 10, count: 12 },
    });
    expect(refusal(() => build([['A', 'B'], wide], { limits: { maxColumns: 10 } }))).toMatchObject({
      code: 'too_many_columns',
      line: 2,
    });
  });

  it('keeps the first maxRows data rows and counts the rest (bad-inputs 18)', () => {
    const records = [['Name'], ...Array.from({ length: 10 }, (_, i) => [`Firma ${i + 1}`])];
    const table = build(records, { limits: { maxRows: 4 } });
    expect(table.rows.map((r) => r.cells[0])).toEqual(['Firma 1', 'Firma 2', 'Firma 3', 'Firma 4']);
    expect(table.droppedRows).toBe(6);
  });

  it('keeps at most maxWarnings warnings and counts them all', () => {
    const records = [['A', 'B'], ...Array.from({ length: 10 }, () => ['x'])];
    const table = build(records, { limits: { maxWarnings: 3 } });
    expect(table.warnings).toHaveLength(3);
    expect(table.warningCount).toBe(10);
  });

  it('drops trailing empty columns and stores empty cells as null, text as written', () => {
    const table = build([
      ['Name', 'PLZ', '', ''],
      ['A', '01067', '', ''],
      [' B ', '', null, ''],
    ]);
    expect(table.columns).toEqual(['Name', 'PLZ']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['A', '01067'] },
      { rowId: 2, cells: [' B ', null] },
    ]);
  });

  it('refuses a file without any cell (no_data) and a header without data (no_data_rows, bad-inputs 2)', () => {
    expect(refusal(() => build([])).code).toBe('no_data');
    expect(refusal(() => build([[''], ['  ']])).code).toBe('no_data');
    expect(refusal(() => build([['Name', 'Ort']])).code).toBe('no_data_rows');
    expect(refusal(() => build([['Name', 'Ort'], [''], ['', ' ']])).code).toBe('no_data_rows');
    // The widest record is the first one: nothing to fall back to.
    expect(refusal(() => build([[''], ['Name', 'Ort'], ['']])).code).toBe('no_data_rows');
  });
});
