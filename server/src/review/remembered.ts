/**
 * Remembered decisions (issue 15, docs/review.md 'Remembered decisions'): a row of a new import
 * that is a row the same user decided in an earlier import, by the same external id (`ext_id`) or
 * the same normalised name and address (the matcher's normalisers), takes that decision once its
 * matching has finished: the same company selected when it is among the row's candidates, or
 * 'none of these'. Such a row is checked and marked `remembered` until a new selection replaces it.
 *
 * Nothing is stored for this beyond the decisions themselves: the earlier rows are read from the
 * user's other imports, so deleting an import forgets its decisions, and another user's imports are
 * never read (the query is by user id). It runs in the matching job, before the job is finished,
 * so no review write of the batch can interleave (they wait for 'finished').
 */
import type { MappingPair } from '@datacare/api-client/generated/types';
import { writeTransaction, type Db } from '../db/database.ts';
import { mapCells } from '../matching/jobs/chunk-store.ts';
import { columnIndexes } from '../matching/jobs/storage.ts';
import { normalizeRow } from '../matching/normalize/row.ts';
import type { MappedRow } from '../matching/types.ts';
import { bumpReviewVersion, setManuallyChecked, setSelection } from './storage.ts';

/** Rows read (and decisions written) per step: bounded memory and short write transactions. */
const PAGE = 500;

/** An earlier decision: the company chosen, or null for 'none of these'. */
interface Decision {
  providerId: string | null;
}

function loose(value: string | null | undefined): string | null {
  const text = value?.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  return text ? text : null;
}

/**
 * The keys under which a row is recognised again: its external id, and its normalised name with
 * its address (street, house number, postcode, place; the name and a postcode or place at least).
 */
export function rowKeys(row: MappedRow): string[] {
  const keys: string[] = [];
  const extId = loose(row.values.ext_id);
  if (extId) keys.push(`ext\u0000${extId}`);
  const normalized = normalizeRow(row);
  const name = [...normalized.name.tokens, normalized.name.legalForm ?? ''].join(' ').trim();
  const postcode = normalized.postcode?.code ?? '';
  const city = normalized.city?.key ?? '';
  if (name && (postcode || city)) {
    const street = `${normalized.street.name ?? ''} ${normalized.street.number ?? ''}`;
    keys.push(['addr', name, street, postcode, city].join('\u0000'));
  }
  return keys;
}

interface JobMapping {
  columns: string;
  mapping: string;
}

function indexesOf(job: JobMapping): [MappingPair['internalField'], number][] | null {
  try {
    return columnIndexes(job);
  } catch {
    // A mapping that no longer fits its file's columns has no rows to recognise.
    return null;
  }
}

/**
 * The user's decisions in imports other than `batchId`, by row key; a later import's decision on a
 * key replaces an earlier one.
 */
async function earlierDecisions(db: Db, userId: string, batchId: string): Promise<Map<string, Decision>> {
  const byKey = new Map<string, Decision>();
  const batches = await db
    .selectFrom('import_batches')
    .innerJoin('match_jobs', 'match_jobs.batch_id', 'import_batches.id')
    .select(['import_batches.id', 'match_jobs.columns', 'match_jobs.mapping'])
    .where('import_batches.user_id', '=', userId)
    .where('import_batches.id', '!=', batchId)
    .orderBy('import_batches.created_at')
    .orderBy('import_batches.id')
    .execute();
  for (const batch of batches) {
    const indexes = indexesOf(batch);
    if (!indexes) continue;
    const decided = await db
      .selectFrom('match_candidates')
      .innerJoin('import_rows', (join) =>
        join
          .onRef('import_rows.batch_id', '=', 'match_candidates.batch_id')
          .onRef('import_rows.row_id', '=', 'match_candidates.row_id'),
      )
      .select(['match_candidates.row_id', 'match_candidates.provider_id', 'import_rows.cells'])
      .where('match_candidates.batch_id', '=', batch.id)
      .where('match_candidates.is_selected', '=', 1)
      .orderBy('match_candidates.row_id')
      .execute();
    for (const row of decided) {
      const mapped = mapCells(row.row_id, JSON.parse(row.cells) as (string | null)[], indexes);
      for (const key of rowKeys(mapped)) byKey.set(key, { providerId: row.provider_id });
    }
  }
  return byKey;
}

/** The entry a decision selects in a row: the same company among its candidates, or 'none of these'. */
async function entryFor(
  db: Db,
  batchId: string,
  rowId: number,
  decision: Decision,
): Promise<number | undefined> {
  let query = db
    .selectFrom('match_candidates')
    .select('pos')
    .where('batch_id', '=', batchId)
    .where('row_id', '=', rowId);
  query =
    decision.providerId === null
      ? query.where('is_no_match', '=', 1)
      : query.where('is_no_match', '=', 0).where('provider_id', '=', decision.providerId);
  return (await query.executeTakeFirst())?.pos;
}

/**
 * Applies the user's earlier decisions to the batch's matched rows; returns how many rows took one.
 * Called by the matching job after its last chunk (matching/service.ts).
 */
export async function applyRememberedDecisions(db: Db, batchId: string): Promise<number> {
  const batch = await db
    .selectFrom('import_batches')
    .innerJoin('match_jobs', 'match_jobs.batch_id', 'import_batches.id')
    .select(['import_batches.user_id', 'match_jobs.columns', 'match_jobs.mapping'])
    .where('import_batches.id', '=', batchId)
    .executeTakeFirst();
  if (!batch) return 0;
  const indexes = indexesOf(batch);
  if (!indexes) return 0;
  const decisions = await earlierDecisions(db, batch.user_id, batchId);
  if (decisions.size === 0) return 0;
  let applied = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('import_rows')
      .innerJoin('match_results', (join) =>
        join
          .onRef('match_results.batch_id', '=', 'import_rows.batch_id')
          .onRef('match_results.row_id', '=', 'import_rows.row_id'),
      )
      .select(['import_rows.row_id', 'import_rows.cells'])
      .where('import_rows.batch_id', '=', batchId)
      .where('import_rows.row_id', '>', after)
      .where('match_results.note', 'is', null)
      .orderBy('import_rows.row_id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.row_id;
    const found: [number, Decision][] = [];
    for (const row of rows) {
      const keys = rowKeys(mapCells(row.row_id, JSON.parse(row.cells) as (string | null)[], indexes));
      const decision = keys.map((key) => decisions.get(key)).find((d) => d !== undefined);
      if (decision) found.push([row.row_id, decision]);
    }
    if (found.length === 0) continue;
    applied += await writeTransaction(db, async (trx) => {
      let taken = 0;
      for (const [rowId, decision] of found) {
        const pos = await entryFor(trx, batchId, rowId, decision);
        if (pos === undefined) continue;
        await setSelection(trx, batchId, rowId, pos, true);
        await setManuallyChecked(trx, batchId, rowId, true);
        await trx
          .updateTable('match_results')
          .set({ remembered: 1 })
          .where('batch_id', '=', batchId)
          .where('row_id', '=', rowId)
          .execute();
        taken += 1;
      }
      return taken;
    });
  }
  if (applied > 0) {
    await writeTransaction(db, async (trx) => {
      await bumpReviewVersion(trx, batchId);
      // The manual tab's checked count moved: counted again at the next review write.
      await trx
        .updateTable('import_batches')
        .set({ manual_checked_count: null })
        .where('id', '=', batchId)
        .execute();
    });
  }
  return applied;
}
