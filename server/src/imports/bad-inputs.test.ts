/**
 * The upload cases 1-36 of ../shared/reliability/bad-inputs.md through the real HTTP call
 * `POST /backend/import/upload`, over the fixtures of server/test/upload-fixtures/cases.ts (which
 * generate.ts also writes to disk to try by hand). Each test asserts what the user sees: the
 * status, the error's type, translated message and its line / row / column, or the upload
 * response (columns, example values, row counts, warnings). Every refusal is a 400 or 413 with the
 * standard error body, and leaves no import row and no file in DATA_DIR/uploads behind.
 *
 * The readers' own tests (parse/*.test.ts) cover the cases in more variants; here the point is that
 * the route, the worker, the storage and the messages put them together right.
 */
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ErrorBody, ErrorItem, UploadResponse } from '@datacare/api-client/generated/types';
import type { AppDependencies } from '../app.ts';
import type { AppConfig } from '../config/config.ts';
import { BOUNDARY, multipartBody, postUpload, uploadFile, type Part } from '../../test/multipart.ts';
import { createTestApp, signedInUser, XRW } from '../../test/test-app.ts';
import {
  smallCustomerCsv,
  TOO_MANY_ROWS,
  uploadCase,
  type CaseBuildOptions,
} from '../../test/upload-fixtures/cases.ts';
import { manyRows } from '../../test/upload-fixtures/text.ts';
import { importRows } from './storage.ts';
import { uploadsDir } from './upload.ts';

type TestUser = Awaited<ReturnType<typeof signedInUser>>;

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

/** Replaces the test's app by one with other settings (closed by afterEach). */
async function useApp(overrides: Partial<AppConfig>, deps: AppDependencies = {}): Promise<void> {
  await app.close();
  app = await createTestApp(overrides, deps);
}

/** A signed-in user whose messages come in English (the user's language decides, see language.ts). */
function english(): Promise<TestUser> {
  return signedInUser(app, { language: 'en' });
}

/** Uploads the named case under its file name. */
async function send(
  user: TestUser,
  name: string,
  options?: CaseBuildOptions,
): Promise<LightMyRequestResponse> {
  const entry = uploadCase(name);
  return uploadFile(app, user.cookie, entry.fileName, await entry.build(options));
}

function storedFiles(): string[] {
  const dir = uploadsDir(app.config.dataDir);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function batchesOf(user: TestUser): Promise<{ id: string; state: string }[]> {
  // Every state: a half-stored ('storing') import would count too.
  return app.db
    .selectFrom('import_batches')
    .select(['id', 'state'])
    .where('user_id', '=', user.user.id)
    .execute();
}

async function expectNothingLeft(user: TestUser): Promise<void> {
  expect(await batchesOf(user)).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

interface Refusal {
  status?: 400 | 413;
  type: string;
  /** The whole message (string) or a part of it (RegExp). */
  message?: string | RegExp;
  line?: number;
  row?: number;
  column?: string;
}

/** The standard error body with one translated error, a 400 or 413, and nothing left behind. */
async function expectRefused(
  res: LightMyRequestResponse,
  user: TestUser,
  expected: Refusal,
): Promise<ErrorItem> {
  expect(res.statusCode, res.body).toBe(expected.status ?? 400);
  const body = res.json<ErrorBody>();
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors).toHaveLength(1);
  const error = body.errors[0]!;
  expect(error.type).toBe(expected.type);
  expect(typeof error.message).toBe('string');
  expect(error.message.trim()).not.toBe('');
  expect(error.message).not.toBe(error.type);
  expect(error.message).not.toMatch(/\{\{|\}\}|undefined/);
  if (typeof expected.message === 'string') expect(error.message).toBe(expected.message);
  else if (expected.message) expect(error.message).toMatch(expected.message);
  if (expected.line !== undefined) expect(error.line).toBe(expected.line);
  if (expected.row !== undefined) expect(error.row).toBe(expected.row);
  if (expected.column !== undefined) expect(error.column).toBe(expected.column);
  await expectNothingLeft(user);
  return error;
}

const STORED_NAME = /^[A-Za-z0-9_-]{16,}\.(csv|xlsx|xls)$/;

/** A 200 with the upload response; the original is stored under the generated batch id only. */
function expectAccepted(res: LightMyRequestResponse): UploadResponse {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<UploadResponse>();
  const files = storedFiles();
  expect(files).toContain(`${body.batchId}.${body.fileKind}`);
  for (const file of files) expect(file).toMatch(STORED_NAME);
  return body;
}

/** Every stored row's cells (the example values show only the first five). */
async function storedRows(batchId: string): Promise<(string | null)[][]> {
  const rows: (string | null)[][] = [];
  for await (const row of importRows(app.db, batchId)) rows.push(row.cells);
  return rows;
}

/** Warnings without their file name, for comparing. */
function warningsOf(res: UploadResponse): Omit<ErrorItem, 'file'>[] {
  return res.warnings.map(({ file: _file, ...rest }) => rest);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (condition()) return true;
    await sleep(5);
  }
  return condition();
}

