/**
 * The export history entries of list exports (docs/lists.md 'History entries'): every list export,
 * connect finish and target 2 hand-over is a row of `exports` (migration 0008) that the exports
 * list shows and links through handleTargetLink, handleConnectLink and handleTarget2Link:
 *
 * - product `target`, `connect` or `target2`, status finished at once, no file (`stored_file`
 *   NULL: not downloadable, not in a zip, never touched by the retention sweep);
 * - `additional_info` `{batchId, ngProfileId}` (the list's id as an integer) or `{batchId, query}`;
 * - `num_entities` the companies carried, `num_charged` 0 and no `export_charges` rows: list
 *   exports use no quota (spec 5);
 * - `batch_id` the import, so the exports list names it (`matchingRequests`) and filters by it;
 *   the batch's own export calls (getExportStatus, getExportFile, sendExportViaMail, the start of
 *   an export, the import's deletion) look at product `datacare` exports only.
 *
 * Written inside the transaction that changes the list (task.ts, jobs.ts): both or neither.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

export type ListProduct = 'target' | 'connect' | 'target2';

export interface ListHistoryEntry {
  userId: string;
  product: ListProduct;
  batchId: string;
  /** The import's tag: the export's name in the list. */
  batchTag: string;
  /** What the entry's file name column shows: the list's name. */
  listName: string;
  /** The target 1 list (target, connect) or the target 2 hand-over (target2). */
  reference: { ngProfileId: number } | { query: string };
  /** Companies the list export carried. */
  companies: number;
  /** Kept in `options` for the record: the change's mode and what it modified. */
  details: { mode: 'create' | 'add' | 'remove' | 'handover'; listId: string; modified: number };
}

/** Writes the entry, finished at `now`; returns its id. Call it in the transaction of the change. */
export async function recordListExport(
  db: Kysely<DatabaseSchema>,
  now: string,
  entry: ListHistoryEntry,
): Promise<number> {
  const row = await db
    .insertInto('exports')
    .values({
      user_id: entry.userId,
      batch_id: entry.batchId,
      batch_name: entry.batchTag,
      file_name: entry.listName,
      // The column is NOT NULL; without a stored file nothing reads it.
      file_type: 'xlsx',
      product: entry.product,
      status: 'finished',
      options: JSON.stringify(entry.details),
      additional_info: JSON.stringify({ batchId: entry.batchId, ...entry.reference }),
      num_entities: entry.companies,
      num_charged: 0,
      stored_file: null,
      created_at: now,
      started_at: now,
      finished_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
