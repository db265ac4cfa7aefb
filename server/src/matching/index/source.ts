/**
 * Where the index comes from: the company database (ADR 004), read in one pass in id order with
 * the former names and addresses merged in from their own tables (three sorted scans, no lookups
 * per company), and the fingerprint that tells whether a cached index still matches it.
 *
 * SQLite is read through its raw connection (three cursors at once, the fastest way); any company
 * database, PostgreSQL's in particular, through Kysely a page of companies at a time by id range
 * ({@link databaseIndexSource}), which needs no cursor held open between the pages.
 */
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { CompanyDb } from '../../companies/database.ts';
import type { FormerAddress } from '../../companies/model.ts';
import type { IndexableCompany } from './build.ts';

/** What building an index reads: the companies in id order, a block at a time, and their fingerprint. */
export interface IndexSource {
  fingerprint(): Promise<string>;
  count(): Promise<number>;
  blocks(): AsyncIterable<IndexableCompany[]>;
}

const INDEX_COLUMNS = `id, provider_id, company_name, legal_form, street, street_name, street_number, zip, location,
              country, country_code, hr_id, hr_location, vat_id, email, phone, fax, url, status, data_pack`;

interface CompanyRow extends Omit<IndexableCompany, 'former_names' | 'former_addresses'> {
  id: number;
}

/** Every company of the database with its former names and addresses, in id order. */
export function* readIndexableCompanies(sqlite: Database.Database): Generator<IndexableCompany> {
  const companies = sqlite
    .prepare(`select ${INDEX_COLUMNS} from companies order by id`)
    .iterate() as IterableIterator<CompanyRow>;
  // Three statements iterate at once: each needs its own connection-level cursor, which
  // better-sqlite3 allows for reads.
  const names = sqlite
    .prepare('select company_id, company_name from company_former_names order by company_id, position')
    .iterate() as IterableIterator<{ company_id: number; company_name: string }>;
  const addresses = sqlite
    .prepare(
      'select company_id, street, zip, location, country_code from company_former_addresses order by company_id, position',
    )
    .iterate() as IterableIterator<FormerAddress & { company_id: number }>;
  let name = names.next();
  let address = addresses.next();
  for (const row of companies) {
    const formerNames: string[] = [];
    while (!name.done && name.value.company_id < row.id) name = names.next();
    while (!name.done && name.value.company_id === row.id) {
      formerNames.push(name.value.company_name);
      name = names.next();
    }
    const formerAddresses: FormerAddress[] = [];
    while (!address.done && address.value.company_id < row.id) address = addresses.next();
    while (!address.done && address.value.company_id === row.id) {
      const { street, zip, location, country_code } = address.value;
      formerAddresses.push({ street, zip, location, country_code });
      address = addresses.next();
    }
    const { id: _id, ...company } = row;
    yield { ...company, former_names: formerNames, former_addresses: formerAddresses };
  }
}

/**
 * A fingerprint of the company database's content: counts and id range of the three tables plus
 * the loaded data's facts (company_meta: source, seed, count, updated_at, which every generate
 * and import rewrites). Cheap (index-only counts), and different after any load.
 */
export function companySourceFingerprint(sqlite: Database.Database): string {
  const companies = sqlite
    .prepare('select count(*) as n, coalesce(min(id), 0) as min, coalesce(max(id), 0) as max from companies')
    .get() as { n: number; min: number; max: number };
  const names = sqlite.prepare('select count(*) as n from company_former_names').get() as { n: number };
  const addresses = sqlite.prepare('select count(*) as n from company_former_addresses').get() as {
    n: number;
  };
  const meta = sqlite
    .prepare("select key, value from company_meta where key <> 'pending_indexes' order by key")
    .all() as { key: string; value: string }[];
  return JSON.stringify({
    companies: [companies.n, companies.min, companies.max],
    formerNames: names.n,
    formerAddresses: addresses.n,
    meta: Object.fromEntries(meta.map((m) => [m.key, m.value])),
  });
}

