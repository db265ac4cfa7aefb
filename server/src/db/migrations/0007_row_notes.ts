import type { Kysely } from 'kysely';

/**
 * `match_results.note`: why a row's result is not the engine's answer. 'matching_failed': matching
 * the row raised an error (issue 12); the row is stored as no match (no candidates, the no-match
 * entry at probability 1) so the rest of the batch goes on, the status counts it (`failedRows`)
 * and the review card says so. NULL for every row matched normally.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_results').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_results').dropColumn('note').execute();
}
