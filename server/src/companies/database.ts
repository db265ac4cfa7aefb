/**
 * Where the provider's company database is and how it is opened (docs/adr/004-company-database.md,
 * docs/adr/013-two-databases-one-job-interface.md 'The company database'): a SQLite file next to
 * the application database in DATA_DIR, or, when the application runs on PostgreSQL, a schema of
 * its own in the same PostgreSQL database.
 *
 * On PostgreSQL every connection of the company database has that schema as its search_path (set
 * in the connection's startup options). Chosen over Kysely's `withSchema`: the bulk writer, the
 * index reader, the advisory locks and the index definitions are raw SQL, which `withSchema` does
 * not rewrite; with the search_path they stay unqualified and the same as on SQLite, and no query
 * can reach the application's tables by a forgotten `withSchema`. (A pooler that drops startup
 * options, PgBouncer in transaction mode, would need `ignore_startup_parameters`; connect directly.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  Kysely,
  OperationNodeTransformer,
  SqliteDialect,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import type pg from 'pg';
import type { DatabaseLocation } from '../db/database.ts';
import { PostgresSchemaPlugin } from '../db/portable.ts';
import { postgresPool, ProductPostgresDialect } from '../db/postgres.ts';
import { openSqlite } from '../db/sqlite.ts';
import { companyMigrations } from './migrations/index.ts';
import { PENDING_INDEXES_KEY } from './tables.ts';
import { restorePendingPostgresIndexes } from './postgres.ts';
import type { CompanyDatabaseSchema } from './schema.ts';

export type CompanyDb = Kysely<CompanyDatabaseSchema>;

/**
 * Where the company database is, as threads, processes and readers are told (they open their own
 * connections): a SQLite file, or a schema in the PostgreSQL database at `url` (the application's
 * URL; the connections' search_path is set to `schema`).
 */
export type CompanyDatabaseLocation =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };

/** The provider's company database lives next to the app database, in its own file (ADR 004). */
export function companyDatabaseFile(dataDir: string): string {
  return path.join(dataDir, 'companies.sqlite');
}

/** The schema of the company database on PostgreSQL when the URL sets no search_path. */
export const COMPANY_SCHEMA = 'companies';

/**
 * The company database of an application database: on SQLite `DATA_DIR/companies.sqlite`; on
 * PostgreSQL the same database, schema `companies`, or `<schema>_companies` when the URL sets a
 * search_path (`options=-c search_path=<schema>`, as each test app's does), so applications in
 * schemas of their own have company databases of their own too.
 */
export function companyDatabaseLocation(app: DatabaseLocation, dataDir: string): CompanyDatabaseLocation {
  if (app.kind === 'sqlite') return { kind: 'sqlite', file: companyDatabaseFile(dataDir) };
  const schema = searchPathOf(app.url);
  return { kind: 'postgres', url: app.url, schema: schema ? `${schema}_${COMPANY_SCHEMA}` : COMPANY_SCHEMA };
}

const SEARCH_PATH = /(?:^|\s)(?:-c\s*|--)search_path=(\S+)/;

/** The first schema of the search_path a PostgreSQL URL sets in its `options`, if any. */
export function searchPathOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options');
  const value = options ? SEARCH_PATH.exec(options)?.[1] : undefined;
  const first = value?.split(',')[0]?.trim().replace(/^"|"$/g, '');
  return first || undefined;
}

/** The URL of the company schema's connections: the application's with the schema as search_path. */
export function companySchemaUrl(location: { url: string; schema: string }): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(location.schema)) {
    throw new Error(`Not a usable schema name for the company database: "${location.schema}".`);
  }
  const url = new URL(location.url);
  const others = (url.searchParams.get('options') ?? '').replace(new RegExp(SEARCH_PATH.source, 'g'), '');
  url.searchParams.set('options', `${others.trim()} -c search_path=${location.schema}`.trim());
  return url.toString();
}

/** A name for messages: the file, or the schema and database without credentials. */
export function describeCompanyDatabase(location: CompanyDatabaseLocation): string {
  if (location.kind === 'sqlite') return location.file;
  const url = new URL(location.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}, schema ${location.schema}`;
}

/** A stable key of a location (the index cache's file name): the file, or server, database and schema. */
export function companyDatabaseKey(location: CompanyDatabaseLocation): string {
  if (location.kind === 'sqlite') return path.resolve(location.file);
  const url = new URL(location.url);
  return `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}#${location.schema}`;
}

