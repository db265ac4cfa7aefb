import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ListImportsResponse,
  MappingPair,
  ResultPageResponse,
  Status,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import { uploadFile } from '../../test/multipart.ts';
import { xlsWorkbook, xlsxWorkbook } from '../../test/upload-fixtures/workbooks.ts';
import { createIndexEngine } from '../matching/engine/pool.ts';
import { defaultParameters } from '../matching/model/parameters.ts';
import { companyFixture, type CompanyFixture } from '../matching/testing.ts';
import type { MatchEngine } from '../matching/types.ts';
import { uploadsDir } from './upload.ts';

let fixture: CompanyFixture;
let engine: MatchEngine;

beforeAll(async () => {
  fixture = await companyFixture(50);
  engine = createIndexEngine({ index: fixture.index.data, parameters: defaultParameters(), workers: 0 });
}, 60_000);

afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp({}, { matchEngine: () => engine });
});
afterEach(async () => {
  await app.close();
});

/**
 * A workbook as customers send them: last year's list first, this year's on the second sheet with
 * other headers and rows, an empty notes sheet last.
 */
const twoSheets = xlsxWorkbook({
  sheets: [
    {
      name: 'Kunden 2025',
      rows: [
        ['Kundennummer', 'Firma', 'Ort'],
        ['K1', 'Alte Mühle GmbH', 'Köln'],
        ['K2', 'Bäckerei Schulz', 'Bonn'],
      ],
    },
    {
      name: 'Kunden 2026',
      rows: [
        ['Name', 'PLZ', 'Stadt', 'Telefon'],
        ['Müller Logistik GmbH', '01067', 'Dresden', '+49 351 1234'],
        ['Schmidt & Söhne KG', '80331', 'München', null],
        ['Weber Maschinenbau AG', '70173', 'Stuttgart', '+49 711 55'],
      ],
    },
    { name: 'Notizen', rows: [] },
  ],
});

/** A short list as Excel for Mac saves it ("CSV (Macintosh)"): Mac Roman bytes. */
const MAC_ROMAN: Record<string, number> = { ä: 0x8a, ö: 0x9a, ü: 0x9f, ß: 0xa7, Ä: 0x80, Ö: 0x85, Ü: 0x86 };
function macRoman(text: string): Buffer {
  return Buffer.from(Array.from(text, (char) => MAC_ROMAN[char] ?? char.charCodeAt(0)));
}
// Two letters outside ASCII are too few for the detection to be sure.
const macCsv = macRoman(
  'Firma;Straße;Ort\r\nMüller GmbH;Am Markt 1;Berlin\r\nSchmidt KG;Gartenweg 2;Bonn\r\n',
);

