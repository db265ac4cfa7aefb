/**
 * The checks' records (migration 0011): the run of a batch's check (its job record), the
 * addresses of its rows and the results of its distinct targets.
 */
import { writeTransaction, type Db } from '../db/database.ts';
import type { CheckKind, CheckRunsTable, Flag } from '../db/schema.ts';
import type { RowCheckValue } from './rows.ts';

export type CheckRunRecord = Pick<CheckRunsTable, 'batch_id' | 'kind' | 'status' | 'error'> & {
  prepared: Flag;
};

export async function findCheckRun(
  db: Db,
  batchId: string,
  kind: CheckKind,
): Promise<CheckRunRecord | undefined> {
  const row = await db
    .selectFrom('check_runs')
    .select(['batch_id', 'kind', 'status', 'prepared', 'error'])
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row as CheckRunRecord | undefined;
}

/**
 * Queues a check unless one is queued or running (then nothing changes: start is idempotent). A
 * rerun keeps every result except `unknown`, a failure of the resolver worth asking again.
 * True when a job was queued.
 */
export async function queueCheckRun(db: Db, batchId: string, kind: CheckKind, now: string): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const result = await trx
      .insertInto('check_runs')
      .values({ batch_id: batchId, kind, status: 'queued', requested_at: now })
      .onConflict((oc) =>
        oc
          .columns(['batch_id', 'kind'])
          .doUpdateSet({
            status: 'queued',
            requested_at: now,
            error: null,
            started_at: null,
            finished_at: null,
          })
          .where('check_runs.status', 'not in', ['queued', 'running']),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('check_targets')
      .set({ result: null, checked_at: null })
      .where('batch_id', '=', batchId)
      .where('kind', '=', kind)
      .where('result', '=', 'unknown')
      .execute();
    return true;
  });
}

/** Takes the oldest queued check of a kind and marks it running (of two claimers one gets it). */
export async function claimCheckRun(
  db: Db,
  kind: CheckKind,
  now: string,
  batchId?: string,
): Promise<CheckRunRecord | undefined> {
  for (;;) {
    const next = await db
      .selectFrom('check_runs')
      .select('batch_id')
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
      .orderBy('requested_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('check_runs')
      .set({ status: 'running', started_at: now })
      .where('batch_id', '=', next.batch_id)
      .where('kind', '=', kind)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return findCheckRun(db, next.batch_id, kind);
  }
}

export async function settleCheckRun(
  db: Db,
  run: CheckRunRecord,
  outcome: { error: string } | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({ status: outcome ? 'failed' : 'finished', error: outcome?.error ?? null, finished_at: now })
    .where('batch_id', '=', run.batch_id)
    .where('kind', '=', run.kind)
    .where('status', '=', 'running')
    .execute();
}

/** Checks a killed process left running are queued again; they continue where they were. */
export async function requeueRunningChecks(db: Db, kind: CheckKind, batchId?: string): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({ status: 'queued' })
    .where('kind', '=', kind)
    .where('status', '=', 'running')
    .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
    .execute();
}

/** Starts writing a run's addresses again (a preparation a killed process left half done). */
export async function clearCheckRows(db: Db, batchId: string, kind: CheckKind): Promise<void> {
  await db.deleteFrom('check_rows').where('batch_id', '=', batchId).where('kind', '=', kind).execute();
}

/** Stores a chunk of addresses and their targets (a target already known keeps its result). */
export async function storeCheckRows(
  db: Db,
  batchId: string,
  kind: CheckKind,
  values: readonly RowCheckValue[],
): Promise<void> {
  if (values.length === 0) return;
  await writeTransaction(db, async (trx) => {
    // Bounded statements: SQLite allows at most 32766 variables.
    for (let i = 0; i < values.length; i += 500) {
      const part = values.slice(i, i + 500);
      await trx
        .insertInto('check_rows')
        .values(
          part.map((v) => ({
            batch_id: batchId,
            kind,
            row_id: v.rowId,
            pos: v.pos,
            value: v.value,
            target: v.target,
          })),
        )
        .execute();
      const targets = [...new Set(part.map((v) => v.target))];
      await trx
        .insertInto('check_targets')
        .values(targets.map((target) => ({ batch_id: batchId, kind, target })))
        .onConflict((oc) => oc.columns(['batch_id', 'kind', 'target']).doNothing())
        .execute();
    }
  });
}

export async function markPrepared(db: Db, batchId: string, kind: CheckKind): Promise<void> {
  await db
    .updateTable('check_runs')
    .set({ prepared: 1 })
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .execute();
}

/** Targets without a result, at most `limit`, after `after` (target order). */
export async function uncheckedTargets(
  db: Db,
  batchId: string,
  kind: CheckKind,
  after: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('check_targets')
    .select('target')
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .where('result', 'is', null)
    .where('target', '>', after)
    .orderBy('target')
    .limit(limit)
    .execute();
  return rows.map((row) => row.target);
}

export async function storeTargetResult(
  db: Db,
  batchId: string,
  kind: CheckKind,
  target: string,
  outcome: { result: string; finalUrl?: string | null; differentDomain?: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('check_targets')
    .set({
      result: outcome.result,
      final_url: outcome.finalUrl ?? null,
      different_domain: outcome.differentDomain ?? null,
      checked_at: now,
    })
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .where('target', '=', target)
    .execute();
}

/** Examples of rows whose target has `result`, in row order. */
export async function examplesOf(
  db: Db,
  batchId: string,
  kind: CheckKind,
  result: string,
  limit: number,
): Promise<{ row_id: number; value: string; final_url: string | null; different_domain: string | null }[]> {
  return db
    .selectFrom('check_rows as r')
    .innerJoin('check_targets as t', (join) =>
      join
        .onRef('t.batch_id', '=', 'r.batch_id')
        .onRef('t.kind', '=', 'r.kind')
        .onRef('t.target', '=', 'r.target'),
    )
    .select([
      'r.row_id as row_id',
      'r.value as value',
      't.final_url as final_url',
      't.different_domain as different_domain',
    ])
    .where('r.batch_id', '=', batchId)
    .where('r.kind', '=', kind)
    .where('t.result', '=', result)
    .orderBy('r.row_id')
    .orderBy('r.pos')
    .limit(limit)
    .execute();
}
