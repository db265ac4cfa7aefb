import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { testCompanyDatabase } from '../../test/company-database.ts';
import { openCompanyDatabase, type CompanyDatabase } from './database.ts';
import { generateCompanyDatabase } from './generate.ts';
import { GeneratedDataPresentError, detectImportFormat, importCompanies } from './importer.ts';
import { recordToCsvFields, recordToJsonl, DUMP_FIELDS } from './formats.ts';
import { generateCompanies } from './generator.ts';
import { csvLine } from './csv.ts';
import { clearCompanies, companyMeta, countCompanies, readCompanies } from './storage.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const stores: CompanyDatabase[] = [];

/** A new company database: SQLite in a temporary folder, or a fresh PostgreSQL schema (TEST_DATABASE_URL). */
async function freshStore(): Promise<CompanyDatabase> {
  const store = await openCompanyDatabase(testCompanyDatabase().location);
  stores.push(store);
  return store;
}

function tempFile(name: string, content: string | Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'datacare-dump-')), name);
  writeFileSync(file, content);
  return file;
}

async function byProviderId(store: CompanyDatabase, providerId: string) {
  const row = await store.db
    .selectFrom('companies')
    .select('id')
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return (await readCompanies(store.db, [row.id])).get(row.id)!;
}

/** The whole database as text, to compare two states. */
async function snapshot(store: CompanyDatabase): Promise<string> {
  const tables = ['companies', 'company_former_names', 'company_former_addresses', 'industry_codes'] as const;
  const parts = [];
  for (const table of tables) {
    // In a fixed order: PostgreSQL returns updated rows wherever their new versions went.
    const rows = await store.db.selectFrom(table).selectAll().execute();
    const key = (row: object) => JSON.stringify(Object.values(row).slice(0, 2));
    parts.push(JSON.stringify(rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))));
  }
  return parts.join('\n');
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('import: OffeneRegister JSONL', () => {
  it('maps register data, addresses, statuses and previous names; rejects bad lines by number', async () => {
    const store = await freshStore();
    const result = await importCompanies(store, path.join(FIXTURES, 'offeneregister.jsonl'));
    expect(result).toMatchObject({
      format: 'offeneregister',
      lines: 8,
      imported: 5,
      rejectedCount: 3,
      aborted: false,
    });
    expect(result.rejected).toEqual([
      { line: 7, message: expect.stringMatching(/^not valid JSON/) },
      { line: 8, message: 'name is missing' },
      { line: 9, message: 'unknown current_status "dissolved"' },
    ]);

    expect(await byProviderId(store, 'K1101R_HRB160214')).toMatchObject({
      company_name: 'Elbblick Software UG (haftungsbeschränkt)',
      legal_form: 'UG',
      street: 'Große Elbstraße 145',
      street_name: 'Große Elbstraße',
      street_number: '145',
      zip: '22767',
      location: 'Hamburg',
      state: 'Hamburg',
      country_code: 'DE',
      hr_id: 'HRB 160214',
      hr_location: 'Hamburg',
      status: 'active',
      data_pack: 'DE',
    });
    expect(await byProviderId(store, 'R1101_HRB70311')).toMatchObject({
      status: 'deleted',
      street: 'Oststr.',
      zip: null,
      location: 'Düsseldorf',
      state: 'Nordrhein-Westfalen',
      legal_form: 'GmbH',
      former_names: ['Rheinufer Beteiligungs GmbH', 'Kaiser & Roth Beteiligungs GmbH'],
    });
    expect(await byProviderId(store, 'D2601R_HRA98120')).toMatchObject({
      status: 'in_liquidation',
      legal_form: 'GmbH & Co. KG',
      street_number: '12a',
      state: 'Bayern',
    });
    expect(await byProviderId(store, 'P3201_GnR412')).toMatchObject({
      legal_form: 'eG',
      hr_id: 'GnR 412',
      location: 'Oldenburg (Oldb)',
    });
    expect((await byProviderId(store, 'F1103R_HRB98765 B')).hr_id).toBe('HRB 98765 B');
    expect((await companyMeta(store.db)).source).toBe('offeneregister');
  });

  it('is idempotent: importing the same file again changes nothing', async () => {
    const store = await freshStore();
    const file = path.join(FIXTURES, 'offeneregister.jsonl');
    await importCompanies(store, file);
    const before = await snapshot(store);
    const again = await importCompanies(store, file);
    expect(again.imported).toBe(5);
    expect(await countCompanies(store.db)).toBe(5);
    expect(await snapshot(store)).toBe(before);
  });
});