/** The company database opened: typed queries through Kysely, plus the raw handle of the bulk loaders. */
export type CompanyDatabase = SqliteCompanyDatabase | PostgresCompanyDatabase;

interface OpenCompanyDatabase {
  db: CompanyDb;
  location: CompanyDatabaseLocation;
  close(): Promise<void>;
}

/** SQLite: the better-sqlite3 connection under Kysely, which the bulk loaders prepare statements on. */
export interface SqliteCompanyDatabase extends OpenCompanyDatabase {
  kind: 'sqlite';
  location: { kind: 'sqlite'; file: string };
  sqlite: Database.Database;
  file: string;
}

/** PostgreSQL: the pool under Kysely (search_path: the company schema), which the bulk loaders take clients from. */
export interface PostgresCompanyDatabase extends OpenCompanyDatabase {
  kind: 'postgres';
  location: { kind: 'postgres'; url: string; schema: string };
  pool: pg.Pool;
  /**
   * Clients the bulk loaders hold (with their load lock); close() ends them first, as the end of
   * the process would, so a load that was never finished leaves what an interrupted one leaves.
   */
  held: Set<pg.PoolClient>;
}

/** company_meta key holding index definitions a bulk load dropped and has not rebuilt yet. */
export { PENDING_INDEXES_KEY };

/**
 * Two more translations of the company migrations for PostgreSQL. SQLite's `integer` holds 8
 * bytes, PostgreSQL's 4, and revenues in EUR pass 2^31: the integer columns are bigint (the pool
 * reads them as numbers). And SQLite's `integer primary key` is the rowid, numbered by the
 * database when an insert leaves it out: on PostgreSQL an identity column (by default, so the bulk
 * loaders still give their own ids; they move its sequence past them at the end).
 */
class BigintTransformer extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    return node.dataType === 'integer' ? DataTypeNode.create('bigint') : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const transformed = super.transformColumnDefinition(node);
    const integer = DataTypeNode.is(node.dataType) && node.dataType.dataType === 'integer';
    if (!integer || !transformed.primaryKey || transformed.generated) return transformed;
    return ColumnDefinitionNode.cloneWith(transformed, {
      generated: GeneratedNode.create({ byDefault: true, identity: true }),
    });
  }
}

class CompanyIntegersPlugin implements KyselyPlugin {
  readonly #transformer = new BigintTransformer();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Connections a company database keeps at most per process (the loaders use one, readers a few). */
const POOL_SIZE = 4;

/** A pool for the company schema (search_path set), with the product's number parsing. */
export function companySchemaPool(
  location: { url: string; schema: string },
  options: { poolSize?: number; applicationName?: string } = {},
): pg.Pool {
  return postgresPool(companySchemaUrl(location), {
    poolSize: options.poolSize ?? POOL_SIZE,
    applicationName: options.applicationName ?? 'datacare-companies',
  });
}

/**
 * Opens (creating if needed) the company database, applies its migrations and rebuilds indexes a
 * bulk load left dropped when it was interrupted. SQLite: every connection gets the pragmas of
 * openSqlite. PostgreSQL: the schema is created when missing and the migrations run there through
 * PostgresSchemaPlugin, their bookkeeping tables in the same schema; Kysely's migrator locks, so
 * processes opening it together migrate once.
 */
export async function openCompanyDatabase(
  location: string | { kind: 'sqlite'; file: string },
): Promise<SqliteCompanyDatabase>;
export async function openCompanyDatabase(location: CompanyDatabaseLocation): Promise<CompanyDatabase>;
export async function openCompanyDatabase(
  location: string | CompanyDatabaseLocation,
): Promise<CompanyDatabase> {
  const where: CompanyDatabaseLocation =
    typeof location === 'string' ? { kind: 'sqlite', file: location } : location;
  return where.kind === 'postgres' ? openPostgresCompanies(where) : openSqliteCompanies(where);
}

async function openSqliteCompanies(location: {
  kind: 'sqlite';
  file: string;
}): Promise<SqliteCompanyDatabase> {
  const sqlite = openSqlite(location.file);
  const db = new Kysely<CompanyDatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrate(db);
    restorePendingIndexes(sqlite);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { kind: 'sqlite', db, sqlite, file: location.file, location, close: () => db.destroy() };
}

async function openPostgresCompanies(location: {
  kind: 'postgres';
  url: string;
  schema: string;
}): Promise<PostgresCompanyDatabase> {
  const pool = companySchemaPool(location);
  const db = new Kysely<CompanyDatabaseSchema>({ dialect: new ProductPostgresDialect({ pool }) });
  const held = new Set<pg.PoolClient>();
  const store: PostgresCompanyDatabase = {
    kind: 'postgres',
    db,
    pool,
    held,
    location,
    close: async () => {
      for (const client of held) {
        // As when the process ends: the session's locks go at once, its open transaction is lost.
        await client.query('select pg_advisory_unlock_all()').catch(() => {});
        client.release(true);
      }
      held.clear();
      await db.destroy();
    },
  };
  try {
    // The migrator creates the schema (tolerating a process that creates it at the same moment).
    // It first looks for its tables through Kysely's introspection of every table of the
    // database, which takes seconds on a server with many schemas: a schema already up to date
    // (every open but the first) skips it.
    if (!(await migrated(db, location.schema)))
      await migrate(db.withPlugin(new PostgresSchemaPlugin()).withPlugin(new CompanyIntegersPlugin()), {
        migrationTableSchema: location.schema,
      });
    await restorePendingPostgresIndexes(store);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return store;
}

/** True when the schema's migration table lists every company migration. */
async function migrated(db: CompanyDb, schema: string): Promise<boolean> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return Object.keys(companyMigrations).every((name) => applied.has(name));
  } catch (error) {
    if (isMissingCompanyTable(error)) return false;
    throw error;
  }
}

