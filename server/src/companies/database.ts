import path from 'node:path';
import type Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openSqlite } from '../db/sqlite.ts';
import { companyMigrations } from './migrations/index.ts';
import type { CompanyDatabaseSchema } from './schema.ts';

export type CompanyDb = Kysely<CompanyDatabaseSchema>;

/**
 * The company database: typed queries through Kysely and, on the same connection, the raw
 * better-sqlite3 handle the bulk loaders prepare their statements on.
 */
export interface CompanyDatabase {
  db: CompanyDb;
  sqlite: Database.Database;
  file: string;
  close(): Promise<void>;
}

/** The provider's company database lives next to the app database, in its own file (ADR 004). */
export function companyDatabaseFile(dataDir: string): string {
  return path.join(dataDir, 'companies.sqlite');
}

/** company_meta key holding index definitions a bulk load dropped and has not rebuilt yet. */
export const PENDING_INDEXES_KEY = 'pending_indexes';

/**
 * Opens (creating if needed) the company database, applies its migrations and rebuilds indexes a
 * bulk load left dropped when it was interrupted. Every connection gets the pragmas of openSqlite.
 */
export async function openCompanyDatabase(file: string): Promise<CompanyDatabase> {
  const sqlite = openSqlite(file);
  const db = new Kysely<CompanyDatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => companyMigrations } });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
      throw new Error(
        `Company database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    restorePendingIndexes(sqlite);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, sqlite, file, close: () => db.destroy() };
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
