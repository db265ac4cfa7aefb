import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../portable.ts';

/**
 * State the API processes of a cluster share (issue 17, docs/adr/013-two-databases-one-job-interface.md
 * 'Files and rate limits in a cluster').
 *
 * - `rate_limit_hits`: one row per counted hit of a rate limit (auth/rate-limit.ts): the limit's
 *   `scope` ('sign_in', 'handover_failure'), its key (the client's IP) and the time in ms. A
 *   sliding window is one count over (scope, key, at); rows older than the window are pruned.
 *   Used on PostgreSQL (several processes); SQLite's one process keeps its hits in memory.
 * - `file_store_files` and `file_store_chunks`: the files of the database file store
 *   (storage/database-file-store.ts, FILE_STORE=database): one row per stored version of a key,
 *   'writing' while its chunks arrive and 'ready' once it is the key's file (at most one per key),
 *   and its bytes in chunks of 1 MiB (`bytea` on PostgreSQL, `blob` on SQLite), removed with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key')
    .on('rate_limit_hits')
    .columns(['scope', 'key', 'at'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_at').on('rate_limit_hits').columns(['scope', 'at']).execute();

  await db.schema
    .createTable('file_store_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('chunks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('file_store_files_ready_key')
    .on('file_store_files')
    .column('key')
    .unique()
    .where(sql.ref('status'), '=', 'ready')
    .execute();
  await db.schema
    .createIndex('file_store_files_status')
    .on('file_store_files')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('file_store_chunks')
    .addColumn('file_id', 'text', (col) =>
      col.notNull().references('file_store_files.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint('file_store_chunks_pk', ['file_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['file_store_chunks', 'file_store_files', 'rate_limit_hits']) {
    await db.schema.dropTable(table).execute();
  }
}
