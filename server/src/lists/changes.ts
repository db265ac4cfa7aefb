/**
 * The records of the `list_change` job kind (migration 0014 `list_changes`, docs/lists.md 'Jobs'):
 * a change of a list by an import is queued by the request that waits for it, claimed and run by
 * the kind (jobs.ts) in a worker thread, and its outcome read, then the record removed, by that
 * request. Plain Kysely, portable to PostgreSQL; claims are conditional updates.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ListChangesTable } from '../db/schema.ts';
import { recordListExport, type ListHistoryEntry } from './history.ts';
import { writeTransaction } from '../db/database.ts';

type Db = Kysely<DatabaseSchema>;

export type ListChangeRecord = Selectable<ListChangesTable>;
export type ListChangeAction = ListChangesTable['action'];

/** What a finished change did: a list changed (or made), or a hand-over to target 2. */
export type ListChangeOutcome =
  | {
      kind: 'list';
      listId: string;
      listName: string;
      listUrl: string;
      /** Companies added that were not on the list, or removed that were. */
      modified: number;
      newlyCreated: boolean;
      /** The batch's exported companies the change carried. */
      companies: number;
    }
  | { kind: 'handover'; queryId: string; url: string; companies: number };

/**
 * Why a change failed, as its request answers it (service.ts errorOf): the import or list is
 * gone or not the caller's, matching is not finished, the remote product failed or needs an
 * e-mail address, or anything else (`failed`: 500 `list_change_failed`).
 */
export type ListChangeErrorType =
  'not_found' | 'matching_not_finished' | 'service_unavailable' | 'lists_no_email' | 'failed';

export const LIST_CHANGE_ERROR_TYPES: readonly ListChangeErrorType[] = [
  'not_found',
  'matching_not_finished',
  'service_unavailable',
  'lists_no_email',
  'failed',
];

export interface NewListChange {
  userId: string;
  batchId: string;
  action: ListChangeAction;
  product: ListChangesTable['product'];
  listId?: string | undefined;
  name?: string | undefined;
  loginLink?: boolean;
  now: string;
}

export async function queueListChange(db: Db, change: NewListChange): Promise<ListChangeRecord> {
  return db
    .insertInto('list_changes')
    .values({
      user_id: change.userId,
      batch_id: change.batchId,
      action: change.action,
      product: change.product,
      list_id: change.listId ?? null,
      name: change.name ?? null,
      login_link: change.loginLink ? 1 : 0,
      status: 'queued',
      created_at: change.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findListChange(db: Db, id: number): Promise<ListChangeRecord | undefined> {
  return db.selectFrom('list_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes the oldest queued change and marks it running (of two claimers, one gets it). */
export async function claimNextListChange(
  db: Db,
  now: string,
  id?: number,
): Promise<ListChangeRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('list_changes')
      .select('id')
      .where('status', '=', 'queued')
      .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('list_changes')
      .set({ status: 'running', started_at: now })
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Marks a running change finished with its outcome; false when it is no longer running. Called
 * inside the transaction that made the change, so the outcome is recorded with it or not at all.
 */
export async function finishListChange(
  db: Db,
  id: number,
  outcome: ListChangeOutcome,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('list_changes')
    .set({ status: 'finished', result: JSON.stringify(outcome), finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The history entry of a finished change: its product, the import, the list or hand-over. */
export function historyEntryOf(
  change: Pick<ListChangeRecord, 'user_id' | 'batch_id' | 'product' | 'action' | 'name'>,
  batchTag: string,
  outcome: ListChangeOutcome,
): ListHistoryEntry {
  const common = {
    userId: change.user_id,
    product: change.product,
    batchId: change.batch_id,
    batchTag,
    companies: outcome.companies,
  };
  if (outcome.kind === 'handover') {
    return {
      ...common,
      // The hand-over's name (the tag as a list name), as given when it was queued.
      listName: change.name ?? batchTag,
      reference: { query: outcome.queryId },
      details: { mode: 'handover', listId: outcome.queryId, modified: outcome.companies },
    };
  }
  return {
    ...common,
    listName: outcome.listName,
    reference: { ngProfileId: Number(outcome.listId) },
    details: {
      mode: outcome.newlyCreated ? 'create' : change.action === 'remove' ? 'remove' : 'add',
      listId: outcome.listId,
      modified: outcome.modified,
    },
  };
}

/**
 * Records a change's outcome and its history entry inside the transaction `trx` that made the
 * change; false (nothing recorded) when the change is no longer running: the caller rolls back.
 */
export async function completeListChange(
  trx: Db,
  change: ListChangeRecord,
  batchTag: string,
  outcome: ListChangeOutcome,
  now: string,
): Promise<boolean> {
  if (!(await finishListChange(trx, change.id, outcome, now))) return false;
  await recordListExport(trx, now, historyEntryOf(change, batchTag, outcome));
  return true;
}

/** Marks a queued or running change failed. */
export async function failListChange(
  db: Db,
  id: number,
  failure: { type: ListChangeErrorType; error: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('list_changes')
    .set({ status: 'failed', error_type: failure.type, error: failure.error, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Removes a settled change once its request has read the outcome. */
export async function removeListChange(db: Db, id: number): Promise<void> {
  await db
    .deleteFrom('list_changes')
    .where('id', '=', id)
    .where('status', 'in', ['finished', 'failed'])
    .execute();
}

/**
 * After a start: the changes a killed process left queued or running, whose requests are gone,
 * are failed (a running one wrote nothing: its change is one transaction), unless a request of
 * this process waits for them (`awaited`). Settled records nobody read (their request ended with
 * the process) are removed after a day.
 */
export async function recoverListChanges(
  db: Db,
  awaited: ReadonlySet<number>,
  times: { now: string; removeBefore: string },
): Promise<number> {
  const stale = await db
    .selectFrom('list_changes')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .execute();
  let failed = 0;
  for (const { id } of stale) {
    if (awaited.has(id)) continue;
    const error = 'The server restarted before the change was made; nothing was changed.';
    await failListChange(db, id, { type: 'failed', error }, times.now);
    failed++;
  }
  await db
    .deleteFrom('list_changes')
    .where('status', 'in', ['finished', 'failed'])
    .where('created_at', '<', times.removeBefore)
    .execute();
  return failed;
}

/** Parses a stored failure type; an unknown one is `failed`. */
export function errorTypeOf(stored: string | null): ListChangeErrorType {
  return LIST_CHANGE_ERROR_TYPES.find((type) => type === stored) ?? 'failed';
}
