import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCompanyDatabase, type CompanyDatabase } from './database.ts';
import { CompanyDatabaseNotEmptyError, generateCompanyDatabase } from './generate.ts';
import { generateCompanies } from './generator.ts';
import {
  clearCompanies,
  companyIdRange,
  companyMeta,
  companyStats,
  countCompanies,
  createCompanyWriter,
  readCompanies,
} from './storage.ts';

const stores: CompanyDatabase[] = [];

function tempFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'datacare-companies-')), 'companies.sqlite');
}

async function open(file = tempFile()): Promise<CompanyDatabase> {
  const store = await openCompanyDatabase(file);
  stores.push(store);
  return store;
}

function indexNames(store: CompanyDatabase): string[] {
  return (
    store.sqlite
      .prepare(
        "select name from sqlite_master where type = 'index' and tbl_name = 'companies' and sql is not null",
      )
      .all() as { name: string }[]
  )
    .map((r) => r.name)
    .sort();
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('company database', () => {
  it('is created with its schema, indexes and the pragmas of every connection', async () => {
    const store = await open();
    expect(indexNames(store)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    await expect(
      store.db
        .insertInto('companies')
        .values({
          provider_id: 'x',
          company_name: 'X',
          country_code: 'DE',
          status: 'aktiv' as never,
          data_pack: 'DE',
        })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('generates streaming into an empty database, the same content for the same seed', async () => {
    const a = await open();
    const b = await open();
    const progress: number[] = [];
    expect(
      await generateCompanyDatabase(a, { count: 2_500, seed: 9, onProgress: (n) => progress.push(n) }),
    ).toBe(2_500);
    await generateCompanyDatabase(b, { count: 2_500, seed: 9 });
    expect(progress.at(-1)).toBe(2_500);
    const dump = async (store: CompanyDatabase) =>
      JSON.stringify([
        await store.db.selectFrom('companies').selectAll().orderBy('id').execute(),
        await store.db.selectFrom('company_former_names').selectAll().execute(),
        await store.db.selectFrom('company_former_addresses').selectAll().execute(),
        await store.db.selectFrom('industry_codes').selectAll().orderBy('code').execute(),
      ]);
    expect(await dump(b)).toBe(await dump(a));
    expect(await companyMeta(a.db)).toMatchObject({ source: 'generated', seed: '9', count: '2500' });
    expect(indexNames(a)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
    await expect(generateCompanyDatabase(a, { count: 10 })).rejects.toThrow(CompanyDatabaseNotEmptyError);
  });

  it('reads back exactly the records it was given', async () => {
    const store = await open();
    const records = [...generateCompanies(400, 'read-back')];
    const writer = createCompanyWriter(store, { batchSize: 64 });
    for (const record of records) writer.write(record);
    expect(writer.finish()).toBe(400);
    expect(await companyIdRange(store.db)).toEqual({ min: 1, max: 400 });
    const read = await readCompanies(store.db, [1, 2, 400, 401]);
    expect([...read.keys()]).toEqual([1, 2, 400]);
    expect([read.get(1), read.get(2), read.get(400)]).toEqual([records[0], records[1], records[399]]);
  });

  it('replaces a company written again under the same provider id, former names included', async () => {
    const store = await open();
    const record = [...generateCompanies(1, 'replace')][0]!;
    const first = createCompanyWriter(store);
    first.write({ ...record, former_names: ['Alt A GmbH', 'Alt B GmbH'] });
    first.finish();
    const second = createCompanyWriter(store);
    second.write({ ...record, company_name: 'Neuer Name GmbH', former_names: ['Alt C GmbH'] });
    second.finish();
    expect(await countCompanies(store.db)).toBe(1);
    expect((await readCompanies(store.db, [1])).get(1)).toMatchObject({
      company_name: 'Neuer Name GmbH',
      former_names: ['Alt C GmbH'],
    });
  });

  it('gets its indexes back when a bulk load was interrupted', async () => {
    const file = tempFile();
    const store = await openCompanyDatabase(file);
    const writer = createCompanyWriter(store, { batchSize: 10 });
    for (const record of generateCompanies(25, 'interrupted')) writer.write(record);
    expect(indexNames(store)).toEqual([]);
    await store.close(); // no finish(): the process died
    const reopened = await open(file);
    expect(indexNames(reopened)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
    expect(await countCompanies(reopened.db)).toBe(20);
    expect(await companyMeta(reopened.db)).toEqual({});
  });

  it('counts by status, legal form, country, postcode digit and size; clears everything', async () => {
    const store = await open();
    await generateCompanyDatabase(store, { count: 1_000, seed: 3 });
    const stats = await companyStats(store.db);
    expect(stats.total).toBe(1_000);
    for (const tally of [
      stats.byStatus,
      stats.byLegalForm,
      stats.byCountry,
      stats.byEmployeeSize,
      stats.byRevenueSize,
    ]) {
      expect(tally.reduce((sum, [, n]) => sum + n, 0)).toBe(1_000);
    }
    expect(stats.byGermanZipDigit.map(([digit]) => digit)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(stats.byLegalForm[0]?.[0]).toBe('GmbH');
    clearCompanies(store);
    expect(await countCompanies(store.db)).toBe(0);
    expect(await store.db.selectFrom('company_former_names').selectAll().execute()).toEqual([]);
    expect(await companyMeta(store.db)).toEqual({});
  });
});
