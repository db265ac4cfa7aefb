/**
 * The review page's server side (spec 2 Review page, 3 Result page response, 4 Review, 7): one
 * page of rows of a match type with their matches, and the two decisions, selecting a match and
 * marking a row checked.
 *
 * - Every call finds the batch by id AND the caller's user id: another user's batch is 404 and
 *   nothing of it is read or written (bad-inputs 42).
 * - A row's tab is the contract's one rule (`matchTypeOf`) at the batch's saved threshold,
 *   evaluated in SQL (storage.ts `matchTypeSql`), so tabs, counts and getStatus agree.
 * - getResults lists the rows matched so far, at any time. Decisions are only written while the
 *   batch's matching job is finished (412 `matching_not_finished`): a running or restarted job
 *   replaces the rows' entries.
 * - A decision is one transaction: the batch and job are checked, the values set, the row's state
 *   and the manual tab's checked count read, and the answer is sent after the commit. Setting a
 *   value the row already has changes nothing (idempotent).
 * - A decision that changes something increments `import_batches.review_version` in the same
 *   transaction (spec 4: review changes invalidate the cached quality report and export info).
 *   There is no cache yet; caches to come key on (batch id, review_version, exact_match_threshold).
 */
import type {
  MappingPair,
  ResultPageRequest,
  ResultPageResponse,
  ReviewRowStateResponse,
  SaveSingleManualCheckRequest,
  SaveSingleMatchSelectionRequest,
} from '@datacare/api-client/generated/types';
import { matchTypeOf } from '@datacare/api-client/domain';
import { readTransaction, type Db, writeTransaction } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { findImportBatch, type ImportBatchRecord } from '../imports/storage.ts';
import type { UserRecord } from '../users/storage.ts';
import { insertLabel, labelOf } from '../matching/labels/storage.ts';
import { isPackUnlocked, mappedRowReader, toMatch } from './mapper.ts';
import {
  bumpReviewVersion,
  cellsOfRows,
  checkedOfMatchType,
  countOfMatchType,
  decisionEntries,
  decisionTarget,
  forgetRemembered,
  keepManualCheckedCount,
  type DecisionTarget,
  entriesOfRows,
  resultPage,
  rowState,
  setManuallyChecked,
  setSelection,
} from './storage.ts';

/** Largest page getResults returns; larger page sizes are capped (bad-inputs 41). */
export const REVIEW_MAX_PAGE_SIZE = 100;

export interface ReviewServiceOptions {
  db: Db;
  /** ISO time of now, stored with a decision's label (tests pass their own). */
  now?: () => string;
}

/** The signed-in user whose batch it is; reading also needs the data packs the user may see. */
type Reviewer = Pick<UserRecord, 'id'>;
type Reader = Pick<UserRecord, 'id' | 'data_packs'>;

function parseJson<T>(text: string | null, fallback: T): T {
  return text === null ? fallback : (JSON.parse(text) as T);
}

async function batchOf(db: Db, userId: string, batchId: string): Promise<ImportBatchRecord> {
  const batch = await findImportBatch(db, userId, batchId);
  if (!batch) throw new HttpError(404, 'not_found');
  return batch;
}