async function upload(cookie: string, name: string, content: Buffer): Promise<UploadResponse> {
  const res = await uploadFile(app, cookie, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResponse>();
}

function reread(cookie: string, body: Record<string, unknown>) {
  return call(app, '/backend/import/rereadUpload', body, { cookie });
}

async function waitFinished(cookie: string, batchId: string): Promise<Status> {
  for (let i = 0; i < 600; i++) {
    const res = await call(app, '/backend/import/getStatus', { batchId }, { cookie });
    if (res.statusCode === 200 && res.json<Status>().isFinished) return res.json<Status>();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('matching did not finish');
}

/** The company names of every matched row, as the review shows them. */
async function matchedNames(cookie: string, batchId: string): Promise<string[]> {
  const names: string[] = [];
  for (const matchType of ['exact', 'manual', 'noMatch']) {
    const res = await call(
      app,
      '/backend/import/getResults',
      { batchId, paging: { page: 0, pageSize: 50 }, filters: { matchType } },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const row of res.json<ResultPageResponse>().results) names.push(row.mappedRow.company_name ?? '');
  }
  return names.sort();
}

describe('the sheet of a workbook', () => {
  it('names the sheet read and every sheet with whether it holds data', async () => {
    const anna = await signedInUser(app);
    const first = await upload(anna.cookie, 'Kunden.xlsx', twoSheets);
    expect(first.sheetName).toBe('Kunden 2025');
    expect(first.sheets).toEqual([
      { name: 'Kunden 2025', hasData: true },
      { name: 'Kunden 2026', hasData: true },
      { name: 'Notizen', hasData: false },
    ]);
    expect(first.encoding).toBeNull();
    expect(first.encodingConfident).toBe(true);
    expect(first.customerColumns).toEqual(['Kundennummer', 'Firma', 'Ort']);
  });

  it('reads another sheet of the same upload, replaces the rows, and matching takes the new ones', async () => {
    const anna = await signedInUser(app);
    const first = await upload(anna.cookie, 'Kunden.xlsx', twoSheets);
    const stored = readdirSync(uploadsDir(app.config.dataDir));

    const res = await reread(anna.cookie, { batchId: first.batchId, sheetName: 'Kunden 2026' });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<UploadResponse>();
    expect(second).toMatchObject({
      batchId: first.batchId,
      fileName: 'Kunden.xlsx',
      tag: 'Kunden',
      fileKind: 'xlsx',
      sheetName: 'Kunden 2026',
      sheets: first.sheets,
      customerColumns: ['Name', 'PLZ', 'Stadt', 'Telefon'],
      nonEmptyCounts: [3, 3, 3, 2],
      stats: { rows: { total: 3, empty: 0 }, columns: { total: 4 } },
    });
    expect(second.exampleValues[0]).toEqual(['Müller Logistik GmbH', '01067', 'Dresden', '+49 351 1234']);
    // Proposed again from the new headers.
    expect(second.detectedMapping).toEqual(
      expect.arrayContaining([
        { internalField: 'company_name', customerField: 'Name' },
        { internalField: 'zip', customerField: 'PLZ' },
        { internalField: 'location', customerField: 'Stadt' },
      ]),
    );
    // No second upload: the same stored file.
    expect(readdirSync(uploadsDir(app.config.dataDir))).toEqual(stored);

    // Names and the past-imports list are the import's, whatever sheet was read.
    const names = await call(
      app,
      '/backend/import/getImportName',
      { batchId: first.batchId },
      { cookie: anna.cookie },
    );
    expect(names.json()).toEqual({ fileName: 'Kunden.xlsx', tag: 'Kunden' });
    const list = await call(
      app,
      '/backend/import/listImports',
      { paging: { page: 0, pageSize: 9 } },
      { cookie: anna.cookie },
    );
    expect(list.json<ListImportsResponse>().items).toMatchObject([
      { batchId: first.batchId, fileName: 'Kunden.xlsx', tag: 'Kunden', furthestStep: 'mapping' },
    ]);
    expect(list.json<ListImportsResponse>().items[0]!.stats.file.rows.ok).toBe(3);

    const mapping: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Name' },
      { internalField: 'zip', customerField: 'PLZ' },
      { internalField: 'location', customerField: 'Stadt' },
    ];
    const start = await call(
      app,
      '/backend/import/startMatching',
      { batchId: first.batchId, mapping, additionalCustomerColumns: ['Telefon'], checkDuplicateExtIds: true },
      { cookie: anna.cookie },
    );
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ started: true });
    expect(await waitFinished(anna.cookie, first.batchId)).toMatchObject({ total: 3, finished: 3 });
    expect(await matchedNames(anna.cookie, first.batchId)).toEqual([
      'Müller Logistik GmbH',
      'Schmidt & Söhne KG',
      'Weber Maschinenbau AG',
    ]);

    // Once matching has started the choice is final.
    const late = await reread(anna.cookie, { batchId: first.batchId, sheetName: 'Kunden 2025' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({
      type: 'import_started',
      message:
        'Der Abgleich dieses Imports wurde bereits gestartet; Blatt und Zeichenkodierung lassen sich nicht mehr ändern.',
    });
  });

  it('proposes the mapping remembered for the new sheet’s headers', async () => {
    const anna = await signedInUser(app);
    // Last month's import of the same sheet was mapped by hand: Telefon as phone, Name as company.
    const earlier = await upload(anna.cookie, 'Kunden Februar.xlsx', twoSheets);
    await reread(anna.cookie, { batchId: earlier.batchId, sheetName: 'Kunden 2026' });
    const confirmed: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Name' },
      { internalField: 'phone', customerField: 'Telefon' },
    ];
    const start = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId: earlier.batchId,
        mapping: confirmed,
        additionalCustomerColumns: [],
        checkDuplicateExtIds: false,
      },
      { cookie: anna.cookie },
    );
    expect(start.json()).toMatchObject({ started: true });

    const now = await upload(anna.cookie, 'Kunden März.xlsx', twoSheets);
    const res = await reread(anna.cookie, { batchId: now.batchId, sheetName: 'Kunden 2026' });
    expect(res.json<UploadResponse>().detectedMapping).toEqual(confirmed);
  });

  it('keeps the choice when asked without one, and the import as it was when the sheet cannot be read', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie, 'Kunden.xlsx', twoSheets);
    const chosen = (await reread(anna.cookie, { batchId, sheetName: 'Kunden 2026' })).json<UploadResponse>();
    const again = await reread(anna.cookie, { batchId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<UploadResponse>()).toEqual(chosen);

    const unknown = await reread(anna.cookie, { batchId, sheetName: 'Kunden 2027' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      type: 'sheet_not_found',
      message: 'Die Arbeitsmappe hat kein Blatt „Kunden 2027“.',
    });
    const empty = await reread(anna.cookie, { batchId, sheetName: 'Notizen' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].file).toBe('Kunden.xlsx');

    const encoding = await reread(anna.cookie, { batchId, encoding: 'macintosh' });
    expect(encoding.statusCode).toBe(400);
    expect(encoding.json().errors[0]).toMatchObject({
      type: 'encoding_not_applicable',
      message: 'Eine Zeichenkodierung lässt sich nur für CSV-Dateien wählen, nicht für Arbeitsmappen.',
    });

    // Nothing of that changed the import: the next re-read without a choice is the chosen sheet.
    expect((await reread(anna.cookie, { batchId })).json<UploadResponse>()).toEqual(chosen);
  });

  it('reads another sheet of an xls alike', async () => {
    const anna = await signedInUser(app);
    const xls = xlsWorkbook({
      sheets: [
        {
          name: 'Tabelle1',
          rows: [
            ['Firma', 'Ort'],
            ['Alte Mühle GmbH', 'Köln'],
          ],
        },
        {
          name: 'Tabelle2',
          rows: [
            ['Name', 'Stadt'],
            ['Weber Maschinenbau AG', 'Stuttgart'],
          ],
        },
      ],
    });
    const first = await upload(anna.cookie, 'Kunden.xls', xls);
    expect(first).toMatchObject({ fileKind: 'xls', sheetName: 'Tabelle1' });
    const res = await reread(anna.cookie, { batchId: first.batchId, sheetName: 'Tabelle2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadResponse>()).toMatchObject({
      sheetName: 'Tabelle2',
      sheets: [
        { name: 'Tabelle1', hasData: true },
        { name: 'Tabelle2', hasData: true },
      ],
      customerColumns: ['Name', 'Stadt'],
      exampleValues: [['Weber Maschinenbau AG', 'Stuttgart']],
    });
  });

  it("answers 404 for another user's import and changes nothing", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    const { batchId } = await upload(anna.cookie, 'Kunden.xlsx', twoSheets);
    const res = await reread(jonas.cookie, { batchId, sheetName: 'Kunden 2026' });
    expect(res.statusCode).toBe(404);
    expect((await reread(anna.cookie, { batchId })).json<UploadResponse>().sheetName).toBe('Kunden 2025');
    expect((await reread(anna.cookie, { batchId: 'gibt-es-nicht-1234' })).statusCode).toBe(404);
  });
});

