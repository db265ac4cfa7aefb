import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCompanyDatabase } from '../../test/company-database.ts';
import { ON_POSTGRES } from '../../test/test-app.ts';
import {
  companyDatabaseLocation,
  companySchemaUrl,
  describeCompanyDatabase,
  openCompanyDatabase,
  searchPathOf,
  type CompanyDatabase,
  type CompanyDatabaseLocation,
} from './database.ts';
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

/** A new company database: SQLite in a temporary folder, or a fresh PostgreSQL schema (TEST_DATABASE_URL). */
async function open(
  location: CompanyDatabaseLocation = testCompanyDatabase().location,
): Promise<CompanyDatabase> {
  const store = await openCompanyDatabase(location);
  stores.push(store);
  return store;
}

/** The secondary indexes of the companies table (not those of its primary key and unique constraint). */
async function indexNames(store: CompanyDatabase): Promise<string[]> {
  if (store.kind === 'sqlite') {
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
  const { rows } = await sql<{ name: string }>`select c.relname as name
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where x.indrelid = 'companies'::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
    order by c.relname`.execute(store.db);
  return rows.map((r) => r.name);
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('company database', () => {
  // About SQLite's file and connection settings: PostgreSQL has neither.
  it.skipIf(ON_POSTGRES)('has the pragmas of every connection', async () => {
    const store = await open();
    if (store.kind !== 'sqlite') throw new Error('SQLite only');
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('is created with its schema and indexes, and checks its values', async () => {
    const store = await open();
    expect(await indexNames(store)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
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
    ).rejects.toThrow(/check/i);
  });

  it('opens again without migrating twice, also when two open it at the same moment', async () => {
    const { location } = testCompanyDatabase();
    // Processes starting together on PostgreSQL: Kysely's migrator locks there. (SQLite's company
    // migrations take no lock across connections, as before: opened one after the other.)
    const [a, b] = ON_POSTGRES
      ? await Promise.all([open(location), open(location)])
      : [await open(location), await open(location)];
    await generateCompanyDatabase(a, { count: 10, seed: 1 });
    expect(await countCompanies(b.db)).toBe(10);
    expect(await countCompanies((await open(location)).db)).toBe(10);
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
        await store.db
          .selectFrom('company_former_names')
          .selectAll()
          .orderBy('company_id')
          .orderBy('position')
          .execute(),
        await store.db
          .selectFrom('company_former_addresses')
          .selectAll()
          .orderBy('company_id')
          .orderBy('position')
          .execute(),
        await store.db.selectFrom('industry_codes').selectAll().orderBy('code').execute(),
      ]);
    expect(await dump(b)).toBe(await dump(a));
    // Revenues of the largest companies pass 2^31 (bigint on PostgreSQL).
    expect(
      (
        await a.db
          .selectFrom('companies')
          .select((eb) => eb.fn.max('revenue').as('max'))
          .executeTakeFirst()
      )?.max,
    ).toBeGreaterThan(2 ** 31);
    expect(await companyMeta(a.db)).toMatchObject({ source: 'generated', seed: '9', count: '2500' });
    expect(await indexNames(a)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
    await expect(generateCompanyDatabase(a, { count: 10 })).rejects.toThrow(CompanyDatabaseNotEmptyError);
  });

  it('reads back exactly the records it was given', async () => {
    const store = await open();
    const records = [...generateCompanies(400, 'read-back')];
    const writer = await createCompanyWriter(store, { batchSize: 64 });
    for (const record of records) await writer.write(record);
    expect(await writer.finish()).toBe(400);
    expect(await companyIdRange(store.db)).toEqual({ min: 1, max: 400 });
    const read = await readCompanies(store.db, [1, 2, 400, 401]);
    expect([...read.keys()]).toEqual([1, 2, 400]);
    expect([read.get(1), read.get(2), read.get(400)]).toEqual([records[0], records[1], records[399]]);
  });

  it('replaces a company written again under the same provider id, former names included', async () => {
    const store = await open();
    const record = [...generateCompanies(1, 'replace')][0]!;
    const first = await createCompanyWriter(store);
    await first.write({ ...record, former_names: ['Alt A GmbH', 'Alt B GmbH'] });
    await first.finish();
    const second = await createCompanyWriter(store);
    await second.write({ ...record, company_name: 'Neuer Name GmbH', former_names: ['Alt C GmbH'] });
    await second.finish();
    expect(await countCompanies(store.db)).toBe(1);
    expect((await readCompanies(store.db, [1])).get(1)).toMatchObject({
      company_name: 'Neuer Name GmbH',
      former_names: ['Alt C GmbH'],
    });
  });

  it('replaces a company given twice in one batch with the later record', async () => {
    const store = await open();
    const [record, other] = [...generateCompanies(2, 'twice')];
    const writer = await createCompanyWriter(store);
    await writer.write({ ...record!, former_names: ['Alt A GmbH'] });
    await writer.write(other!);
    await writer.write({ ...record!, company_name: 'Später GmbH', former_names: ['Alt B GmbH'] });
    expect(await writer.finish()).toBe(3);
    expect(await countCompanies(store.db)).toBe(2);
    const read = [...(await readCompanies(store.db, [1, 2, 3])).values()];
    expect(read.find((r) => r.provider_id === record!.provider_id)).toMatchObject({
      company_name: 'Später GmbH',
      former_names: ['Alt B GmbH'],
    });
  });

  it('gets its indexes back when a bulk load was interrupted', async () => {
    const { location } = testCompanyDatabase();
    const store = await openCompanyDatabase(location);
    const writer = await createCompanyWriter(store, { batchSize: 10 });
    for (const record of generateCompanies(25, 'interrupted')) await writer.write(record);
    // PostgreSQL writes the second batch while the caller goes on: wait until it is committed.
    await vi.waitFor(() => expect(writer.written).toBe(20));
    expect(await indexNames(store)).toEqual([]);
    await store.close(); // no finish(): the process died
    const reopened = await open(location);
    expect(await indexNames(reopened)).toEqual(['companies_hr_id', 'companies_vat_id', 'companies_zip']);
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
    await clearCompanies(store);
    expect(await countCompanies(store.db)).toBe(0);
    expect(await store.db.selectFrom('company_former_names').selectAll().execute()).toEqual([]);
    expect(await companyMeta(store.db)).toEqual({});
  });
});

describe('where the company database is', () => {
  it('is companies.sqlite next to a SQLite application database', () => {
    expect(companyDatabaseLocation({ kind: 'sqlite', file: '/data/datacare.sqlite' }, '/data')).toEqual({
      kind: 'sqlite',
      file: '/data/companies.sqlite',
    });
  });

  it("is the schema 'companies' of a PostgreSQL application database, <schema>_companies when its URL sets a search_path", () => {
    const url = 'postgres://app:geheim@db.example:5433/datacare';
    expect(companyDatabaseLocation({ kind: 'postgres', url }, '/data')).toEqual({
      kind: 'postgres',
      url,
      schema: 'companies',
    });
    const test = `${url}?options=${encodeURIComponent('-c search_path=t_1_2_abc')}`;
    expect(searchPathOf(test)).toBe('t_1_2_abc');
    expect(
      searchPathOf(`${url}?options=${encodeURIComponent('-c statement_timeout=5s --search_path=a,public')}`),
    ).toBe('a');
    const location = companyDatabaseLocation({ kind: 'postgres', url: test }, '/data');
    expect(location).toMatchObject({ kind: 'postgres', schema: 't_1_2_abc_companies' });
    // Its connections: the same database with the company schema as search_path, other options kept.
    const connection = new URL(
      companySchemaUrl({ url: `${test}%20-c%20statement_timeout%3D5s`, schema: 't_1_2_abc_companies' }),
    );
    expect(connection.host).toBe('db.example:5433');
    expect(connection.searchParams.get('options')).toBe(
      '-c statement_timeout=5s -c search_path=t_1_2_abc_companies',
    );
    expect(() => companySchemaUrl({ url, schema: 'x; drop table users' })).toThrow(/schema name/);
    // Messages name it without the password.
    expect(describeCompanyDatabase(location)).toBe(
      'PostgreSQL db.example:5433/datacare, schema t_1_2_abc_companies',
    );
  });
});
