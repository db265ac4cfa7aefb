/**
 * Excel 2.x-95 workbooks and damaged xls files through the real upload call (issue 21 items 1-3):
 * the route, the parse worker, the sniffing and the translated warnings together. The readers' own
 * tests (parse/xls-*.test.ts) cover the classes in more variants.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody, UploadResponse } from '@datacare/api-client/generated/types';
import { message, serverMessages, type MessageKey } from '../http/messages.ts';
import { uploadFile } from '../../test/multipart.ts';
import { createTestApp, signedInUser } from '../../test/test-app.ts';
import { biffWorkbook, u16, u32, type BiffCell } from '../../test/upload-fixtures/biff.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const CUSTOMERS: BiffCell[][] = [
  ['Firmenname', 'Ort', 'Kunde seit', 'Umsatz'],
  ['Müller & Söhne GmbH', 'Köln', { number: 36526, numFmt: 'dd.mm.yyyy' }, { formula: 1234.5 }],
  ['Bäckerei Straße e.K.', 'Würzburg', { number: 45000, numFmt: 'dd.mm.yyyy' }, 70000],
];

describe('xls of every version through POST /backend/import/upload', { timeout: 30_000 }, () => {
  it('reads an Excel 95 (BIFF5) workbook in cp1252 to a ready mapping screen', async () => {
    const anna = await signedInUser(app);
    const res = await uploadFile(
      app,
      anna.cookie,
      'kunden-excel95.xls',
      biffWorkbook({ version: 5, codepage: 1252, sheets: [{ name: 'Kunden', rows: CUSTOMERS }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.fileKind).toBe('xls');
    expect(body.sheetName).toBe('Kunden');
    expect(body.sheets).toEqual([{ name: 'Kunden', hasData: true }]);
    expect(body.customerColumns).toEqual(['Firmenname', 'Ort', 'Kunde seit', 'Umsatz']);
    expect(body.exampleValues).toEqual([
      ['Müller & Söhne GmbH', 'Köln', '2000-01-01', '1234.5'],
      ['Bäckerei Straße e.K.', 'Würzburg', '2023-03-15', '70000'],
    ]);
    expect(body.warnings).toEqual([]);
  });

  it('reads an Excel 4.0 worksheet, a bare BIFF4 stream (the public xlrd sample)', async () => {
    const anna = await signedInUser(app, { language: 'en' });
    const file = readFileSync(
      path.join(import.meta.dirname, '../../test/fixtures/spreadsheets/biff4-worksheet.xls'),
    );
    const res = await uploadFile(app, anna.cookie, 'biff4.xls', file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.customerColumns).toEqual(['ID', 'TOTAL', 'MAIN', 'SUB']);
    expect(body.stats.rows).toEqual({ total: 26, empty: 0 });
    expect(body.exampleValues[0]).toEqual(['A', 'DOG & CAT PRODUCTS', 'Dog & Cat Product', null]);
  });

  it('shows the warnings of a damaged xls in the user language: truncated file, unreadable cell', async () => {
    const anna = await signedInUser(app);
    const rows: BiffCell[][] = [
      ['Firmenname', 'Ort'],
      ['Acme GmbH', { record: 0x00fd, data: Buffer.concat([u16(1, 1, 15), u32(999)]) }],
      ...Array.from({ length: 20 }, (_, i): BiffCell[] => [`Firma ${i + 2}`, 'Berlin']),
    ];
    const whole = biffWorkbook({ version: 8, container: 'bare', sheets: [{ name: 'Kunden', rows }] });
    const res = await uploadFile(
      app,
      anna.cookie,
      'abgeschnitten.xls',
      biffWorkbook({ version: 8, cutStreamAt: whole.length - 60, sheets: [{ name: 'Kunden', rows }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.exampleValues[0]).toEqual(['Acme GmbH', null]);
    expect(body.warnings.map(({ file: _file, ...rest }) => rest)).toEqual([
      {
        type: 'file_truncated',
        message:
          'Die Datei ist unvollständig: Sie endet mitten in den Daten. Importiert wurden die Zeilen bis zu dieser Stelle; bitte prüfen Sie, ob die Datei vollständig gespeichert oder heruntergeladen wurde.',
      },
      {
        type: 'cell_unreadable',
        message: 'Die Zelle B2 ist beschädigt und konnte nicht gelesen werden; sie wurde leer übernommen.',
        row: 1,
        column: 'Ort',
      },
    ]);
  });

  it('refuses an Excel 4.0 workbook with a message naming the format and what to do', async () => {
    const anna = await signedInUser(app, { language: 'en' });
    const bytes = biffWorkbook({
      version: 4,
      biff4Workbook: true,
      sheets: [
        { name: 'Kunden', rows: [['Name'], ['Acme']] },
        { name: 'Umsatz', rows: [['Jahr'], [2024]] },
      ],
    });
    const res = await uploadFile(app, anna.cookie, 'arbeitsmappe.xlw', bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      {
        type: 'legacy_workbook_multiple_sheets',
        message:
          'The file is an Excel 4.0 workbook (several sheets in one file); this old format cannot be read. Please open it in Excel or LibreOffice, save it as .xlsx and upload it again.',
        file: 'arbeitsmappe.xlw',
      },
    ]);
  });
});

describe('the xls warnings and refusal in every language', () => {
  it('has a German, English and French text for each, with no placeholder left', () => {
    const params = { cell: 'B7', sheet: 'Kunden', codepage: '9999', row: 3, column: 'Ort' };
    const keys = [
      'warning.cell_unreadable',
      'warning.number_format_broken',
      'warning.record_broken',
      'warning.file_truncated',
      'warning.codepage_unsupported',
      'warning.sheet_unreadable',
      'legacy_workbook_multiple_sheets',
    ];
    for (const lang of ['de', 'en', 'fr'] as const) {
      for (const key of keys) {
        expect([lang, key, Object.hasOwn(serverMessages[lang], key)]).toEqual([lang, key, true]);
        const text = message(lang, key as MessageKey, params);
        expect(text).not.toMatch(/\{\{|\}\}/);
      }
    }
    expect(message('fr', 'warning.sheet_unreadable', params)).toBe(
      'La feuille « Kunden » est endommagée et a été ignorée.',
    );
  });
});
