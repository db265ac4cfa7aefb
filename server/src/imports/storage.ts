import type { Insertable, Selectable } from 'kysely';
import { writeTransaction, type Db } from '../db/database.ts';
import type { ImportBatchesTable } from '../db/schema.ts';
import { writeImportRows } from '../matching/jobs/storage.ts';
import { jsonRowChunks, type PackedJsonRows } from './prepared-table.ts';

/**
 * The import batches table, minimal for now: the dashboard counts from it and the quota calculation
 * checks batch ownership. The import issue adds upload, mapping and matching on top.
 */
export type ImportBatchRecord = Selectable<ImportBatchesTable>;

/**
 * The batches a user sees: their own, and only complete ones (an upload being stored is
 * invisible). Every read of a user's batches starts here, so another user's batch is "not found"
 * everywhere (bad-inputs #42).
 */
export function batchesOf(db: Db, userId: string) {
  return db
    .selectFrom('import_batches')
    .where('import_batches.user_id', '=', userId)
    .where('import_batches.state', '=', 'ready');
}

/** One batch of one user; another user's batch is "not found" (bad-inputs #42). */
export async function findImportBatch(
  db: Db,
  userId: string,
  batchId: string,
): Promise<ImportBatchRecord | undefined> {
  return batchesOf(db, userId).selectAll().where('id', '=', batchId).executeTakeFirst();
}

export async function insertImportBatch(db: Db, values: Insertable<ImportBatchesTable>): Promise<void> {
  await db.insertInto('import_batches').values(values).execute();
}

/**
 * Uploaded files and processed (non-empty, readable) rows of one user's imports whose matching
 * was started (issue 12): an upload left on the mapping screen has no job and is not counted.
 */
export async function importTotals(db: Db, userId: string): Promise<{ files: number; rowsOk: number }> {
  const row = await batchesOf(db, userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('match_jobs')
          .select('match_jobs.batch_id')
          .whereRef('match_jobs.batch_id', '=', 'import_batches.id'),
      ),
    )
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number | null>('rows_ok').as('rows_ok')])
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), rowsOk: Number(row.rows_ok ?? 0) };
}

/** A batch of one user found by the client's upload key (a repeated upload request). */
export async function findImportByUploadKey(
  db: Db,
  userId: string,
  uploadKey: string,
): Promise<ImportBatchRecord | undefined> {
  return batchesOf(db, userId).selectAll().where('upload_key', '=', uploadKey).executeTakeFirst();
}

/** Rows per transaction while an upload is stored; other requests run between two of them. */
const ROWS_PER_COMMIT = 2000;

/** Lets timers and network events run: better-sqlite3 is synchronous, a resolved await is not enough. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Creates the batch and its rows (their JSON, prepared in the parse worker). The batch is
 * 'storing' while the rows are written in chunks of
 * 2,000 per transaction, with the event loop served between chunks, so /health, sessions and
 * review writes stay fast during a 100,000-row upload; it becomes 'ready' at the end. Every call,
 * list and count sees only ready batches, so an upload exists completely or not at all
 * (bad-inputs: "never a half-created import"); a failure removes it, and one a crash left
 * 'storing' is removed at the next start (removeUnfinishedImports).
 */
export async function createImportWithRows(
  db: Db,
  batch: Insertable<ImportBatchesTable>,
  rows: PackedJsonRows,
): Promise<void> {
  await db
    .insertInto('import_batches')
    .values({ ...batch, state: 'storing' })
    .execute();
  try {
    for (const chunk of jsonRowChunks(rows, ROWS_PER_COMMIT)) {
      await writeTransaction(db, async (trx) => writeImportRows(trx, batch.id, chunk));
      await yieldToEventLoop();
    }
    await db.updateTable('import_batches').set({ state: 'ready' }).where('id', '=', batch.id).execute();
  } catch (error) {
    await deleteImportBatch(db, batch.id);
    throw error;
  }
}

/** The answer of {@link replaceImportRows}: replaced, or why not. */
export type ReplaceImportRowsOutcome = 'replaced' | 'not_found' | 'started';

/**
 * Replaces a batch's rows and what the upload learned about them (a re-read with another sheet or
 * encoding, importRereadUpload) in one transaction, so every call sees the old import or the new
 * one, never a mix. Only before matching: the batch's row is written first (on PostgreSQL that
 * locks it until commit, as createMatchJob does), then a job created meanwhile makes it
 * 'started' and nothing changes; a batch deleted meanwhile is 'not_found'. The event loop is served
 * between chunks of rows.
 */
export async function replaceImportRows(
  db: Db,
  batchId: string,
  values: Partial<Omit<Insertable<ImportBatchesTable>, 'id' | 'user_id'>>,
  rows: PackedJsonRows,
): Promise<ReplaceImportRowsOutcome> {
  const started = new Error('started');
  try {
    return await writeTransaction(db, async (trx) => {
      const updated = await trx
        .updateTable('import_batches')
        .set(values)
        .where('id', '=', batchId)
        .where('state', '=', 'ready')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return 'not_found';
      const job = await trx
        .selectFrom('match_jobs')
        .select('batch_id')
        .where('batch_id', '=', batchId)
        .executeTakeFirst();
      if (job) throw started;
      await trx.deleteFrom('import_rows').where('batch_id', '=', batchId).execute();
      for (const chunk of jsonRowChunks(rows, ROWS_PER_COMMIT)) {
        await writeImportRows(trx, batchId, chunk);
        await yieldToEventLoop();
      }
      return 'replaced';
    });
  } catch (error) {
    if (error === started) return 'started';
    throw error;
  }
}

