/**
 * The company database on PostgreSQL (docs/companies.md 'PostgreSQL'): the bulk writer, the
 * deferred secondary indexes and the advisory locks. Like the SQLite writer in storage.ts it works
 * on the raw driver (a pg client of the store's pool, search_path the company schema), because a
 * Kysely query per company would cost several times more.
 *
 * - **Writes** go in batches of 20,000 companies, each batch one transaction of a few statements
 *   that insert every row of a table at once from arrays (`insert … select * from unnest($1::…[],
 *   …)`): one round trip and one parse per table and batch, no limit on bind parameters. While a
 *   batch is written the caller prepares the next (one batch in flight), so generating or parsing
 *   in Node and inserting in PostgreSQL overlap.
 * - **Ids:** the writer numbers new companies itself, above the highest id, as SQLite's generation
 *   does (an upsert's RETURNING tells which rows were new), and at the end moves the id column's
 *   identity sequence past them.
 * - **One load at a time** per company schema: the writer holds an advisory lock (LOAD_LOCK) for
 *   the whole load, so two loads cannot hand out the same ids; a second waits for the first.
 * - **Deferred indexes:** into an empty table the secondary indexes are dropped for the load and
 *   built once at its end; their definitions are recorded in company_meta first (the same
 *   transaction), and whoever opens the database while no load holds the lock rebuilds them, so a
 *   load that died gets its indexes back. Indexes behind constraints (primary key, unique
 *   provider_id) stay: the upsert needs them.
 */
import type pg from 'pg';
import type { PostgresCompanyDatabase } from './database.ts';
import type { CompanyRecord } from './model.ts';
import type { CompanyWriter, CompanyWriterOptions } from './storage.ts';
import { COMPANY_COLUMNS, PENDING_INDEXES_KEY } from './tables.ts';

/** Advisory lock classes (the first key; the second is the hash of the company schema's name). */
export const LOAD_LOCK = 2_027_501;
export const DEMO_LOCK = 2_027_502;

const LOCK_KEY = 'hashtext(current_schema())';

/** The columns holding numbers (bigint on PostgreSQL); the others are text. */
const NUMERIC_COLUMNS = new Set<string>(['revenue', 'founded_year', 'num_employees']);
const COLUMN_TYPES = COMPANY_COLUMNS.map((c) => (NUMERIC_COLUMNS.has(c) ? 'int8[]' : 'text[]'));

const COMPANY_VALUES = `select * from unnest($1::int8[], ${COLUMN_TYPES.map((t, i) => `$${i + 2}::${t}`).join(', ')})`;
const INSERT_COMPANIES = `insert into companies (id, ${COMPANY_COLUMNS.join(', ')}) ${COMPANY_VALUES}`;
const UPSERT_COMPANIES = `${INSERT_COMPANIES}
  on conflict (provider_id) do update set ${COMPANY_COLUMNS.slice(1)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}
  returning id, provider_id`;
const INSERT_NAMES = `insert into company_former_names (company_id, position, company_name)
  select * from unnest($1::int8[], $2::int8[], $3::text[])`;
const INSERT_ADDRESSES = `insert into company_former_addresses (company_id, position, street, zip, location, country_code)
  select * from unnest($1::int8[], $2::int8[], $3::text[], $4::text[], $5::text[], $6::text[])`;
const UPSERT_INDUSTRIES = `insert into industry_codes (code, label) select * from unnest($1::text[], $2::text[])
  on conflict (code) do update set label = excluded.label`;

/** Runs `work` on a client of the store's pool in one transaction. */
async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Re-creates the indexes a bulk load recorded as dropped, unless a load is running right now (it
 * holds LOAD_LOCK and builds them at its end).
 */
