/**
 * The spreadsheet reader's contract (docs/imports.md): a file on disk goes in, one table of text
 * cells comes out, or a `ParseError` with a stable code. Every reader (csv, xlsx, xls) produces raw
 * records; `buildTable` (table.ts) turns them into the table the import stores: header row found,
 * header names made unique, blank rows skipped and counted, ragged rows flagged, limits applied.
 */

/** The file types we read; decided by the content (sniff.ts), never by the extension. */
export type FileKind = 'csv' | 'xlsx' | 'xls';

/** Caps that keep one upload from taking the machine down (bad-inputs 17, 19, 20, 28-30). */
export interface ParseLimits {
  /** Data rows imported; rows after this are counted and dropped (maxRowsExceeded, spec 5 Upload). */
  maxRows: number;
  /** Columns of the table; more gives `too_many_columns`. */
  maxColumns: number;
  /** Characters of one cell; more gives `cell_too_long` naming row and column. */
  maxCellChars: number;
  /** Bytes (csv) or characters of one record; more gives `record_too_long` naming the line. */
  maxRecordBytes: number;
  /** Entries of a zip container (xlsx); more gives `file_too_complex` before anything is inflated. */
  maxZipEntries: number;
  /** Bytes one inflated zip part (a sheet, the shared strings) may have; more gives `file_too_complex`. */
  maxPartBytes: number;
  /** Warnings kept in the answer; the rest are only counted. */
  maxWarnings: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxRows: 100_000,
  maxColumns: 1_000,
  maxCellChars: 32_767, // Excel's own cell limit
  maxRecordBytes: 1_048_576,
  maxZipEntries: 2_000,
  maxPartBytes: 512 * 1024 * 1024,
  maxWarnings: 100,
};

/** Codes of files we refuse; each has a de/en/fr message in server/src/http/messages.ts. */
export type ParseErrorCode =
  | 'empty_file' // 0 bytes (bad-inputs 1)
  | 'no_data_rows' // a header but no data (2)
  | 'no_data' // a workbook without any cell (25)
  | 'unclosed_quote' // csv quote never closed, `line` names where it opened (11)
  | 'cell_too_long' // (17)
  | 'record_too_long' // (17)
  | 'too_many_columns' // (19)
  | 'password_protected' // (26)
  | 'corrupt_file' // truncated or broken xlsx/xls, unsafe xml (27, 30, 31)
  | 'file_too_complex' // zip bomb, lying sizes (28, 29)
  | 'not_a_spreadsheet' // png, executable, pdf... (32)
  | 'unsupported_format' // e.g. xls before Excel 97 (BIFF5), ods
  | 'parse_timeout' // the reader took longer than the time cap
  | 'sheet_not_found' // the sheet chosen on the mapping screen is not in the workbook (issue 21)
  | 'legacy_workbook_multiple_sheets'; // an Excel 4.0 workbook (BIFF4W): only single worksheets of Excel 2-4 are read (issue 21)

/** A refused file. `line` is the 1-based physical line (csv), `row` the 1-based record, `column` a header. */
export class ParseError extends Error {
  readonly code: ParseErrorCode;
  readonly line: number | undefined;
  readonly row: number | undefined;
  readonly column: string | undefined;
  readonly params: Record<string, string | number>;

  constructor(
    code: ParseErrorCode,
    details: {
      line?: number;
      row?: number;
      column?: string;
      params?: Record<string, string | number>;
      message?: string;
    } = {},
  ) {
    super(details.message ?? code);
    this.name = 'ParseError';
    this.code = code;
    this.line = details.line;
    this.row = details.row;
    this.column = details.column;
    this.params = details.params ?? {};
  }
}

