import type { Kysely } from 'kysely';

/**
 * The quality report's statistics (issue 14, docs/quality-report.md 'Statistics').
 *
 * - `batch_statistics`: one row per batch, the job record of the 'statistics' kind and the cache of
 *   its result in one. A row stands for one review state of the batch (`review_version`,
 *   `exact_match_threshold`) and the account's unlocks it was counted with (`unlocks`, JSON); a
 *   request for another state replaces the row, so a batch has at most one count at a time.
 *   `failure_reported` is set once a failed count was answered, so the next request counts again.
 *   The row goes with its batch (foreign key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batch_statistics')
    .addColumn('batch_id', 'text', (col) =>
      col.primaryKey().references('import_batches.id').onDelete('cascade'),
    )
    .addColumn('review_version', 'integer', (col) => col.notNull())
    .addColumn('exact_match_threshold', 'real', (col) => col.notNull())
    .addColumn('unlocks', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('data', 'text')
    .addColumn('error', 'text')
    .addColumn('failure_reported', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('batch_statistics_status').on('batch_statistics').columns(['status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('batch_statistics').execute();
}
