/**
 * The application database as a job's worker thread opens it: a connection of its own, Kysely on
 * top, and write transactions that take the process's write lock the way matching workers do
 * (db/write-intent.ts): after the request thread's announced writes, blocking only this thread.
 * So a job writes where it works and the thread serving requests never waits in SQLite's busy
 * handler for it. Only for worker threads: the lock is taken with Atomics.wait.
 */
import { isMainThread } from 'node:worker_threads';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import { withStatementCache } from '../db/dialect.ts';
import { openSqlite } from '../db/sqlite.ts';
import type { DatabaseLocation } from '../db/database.ts';
import { dialectOf } from '../db/portable.ts';
import { openPostgres } from '../db/postgres.ts';
import { lockWrite, unlockWrite, waitWhileWriteAnnounced } from '../db/write-intent.ts';

class WorkerWriteDriver extends SqliteDriver {
  readonly #intent: Int32Array;

  constructor(config: SqliteDialectConfig, intent: Int32Array) {
    super(config);
    this.#intent = intent;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    waitWhileWriteAnnounced(this.#intent);
    lockWrite(this.#intent);
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      unlockWrite(this.#intent);
      throw error;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      unlockWrite(this.#intent);
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      unlockWrite(this.#intent);
    }
  }
}

class WorkerDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #intent: Int32Array;

  constructor(config: SqliteDialectConfig, intent: Int32Array) {
    super(config);
    this.#config = config;
    this.#intent = intent;
  }

  override createDriver(): Driver {
    return new WorkerWriteDriver(this.#config, this.#intent);
  }
}

export type WorkerDb = Kysely<DatabaseSchema>;

/**
 * Opens the application database in a worker thread; `intent` is the process's write-lock counters
 * (posted by the main thread). SQLite: a connection of its own whose write transactions take the
 * lock. PostgreSQL: a small pool of its own; the database orders the writers.
 */
export function openWorkerDatabase(location: DatabaseLocation | string, intent: Int32Array): WorkerDb {
  if (isMainThread) throw new Error('openWorkerDatabase is for worker threads: its lock blocks the thread.');
  const where: DatabaseLocation =
    typeof location === 'string' ? { kind: 'sqlite', file: location } : location;
  if (where.kind === 'postgres') {
    return openPostgres<DatabaseSchema>(where.url, { poolSize: 4, applicationName: 'datacare-job' });
  }
  return new Kysely<DatabaseSchema>({
    dialect: new WorkerDialect({ database: withStatementCache(openSqlite(where.file)) }, intent),
  });
}

/**
 * Several reads that see one snapshot, such as the passes of an export over a batch's rows:
 * SQLite's deferred transaction (no write lock, no wait), PostgreSQL's repeatable read.
 */
export async function workerReadTransaction<T>(db: WorkerDb, read: (db: WorkerDb) => Promise<T>): Promise<T> {
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
