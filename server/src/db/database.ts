import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { appSqliteDialect } from './dialect.ts';
import { openSqlite } from './sqlite.ts';
import { migrations } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';

export type Db = Kysely<DatabaseSchema>;

/** The SQLite file inside DATA_DIR. */
export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'datacare.sqlite');
}

/**
 * Opens the application database. Kysely keeps the query layer dialect-neutral so PostgreSQL can
 * take over later (DATABASE_URL) without rewriting services.
 */
export function openDatabase(file: string): Db {
  return new Kysely<DatabaseSchema>({
    dialect: appSqliteDialect(openSqlite(file)),
  });
}

/** Applies every pending migration; throws when one fails, so the server never runs on a half schema. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
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

/** Opens the database in DATA_DIR and brings its schema up to date. */
export async function createDatabase(dataDir: string): Promise<Db> {
  const db = openDatabase(databaseFile(dataDir));
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
  return result.rows[0]?.ok === 1;
}

/**
 * A read-only transaction: one consistent snapshot for several reads, without the write lock that
 * `db.transaction()` takes at its start (db/dialect.ts), so it never waits for a writer.
 */
export async function readTransaction<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
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
