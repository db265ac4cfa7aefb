import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ImportBatchesTable } from '../db/schema.ts';

/**
 * The import batches table, minimal for now: the dashboard counts from it and the quota calculation
 * checks batch ownership. The import issue adds upload, mapping and matching on top.
 */
export type ImportBatchRecord = Selectable<ImportBatchesTable>;

/** One batch of one user; another user's batch is "not found" (bad-inputs #42). */
export async function findImportBatch(
  db: Db,
  userId: string,
  batchId: string,
): Promise<ImportBatchRecord | undefined> {
  return db
    .selectFrom('import_batches')
    .selectAll()
    .where('id', '=', batchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertImportBatch(db: Db, values: Insertable<ImportBatchesTable>): Promise<void> {
  await db.insertInto('import_batches').values(values).execute();
}

/** Uploaded files and processed (non-empty, readable) rows of one user's imports. */
export async function importTotals(db: Db, userId: string): Promise<{ files: number; rowsOk: number }> {
  const row = await db
    .selectFrom('import_batches')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number | null>('rows_ok').as('rows_ok')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), rowsOk: Number(row.rows_ok ?? 0) };
}
