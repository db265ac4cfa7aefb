/**
 * A batch's rows as an export reads them (docs/exports.md 'What a row exports'): every row in
 * file order, with the company the rule gives it and that company's provider data, read a chunk at
 * a time so memory stays flat whatever the batch's size. Runs in the export's worker thread.
 */
import type { Kysely } from 'kysely';
import { matchTypeOf } from '@datacare/api-client/domain';
import type { MatchType } from '@datacare/api-client/generated/types';
import type { CompanyDatabaseSchema } from '../companies/schema.ts';
import { COMPANY_COLUMNS } from '../companies/storage.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { isPackOpen, type AccountUnlocks } from './account.ts';
import { CUSTOMER_ONLY_FIELDS, type ExportField } from './fields.ts';

/** Fields the provider's data has. */
export type ProviderField = Exclude<ExportField, 'ext_id'>;
/** A company's provider data, by field (keys are the catalogue's, never the customer's text). */
export type ProviderValues = Record<ProviderField, string | number | null>;

/** A stored entry of a row (match_candidates) as the rule reads it. */
export interface StoredEntry {
  pos: number;
  provider_id: string | null;
  probability: number;
  is_no_match: number;
  is_selected: number;
  data_pack: string | null;
  /** The MatchData snapshot taken at matching time (JSON); null for the no-match entry. */
  data: string | null;
}

/** Where a row's company comes from. */
export type CompanySource =
  /** The user chose a candidate in review. */
  | 'selected'
  /** The user chose 'none of these' in review: no company. */
  | 'rejected'
  /** An exact row's best candidate. */
  | 'exact'
  /** A manual or no-match row nobody decided, or a row without results: no company. */
  | 'none';

/**
 * The rule of docs/exports.md: the entry the user selected (the no-match entry means none), else
 * for an exact row at the threshold (`matchTypeOf`) its best candidate, else none. `entries` in
 * position order (best first).
 */
export function companyEntryOf(
  priority: { probability: number; isNoMatch: boolean } | null,
  entries: readonly StoredEntry[],
  threshold: number,
): { source: CompanySource; entry: StoredEntry | null } {
  const selected = entries.find((e) => e.is_selected === 1);
  if (selected) {
    return selected.provider_id === null || selected.is_no_match === 1
      ? { source: 'rejected', entry: null }
      : { source: 'selected', entry: selected };
  }
  if (priority && matchTypeOf(priority, threshold) === 'exact') {
    const best = entries.find((e) => e.is_no_match === 0 && e.provider_id !== null);
    if (best) return { source: 'exact', entry: best };
  }
  return { source: 'none', entry: null };
}

/** A row's company in the file. */
export interface RowCompany {
  providerId: string;
  /** The probability of the row's entry for this company. */
  probability: number;
  dataPack: string | null;
  /** The account has not purchased the company's data pack: no provider data, not charged. */
  locked: boolean;
  /** The provider's data (the company database's current record, else the snapshot); null when locked. */
  values: ProviderValues | null;
}

export interface ExportRow {
  rowId: number;
  cells: readonly (string | null)[];
  /** The row's match type at the batch's threshold; null when it has no result. */
  matchType: MatchType | null;
  /** The row's decision was taken from the user's decision in an earlier import (review/remembered.ts). */
  remembered: boolean;
  source: CompanySource;
  company: RowCompany | null;
}

/** Reads provider data by provider id (the company database); absent ids are not in it (any more). */
export type CompanyLookup = (providerIds: readonly string[]) => Promise<Map<string, ProviderValues>>;

/** What an export reads of a company: every stored column but the data pack (read separately). */
const PROVIDER_COLUMNS = COMPANY_COLUMNS.filter(
  (column): column is Exclude<(typeof COMPANY_COLUMNS)[number], 'data_pack'> => column !== 'data_pack',
);

/** Provider data from the company database (DATA_DIR/companies.sqlite), current at export time. */
export function companyDatabaseLookup(db: Kysely<CompanyDatabaseSchema>): CompanyLookup {
  return async (ids) => {
    const found = new Map<string, ProviderValues>();
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db
        .selectFrom('companies')
        .leftJoin('industry_codes', 'industry_codes.code', 'companies.wz_code')
        .select(PROVIDER_COLUMNS.map((column) => `companies.${column}` as const))
        .select('industry_codes.label as wz_label')
        .where('companies.provider_id', 'in', ids.slice(start, start + 500))
        .execute();
      for (const row of rows) found.set(row.provider_id, row);
    }
    return found;
  };
}

/** No company database (a test folder, or one not generated yet): every company from its snapshot. */
export const noCompanyDatabase: CompanyLookup = async () => new Map();

