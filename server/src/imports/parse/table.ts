/**
 * From raw records to the import's table (types.ts ParsedTable), shared by the csv, xlsx and xls
 * readers. Records are pushed one at a time, so a streaming reader keeps memory flat; only the
 * first HEADER_SCAN_RECORDS records are held back to find the header row.
 *
 * Rules (docs/imports.md, bad-inputs 2, 3, 13, 14, 15, 16, 18, 19):
 * - The header is the first record with at least 60 % of the widest early record's cells filled;
 *   title rows above it are skipped with a `header_row_detected` warning. When that leaves no data
 *   row below it (the widest record is the last one: a sum or notes row under a short list), the
 *   first non-empty record is the header instead, with a `header_row_fallback` warning naming both
 *   lines, and the records below it are the data (issue 21).
 * - Header names are trimmed, cut to 256 characters, blank ones become `Column C` (the column's
 *   letter) and repeated ones `Email (2)`, compared without case. Names are plain strings; they are
 *   never used as object keys, so `__proto__` is an ordinary column.
 * - row_id is the 1-based record number after the header; blank or whitespace-only records keep
 *   their number, are skipped and counted.
 * - A record with more cells than the header adds columns named by letter (values never shift);
 *   one with fewer is padded. Both are flagged `ragged_row` (xlsx and xls rows simply end at their
 *   last cell, so only csv flags short rows).
 * - Columns past the last one with any value are dropped; more than maxColumns gives
 *   `too_many_columns`, a cell over maxCellChars `cell_too_long`.
 * - Data records after maxRows are counted and dropped.
 */
import {
  ParseError,
  type FileKind,
  type ParseLimits,
  type ParsedTable,
  type ParseWarning,
  type RawRecord,
} from './types.ts';

/** Records examined to find the header row. */
export const HEADER_SCAN_RECORDS = 30;
/** Share of the widest early record's filled cells the header row must reach. */
const HEADER_FILL_SHARE = 0.6;
export const MAX_HEADER_LENGTH = 256;

