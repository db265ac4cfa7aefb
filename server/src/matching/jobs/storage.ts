/**
 * The matching tables (migration 0003_matching, docs/matching.md 'Jobs and tables'): import rows
 * in, one job per batch, results and candidates out. Results are written with the job's progress
 * in the same transactions (jobs/chunk-store.ts): that is the checkpoint a restarted job resumes
 * from.
 */
import type { MatchPriority } from '@datacare/api-client/domain';
import type { MappingPair, ResultPriority } from '@datacare/api-client/generated/types';
import { writeTransaction, type Db } from '../../db/database.ts';
import type { DatabaseSchema, MatchJobStatus, MatchJobsTable } from '../../db/schema.ts';
import type { Selectable, Transaction } from 'kysely';
import { withExportedCompanies, type StoredPriority } from './priorities.ts';

export type MatchJobRecord = Selectable<MatchJobsTable>;

/** Rows per insert statement: SQLite allows 32,766 bound values per statement. */
const INSERT_ROWS = 500;

/** An uploaded row. */
export interface ImportRow {
  rowId: number;
  cells: (string | null)[];
}

/**
 * Writes uploaded rows in statements of 500, inside whatever transaction the caller holds (the
 * upload commits them in chunks, see imports/storage.ts createImportWithRows). Cells given as a
 * string are their JSON already (imports/prepared-table.ts).
 */
