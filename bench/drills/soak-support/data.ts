/**
 * How much the soak left in the app database and the data folder: rows of the tables that grow
 * with imports, exports and sessions, the database's size (SQLite: its files; PostgreSQL:
 * pg_database_size and the size of each schema), and the bytes under DATA_DIR. Read through a
 * connection of its own (Kysely; read-only on SQLite, which the server's WAL allows).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';

/** The tables a soak's traffic writes to. */
export const TABLES = [
  'import_batches',
  'import_rows',
  'match_jobs',
  'match_results',
  'match_candidates',
  'batch_statistics',
  'report_pdfs',
  'exports',
  'export_charges',
  'activated_companies',
  'sessions',
  'login_attempts',
  'interactions',
] as const;

export interface DataReading {
  /** Rows per table of TABLES. */
  rows: Record<string, number>;
  databaseBytes: number;
  /** PostgreSQL: bytes per schema (public, pgboss, companies); empty on SQLite. */
  schemaBytes: Record<string, number>;
  dataDirBytes: number;
}

/** Bytes of every file under a folder. */
export function folderBytes(dir: string): number {
  let total = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    try {
      total += entry.isDirectory() ? folderBytes(file) : entry.isFile() ? statSync(file).size : 0;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

export interface AppData {
  read(): Promise<DataReading>;
  close(): Promise<void>;
}

/** The app database of DATA_DIR (SQLite) or of `databaseUrl` (PostgreSQL). */
export function openAppData(dataDir: string, databaseUrl: string | null): AppData {
  const db = new Kysely<Record<string, never>>({
    dialect: databaseUrl
      ? new PostgresDialect({
          pool: new pg.Pool({ connectionString: databaseUrl, max: 1, application_name: 'datacare-soak' }),
        })
      : new SqliteDialect({
          database: new SQLite(path.join(dataDir, 'datacare.sqlite'), {
            readonly: true,
            fileMustExist: true,
          }),
        }),
  });
  return {
    async read() {
      const rows: Record<string, number> = {};
      for (const table of TABLES) {
        const result = await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)}`.execute(db);
        rows[table] = Number(result.rows[0]?.n ?? 0);
      }
      let databaseBytes = 0;
      const schemaBytes: Record<string, number> = {};
      if (databaseUrl) {
        const size = await sql<{
          bytes: string;
        }>`select pg_database_size(current_database()) as bytes`.execute(db);
        databaseBytes = Number(size.rows[0]?.bytes ?? 0);
        const schemas = await sql<{ schema: string; bytes: string }>`
          select n.nspname as schema, sum(pg_total_relation_size(c.oid)) as bytes
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'm') and n.nspname in ('public', 'pgboss', 'companies')
          group by n.nspname`.execute(db);
        for (const row of schemas.rows) schemaBytes[row.schema] = Number(row.bytes);
      } else {
        for (const suffix of ['', '-wal', '-shm']) {
          const file = path.join(dataDir, `datacare.sqlite${suffix}`);
          if (existsSync(file)) databaseBytes += statSync(file).size;
        }
      }
      return { rows, databaseBytes, schemaBytes, dataDirBytes: folderBytes(dataDir) };
    },
    close: () => db.destroy(),
  };
}
