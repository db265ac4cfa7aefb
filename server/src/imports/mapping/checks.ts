/**
 * The checks startMatching runs on the mapped file before matching (spec 3 Start matching
 * response, 5 Mapping, 8 Start matching): external ids that repeat (the user confirms or edits
 * the mapping) and provider ids that are malformed or unknown (a persistent error listing the
 * rows). Both read the rows once, so they run on a stream of a large file.
 */
import { createHash } from 'node:crypto';
import type { DuplicateExtIdRow, MappingPair } from '@datacare/api-client/generated/types';

/** One stored row of the upload: its 1-based id and its cells, aligned with the columns. */
export interface CheckRow {
  rowId: number;
  cells: readonly (string | null)[];
}

/** Rows listed at most per list; the totals keep counting past it. */
export const CHECK_LIST_LIMIT = 1000;

/** Provider ids the contract accepts (ours are 'DC' and eight digits; imported data may differ). */
export const PROVIDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The `exists` callback of invalidProviderIds is given at most this many ids at a time. */
export const PROVIDER_ID_BATCH = 500;

export interface DuplicateExtIds {
  /** Rows of repeated ext_ids whose mapped cells are all equal, sorted by ext_id then row; capped. */
  rowsIdentical: DuplicateExtIdRow[];
  /** Rows of repeated ext_ids whose mapped cells differ somewhere, sorted by ext_id then row; capped. */
  rowsDiffer: DuplicateExtIdRow[];
  /** All rows that belong in rowsIdentical, including those past the cap. */
  identicalTotal: number;
  /** All rows that belong in rowsDiffer, including those past the cap. */
  differTotal: number;
}

/** Index of the column mapped to a field, or -1. */
function columnOf(columns: readonly string[], mapping: readonly MappingPair[], field: string): number {
  const pair = mapping.find((p) => p.internalField === field);
  return pair ? columns.indexOf(pair.customerField) : -1;
}

/** A cell trimmed, '' for empty or missing (ragged rows). */
function cellText(cells: readonly (string | null)[], index: number): string {
  if (index < 0) return '';
  const value = cells[index];
  return value === null || value === undefined ? '' : String(value).trim();
}

interface ExtIdGroup {
  rows: { rowId: number; companyName: string | null }[];
  /** Digest of the first row's mapped cells. */
  signature: string;
  identical: boolean;
}

const collator = new Intl.Collator('en', { numeric: true });
const compareText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Rows whose mapped ext_id (trimmed, non-empty) occurs more than once. Every row of a repeated id
 * is listed; a repeated id's rows are identical when all their mapped cells (trimmed) are equal,
 * else all of them are listed as differing. No ext_id mapped: nothing to report.
 */
export function findDuplicateExtIds(
  rows: Iterable<CheckRow>,
  columns: readonly string[],
  mapping: readonly MappingPair[],
): DuplicateExtIds {
  const extColumn = columnOf(columns, mapping, 'ext_id');
  const nameColumn = columnOf(columns, mapping, 'company_name');
  const mappedColumns = mapping.map((p) => columns.indexOf(p.customerField)).filter((i) => i >= 0);
  const groups = new Map<string, ExtIdGroup>();
  if (extColumn >= 0) {
    for (const { rowId, cells } of rows) {
      const extId = cellText(cells, extColumn);
      if (extId === '') continue;
      const hash = createHash('sha256');
      for (const index of mappedColumns) hash.update(`${cellText(cells, index)}\u0000`);
      const signature = hash.digest('base64');
      const name = cellText(cells, nameColumn);
      const row = { rowId, companyName: name === '' ? null : name };
      const group = groups.get(extId);
      if (!group) groups.set(extId, { rows: [row], signature, identical: true });
      else {
        group.rows.push(row);
        if (group.signature !== signature) group.identical = false;
      }
    }
  }

  const identical: DuplicateExtIdRow[] = [];
  const differ: DuplicateExtIdRow[] = [];
  for (const [extId, group] of groups) {
    if (group.rows.length < 2) continue;
    const list = group.identical ? identical : differ;
    for (const row of group.rows)
      list.push({ ext_id: extId, row_id: row.rowId, company_name: row.companyName });
  }
  const order = (a: DuplicateExtIdRow, b: DuplicateExtIdRow) =>
    compareText(a.ext_id, b.ext_id) || a.row_id - b.row_id;
  identical.sort(order);
  differ.sort(order);
  return {
    rowsIdentical: identical.slice(0, CHECK_LIST_LIMIT),
    rowsDiffer: differ.slice(0, CHECK_LIST_LIMIT),
    identicalTotal: identical.length,
    differTotal: differ.length,
  };
}