export async function writeImportRows(
  db: Db | Transaction<DatabaseSchema>,
  batchId: string,
  rows: readonly { rowId: number; cells: string | readonly (string | null)[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await db
      .insertInto('import_rows')
      .values(
        rows.slice(i, i + INSERT_ROWS).map((r) => ({
          batch_id: batchId,
          row_id: r.rowId,
          cells: typeof r.cells === 'string' ? r.cells : JSON.stringify(r.cells),
        })),
      )
      .execute();
  }
}

/** Stores uploaded rows in one transaction (tests and tools). */
export async function insertImportRows(db: Db, batchId: string, rows: readonly ImportRow[]): Promise<void> {
  await writeTransaction(db, async (trx) => writeImportRows(trx, batchId, rows));
}

export async function countImportRows(db: Db, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('import_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findMatchJob(db: Db, batchId: string): Promise<MatchJobRecord | undefined> {
  return db.selectFrom('match_jobs').selectAll().where('batch_id', '=', batchId).executeTakeFirst();
}

export interface NewMatchJob {
  batchId: string;
  columns: readonly string[];
  mapping: readonly MappingPair[];
  threshold: number;
  total: number;
  engine: string;
  modelVersion: string | null;
  now: string;
  /** Start even when the earlier run has review decisions (they are removed with its results). */
  discardReviewDecisions?: boolean;
  /** The mapping written on import_batches with the job (only when the job is created). */
  batchMapping?: { mapping: string; additionalColumns: string };
  /**
   * When the start was asked for (ISO time, the clock of `now`): a job created since answers it
   * 'running' even when that job has finished already, for the two were asked for at once.
   */
  requestedAt?: string;
}

/** Statuses in which a batch's job is under way: it cannot be started again. */
export const ACTIVE_JOB_STATUSES: readonly MatchJobStatus[] = ['queued', 'running', 'stopping'];

/** Whether createMatchJob created the job, and why not when it did not. */
export type CreateMatchJobOutcome =
  | { created: true }
  | { created: false; reason: 'running' }
  | { created: false; reason: 'review_decisions'; reviewDecisions: number };

/** Thrown inside createMatchJob's transaction to roll it back with the outcome. */
class NotCreated extends Error {
  readonly outcome: Exclude<CreateMatchJobOutcome, { created: true }>;
  constructor(outcome: Exclude<CreateMatchJobOutcome, { created: true }>) {
    super('not created');
    this.outcome = outcome;
  }
}

/**
 * The review decisions of a batch's rows: rows marked checked or with an entry selected by hand.
 * A new matching run replaces the results and with them these decisions.
 */
export async function reviewDecisionCount(db: Db, batchId: string): Promise<number> {
  const row = await db
    .selectFrom('match_results as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.batch_id', '=', batchId)
    .where((eb) =>
      eb.or([
        eb('r.manually_checked', '=', 1),
        eb.exists(
          eb
            .selectFrom('match_candidates as c')
            .select('c.pos')
            .whereRef('c.batch_id', '=', 'r.batch_id')
            .whereRef('c.row_id', '=', 'r.row_id')
            .where('c.is_selected', '=', 1),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates a queued job; a batch matched before starts over (its results are removed). The check
 * and the creation are one transaction, so of simultaneous starts exactly one creates the job and
 * the others find it under way ('running'). Its first statement writes the batch row: SQLite's
 * app transactions begin immediate (db/dialect.ts) and hold the write lock from the start, and on
 * PostgreSQL the update locks the batch's row until commit, so a second start waits there and
 * then reads the committed job. A start asked for before the batch's job was created is one of
 * simultaneous starts, answered 'running' even when that job has finished meanwhile (a small batch
 * is matched faster than 20 requests are served). A batch whose earlier run has review decisions
 * is not started unless `discardReviewDecisions` ('review_decisions' with their count).
 */
export async function createMatchJob(db: Db, job: NewMatchJob): Promise<CreateMatchJobOutcome> {
  try {
    await writeTransaction(db, (trx) => createInTransaction(trx, job));
  } catch (error) {
    if (error instanceof NotCreated) return error.outcome;
    throw error;
  }
  return { created: true };
}

async function createInTransaction(trx: Db, job: NewMatchJob): Promise<void> {
  // The review's kept count of checked rows (migration 0006) is unknown until the next decision.
  await trx
    .updateTable('import_batches')
    .set({
      manual_checked_count: null,
      ...(job.batchMapping
        ? { mapping: job.batchMapping.mapping, additional_columns: job.batchMapping.additionalColumns }
        : {}),
    })
    .where('id', '=', job.batchId)
    .execute();
  const existing = await trx
    .selectFrom('match_jobs')
    .select(['status', 'created_at'])
    .where('batch_id', '=', job.batchId)
    .executeTakeFirst();
  const startedSinceAsked =
    existing !== undefined && job.requestedAt !== undefined && existing.created_at >= job.requestedAt;
  if (existing && (ACTIVE_JOB_STATUSES.includes(existing.status) || startedSinceAsked)) {
    throw new NotCreated({ created: false, reason: 'running' });
  }
  if (existing && !job.discardReviewDecisions) {
    const reviewDecisions = await reviewDecisionCount(trx, job.batchId);
    if (reviewDecisions > 0)
      throw new NotCreated({ created: false, reason: 'review_decisions', reviewDecisions });
  }
  await trx.deleteFrom('match_candidates').where('batch_id', '=', job.batchId).execute();
  await trx.deleteFrom('match_results').where('batch_id', '=', job.batchId).execute();
  await trx.deleteFrom('match_jobs').where('batch_id', '=', job.batchId).execute();
  await trx
    .insertInto('match_jobs')
    .values({
      batch_id: job.batchId,
      status: 'queued',
      columns: JSON.stringify(job.columns),
      mapping: JSON.stringify(job.mapping),
      exact_match_threshold: job.threshold,
      total: job.total,
      engine: job.engine,
      model_version: job.modelVersion,
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
}

/**
 * Queues a stopped or failed job again, in one conditional write (of two retries at once, one
 * queues it). Its results stay: it continues with the rows that have none. False when the job is
 * missing or in another status.
 */
export async function requeueJob(db: Db, batchId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('match_jobs')
    .set({ status: 'queued', error: null, updated_at: now })
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['stopped', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setJobStatus(
  db: Db,
  batchId: string,
  status: MatchJobStatus,
  now: string,
  extra: { error?: string | null; finished?: boolean; from?: readonly MatchJobStatus[] } = {},
): Promise<boolean> {
  let query = db.updateTable('match_jobs').set({ status, updated_at: now }).where('batch_id', '=', batchId);
  if (extra.error !== undefined) query = query.set({ error: extra.error });
  if (extra.finished) query = query.set({ finished_at: now });
  // Only from these statuses: of a stop and a finish at once, one wins and the other sees it.
  if (extra.from) query = query.where('status', 'in', extra.from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes the oldest queued job and marks it running, in one conditional write per job: of two
 * claimers (two processes on one PostgreSQL, or a stop in between) one gets it, the other takes
 * the next or nothing. A job stopped between the read and the write stays stopped.
 */
export async function claimMatchJob(
  db: Db,
  now: string,
  batchId?: string,
): Promise<MatchJobRecord | undefined> {
  for (const job of await jobsWithStatus(db, ['queued'])) {
    if (batchId !== undefined && job.batch_id !== batchId) continue;
    const claimed = await db
      .updateTable('match_jobs')
      .set((eb) => ({
        status: 'running',
        updated_at: now,
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
      }))
      .where('batch_id', '=', job.batch_id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return undefined;
}

/** Jobs in one of the statuses, oldest first. */
export async function jobsWithStatus(db: Db, statuses: readonly MatchJobStatus[]): Promise<MatchJobRecord[]> {
  return db
    .selectFrom('match_jobs')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('batch_id')
    .execute();
}

/** Maps cells to product fields: the column index of each mapped field. */
export function columnIndexes(
  job: Pick<MatchJobRecord, 'columns' | 'mapping'>,
): [MappingPair['internalField'], number][] {
  const columns = JSON.parse(job.columns) as string[];
  const mapping = JSON.parse(job.mapping) as MappingPair[];
  return mapping.map(({ internalField, customerField }) => {
    const at = columns.indexOf(customerField);
    if (at < 0)
      throw new Error(`The mapping names the column "${customerField}", which the file does not have.`);
    return [internalField, at];
  });
}

/**
 * The ids of the next rows of the batch that have no results yet, after `afterRowId`: the range a
 * chunk covers (its rows are read, matched and stored by jobs/chunk-store.ts).
 *
 * Two range reads on the primary keys per page (the batch's rows, then the results among them),
 * not an anti-join: on PostgreSQL the statistics of a new batch say it has one result, and the
 * planner then joined every result of the batch for every chunk (docs/performance.md, 'Cluster').
 */
export async function pendingRowIds(
  db: Db,
  batchId: string,
  afterRowId: number,
  limit: number,
): Promise<number[]> {
  const pending: number[] = [];
  const page = Math.max(limit, 1000);
  let after = afterRowId;
  while (pending.length < limit) {
    const ids = (
      await db
        .selectFrom('import_rows')
        .select('row_id')
        .where('batch_id', '=', batchId)
        .where('row_id', '>', after)
        .orderBy('row_id')
        .limit(page)
        .execute()
    ).map((r) => r.row_id);
    if (ids.length === 0) break;
    const through = ids[ids.length - 1]!;
    const done = new Set(
      (
        await db
          .selectFrom('match_results')
          .select('row_id')
          .where('batch_id', '=', batchId)
          .where('row_id', '>', after)
          .where('row_id', '<=', through)
          .execute()
      ).map((r) => r.row_id),
    );
    for (const id of ids) {
      if (done.has(id)) continue;
      pending.push(id);
      if (pending.length === limit) break;
    }
    after = through;
  }
  return pending;
}

/**
 * Every matched row's best entry and how many rows failed (note 'matching_failed'), in one read
 * of the batch's results: the status call's counts.
 */
export async function resultSummary(
  db: Db,
  batchId: string,
): Promise<{ priorities: StoredPriority[]; failedRows: number }> {
  const rows = await db
    .selectFrom('match_results')
    .select(['row_id', 'probability', 'is_no_match', 'note'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
  let failedRows = 0;
  const priorities = rows.map((r): StoredPriority => {
    if (r.note === 'matching_failed') failedRows += 1;
    return { rowId: r.row_id, probability: r.probability, isNoMatch: r.is_no_match === 1 };
  });
  return { priorities, failedRows };
}

/** Every matched row's best entry: what the counts per match type need. */
export async function matchPriorities(db: Db, batchId: string): Promise<MatchPriority[]> {
  const rows = await db
    .selectFrom('match_results')
    .select(['probability', 'is_no_match'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
  return rows.map((r) => ({ probability: r.probability, isNoMatch: r.is_no_match === 1 }));
}

/**
 * Every matched row's priority with the company it would export (getResultPriorities): the
 * threshold chart and the threshold simulator (priorities.ts).
 */
export async function resultPriorities(db: Db, batchId: string): Promise<ResultPriority[]> {
  const { priorities } = await resultSummary(db, batchId);
  return withExportedCompanies(db, batchId, priorities);
}