/** Control, C1 and bidi formatting characters: none may be in a displayed file name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/;

/** A multipart body with one file part whose Content-Disposition parameters are given raw. */
function rawFileUpload(
  cookie: string,
  dispositionParams: string,
  content: Buffer,
): Promise<LightMyRequestResponse> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ${dispositionParams}\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/backend/import/upload',
    headers: { ...XRW, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
}

// Each test builds its own app and waits for a parse worker: generous timeouts for 2 shared cores.
describe('bad inputs 1-36 through POST /backend/import/upload', { timeout: 30_000 }, () => {
  it('#1 an empty file named .csv → empty_file, in German for a German user', async () => {
    const anna = await signedInUser(app); // language 'de', the product's default
    await expectRefused(await send(anna, 'empty-csv'), anna, {
      type: 'empty_file',
      message: 'Die Datei ist leer.',
    });
  });

  it('#1 an empty file named .xlsx → empty_file', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'empty-xlsx'), anna, {
      type: 'empty_file',
      message: 'The file is empty.',
    });
  });

  it('#2 header row only → no_data_rows', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'header-only'), anna, {
      type: 'no_data_rows',
      message: 'The file has a header row but no data rows.',
    });
  });

  it('#3 100,000 blank or whitespace-only rows → skipped and counted in stats.rows.empty', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'blank-rows'));
    expect(res.stats.rows).toEqual({ total: 3, empty: 100_000 });
    expect(res.customerColumns).toEqual(['Firmenname', 'PLZ', 'Ort', 'Telefon']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', '10115', 'Berlin', '030 1234'],
      ['Schmidt AG', '80331', 'München', '089 5555'],
      ['Meier KG', '20095', 'Hamburg', '040 9876'],
    ]);
    expect(res.warnings).toEqual([]);
  });

  it('#4 UTF-8 with BOM → BOM stripped, first header intact', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'utf8-bom'));
    expect(res.customerColumns).toEqual(['Firmenname', 'Ort']);
    expect(res.customerColumns[0]!.charCodeAt(0)).not.toBe(0xfeff);
    expect(res.exampleValues).toEqual([['Müller GmbH', 'Köln']]);
  });

  it('#5 UTF-16LE with BOM, tab separated → decoded', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'utf16le-tabs'));
    expect(res.fileKind).toBe('csv');
    expect(res.customerColumns).toEqual(['Firmenname', 'Straße', 'Ort']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Hauptstraße 1', 'München'],
      ['Bäckerei Öz', 'Äußere Str. 2', 'Görlitz'],
    ]);
  });

  it('#6 Windows-1252 without BOM → `Müller GmbH`, `Straße`, `€`, never `Ã`', async () => {
    const anna = await english();
    const raw = await send(anna, 'windows-1252');
    const res = expectAccepted(raw);
    expect(res.customerColumns).toEqual(['Firmenname', 'Straße', 'Umsatz']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Straße des 17. Juni 1', '1.000 €'],
      ['Ölmühle Süß', 'Weißer Weg 2', '„50 €“'],
    ]);
    expect(raw.body).not.toContain('Ã');
  });

  it('#7 invalid UTF-8 bytes → import continues, invalid_encoding warnings name row and column', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'invalid-utf8'));
    expect(res.stats.rows.total).toBe(5);
    expect(res.exampleValues.map((row) => row[0])).toEqual([
      'Müller GmbH',
      'Bad \uFFFD AG',
      'Schulz KG',
      'Jäger GmbH',
      'Größer AG',
    ]);
    expect(res.warningCount).toBe(3);
    expect(warningsOf(res)).toEqual([
      {
        type: 'invalid_encoding',
        row: 2,
        column: 'Firmenname',
        line: 3,
        message: 'Row 2, column "Firmenname" contains invalid characters (replaced by �).',
      },
      {
        type: 'invalid_encoding',
        row: 3,
        column: 'Ort',
        line: 4,
        message: 'Row 3, column "Ort" contains invalid characters (replaced by �).',
      },
      {
        type: 'invalid_encoding',
        row: 4,
        column: 'Notiz',
        line: 5,
        message: 'Row 4, column "Notiz" contains invalid characters (replaced by �).',
      },
    ]);
  });

  it('#8 `;` separator with decimal commas → `;` detected, `1.234,56` one cell', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'semicolon-decimal-comma'));
    expect(res.customerColumns).toEqual(['Firmenname', 'Umsatz', 'Mitarbeiter', 'Quote']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', '1.234,56', '12', '0,5'],
      ['Schmidt AG', '987.654,00', '1.200', '12,25'],
      ['Meier KG', '3,5', '7', '1'],
    ]);
  });

  it('#9 tab-separated file named .csv → TAB detected', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'tab-separated'));
    expect(res.customerColumns).toEqual(['Firmenname', 'Ansprechpartner', 'Notiz']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Müller, Hans', 'A; B'],
      ['Schmidt AG', 'Schmidt, Eva', 'C, D'],
    ]);
  });

  it('#10 quoted fields with line breaks → one record each; the warning counts records, not lines', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'quoted-line-breaks'));
    expect(res.stats.rows.total).toBe(4);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Hauptstr. 1\nEingang B\n3. OG', 'sagt "Hallo"'],
      ['Schmidt AG', 'Ring 2\r\n10115 Berlin', 'kurz'],
      ['Meier KG', 'Weg 3\r4. OG', null],
      ['Nur zwei', 'Zellen', null],
    ]);
    expect(warningsOf(res)).toEqual([
      {
        type: 'ragged_row',
        row: 4,
        line: 9,
        message: 'Row 4 has 2 instead of 3 cells; values stay in their columns.',
      },
    ]);
  });

  it('#11 unterminated quote at line 17 → unclosed_quote naming line 17', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'unclosed-quote-line-17'), anna, {
      type: 'unclosed_quote',
      line: 17,
      message: 'A quote opened on line 17 is never closed. Please check the file from that line on.',
    });
  });

  it('#12 mixed CR / LF / CRLF line endings → parsed alike', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'mixed-line-endings'));
    expect(res.customerColumns).toEqual(['Name', 'Ort']);
    expect(res.exampleValues).toEqual([
      ['A GmbH', 'Berlin'],
      ['B AG', 'Hamburg'],
      ['C KG', 'Köln'],
      ['D SE', 'Bonn'],
    ]);
    expect(res.warnings).toEqual([]);
  });

  it('#13 ragged rows → flagged per row, values never shift columns', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'ragged-rows'));
    expect(res.customerColumns).toEqual(['Name', 'PLZ', 'Ort', 'Column D', 'Column E']);
    expect(res.exampleValues).toEqual([
      ['A GmbH', '10115', 'Berlin', null, null],
      ['B AG', '20095', null, null, null],
      ['C KG', '50667', 'Köln', 'Extra', 'Mehr'],
      ['D SE', '53111', 'Bonn', null, null],
    ]);
    expect(warningsOf(res)).toEqual([
      {
        type: 'ragged_row',
        row: 2,
        line: 3,
        message: 'Row 2 has 2 instead of 3 cells; values stay in their columns.',
      },
      {
        type: 'ragged_row',
        row: 3,
        line: 4,
        message: 'Row 3 has 5 instead of 3 cells; values stay in their columns.',
      },
    ]);
  });

  it('#14 duplicate and blank headers → `Email (2)` and `Column C`, data kept', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'duplicate-blank-headers'));
    expect(res.customerColumns).toEqual(['Name', 'Email', 'Column C', 'Email (2)']);
    expect(res.exampleValues).toEqual([
      ['A GmbH', 'a@a.de', 'x', 'b@a.de'],
      ['B AG', 'c@b.de', 'y', 'd@b.de'],
    ]);
    expect(res.nonEmptyCounts).toEqual([2, 2, 2, 2]);
  });

  it('#15 headers `__proto__`, `constructor`, `toString` → ordinary columns, Object.prototype untouched', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const anna = await english();
    const res = expectAccepted(await send(anna, 'prototype-headers'));
    expect(res.customerColumns).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(res.exampleValues).toEqual([['1', '2', '3', '4']]);
    expect(res.nonEmptyCounts).toEqual([1, 1, 1, 1]);
    expect(Array.isArray(res.detectedMapping)).toBe(true);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('#16 title rows above the header → skipped with header_row_detected', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'title-rows'));
    expect(res.customerColumns).toEqual(['Firmenname', 'PLZ', 'Ort', 'Telefon']);
    expect(res.exampleValues.map((row) => row[0])).toEqual(['Müller GmbH', 'Schmidt AG']);
    expect(warningsOf(res)).toEqual([
      {
        type: 'header_row_detected',
        message: 'The header was found on line 4; 2 title row(s) above it were skipped.',
      },
    ]);
  });

  it('#17 a 10 MB cell → cell_too_long naming row and column (record cap raised above the cell)', async () => {
    // With the default 1 MB record cap the record cap is hit first (next test); a record cap of
    // 16 MB lets the cell reach the per-cell cap (Excel's 32,767 characters).
    await useApp({}, { parseLimits: { maxRecordBytes: 16 * 1024 * 1024 } });
    const anna = await english();
    await expectRefused(await send(anna, 'huge-cell'), anna, {
      type: 'cell_too_long',
      row: 2,
      column: 'Notiz',
      line: 3,
      message: 'A cell in row 2, column "Notiz" is longer than 32,767 characters.',
    });
  });

  it('#17 a 10 MB cell with the default caps → record_too_long naming line 3', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'huge-cell'), anna, {
      type: 'record_too_long',
      line: 3,
      message: 'The record starting on line 3 is too long (more than 1024 KB). Is the separator right?',
    });
  });

  it('#17 a 24 MB line without a line break → record_too_long, not 413', async () => {
    // Stands in for the document's 200 MB line: 24 times the 1 MB record cap and under the 100 MB
    // upload cap, so only the reader's record cap can refuse it (index.test.ts reads 200 MB).
    const anna = await english();
    await expectRefused(await send(anna, 'long-line'), anna, {
      type: 'record_too_long',
      line: 2,
      message: 'The record starting on line 2 is too long (more than 1024 KB). Is the separator right?',
    });
  }, 30_000);

  it('#18 more rows than maxUploadRows → the first maxUploadRows imported, maxRowsExceeded', async () => {
    await useApp({ maxUploadRows: 50 });
    const anna = await english();
    const res = expectAccepted(await send(anna, 'too-many-rows'));
    expect(res.maxRowsExceeded).toBe(true);
    expect(res.maxUploadRows).toBe(50);
    expect(res.stats.rows.total).toBe(50);
    const rows = await storedRows(res.batchId);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toEqual(['Firma 1', '1-1', '1-2']);
    expect(rows.at(-1)).toEqual(['Firma 50', '50-1', '50-2']);
    expect(TOO_MANY_ROWS).toBeGreaterThan(100_000); // over the default limit too, for trying by hand
  });

  it('#19 16,384 columns → too_many_columns', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'too-many-columns'), anna, {
      type: 'too_many_columns',
      message: 'The file has 16,384 columns; at most 1,000 can be imported.',
    });
  });

  it('#20 xlsx declaring A1:XFD1048576 with 3 cells → the 3 cells', async () => {
    const anna = await english();
    // A reader that allocated the declared 17 billion cells would not answer before the test's
    // timeout (or would fail with file_too_complex in its capped worker).
    const res = expectAccepted(await send(anna, 'huge-dimension'));
    expect(res.fileKind).toBe('xlsx');
    expect(res.customerColumns).toEqual(['Firmenname']);
    expect(res.exampleValues).toEqual([['Acme'], ['Beta']]);
    expect(res.stats.rows).toEqual({ total: 2, empty: 0 });
  });

  it('#21 xlsx formulas → cached values, never evaluated; formula-like texts kept as text', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'formulas'));
    expect(res.customerColumns).toEqual(['Firmenname', 'Link', 'Summe', 'Text']);
    expect(await storedRows(res.batchId)).toEqual([
      ['A GmbH', 'klick', '3', '=SUM(A1:A9)'],
      ['B AG', null, '#DIV/0!', '@SUM(1)'],
      ['C KG', null, 'TRUE', '+1+1'],
      ['D SE', null, null, '\tTab vorne'],
      ['E OHG', null, null, '\rCR vorne'],
    ]);
    expect(warningsOf(res)).toEqual([
      {
        type: 'formula_without_value',
        row: 3,
        column: 'Link',
        message: 'Row 3, column "Link": a formula without a stored value was imported empty.',
      },
    ]);
  });

  it('#21 csv formula-like texts (=HYPERLINK, @SUM, +1+1, TAB, CR) → stored as written', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'formula-like-text'));
    expect((await storedRows(res.batchId)).map((row) => row[1])).toEqual([
      '=HYPERLINK("http://evil.example","klick")',
      '@SUM(1)',
      '+1+1',
      '=1+1',
      '\tTab vorne',
      '\rCR vorne',
      '+49 30 1234',
      '-5',
      '@acme',
    ]);
  });

  it('#22 `+49 30 1234`, `-5`, `@acme` → kept as data', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'legitimate-signs'));
    expect(res.customerColumns).toEqual(['Firmenname', 'Telefon', 'Saldo', 'Twitter']);
    expect(res.exampleValues).toEqual([
      ['Acme GmbH', '+49 30 1234', '-5', '@acme'],
      ['Beta AG', '+33 1 2345', '-0,5', '@beta'],
    ]);
  });

  it('#23 csv zip codes and ids → `01067` and the 16-digit id kept as text', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'zip-codes-ids'));
    expect(res.customerColumns).toEqual(['Firmenname', 'PLZ', 'ID', 'Konto', 'Betrag']);
    expect(res.exampleValues).toEqual([
      ['Dresden GmbH', '01067', '1234567890123456', '00012345678901234567', '1,50'],
      ['Erfurt AG', '099', '0000000000000001', '1e5', '007'],
    ]);
  });

  it('#23 xlsx numbers and serial dates (1900 system) → padded zip, whole id, ISO dates', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'dates-1900'));
    // The rule (parse/cells.ts): a zero-only format pads, a date format gives YYYY-MM-DD, with a
    // time YYYY-MM-DDTHH:MM:SS, a time-only format the time with its fields (h:mm gives HH:MM).
    expect(res.exampleValues).toEqual([
      ['Dresden GmbH', '01067', '01067', '4015123456789012', '2023-03-15', '2023-03-15T18:00:00', '12:00'],
    ]);
  });

  it('#23 xlsx serial dates in the 1904 system → ISO dates counted from 1904', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'dates-1904'));
    expect(res.exampleValues[0]!.slice(4)).toEqual(['2027-03-16', '2027-03-16T18:00:00', '12:00']);
  });

  const SHEET_WARNINGS = [
    {
      type: 'first_sheet_empty',
      message: 'The first sheet is empty; the sheet "Daten" was imported.',
    },
    { type: 'hidden_sheet_ignored', message: 'The hidden sheet "Versteckt" was not imported.' },
    {
      type: 'sheet_ignored',
      message: 'The sheet "Mehr" was not imported; you can choose it above under "Sheet".',
    },
    { type: 'hidden_sheet_ignored', message: 'The hidden sheet "Ganz versteckt" was not imported.' },
  ];

  it('#24 xlsx with merged cells, several, hidden and an empty first sheet → first visible data sheet, warnings', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'sheets-xlsx'));
    expect(res.fileKind).toBe('xlsx');
    expect(res.customerColumns).toEqual(['Firmenname', 'Gruppe', 'Untergruppe']);
    expect(res.exampleValues).toEqual([
      ['Acme GmbH', 'Verbunden', null],
      ['Beta AG', null, null],
    ]);
    expect(warningsOf(res)).toEqual(SHEET_WARNINGS);
  });

  it('#24 xls with merged cells, several, hidden and an empty first sheet → the same', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'sheets-xls'));
    expect(res.fileKind).toBe('xls');
    expect(res.customerColumns).toEqual(['Firmenname', 'Gruppe', 'Untergruppe']);
    expect(res.exampleValues).toEqual([
      ['Acme GmbH', 'Verbunden', null],
      ['Beta AG', null, null],
    ]);
    expect(warningsOf(res)).toEqual(SHEET_WARNINGS);
  });

  it('#24 data only in a hidden sheet → no_data, never imported silently', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'only-hidden-sheet'), anna, {
      type: 'no_data',
      message: 'The workbook contains no data.',
    });
  });

  it('#25 xlsx with no data at all → no_data', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'no-data-xlsx'), anna, {
      type: 'no_data',
      message: 'The workbook contains no data.',
    });
  });

  it('#25 xls with no data at all → no_data', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'no-data-xls'), anna, { type: 'no_data' });
  });

  const PASSWORD_MESSAGE =
    'The file is encrypted with a password. To remove the password in Excel: File > Info > Protect Workbook > Encrypt with Password, delete the password, confirm with OK and save the file. Then upload it again.';

  it('#26 password-protected xlsx → password_protected', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'password-xlsx'), anna, {
      type: 'password_protected',
      message: PASSWORD_MESSAGE,
    });
  });

  it('#26 password-protected xls → password_protected', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'password-xls'), anna, {
      type: 'password_protected',
      message: PASSWORD_MESSAGE,
    });
  });

  const CORRUPT_MESSAGE = 'The file is damaged or incomplete and cannot be read.';

  it('#27 truncated xlsx → corrupt_file, no 500', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'truncated-xlsx'), anna, {
      type: 'corrupt_file',
      message: CORRUPT_MESSAGE,
    });
  });

  it('#27 xlsx with a broken sheet XML → corrupt_file', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'broken-xml-xlsx'), anna, {
      type: 'corrupt_file',
      message: CORRUPT_MESSAGE,
    });
  });

  it('#27 truncated xls → corrupt_file', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'truncated-xls'), anna, {
      type: 'corrupt_file',
      message: CORRUPT_MESSAGE,
    });
  });

  const TOO_COMPLEX_MESSAGE =
    'The file is too large or too complex to read (it unpacks to more than allowed).';

  it('#28 zip bomb: a sheet inflating to 3 GiB → file_too_complex', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'zip-bomb-3gb'), anna, {
      type: 'file_too_complex',
      message: TOO_COMPLEX_MESSAGE,
    });
  });

  it('#28 10,000 zip entries → file_too_complex', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'zip-10000-entries'), anna, {
      type: 'file_too_complex',
      message: TOO_COMPLEX_MESSAGE,
    });
  });

  it('#28 a bomb in a nested zip → never opened, the sheet is imported', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'nested-zip'));
    expect(res.customerColumns).toEqual(['Firmenname']);
    expect(res.exampleValues).toEqual([['Acme GmbH']]);
  });

  it('#29 zip headers lying about sizes (2,000 bytes, inflates to 1 GiB) → file_too_complex', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'zip-lying-sizes'), anna, {
      type: 'file_too_complex',
      message: TOO_COMPLEX_MESSAGE,
    });
  });

  it('#30 billion laughs in sharedStrings.xml → corrupt_file, not expanded', async () => {
    const anna = await english();
    const res = await send(anna, 'billion-laughs');
    await expectRefused(res, anna, { type: 'corrupt_file', message: CORRUPT_MESSAGE });
    expect(res.body).not.toContain('lollol');
  });

  it('#31 XXE SYSTEM "file:///etc/passwd" → corrupt_file, no file content anywhere', async () => {
    const anna = await english();
    const res = await send(anna, 'xxe-file');
    await expectRefused(res, anna, { type: 'corrupt_file', message: CORRUPT_MESSAGE });
    expect(res.body).not.toContain('root:');
  });

  it('#31 XXE entities and DTD on a loopback listener → corrupt_file, the listener sees 0 hits', async () => {
    let hits = 0;
    const listener = http.createServer((_req, res) => {
      hits++;
      res.end('root:x:0:0:root:/root:/bin/bash\n');
    });
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    try {
      const { port } = listener.address() as AddressInfo;
      const anna = await english();
      const res = await send(anna, 'xxe-loopback', { loopbackUrl: `http://127.0.0.1:${port}/` });
      await expectRefused(res, anna, { type: 'corrupt_file', message: CORRUPT_MESSAGE });
      expect(res.body).not.toContain('root:');
      await sleep(100);
      expect(hits).toBe(0);
    } finally {
      listener.close();
      await once(listener, 'close');
    }
  });

  const NOT_A_SPREADSHEET = 'The file is not a spreadsheet. Allowed are .xls, .xlsx and .csv.';

  it('#32 a PNG named .csv → not_a_spreadsheet', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'png'), anna, {
      type: 'not_a_spreadsheet',
      message: NOT_A_SPREADSHEET,
    });
  });

  it('#32 an ELF executable named .csv → not_a_spreadsheet', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'elf-executable'), anna, {
      type: 'not_a_spreadsheet',
      message: NOT_A_SPREADSHEET,
    });
  });

  it('#32 a Windows executable named .csv → not_a_spreadsheet', async () => {
    const anna = await english();
    await expectRefused(await send(anna, 'windows-executable'), anna, {
      type: 'not_a_spreadsheet',
      message: NOT_A_SPREADSHEET,
    });
  });

  it('#33 xlsx named .csv → read as xlsx (fileKind by content)', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'xlsx-named-csv'));
    expect(res.fileKind).toBe('xlsx');
    expect(res.fileName).toBe('eigentlich-xlsx.csv');
    expect(storedFiles()).toEqual([`${res.batchId}.xlsx`]);
    expect(res.exampleValues).toEqual([['Acme GmbH']]);
  });

  it('#33 xls named .xlsx → read as xls', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'xls-named-xlsx'));
    expect(res.fileKind).toBe('xls');
    expect(storedFiles()).toEqual([`${res.batchId}.xls`]);
    expect(res.exampleValues).toEqual([['Acme GmbH']]);
  });

  it('#33 csv named .xlsx → read as csv', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'csv-named-xlsx'));
    expect(res.fileKind).toBe('csv');
    expect(storedFiles()).toEqual([`${res.batchId}.csv`]);
    expect(res.customerColumns).toEqual(['Firmenname', 'PLZ', 'Ort']);
  });

  it('#34 file name `../../etc/passwd.csv` → stored under the batch id, shown as `passwd.csv`', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'path-traversal-name'));
    expect(res.fileName).toBe('passwd.csv');
    expect(res.tag).toBe('passwd');
    expect(storedFiles()).toEqual([`${res.batchId}.csv`]);
    const uploads = uploadsDir(app.config.dataDir);
    expect(existsSync(path.resolve(uploads, '../../etc/passwd.csv'))).toBe(false);
    expect(existsSync(path.resolve(uploads, '../etc'))).toBe(false);
  });

  it('#34 a 300-character file name → shown with at most 200 characters, extension kept', async () => {
    const anna = await english();
    const entry = uploadCase('long-name');
    expect(Array.from(entry.fileName)).toHaveLength(300);
    const res = expectAccepted(await send(anna, 'long-name'));
    expect(Array.from(res.fileName)).toHaveLength(200);
    expect(res.fileName.startsWith('Kundenliste Kundenliste')).toBe(true);
    expect(res.fileName.endsWith('.csv')).toBe(true);
    expect(storedFiles()).toEqual([`${res.batchId}.csv`]);
  });

  it('#34 RTL override U+202E in the file name → removed from the shown name', async () => {
    const anna = await english();
    const res = expectAccepted(await send(anna, 'rtl-override-name'));
    expect(res.fileName).toBe('Rechnungfdp.csv');
    // The same name percent-encoded as RFC 5987 `filename*`.
    const encoded = expectAccepted(
      await rawFileUpload(anna.cookie, "filename*=UTF-8''Rechnung%E2%80%AEfdp.csv", smallCustomerCsv()),
    );
    expect(encoded.fileName).toBe('Rechnungfdp.csv');
    for (const name of [res.fileName, res.tag, encoded.fileName]) expect(name).not.toMatch(UNSAFE_NAME_CHARS);
    expect(storedFiles()).toEqual([`${res.batchId}.csv`, `${encoded.batchId}.csv`].sort());
  });

  it('#34 `"`, CR and LF in the file name → shown without them, stored under the batch id', async () => {
    const anna = await english();
    // A real CR LF can only arrive percent-decoded from `filename*`: busboy drops such a part, so
    // the request has no file (a refusal that leaves nothing behind).
    await expectRefused(
      await rawFileUpload(
        anna.cookie,
        "filename*=UTF-8''Kunden%20%22Liste%22%0D%0A2026.csv",
        smallCustomerCsv(),
      ),
      anna,
      { type: 'upload_missing_file', message: 'No file was sent.' },
    );
    // Browsers send `"`, CR and LF as %22, %0D, %0A (multipart.ts does the same).
    const browser = expectAccepted(await send(anna, 'quote-cr-lf-name'));
    expect(browser.fileName).toBe('Kunden %22Liste%22%0D%0A2026.csv');
    // A backslash-escaped quote in the quoted file name arrives as `"` and is removed.
    const escaped = expectAccepted(
      await rawFileUpload(anna.cookie, 'filename="Kunden \\"Liste\\" 2026.csv"', smallCustomerCsv()),
    );
    expect(escaped.fileName).toBe('Kunden Liste 2026.csv');
    for (const res of [browser, escaped]) {
      expect(res.fileName).not.toMatch(UNSAFE_NAME_CHARS);
      expect(res.tag).not.toMatch(UNSAFE_NAME_CHARS);
    }
    expect(storedFiles()).toEqual([`${browser.batchId}.csv`, `${escaped.batchId}.csv`].sort());
  });

  describe('#35 multipart', () => {
    const file = (): Part => ({
      kind: 'file',
      fileName: uploadCase('multipart-file').fileName,
      content: smallCustomerCsv(),
    });

    it('#35 two files → 400 upload_too_many_files, no import, no temp file', async () => {
      const anna = await english();
      await expectRefused(await postUpload(app, anna.cookie, [file(), file()]), anna, {
        type: 'upload_too_many_files',
        message: 'Please upload exactly one file.',
      });
    });

    it('#35 no file → 400 upload_missing_file', async () => {
      const anna = await english();
      const onlyKey: Part[] = [{ kind: 'field', name: 'uploadKey', value: 'click-0001-abcdef' }];
      await expectRefused(await postUpload(app, anna.cookie, onlyKey), anna, {
        type: 'upload_missing_file',
        message: 'No file was sent.',
      });
      await expectRefused(await postUpload(app, anna.cookie, []), anna, {
        type: 'upload_missing_file',
        message: 'No file was sent.',
      });
    });

    it('#35 a `__proto__` field or file part → 400 upload_bad_field', async () => {
      const anna = await english();
      await expectRefused(
        await postUpload(app, anna.cookie, [
          { kind: 'field', name: '__proto__', value: '{"polluted":1}' },
          file(),
        ]),
        anna,
        {
          type: 'upload_bad_field',
          message: 'The request contains a field that is not allowed (__proto__).',
        },
      );
      await expectRefused(
        await postUpload(app, anna.cookie, [{ ...file(), name: '__proto__' } as Part]),
        anna,
        { type: 'upload_bad_field', message: /__proto__/ },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('#35 over the size cap → 413 upload_file_too_large', async () => {
      await useApp({ uploadBodyLimit: 4096 });
      const anna = await english();
      const big: Part = { kind: 'file', fileName: 'gross.csv', content: manyRows(1000) };
      await expectRefused(await postUpload(app, anna.cookie, [big]), anna, {
        status: 413,
        type: 'upload_file_too_large',
        message: 'The file is too large (at most 4 KB).',
      });
    });

    it('#35 client aborts mid-upload → no import, no temp file, the server keeps serving', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const anna = await english();
      const body = multipartBody([{ kind: 'file', fileName: 'kunden.csv', content: manyRows(50_000) }]);
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await once(socket, 'connect');
      socket.write(
        `POST /backend/import/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Cookie: ${anna.cookie}\r\nX-Requested-With: XMLHttpRequest\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, Math.floor(body.length / 2)));
      // The server has started writing the temporary file before the client goes away.
      expect(await waitFor(() => storedFiles().some((name) => name.endsWith('.part')))).toBe(true);
      socket.destroy();
      expect(await waitFor(() => storedFiles().length === 0, 5000)).toBe(true);
      await sleep(200);
      await expectNothingLeft(anna);
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    });
  });

  it('#36 the same upload key twice at once (double click) → one import', async () => {
    const anna = await english();
    const entry = uploadCase('double-click');
    const content = await entry.build();
    const [a, b] = await Promise.all([
      uploadFile(app, anna.cookie, entry.fileName, content, 'click-0036-abcdef'),
      uploadFile(app, anna.cookie, entry.fileName, content, 'click-0036-abcdef'),
    ]);
    const first = expectAccepted(a);
    const second = expectAccepted(b);
    expect(second.batchId).toBe(first.batchId);
    expect(await batchesOf(anna)).toEqual([{ id: first.batchId, state: 'ready' }]);
    expect(storedFiles()).toEqual([`${first.batchId}.csv`]);
  });
});

describe('the server stays responsive', { timeout: 60_000 }, () => {
  it('answers a parallel GET /health while a 200,000-row upload is parsed, before the upload answers', async () => {
    const anna = await english();
    const content = manyRows(200_000, 10);
    const order: string[] = [];
    const upload = uploadFile(app, anna.cookie, 'gross.csv', content).then((res) => {
      order.push('upload');
      return res;
    });
    // Once the whole body is in the temporary file, the parse is what runs next.
    const received = await waitFor(() =>
      storedFiles().some((name) => {
        if (!name.endsWith('.part')) return false;
        try {
          return statSync(path.join(uploadsDir(app.config.dataDir), name)).size >= content.length;
        } catch {
          return false;
        }
      }),
    );
    expect(received).toBe(true);
    const health = await app.inject({ method: 'GET', url: '/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const res = expectAccepted(await upload);
    expect(res.stats.rows.total).toBe(100_000);
    expect(res.maxRowsExceeded).toBe(true);
    expect(order).toEqual(['health', 'upload']);
  });
});
