import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import { COMPANY_COLUMNS, PENDING_INDEXES_KEY } from './tables.ts';
import {
  restorePendingIndexes,
  type CompanyDatabase,
  type CompanyDb,
  type SqliteCompanyDatabase,
} from './database.ts';
import type { CompanyRecord, FormerAddress } from './model.ts';
import { clearPostgresCompanies, createPostgresCompanyWriter } from './postgres.ts';

/**
 * Reading and bulk-writing the company database. Bulk writes go through the raw driver in large
 * transactions (Kysely per row would cost several times more): prepared better-sqlite3 statements
 * here, array inserts on PostgreSQL (postgres.ts). Everything else uses Kysely and means the same
 * on both databases.
 */

export { COMPANY_COLUMNS };
const COLUMNS = COMPANY_COLUMNS;

export interface CompanyWriterOptions {
  /** Records per transaction (default 20,000): large enough to amortise the commit, small enough to interleave. */
  batchSize?: number;
  /**
   * Every provider id is new (a generated set into an empty database): plain inserts with the ids
   * counted here, no upsert. A repeated provider id then fails the unique index.
   */
  newOnly?: boolean;
}

export interface CompanyWriter {
  /**
   * Queues a record; full batches are written. Same provider id again: the record is replaced.
   * When it returns a promise, await it before writing on: SQLite writes a full batch at once and
   * returns nothing; PostgreSQL writes it while the caller prepares the next, and the promise
   * says when the batch before has been written.
   */
  write(record: CompanyRecord): Promise<void> | undefined;
  /** Writes the rest, rebuilds deferred indexes and tidies up; resolves to how many records were written. */
  finish(): Promise<number>;
  /**
   * Gives the load up without finishing it (an error while reading its input): what was committed
   * stays, and deferred indexes come back the next time the database is opened.
   */
  abandon(): Promise<void>;
  /** Records written so far (committed). */
  readonly written: number;
}

/**
 * A writer that upserts by provider id. When the companies table is empty at the start, the
 * secondary indexes are dropped for the load and rebuilt once at the end (much faster than keeping
 * them current row by row); their definitions are recorded in company_meta first, so an
 * interrupted load gets them back the next time the database is opened.
 */
export async function createCompanyWriter(
  store: CompanyDatabase,
  options: CompanyWriterOptions = {},
): Promise<CompanyWriter> {
  if (store.kind === 'postgres') return createPostgresCompanyWriter(store, options);
  return createSqliteCompanyWriter(store, options);
}

