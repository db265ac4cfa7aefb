/**
 * The review page's queries over the matching tables (docs/matching.md 'Jobs and tables'):
 * match_results typed by the one match-type rule in SQL, paged in row order, with their entries
 * (match_candidates) and uploaded cells (import_rows); the review decisions and the batch's
 * review_version (migration 0005_review).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { NO_MATCH_CUTOFF } from '@datacare/api-client/domain';
import type { MatchType } from '@datacare/api-client/generated/types';
import { dialectOf, type Db } from '../db/database.ts';
import type { DatabaseSchema, RowNote } from '../db/schema.ts';
import { batchesOf } from '../imports/storage.ts';
import type { StoredEntry } from './mapper.ts';

/** The app's tables; import_batches.review_version comes from migration 0005_review. */
export type ReviewSchema = DatabaseSchema;

/** The database or transaction the review queries run on. */
export function reviewDb(db: Kysely<DatabaseSchema>): Kysely<ReviewSchema> {
  return db;
}

/**
 * The contract's one match-type rule (api-client/src/domain/matchType.ts `matchTypeOf`, spec 4
 * 'Match type per row') as a SQL CASE over match_results' stored priority, in the same order:
 * isNoMatch above the cutoff → noMatch; isNoMatch at or below it → manual; at or below the
 * threshold → manual; above it → exact; otherwise (only NULL/NaN) → noMatch. SQLite compares the
 * REAL column and the bound doubles exactly as JavaScript compares numbers; review.test.ts checks
 * agreement on many random priorities and thresholds.
 */
export function matchTypeSql(threshold: number): RawBuilder<MatchType> {
  const probability = sql.ref('match_results.probability');
  const isNoMatch = sql.ref('match_results.is_no_match');
  return sql<MatchType>`(case
    when ${isNoMatch} = 1 and ${probability} > ${NO_MATCH_CUTOFF} then 'noMatch'
    when ${isNoMatch} = 1 and ${probability} <= ${NO_MATCH_CUTOFF} then 'manual'
    when ${probability} <= ${threshold} then 'manual'
    when ${probability} > ${threshold} then 'exact'
    else 'noMatch' end)`;
}

export interface TypeCount {
  total: number;
  checked: number;
}

/** One range of stored priorities: the flag and a bound on the probability. */
export interface PriorityRange {
  isNoMatch: 0 | 1;
  op: '>' | '<=';
  bound: number;
}

/**
 * The same rule as matchTypeSql as disjoint ranges of (is_no_match, probability), which the
 * indexes of migration 0005 count without reading the rows: noMatch is the no-match flag above
 * the cutoff; manual the flag at or below it, plus candidates at or below the threshold; exact
 * candidates above the threshold. Stored priorities are finite and the flag 0 or 1, so the CASE's
 * last branch never applies (review.test.ts checks the ranges against matchTypeOf as well).
 */
export function matchTypeRanges(type: MatchType, threshold: number): PriorityRange[] {
  switch (type) {
    case 'noMatch':
      return [{ isNoMatch: 1, op: '>', bound: NO_MATCH_CUTOFF }];
    case 'manual':
      return [
        { isNoMatch: 1, op: '<=', bound: NO_MATCH_CUTOFF },
        { isNoMatch: 0, op: '<=', bound: threshold },
      ];
    case 'exact':
      return [{ isNoMatch: 0, op: '>', bound: threshold }];
  }
}

