/**
 * The Kysely dialect of the application database (docs/adr/002-storage-and-migrations.md, and
 * docs/matching.md 'Jobs and tables'). Kysely's own SQLite dialect with two changes:
 *
 * - **Transactions begin IMMEDIATE.** Matching workers write results through connections of their
 *   own (jobs/chunk-store.ts). A deferred transaction that reads first and writes later fails at
 *   once with SQLITE_BUSY when another connection committed in between (its snapshot is stale,
 *   and SQLite cannot wait for that); an immediate one takes the write lock at `begin`, waiting up
 *   to the busy timeout, so it never fails that way.
 * - **Write transactions are announced and take the process's write lock** (write-intent.ts):
 *   matching workers let them go first, and the wait for a worker's transaction is awaited, not
 *   slept in SQLite's busy handler.
 * - **Prepared statements are kept.** Kysely prepares every query anew; better-sqlite3 compiles
 *   the SQL each time. The statements of the last few hundred distinct queries are kept per
 *   connection (a query's SQL only varies with the shape of the query, not its values).
 */
import type Database from 'better-sqlite3';
import { announceWrite, appWriteIntent, endWrite, lockWriteAsync, unlockWrite } from './write-intent.ts';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';

/** Distinct statements kept per connection (the least recently used are dropped). */
const KEPT_STATEMENTS = 500;

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Matching workers let an announced write go first; the lock is awaited, not slept on.
    announceWrite(appWriteIntent);
    try {
      await lockWriteAsync(appWriteIntent);
    } catch (error) {
      endWrite(appWriteIntent);
      throw error;
    }
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      unlockWrite(appWriteIntent);
      endWrite(appWriteIntent);
      throw error;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await endTransaction(connection, 'commit');
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await endTransaction(connection, 'rollback');
  }
}

/** Commits or rolls back, then lets the lock and the announcement go whatever happened. */
async function endTransaction(connection: DatabaseConnection, command: 'commit' | 'rollback') {
  try {
    await connection.executeQuery(CompiledQuery.raw(command));
  } finally {
    unlockWrite(appWriteIntent);
    endWrite(appWriteIntent);
  }
}

class AppSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** A better-sqlite3 connection that hands out kept statements (streamed queries get fresh ones). */
export function withStatementCache(db: Database.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: a Map iterates in insertion order.
        statements.delete(sql);
      } else {
        statement = db.prepare(sql);
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      // A statement being iterated (a streamed select) cannot run again until it is done.
      return statement.busy ? db.prepare(sql) : statement;
    },
  };
}

/** The dialect for a connection opened by openSqlite(). */
export function appSqliteDialect(db: Database.Database): SqliteDialect {
  return new AppSqliteDialect({ database: withStatementCache(db) });
}