export async function restorePendingPostgresIndexes(store: PostgresCompanyDatabase): Promise<void> {
  const client = await store.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_lock($1, ${LOCK_KEY}) as locked`,
      [LOAD_LOCK],
    );
    if (!rows[0]?.locked) return;
    try {
      await restoreIndexes(client);
    } finally {
      await client.query(`select pg_advisory_unlock($1, ${LOCK_KEY})`, [LOAD_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Builds the recorded indexes and forgets the record, in one transaction (the caller holds LOAD_LOCK). */
async function restoreIndexes(client: pg.PoolClient): Promise<void> {
  await inTransaction(client, async () => {
    const { rows } = await client.query<{ value: string }>('select value from company_meta where key = $1', [
      PENDING_INDEXES_KEY,
    ]);
    if (!rows[0]) return;
    for (const statement of JSON.parse(rows[0].value) as string[]) await client.query(statement);
    await client.query('delete from company_meta where key = $1', [PENDING_INDEXES_KEY]);
  });
}

/** Drops the companies table's secondary indexes (not those of constraints), recording them first. */
async function dropSecondaryIndexes(client: pg.PoolClient): Promise<void> {
  await inTransaction(client, async () => {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(c.oid) as definition
         from pg_index x join pg_class c on c.oid = x.indexrelid
        where x.indrelid = 'companies'::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
        order by c.relname`,
    );
    if (rows.length === 0) return;
    await client.query(
      'insert into company_meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
      [PENDING_INDEXES_KEY, JSON.stringify(rows.map((r) => r.definition))],
    );
    for (const { name } of rows) await client.query(`drop index "${name.replace(/"/g, '""')}"`);
  });
}