describe('import: our JSONL and CSV formats', () => {
  it('reads JSONL and derives what the dump leaves out', async () => {
    const store = await freshStore();
    const result = await importCompanies(store, path.join(FIXTURES, 'provider.jsonl'));
    expect(result).toMatchObject({ format: 'jsonl', imported: 3, rejectedCount: 0 });
    expect(await byProviderId(store, 'P-1001')).toMatchObject({
      legal_form: 'GmbH',
      street_name: 'Industriestraße',
      street_number: '12a',
      zip: '01067',
      country: 'Deutschland',
      revenue_size: '1-10M',
      employee_size: '11-100',
      wz_label: 'Gas-, Wasser-, Heizungs- sowie Lüftungs- und Klimainstallation',
      former_names: ['Müller Haustechnik UG (haftungsbeschränkt)'],
      former_addresses: [
        { street: 'Bahnhofstraße 3', zip: '01069', location: 'Dresden', country_code: 'DE' },
      ],
    });
    expect(await byProviderId(store, 'P-1002')).toMatchObject({
      street: 'Am Markt 4',
      country_code: 'DE',
      legal_form: 'e.K.',
      status: 'deleted',
      revenue: null,
      revenue_size: '0-1M',
    });
    expect(await byProviderId(store, 'P-1003')).toMatchObject({
      legal_form: 'OG',
      country: 'Österreich',
      data_pack: 'AT-premium',
    });
  });

  it('reads CSV with a byte order mark, semicolons, quotes, line breaks and lists', async () => {
    const store = await freshStore();
    const result = await importCompanies(store, path.join(FIXTURES, 'provider.csv'));
    expect(result).toMatchObject({ format: 'csv', lines: 3, imported: 3, rejectedCount: 0 });
    expect(await byProviderId(store, 'P-2001')).toMatchObject({
      company_name: 'Schmidt; Söhne Metallbau GmbH',
      zip: '09111',
      num_employees: 140,
      employee_size: '101-500',
      revenue: 12_500_000,
      revenue_size: '10-100M',
      former_names: ['Schmidt Metallbau KG', 'Schmidt & Partner Metallbau KG'],
      former_addresses: [
        { street: 'Alte Straße 1', zip: '09112', location: 'Chemnitz', country_code: 'DE' },
        { street: 'Markt 2', zip: '09111', location: 'Chemnitz', country_code: 'DE' },
      ],
    });
    expect(await byProviderId(store, 'P-2002')).toMatchObject({
      company_name: 'Weber "Die Logistiker" GmbH & Co. KG',
      legal_form: 'GmbH & Co. KG',
      status: 'in_liquidation',
    });
    expect((await byProviderId(store, 'P-2003')).company_name).toBe('Krause Immobilien Verwaltung GmbH');
  });

  it('round-trips generated companies through both formats, gzip included', async () => {
    const records = [...generateCompanies(300, 'round-trip')];
    const jsonl = tempFile('dump.jsonl.gz', gzipSync(records.map(recordToJsonl).join('\n') + '\n'));
    const csv = tempFile(
      'dump.csv',
      [csvLine(DUMP_FIELDS, ','), ...records.map((r) => csvLine(recordToCsvFields(r), ','))].join('\n') +
        '\n',
    );
    const fromJsonl = await freshStore();
    const fromCsv = await freshStore();
    expect((await importCompanies(fromJsonl, jsonl)).imported).toBe(300);
    expect((await importCompanies(fromCsv, csv)).imported).toBe(300);
    expect(await snapshot(fromCsv)).toBe(await snapshot(fromJsonl));
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    const read = await readCompanies(fromJsonl.db, ids);
    expect(ids.map((id) => read.get(id))).toEqual(records);
  });

  it('names the line of every malformed record and imports the rest', async () => {
    const store = await freshStore();
    const lines = [
      '{"provider_id":"A1","company_name":"Gute Firma GmbH","country_code":"DE","zip":"10115"}',
      '{"provider_id":"A2","company_name":"Falsche PLZ GmbH","country_code":"DE","zip":10115}',
      '{"provider_id":"A3","compnay_name":"Tippfehler GmbH","country_code":"DE"}',
      '',
      '{"provider_id":"A4","company_name":"Ohne Land GmbH"}',
      '["not", "an", "object"]',
      '{"provider_id":"A5","company_name":"Status GmbH","country_code":"DE","status":"aktiv"}',
      '{"provider_id":"A6","company_name":"Zahl GmbH","country_code":"DE","num_employees":"viele"}',
      '{"provider_id":"A7","company_name":"Gute Firma 2 GmbH","country_code":"DE"}',
    ];
    const result = await importCompanies(store, tempFile('bad.jsonl', lines.join('\n')));
    expect(result.imported).toBe(2);
    expect(result.rejected).toEqual([
      { line: 2, message: 'zip must be text, not a number (a number loses leading zeros)' },
      { line: 3, message: 'unknown field "compnay_name"' },
      { line: 5, message: 'country_code must be a two-letter ISO 3166 code such as DE' },
      { line: 6, message: 'expected a JSON object' },
      { line: 7, message: 'status must be one of active, in_liquidation, deleted, not_in_hr (got "aktiv")' },
      { line: 8, message: 'num_employees must be a whole number from 0 to 10000000' },
    ]);

    const csv = await importCompanies(
      await freshStore(),
      tempFile(
        'bad.csv',
        'provider_id,company_name,country_code\nB1,Gut GmbH,DE\nB2,Zu viele,DE,extra\nB3,,DE\nB4,"offen,DE\n',
      ),
    );
    expect(csv.imported).toBe(1);
    expect(csv.rejected).toEqual([
      { line: 3, message: 'expected 3 fields as in the header, found 4' },
      { line: 4, message: 'company_name is missing' },
      { line: 5, message: 'a quoted field is not closed before the end of the file' },
    ]);
  });

  it('refuses a CSV header with unknown or missing columns, and stops after max errors', async () => {
    const header = await importCompanies(
      await freshStore(),
      tempFile('header.csv', 'provider_id;firma;country_code\nX;Y;DE\n'),
    );
    expect(header).toMatchObject({ imported: 0, aborted: true });
    expect(header.rejected[0]).toEqual({ line: 1, message: 'header: unknown column(s) "firma"' });

    const garbage = Array.from({ length: 50 }, (_, i) => `{"broken": ${i}`).join('\n');
    const stopped = await importCompanies(await freshStore(), tempFile('garbage.jsonl', garbage), {
      maxErrors: 5,
    });
    expect(stopped).toMatchObject({ aborted: true, rejectedCount: 6, imported: 0 });
    expect(stopped.rejected).toHaveLength(5);
  });

  it('never mixes a provider dump into the generated demo set unless it is cleared', async () => {
    const store = await freshStore();
    await generateCompanyDatabase(store, { count: 50 });
    const file = path.join(FIXTURES, 'provider.jsonl');
    await expect(importCompanies(store, file)).rejects.toThrow(GeneratedDataPresentError);
    await clearCompanies(store);
    expect((await importCompanies(store, file)).imported).toBe(3);
    expect(await countCompanies(store.db)).toBe(3);
  });

  it('tells the format from the file name and the first line', () => {
    expect(detectImportFormat('dump.csv.gz', 'provider_id,company_name')).toBe('csv');
    expect(detectImportFormat('de_companies_ocdata.jsonl', '{"company_number":"x"}')).toBe('offeneregister');
    expect(detectImportFormat('dump.jsonl', '{"provider_id":"x"}')).toBe('jsonl');
  });
});
