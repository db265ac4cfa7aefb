/**
 * The matching tables (migration 0003_matching, docs/matching.md 'Jobs and tables'): import rows
 * in, one job per batch, results and candidates out. A chunk's results and the job's progress are
 * written in one transaction: that is the checkpoint a restarted job resumes from.
 */
import type { MappingPair } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema, MatchJobStatus, MatchJobsTable } from '../../db/schema.ts';
import type { Selectable, Transaction } from 'kysely';
import type { MappedRow, RowResult } from '../types.ts';

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
 * upload commits them in chunks, see imports/storage.ts createImportWithRows).
 */
export async function writeImportRows(
  db: Db | Transaction<DatabaseSchema>,
  batchId: string,
  rows: readonly { rowId: number; cells: readonly (string | null)[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await db
      .insertInto('import_rows')
      .values(
        rows
          .slice(i, i + INSERT_ROWS)
          .map((r) => ({ batch_id: batchId, row_id: r.rowId, cells: JSON.stringify(r.cells) })),
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

/** The next rows of the batch that have no results yet, after `afterRowId`, as mapped rows. */
export async function pendingRows(
  db: Db,
  batchId: string,
  indexes: readonly [MappingPair['internalField'], number][],
  afterRowId: number,
  limit: number,
): Promise<MappedRow[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['row_id', 'cells'])
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
  return rows.map(({ row_id, cells }) => {
    const values = JSON.parse(cells) as (string | null)[];
    const mapped: MappedRow['values'] = {};
    for (const [field, at] of indexes) {
      const value = values[at];
      mapped[field] = value === undefined || value === null || value.trim() === '' ? null : value;
    }
    return { rowId: row_id, values: mapped };
  });
}

/**
 * Writes a chunk's results and moves the job's progress on, in one transaction. The entries of a
 * row are its candidates and the no-match entry, ordered by probability (pos 0 is the best).
 */
export async function saveChunk(
  db: Db,
  batchId: string,
  results: readonly RowResult[],
  now: string,
  rowsPerSecond: number,
): Promise<void> {
  const resultRows = results.map((r) => ({
    batch_id: batchId,
    row_id: r.rowId,
    probability: r.priority.probability,
    is_no_match: (r.priority.isNoMatch ? 1 : 0) as 0 | 1,
    no_match_probability: r.noMatchProbability,
  }));
  const candidateRows = results.flatMap((r) => {
    const entries = [
      ...r.candidates.map((c) => ({
        provider_id: c.providerId as string | null,
        probability: c.probability,
        is_no_match: 0 as 0 | 1,
        data_pack: c.dataPack as string | null,
        data: JSON.stringify(c.data) as string | null,
        explanation: JSON.stringify(c.explanation.map((e) => [e.field, e.level, e.contribution])) as
          string | null,
      })),
      {
        provider_id: null,
        probability: r.noMatchProbability,
        is_no_match: 1 as 0 | 1,
        data_pack: null,
        data: null,
        explanation: null,
      },
    ];
    // Stable: a candidate as likely as the no-match entry stays before it.
    entries.sort((x, y) => y.probability - x.probability);
    return entries.map((entry, pos) => ({ batch_id: batchId, row_id: r.rowId, pos, ...entry }));
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < resultRows.length; i += INSERT_ROWS) {
      await trx
        .insertInto('match_results')
        .values(resultRows.slice(i, i + INSERT_ROWS))
        .execute();
    }
    for (let i = 0; i < candidateRows.length; i += INSERT_ROWS) {
      await trx
        .insertInto('match_candidates')
        .values(candidateRows.slice(i, i + INSERT_ROWS))
        .execute();
    }
    await trx
      .updateTable('match_jobs')
      .set((eb) => ({
        finished: eb('finished', '+', results.length),
        rows_per_second: rowsPerSecond,
        updated_at: now,
      }))
      .where('batch_id', '=', batchId)
      .execute();
  });
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
