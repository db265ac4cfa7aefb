import { sql, type Kysely } from 'kysely';

/**
 * Exports (issue 13, docs/exports.md).
 *
 * - `exports`: one row per export, the job record and the history entry in one. It is queued,
 *   written by the export job (never on the request thread) and finished in the transaction that
 *   charges the quota, so a failed or killed export charges nothing and a finished one everything.
 *   At most one export per batch is queued or running (a partial unique index, so two simultaneous
 *   starts cannot both pass). The record outlives its file (retention: `file_deleted_at`) and its
 *   import (`batch_id` stays, `batch_name` keeps the tag it was exported under) and its user
 *   (`user_id` set NULL when an account is removed for privacy).
 * - `export_charges`: each company charged once per import, whatever the number of exports.
 * - `mail_links`: mailed download links, random tokens that expire and open only for their owner.
 * - `export_previews`: the counts behind the export preview, computed by a job once per batch and
 *   review state (review_version, threshold).
 * - `users.data_packs` / `users.unlocked_fields`: the country data packs an account purchased and
 *   the export fields unlocked for it (JSON arrays; NULL means all), kept with the users CLI.
 *
 * The id is an integer that grows (the contract's ExportHistoryId); SQLite's AUTOINCREMENT never
 * reuses the id of a deleted row. PostgreSQL takes an identity column here (its own issue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exports')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('batch_id', 'text')
    .addColumn('batch_name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_type', 'text', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull().defaultTo('datacare'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('delivery', 'text', (col) => col.notNull().defaultTo('download'))
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('additional_info', 'text')
    .addColumn('num_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('num_entities', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('num_charged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stored_file', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('file_expires_at', 'text')
    .addColumn('file_deleted_at', 'text')
    .addColumn('mail_requested_at', 'text')
    .addColumn('mail_sent_at', 'text')
    .execute();
  await db.schema.createIndex('exports_user_time').on('exports').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('exports_batch_time')
    .on('exports')
    .columns(['batch_id', 'created_at'])
    .execute();
  await db.schema.createIndex('exports_status').on('exports').columns(['status']).execute();
  await db.schema
    .createIndex('exports_one_active_per_batch')
    .on('exports')
    .column('batch_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('queued', 'running')`)
    .execute();

  await db.schema
    .createTable('export_charges')
    .addColumn('batch_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('export_id', 'integer', (col) => col.notNull())
    .addColumn('charged_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('export_charges_pk', ['batch_id', 'provider_id'])
    .execute();

  await db.schema
    .createTable('mail_links')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('export_id', 'integer', (col) => col.notNull().references('exports.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('mail_file', 'text')
    .execute();
  await db.schema.createIndex('mail_links_export').on('mail_links').column('export_id').execute();

  await db.schema
    .createTable('export_previews')
    .addColumn('batch_id', 'text', (col) => col.primaryKey())
    .addColumn('review_version', 'integer', (col) => col.notNull())
    .addColumn('exact_match_threshold', 'real', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('data', 'text')
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('data_packs', 'text').execute();
  await db.schema.alterTable('users').addColumn('unlocked_fields', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('unlocked_fields').execute();
  await db.schema.alterTable('users').dropColumn('data_packs').execute();
  await db.schema.dropTable('export_previews').execute();
  await db.schema.dropTable('mail_links').execute();
  await db.schema.dropTable('export_charges').execute();
  await db.schema.dropTable('exports').execute();
}
