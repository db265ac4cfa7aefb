/**
 * An uploaded table made ready for storing, in the parse worker (parse/worker.ts), so the thread
 * serving requests does none of the per-cell work of a big upload (docs/imports.md, 'Upload'):
 * the worker counts the non-empty cells per column, proposes the mapping from the headers and the
 * first rows, and writes each row's cells as the JSON the import_rows table stores. The JSON rows
 * travel as a few long strings with their lengths (structured cloning 100,000 strings costs the
 * receiving thread as much as building them) and are sliced apart a chunk at a time while the
 * rows are stored, with the event loop served between chunks (storage.ts createImportWithRows).
 */
import type { MappingPair } from '@datacare/api-client/generated/types';
import { proposeMapping, SAMPLE_ROWS } from './mapping/propose.ts';
import type { ParsedTable } from './parse/types.ts';

/** Rows packed as their cells' JSON, concatenated in parts. */
export interface PackedJsonRows {
  rowIds: Int32Array;
  /** Length of each row's JSON. */
  lengths: Int32Array;
  /** The rows' JSON, concatenated, in parts of about `partChars` characters. */
  texts: string[];
  /** Index of the first row after each part. */
  partEnds: number[];
}

export interface PreparedTable {
  /** Everything of the parsed table but its rows. */
  table: Omit<ParsedTable, 'rows'>;
  rowCount: number;
  /** The first rows' cells (at most the proposal's SAMPLE_ROWS), for a remembered mapping. */
  sampleRows: (string | null)[][];
  /** Non-empty (not blank) cells per column. */
  nonEmptyCounts: number[];
  /** The mapping proposed from headers and values alone (the worker has no database to remember with). */
  detectedMapping: MappingPair[];
  rows: PackedJsonRows;
}

/** Characters per packed part: far below V8's string length limit. */
const PART_CHARS = 1 << 26;

export function nonEmptyCounts(table: Pick<ParsedTable, 'columns' | 'rows'>): number[] {
  const counts = new Array<number>(table.columns.length).fill(0);
  for (const row of table.rows) {
    for (let i = 0; i < row.cells.length; i++) {
      const cell = row.cells[i];
      if (cell !== null && cell !== undefined && cell.trim() !== '') counts[i]!++;
    }
  }
  return counts;
}

/**
 * Packs the rows' JSON. With `consume`, each row is let go of once written (the array's entries
 * become holes), so the parsed cells and their JSON are not both held at the peak: the parse worker's
 * heap is capped.
 */
export function packJsonRows(
  rows: ParsedTable['rows'],
  { partChars = PART_CHARS, consume = false }: { partChars?: number; consume?: boolean } = {},
): PackedJsonRows {
  const rowIds = new Int32Array(rows.length);
  const lengths = new Int32Array(rows.length);
  const texts: string[] = [];
  const partEnds: number[] = [];
  let part: string[] = [];
  let chars = 0;
  for (let r = 0; r < rows.length; r++) {
    const json = JSON.stringify(rows[r]!.cells);
    rowIds[r] = rows[r]!.rowId;
    if (consume) delete rows[r];
    lengths[r] = json.length;
    part.push(json);
    chars += json.length;
    if (chars >= partChars) {
      texts.push(part.join(''));
      partEnds.push(r + 1);
      part = [];
      chars = 0;
    }
  }
  if (part.length > 0 || texts.length === 0) {
    texts.push(part.join(''));
    partEnds.push(rows.length);
  }
  return { rowIds, lengths, texts, partEnds };
}

/** The packed rows in chunks of `size`, each row's cells as stored (JSON), sliced as they are asked for. */
export function* jsonRowChunks(
  packed: PackedJsonRows,
  size: number,
): Generator<{ rowId: number; cells: string }[]> {
  const { rowIds, lengths, texts, partEnds } = packed;
  let part = 0;
  let offset = 0;
  for (let start = 0; start < rowIds.length; start += size) {
    const end = Math.min(rowIds.length, start + size);
    const chunk = new Array<{ rowId: number; cells: string }>(end - start);
    for (let r = start; r < end; r++) {
      while (r >= partEnds[part]!) {
        part++;
        offset = 0;
      }
      const length = lengths[r]!;
      chunk[r - start] = { rowId: rowIds[r]!, cells: texts[part]!.slice(offset, offset + length) };
      offset += length;
    }
    yield chunk;
  }
}

/**
 * Prepares a parsed table for storing (in the parse worker). It consumes the table's rows: the
 * array is left with holes.
 */
export function prepareTable(table: ParsedTable, partChars = PART_CHARS): PreparedTable {
  const { rows, ...rest } = table;
  const sampleRows = rows.slice(0, SAMPLE_ROWS).map((row) => row.cells);
  const counts = nonEmptyCounts(table);
  const detectedMapping = proposeMapping({ columns: table.columns, sampleRows, remembered: null });
  const rowCount = rows.length;
  return {
    table: rest,
    rowCount,
    sampleRows,
    nonEmptyCounts: counts,
    detectedMapping,
    rows: packJsonRows(rows, { partChars, consume: true }),
  };
}
