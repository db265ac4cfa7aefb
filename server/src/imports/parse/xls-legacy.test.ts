import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  biffWorkbook,
  largeBiff5Workbook,
  type BiffCell,
  type BiffWorkbookSpec,
} from '../../../test/upload-fixtures/biff.ts';
import { codepageFor } from './codepages.ts';
import { sniffFile } from './sniff.ts';
import { DEFAULT_PARSE_LIMITS, ParseError, type ParsedTable, type ParseErrorCode } from './types.ts';
import { readCfbWorkbookBuffer } from './xls.ts';

const limits = DEFAULT_PARSE_LIMITS;
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/spreadsheets');

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

/** A customer list as every version can hold it. */
const CUSTOMERS: BiffCell[][] = [
  ['Firmenname', 'Ort', 'Umsatz', 'Kunde seit', 'Aktiv', 'Saldo', 'PLZ'],
  [
    'Müller & Söhne GmbH',
    'Köln',
    1234.5,
    { number: 36526, numFmt: 'dd.mm.yyyy' },
    true,
    { formula: 17.25 },
    { number: 1067, numFmt: '00000' },
  ],
  [
    'Bäckerei Straße',
    'Würzburg',
    70000,
    { number: 45000.75, numFmt: 'dd.mm.yyyy hh:mm' },
    false,
    { formula: { error: '#DIV/0!' } },
    { number: 80331, as: 'number' },
  ],
  ['Café Zürich AG', 'Genève', -7, null, { error: '#N/A' }, { formula: 'offen' }, 1],
];

const CUSTOMER_ROWS = [
  ['Müller & Söhne GmbH', 'Köln', '1234.5', '2000-01-01', 'TRUE', '17.25', '01067'],
  ['Bäckerei Straße', 'Würzburg', '70000', '2023-03-15T18:00:00', 'FALSE', '#DIV/0!', '80331'],
  ['Café Zürich AG', 'Genève', '-7', null, '#N/A', 'offen', '1'],
];

