import type { Kysely } from 'kysely';

/**
 * The e-mail and website checks (issue 14, docs/quality-report.md 'Checks').
 *
 * - `check_runs`: one row per batch and kind ('email', 'website'): the job record of the
 *   'email_check' / 'website_check' kinds. `prepared` is 1 once the job has written the batch's
 *   addresses to `check_rows`; until then counts read the rows themselves.
 * - `check_rows`: each syntactically valid address (or URL) of a row, with the target it is
 *   checked by: the domain of an e-mail, the normalised URL of a website. A cell may hold several
 *   addresses (`pos`).
 * - `check_targets`: one row per distinct target and its result (NULL until checked). A rerun
 *   and a resumed job skip targets that have a result, so finished domains and URLs are never
 *   looked up twice.
 *
 * All three go with their batch (foreign keys).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('check_runs')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('prepared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('check_runs_pk', ['batch_id', 'kind'])
    .execute();
  await db.schema.createIndex('check_runs_status').on('check_runs').columns(['status']).execute();

  await db.schema
    .createTable('check_rows')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('pos', 'integer', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('check_rows_pk', ['batch_id', 'kind', 'row_id', 'pos'])
    .execute();
  await db.schema
    .createIndex('check_rows_target')
    .on('check_rows')
    .columns(['batch_id', 'kind', 'target'])
    .execute();

  await db.schema
    .createTable('check_targets')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('result', 'text')
    .addColumn('final_url', 'text')
    .addColumn('different_domain', 'text')
    .addColumn('checked_at', 'text')
    .addPrimaryKeyConstraint('check_targets_pk', ['batch_id', 'kind', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('check_targets').execute();
  await db.schema.dropTable('check_rows').execute();
  await db.schema.dropTable('check_runs').execute();
}