async function countInRange(
  db: Db,
  batchId: string,
  range: PriorityRange,
  checkedOnly: boolean,
): Promise<number> {
  let query = db
    .selectFrom('match_results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('batch_id', '=', batchId)
    .where('is_no_match', '=', range.isNoMatch)
    .where('probability', range.op, range.bound);
  // Spelled like the partial index's condition, so the planner uses it.
  if (checkedOnly) query = query.where('manually_checked', '=', 1);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows of a type are marked checked (one index range per part of the type). */
export async function checkedOfMatchType(
  db: Db,
  batchId: string,
  threshold: number,
  type: MatchType,
): Promise<number> {
  let checked = 0;
  for (const range of matchTypeRanges(type, threshold))
    checked += await countInRange(db, batchId, range, true);
  return checked;
}

/** Rows of a type and how many of them are checked. */
export async function countOfMatchType(
  db: Db,
  batchId: string,
  threshold: number,
  type: MatchType,
): Promise<TypeCount> {
  let total = 0;
  for (const range of matchTypeRanges(type, threshold))
    total += await countInRange(db, batchId, range, false);
  return { total, checked: await checkedOfMatchType(db, batchId, threshold, type) };
}

/** Each matched row's type at the threshold, by row id (tests compare it with matchTypeOf). */
export async function matchTypesOfRows(
  db: Db,
  batchId: string,
  threshold: number,
): Promise<{ row_id: number; type: MatchType }[]> {
  return db
    .selectFrom('match_results')
    .select(['row_id', matchTypeSql(threshold).as('type')])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
}

export interface ResultPageRow {
  row_id: number;
  manually_checked: number;
  /** 'matching_failed' when the row could not be matched (migration 0007). */
  note: RowNote | null;
  /** 1 when the selection was taken from the user's earlier decision (migration 0013). */
  remembered: number;
}

/**
 * One page of a type's rows in row order. The primary key (batch_id, row_id) is the walk order,
 * so no sort is needed and a page stops reading once it is full.
 */
export async function resultPage(
  db: Db,
  batchId: string,
  threshold: number,
  type: MatchType,
  offset: number,
  limit: number,
): Promise<ResultPageRow[]> {
  return db
    .selectFrom('match_results')
    .select(['row_id', 'manually_checked', 'note', 'remembered'])
    .where('batch_id', '=', batchId)
    .where(sql<boolean>`${matchTypeSql(threshold)} = ${type}`)
    .orderBy('row_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The entries of the rows, best first, grouped by row id. */
export async function entriesOfRows(
  db: Db,
  batchId: string,
  rowIds: readonly number[],
): Promise<Map<number, StoredEntry[]>> {
  const byRow = new Map<number, StoredEntry[]>();
  if (rowIds.length === 0) return byRow;
  const rows = await db
    .selectFrom('match_candidates')
    .select([
      'row_id',
      'pos',
      'probability',
      'is_no_match',
      'is_selected',
      'data_pack',
      'data',
      'explanation',
      'possible_duplicate',
    ])
    .where('batch_id', '=', batchId)
    .where('row_id', 'in', rowIds)
    .orderBy('row_id')
    .orderBy('pos')
    .execute();
  for (const { row_id, ...entry } of rows) {
    const list = byRow.get(row_id);
    if (list) list.push(entry);
    else byRow.set(row_id, [entry]);
  }
  return byRow;
}

/** The uploaded cells of the rows, by row id. */
export async function cellsOfRows(
  db: Db,
  batchId: string,
  rowIds: readonly number[],
): Promise<Map<number, (string | null)[]>> {
  const byRow = new Map<number, (string | null)[]>();
  if (rowIds.length === 0) return byRow;
  const rows = await db
    .selectFrom('import_rows')
    .select(['row_id', 'cells'])
    .where('batch_id', '=', batchId)
    .where('row_id', 'in', rowIds)
    .execute();
  for (const row of rows) byRow.set(row.row_id, JSON.parse(row.cells) as (string | null)[]);
  return byRow;
}

/**
 * What a decision needs of its batch: the id, the threshold, the job's status, the kept count, and
 * the model version that scored the rows (stored with the decision's label).
 */
export interface DecisionTarget {
  id: string;
  exact_match_threshold: number;
  job_status: string | null;
  manual_checked_count: number | null;
  model_version: string | null;
}

/**
 * The user's ready batch with its job's status, for a review write (one read of a few columns,
 * where reading the whole batch row would carry its column list, mapping and warnings along).
 */
export async function decisionTarget(
  db: Db,
  userId: string,
  batchId: string,
): Promise<DecisionTarget | undefined> {
  return (
    batchesOf(db, userId)
      .leftJoin('match_jobs', 'match_jobs.batch_id', 'import_batches.id')
      .select([
        'import_batches.id',
        'import_batches.exact_match_threshold',
        'import_batches.manual_checked_count',
        'match_jobs.status as job_status',
        'match_jobs.model_version',
      ])
      .where('import_batches.id', '=', batchId)
      // PostgreSQL: the batch's row is locked until the decision commits, so decisions on one batch
      // take turns (its review version and checked count) and decisions on others go on
      // (writeTransaction 'read committed'). SQLite's write lock already orders every write.
      .$if(dialectOf(db) === 'postgres', (qb) => qb.forUpdate('import_batches'))
      .executeTakeFirst()
  );
}

/** Keeps the manual tab's checked count of the batch (migration 0006). */
export async function keepManualCheckedCount(db: Db, batchId: string, count: number): Promise<void> {
  await db
    .updateTable('import_batches')
    .set({ manual_checked_count: count })
    .where('id', '=', batchId)
    .execute();
}

/** A matched row's review state after a decision, and its stored priority. */
export interface RowState {
  manuallyChecked: boolean;
  selectedPositions: number[];
  priority: { probability: number; isNoMatch: boolean };
}

/** A matched row's review state: whether it is checked and which entries are selected. */
export async function rowState(db: Db, batchId: string, rowId: number): Promise<RowState | undefined> {
  const result = await db
    .selectFrom('match_results')
    .select(['manually_checked', 'probability', 'is_no_match'])
    .where('batch_id', '=', batchId)
    .where('row_id', '=', rowId)
    .executeTakeFirst();
  if (!result) return undefined;
  const selected = await db
    .selectFrom('match_candidates')
    .select('pos')
    .where('batch_id', '=', batchId)
    .where('row_id', '=', rowId)
    .where('is_selected', '=', 1)
    .orderBy('pos')
    .execute();
  return {
    manuallyChecked: result.manually_checked === 1,
    selectedPositions: selected.map((s) => s.pos),
    priority: { probability: result.probability, isNoMatch: result.is_no_match === 1 },
  };
}

/** An entry of a row as a selection reads it: enough to find it, label it and clear a remembered row. */
export interface DecisionEntry {
  pos: number;
  is_no_match: number;
  is_selected: number;
  /** The features the model saw (matching/labels/features.ts); NULL for the no-match entry. */
  features: string | null;
  /** The row's match_results.remembered. */
  remembered: number;
}

/**
 * A row's entries in position order, with what a selection needs (one read of the row's few
 * entries, where the label of the decision needs all of them anyway); empty for an unknown row.
 */
export async function decisionEntries(db: Db, batchId: string, rowId: number): Promise<DecisionEntry[]> {
  return db
    .selectFrom('match_candidates')
    .innerJoin('match_results', (join) =>
      join
        .onRef('match_results.batch_id', '=', 'match_candidates.batch_id')
        .onRef('match_results.row_id', '=', 'match_candidates.row_id'),
    )
    .select([
      'match_candidates.pos',
      'match_candidates.is_no_match',
      'match_candidates.is_selected',
      'match_candidates.features',
      'match_results.remembered',
    ])
    .where('match_candidates.batch_id', '=', batchId)
    .where('match_candidates.row_id', '=', rowId)
    .orderBy('match_candidates.pos')
    .execute();
}

/** A new selection replaces a remembered one: the row is no longer marked remembered. */
export async function forgetRemembered(db: Db, batchId: string, rowId: number): Promise<void> {
  await db
    .updateTable('match_results')
    .set({ remembered: 0 })
    .where('batch_id', '=', batchId)
    .where('row_id', '=', rowId)
    .execute();
}

/**
 * Selects or deselects the entry at `pos`; returns how many entries changed. A row is one
 * company: selecting an entry (a candidate or the no-match entry, 'none of these') deselects the
 * row's other entries, so at most one is selected; deselecting leaves the others alone. Only
 * entries whose value differs are written, so a repeat changes nothing.
 */
export async function setSelection(
  db: Db,
  batchId: string,
  rowId: number,
  pos: number,
  selected: boolean,
): Promise<number> {
  const row = db.updateTable('match_candidates').where('batch_id', '=', batchId).where('row_id', '=', rowId);
  let changed = 0;
  if (!selected) {
    const result = await row
      .set({ is_selected: 0 })
      .where('pos', '=', pos)
      .where('is_selected', '=', 1)
      .execute();
    return Number(result[0]?.numUpdatedRows ?? 0);
  }
  const chosen = await row
    .set({ is_selected: 1 })
    .where('pos', '=', pos)
    .where('is_selected', '=', 0)
    .execute();
  changed += Number(chosen[0]?.numUpdatedRows ?? 0);
  const others = await row
    .set({ is_selected: 0 })
    .where('pos', '!=', pos)
    .where('is_selected', '=', 1)
    .execute();
  changed += Number(others[0]?.numUpdatedRows ?? 0);
  return changed;
}

/** Sets the row's check; returns 1 when it changed, 0 when it already had the value. */
export async function setManuallyChecked(
  db: Db,
  batchId: string,
  rowId: number,
  checked: boolean,
): Promise<number> {
  const result = await db
    .updateTable('match_results')
    .set({ manually_checked: checked ? 1 : 0 })
    .where('batch_id', '=', batchId)
    .where('row_id', '=', rowId)
    .where('manually_checked', '=', checked ? 0 : 1)
    .execute();
  return Number(result[0]?.numUpdatedRows ?? 0);
}

/** Increments the batch's review_version (in the transaction of the decision that changed). */
export async function bumpReviewVersion(db: Db, batchId: string): Promise<void> {
  await reviewDb(db)
    .updateTable('import_batches')
    .set((eb) => ({ review_version: eb('review_version', '+', 1) }))
    .where('id', '=', batchId)
    .execute();
}

/**
 * The batch's review version: 0 until the first decision, then incremented by every review write
 * that changes something. What depends on the decisions (quality report, export info) caches by
 * (batch id, review version, exact_match_threshold).
 */
export async function reviewVersion(db: Db, batchId: string): Promise<number | undefined> {
  const row = await reviewDb(db)
    .selectFrom('import_batches')
    .select('review_version')
    .where('id', '=', batchId)
    .executeTakeFirst();
  return row?.review_version;
}
