/**
 * The rows' priorities as the threshold simulator reads them (contract ResultPriority, issue 15):
 * each row's best entry, plus what an export of the row would take — the company (an opaque key
 * within the batch), whether a review decision fixed it, and whether an earlier export of the import
 * paid for it. The status page and review recompute the expected wrong exact matches and the quota
 * an export would need from these on every slider move (api-client/src/domain/simulate.ts), so the
 * company rule here is the export's (exports/rows.ts `companyEntryOf`, docs/exports.md).
 */
import type { MatchPriority } from '@datacare/api-client/domain';
import type { ResultPriority } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';

/** A matched row's best entry with its row id, in row order. */
export interface StoredPriority extends MatchPriority {
  rowId: number;
}

/**
 * Every matched row's ResultPriority, in row order, from the rows' best entries (resultSummary).
 *
 * Provider ids never leave the server: a company is numbered 0, 1, 2, … in the order its rows come,
 * best candidates first, so a key says only which rows share a company. The best candidates do not
 * change once matched, so their keys are the same on every call; a company only a review selection
 * brings in is numbered after them.
 */
export async function withExportedCompanies(
  db: Db,
  batchId: string,
  priorities: readonly StoredPriority[],
): Promise<ResultPriority[]> {
  // The best candidate is at position 0, or 1 behind a more likely no-match entry (a row has one
  // no-match entry, chunk-store.ts storedEntries): reading those and the selected entries is enough.
  const entries = await db
    .selectFrom('match_candidates')
    .select(['row_id', 'provider_id', 'is_no_match', 'is_selected'])
    .where('batch_id', '=', batchId)
    .where((eb) =>
      eb.or([eb.and([eb('pos', '<=', 1), eb('is_no_match', '=', 0)]), eb('is_selected', '=', 1)]),
    )
    .orderBy('row_id')
    .orderBy('pos')
    .execute();
  const best = new Map<number, string>();
  // A selected no-match entry (null) is a decision too: the row exports no company.
  const chosen = new Map<number, string | null>();
  for (const entry of entries) {
    const company = entry.is_no_match === 1 ? null : entry.provider_id;
    if (entry.is_selected === 1) chosen.set(entry.row_id, company);
    if (company !== null && entry.is_no_match === 0 && !best.has(entry.row_id))
      best.set(entry.row_id, company);
  }

  const keys = new Map<string, number>();
  const keyOf = (providerId: string): number => {
    let key = keys.get(providerId);
    if (key === undefined) {
      key = keys.size;
      keys.set(providerId, key);
    }
    return key;
  };
  for (const { rowId } of priorities) {
    const company = best.get(rowId);
    if (company !== undefined) keyOf(company);
  }

  const charged = new Set(
    (
      await db.selectFrom('export_charges').select('provider_id').where('batch_id', '=', batchId).execute()
    ).map((r) => r.provider_id),
  );

  return priorities.map(({ rowId, probability, isNoMatch }): ResultPriority => {
    const decided = chosen.has(rowId);
    const company = decided ? chosen.get(rowId)! : (best.get(rowId) ?? null);
    return {
      probability,
      isNoMatch,
      companyKey: company === null ? null : keyOf(company),
      decided,
      charged: company !== null && charged.has(company),
    };
  });
}
