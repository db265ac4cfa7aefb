import type { Kysely } from 'kysely';

/**
 * `import_batches.manual_checked_count`: the manual tab's checked rows at the batch's threshold,
 * which every review write answers with (review/service.ts). Counting them is a walk over the
 * checked rows (4.5 ms a write on a 100,000-row batch with half its manual rows checked); the
 * count is kept here instead and moved by each decision that checks or unchecks a manual row.
 * NULL means unknown: whatever changes the rows' types or results (a new threshold, a new
 * matching run) sets it NULL, and the next decision counts once and keeps the count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_batches').addColumn('manual_checked_count', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_batches').dropColumn('manual_checked_count').execute();
}
