import { sql, type Kysely } from 'kysely';

/**
 * The review page (server/src/review/service.ts).
 *
 * - `import_batches.review_version`: a counter of the batch's review decisions. Every review write
 *   that changes a selection or a check increments it in the same transaction, so caches of what
 *   depends on the decisions (quality report, export info) key on (batch id, review_version,
 *   exact_match_threshold) and are never stale.
 * - Two indexes make the counts per match type range scans (review/storage.ts `matchTypeRanges`):
 *   rows of a type by priority, and the checked ones alone (a partial index, so the manual tab's
 *   checked count after every decision reads only checked rows). Pages walk the primary key
 *   (batch_id, row_id), which is their order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('import_batches')
    .addColumn('review_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('match_results_priority')
    .on('match_results')
    .columns(['batch_id', 'is_no_match', 'probability'])
    .execute();
  await db.schema
    .createIndex('match_results_checked_priority')
    .on('match_results')
    .columns(['batch_id', 'is_no_match', 'probability'])
    .where(sql.ref('manually_checked'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('match_results_checked_priority').execute();
  await db.schema.dropIndex('match_results_priority').execute();
  await db.schema.alterTable('import_batches').dropColumn('review_version').execute();
}
