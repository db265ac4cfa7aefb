import { sql, type Kysely } from 'kysely';

/**
 * Matching jobs (docs/matching.md, 'Jobs and tables'): the rows of an import, one job per batch,
 * and what matching found per row and per candidate. The import wizard (upload, mapping,
 * getStatus, getResults, review) reads and writes the same tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The uploaded rows: cells in file column order (JSON array of text or null), row_id as in the file.
  await db.schema
    .createTable('import_rows')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('cells', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_rows_pk', ['batch_id', 'row_id'])
    .modifyEnd(sql`without rowid`)
    .execute();

  await db.schema
    .createTable('match_jobs')
    .addColumn('batch_id', 'text', (col) =>
      col.primaryKey().references('import_batches.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('queued', 'running', 'stopping', 'stopped', 'finished', 'failed')`),
    )
    // The file's column names (JSON array) and the mapping (JSON list of MappingPair).
    .addColumn('columns', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('exact_match_threshold', 'real', (col) => col.notNull().defaultTo(0.7))
    .addColumn('total', 'integer', (col) => col.notNull())
    // Rows with results: the checkpoint, committed in the same transaction as the results.
    .addColumn('finished', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rows_per_second', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('engine', 'text', (col) => col.notNull())
    .addColumn('model_version', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('match_jobs_status').on('match_jobs').column('status').execute();

  // One per matched row: its best entry (the priority the threshold types) and review state.
  await db.schema
    .createTable('match_results')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('probability', 'real', (col) => col.notNull())
    .addColumn('is_no_match', 'integer', (col) => col.notNull())
    .addColumn('no_match_probability', 'real', (col) => col.notNull())
    .addColumn('manually_checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('match_results_pk', ['batch_id', 'row_id'])
    .modifyEnd(sql`without rowid`)
    .execute();

  // The entries of a row, best first: candidates and the no-match entry (provider_id null).
  await db.schema
    .createTable('match_candidates')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (col) => col.notNull())
    .addColumn('pos', 'integer', (col) => col.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('probability', 'real', (col) => col.notNull())
    .addColumn('is_no_match', 'integer', (col) => col.notNull())
    .addColumn('is_selected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('data_pack', 'text')
    // MatchData as JSON (company_name, zip, location, street, country, url, status) when matched.
    .addColumn('data', 'text')
    // [[field, level, contribution in bits], …]
    .addColumn('explanation', 'text')
    .addPrimaryKeyConstraint('match_candidates_pk', ['batch_id', 'row_id', 'pos'])
    .modifyEnd(sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['match_candidates', 'match_results', 'match_jobs', 'import_rows']) {
    await db.schema.dropTable(table).execute();
  }
}
