/**
 * The upload cases of ../shared/reliability/bad-inputs.md (1-36) as named fixtures: each entry
 * says which case it belongs to, the name it is uploaded under and how its bytes are built (from
 * the builders in text.ts and workbooks.ts; nothing binary is kept in the repository).
 *
 * - server/src/imports/bad-inputs.test.ts uploads every entry through `POST /backend/import/upload`
 *   and asserts what the user sees;
 * - generate.ts writes every entry to a folder as `NN-name.ext`, to try them by hand in the browser.
 *
 * Big cases are kept to a size a test run can afford; their comments say how they stand in for the
 * sizes of the document.
 */
import zlib from 'node:zlib';
import * as text from './text.ts';
import {
  encryptedOoxml,
  xlsWorkbook,
  xlsxWorkbook,
  zipArchive,
  type XlsSheetSpec,
  type XlsxSheetSpec,
} from './workbooks.ts';

/** Inputs some builders take; every builder works without them. */
export interface CaseBuildOptions {
  /** Case 31: the loopback address the XXE entities point at (the test's listener). */
  loopbackUrl?: string;
}

export interface UploadCase {
  /** The bad-inputs number. */
  id: number;
  /** Unique, kebab-case: the test title's key and the generated file's name. */
  name: string;
  /** The file name the upload is sent under (case 34 is about it; elsewhere a plain name). */
  fileName: string;
  /** What the product must do, in a few words (printed by generate.ts). */
  expected: string;
  build: (options?: CaseBuildOptions) => Buffer | Promise<Buffer>;
}

const utf8 = (value: string): Buffer => Buffer.from(value, 'utf8');

/** A small customer list: the content of the cases that are about the request, not the file. */
export const smallCustomerCsv = (): Buffer =>
  utf8('Firmenname;PLZ;Ort\nMüller GmbH;10115;Berlin\nSchmidt AG;80331;München\n');

/** 14: `Email` twice and a blank header between them. */
const duplicateAndBlankHeaders = (): Buffer =>
  utf8('Name;Email;;Email\nA GmbH;a@a.de;x;b@a.de\nB AG;c@b.de;y;d@b.de\n');

/** 22: values that start like formulas but are data. */
const legitimateSigns = (): Buffer =>
  utf8('Firmenname;Telefon;Saldo;Twitter\nAcme GmbH;+49 30 1234;-5;@acme\nBeta AG;+33 1 2345;-0,5;@beta\n');

/** The bytes of case 17's long line: a header, then one record with no line break. */
export const LONG_LINE_BYTES = 24 * 1024 * 1024;

/**
 * 17: a record without a line break. The document says 200 MB; 24 MB keep the test quick and are
 * still 24 times the 1 MB record cap, under the 100 MB upload cap (so the answer must be the
 * reader's `record_too_long`, not the body limit's 413). index.test.ts runs the 200 MB line
 * through the reader in a 48 MB worker.
 */
function longLine(): Buffer {
  return Buffer.concat([utf8('Name;Notiz\nA GmbH;'), Buffer.alloc(LONG_LINE_BYTES, 'x')]);
}

/** 18: 10 rows over the default maxUploadRows (100,000); the test lowers the limit instead. */
export const TOO_MANY_ROWS = 100_010;

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/**
 * A raw deflate stream inflating to `mebibytes` MiB of `<row/>` elements, about 1.5 KB per MiB:
 * one MiB compressed with a full flush (byte-aligned, no back-reference into earlier data) can be
 * repeated, and an empty final block (`03 00`) ends the stream.
 */