/** The PostgreSQL side of createCompanyWriter (storage.ts); see the file comment. */
export async function createPostgresCompanyWriter(
  store: PostgresCompanyDatabase,
  options: CompanyWriterOptions = {},
): Promise<CompanyWriter> {
  const batchSize = options.batchSize ?? 20_000;
  const client = await store.pool.connect();
  store.held.add(client);
  let released = false;
  const release = (destroy: boolean) => {
    if (released) return;
    released = true;
    store.held.delete(client);
    client.release(destroy);
  };
  let highestId: number;
  try {
    await client.query(`select pg_advisory_lock($1, ${LOCK_KEY})`, [LOAD_LOCK]);
    const { rows } = await client.query<{ filled: boolean; highest: number }>(
      'select exists(select 1 from companies) as filled, coalesce(max(id), 0) as highest from companies',
    );
    if (!rows[0]!.filled) await dropSecondaryIndexes(client);
    highestId = Number(rows[0]!.highest);
  } catch (error) {
    release(true);
    throw error;
  }
  const knownLabels = new Map<string, string>();

  const writeBatch = async (batch: CompanyRecord[]) => {
    // Upserts: a provider id twice in one statement is an error in PostgreSQL; the later record
    // replaces the earlier, as it does row by row on SQLite.
    const records = options.newOnly ? batch : [...new Map(batch.map((r) => [r.provider_id, r])).values()];
    const proposed = records.map((_, i) => highestId + i + 1);
    highestId += records.length;
    const columns = COMPANY_COLUMNS.map((column) => records.map((record) => record[column]));
    const names: [number[], number[], string[]] = [[], [], []];
    const addresses: [number[], number[], (string | null)[], (string | null)[], (string | null)[], string[]] =
      [[], [], [], [], [], []];
    const labels = new Map<string, string>();
    await inTransaction(client, async () => {
      let ids = proposed;
      if (options.newOnly) {
        await client.query(INSERT_COMPANIES, [proposed, ...columns]);
      } else {
        const { rows } = await client.query<{ id: number; provider_id: string }>(UPSERT_COMPANIES, [
          proposed,
          ...columns,
        ]);
        const idOf = new Map(rows.map((r) => [r.provider_id, Number(r.id)]));
        ids = records.map((r) => idOf.get(r.provider_id)!);
        // A company written before keeps its lower id; its earlier former names and addresses go.
        const updated = ids.filter((id) => id < proposed[0]!);
        if (updated.length > 0) {
          await client.query('delete from company_former_names where company_id = any($1::int8[])', [
            updated,
          ]);
          await client.query('delete from company_former_addresses where company_id = any($1::int8[])', [
            updated,
          ]);
        }
      }
      records.forEach((record, i) => {
        const id = ids[i]!;
        record.former_names.forEach((name, position) => {
          names[0].push(id);
          names[1].push(position);
          names[2].push(name);
        });
        record.former_addresses.forEach((a, position) => {
          addresses[0].push(id);
          addresses[1].push(position);
          addresses[2].push(a.street);
          addresses[3].push(a.zip);
          addresses[4].push(a.location);
          addresses[5].push(a.country_code);
        });
        if (record.wz_code && record.wz_label && knownLabels.get(record.wz_code) !== record.wz_label) {
          labels.set(record.wz_code, record.wz_label);
        }
      });
      if (names[0].length > 0) await client.query(INSERT_NAMES, names);
      if (addresses[0].length > 0) await client.query(INSERT_ADDRESSES, addresses);
      if (labels.size > 0) await client.query(UPSERT_INDUSTRIES, [[...labels.keys()], [...labels.values()]]);
    });
    for (const [code, label] of labels) knownLabels.set(code, label);
  };

  let buffer: CompanyRecord[] = [];
  let written = 0;
  /** The batch being written, if any; the next waits for it (one connection, one batch in flight). */
  let inFlight: Promise<void> | null = null;
  const flush = (): Promise<void> | undefined => {
    if (buffer.length === 0) return undefined;
    const batch = buffer;
    buffer = [];
    const previous = inFlight;
    const current = (async () => {
      if (previous) await previous;
      await writeBatch(batch);
      written += batch.length;
    })();
    // Awaited by the next write or by finish; until then a failure must not count as unhandled.
    current.catch(() => {});
    inFlight = current;
    return previous ?? undefined;
  };

  return {
    write(record) {
      buffer.push(record);
      return buffer.length >= batchSize ? flush() : undefined;
    },
    async finish() {
      try {
        flush();
        if (inFlight) await inFlight;
        // Index builds sort in memory up to this much instead of spilling to disk.
        await client.query("set maintenance_work_mem = '256MB'");
        await restoreIndexes(client);
        // Companies inserted without an id (the identity column) come after the loaded ones.
        await client.query(
          "select setval(pg_get_serial_sequence('companies', 'id'), coalesce(max(id), 0) + 1, false) from companies",
        );
        await client.query('analyze companies, company_former_names, company_former_addresses');
        await client.query(`select pg_advisory_unlock($1, ${LOCK_KEY})`, [LOAD_LOCK]);
        await client.query('reset maintenance_work_mem');
      } catch (error) {
        release(true);
        throw error;
      }
      release(false);
      return written;
    },
    async abandon() {
      buffer = [];
      if (inFlight) await inFlight.catch(() => {});
      // Ending the session releases the lock; the recorded indexes come back at the next open.
      release(true);
    },
    get written() {
      return written;
    },
  };
}

/** Empties the company database in one transaction (truncate: instant however many companies). */
export async function clearPostgresCompanies(store: PostgresCompanyDatabase): Promise<void> {
  const client = await store.pool.connect();
  try {
    await inTransaction(client, async () => {
      await client.query(
        'truncate company_former_names, company_former_addresses, companies, industry_codes',
      );
      await client.query('delete from company_meta where key <> $1', [PENDING_INDEXES_KEY]);
    });
  } finally {
    client.release();
  }
}

/**
 * Runs `work` holding the demo lock of the company schema: processes starting together check and
 * generate the demo set one after the other, so it is generated once.
 */
export async function withDemoLock<T>(store: PostgresCompanyDatabase, work: () => Promise<T>): Promise<T> {
  const client = await store.pool.connect();
  try {
    await client.query(`select pg_advisory_lock($1, ${LOCK_KEY})`, [DEMO_LOCK]);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock($1, ${LOCK_KEY})`, [DEMO_LOCK]);
    }
  } finally {
    client.release();
  }
}