function createSqliteCompanyWriter(
  store: SqliteCompanyDatabase,
  options: CompanyWriterOptions,
): CompanyWriter {
  const { sqlite } = store;
  const batchSize = options.batchSize ?? 20_000;
  // 64 MiB of page cache for the load; index builds sort within it and spill the rest to temporary
  // files (measured: faster than sorting 5,000,000 keys in memory, and memory stays flat).
  sqlite.pragma('cache_size = -65536');
  const deferred = sqlite.prepare('select exists(select 1 from companies) as filled').get() as {
    filled: number;
  };
  if (deferred.filled === 0) dropSecondaryIndexes(sqlite);

  const upsert = sqlite.prepare(
    `insert into companies (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})
     on conflict (provider_id) do update set ${COLUMNS.slice(1)
       .map((c) => `${c} = excluded.${c}`)
       .join(', ')}
     returning id`,
  );
  upsert.pluck();
  const insert = sqlite.prepare(
    `insert into companies (id, ${COLUMNS.join(', ')}) values (?, ${COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertValues: unknown[] = new Array(COLUMNS.length + 1);
  const deleteNames = sqlite.prepare('delete from company_former_names where company_id = ?');
  const deleteAddresses = sqlite.prepare('delete from company_former_addresses where company_id = ?');
  const insertName = sqlite.prepare(
    'insert into company_former_names (company_id, position, company_name) values (?, ?, ?)',
  );
  const insertAddress = sqlite.prepare(
    'insert into company_former_addresses (company_id, position, street, zip, location, country_code) values (?, ?, ?, ?, ?, ?)',
  );
  const upsertIndustry = sqlite.prepare(
    'insert into industry_codes (code, label) values (?, ?) on conflict (code) do update set label = excluded.label',
  );
  const knownLabels = new Map<string, string>();
  const values: unknown[] = new Array(COLUMNS.length);
  // A new row's id is above every id so far; an updated row keeps its lower id, and only then can
  // former names and addresses of its earlier version exist.
  let highestId = (sqlite.prepare('select coalesce(max(id), 0) as id from companies').get() as { id: number })
    .id;

  const writeOne = (record: CompanyRecord) => {
    let id: number;
    if (options.newOnly) {
      id = ++highestId;
      insertValues[0] = id;
      for (let i = 0; i < COLUMNS.length; i++) insertValues[i + 1] = record[COLUMNS[i]!];
      insert.run(insertValues);
    } else {
      for (let i = 0; i < COLUMNS.length; i++) values[i] = record[COLUMNS[i]!];
      id = upsert.get(values) as number;
      if (id > highestId) highestId = id;
      else {
        deleteNames.run(id);
        deleteAddresses.run(id);
      }
    }
    record.former_names.forEach((name, position) => insertName.run(id, position, name));
    record.former_addresses.forEach((a: FormerAddress, position) =>
      insertAddress.run(id, position, a.street, a.zip, a.location, a.country_code),
    );
    if (record.wz_code && record.wz_label && knownLabels.get(record.wz_code) !== record.wz_label) {
      upsertIndustry.run(record.wz_code, record.wz_label);
      knownLabels.set(record.wz_code, record.wz_label);
    }
  };
  const writeBatch = sqlite.transaction((batch: CompanyRecord[]) => {
    for (const record of batch) writeOne(record);
  });

  let buffer: CompanyRecord[] = [];
  let written = 0;
  const flush = () => {
    if (buffer.length === 0) return;
    writeBatch(buffer);
    written += buffer.length;
    buffer = [];
  };
  return {
    write(record) {
      buffer.push(record);
      if (buffer.length >= batchSize) flush();
      return undefined;
    },
    async finish() {
      flush();
      restorePendingIndexes(sqlite);
      sqlite.pragma('optimize');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      return written;
    },
    async abandon() {
      buffer = [];
    },
    get written() {
      return written;
    },
  };
}

/** Drops the companies table's secondary indexes, recording their definitions first (same transaction). */
function dropSecondaryIndexes(sqlite: Database.Database): void {
  const indexes = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'companies' and sql is not null",
    )
    .all() as { name: string; sql: string }[];
  if (indexes.length === 0) return;
  sqlite.transaction(() => {
    sqlite
      .prepare(
        'insert into company_meta (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
      )
      .run(PENDING_INDEXES_KEY, JSON.stringify(indexes.map((i) => i.sql)));
    for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
  })();
}

/**
 * Empties the company database (before generating or importing a replacement). SQLite: foreign
 * keys are off for the moment so it can truncate instead of deleting millions of rows one by one;
 * PostgreSQL: truncate.
 */
export async function clearCompanies(store: CompanyDatabase): Promise<void> {
  if (store.kind === 'postgres') return clearPostgresCompanies(store);
  const { sqlite } = store;
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const table of [
        'company_former_names',
        'company_former_addresses',
        'companies',
        'industry_codes',
      ]) {
        sqlite.exec(`delete from ${table}`);
      }
      sqlite.prepare('delete from company_meta where key <> ?').run(PENDING_INDEXES_KEY);
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

/** How many companies the database holds. */
export async function countCompanies(db: CompanyDb): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records facts about the loaded data (source, seed, count, time). */
export async function setCompanyMeta(db: CompanyDb, entries: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(entries)) {
    await db
      .insertInto('company_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

export async function companyMeta(db: CompanyDb): Promise<Record<string, string>> {
  const rows = await db.selectFrom('company_meta').selectAll().orderBy('key').execute();
  return Object.fromEntries(rows.filter((r) => r.key !== PENDING_INDEXES_KEY).map((r) => [r.key, r.value]));
}

/** Counts per value, largest first; null values count under '(none)'. */
export type Tally = [value: string, count: number][];

export interface CompanyStats {
  total: number;
  byStatus: Tally;
  byLegalForm: Tally;
  byCountry: Tally;
  /** German companies by the first digit of their postcode. */
  byGermanZipDigit: Tally;
  byEmployeeSize: Tally;
  byRevenueSize: Tally;
}

/** The figures of `npm run companies -- stats`. */
export async function companyStats(db: CompanyDb): Promise<CompanyStats> {
  const tally = async (
    column: 'status' | 'legal_form' | 'country_code' | 'employee_size' | 'revenue_size',
  ): Promise<Tally> => {
    const rows = await db
      .selectFrom('companies')
      .select([sql<string | null>`${sql.ref(column)}`.as('value'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(column)
      .orderBy('n', 'desc')
      .execute();
    return rows.map((r) => [r.value ?? '(none)', Number(r.n)]);
  };
  const digits = await db
    .selectFrom('companies')
    .select([sql<string>`substr(zip, 1, 1)`.as('digit'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('country_code', '=', 'DE')
    .where('zip', 'is not', null)
    .groupBy('digit')
    .orderBy('digit')
    .execute();
  return {
    total: await countCompanies(db),
    byStatus: await tally('status'),
    byLegalForm: await tally('legal_form'),
    byCountry: await tally('country_code'),
    byGermanZipDigit: digits.map((r) => [r.digit, Number(r.n)]),
    byEmployeeSize: await tally('employee_size'),
    byRevenueSize: await tally('revenue_size'),
  };
}

/** The smallest and largest internal id, or null when the database is empty. */
export async function companyIdRange(db: CompanyDb): Promise<{ min: number; max: number } | null> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
    .executeTakeFirstOrThrow();
  return row.min === null || row.max === null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** Every company in id order, read a block at a time (for exports of any size). */
export async function* iterateCompanies(db: CompanyDb, blockSize = 2_000): AsyncGenerator<CompanyRecord> {
  let after = 0;
  for (;;) {
    const block = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(blockSize)
      .execute();
    if (block.length === 0) return;
    const ids = block.map((row) => row.id);
    const records = await readCompanies(db, ids);
    for (const id of ids) yield records.get(id)!;
    after = ids.at(-1)!;
  }
}

/** Whole records (with the WZ label, former names and addresses) of the companies with these internal ids. */
export async function readCompanies(
  db: CompanyDb,
  ids: readonly number[],
): Promise<Map<number, CompanyRecord>> {
  const result = new Map<number, CompanyRecord>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('companies')
    .leftJoin('industry_codes', 'industry_codes.code', 'companies.wz_code')
    .selectAll('companies')
    .select('industry_codes.label as wz_label')
    .where('companies.id', 'in', ids)
    .execute();
  for (const { id, ...row } of rows) result.set(id, { ...row, former_names: [], former_addresses: [] });
  const names = await db
    .selectFrom('company_former_names')
    .selectAll()
    .where('company_id', 'in', ids)
    .orderBy('company_id')
    .orderBy('position')
    .execute();
  for (const n of names) result.get(n.company_id)?.former_names.push(n.company_name);
  const addresses = await db
    .selectFrom('company_former_addresses')
    .selectAll()
    .where('company_id', 'in', ids)
    .orderBy('company_id')
    .orderBy('position')
    .execute();
  for (const { company_id, street, zip, location, country_code } of addresses) {
    result.get(company_id)?.former_addresses.push({ street, zip, location, country_code });
  }
  return result;
}
