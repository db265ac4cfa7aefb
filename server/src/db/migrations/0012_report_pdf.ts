import type { Kysely } from 'kysely';

/**
 * The quality report as a PDF (issue 14, docs/quality-report.md 'PDF', docs/adr/011-report-pdf.md).
 *
 * - `report_pdfs`: one row per batch, the job record of the 'report_pdf' kind and the cache of its
 *   file in one. `state_key` names the state of the batch the PDF shows (reports/pdf/state-key.ts:
 *   review version, threshold, matching, checks, language); a request for another state replaces the
 *   row, so a batch has at most one job at a time. `failure_reported` is set once a failed render was
 *   answered to the user, so the next request starts a new attempt. The row goes with its batch
 *   (foreign key); the file is removed by the kind's sweep.
 * - `sessions.render_secret_hash` / `render_batch_id`: a render session, minted for the headless
 *   browser that renders the report: accepted only with its secret cookie, only for the report
 *   page's read calls and only for its batch, deleted after the render (auth/sessions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_pdfs')
    .addColumn('batch_id', 'text', (col) =>
      col.primaryKey().references('import_batches.id').onDelete('cascade'),
    )
    .addColumn('state_key', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('stored_file', 'text')
    .addColumn('error', 'text')
    .addColumn('failure_reported', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('report_pdfs_status').on('report_pdfs').columns(['status']).execute();

  await db.schema.alterTable('sessions').addColumn('render_secret_hash', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('render_batch_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('render_batch_id').execute();
  await db.schema.alterTable('sessions').dropColumn('render_secret_hash').execute();
  await db.schema.dropTable('report_pdfs').execute();
}