async function migrate(
  migrationDb: CompanyDb,
  options: { migrationTableSchema?: string } = {},
): Promise<void> {
  const migrator = new Migrator({
    db: migrationDb,
    provider: { getMigrations: async () => companyMigrations },
    ...options,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Company database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** Re-creates the indexes a bulk load recorded as dropped (see storage.ts, deferred indexes). */
export function restorePendingIndexes(sqlite: Database.Database): void {
  const row = sqlite.prepare('select value from company_meta where key = ?').get(PENDING_INDEXES_KEY) as
    { value: string } | undefined;
  if (!row) return;
  const statements = JSON.parse(row.value) as string[];
  sqlite.transaction(() => {
    for (const statement of statements) sqlite.exec(statement);
    sqlite.prepare('delete from company_meta where key = ?').run(PENDING_INDEXES_KEY);
  })();
}

/**
 * The company database for reading only, without migrating or creating anything: null when there
 * is none (SQLite: no file). On PostgreSQL a schema without the tables yet makes queries fail with
 * undefined_table: {@link isMissingCompanyTable} tells that apart, readers then find nothing.
 */
export function openCompanyReader(
  location: CompanyDatabaseLocation,
  options: { poolSize?: number } = {},
): CompanyDb | null {
  if (location.kind === 'postgres') {
    return new Kysely<CompanyDatabaseSchema>({
      dialect: new ProductPostgresDialect({
        pool: companySchemaPool(location, { poolSize: options.poolSize ?? 2 }),
      }),
    });
  }
  if (!existsSync(location.file)) return null;
  return new Kysely<CompanyDatabaseSchema>({
    dialect: new SqliteDialect({ database: openSqlite(location.file, { readonly: true }) }),
  });
}

/** PostgreSQL's undefined_table: the company schema holds no company database (yet). */
export function isMissingCompanyTable(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '42P01';
}

/** Readers kept for the process, by location (request-time look-ups on PostgreSQL). */
const sharedReaders = new Map<string, CompanyDb>();

/**
 * A reader of a PostgreSQL company schema for look-ups while requests are served (the provider-id
 * check, the list page), opened once per process: a small pool whose idle connections close after
 * a while and never keep the process alive. (SQLite readers open the file per look-up instead,
 * which costs nothing and sees a reload at once.)
 */
export function sharedCompanyReader(location: { kind: 'postgres'; url: string; schema: string }): CompanyDb {
  const key = `${location.url}#${location.schema}`;
  let db = sharedReaders.get(key);
  if (!db) {
    const pool = companySchemaPool(location, { poolSize: 2, applicationName: 'datacare-companies-reader' });
    pool.options.allowExitOnIdle = true;
    db = new Kysely<CompanyDatabaseSchema>({ dialect: new ProductPostgresDialect({ pool }) });
    sharedReaders.set(key, db);
  }
  return db;
}