const EMPTY_VALUES: ProviderValues = Object.freeze(
  Object.fromEntries(
    [...PROVIDER_COLUMNS, 'wz_label']
      .filter((f) => !CUSTOMER_ONLY_FIELDS.has(f as ExportField))
      .map((f) => [f, null]),
  ) as ProviderValues,
);

/** The MatchData snapshot of matching time as provider data: its fields, the rest empty. */
export function snapshotValues(providerId: string, data: string | null): ProviderValues {
  const values: ProviderValues = { ...EMPTY_VALUES, provider_id: providerId };
  if (data === null) return values;
  const snapshot = JSON.parse(data) as Partial<Record<string, unknown>>;
  for (const field of ['company_name', 'zip', 'location', 'street', 'country', 'url', 'status'] as const) {
    const value = snapshot[field];
    values[field] = typeof value === 'string' ? value : null;
  }
  return values;
}

/**
 * Rows read at a time: 1,000, fewer for wide files, so a chunk holds at most about 50,000 of the
 * customer's cells (the worker's heap is capped).
 */
export function rowsPerChunk(columns: number): number {
  return Math.max(50, Math.min(1000, Math.floor(50_000 / Math.max(1, columns))));
}

export interface BatchRowsOptions {
  batchId: string;
  threshold: number;
  unlocks: AccountUnlocks;
  companies: CompanyLookup;
  /** Rows read at a time (default 1,000; rowsPerChunk). */
  chunkSize?: number;
}

/** The batch's rows in file order, a chunk at a time, each with its company. */
export async function* batchRows(
  db: Kysely<DatabaseSchema>,
  options: BatchRowsOptions,
): AsyncGenerator<ExportRow[]> {
  const { batchId, threshold, unlocks } = options;
  const size = options.chunkSize ?? 1000;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('import_rows')
      .select(['row_id', 'cells'])
      .where('batch_id', '=', batchId)
      .where('row_id', '>', after)
      .orderBy('row_id')
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    const first = rows[0]!.row_id;
    const last = rows[rows.length - 1]!.row_id;
    after = last;
    const results = new Map<number, { probability: number; isNoMatch: boolean }>();
    const remembered = new Set<number>();
    for (const r of await db
      .selectFrom('match_results')
      .select(['row_id', 'probability', 'is_no_match', 'remembered'])
      .where('batch_id', '=', batchId)
      .where('row_id', '>=', first)
      .where('row_id', '<=', last)
      .execute()) {
      results.set(r.row_id, { probability: r.probability, isNoMatch: r.is_no_match === 1 });
      if (r.remembered === 1) remembered.add(r.row_id);
    }
    const entries = new Map<number, StoredEntry[]>();
    for (const { row_id, ...entry } of await db
      .selectFrom('match_candidates')
      .select([
        'row_id',
        'pos',
        'provider_id',
        'probability',
        'is_no_match',
        'is_selected',
        'data_pack',
        'data',
      ])
      .where('batch_id', '=', batchId)
      .where('row_id', '>=', first)
      .where('row_id', '<=', last)
      .where((eb) => eb.or([eb('is_selected', '=', 1), eb('is_no_match', '=', 0)]))
      .orderBy('row_id')
      .orderBy('pos')
      .execute()) {
      const list = entries.get(row_id);
      if (list) list.push(entry);
      else entries.set(row_id, [entry]);
    }

    const chosen = rows.map((row) => {
      const priority = results.get(row.row_id) ?? null;
      return { row, priority, ...companyEntryOf(priority, entries.get(row.row_id) ?? [], threshold) };
    });
    const wanted = new Set<string>();
    for (const { entry } of chosen) {
      if (entry?.provider_id && isPackOpen(unlocks, entry.data_pack)) wanted.add(entry.provider_id);
    }
    const current =
      wanted.size > 0 ? await options.companies([...wanted]) : new Map<string, ProviderValues>();

    yield chosen.map(({ row, priority, source, entry }): ExportRow => {
      let company: RowCompany | null = null;
      if (entry?.provider_id) {
        const locked = !isPackOpen(unlocks, entry.data_pack);
        company = {
          providerId: entry.provider_id,
          probability: entry.probability,
          dataPack: entry.data_pack,
          locked,
          values: locked
            ? null
            : (current.get(entry.provider_id) ?? snapshotValues(entry.provider_id, entry.data)),
        };
      }
      return {
        rowId: row.row_id,
        cells: JSON.parse(row.cells) as (string | null)[],
        matchType: priority ? matchTypeOf(priority, threshold) : null,
        remembered: remembered.has(row.row_id),
        source,
        company,
      };
    });
  }
}
