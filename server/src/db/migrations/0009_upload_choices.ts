import type { Kysely } from 'kysely';

/**
 * The sheet and encoding choice of the mapping screen (issue 21, docs/imports.md 'Sheet and
 * encoding'). `sheet_name` and `encoding` (migration 0004) already hold the sheet read and the
 * encoding a csv was read in, which a re-read (importRereadUpload) replaces with the user's choice;
 * what the mapping screen needs besides:
 *
 * - `sheets`: the workbook's sheets in workbook order with whether each holds data (JSON array of
 *   `{ name, hasData }`); NULL for a csv and for imports uploaded before this migration, which
 *   offer no other sheet.
 * - `encoding_confident`: 0 when the detection of a csv's encoding was unsure (cp1252 or Mac
 *   Roman), so the mapping screen offers to switch; it describes the detection and stays 0 after
 *   the user chose an encoding, so the choice can be changed again. 1 for workbooks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_batches').addColumn('sheets', 'text').execute();
  await db.schema
    .alterTable('import_batches')
    .addColumn('encoding_confident', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_batches').dropColumn('encoding_confident').execute();
  await db.schema.alterTable('import_batches').dropColumn('sheets').execute();
}