describe('Excel 2.x to 95 (BIFF2-BIFF7), issue 21 item 3', () => {
  it('reads Excel 2.x, 3.0 and 4.0 worksheets and Excel 5.0/95 workbooks like Excel 97-2003 ones', () => {
    for (const version of [2, 3, 4, 5, 8] as const) {
      const table = workbook({ version, sheets: [{ name: 'Kunden', rows: CUSTOMERS }] });
      expect([version, table.kind, table.columns, cells(table), table.warnings]).toEqual([
        version,
        'xls',
        ['Firmenname', 'Ort', 'Umsatz', 'Kunde seit', 'Aktiv', 'Saldo', 'PLZ'],
        CUSTOMER_ROWS,
        [],
      ]);
      // A BIFF2-4 file is one worksheet without a name of its own.
      expect(table.sheetName).toBe(version <= 4 ? 'Sheet1' : 'Kunden');
      expect(table.sheets).toEqual([{ name: version <= 4 ? 'Sheet1' : 'Kunden', hasData: true }]);
    }
  });

  it('reads the BIFF5 cell records MULRK and RSTRING, and BIFF2 INTEGER and NUMBER', () => {
    const biff5 = workbook({
      version: 5,
      sheets: [
        {
          name: 'Bericht',
          rows: [
            ['Name', 'A', 'B', 'C'],
            [{ rstring: 'Fett gedruckt' }, { mulrk: [1, 2.5, -3] }],
          ],
        },
      ],
    });
    expect(cells(biff5)).toEqual([['Fett gedruckt', '1', '2.5', '-3']]);
    const biff2 = workbook({
      version: 2,
      sheets: [
        {
          name: 'S',
          rows: [
            ['Integer', 'Number'],
            [{ number: 65535, as: 'integer' }, { number: 65535.5 }],
            [{ number: 0, as: 'integer' }, { number: -1 }],
          ],
        },
      ],
    });
    expect(cells(biff2)).toEqual([
      ['65535', '65535.5'],
      ['0', '-1'],
    ]);
  });

  it('gives dates by XF and FORMAT in the 1900 and 1904 systems, and without FORMAT records', () => {
    const rows: BiffCell[][] = [
      ['Datum', 'Zeit'],
      [
        { number: 45000, numFmt: 'd-mmm-yy' },
        { number: 45000.5, numFmt: 'm/d/yy h:mm' },
      ],
    ];
    for (const version of [3, 4, 5] as const) {
      expect(cells(workbook({ version, sheets: [{ name: 'S', rows }] }))).toEqual([
        ['2023-03-15', '2023-03-15T12:00:00'],
      ]);
      expect(cells(workbook({ version, date1904: true, sheets: [{ name: 'S', rows }] }))).toEqual([
        ['2027-03-16', '2027-03-16T12:00:00'],
      ]);
    }
    // Without FORMAT records, Excel 2.x-4.0 formats are named by their place in Excel's own list.
    for (const version of [2, 3, 4] as const) {
      const table = workbook({ version, omitFormats: true, sheets: [{ name: 'S', rows }] });
      expect([version, cells(table)]).toEqual([version, [['2023-03-15', '2023-03-15T12:00:00']]]);
    }
    // BIFF5 built-in format ids, as for BIFF8.
    const builtIn = workbook({
      version: 5,
      sheets: [{ name: 'S', rows: [['Datum'], [{ number: 41689.604166666664, numFmt: 14 }]] }],
    });
    expect(cells(builtIn)).toEqual([['2014-02-19']]);
  });

  it('decodes text in the code page of the CODEPAGE record, Windows-1252 without one', () => {
    const text = (codepage: number | null, value: string): string | null =>
      workbook({ version: 5, codepage, sheets: [{ name: 'S', rows: [['Name'], [value]] }] }).rows[0]!
        .cells[0]!;
    expect(text(null, 'Straße € „Zitat“')).toBe('Straße € „Zitat“');
    expect(text(1252, 'Straße € „Zitat“')).toBe('Straße € „Zitat“');
    expect(text(1251, 'Москва ООО')).toBe('Москва ООО');
    expect(text(1250, 'Łódź Spółka')).toBe('Łódź Spółka');
    expect(text(10000, 'Müller GmbH')).toBe('Müller GmbH'); // Mac Roman, as Excel for Mac wrote
    expect(text(32768, 'Müller GmbH')).toBe('Müller GmbH');
    // DOS code pages, which TextDecoder lacks: "Müller Straße" in 850 and 437.
    const dos = Buffer.from('4d816c6c65722053747261e165', 'hex');
    for (const codepage of [850, 437]) {
      const table = workbook({
        version: 4,
        codepage,
        sheets: [{ name: 'S', rows: [['Name'], [{ labelBytes: dos }]] }],
      });
      expect([codepage, table.rows[0]!.cells[0]]).toEqual([codepage, 'Müller Straße']);
    }
    // The sheet name is in the code page too.
    expect(
      workbook({ version: 5, codepage: 1251, sheets: [{ name: 'Клиенты', rows: [['a'], ['b']] }] }).sheetName,
    ).toBe('Клиенты');
  });

  it('reads a code page it cannot decode as Windows-1252, with a warning', () => {
    const table = workbook({
      version: 5,
      codepage: 9999,
      sheets: [{ name: 'S', rows: [['Name'], ['Müller']] }],
    });
    expect(table.rows[0]!.cells).toEqual(['Müller']);
    expect(table.warnings).toEqual([{ code: 'codepage_unsupported', params: { codepage: '9999' } }]);
  });

  it('holds the whole upper half of the DOS code pages', () => {
    for (const codepage of [437, 850]) {
      const all = codepageFor(codepage)!.decode(Uint8Array.from({ length: 256 }, (_, i) => i));
      expect([codepage, all.length, all.includes('\ufffd')]).toEqual([codepage, 256, false]);
    }
    expect(codepageFor(1)).toBeUndefined();
  });

  it('refuses an Excel 4.0 workbook (several sheets in one file) with a message naming the format', () => {
    const bytes = biffWorkbook({
      version: 4,
      biff4Workbook: true,
      sheets: [
        { name: 'Kunden', rows: [['Name'], ['Acme']] },
        { name: 'Umsatz', rows: [['Jahr'], [2024]] },
      ],
    });
    expect(sniffFile(bytes.subarray(0, 4096))).toBe('biff');
    expect(codeOf(() => read(bytes))).toBe('legacy_workbook_multiple_sheets');
  });

  it('knows a bare Excel 2.x-4.0 stream by its first bytes, never as "not a spreadsheet"', () => {
    for (const version of [2, 3, 4] as const) {
      const bytes = biffWorkbook({ version, sheets: [{ name: 'S', rows: [['a'], ['b']] }] });
      expect([version, sniffFile(bytes.subarray(0, 4096))]).toEqual([version, 'biff']);
    }
    // A bare BIFF5 or BIFF8 stream (outside a compound file) is read too.
    const biff8 = biffWorkbook({
      version: 8,
      container: 'bare',
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
    });
    expect(sniffFile(biff8.subarray(0, 4096))).toBe('biff');
    expect(cells(read(biff8))).toEqual([['b']]);
    // Text that happens to start with a tab is still text.
    expect(sniffFile(Buffer.from('\tName;Ort\r\nAcme;Köln\r\n'))).toBe('csv');
  });
});

describe("the upload benchmark's BIFF5 workbook (issue 21 item 10)", () => {
  it('holds the rows asked for, as many as one BIFF5 sheet can', () => {
    const table = read(largeBiff5Workbook(300));
    expect(table.sheetName).toBe('Kunden');
    expect(table.columns).toEqual([
      'Kundennummer',
      'Firmenname',
      'Straße',
      'PLZ',
      'Ort',
      'Telefon',
      'Umsatz',
      'Kunde seit',
    ]);
    expect(table.rows).toHaveLength(300);
    expect(table.rows[0]!.cells).toEqual([
      '100001',
      'Müller 1 AG',
      'Bahnhofstraße 2',
      '17919',
      'Köln',
      '+49 201 100031',
      '7.31',
      '2000-01-02',
    ]);
    expect(() => largeBiff5Workbook(65_536)).toThrow('65,536 rows');
  });
});