export function deflateBomb(mebibytes: number): Buffer {
  const unit = '<row/>';
  const block = utf8(unit.repeat(Math.floor((1 << 20) / unit.length)));
  const head = zlib.deflateRawSync(utf8(`<worksheet xmlns="${NS_MAIN}"><sheetData>`), {
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const segment = zlib.deflateRawSync(block, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([head, ...Array.from({ length: mebibytes }, () => segment), Buffer.from([3, 0])]);
}

const SMALL_SHEET: XlsxSheetSpec = { name: 'Kunden', rows: [['Firmenname'], ['Acme GmbH']] };

/** 28: a sheet that really inflates to 3 GiB and says so (refused by its declared size). */
function zipBombDeclared(): Buffer {
  const gib3 = 3 * 1024;
  return xlsxWorkbook({
    sheets: [SMALL_SHEET],
    entryOptions: {
      'xl/worksheets/sheet1.xml': { compressed: deflateBomb(gib3), declaredSize: gib3 * 1024 * 1024 },
    },
  });
}

/** 29: a sheet inflating to 1 GiB whose headers claim 2,000 bytes (caught by the streaming cap). */
function zipLyingSizes(): Buffer {
  return xlsxWorkbook({
    sheets: [SMALL_SHEET],
    entryOptions: { 'xl/worksheets/sheet1.xml': { compressed: deflateBomb(1024), declaredSize: 2000 } },
  });
}

/** 28: 10,000 (empty) media entries next to a valid workbook. */
function tenThousandEntries(): Buffer {
  return xlsxWorkbook({
    sheets: [SMALL_SHEET],
    extraEntries: Array.from({ length: 10_000 }, (_, i) => ({
      name: `xl/media/image${i + 1}.png`,
      data: '',
      method: 0,
    })),
  });
}

/** 28: a valid workbook carrying a zip whose only entry is a 50 MB bomb; it must never be opened. */
function nestedZip(): Buffer {
  const bomb = zlib.deflateRawSync(Buffer.alloc(50 * 1024 * 1024));
  const inner = zipArchive([
    { name: 'inner.xml', data: Buffer.alloc(0), compressed: bomb, declaredSize: 10 },
  ]);
  return xlsxWorkbook({
    sheets: [SMALL_SHEET],
    extraEntries: [{ name: 'xl/embeddings/oleObject1.zip', data: inner, method: 0 }],
  });
}

/** 30: the billion-laughs DTD in sharedStrings.xml (10^9 `lol` if expanded). */
function billionLaughs(): Buffer {
  const dtd = [
    '<!DOCTYPE sst [',
    '<!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ),
    ']>',
  ].join('');
  return xlsxWorkbook({
    sheets: [{ name: 'Kunden', rows: [['Firmenname'], ['x']] }],
    replaceParts: {
      'xl/sharedStrings.xml': `<?xml version="1.0"?>${dtd}<sst xmlns="${NS_MAIN}"><si><t>&lol9;</t></si><si><t>x</t></si></sst>`,
    },
  });
}

/**
 * 31: shared strings whose DOCTYPE declares external entities and whose second string uses one.
 * With a loopback URL the DOCTYPE also names an external DTD and a parameter entity there.
 */
export function xxeWorkbook(target: { file: string } | { url: string }): Buffer {
  const doctype =
    'file' in target
      ? `<!DOCTYPE sst [<!ENTITY xxe SYSTEM "${target.file}">]>`
      : `<!DOCTYPE sst SYSTEM "${target.url}dtd" [<!ENTITY % remote SYSTEM "${target.url}param"> %remote; <!ENTITY xxe SYSTEM "${target.url}entity">]>`;
  return xlsxWorkbook({
    sheets: [{ name: 'Kunden', rows: [['Firmenname'], ['placeholder']] }],
    replaceParts: {
      'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?>${doctype}<sst xmlns="${NS_MAIN}" count="2" uniqueCount="2"><si><t>Firmenname</t></si><si><t>&xxe;</t></si></sst>`,
    },
  });
}

/** 27: a valid workbook of 50 rows, cut at `share` of its length. */
function truncatedXlsx(share: number): Buffer {
  const good = xlsxWorkbook({
    sheets: [
      {
        name: 'Kunden',
        rows: [
          ['Firmenname', 'Nummer', 'Datum'],
          ...Array.from({ length: 50 }, (_, i) => [`Firma ${i + 1}`, i, { v: 45000 + i, numFmt: 14 }]),
        ],
      },
    ],
  });
  return good.subarray(0, Math.floor(good.length * share));
}

function truncatedXls(share: number): Buffer {
  const good = xlsWorkbook({
    padTo: 6000,
    sheets: [
      {
        name: 'Kunden',
        rows: [['Firmenname', 'Nummer'], ...Array.from({ length: 60 }, (_, i) => [`Firma ${i + 1}`, i])],
      },
    ],
  });
  return good.subarray(0, Math.floor(good.length * share));
}

/** 24: an xlsx with a chart sheet, an empty first sheet, a hidden one, the data with a merged range, another visible one. */
const SHEETS_XLSX: XlsxSheetSpec[] = [
  { name: 'Diagramm', chart: true },
  { name: 'Leer', rows: [[null], [{ s: 0 }]] },
  { name: 'Versteckt', hidden: true, rows: [['Geheim'], ['nicht importieren']] },
  {
    name: 'Daten',
    mergeCells: ['B2:C3'],
    rows: [
      ['Firmenname', 'Gruppe', 'Untergruppe'],
      ['Acme GmbH', 'Verbunden', null],
      ['Beta AG', null, null],
    ],
  },
  { name: 'Mehr', rows: [['Anderes'], ['x']] },
  { name: 'Ganz versteckt', hidden: 'veryHidden', rows: [['Geheim'], ['y']] },
];

const SHEETS_XLS: XlsSheetSpec[] = [
  { name: 'Diagramm', chart: true, rows: [] },
  { name: 'Leer', rows: [[null, null]] },
  { name: 'Versteckt', hidden: true, rows: [['Geheim'], ['nicht importieren']] },
  {
    name: 'Daten',
    mergeCells: [[1, 2, 1, 2]],
    rows: [
      ['Firmenname', 'Gruppe', 'Untergruppe'],
      ['Acme GmbH', 'Verbunden', null],
      ['Beta AG', null, null],
    ],
  },
  { name: 'Mehr', rows: [['Anderes'], ['x']] },
  { name: 'Ganz versteckt', hidden: 'veryHidden', rows: [['Geheim']] },
];

/** 23: zip codes, long ids and serial dates in a workbook of the given date system. */
function datesWorkbook(date1904: boolean): Buffer {
  return xlsxWorkbook({
    date1904,
    sheets: [
      {
        name: 'Kunden',
        rows: [
          ['Firmenname', 'PLZ', 'PLZ als Zahl', 'ID', 'Gegründet', 'Geändert', 'Uhrzeit'],
          [
            'Dresden GmbH',
            '01067',
            { v: 1067, numFmt: '00000' },
            { v: '4015123456789012' },
            { v: 45000, numFmt: 14 },
            { v: 45000.75, numFmt: 'dd.mm.yyyy hh:mm' },
            { v: 0.5, numFmt: 'h:mm' },
          ],
        ],
      },
    ],
  });
}

export const UPLOAD_CASES: readonly UploadCase[] = [
  { id: 1, name: 'empty-csv', fileName: 'leer.csv', expected: 'empty_file', build: text.emptyFile },
  { id: 1, name: 'empty-xlsx', fileName: 'leer.xlsx', expected: 'empty_file', build: text.emptyFile },
  {
    id: 2,
    name: 'header-only',
    fileName: 'nur-kopfzeile.csv',
    expected: 'no_data_rows',
    build: text.headerOnly,
  },
  {
    id: 3,
    name: 'blank-rows',
    fileName: 'leerzeilen.csv',
    expected: '3 rows imported, 100,000 blank rows counted as empty',
    build: () => text.manyBlankRows(100_000),
  },
  {
    id: 4,
    name: 'utf8-bom',
    fileName: 'utf8-bom.csv',
    expected: 'BOM stripped, first header `Firmenname`',
    build: text.utf8Bom,
  },
  {
    id: 5,
    name: 'utf16le-tabs',
    fileName: 'unicode-text.csv',
    expected: 'UTF-16LE decoded, tab separated',
    build: text.utf16leTabs,
  },
  {
    id: 6,
    name: 'windows-1252',
    fileName: 'windows-1252.csv',
    expected: '`Müller GmbH`, `Straße`, `€` decoded; never `Ã`',
    build: text.windows1252,
  },
  {
    id: 7,
    name: 'invalid-utf8',
    fileName: 'ungueltiges-utf8.csv',
    expected: 'imported; 3 invalid_encoding warnings with row and column',
    build: text.invalidUtf8,
  },
  {
    id: 8,
    name: 'semicolon-decimal-comma',
    fileName: 'semikolon.csv',
    expected: '`;` detected, `1.234,56` one cell',
    build: text.semicolonDecimalComma,
  },
  {
    id: 9,
    name: 'tab-separated',
    fileName: 'tabs.csv',
    expected: 'TAB detected',
    build: text.tabSeparated,
  },
  {
    id: 10,
    name: 'quoted-line-breaks',
    fileName: 'zeilenumbrueche.csv',
    expected: '4 records; the ragged one is row 4 (line 9)',
    build: text.quotedLineBreaks,
  },
  {
    id: 11,
    name: 'unclosed-quote-line-17',
    fileName: 'offenes-anfuehrungszeichen.csv',
    expected: 'unclosed_quote, line 17',
    build: text.unclosedQuoteAtLine17,
  },
  {
    id: 12,
    name: 'mixed-line-endings',
    fileName: 'zeilenenden.csv',
    expected: '4 rows, CR / LF / CRLF alike',
    build: text.mixedLineEndings,
  },
  {
    id: 13,
    name: 'ragged-rows',
    fileName: 'ungleiche-zeilen.csv',
    expected: 'ragged_row warnings for rows 2 and 3; values stay in their columns',
    build: text.raggedRows,
  },
  {
    id: 14,
    name: 'duplicate-blank-headers',
    fileName: 'doppelte-spalten.csv',
    expected: 'columns Name, Email, Column C, Email (2)',
    build: duplicateAndBlankHeaders,
  },
  {
    id: 15,
    name: 'prototype-headers',
    fileName: 'prototype.csv',
    expected: '`__proto__`, `constructor`, `toString` ordinary columns',
    build: text.prototypeHeaders,
  },
  {
    id: 16,
    name: 'title-rows',
    fileName: 'titelzeilen.csv',
    expected: 'header found on line 4, header_row_detected warning',
    build: text.titleRowsAboveHeader,
  },
  {
    id: 17,
    name: 'huge-cell',
    fileName: 'riesige-zelle.csv',
    expected:
      'record_too_long (line 3) at the 1 MB record cap; cell_too_long (row 2, Notiz) when records may be longer',
    build: () => text.hugeCell(10 * 1024 * 1024),
  },
  {
    id: 17,
    name: 'long-line',
    fileName: 'lange-zeile.csv',
    expected: 'record_too_long naming line 2 (not 413)',
    build: longLine,
  },
  {
    id: 18,
    name: 'too-many-rows',
    fileName: 'viele-zeilen.csv',
    expected: 'first maxUploadRows rows imported, maxRowsExceeded',
    build: () => text.manyRows(TOO_MANY_ROWS),
  },
  {
    id: 19,
    name: 'too-many-columns',
    fileName: 'viele-spalten.csv',
    expected: 'too_many_columns (16384, at most 1000)',
    build: () => text.manyColumns(16_384),
  },
  {
    id: 20,
    name: 'huge-dimension',
    fileName: 'riesige-dimension.xlsx',
    expected: 'A1:XFD1048576 declared, the 3 real cells read',
    build: () =>
      xlsxWorkbook({
        sheets: [{ name: 'Kunden', dimension: 'A1:XFD1048576', rows: [['Firmenname'], ['Acme'], ['Beta']] }],
      }),
  },
  {
    id: 21,
    name: 'formulas',
    fileName: 'formeln.xlsx',
    expected: 'cached values, formula-like texts as text, formula_without_value warning',
    build: () =>
      xlsxWorkbook({
        sheets: [
          {
            name: 'Kunden',
            rows: [
              ['Firmenname', 'Link', 'Summe', 'Text'],
              [
                'A GmbH',
                { f: 'HYPERLINK("http://evil.example","klick")', t: 'str', v: 'klick' },
                { f: 'SUM(1,2)', v: 3 },
                '=SUM(A1:A9)',
              ],
              ['B AG', null, { f: '1/0', t: 'e', v: '#DIV/0!' }, '@SUM(1)'],
              ['C KG', { f: 'A1' }, { f: 'TRUE()', t: 'b', v: 1 }, '+1+1'],
              ['D SE', null, null, '\tTab vorne'],
              ['E OHG', null, null, '_x000D_CR vorne'],
            ],
          },
        ],
      }),
  },
  {
    id: 21,
    name: 'formula-like-text',
    fileName: 'formel-text.csv',
    expected: '=, @, +, TAB and CR prefixed texts kept as written',
    build: text.formulaLikeCells,
  },
  {
    id: 22,
    name: 'legitimate-signs',
    fileName: 'vorzeichen.csv',
    expected: '`+49 30 1234`, `-5`, `@acme` kept',
    build: legitimateSigns,
  },
  {
    id: 23,
    name: 'zip-codes-ids',
    fileName: 'plz-ids.csv',
    expected: '`01067` and the 16-digit id kept as text',
    build: text.zipCodesAndIds,
  },
  {
    id: 23,
    name: 'dates-1900',
    fileName: 'datum-1900.xlsx',
    expected: 'zero-padded zip, long id, serial dates as ISO (1900 system)',
    build: () => datesWorkbook(false),
  },
  {
    id: 23,
    name: 'dates-1904',
    fileName: 'datum-1904.xlsx',
    expected: 'serial dates as ISO in the 1904 system',
    build: () => datesWorkbook(true),
  },
  {
    id: 24,
    name: 'sheets-xlsx',
    fileName: 'blaetter.xlsx',
    expected:
      'sheet `Daten` read; first_sheet_empty, hidden_sheet_ignored, sheet_ignored warnings; merged value top-left',
    build: () => xlsxWorkbook({ sheets: SHEETS_XLSX }),
  },
  {
    id: 24,
    name: 'sheets-xls',
    fileName: 'blaetter.xls',
    expected: 'as sheets-xlsx, for xls',
    build: () => xlsWorkbook({ sheets: SHEETS_XLS }),
  },
  {
    id: 24,
    name: 'only-hidden-sheet',
    fileName: 'nur-versteckt.xlsx',
    expected: 'no_data (a hidden sheet is never imported)',
    build: () =>
      xlsxWorkbook({
        sheets: [
          { name: 'Sichtbar', rows: [] },
          { name: 'Versteckt', hidden: true, rows: [['Firmenname'], ['Acme']] },
        ],
      }),
  },
  {
    id: 25,
    name: 'no-data-xlsx',
    fileName: 'keine-daten.xlsx',
    expected: 'no_data',
    build: () => xlsxWorkbook({ sheets: [{ name: 'Tabelle1', rows: [[null, ''], ['  ']] }] }),
  },
  {
    id: 25,
    name: 'no-data-xls',
    fileName: 'keine-daten.xls',
    expected: 'no_data',
    build: () => xlsWorkbook({ sheets: [{ name: 'Tabelle1', rows: [] }] }),
  },
  {
    id: 26,
    name: 'password-xlsx',
    fileName: 'passwort.xlsx',
    expected: 'password_protected',
    build: encryptedOoxml,
  },
  {
    id: 26,
    name: 'password-xls',
    fileName: 'passwort.xls',
    expected: 'password_protected',
    build: () =>
      xlsWorkbook({ filepass: true, sheets: [{ name: 'Kunden', rows: [['Firmenname'], ['Acme']] }] }),
  },
  {
    id: 27,
    name: 'truncated-xlsx',
    fileName: 'abgeschnitten.xlsx',
    expected: 'corrupt_file',
    build: () => truncatedXlsx(0.6),
  },
  {
    id: 27,
    name: 'broken-xml-xlsx',
    fileName: 'kaputtes-xml.xlsx',
    expected: 'corrupt_file',
    build: () =>
      xlsxWorkbook({
        sheets: [SMALL_SHEET],
        replaceParts: {
          'xl/worksheets/sheet1.xml': `<worksheet xmlns="${NS_MAIN}"><sheetData><row><c><v>1</v></row></sheetData></worksheet>`,
        },
      }),
  },
  {
    id: 27,
    name: 'truncated-xls',
    fileName: 'abgeschnitten.xls',
    expected: 'corrupt_file',
    build: () => truncatedXls(0.5),
  },
  {
    id: 28,
    name: 'zip-bomb-3gb',
    fileName: 'zip-bombe.xlsx',
    expected: 'file_too_complex before inflating (sheet declared and inflating to 3 GiB, file about 5 MB)',
    build: zipBombDeclared,
  },
  {
    id: 28,
    name: 'zip-10000-entries',
    fileName: 'zehntausend-eintraege.xlsx',
    expected: 'file_too_complex',
    build: tenThousandEntries,
  },
  {
    id: 28,
    name: 'nested-zip',
    fileName: 'verschachtelt.xlsx',
    expected: 'imported; the nested zip is never opened',
    build: nestedZip,
  },
  {
    id: 29,
    name: 'zip-lying-sizes',
    fileName: 'falsche-groessen.xlsx',
    expected: 'file_too_complex (claims 2,000 bytes, inflates to 1 GiB)',
    build: zipLyingSizes,
  },
  {
    id: 30,
    name: 'billion-laughs',
    fileName: 'billion-laughs.xlsx',
    expected: 'corrupt_file, not expanded',
    build: billionLaughs,
  },
  {
    id: 31,
    name: 'xxe-file',
    fileName: 'xxe-datei.xlsx',
    expected: 'corrupt_file; no `root:` anywhere',
    build: () => xxeWorkbook({ file: 'file:///etc/passwd' }),
  },
  {
    id: 31,
    name: 'xxe-loopback',
    fileName: 'xxe-loopback.xlsx',
    expected: 'corrupt_file; the loopback listener sees no request',
    build: (options) => xxeWorkbook({ url: options?.loopbackUrl ?? 'http://127.0.0.1:9/' }),
  },
  {
    id: 32,
    name: 'png',
    fileName: 'bild.csv',
    expected: 'not_a_spreadsheet',
    build: text.pngImage,
  },
  {
    id: 32,
    name: 'elf-executable',
    fileName: 'programm.csv',
    expected: 'not_a_spreadsheet',
    build: text.elfExecutable,
  },
  {
    id: 32,
    name: 'windows-executable',
    fileName: 'setup.csv',
    expected: 'not_a_spreadsheet',
    build: text.windowsExecutable,
  },
  {
    id: 33,
    name: 'xlsx-named-csv',
    fileName: 'eigentlich-xlsx.csv',
    expected: 'read as xlsx',
    build: () => xlsxWorkbook({ sheets: [SMALL_SHEET] }),
  },
  {
    id: 33,
    name: 'xls-named-xlsx',
    fileName: 'eigentlich-xls.xlsx',
    expected: 'read as xls',
    build: () =>
      xlsWorkbook({ padTo: 5000, sheets: [{ name: 'Kunden', rows: [['Firmenname'], ['Acme GmbH']] }] }),
  },
  {
    id: 33,
    name: 'csv-named-xlsx',
    fileName: 'eigentlich-csv.xlsx',
    expected: 'read as csv',
    build: smallCustomerCsv,
  },
  {
    id: 34,
    name: 'path-traversal-name',
    fileName: '../../etc/passwd.csv',
    expected: 'stored as <batchId>.csv, shown as `passwd.csv`',
    build: smallCustomerCsv,
  },
  {
    id: 34,
    name: 'long-name',
    fileName: `${'Kundenliste '.repeat(24)}Messe-26.csv`, // 300 characters
    expected: 'shown shortened to 200 characters, `.csv` kept',
    build: smallCustomerCsv,
  },
  {
    id: 34,
    name: 'rtl-override-name',
    fileName: 'Rechnung\u202Efdp.csv',
    expected: 'shown without U+202E as `Rechnungfdp.csv`',
    build: smallCustomerCsv,
  },
  {
    id: 34,
    name: 'quote-cr-lf-name',
    fileName: 'Kunden "Liste"\r\n2026.csv',
    expected: 'shown without `"`, CR and LF',
    build: smallCustomerCsv,
  },
  {
    id: 35,
    name: 'multipart-file',
    fileName: 'kunden.csv',
    expected: 'two files, no file, a `__proto__` field: 400; over the size cap: 413; aborted: nothing left',
    build: smallCustomerCsv,
  },
  {
    id: 36,
    name: 'double-click',
    fileName: 'kunden.csv',
    expected: 'the same upload key twice at once: one import',
    build: smallCustomerCsv,
  },
];

/** The case entry of that name; throws for an unknown one (a typo in a test). */
export function uploadCase(name: string): UploadCase {
  const found = UPLOAD_CASES.find((c) => c.name === name);
  if (!found) throw new Error(`no upload case named ${name}`);
  return found;
}

/** `NN-name.ext`: the file name generate.ts writes the case under (the extension of its upload name). */
export function fixtureFileName(entry: UploadCase): string {
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(entry.fileName)?.[0] ?? '';
  return `${String(entry.id).padStart(2, '0')}-${entry.name}${ext}`;
}