/** Problems that do not stop the import; shown on the mapping screen with row and column. */
export type ParseWarningCode =
  | 'ragged_row' // more or fewer cells than the header (13)
  | 'invalid_encoding' // bytes that are not valid in the detected encoding, replaced by U+FFFD (7)
  | 'header_row_detected' // title rows above the header were skipped (16)
  | 'sheet_ignored' // other visible sheets with data were not imported (24)
  | 'hidden_sheet_ignored' // a hidden sheet with data was not imported (24)
  | 'first_sheet_empty' // the first sheet was empty, the first sheet with data was taken (24)
  | 'formula_without_value' // a formula cell without a cached value is imported empty (21)
  | 'cell_unreadable' // xls: a cell record that cannot be decoded, imported empty; `cell` names it (issue 21)
  | 'number_format_broken' // xls: a broken FORMAT or XF record; its cells are read in the General format (issue 21)
  | 'record_broken' // xls: another broken record (a sheet's name, the date system) was read as far as it goes (issue 21)
  | 'file_truncated' // xls: the workbook ends inside its data; the rows read up to there are imported (issue 21)
  | 'codepage_unsupported' // xls (Excel 2-95): text in a code page we cannot decode, read as Windows-1252 (issue 21)
  | 'sheet_unreadable' // xls, xlsx: a sheet whose data cannot be found or read (no part, bad relationship, broken XML) was skipped (issue 21)
  | 'xml_trailing_content' // xlsx: a part has text or elements after its root element; they were not read (issue 21)
  | 'header_row_fallback'; // the widest row was the last one: the first non-empty row is the header (issue 21)

export interface ParseWarning {
  code: ParseWarningCode;
  /** 1-based data record (row_id) where it applies. */
  row?: number;
  /** Header name where it applies. */
  column?: string;
  /** 1-based physical line (csv). */
  line?: number;
  params?: Record<string, string | number>;
}

/**
 * What the user chose on the mapping screen (issue 21, importRereadUpload): read this sheet of a
 * workbook instead of the first with data, or decode a csv in this encoding instead of the detected
 * one. Every reader takes it; a reader ignores what does not apply to its format (the service
 * refuses an encoding for a workbook before reading).
 */
export interface ReadOptions {
  /** Workbooks: the sheet to read (by name); a name the workbook lacks is ParseError `sheet_not_found`. */
  sheetName?: string;
  /** csv: the encoding to decode with, whatever the detection says. */
  encoding?: CsvEncoding;
}

/** The encodings a csv is read in (contract TextEncoding; 'macintosh' is Mac Roman). */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh';

/** A sheet of a workbook as the mapping screen offers it (contract UploadSheet). */
export interface SheetInfo {
  name: string;
  /** At least one non-empty cell. */
  hasData: boolean;
}

/** A raw record as a reader produces it: cells in column order, `null` for no cell. `line` is csv-only. */
export interface RawRecord {
  cells: (string | null)[];
  line?: number;
  /** Indexes of cells with undecodable bytes (csv). */
  invalidCells?: number[];
}

/** The reader's answer. */
export interface ParsedTable {
  kind: FileKind;
  /** csv only: the detected encoding and delimiter, for the log and the docs. */
  encoding?: string;
  delimiter?: string;
  /** xlsx/xls: the sheet imported. */
  sheetName?: string;
  /** xlsx/xls: every sheet of the workbook in workbook order, with whether it holds data (issue 21). */
  sheets?: SheetInfo[];
  /**
   * csv: false when the encoding was a guess between single-byte encodings (cp1252, Mac Roman) that
   * the bytes did not settle; the mapping screen then offers to switch (issue 21).
   */
  encodingConfident?: boolean;
  /** Unique, non-empty header names in file order (`Email (2)`, `Column C`). */
  columns: string[];
  /** Data rows in file order; rowId is the 1-based record number after the header (blank rows keep their number). */
  rows: { rowId: number; cells: (string | null)[] }[];
  /** Blank or whitespace-only records, skipped. */
  emptyRows: number;
  /** Records after maxRows, dropped. */
  droppedRows: number;
  /** Up to limits.maxWarnings warnings, in file order, and how many there were in all. */
  warnings: ParseWarning[];
  warningCount: number;
}