export function createReviewService({ db, now = () => new Date().toISOString() }: ReviewServiceOptions) {
  /** What a decision changed: entries and checks written, and the row's check moved by -1, 0 or +1. */
  interface Change {
    changed: number;
    checkMoved: number;
  }

  /**
   * Runs a decision in one transaction: the user's batch, a finished job, the change, the
   * version, and the answer: the row's state and the manual tab's checked count. The count is
   * kept on the batch (migration 0006) and moved when a manual row's check moves, so a write does
   * not walk the checked rows; when unknown it is counted once and kept.
   */
  async function decide(
    user: Reviewer,
    batchId: string,
    rowId: number,
    change: (trx: Db, batch: DecisionTarget) => Promise<Change>,
  ): Promise<ReviewRowStateResponse> {
    return writeTransaction(
      db,
      async (trx) => {
        const batch = await decisionTarget(trx, user.id, batchId);
        if (!batch) throw new HttpError(404, 'not_found');
        if (batch.job_status !== 'finished') throw new HttpError(412, 'matching_not_finished');
        const { changed, checkMoved } = await change(trx, batch);
        if (changed > 0) await bumpReviewVersion(trx, batch.id);
        const row = await rowState(trx, batch.id, rowId);
        if (!row) throw new HttpError(404, 'not_found');
        const threshold = batch.exact_match_threshold;
        let checkedCount: number;
        if (batch.manual_checked_count === null) {
          checkedCount = await checkedOfMatchType(trx, batch.id, threshold, 'manual');
          await keepManualCheckedCount(trx, batch.id, checkedCount);
        } else {
          const moved = matchTypeOf(row.priority, threshold) === 'manual' ? checkMoved : 0;
          checkedCount = batch.manual_checked_count + moved;
          if (moved !== 0) await keepManualCheckedCount(trx, batch.id, checkedCount);
        }
        return {
          rowId,
          manuallyChecked: row.manuallyChecked,
          selectedPositions: row.selectedPositions,
          checkedCount,
        };
      },
      // The batch's row is locked first (decisionTarget): decisions on other batches never fail this one.
      { isolation: 'read committed' },
    );
  }

  return {
    /** One page of a review tab (contract ResultPageResponse). */
    async getResults(user: Reader, body: ResultPageRequest): Promise<ResultPageResponse> {
      const pageSize = Math.min(REVIEW_MAX_PAGE_SIZE, body.paging.pageSize);
      const type = body.filters.matchType;
      return readTransaction(db, async (trx) => {
        const batch = await batchOf(trx, user.id, body.batchId);
        const threshold = batch.exact_match_threshold;
        const counts = await countOfMatchType(trx, batch.id, threshold, type);
        const page =
          body.paging.page * pageSize < counts.total
            ? await resultPage(trx, batch.id, threshold, type, body.paging.page * pageSize, pageSize)
            : [];
        const rowIds = page.map((r) => r.row_id);
        const entries = await entriesOfRows(trx, batch.id, rowIds);
        const cells = await cellsOfRows(trx, batch.id, rowIds);
        const readRow = mappedRowReader(
          parseJson<string[]>(batch.columns, []),
          parseJson<MappingPair[]>(batch.mapping, []),
        );
        const unlocked = new Map<string | null, boolean>();
        const isUnlocked = (pack: string | null): boolean => {
          let known = unlocked.get(pack);
          if (known === undefined) {
            known = isPackUnlocked(user, pack);
            unlocked.set(pack, known);
          }
          return known;
        };
        return {
          results: page.map((row) => ({
            row_id: row.row_id,
            ...(row.note ? { note: row.note } : {}),
            mappedRow: readRow(cells.get(row.row_id) ?? []),
            manuallyChecked: row.manually_checked === 1,
            remembered: row.remembered === 1,
            matches: (entries.get(row.row_id) ?? []).map((entry) =>
              toMatch(entry, isUnlocked(entry.data_pack)),
            ),
          })),
          totalCount: counts.total,
          checkedCount: counts.checked,
        };
      });
    },

    /**
     * Selects or deselects one entry of a row, on any tab; selecting marks the row checked (spec 4
     * Review: a decision changed by hand is reviewed), deselecting leaves the check alone. A row is
     * one company: selecting an entry deselects its other entries (candidates and the no-match
     * entry). 404 when the row or pos does not exist.
     *
     * A change is also a labelled example for the model (docs/review.md 'Learning from reviewers'):
     * the features of the row's candidates, read with the entries, go into one insert in the same
     * transaction; and it replaces a remembered selection, so the row is no longer marked remembered.
     */
    async saveMatchSelection(
      user: Reviewer,
      body: SaveSingleMatchSelectionRequest,
    ): Promise<ReviewRowStateResponse> {
      return decide(user, body.batchId, body.rowId, async (trx, batch) => {
        const entries = await decisionEntries(trx, batch.id, body.rowId);
        if (!entries.some((e) => e.pos === body.pos)) throw new HttpError(404, 'not_found');
        const selected = await setSelection(trx, batch.id, body.rowId, body.pos, body.isMatchSelected);
        if (selected > 0) {
          const label = labelOf(entries, body.pos, body.isMatchSelected);
          if (label) {
            await insertLabel(trx, label, {
              userId: user.id,
              modelVersion: batch.model_version,
              now: now(),
            });
          }
          if (entries[0]!.remembered === 1) await forgetRemembered(trx, batch.id, body.rowId);
        }
        const checked = body.isMatchSelected ? await setManuallyChecked(trx, batch.id, body.rowId, true) : 0;
        return { changed: selected + checked, checkMoved: checked };
      });
    },

    /** Marks a row checked or unchecked. 404 when the row does not exist. */
    async saveManualCheck(
      user: Reviewer,
      body: SaveSingleManualCheckRequest,
    ): Promise<ReviewRowStateResponse> {
      // An unknown row changes nothing and is 404 when its state is read.
      return decide(user, body.batchId, body.rowId, async (trx, batch) => {
        const changed = await setManuallyChecked(trx, batch.id, body.rowId, body.isChecked);
        return { changed, checkMoved: body.isChecked ? changed : -changed };
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
