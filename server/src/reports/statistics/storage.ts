/**
 * The statistics' job records and cache (migration 0010, table batch_statistics): one row per
 * batch for the state it was last asked for. Queuing replaces a row of another state; outcomes are
 * recorded only while the row still stands for the state the job counted, so a review decision
 * made during a count is never overwritten by the older figures.
 */
import type { Selectable } from 'kysely';
import { writeTransaction, type Db } from '../../db/database.ts';
import type { BatchStatisticsTable } from '../../db/schema.ts';

export type StatisticsRecord = Selectable<BatchStatisticsTable>;

/** The state of a batch the statistics are counted for. */
export interface StatisticsState {
  reviewVersion: number;
  threshold: number;
  /** JSON of the account's unlocks (exports/account.ts unlocksToData). */
  unlocks: string;
}

export async function findStatistics(db: Db, batchId: string): Promise<StatisticsRecord | undefined> {
  return db.selectFrom('batch_statistics').selectAll().where('batch_id', '=', batchId).executeTakeFirst();
}

/** Whether a record was counted (or is being counted) for this state. */
export function isOfState(record: StatisticsRecord, state: StatisticsState): boolean {
  return (
    record.review_version === state.reviewVersion &&
    record.exact_match_threshold === state.threshold &&
    record.unlocks === state.unlocks
  );
}

/**
 * Queues a count of the batch at a state, unless one of that state is queued, running or finished,
 * or failed without the failure having been answered yet: an answered failure is counted again.
 * Returns whether a job was queued.
 */
export async function requestStatistics(
  db: Db,
  batchId: string,
  state: StatisticsState,
  now: string,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const current = await findStatistics(trx, batchId);
    if (
      current &&
      isOfState(current, state) &&
      !(current.status === 'failed' && current.failure_reported === 1)
    ) {
      return false;
    }
    const values = {
      review_version: state.reviewVersion,
      exact_match_threshold: state.threshold,
      unlocks: state.unlocks,
      status: 'queued' as const,
      data: null,
      error: null,
      failure_reported: 0 as const,
      requested_at: now,
      started_at: null,
      finished_at: null,
    };
    await trx
      .insertInto('batch_statistics')
      .values({ batch_id: batchId, ...values })
      .onConflict((oc) => oc.column('batch_id').doUpdateSet(values))
      .execute();
    return true;
  });
}

/**
 * Marks a failure as answered to the user, once: true for the call that marked it (that call
 * answers 'failed'; the next one counts again).
 */
export async function reportFailure(db: Db, record: StatisticsRecord): Promise<boolean> {
  const result = await db
    .updateTable('batch_statistics')
    .set({ failure_reported: 1 })
    .where('batch_id', '=', record.batch_id)
    .where('review_version', '=', record.review_version)
    .where('exact_match_threshold', '=', record.exact_match_threshold)
    .where('unlocks', '=', record.unlocks)
    .where('status', '=', 'failed')
    .where('failure_reported', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes the next queued count and marks it running (of two claimers one gets it). */
export async function claimNextStatistics(
  db: Db,
  now: string,
  batchId?: string,
): Promise<StatisticsRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('batch_statistics')
      .select('batch_id')
      .where('status', '=', 'queued')
      .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
      .orderBy('requested_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('batch_statistics')
      .set({ status: 'running', started_at: now })
      .where('batch_id', '=', next.batch_id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/** Records a count's outcome if the row still stands for the state the job counted. */
export async function settleStatistics(
  db: Db,
  job: StatisticsRecord,
  outcome: { data: string } | { error: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('batch_statistics')
    .set(
      'data' in outcome
        ? { status: 'finished', data: outcome.data, error: null, finished_at: now }
        : { status: 'failed', error: outcome.error, finished_at: now },
    )
    .where('batch_id', '=', job.batch_id)
    .where('review_version', '=', job.review_version)
    .where('exact_match_threshold', '=', job.exact_match_threshold)
    .where('unlocks', '=', job.unlocks)
    .where('status', '=', 'running')
    .execute();
}

/** Counts a killed process left running: queued again (a count starts over). */
export async function requeueRunningStatistics(db: Db, batchId?: string): Promise<void> {
  await db
    .updateTable('batch_statistics')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
    .execute();
}
