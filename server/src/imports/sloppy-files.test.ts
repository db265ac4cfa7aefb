/**
 * Issue 21 items 5, 7, 8 and 9 through the real upload call, as the user gets them on the mapping
 * screen: damaged workbooks read with a translated warning naming what was skipped, a header that
 * falls back to the first row, durations and times as Excel shows them, and Excel for Mac's csv in
 * Mac Roman with whether the detection was sure. The fixtures are in
 * server/test/upload-fixtures/sloppy-files.ts; the readers' own tests take them through more cases.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ErrorBody, ErrorItem, UploadResponse } from '@datacare/api-client/generated/types';
import { uploadFile } from '../../test/multipart.ts';
import { createTestApp, signedInUser } from '../../test/test-app.ts';
import {
  ambiguousWindows1252Csv,
  durationsWorkbook,
  frenchMacRomanCsv,
  macRomanCsv,
  widestRowLastCsv,
  widestRowLastWorkbook,
  windows1252Csv,
  workbookWithDamagedSheet,
  workbookWithTrailingContent,
} from '../../test/upload-fixtures/sloppy-files.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

function accepted(res: LightMyRequestResponse): UploadResponse {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResponse>();
}

/** Warnings as the mapping screen gets them, without the file name. */
function warningsOf(res: UploadResponse): Omit<ErrorItem, 'file'>[] {
  return res.warnings.map(({ file: _file, ...rest }) => rest);
}

describe('sloppy files through POST /backend/import/upload (issue 21)', { timeout: 30_000 }, () => {
  it('imports the good sheet of a workbook with a damaged one, naming the skipped sheet in German', async () => {
    const anna = await signedInUser(app);
    const res = accepted(
      await uploadFile(app, anna.cookie, 'kunden.xlsx', workbookWithDamagedSheet('missing-part')),
    );
    expect(res.sheetName).toBe('Firmen');
    expect(res.customerColumns).toEqual(['Firmenname', 'Ort']);
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Köln'],
      ['Schmidt AG', 'Berlin'],
    ]);
    expect(warningsOf(res)).toEqual([
      { type: 'sheet_unreadable', message: 'Das Blatt „Notizen“ ist beschädigt und wurde übersprungen.' },
    ]);
    expect(res.sheets).toEqual([
      { name: 'Firmen', hasData: true },
      { name: 'Notizen', hasData: false },
    ]);
  });

  it('reads a sheet with data after its end and says so; a DTD there is still refused', async () => {
    const eva = await signedInUser(app, { language: 'en' });
    const res = accepted(
      await uploadFile(app, eva.cookie, 'kunden.xlsx', workbookWithTrailingContent('sheet', '\0\0\0\0')),
    );
    expect(res.exampleValues).toEqual([
      ['Müller GmbH', 'Köln'],
      ['Schmidt AG', 'Berlin'],
    ]);
    expect(warningsOf(res)).toEqual([
      {
        type: 'xml_trailing_content',
        message:
          'The file is slightly damaged: more data follows the part "xl/worksheets/sheet1.xml" and was not read. If rows are missing, open the file in Excel and save it again.',
      },
    ]);
    const dtd = await uploadFile(
      app,
      eva.cookie,
      'kunden.xlsx',
      workbookWithTrailingContent('sheet', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'),
    );
    expect(dtd.statusCode).toBe(400);
    expect(dtd.json<ErrorBody>().errors[0]!.type).toBe('corrupt_file');
  });

  it('takes the first row as header when the widest row is the last one, csv and workbook, in French', async () => {
    const luc = await signedInUser(app, { language: 'fr' });
    const csv = accepted(await uploadFile(app, luc.cookie, 'liste.csv', widestRowLastCsv()));
    expect(csv.customerColumns).toEqual(['Firmenname', 'Ort', 'Column C', 'Column D', 'Column E']);
    expect(csv.exampleValues).toEqual([
      ['Müller GmbH', 'Köln', null, null, null],
      ['Schmidt AG', 'Berlin', null, null, null],
      ['Summe', '2', 'Stand 01.02.2024', 'geprüft', 'ok'],
    ]);
    expect(warningsOf(csv)[0]).toEqual({
      type: 'header_row_fallback',
      message:
        'Aucune donnée ne suit la ligne la plus large (ligne 4) ; la ligne 1 a donc été prise comme en-tête. Veuillez vérifier les noms des colonnes.',
    });
    const xlsx = accepted(await uploadFile(app, luc.cookie, 'liste.xlsx', widestRowLastWorkbook()));
    expect(xlsx.exampleValues.at(-1)).toEqual(['Summe', '2', 'Stand 01.02.2024', 'geprüft', 'ok']);
    expect(warningsOf(xlsx)[0]).toMatchObject({ type: 'header_row_fallback' });
    expect(warningsOf(xlsx)[0]!.message).toContain('(ligne 5)');
  });

  it('shows durations and times as Excel does, dates as ISO', async () => {
    const anna = await signedInUser(app);
    const res = accepted(await uploadFile(app, anna.cookie, 'einsaetze.xlsx', durationsWorkbook()));
    expect(res.customerColumns).toEqual(['Firmenname', 'Dauer', 'Beginn', 'Beginn (US)', 'Datum']);
    expect(res.exampleValues).toEqual([['Müller GmbH', '255:10:10', '15:10', '03:10 PM', '2023-03-15']]);
  });

  it('reads Excel for Mac’s "CSV (Macintosh)" in Mac Roman, and says when the encoding is a guess', async () => {
    const anna = await signedInUser(app);
    const mac = accepted(await uploadFile(app, anna.cookie, 'kunden.csv', macRomanCsv()));
    expect([mac.encoding, mac.encodingConfident]).toEqual(['macintosh', true]);
    expect(mac.customerColumns).toEqual(['Firmenname', 'Ort', 'Straße']);
    expect(mac.exampleValues[0]).toEqual(['Müller GmbH', 'Köln', 'Hauptstraße 1']);

    const windows = accepted(await uploadFile(app, anna.cookie, 'kunden.csv', windows1252Csv()));
    expect([windows.encoding, windows.encodingConfident]).toEqual(['windows-1252', true]);
    expect(windows.exampleValues[0]).toEqual(['Müller GmbH', 'Köln', 'Hauptstraße 1']);

    // Refused as "not a spreadsheet" before: Windows-1252 has no characters for its è ê ç ù.
    const french = accepted(await uploadFile(app, anna.cookie, 'societes.csv', frenchMacRomanCsv()));
    expect([french.encoding, french.encodingConfident]).toEqual(['macintosh', true]);
    expect(french.customerColumns).toEqual(['Société', 'Adresse', 'Remarque']);
    expect(french.exampleValues[0]).toEqual([
      'Crêperie Bretonne',
      'Rue de la Fenêtre 3',
      'très bien, à côté',
    ]);

    const unsure = accepted(await uploadFile(app, anna.cookie, 'betraege.csv', ambiguousWindows1252Csv()));
    expect([unsure.encoding, unsure.encodingConfident]).toEqual(['windows-1252', false]);
    expect(unsure.exampleValues).toEqual([['Acme Ltd', '100 €']]);
  });
});