/** Batches a stopped server left 'storing' (their stored files too); run at start. */
export async function removeUnfinishedImports(db: Db, createdBefore?: string): Promise<string[]> {
  const unfinished = await db
    .selectFrom('import_batches')
    .select(['id', 'stored_file'])
    .where('state', '=', 'storing')
    .$if(createdBefore !== undefined, (qb) => qb.where('created_at', '<', createdBefore!))
    .execute();
  for (const batch of unfinished) await deleteImportBatch(db, batch.id);
  return unfinished.flatMap((b) => (b.stored_file ? [b.stored_file] : []));
}

export async function updateImportBatch(
  db: Db,
  batchId: string,
  values: Partial<Omit<Insertable<ImportBatchesTable>, 'id' | 'user_id'>>,
): Promise<void> {
  await db.updateTable('import_batches').set(values).where('id', '=', batchId).execute();
}

/** Deletes the batch; rows, job, results and candidates go with it (foreign keys cascade). */
export async function deleteImportBatch(db: Db, batchId: string): Promise<void> {
  await db.deleteFrom('import_batches').where('id', '=', batchId).execute();
}

/**
 * Deletes everything of an import in one transaction (deleteImport): the batch, and with it by
 * cascade its rows, job, results, candidates and review decisions; its export preview (no foreign
 * key: the preview is a cache keyed by batch id) and an export still waiting for its turn (it has
 * nothing to export any more; a file export, product `datacare`). Its other exports, to files,
 * company lists or target 2, stay in the history (their batch_id is kept, so the list says the
 * import was deleted), and so do the quota charges they made.
 */
export async function deleteImportWithData(db: Db, batchId: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await trx.deleteFrom('export_previews').where('batch_id', '=', batchId).execute();
    await trx
      .deleteFrom('exports')
      .where('batch_id', '=', batchId)
      .where('product', '=', 'datacare')
      .where('status', '=', 'queued')
      .execute();
    await deleteImportBatch(trx, batchId);
  });
}

/** What the past-imports list searches, sorts and pages on: a few short columns per import. */
export interface ImportListEntry {
  id: string;
  file_name: string;
  tag: string;
  created_at: string;
}

/** Every complete import of the user (the list's search and paging run over these). */
export async function importListEntries(db: Db, userId: string): Promise<ImportListEntry[]> {
  return batchesOf(db, userId).select(['id', 'file_name', 'tag', 'created_at']).execute();
}

/** A card of the past-imports list: the import, its job's state and whether it was exported. */
export interface ImportListRow extends ImportListEntry {
  rows_ok: number;
  rows_empty: number;
  job_status: string | null;
  exported: number;
}

/** The given imports of the user with what their cards show; in no particular order. */
export async function importListRows(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<ImportListRow[]> {
  if (ids.length === 0) return [];
  return batchesOf(db, userId)
    .leftJoin('match_jobs', 'match_jobs.batch_id', 'import_batches.id')
    .select((eb) => [
      'import_batches.id',
      'import_batches.file_name',
      'import_batches.tag',
      'import_batches.created_at',
      'import_batches.rows_ok',
      'import_batches.rows_empty',
      'match_jobs.status as job_status',
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('exports')
              .select('exports.id')
              .whereRef('exports.batch_id', '=', 'import_batches.id')
              .where('exports.status', '=', 'finished'),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('exported'),
    ])
    .where('import_batches.id', 'in', ids)
    .execute();
}

/** The first `limit` stored rows of a batch, in row order. */
export async function firstImportRows(
  db: Db,
  batchId: string,
  limit: number,
): Promise<{ rowId: number; cells: (string | null)[] }[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['row_id', 'cells'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ rowId: r.row_id, cells: JSON.parse(r.cells) as (string | null)[] }));
}

/** Every stored row of a batch, read in pages so memory stays bounded. */
export async function* importRows(
  db: Db,
  batchId: string,
  pageSize = 5000,
): AsyncGenerator<{ rowId: number; cells: (string | null)[] }> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('import_rows')
      .select(['row_id', 'cells'])
      .where('batch_id', '=', batchId)
      .where('row_id', '>', after)
      .orderBy('row_id')
      .limit(pageSize)
      .execute();
    for (const r of page) yield { rowId: r.row_id, cells: JSON.parse(r.cells) as (string | null)[] };
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.row_id;
  }
}

/** The mapping a user last confirmed for a set of headers. */
export async function findRememberedMapping(
  db: Db,
  userId: string,
  headerKey: string,
): Promise<{ mapping: string; additional_columns: string } | undefined> {
  return db
    .selectFrom('remembered_mappings')
    .select(['mapping', 'additional_columns'])
    .where('user_id', '=', userId)
    .where('header_key', '=', headerKey)
    .executeTakeFirst();
}

export async function rememberMapping(
  db: Db,
  values: { userId: string; headerKey: string; mapping: string; additionalColumns: string; now: string },
): Promise<void> {
  await db
    .insertInto('remembered_mappings')
    .values({
      user_id: values.userId,
      header_key: values.headerKey,
      mapping: values.mapping,
      additional_columns: values.additionalColumns,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'header_key']).doUpdateSet({
        mapping: values.mapping,
        additional_columns: values.additionalColumns,
        updated_at: values.now,
      }),
    )
    .execute();
}
