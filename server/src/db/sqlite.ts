import Database from 'better-sqlite3';

/**
 * Opens one SQLite connection with the settings every connection must have
 * (docs/adr/002-storage-and-migrations.md): WAL so readers never block the writer,
 * `synchronous = NORMAL` set explicitly (durable with WAL, far faster than FULL), foreign keys on,
 * and a busy timeout so a second process (a CLI, a worker thread) waits instead of failing.
 */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): Database.Database {
  const db = new Database(file, { readonly: options.readonly ?? false });
  if (!options.readonly) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
