/**
 * The matching tables (migration 0003_matching, docs/matching.md 'Jobs and tables'): import rows
 * in, one job per batch, results and candidates out. Results are written with the job's progress
 * in the same transactions (jobs/chunk-store.ts): that is the checkpoint a restarted job resumes
 * from.
 */
import type { MappingPair } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema, MatchJobStatus, MatchJobsTable } from '../../db/schema.ts';
import type { Selectable, Transaction } from 'kysely';

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
  await db.transaction().execute(async (trx) => writeImportRows(trx, batchId, rows));
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
}

/** Creates a queued job; a batch matched before starts over (its results are removed). */
export async function createMatchJob(db: Db, job: NewMatchJob): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('match_candidates').where('batch_id', '=', job.batchId).execute();
    await trx.deleteFrom('match_results').where('batch_id', '=', job.batchId).execute();
    await trx.deleteFrom('match_jobs').where('batch_id', '=', job.batchId).execute();
    // The review's kept count of checked rows (migration 0006) is unknown until the next decision.
    await trx
      .updateTable('import_batches')
      .set({ manual_checked_count: null })
      .where('id', '=', job.batchId)
      .execute();
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
  });
}

export async function setJobStatus(
  db: Db,
  batchId: string,
  status: MatchJobStatus,
  now: string,
  extra: { error?: string | null; started?: boolean; finished?: boolean } = {},
): Promise<void> {
  let query = db.updateTable('match_jobs').set({ status, updated_at: now }).where('batch_id', '=', batchId);
  if (extra.error !== undefined) query = query.set({ error: extra.error });
  if (extra.started) query = query.set((eb) => ({ started_at: eb.fn.coalesce('started_at', eb.val(now)) }));
  if (extra.finished) query = query.set({ finished_at: now });
  await query.execute();
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
 */
export async function pendingRowIds(
  db: Db,
  batchId: string,
  afterRowId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select('row_id')
    .where('batch_id', '=', batchId)
    .where('row_id', '>', afterRowId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('match_results')
            .select('match_results.row_id')
            .whereRef('match_results.batch_id', '=', 'import_rows.batch_id')
            .whereRef('match_results.row_id', '=', 'import_rows.row_id'),
        ),
      ),
    )
    .orderBy('row_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.row_id);
}

/** Every matched row's best entry (for status counts and the threshold chart). */
export async function resultPriorities(
  db: Db,
  batchId: string,
): Promise<{ probability: number; isNoMatch: boolean }[]> {
  const rows = await db
    .selectFrom('match_results')
    .select(['probability', 'is_no_match'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
  return rows.map((r) => ({ probability: r.probability, isNoMatch: r.is_no_match === 1 }));
}