/** How many companies the database holds (for progress and pre-sizing). */
export function countIndexableCompanies(sqlite: Database.Database): number {
  return (sqlite.prepare('select count(*) as n from companies').get() as { n: number }).n;
}

/** Companies handed to the builder at a time. */
const BLOCK = 10_000;

/** A SQLite connection as an IndexSource (its rows read as readIndexableCompanies reads them). */
export function sqliteIndexSource(sqlite: Database.Database): IndexSource {
  return {
    fingerprint: async () => companySourceFingerprint(sqlite),
    count: async () => countIndexableCompanies(sqlite),
    async *blocks() {
      let block: IndexableCompany[] = [];
      for (const company of readIndexableCompanies(sqlite)) {
        block.push(company);
        if (block.length === BLOCK) {
          yield block;
          block = [];
        }
      }
      if (block.length > 0) yield block;
    },
  };
}

/**
 * Any company database through Kysely as an IndexSource: a page of companies by id, then the
 * former names and addresses of that id range, merged. For one consistent picture on PostgreSQL
 * pass a repeatable-read transaction (load.ts does).
 */
export function databaseIndexSource(db: CompanyDb, pageSize = BLOCK): IndexSource {
  return {
    fingerprint: () => databaseFingerprint(db),
    async count() {
      const { rows } = await sql<{ n: number }>`select count(*) as n from companies`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async *blocks() {
      let after = 0;
      for (;;) {
        const { rows } = await sql<CompanyRow>`select ${sql.raw(INDEX_COLUMNS)} from companies
          where id > ${after} order by id limit ${pageSize}`.execute(db);
        if (rows.length === 0) return;
        const first = Number(rows[0]!.id);
        const last = Number(rows.at(-1)!.id);
        const names = await sql<{ company_id: number; company_name: string }>`select company_id, company_name
          from company_former_names where company_id between ${first} and ${last}
          order by company_id, position`.execute(db);
        const addresses = await sql<FormerAddress & { company_id: number }>`select company_id, street, zip,
          location, country_code from company_former_addresses where company_id between ${first} and ${last}
          order by company_id, position`.execute(db);
        const formerNames = new Map<number, string[]>();
        for (const { company_id, company_name } of names.rows) {
          const id = Number(company_id);
          const list = formerNames.get(id);
          if (list) list.push(company_name);
          else formerNames.set(id, [company_name]);
        }
        const formerAddresses = new Map<number, FormerAddress[]>();
        for (const { company_id, street, zip, location, country_code } of addresses.rows) {
          const id = Number(company_id);
          const address = { street, zip, location, country_code };
          const list = formerAddresses.get(id);
          if (list) list.push(address);
          else formerAddresses.set(id, [address]);
        }
        yield rows.map(({ id, ...company }) => ({
          ...company,
          former_names: formerNames.get(Number(id)) ?? [],
          former_addresses: formerAddresses.get(Number(id)) ?? [],
        }));
        after = last;
      }
    },
  };
}

/** companySourceFingerprint through Kysely: the same facts, read the same way on both databases. */
async function databaseFingerprint(db: CompanyDb): Promise<string> {
  const { rows } = await sql<{ n: number; min: number; max: number }>`select count(*) as n,
    coalesce(min(id), 0) as min, coalesce(max(id), 0) as max from companies`.execute(db);
  const companies = rows[0]!;
  const names = await sql<{ n: number }>`select count(*) as n from company_former_names`.execute(db);
  const addresses = await sql<{ n: number }>`select count(*) as n from company_former_addresses`.execute(db);
  const meta = await sql<{ key: string; value: string }>`select key, value from company_meta
    where key <> 'pending_indexes' order by key`.execute(db);
  return JSON.stringify({
    companies: [Number(companies.n), Number(companies.min), Number(companies.max)],
    formerNames: Number(names.rows[0]!.n),
    formerAddresses: Number(addresses.rows[0]!.n),
    meta: Object.fromEntries(meta.rows.map((m) => [m.key, m.value])),
  });
}
