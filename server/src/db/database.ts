import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { Kysely, sql, type Transaction } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { appSqliteDialect } from './dialect.ts';
import { openSqlite } from './sqlite.ts';
import { migrations } from './migrations/index.ts';
import { dialectOf, PostgresSchemaPlugin, type DatabaseDialect } from './portable.ts';
import { isPostgresUrl, isRetryableConflict, openPostgres } from './postgres.ts';
import type { DatabaseSchema } from './schema.ts';

export type Db = Kysely<DatabaseSchema>;
export { dialectOf, type DatabaseDialect };

/** The SQLite file inside DATA_DIR. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'datacare.sqlite');
}

/**
 * Where the application database is, as worker threads and processes are told (they open their
 * own connections): the SQLite file in DATA_DIR, or PostgreSQL at DATABASE_URL.
 */
export type DatabaseLocation = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** The database of a configuration: PostgreSQL when DATABASE_URL names it, else SQLite in DATA_DIR. */
export function databaseLocation(dataDir: string, url?: string): DatabaseLocation {
  return isPostgresUrl(url) ? { kind: 'postgres', url } : { kind: 'sqlite', file: databaseFile(dataDir) };
}

/**
 * Opens the application database: SQLite (a file path or location) or PostgreSQL (a location).
 * Kysely keeps the query layer dialect-neutral; the few differences live in src/db.
 */
export function openDatabase(location: DatabaseLocation | string, options: { poolSize?: number } = {}): Db {
  const where: DatabaseLocation =
    typeof location === 'string' ? { kind: 'sqlite', file: location } : location;
  const db =
    where.kind === 'postgres'
      ? openPostgres<DatabaseSchema>(where.url, options)
      : new Kysely<DatabaseSchema>({ dialect: appSqliteDialect(openSqlite(where.file)) });
  locations.set(db, where);
  return db;
}

/** Where each database openDatabase opened is, for the threads and processes that open their own. */
const locations = new WeakMap<Db, DatabaseLocation>();

/** The location of a database openDatabase (or createDatabase) opened. */
export function locationOf(db: Db): DatabaseLocation {
  const location = locations.get(db);
  if (!location) throw new Error('This database was not opened by openDatabase: its location is unknown.');
  return location;
}

/** Applies every pending migration; throws when one fails, so the server never runs on a half schema. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  // On PostgreSQL the SQLite-era DDL goes through the schema plugin (portable.ts). Kysely's
  // migrator holds a lock while it runs, so processes starting together migrate once.
  const postgres = dialectOf(db) === 'postgres';
  const migrationDb = postgres ? db.withPlugin(new PostgresSchemaPlugin()) : db;
  // The migrator's own tables go where the product's go: the connection's schema (search_path).
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db: migrationDb,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results ?? [];
}

/**
 * Opens the application database (SQLite in DATA_DIR, or PostgreSQL when `url` names it) and
 * brings its schema up to date.
 */
export async function createDatabase(dataDir: string, url?: string): Promise<Db> {
  const db = openDatabase(databaseLocation(dataDir, url));
  try {
    await migrateToLatest(db);
    await db
      .insertInto('app_meta')
      .values({ key: 'created_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** A cheap round trip for the health check. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return Number(result.rows[0]?.ok) === 1;
}

/**
 * A read-only transaction: one consistent snapshot for several reads that never waits for a
 * writer. SQLite: a deferred transaction, without the write lock `db.transaction()` takes at its
 * start (db/dialect.ts). PostgreSQL: repeatable read, read only.
 */
export async function readTransaction<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
  }
  return db.connection().execute(async (connection) => {
    await sql`begin deferred`.execute(connection);
    try {
      const result = await read(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** Attempts of a PostgreSQL write transaction that lost a race before the error goes up. */
const WRITE_ATTEMPTS = 12;

/**
 * A write transaction that means the same on both databases: all of it or nothing, as if no other
 * transaction ran at the same time. SQLite gets there by taking its one write lock at the start
 * (db/dialect.ts). PostgreSQL runs it serializable and runs it again when it lost a race to
 * another transaction (serialization failure or deadlock), so read-then-write rules (quota,
 * claims, counts) hold across processes. The work may therefore run more than once: it must do
 * nothing but database work.
 */
export async function writeTransaction<T>(
  db: Db,
  work: (trx: Transaction<DatabaseSchema>) => Promise<T>,
  options: { isolation?: 'serializable' | 'read committed' } = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(work);
  // 'read committed' is for work that first locks the row its reads and writes hang on
  // (`select … for update`, lockRowsOnPostgres): many such writes at once on different rows, such as
  // review decisions on different batches, then never fail each other, where serializable's
  // predicate locks on shared index pages made a few in a hundred fail after every retry.
  const isolation = options.isolation ?? 'serializable';
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(work);
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= WRITE_ATTEMPTS) throw error;
      // Spread the retries out: the transactions that collided would collide again at once.
      await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
    }
  }
}
