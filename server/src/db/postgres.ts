/**
 * PostgreSQL as the application database (DATABASE_URL; docs/adr/013-two-databases-one-job-interface.md).
 * A pool of connections per process under Kysely's PostgreSQL dialect. Counts and sums come back
 * as JavaScript numbers, as they do from SQLite: PostgreSQL's bigint and numeric are sent as text
 * and would otherwise reach the services as strings.
 */
import {
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type KyselyPlugin,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** bigint as a number: every count here stays far below 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as typeof pg.types;

export interface PostgresOptions {
  /** Connections this process keeps open at most (default 10). */
  poolSize?: number;
  /** Name shown in pg_stat_activity ('datacare-api', 'datacare-worker'). */
  applicationName?: string;
  plugins?: KyselyPlugin[];
}

/** A pool for DATABASE_URL with the product's type parsing. */
export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? 'datacare',
    types,
    // A connection that waits this long for the pool is a sign of overload, not a reason to hang.
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/**
 * The tables of the connection's own schemas (its search_path), names only. Kysely's introspector
 * reads every column of every table of every schema, and its migrator asks it whether the
 * migration table exists: on a server with many schemas (a shared PostgreSQL, the tests' one
 * schema per test app) that took seconds per start.
 */
class SearchPathIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #full: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#full = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#full.getSchemas();
  }

  async getTables(_options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'p', 'f') and ns.nspname = any (current_schemas(false))`.execute(
      this.#db,
    );
    return rows.map((row) => ({
      name: row.name,
      schema: row.schema,
      isView: row.kind === 'v',
      isForeign: row.kind === 'f',
      columns: [],
    }));
  }
}

/** Kysely's PostgreSQL dialect with the cheap introspector above; every PostgreSQL Kysely of the product uses it. */
export class ProductPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}

/** Kysely over a new pool for DATABASE_URL. */
export function openPostgres<Schema>(url: string, options: PostgresOptions = {}): Kysely<Schema> {
  return new Kysely<Schema>({
    dialect: new ProductPostgresDialect({ pool: postgresPool(url, options) }),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
}

/** True for DATABASE_URL values this module opens. */
export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);
}

/** PostgreSQL's error codes the product reacts to. */
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

/** True when a transaction lost a race another one won and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === PG_SERIALIZATION_FAILURE || code === PG_DEADLOCK_DETECTED;
}
