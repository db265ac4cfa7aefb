/**
 * Which companies a list takes from an import (docs/lists.md 'Which companies'): the batch's
 * exported companies, per row the entry the file export's rule gives it (`companyEntryOf`,
 * exports/rows.ts: the reviewer's choice, else an exact row's best candidate), each company once,
 * locked ones included (a list is a reference, not data; nothing is charged).
 *
 * Read in chunks of rows inside one read snapshot, without the customer's cells and without the
 * company database: first the entries' ids and flags, then the stored snapshot (name, postcode,
 * city) of the chosen entries only, so 100,000 rows stay a few hundred milliseconds and a few MB.
 */
import type { MatchData } from '@datacare/api-client/generated/types';
import { readTransaction, type Db } from '../db/database.ts';
import { companyEntryOf, type StoredEntry } from '../exports/rows.ts';
import type { ImportBatchRecord } from '../imports/storage.ts';
import type { ListCompany } from './product.ts';

/** Rows read at a time. */
const ROWS_PER_CHUNK = 2000;

function snapshotOf(data: string | null): Pick<ListCompany, 'name' | 'zip' | 'location'> {
  const empty = { name: null, zip: null, location: null };
  if (data === null) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return empty;
  }
  if (typeof parsed !== 'object' || parsed === null) return empty;
  const snapshot = parsed as Partial<Record<keyof MatchData, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { name: text(snapshot.company_name), zip: text(snapshot.zip), location: text(snapshot.location) };
}

/** The batch's exported companies in file order of their first row, each once. */
export async function batchCompanies(db: Db, batch: Pick<ImportBatchRecord, 'id' | 'exact_match_threshold'>) {
  return readTransaction(db, async (trx) => {
    const found = new Map<string, ListCompany>();
    let after = 0;
    for (;;) {
      const rows = await trx
        .selectFrom('import_rows')
        .select('row_id')
        .where('batch_id', '=', batch.id)
        .where('row_id', '>', after)
        .orderBy('row_id')
        .limit(ROWS_PER_CHUNK)
        .execute();
      if (rows.length === 0) break;
      const first = rows[0]!.row_id;
      const last = rows[rows.length - 1]!.row_id;
      after = last;

      const priorities = new Map<number, { probability: number; isNoMatch: boolean }>();
      for (const r of await trx
        .selectFrom('match_results')
        .select(['row_id', 'probability', 'is_no_match'])
        .where('batch_id', '=', batch.id)
        .where('row_id', '>=', first)
        .where('row_id', '<=', last)
        .execute()) {
        priorities.set(r.row_id, { probability: r.probability, isNoMatch: r.is_no_match === 1 });
      }
      const entries = new Map<number, StoredEntry[]>();
      for (const { row_id, ...entry } of await trx
        .selectFrom('match_candidates')
        .select(['row_id', 'pos', 'provider_id', 'probability', 'is_no_match', 'is_selected', 'data_pack'])
        .where('batch_id', '=', batch.id)
        .where('row_id', '>=', first)
        .where('row_id', '<=', last)
        .where((eb) => eb.or([eb('is_selected', '=', 1), eb('is_no_match', '=', 0)]))
        .orderBy('row_id')
        .orderBy('pos')
        .execute()) {
        const stored: StoredEntry = { ...entry, data: null };
        const list = entries.get(row_id);
        if (list) list.push(stored);
        else entries.set(row_id, [stored]);
      }

      // The chunk's new companies, by the row and position of the entry that names them.
      const chosen: { rowId: number; entry: StoredEntry }[] = [];
      const inChunk = new Set<string>();
      for (const { row_id } of rows) {
        const { entry } = companyEntryOf(
          priorities.get(row_id) ?? null,
          entries.get(row_id) ?? [],
          batch.exact_match_threshold,
        );
        const id = entry?.provider_id;
        if (!entry || !id || found.has(id) || inChunk.has(id)) continue;
        inChunk.add(id);
        chosen.push({ rowId: row_id, entry });
      }
      if (chosen.length === 0) continue;

      const snapshots = new Map<string, string | null>();
      for (const s of await trx
        .selectFrom('match_candidates')
        .select(['row_id', 'pos', 'data'])
        .where('batch_id', '=', batch.id)
        .where(
          'row_id',
          'in',
          chosen.map((c) => c.rowId),
        )
        .where('pos', 'in', [...new Set(chosen.map((c) => c.entry.pos))])
        .execute()) {
        snapshots.set(`${s.row_id}:${s.pos}`, s.data);
      }
      for (const { rowId, entry } of chosen) {
        found.set(entry.provider_id!, {
          providerId: entry.provider_id!,
          batchId: batch.id,
          dataPack: entry.data_pack,
          ...snapshotOf(snapshots.get(`${rowId}:${entry.pos}`) ?? null),
        });
      }
    }
    return [...found.values()];
  });
}