describe('the encoding of a csv', () => {
  it('offers to switch an unsure encoding and reads the rows again in the chosen one', async () => {
    const anna = await signedInUser(app);
    const first = await upload(anna.cookie, 'Kunden Mac.csv', macCsv);
    expect(first).toMatchObject({
      fileKind: 'csv',
      sheets: [],
      sheetName: null,
      encoding: 'macintosh',
      encodingConfident: false,
      customerColumns: ['Firma', 'Straße', 'Ort'],
    });

    const cp1252 = await reread(anna.cookie, { batchId: first.batchId, encoding: 'windows-1252' });
    expect(cp1252.statusCode, cp1252.body).toBe(200);
    expect(cp1252.json<UploadResponse>()).toMatchObject({
      batchId: first.batchId,
      encoding: 'windows-1252',
      // The detection was unsure: the choice stays open after a switch.
      encodingConfident: false,
      customerColumns: ['Firma', 'Stra§e', 'Ort'],
      exampleValues: [
        ['MŸller GmbH', 'Am Markt 1', 'Berlin'],
        ['Schmidt KG', 'Gartenweg 2', 'Bonn'],
      ],
    });
    const mac = await reread(anna.cookie, { batchId: first.batchId, encoding: 'macintosh' });
    expect(mac.json<UploadResponse>()).toMatchObject({
      encoding: 'macintosh',
      encodingConfident: false,
      customerColumns: ['Firma', 'Straße', 'Ort'],
      exampleValues: [
        ['Müller GmbH', 'Am Markt 1', 'Berlin'],
        ['Schmidt KG', 'Gartenweg 2', 'Bonn'],
      ],
    });
    // Proposed again from the new headers.
    expect(mac.json<UploadResponse>().detectedMapping).toContainEqual({
      internalField: 'street',
      customerField: 'Straße',
    });
  });

  it('is sure of UTF-8 and refuses a sheet for a csv', async () => {
    const anna = await signedInUser(app);
    const utf8 = await upload(anna.cookie, 'Kunden.csv', Buffer.from('Firma;Ort\nMüller GmbH;Köln\n'));
    expect(utf8).toMatchObject({ encoding: 'utf-8', encodingConfident: true, sheets: [], sheetName: null });
    const res = await reread(anna.cookie, { batchId: utf8.batchId, sheetName: 'Tabelle1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('sheet_not_found');
  });
});
