import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptedOoxml,
  xlsxWorkbook,
  zipArchive,
  type XlsxSpec,
} from '../../../test/upload-fixtures/workbooks.ts';
import {
  DAMAGED_SHEET_NAME,
  SHEET_DAMAGES,
  trailingPartName,
  workbookWithDamagedSheet,
  workbookWithTrailingContent,
  type TrailingPart,
} from '../../../test/upload-fixtures/sloppy-files.ts';
import {
  DEFAULT_PARSE_LIMITS,
  ParseError,
  type ParsedTable,
  type ParseErrorCode,
  type ParseLimits,
} from './types.ts';
import { readCfbWorkbook } from './xls.ts';
import { readXlsx, readXlsxBuffer } from './xlsx.ts';

const limits = DEFAULT_PARSE_LIMITS;

function read(bytes: Buffer, with_: Partial<ParseLimits> = {}): Promise<ParsedTable> {
  return readXlsxBuffer(bytes, { ...limits, ...with_ });
}

function workbook(spec: XlsxSpec): Promise<ParsedTable> {
  return read(xlsxWorkbook(spec));
}

async function codeOf(run: () => Promise<unknown>): Promise<ParseErrorCode | 'none'> {
  try {
    await run();
    return 'none';
  } catch (error) {
    if (error instanceof ParseError) return error.code;
    throw error;
  }
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'datacare-xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('xlsx reader', () => {
  it('reads shared and inline strings, numbers, booleans, errors and ISO date cells', async () => {
    const table = await workbook({
      sheets: [
        {
          name: 'Firmen',
          rows: [
            ['Name', 'Umsatz', 'Aktiv', 'Fehler', 'Datum', 'Inline'],
            [
              'Müller & Söhne <GmbH>',
              1234.5,
              true,
              { t: 'e', v: '#N/A' },
              { t: 'd', v: '2024-02-29T00:00:00' },
              { inline: 'inline € text' },
            ],
            [
              'Acme',
              -3,
              false,
              { t: 'e', v: '#DIV/0!' },
              { t: 'd', v: '2024-02-29T13:45:00' },
              { t: 'str', v: 'x' },
            ],
          ],
        },
      ],
    });
    expect(table.kind).toBe('xlsx');
    expect(table.sheetName).toBe('Firmen');
    expect(table.columns).toEqual(['Name', 'Umsatz', 'Aktiv', 'Fehler', 'Datum', 'Inline']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Müller & Söhne <GmbH>', '1234.5', 'TRUE', '#N/A', '2024-02-29', 'inline € text'] },
      { rowId: 2, cells: ['Acme', '-3', 'FALSE', '#DIV/0!', '2024-02-29T13:45:00', 'x'] },
    ]);
    expect(table.warnings).toEqual([]);
  });

  it('reads namespace-prefixed parts, rich text runs without phonetic runs, and _xHHHH_ escapes', async () => {
    const table = await workbook({
      prefix: 'x',
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Note'],
            [
              {
                si: '<r><t>Tokyo </t></r><r><rPr><b/></rPr><t>Trading</t></r><rPh sb="0" eb="5"><t>トウキョウ</t></rPh>',
              },
              'line one_x000D_\nline two _x005F_x000D_',
            ],
          ],
        },
      ],
    });
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Tokyo Trading', 'line one\r\nline two _x000D_'] }]);
  });

  it('places cells by their reference and without one after the previous cell or row', async () => {
    const table = await workbook({
      sheets: [
        {
          name: 'S',
          rows: [
            { cells: ['A', 'B', 'C', 'D'] },
            {
              r: 3,
              cells: [
                { r: 'D3', v: 4 },
                { r: 'B3', v: 2 },
              ],
            },
            {
              r: false,
              cells: [
                { r: false, v: 1 },
                { r: false, v: 2 },
                { r: 'D4', v: 4 },
              ],
            },
          ],
        },
      ],
    });
    expect(table.rows).toEqual([
      { rowId: 2, cells: [null, '2', null, '4'] },
      { rowId: 3, cells: ['1', '2', null, '4'] },
    ]);
    expect(table.emptyRows).toBe(1);
  });

  it('reads only the real cells of a sheet declaring A1:XFD1048576 (bad-inputs 20)', async () => {
    const table = await workbook({
      sheets: [{ name: 'Big', dimension: 'A1:XFD1048576', rows: [['Name'], ['Acme'], ['Beta']] }],
    });
    expect(table.columns).toEqual(['Name']);
    expect(table.rows).toEqual([
      { rowId: 1, cells: ['Acme'] },
      { rowId: 2, cells: ['Beta'] },
    ]);
    expect(table.emptyRows).toBe(0);
  });

  it('counts the rows between far apart cells as empty, and refuses rows past the sheet limit', async () => {
    const far = await workbook({
      sheets: [{ name: 'S', rows: [['Name'], { r: 1_048_576, cells: ['Last'] }] }],
    });
    expect(far.rows).toEqual([{ rowId: 1_048_575, cells: ['Last'] }]);
    expect(far.emptyRows).toBe(1_048_574);
    const past = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name'], { r: 1_048_577, cells: ['x'] }] }] });
    expect(await codeOf(() => read(past))).toBe('corrupt_file');
    const wide = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name', { r: 'XFE1', v: 1 }]] }] });
    expect(await codeOf(() => read(wide))).toBe('corrupt_file');
  });

  it('applies the column and cell limits of the table builder', async () => {
    const wide = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name', { r: 'AAA1', v: 1 }], ['x']] }] });
    expect(await codeOf(() => read(wide, { maxColumns: 100 }))).toBe('too_many_columns');
    const long = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name'], ['x'.repeat(200)]] }] });
    expect(await codeOf(() => read(long, { maxCellChars: 100 }))).toBe('cell_too_long');
    const many = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name'], ['a'], ['b'], ['c']] }] });
    const capped = await read(many, { maxRows: 2 });
    expect(capped.rows.map((r) => r.cells[0])).toEqual(['a', 'b']);
    expect(capped.droppedRows).toBe(1);
  });

  it('gives formulas their cached value, never evaluated, and keeps =, @, +, TAB, CR text as text (bad-inputs 21)', async () => {
    const table = await workbook({
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Link', 'Sum', 'Text'],
            [
              'a',
              { f: 'HYPERLINK("https://example.com","Example")', t: 'str', v: 'Example' },
              { f: 'SUM(1,2)', v: 3 },
              '=SUM(A1:A9)',
            ],
            [
              'b',
              { f: 'HYPERLINK("http://127.0.0.1/","x")', t: 'str', v: '' },
              { f: '1/0', t: 'e', v: '#DIV/0!' },
              '@SUM(1)',
            ],
            ['c', { f: 'A1' }, { f: 'TRUE()', t: 'b', v: 1 }, '+1+1'],
            ['d', null, null, '\tTab'],
            ['e', null, null, '_x000D_CR'],
            ['f', null, null, { inline: '=cmd|" /C calc"!A0' }],
          ],
        },
      ],
    });
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['a', 'Example', '3', '=SUM(A1:A9)'],
      ['b', null, '#DIV/0!', '@SUM(1)'],
      ['c', null, 'TRUE', '+1+1'],
      ['d', null, null, '\tTab'],
      ['e', null, null, '\rCR'],
      ['f', null, null, '=cmd|" /C calc"!A0'],
    ]);
    expect(table.warnings).toEqual([
      { code: 'formula_without_value', row: 3, column: 'Link', params: { cell: 'B4' } },
    ]);
  });

  it('keeps leading zeros, long ids and turns serial dates into ISO dates in both systems (bad-inputs 23)', async () => {
    const rows = [
      ['Zip text', 'Zip number', 'Id', 'Id text', 'Founded', 'Updated', 'Time', 'Amount'],
      [
        '01067',
        { v: 1067, numFmt: '00000' },
        { v: '4015123456789012' },
        '4015123456789012',
        { v: 45000, numFmt: 14 },
        { v: 45000.75, numFmt: 'dd.mm.yyyy hh:mm' },
        { v: 0.5, numFmt: 'h:mm' },
        { v: 1234.5, numFmt: '#,##0.00 €' },
      ],
      [
        '99084',
        { v: 99084, numFmt: '00000' },
        { v: '4.015123456789012E+15' },
        '',
        { v: 1, numFmt: 'yyyy-mm-dd' },
        null,
        null,
        { v: '0.30000000000000004' },
      ],
    ];
    const t1900 = await workbook({ sheets: [{ name: 'S', rows }] });
    expect(t1900.rows.map((r) => r.cells)).toEqual([
      [
        '01067',
        '01067',
        '4015123456789012',
        '4015123456789012',
        '2023-03-15',
        '2023-03-15T18:00:00',
        '12:00',
        '1234.5',
      ],
      ['99084', '99084', '4015123456789012', null, '1900-01-01', null, null, '0.3'],
    ]);
    const t1904 = await workbook({ date1904: true, sheets: [{ name: 'S', rows }] });
    expect(t1904.rows.map((r) => r.cells[4])).toEqual(['2027-03-16', '1904-01-02']);
    expect(t1904.rows[0]!.cells[5]).toBe('2027-03-16T18:00:00');
  });

  it('keeps a merged range’s value in its top-left cell, the others empty (bad-inputs 24)', async () => {
    const table = await workbook({
      sheets: [
        {
          name: 'S',
          mergeCells: ['B2:C3'],
          rows: [
            ['Name', 'Group', 'Sub'],
            ['a', 'Merged', null],
            ['b', null, null],
          ],
        },
      ],
    });
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['a', 'Merged', null],
      ['b', null, null],
    ]);
  });

  it('takes the first visible sheet with data; warns about the empty first, other and hidden sheets (bad-inputs 24)', async () => {
    const table = await workbook({
      sheets: [
        { name: 'Chart', chart: true },
        { name: 'Leer', rows: [[null], [{ s: 0 }]] },
        { name: 'Versteckt', hidden: true, rows: [['Secret'], ['do not import']] },
        { name: 'Daten', rows: [['Name'], ['Acme']] },
        { name: 'Mehr', rows: [['Other'], ['x']] },
        { name: 'Ganz versteckt', hidden: 'veryHidden', rows: [['Secret'], ['y']] },
        { name: 'Versteckt leer', hidden: true, rows: [] },
      ],
    });
    expect(table.sheetName).toBe('Daten');
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Acme'] }]);
    expect(table.warnings).toEqual([
      { code: 'first_sheet_empty', params: { sheet: 'Daten' } },
      { code: 'hidden_sheet_ignored', params: { sheet: 'Versteckt' } },
      { code: 'sheet_ignored', params: { sheet: 'Mehr' } },
      { code: 'hidden_sheet_ignored', params: { sheet: 'Ganz versteckt' } },
    ]);
  });

  it('never imports a hidden sheet, even the only one with data; a workbook without cells is no_data (bad-inputs 24, 25)', async () => {
    expect(await codeOf(() => workbook({ sheets: [{ name: 'Sheet1', rows: [] }] }))).toBe('no_data');
    expect(await codeOf(() => workbook({ sheets: [{ name: 'Sheet1', rows: [[null, ''], ['  ']] }] }))).toBe(
      'no_data',
    );
    expect(
      await codeOf(() =>
        workbook({
          sheets: [
            { name: 'Visible', rows: [] },
            { name: 'Hidden', hidden: true, rows: [['a'], ['b']] },
          ],
        }),
      ),
    ).toBe('no_data');
    expect(await codeOf(() => workbook({ sheets: [{ name: 'S', rows: [['Header only']] }] }))).toBe(
      'no_data_rows',
    );
  });

  it('gives password_protected for an encrypted xlsx and an encrypted zip entry (bad-inputs 26)', async () => {
    const path = join(dir, 'encrypted.xlsx');
    await writeFile(path, encryptedOoxml());
    expect(await codeOf(() => readCfbWorkbook(path, limits))).toBe('password_protected');
    const zipped = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
      entryOptions: { 'xl/worksheets/sheet1.xml': { encrypted: true } },
    });
    expect(await codeOf(() => read(zipped))).toBe('password_protected');
  });

  it('gives corrupt_file for a truncated xlsx at any cut point, and never an uncaught error on byte flips (bad-inputs 27)', async () => {
    const good = xlsxWorkbook({
      sheets: [
        {
          name: 'S',
          rows: Array.from({ length: 50 }, (_, i) => [`name ${i}`, i, { v: 45000 + i, numFmt: 14 }]),
        },
      ],
    });
    expect((await read(good)).rows).toHaveLength(49);
    for (const share of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99]) {
      const cut = Math.floor(good.length * share);
      expect([cut, await codeOf(() => read(good.subarray(0, cut)))]).toEqual([cut, 'corrupt_file']);
    }
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const codes = new Set<string>();
    for (let round = 0; round < 200; round++) {
      const bytes = Buffer.from(good);
      for (let k = 0; k < 1 + random(3); k++) bytes[random(bytes.length)] = random(256);
      codes.add(await codeOf(() => read(bytes)));
    }
    expect(codes.has('corrupt_file')).toBe(true);
    for (const code of codes) {
      expect([
        'none',
        'corrupt_file',
        'file_too_complex',
        'password_protected',
        'unsupported_format',
        'not_a_spreadsheet',
        'no_data',
        'no_data_rows',
        'too_many_columns',
      ]).toContain(code);
    }
  });

  it('refuses a sheet declared at several GB before inflating it (bad-inputs 28)', async () => {
    const bytes = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
      // Garbage instead of deflate data: inflating it would give corrupt_file, not file_too_complex.
      entryOptions: {
        'xl/worksheets/sheet1.xml': { declaredSize: 3_900_000_000, compressed: Buffer.from('not deflate') },
      },
    });
    expect(await codeOf(() => read(bytes))).toBe('file_too_complex');
    const zip64 = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
      zip: { zip64: true },
      entryOptions: {
        'xl/sharedStrings.xml': { declaredSize: 8 * 1024 ** 3, compressed: Buffer.from('not deflate') },
      },
    });
    expect(await codeOf(() => read(zip64))).toBe('file_too_complex');
  });

  it('stops a real deflate bomb at the output cap whatever its header says (bad-inputs 28, 29)', async () => {
    const rows =
      '<row><c t="inlineStr"><is><t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</t></is></c></row>'.repeat(
        200_000,
      );
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
    const compressed = zlib.deflateRawSync(Buffer.from(sheet), { level: 9 });
    const bytes = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a']] }],
      replaceParts: { 'xl/worksheets/sheet1.xml': sheet },
      entryOptions: { 'xl/worksheets/sheet1.xml': { compressed, declaredSize: 2000 } },
    });
    expect(compressed.length).toBeLessThan(200_000);
    expect(await codeOf(() => read(bytes, { maxPartBytes: 1024 * 1024 }))).toBe('file_too_complex');
    // Inflating stops right after the declared size, even when the part limit is far away.
    expect(await codeOf(() => read(bytes, { maxPartBytes: 64 * 1024 * 1024 }))).toBe('file_too_complex');
    // An honest header over the part limit is refused before inflating.
    const honest = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a']] }],
      replaceParts: { 'xl/worksheets/sheet1.xml': sheet },
      entryOptions: { 'xl/worksheets/sheet1.xml': { compressed } },
    });
    expect(await codeOf(() => read(honest, { maxPartBytes: 1024 * 1024 }))).toBe('file_too_complex');
    const table = await read(honest, { maxPartBytes: 64 * 1024 * 1024 });
    expect(table.rows.length + table.droppedRows).toBe(199_999);
  });

  it('refuses 10,000 entries before reading any part (bad-inputs 28)', async () => {
    const extra = Array.from({ length: 10_000 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      data: '',
      method: 0,
    }));
    const bytes = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['a'], ['b']] }], extraEntries: extra });
    expect(await codeOf(() => read(bytes))).toBe('file_too_complex');
  });

  it('never opens a zip nested in the container (bad-inputs 28)', async () => {
    const bomb = zlib.deflateRawSync(Buffer.alloc(50 * 1024 * 1024));
    const nested = zipArchive([
      { name: 'inner.xml', data: Buffer.alloc(0), compressed: bomb, declaredSize: 10 },
    ]);
    const table = await read(
      xlsxWorkbook({
        sheets: [{ name: 'S', rows: [['Name'], ['Acme']] }],
        extraEntries: [
          { name: 'xl/embeddings/oleObject1.zip', data: nested, method: 0 },
          {
            name: 'xl/embeddings/broken.bin',
            data: Buffer.alloc(0),
            compressed: bomb,
            declaredSize: 10,
            crc32: 1,
          },
        ],
      }),
      { maxPartBytes: 1024 * 1024 },
    );
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Acme'] }]);
  });

  it('refuses a billion-laughs DTD in sharedStrings.xml without expanding it (bad-inputs 30)', async () => {
    const lol = [
      '<!DOCTYPE sst [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
    ].join('');
    const bytes = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['Name'], ['x']] }],
      replaceParts: {
        'xl/sharedStrings.xml': `<?xml version="1.0"?>${lol}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&lol9;</t></si><si><t>x</t></si></sst>`,
      },
    });
    const before = process.memoryUsage().heapUsed;
    expect(await codeOf(() => read(bytes))).toBe('corrupt_file');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses XXE entities: no file content in any cell, the loopback listener sees no request (bad-inputs 31)', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end('root:x:0:0:root:/root:/bin/bash\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const doctypes = [
        '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        `<!DOCTYPE sst [<!ENTITY xxe SYSTEM "http://127.0.0.1:${port}/">]>`,
        `<!DOCTYPE sst SYSTEM "http://127.0.0.1:${port}/dtd">`,
        `<!DOCTYPE sst [<!ENTITY % remote SYSTEM "http://127.0.0.1:${port}/p"> %remote;]>`,
      ];
      for (const doctype of doctypes) {
        for (const part of [
          'xl/sharedStrings.xml',
          'xl/worksheets/sheet1.xml',
          'xl/workbook.xml',
          '[Content_Types].xml',
        ]) {
          const bytes = xlsxWorkbook({
            sheets: [{ name: 'S', rows: [['Name'], ['&xxe;'], [{ inline: 'x' }]] }],
            xmlPrefix: { [part]: doctype },
          });
          let table: ParsedTable | undefined;
          const code = await codeOf(async () => {
            table = await read(bytes);
          });
          if (part === '[Content_Types].xml') {
            // Not read at all: the workbook is found through the relationships.
            expect(code).toBe('none');
          } else {
            expect([part, code]).toEqual([part, 'corrupt_file']);
          }
          for (const row of table?.rows ?? [])
            for (const cell of row.cells) expect(cell ?? '').not.toContain('root:');
        }
      }
      // An entity reference without a DTD is not well-formed either.
      const undeclared = xlsxWorkbook({
        sheets: [{ name: 'S', rows: [['Name'], ['x']] }],
        replaceParts: {
          'xl/sharedStrings.xml':
            '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&xxe;</t></si><si><t>x</t></si></sst>',
        },
      });
      expect(await codeOf(() => read(undeclared))).toBe('corrupt_file');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads by content whatever the file name: xlsx bytes named .csv (bad-inputs 33)', async () => {
    const path = join(dir, 'companies.csv');
    await writeFile(path, xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name'], ['Acme']] }] }));
    const table = await readXlsx(path, limits);
    expect(table.kind).toBe('xlsx');
    expect(table.rows).toEqual([{ rowId: 1, cells: ['Acme'] }]);
    const noExtension = join(dir, 'upload');
    await writeFile(noExtension, xlsxWorkbook({ sheets: [{ name: 'S', rows: [['Name'], ['Beta']] }] }));
    expect((await readXlsx(noExtension, limits)).rows[0]!.cells).toEqual(['Beta']);
  });

  it('tells other zip files apart: docx or plain zip not_a_spreadsheet, ods and xlsb unsupported_format', async () => {
    const docx = zipArchive([
      {
        name: '[Content_Types].xml',
        data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      },
      {
        name: '_rels/.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
      { name: 'word/document.xml', data: '<w:document xmlns:w="urn:w"/>' },
    ]);
    expect(await codeOf(() => read(docx))).toBe('not_a_spreadsheet');
    expect(await codeOf(() => read(zipArchive([{ name: 'readme.txt', data: 'hello' }])))).toBe(
      'not_a_spreadsheet',
    );
    const ods = zipArchive([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet', method: 0 },
      { name: 'content.xml', data: '<office:document-content xmlns:office="urn:o"/>' },
    ]);
    expect(await codeOf(() => read(ods))).toBe('unsupported_format');
    const xlsb = zipArchive([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.bin', data: 'binary' },
    ]);
    expect(await codeOf(() => read(xlsb))).toBe('unsupported_format');
    expect(await codeOf(() => read(Buffer.from('Name;City\nAcme;Berlin\n')))).toBe('corrupt_file');
  });

  it('gives corrupt_file for broken parts: a missing sheet, a bad shared string index, bad XML', async () => {
    const missing = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
      omitParts: ['xl/worksheets/sheet1.xml'],
    });
    expect(await codeOf(() => read(missing))).toBe('corrupt_file');
    const badIndex = xlsxWorkbook({ sheets: [{ name: 'S', rows: [['a'], [{ t: 's', v: 99 }]] }] });
    expect(await codeOf(() => read(badIndex))).toBe('corrupt_file');
    const badXml = xlsxWorkbook({
      sheets: [{ name: 'S', rows: [['a'], ['b']] }],
      replaceParts: {
        'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row><c><v>1</v></row></sheetData></worksheet>',
      },
    });
    expect(await codeOf(() => read(badXml))).toBe('corrupt_file');
  });

  it('imports the good sheet when another one is damaged, naming the skipped sheet (issue 21 item 5)', async () => {
    for (const damage of SHEET_DAMAGES) {
      for (const damagedFirst of [false, true]) {
        const table = await read(workbookWithDamagedSheet(damage, { damagedFirst }));
        expect([damage, damagedFirst, table.sheetName, table.rows, table.warnings]).toEqual([
          damage,
          damagedFirst,
          'Firmen',
          [
            { rowId: 1, cells: ['Müller GmbH', 'Köln'] },
            { rowId: 2, cells: ['Schmidt AG', 'Berlin'] },
          ],
          [{ code: 'sheet_unreadable', params: { sheet: DAMAGED_SHEET_NAME } }],
        ]);
        const sheets = [
          { name: 'Firmen', hasData: true },
          { name: DAMAGED_SHEET_NAME, hasData: false },
        ];
        expect(table.sheets).toEqual(damagedFirst ? sheets.reverse() : sheets);
      }
    }
  });

  it('refuses a workbook whose only sheets with data are damaged, and a damaged sheet chosen by name', async () => {
    const onlyDamaged = xlsxWorkbook({
      sheets: [
        { name: 'Leer', rows: [] },
        { name: 'Kaputt', rows: [['a'], ['b']] },
      ],
      omitParts: ['xl/worksheets/sheet2.xml'],
    });
    expect(await codeOf(() => read(onlyDamaged))).toBe('corrupt_file');
    const damaged = workbookWithDamagedSheet('unparsable-part');
    expect(await codeOf(() => readXlsxBuffer(damaged, limits, { sheetName: DAMAGED_SHEET_NAME }))).toBe(
      'corrupt_file',
    );
  });

  it('reads a part with text or elements after its root element, with a warning (issue 21 item 5)', async () => {
    const tails: [TrailingPart, string][] = [
      ['sheet', 'garbage'],
      ['sheet', '\0\0\0\0'],
      ['sheet', '<row r="9"><c r="A9" t="inlineStr"><is><t>Kopie</t></is></c></row></sheetData></worksheet>'],
      ['sharedStrings', '<si><t>x</t></si>'],
      ['workbook', ' </workbook>'],
    ];
    for (const [where, tail] of tails) {
      const table = await read(workbookWithTrailingContent(where, tail));
      expect([where, tail, table.rows, table.warnings]).toEqual([
        where,
        tail,
        [
          { rowId: 1, cells: ['Müller GmbH', 'Köln'] },
          { rowId: 2, cells: ['Schmidt AG', 'Berlin'] },
        ],
        [{ code: 'xml_trailing_content', params: { part: trailingPartName(where) } }],
      ]);
    }
    // Whitespace and comments after the root element are well-formed: no warning.
    const comment = await read(workbookWithTrailingContent('sheet', '\r\n<!-- written by a tool -->\n'));
    expect(comment.warnings).toEqual([]);
  });

  it('still refuses a DTD after the root element of a part (bad-inputs 30, 31)', async () => {
    for (const where of ['sheet', 'sharedStrings', 'workbook'] as const) {
      const bytes = workbookWithTrailingContent(
        where,
        '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
      );
      expect([where, await codeOf(() => read(bytes))]).toEqual([where, 'corrupt_file']);
    }
  });

  it('reads the sheet chosen by name and lists every sheet with whether it has data (issue 21)', async () => {
    const bytes = xlsxWorkbook({
      sheets: [
        { name: 'Chart', chart: true },
        { name: 'Firmen', rows: [['Name'], ['Acme']] },
        { name: 'Leer', rows: [] },
        { name: 'Versteckt', hidden: true, rows: [['Geheim'], ['x']] },
        { name: 'Kontakte', rows: [['Kontakt'], ['Eva']] },
      ],
    });
    const sheets = [
      { name: 'Chart', hasData: false },
      { name: 'Firmen', hasData: true },
      { name: 'Leer', hasData: false },
      { name: 'Versteckt', hasData: true },
      { name: 'Kontakte', hasData: true },
    ];
    const first = await read(bytes);
    expect([first.sheetName, first.sheets]).toEqual(['Firmen', sheets]);
    const chosen = await readXlsxBuffer(bytes, limits, { sheetName: 'Kontakte' });
    expect([chosen.sheetName, chosen.columns, chosen.rows, chosen.warnings, chosen.sheets]).toEqual([
      'Kontakte',
      ['Kontakt'],
      [{ rowId: 1, cells: ['Eva'] }],
      [],
      sheets,
    ]);
    const hidden = await readXlsxBuffer(bytes, limits, { sheetName: 'Versteckt' });
    expect(hidden.rows).toEqual([{ rowId: 1, cells: ['x'] }]);
    expect(await codeOf(() => readXlsxBuffer(bytes, limits, { sheetName: 'Leer' }))).toBe('no_data');
    expect(await codeOf(() => readXlsxBuffer(bytes, limits, { sheetName: 'kontakte ' }))).toBe(
      'sheet_not_found',
    );
    const path = join(dir, 'sheets.xlsx');
    await writeFile(path, bytes);
    expect((await readXlsx(path, limits, { sheetName: 'Kontakte' })).sheetName).toBe('Kontakte');
  });

  it('reads without styles, shared strings or package relationships', async () => {
    const bytes = xlsxWorkbook({
      sharedStrings: false,
      sheets: [
        {
          name: 'S',
          rows: [
            ['Name', 'Count'],
            ['Acme', 3],
          ],
        },
      ],
      omitParts: ['xl/styles.xml', 'xl/sharedStrings.xml', '_rels/.rels', '[Content_Types].xml'],
    });
    expect((await read(bytes)).rows).toEqual([{ rowId: 1, cells: ['Acme', '3'] }]);
  });

  it('streams a larger sheet into the table', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [
      `Firma ${i}`,
      i,
      { v: 40000 + (i % 1000), numFmt: 14 },
      `${i % 7}`,
    ]);
    const table = await workbook({
      sheets: [{ name: 'S', rows: [['Name', 'Nr', 'Datum', 'Klasse'], ...rows] }],
    });
    expect(table.rows).toHaveLength(20_000);
    expect(table.rows[19_999]).toEqual({ rowId: 20_000, cells: ['Firma 19999', '19999', '2012-03-31', '0'] });
  });

  it('reads what exceljs writes: shared strings, styles, dates, zero-padded numbers, formulas, hidden sheets', async () => {
    const wb = new ExcelJS.Workbook();
    const empty = wb.addWorksheet('Deckblatt');
    void empty;
    const ws = wb.addWorksheet('Firmen');
    ws.addRow([
      'Name',
      'PLZ',
      'PLZ Text',
      'Gegründet',
      'Aktualisiert',
      'Id',
      'Umsatz',
      'Web',
      'Aktiv',
      'Hinweis',
    ]);
    ws.addRow([
      'Müller GmbH',
      1067,
      '01067',
      new Date(Date.UTC(1998, 4, 17)),
      new Date(Date.UTC(2024, 0, 15, 9, 30, 0)),
      4015123456789012,
      1234567.891,
      { formula: 'HYPERLINK("https://mueller.example","mueller.example")', result: 'mueller.example' },
      true,
      { richText: [{ text: 'fett ', font: { bold: true } }, { text: 'normal' }] },
    ]);
    ws.addRow([
      'Straße & Co',
      99084,
      '99084',
      new Date(Date.UTC(2001, 0, 1)),
      null,
      12,
      -0.5,
      '=1+1',
      false,
      '@acme',
    ]);
    ws.getColumn(2).numFmt = '00000';
    ws.getCell('B2').numFmt = '00000';
    ws.getCell('B3').numFmt = '00000';
    ws.getCell('D2').numFmt = 'dd.mm.yyyy';
    ws.getCell('D3').numFmt = 'dd.mm.yyyy';
    ws.getCell('E2').numFmt = 'yyyy-mm-dd hh:mm:ss';
    ws.mergeCells('A5:C5');
    ws.getCell('A5').value = 'Zusammengeführt';
    const hidden = wb.addWorksheet('Intern', { state: 'hidden' });
    hidden.addRow(['geheim']);
    const path = join(dir, 'exceljs.xlsx');
    await writeFile(path, Buffer.from(await wb.xlsx.writeBuffer()));

    const table = await readXlsx(path, limits);
    expect(table.sheetName).toBe('Firmen');
    expect(table.columns).toEqual([
      'Name',
      'PLZ',
      'PLZ Text',
      'Gegründet',
      'Aktualisiert',
      'Id',
      'Umsatz',
      'Web',
      'Aktiv',
      'Hinweis',
    ]);
    expect(table.rows).toEqual([
      {
        rowId: 1,
        cells: [
          'Müller GmbH',
          '01067',
          '01067',
          '1998-05-17',
          '2024-01-15T09:30:00',
          '4015123456789012',
          '1234567.891',
          'mueller.example',
          'TRUE',
          'fett normal',
        ],
      },
      {
        rowId: 2,
        cells: ['Straße & Co', '99084', '99084', '2001-01-01', null, '12', '-0.5', '=1+1', 'FALSE', '@acme'],
      },
      { rowId: 4, cells: ['Zusammengeführt', null, null, null, null, null, null, null, null, null] },
    ]);
    expect(table.warnings).toEqual([
      { code: 'first_sheet_empty', params: { sheet: 'Firmen' } },
      { code: 'hidden_sheet_ignored', params: { sheet: 'Intern' } },
    ]);

    wb.properties.date1904 = true;
    const path1904 = join(dir, 'exceljs-1904.xlsx');
    await writeFile(path1904, Buffer.from(await wb.xlsx.writeBuffer()));
    const t1904 = await readXlsx(path1904, limits);
    expect(t1904.rows[0]!.cells[3]).toBe('1998-05-17');
  });
});