/** `A`, `B`, … `Z`, `AA` … for a 0-based column index, as spreadsheets name columns. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function isBlankCell(cell: string | null | undefined): boolean {
  return cell === null || cell === undefined || cell.trim() === '';
}

function filledCount(cells: readonly (string | null)[]): number {
  let n = 0;
  for (const cell of cells) if (!isBlankCell(cell)) n++;
  return n;
}

function lastFilledIndex(cells: readonly (string | null)[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (!isBlankCell(cells[i])) return i;
  return -1;
}

/** Unique, non-empty header names (bad-inputs 14, 15). */
export function headerNames(cells: readonly (string | null)[], width: number): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  const unique = (base: string): string => {
    let name = base;
    for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${base} (${k})`;
    taken.add(name.toLowerCase());
    return name;
  };
  for (let i = 0; i < width; i++) {
    const raw = (cells[i] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_HEADER_LENGTH - 8);
    names.push(unique(raw === '' ? `Column ${columnLetter(i)}` : raw));
  }
  return names;
}

export interface TableBuilderOptions {
  kind: FileKind;
  limits: ParseLimits;
}

export class TableBuilder {
  readonly #kind: FileKind;
  readonly #limits: ParseLimits;
  /** Records before the header was decided. */
  #pending: RawRecord[] = [];
  #header: (string | null)[] | null = null;
  #headerWidth = 0;
  #width = 0;
  #recordNumber = 0;
  #rows: { rowId: number; cells: (string | null)[] }[] = [];
  #emptyRows = 0;
  #droppedRows = 0;
  #warnings: ParseWarning[] = [];
  #warningCount = 0;
  #sawAnyCell = false;
  /** Records pushed, so a header found after blank records dropped from #pending still knows its place. */
  #pushed = 0;
  /**
   * While no data row was added after a header found below title rows: the records from the first
   * non-empty one to the header, and where both are, for the fallback in finish().
   */
  #beforeHeader: { records: RawRecord[]; firstLine: number; headerLine: number } | null = null;
  /** The `header_row_detected` warning, dropped again when finish() falls back. */
  #headerWarning: ParseWarning | null = null;

  constructor(options: TableBuilderOptions) {
    this.#kind = options.kind;
    this.#limits = options.limits;
  }

  warn(warning: ParseWarning): void {
    this.#warningCount++;
    if (this.#warnings.length < this.#limits.maxWarnings) this.#warnings.push(warning);
  }

  /** Data rows accepted so far; readers may stop reading once this passes maxRows by far. */
  get rowCount(): number {
    return this.#rows.length;
  }

  push(record: RawRecord): void {
    this.#pushed++;
    if (!this.#sawAnyCell && filledCount(record.cells) > 0) this.#sawAnyCell = true;
    if (this.#header === null) {
      this.#pending.push(record);
      if (this.#pending.length >= HEADER_SCAN_RECORDS) this.#decideHeader();
      return;
    }
    this.#addData(record);
  }

  #decideHeader(): void {
    const pending = this.#pending;
    const firstPending = this.#pushed - pending.length;
    this.#pending = [];
    let widest = 0;
    for (const r of pending) widest = Math.max(widest, filledCount(r.cells));
    if (widest === 0) {
      // Only blank records so far: keep waiting for the header in the next ones.
      this.#pending = [];
      return;
    }
    const needed = Math.max(1, Math.ceil(widest * HEADER_FILL_SHARE));
    const at = pending.findIndex((r) => filledCount(r.cells) >= needed);
    const header = pending[at]!;
    const skipped = pending.slice(0, at).filter((r) => filledCount(r.cells) > 0).length;
    const lineOf = (index: number): number => pending[index]!.line ?? firstPending + index + 1;
    if (skipped > 0) {
      const first = pending.findIndex((r) => filledCount(r.cells) > 0);
      this.#beforeHeader = {
        records: pending.slice(first, at + 1),
        firstLine: lineOf(first),
        headerLine: lineOf(at),
      };
      this.#headerWarning = { code: 'header_row_detected', params: { skipped, line: lineOf(at) } };
      this.warn(this.#headerWarning);
    }
    this.#useHeader(header);
    for (const record of pending.slice(at + 1)) this.#addData(record);
  }

  #useHeader(header: RawRecord): void {
    const width = lastFilledIndex(header.cells) + 1;
    this.#checkWidth(width, header.line);
    this.#header = header.cells.slice(0, width);
    this.#headerWidth = width;
    this.#width = width;
    this.#names = null;
  }

  /**
   * The header found below title rows has no data under it: the first non-empty record becomes the
   * header and the records after it, down to the old header, are read again as data.
   */
  #fallBackToFirstRecord(): void {
    const { records, firstLine, headerLine } = this.#beforeHeader!;
    this.#beforeHeader = null;
    const at = this.#warnings.indexOf(this.#headerWarning!);
    if (at !== -1) this.#warnings.splice(at, 1);
    this.#warningCount--;
    const blankBelow = this.#emptyRows;
    this.#recordNumber = 0;
    this.#emptyRows = 0;
    this.warn({ code: 'header_row_fallback', params: { line: firstLine, widestLine: headerLine } });
    this.#useHeader(records[0]!);
    for (const record of records.slice(1)) this.#addData(record);
    this.#emptyRows += blankBelow;
  }

  #checkWidth(width: number, line: number | undefined): void {
    if (width > this.#limits.maxColumns) {
      throw new ParseError('too_many_columns', {
        ...(line === undefined ? {} : { line }),
        params: { max: this.#limits.maxColumns, count: width },
      });
    }
  }

  /** Header names as finish() will give them, cached until the table grows wider. */
  #names: string[] | null = null;

  /**
   * The name of a column as it appears in the answer's `columns` (`Email (2)`, `Column C`), so a
   * warning or an error points at the column the user sees.
   */
  #columnName(index: number): string {
    const width = Math.max(this.#width, index + 1);
    if (this.#names === null || this.#names.length < width)
      this.#names = headerNames(this.#header ?? [], width);
    return this.#names[index]!;
  }

  #addData(record: RawRecord): void {
    this.#recordNumber++;
    const rowId = this.#recordNumber;
    const cells = record.cells;
    const last = lastFilledIndex(cells);
    if (last < 0) {
      this.#emptyRows++;
      return;
    }
    if (this.#rows.length >= this.#limits.maxRows) {
      this.#droppedRows++;
      return;
    }
    for (let i = 0; i <= last; i++) {
      const cell = cells[i];
      if (cell !== null && cell !== undefined && cell.length > this.#limits.maxCellChars) {
        throw new ParseError('cell_too_long', {
          row: rowId,
          column: this.#columnName(i),
          ...(record.line === undefined ? {} : { line: record.line }),
          params: { max: this.#limits.maxCellChars },
        });
      }
    }
    if (last + 1 > this.#width) {
      this.#checkWidth(last + 1, record.line);
      this.#width = last + 1;
    }
    if (last + 1 > this.#headerWidth || (this.#kind === 'csv' && cells.length < this.#headerWidth)) {
      this.warn({
        code: 'ragged_row',
        row: rowId,
        ...(record.line === undefined ? {} : { line: record.line }),
        params: {
          cells: last + 1 > this.#headerWidth ? last + 1 : cells.length,
          expected: this.#headerWidth,
        },
      });
    }
    for (const index of record.invalidCells ?? []) {
      this.warn({
        code: 'invalid_encoding',
        row: rowId,
        column: this.#columnName(index),
        ...(record.line === undefined ? {} : { line: record.line }),
      });
    }
    this.#beforeHeader = null; // a data row: the header stands
    const stored: (string | null)[] = new Array<string | null>(last + 1);
    for (let i = 0; i <= last; i++) {
      const cell = cells[i];
      stored[i] = cell === undefined || cell === null || cell === '' ? null : cell;
    }
    this.#rows.push({ rowId, cells: stored });
  }

  /** The table; throws `no_data` (no cell at all) or `no_data_rows` (a header, no data). */
  finish(
    extra: Pick<ParsedTable, 'encoding' | 'delimiter' | 'sheetName' | 'sheets' | 'encodingConfident'> = {},
  ): ParsedTable {
    if (this.#header === null) {
      if (this.#pending.length > 0) this.#decideHeader();
      if (this.#header === null) throw new ParseError(this.#sawAnyCell ? 'no_data_rows' : 'no_data');
    }
    if (this.#rows.length === 0 && this.#droppedRows === 0 && this.#beforeHeader !== null)
      this.#fallBackToFirstRecord();
    if (this.#rows.length === 0) throw new ParseError('no_data_rows');
    const columns = headerNames(this.#header, this.#width);
    for (const row of this.#rows) {
      while (row.cells.length < this.#width) row.cells.push(null);
    }
    return {
      kind: this.#kind,
      ...extra,
      columns,
      rows: this.#rows,
      emptyRows: this.#emptyRows,
      droppedRows: this.#droppedRows,
      warnings: this.#warnings,
      warningCount: this.#warningCount,
    };
  }
}
