/**
 * Encrypted workbooks end to end (issue 21 item 4): the public default-password.xls through
 * `POST /backend/import/upload` to a ready mapping answer; a file with a real password refused with
 * the translated message that says how to remove the password; a 100,000-row xlsx with the default
 * password read by the parse worker under its memory and time caps.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, UploadResponse } from '@datacare/api-client/generated/types';
import { uploadFile } from '../../../test/multipart.ts';
import { createTestApp, signedInUser } from '../../../test/test-app.ts';
import { encryptXls, encryptXlsx } from '../../../test/upload-fixtures/encrypted.ts';
import { xlsWorkbook, xlsxWorkbook } from '../../../test/upload-fixtures/workbooks.ts';
import { prepareSpreadsheet } from './index.ts';

const PUBLIC_FIXTURE = join(import.meta.dirname, '../../../test/fixtures/spreadsheets/default-password.xls');

describe('uploading an encrypted workbook', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('opens the mapping screen for the public xls with Excel’s default password', async () => {
    const user = await signedInUser(app);
    const res = await uploadFile(app, user.cookie, 'encrypted_no_password.xls', readFileSync(PUBLIC_FIXTURE));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.fileKind).toBe('xls');
    expect(body.customerColumns).toEqual(['date', 'temperature', 'place']);
    expect(body.stats.rows.total).toBe(6);
    expect(body.exampleValues[0]).toEqual(['2011-01-01', '1', 'Galway']);
    expect(body.warnings).toEqual([]);
  });

  it('opens the mapping screen for an xlsx with the default password', async () => {
    const user = await signedInUser(app);
    const zip = xlsxWorkbook({
      sheets: [
        {
          name: 'Kunden',
          rows: [
            ['Firmenname', 'Ort'],
            ['Müller GmbH', 'Köln'],
          ],
        },
      ],
    });
    const res = await uploadFile(app, user.cookie, 'kunden.xlsx', encryptXlsx(zip, { type: 'agile' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.fileKind).toBe('xlsx');
    expect(body.customerColumns).toEqual(['Firmenname', 'Ort']);
    expect(body.exampleValues).toEqual([['Müller GmbH', 'Köln']]);
  });

  const REAL_PASSWORD: [string, string, RegExp][] = [
    ['de', 'xlsx', /Datei > Informationen > Arbeitsmappe schützen > Mit Kennwort verschlüsseln/],
    ['en', 'xls', /File > Info > Protect Workbook > Encrypt with Password, delete the password/],
    ['fr', 'xlsx', /Fichier > Informations > Protéger le classeur > Chiffrer avec mot de passe/],
  ];
  it.each(REAL_PASSWORD)(
    'refuses a file with a real password and says how to remove it (%s, %s)',
    async (language, kind, howTo) => {
      const user = await signedInUser(app, { language: language as 'de' | 'en' | 'fr' });
      const rows = [['Firmenname'], ['Acme']];
      const file =
        kind === 'xls'
          ? encryptXls(xlsWorkbook({ sheets: [{ name: 'Kunden', rows }] }), {
              method: 'cryptoapi',
              password: 'Geheim2024',
            })
          : encryptXlsx(xlsxWorkbook({ sheets: [{ name: 'Kunden', rows }] }), {
              type: 'agile',
              password: 'Geheim2024',
            });
      const res = await uploadFile(app, user.cookie, `kunden.${kind}`, file);
      expect(res.statusCode, res.body).toBe(400);
      const [error] = res.json<ErrorBody>().errors;
      expect(error!.type).toBe('password_protected');
      expect(error!.message).toMatch(howTo);
    },
  );
});

describe('a large xlsx with the default password', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'datacare-decrypt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read by the parse worker within its memory and time caps: 100,000 rows', async () => {
    const rows = [
      ['Firmenname', 'Straße', 'PLZ', 'Ort'],
      ...Array.from({ length: 100_000 }, (_, i) => [
        `Firma ${i + 1} GmbH`,
        `Hauptstraße ${(i % 200) + 1}`,
        String(1067 + (i % 90_000)).padStart(5, '0'),
        i % 2 === 0 ? 'Köln' : 'Berlin',
      ]),
    ];
    const path = join(dir, 'kunden-gross.xlsx');
    writeFileSync(path, encryptXlsx(xlsxWorkbook({ sheets: [{ name: 'Kunden', rows }] }), { type: 'agile' }));
    // The product's caps (1 GB heap, 60 s): over them is file_too_complex or parse_timeout.
    const prepared = await prepareSpreadsheet(path);
    expect(prepared.rowCount).toBe(100_000);
    expect(prepared.table.columns).toEqual(['Firmenname', 'Straße', 'PLZ', 'Ort']);
  });
});