describe('the sheet the user chose (issue 21 item 6)', () => {
  const spec = (version: 5 | 8): BiffWorkbookSpec => ({
    version,
    sheets: [
      { name: 'Leer', rows: [] },
      { name: 'Kunden', rows: [['Name'], ['Acme']] },
      { name: 'Lieferanten', rows: [['Name'], ['Beta'], ['Gamma']] },
      { name: 'Versteckt', hidden: true, rows: [['Name'], ['Geheim']] },
      { name: 'Diagramm', chart: true, rows: [] },
    ],
  });

  it('lists every sheet with whether it holds data, and reads the one named', () => {
    for (const version of [5, 8] as const) {
      const bytes = biffWorkbook(spec(version));
      const first = read(bytes);
      expect(first.sheetName).toBe('Kunden');
      expect(first.sheets).toEqual([
        { name: 'Leer', hasData: false },
        { name: 'Kunden', hasData: true },
        { name: 'Lieferanten', hasData: true },
        { name: 'Versteckt', hasData: true },
        { name: 'Diagramm', hasData: false },
      ]);
      expect(first.warnings.map((w) => w.code)).toEqual([
        'first_sheet_empty',
        'sheet_ignored',
        'hidden_sheet_ignored',
      ]);
      const chosen = read(bytes, 'Lieferanten');
      expect([chosen.sheetName, cells(chosen), chosen.warnings]).toEqual([
        'Lieferanten',
        [['Beta'], ['Gamma']],
        [],
      ]);
      expect(chosen.sheets).toEqual(first.sheets);
    }
  });

  it('gives sheet_not_found for a name the workbook lacks, and reads Sheet1 of an Excel 4.0 worksheet', () => {
    expect(codeOf(() => read(biffWorkbook(spec(8)), 'Kunden2'))).toBe('sheet_not_found');
    try {
      read(biffWorkbook(spec(5)), 'kunden');
    } catch (error) {
      expect((error as ParseError).params).toEqual({ sheet: 'kunden' });
    }
    const biff4 = biffWorkbook({ version: 4, sheets: [{ name: 'S', rows: [['a'], ['b']] }] });
    expect(cells(read(biff4, 'Sheet1'))).toEqual([['b']]);
    expect(codeOf(() => read(biff4, 'Tabelle1'))).toBe('sheet_not_found');
  });
});

describe('public files of other readers (../shared/data/spreadsheets, copied with their licences)', () => {
  const file = (name: string): Buffer => readFileSync(join(FIXTURES, name));

  it('biff4-worksheet.xls: an Excel 4.0 worksheet of 27 rows without CODEPAGE and FORMAT records', () => {
    const bytes = file('biff4-worksheet.xls');
    expect(sniffFile(bytes.subarray(0, 4096))).toBe('biff');
    const table = read(bytes);
    expect(table.columns).toEqual(['ID', 'TOTAL', 'MAIN', 'SUB']);
    expect(table.rows).toHaveLength(26); // 27 rows with the header
    expect(table.rows[0]).toEqual({
      rowId: 1,
      cells: ['A', 'DOG & CAT PRODUCTS', 'Dog & Cat Product', null],
    });
    expect(table.rows[6]!.cells).toEqual(['G', 'GROOMING', 'Gooming', null]);
    expect(table.rows[25]!.cells).toEqual(['Z', 'GIFTWARE', 'Giftware', null]);
    expect(table.warnings).toEqual([]);
  });

  it('biff5-write.xls: Excel 95 written by another library: numbers, booleans, text, a date', () => {
    const table = read(file('biff5-write.xls'));
    expect(table.sheetName).toBe('SheetJS');
    expect(table.columns).toEqual(['1', '2', '3', 'Column D']);
    expect(cells(table)).toEqual([
      ['TRUE', 'FALSE', null, 'sheetjs'],
      ['foo', 'bar', '2014-02-19', '0.3'], // 41689.6 with the built-in date format 14
      ['baz', null, 'qux', null],
    ]);
  });

  it('biff5-formula.xls: a formula cell gives its cached result', () => {
    const table = read(file('biff5-formula.xls'));
    expect(cells(table)[2]).toEqual(['baz', '1', 'qux', null]); // B4 =A1, cached 1
  });

  it('biff5-malformed-format.xls: an Excel 5.0 calendar of 38 rows and 24 columns, text in cp1252', () => {
    const table = read(file('biff5-malformed-format.xls'));
    expect(table.sheetName).toBe('2014');
    expect(table.columns).toHaveLength(24);
    // Rows 1 (the months) and 2 (the header found under them), 34 data rows, 2 empty ones.
    expect(table.rows.length + table.emptyRows + 2).toBe(38);
    expect(table.warnings[0]).toEqual({ code: 'header_row_detected', params: { skipped: 1, line: 2 } });
    expect(table.columns.slice(0, 2)).toEqual(['1', 'Capodanno']);
    const texts = table.rows.flatMap((r) => r.cells);
    expect(texts).toContain('Ferragosto');
    expect(texts).toContain('Festività calendario');
    expect(texts).toContain('Immacolata');
  });
});