/**
 * Row ids whose mapped provider_id is non-empty but malformed (not PROVIDER_ID_PATTERN after
 * trimming) or unknown to the company database. `exists` is asked in batches of at most
 * PROVIDER_ID_BATCH distinct ids and returns those that exist; an id is asked once. Sorted, at
 * most CHECK_LIST_LIMIT rows. No provider_id mapped: none.
 */
export async function invalidProviderIds(
  rows: Iterable<CheckRow>,
  columns: readonly string[],
  mapping: readonly MappingPair[],
  exists: ProviderIdsExist,
): Promise<number[]> {
  return (await checkProviderIds(rows, columns, mapping, exists)).invalidRows;
}

/** The ids of `ids` the company database holds: at once (SQLite) or as a promise (PostgreSQL). */
export type ProviderIdsExist = (ids: string[]) => Set<string> | Promise<Set<string>>;

export interface ProviderIdCheck {
  /** invalidProviderIds' answer: sorted, at most CHECK_LIST_LIMIT row ids. */
  invalidRows: number[];
  /** Rows with a malformed or unknown id, including those past the cap. */
  invalidTotal: number;
  /** Rows with a non-empty provider id. */
  filledTotal: number;
}

/**
 * invalidProviderIds with the totals past the cap: whether every filled id is invalid ('No valid
 * provider Id given', spec 8) cannot be told from a capped list.
 */
export async function checkProviderIds(
  rows: Iterable<CheckRow>,
  columns: readonly string[],
  mapping: readonly MappingPair[],
  exists: ProviderIdsExist,
): Promise<ProviderIdCheck> {
  const idColumn = columnOf(columns, mapping, 'provider_id');
  if (idColumn < 0) return { invalidRows: [], invalidTotal: 0, filledTotal: 0 };
  let filled = 0;
  const invalid: number[] = [];
  /** Ids already asked about: true when they exist. */
  const known = new Map<string, boolean>();
  /** Ids waiting for the next batch, with the rows that carry them. */
  let pending = new Map<string, number[]>();

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = [...pending.keys()];
    const found = await exists(batch);
    for (const [id, rowIds] of pending) {
      const ok = found.has(id);
      known.set(id, ok);
      if (!ok) invalid.push(...rowIds);
    }
    pending = new Map();
  };

  for (const { rowId, cells } of rows) {
    const id = cellText(cells, idColumn);
    if (id === '') continue;
    filled += 1;
    if (!PROVIDER_ID_PATTERN.test(id)) {
      invalid.push(rowId);
      continue;
    }
    const answer = known.get(id);
    if (answer !== undefined) {
      if (!answer) invalid.push(rowId);
      continue;
    }
    const waiting = pending.get(id);
    if (waiting) waiting.push(rowId);
    else {
      pending.set(id, [rowId]);
      if (pending.size >= PROVIDER_ID_BATCH) await flush();
    }
  }
  await flush();
  invalid.sort((a, b) => a - b);
  return {
    invalidRows: invalid.slice(0, CHECK_LIST_LIMIT),
    invalidTotal: invalid.length,
    filledTotal: filled,
  };
}
