import { sql, type Kysely } from 'kysely';

/**
 * The import wizard (docs/imports.md): what the upload learned about the file, the mapping the user
 * confirmed, the batch's threshold, and the mappings remembered per set of headers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer' | 'real', string | number | null][] = [
    // The file: how it was read and where the original is kept (DATA_DIR/uploads/<id>).
    ['file_kind', 'text', null],
    ['file_size', 'integer', 0],
    ['stored_file', 'text', null],
    ['encoding', 'text', null],
    ['delimiter', 'text', null],
    ['sheet_name', 'text', null],
    // The table: column names (JSON array), non-empty cells per column (JSON array), warnings.
    ['columns', 'text', '[]'],
    ['non_empty_counts', 'text', '[]'],
    ['warnings', 'text', '[]'],
    ['warning_count', 'integer', 0],
    ['rows_dropped', 'integer', 0],
    ['max_upload_rows', 'integer', 0],
    // The proposal shown and the mapping confirmed at start (JSON lists of MappingPair; names).
    ['detected_mapping', 'text', '[]'],
    ['mapping', 'text', null],
    ['additional_columns', 'text', null],
    ['exact_match_threshold', 'real', 0.7],
    // 'storing' while the upload's rows are written in chunks, 'ready' after: only ready batches exist
    // for the calls, lists and counts, so an upload is never seen half-created.
    ['state', 'text', 'ready'],
    // The client's key of one upload click: a repeated request returns the same batch (bad-inputs 36).
    ['upload_key', 'text', null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('import_batches')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema
    .createIndex('import_batches_upload_key')
    .on('import_batches')
    .columns(['user_id', 'upload_key'])
    .unique()
    .where(sql.ref('upload_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('import_batches_user_created')
    .on('import_batches')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('remembered_mappings')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('header_key', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('additional_columns', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remembered_mappings_pk', ['user_id', 'header_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remembered_mappings').execute();
  await db.schema.dropIndex('import_batches_user_created').execute();
  await db.schema.dropIndex('import_batches_upload_key').execute();
}
