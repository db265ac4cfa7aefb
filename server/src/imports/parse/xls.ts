/**
 * The xls reader (bad-inputs 21-27, 33; issue 21): Excel 97-2003 workbooks (BIFF8 in the `Workbook`
 * stream of an OLE2 compound file, cfb.ts), Excel 5.0 and 95 workbooks (BIFF5 and BIFF7 in a `Book`
 * stream), and the single worksheets of Excel 2.x, 3.0 and 4.0 (BIFF2, BIFF3, BIFF4: a bare record
 * stream, no container). Records are read by biff.ts. Nothing is evaluated or executed.
 *
 * Rules (docs/imports.md), the same as for xlsx where they apply:
 * - A compound file with `EncryptionInfo`/`EncryptedPackage` streams is a password-protected xlsx
 *   (decrypt.ts tries Excel's default password first). A FILEPASS record: a BIFF8 workbook
 *   encrypted with Excel's default password is decrypted in place (decrypt-xls.ts, ADR 010), any
 *   other is `password_protected`. An Excel 4.0 workbook (BIFF4W, several sheets in one stream) is
 *   `legacy_workbook_multiple_sheets`; a compound file without a workbook stream (a .doc, .ppt,
 *   .msg) is `not_a_spreadsheet`.
 * - Globals: BOUNDSHEET (name, hidden state, offset), DATEMODE (1904 system), FORMAT and XF (which
 *   cells are dates or zero-padded, as for xlsx), SST with its CONTINUE records, CODEPAGE (BIFF2-7
 *   text; Windows-1252 when absent; BIFF8 text is Unicode).
 * - Cells: LABELSST, LABEL, RSTRING (text), NUMBER, INTEGER (BIFF2), RK, MULRK (numbers, per
 *   cells.ts), BOOLERR (`TRUE`/`FALSE` or the error text), FORMULA of every record type (0x0006,
 *   0x0206, 0x0406: Apple Numbers writes the old ones into BIFF8) with its cached result: a number,
 *   the following STRING record, a boolean, an error such as `#DIV/0!`, or empty; never evaluated.
 *   BLANK/MULBLANK cells are empty, MERGEDCELLS is ignored (the value stays in the top-left cell),
 *   embedded chart substreams are skipped.
 * - Sheet choice as for xlsx (cells.ts chooseSheet): first visible worksheet with data, warnings for
 *   the others, hidden sheets never imported; or the sheet named in ReadOptions (`sheet_not_found`
 *   when there is none). `sheets` lists every BOUNDSHEET; a BIFF2-4 worksheet is one sheet `Sheet1`.
 * - Sloppy writers cost only what is broken, with a warning (issue 21): a cell record that cannot
 *   be decoded is `cell_unreadable` naming the cell; a broken FORMAT or XF `number_format_broken`
 *   (its cells read in the General format); another broken record we need (a sheet name, the date
 *   system, a record too short to name its cell) `record_broken`; a sheet whose offset leads nowhere
 *   `sheet_unreadable`; a code page we cannot decode `codepage_unsupported`. Records we do not need
 *   (FONT, NAME, STYLE...) are not read, so their state does not matter.
 * - A stream that ends inside a record or before the sheet's EOF (a truncated file): the rows read
 *   so far with `file_truncated`, or `corrupt_file` when there is no data row. A container that
 *   cannot be read, or no BOF where the workbook starts, is `corrupt_file`.
 */
import { readFile } from 'node:fs/promises';
import {
  BOF_TYPES,
  BrokenRecord,
  CONTINUE,
  DT_BIFF4_WORKBOOK,
  DT_GLOBALS,
  DT_WORKSHEET,
  looksLikeBareBiff,
  partialRecordString,
  readBof,
  RecordReader,
  recordString,
  rkValue,
  SegmentReader,
  type BiffRecord,
  type BiffVersion,
} from './biff.ts';
import { CompoundFile, isCompoundFile } from './cfb.ts';
import { codepageFor, WINDOWS_1252, type Codepage } from './codepages.ts';
import {
  BIFF_ERRORS,
  chooseSheet,
  classifyNumberFormat,
  formatNumberCell,
  GENERAL_FORMAT,
  SheetRowSink,
  type NumberFormatKind,
  type SheetSummary,
} from './cells.ts';
import { decryptBiffStream } from './decrypt-xls.ts';
import { TableBuilder } from './table.ts';
import {
  ParseError,
  type ParsedTable,
  type ParseLimits,
  type ParseWarning,
  type ReadOptions,
  type SheetInfo,
} from './types.ts';

const EOF = 0x000a;
const FILEPASS = 0x002f;
const CODEPAGE = 0x0042;
const DATEMODE = 0x0022;
const FORMAT_BIFF2 = 0x001e; // BIFF2, BIFF3
const FORMAT = 0x041e; // BIFF4-BIFF8
const XF_BIFF2 = 0x0043;
const XF_BIFF3 = 0x0243;
const XF_BIFF4 = 0x0443;
const XF = 0x00e0; // BIFF5-BIFF8
/** The XF record type of each version. */
const XF_TYPES: Readonly<Record<BiffVersion, number>> = {
  2: XF_BIFF2,
  3: XF_BIFF3,
  4: XF_BIFF4,
  5: XF,
  8: XF,
};
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const INTEGER_BIFF2 = 0x0002;
const NUMBER_BIFF2 = 0x0003;
const LABEL_BIFF2 = 0x0004;
const BOOLERR_BIFF2 = 0x0005;
const STRING_BIFF2 = 0x0007;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const BOOLERR = 0x0205;
const FORMULA = 0x0006;
const FORMULA_BIFF3 = 0x0206;
const FORMULA_BIFF4 = 0x0406;
const STRING = 0x0207;
/** Records that may stand between a string FORMULA and its STRING: ARRAY, TABLE, SHRFMLA. */
const FORMULA_COMPANIONS: ReadonlySet<number> = new Set([
  0x0021,
  0x0221,
  0x0036,
  0x0037,
  0x0236,
  0x00bc,
  0x04bc,
  CONTINUE,
]);

/**
 * The formats of Excel 2.x-4.0 by their place in the file, when it has no FORMAT records: those
 * versions number formats by order, and these are the ones Excel wrote first.
 */
const BIFF2_BUILT_IN_FORMATS = [
  'General',
  '0',
  '0.00',
  '#,##0',
  '#,##0.00',
  '"$"#,##0_);("$"#,##0)',
  '"$"#,##0_);[Red]("$"#,##0)',
  '"$"#,##0.00_);("$"#,##0.00)',
  '"$"#,##0.00_);[Red]("$"#,##0.00)',
  '0%',
  '0.00%',
  '0.00E+00',
  'm/d/yy',
  'd-mmm-yy',
  'd-mmm',
  'mmm-yy',
  'h:mm AM/PM',
  'h:mm:ss AM/PM',
  'h:mm',
  'h:mm:ss',
  'm/d/yy h:mm',
];

/** Any format id that is no built-in one: BIFF2-4 format codes are classified by their text only. */
const NO_BUILT_IN_ID = -1;

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `xls: ${message}` });
}

function need(record: BiffRecord, length: number): Buffer {
  if (record.data.length < length) throw new BrokenRecord(`record 0x${record.type.toString(16)} too short`);
  return record.data;
}

interface BoundSheet {
  name: string;
  hidden: boolean;
  offset: number;
  /** 0 worksheet, 1 macro sheet, 2 chart, 6 VBA module. */
  type: number;
}

interface Workbook {
  version: BiffVersion;
  stream: Buffer;
  sheets: BoundSheet[];
  date1904: boolean;
  /** BIFF8 shared strings; an index past a broken SST is missing. */
  sst: string[];
  xfFormats: NumberFormatKind[];
  /** BIFF2: formats by their place in the file, named by the cells themselves. */
  orderedFormats: NumberFormatKind[];
  /** Strings of BIFF2-BIFF7; undefined for BIFF8 (Unicode). */
  codepage: Codepage | undefined;
  /** Warnings about the globals (formats, code page, sheet names), shown whichever sheet is read. */
  warnings: ParseWarning[];
  /** The globals ended inside a record or before their EOF. */
  truncated: boolean;
}

/** Reads the workbook globals: from the globals' BOF (BIFF5-8) or through the whole worksheet (BIFF2-4). */
function readGlobals(stream: Buffer, version: BiffVersion): Workbook {
  const reader = new RecordReader(stream, 0);
  reader.next(); // the BOF, checked by the caller
  const warnings: ParseWarning[] = [];
  const sheets: BoundSheet[] = [];
  /** Format codes by id (BIFF5-8) or by their place (BIFF2-4); null for a broken FORMAT record. */
  const formats = new Map<number, string | null>();
  let formatCount = 0;
  let formatBroken = false;
  const xfFormatIds: (number | null)[] = [];
  let date1904 = false;
  let sst: string[] = [];
  let codepage: Codepage | undefined = version === 8 ? undefined : WINDOWS_1252;
  let brokenRecords = 0;
  let truncated = false;
  for (;;) {
    const record = reader.next();
    if (record === undefined) {
      truncated = true;
      break;
    }
    if (record.type === EOF) break;
    try {
      switch (record.type) {
        case FILEPASS:
          // Excel's default password is decrypted in place; the records read next are plain (ADR 010).
          if (version !== 8 || decryptBiffStream(stream) === null)
            throw new ParseError('password_protected', { message: 'xls: FILEPASS' });
          break;
        case CODEPAGE: {
          if (version === 8) break; // BIFF8 text is Unicode whatever the record says
          const number = need(record, 2).readUInt16LE(0);
          const found = codepageFor(number);
          if (found === undefined)
            warnings.push({ code: 'codepage_unsupported', params: { codepage: String(number) } });
          codepage = found ?? WINDOWS_1252;
          break;
        }
        case DATEMODE:
          date1904 = need(record, 2).readUInt16LE(0) === 1;
          break;
        case FORMAT_BIFF2:
        case FORMAT: {
          if ((record.type === FORMAT) !== version >= 4) break;
          const ordinal = formatCount++;
          // BIFF5-8 name a format by its id, BIFF2-4 by its place among the FORMAT records.
          let id: number | undefined = ordinal;
          if (version >= 5) id = record.data.length >= 2 ? record.data.readUInt16LE(0) : undefined;
          let code: string | null;
          try {
            if (version === 8) code = recordString(record.data, 2, 2, undefined);
            else code = recordString(record.data, version === 2 || version === 3 ? 0 : 2, 1, codepage);
          } catch (error) {
            if (!(error instanceof BrokenRecord)) throw error;
            code = null;
            formatBroken = true;
          }
          if (id !== undefined) formats.set(id, code);
          break;
        }
        case XF_BIFF2:
        case XF_BIFF3:
        case XF_BIFF4:
        case XF: {
          if (record.type !== XF_TYPES[version]) break;
          const data = record.data;
          let id: number | null = null;
          if (version >= 5) id = data.length >= 4 ? data.readUInt16LE(2) : null;
          else if (version >= 3) id = data.length >= 2 ? data[1]! : null;
          else id = data.length >= 3 ? data[2]! & 0x3f : null;
          if (id === null) formatBroken = true;
          xfFormatIds.push(id);
          break;
        }
        case BOUNDSHEET: {
          if (version < 5) break;
          const data = need(record, 6);
          const { text, complete } = partialRecordString(data, 6, codepage);
          if (!complete) brokenRecords++;
          sheets.push({
            offset: data.readUInt32LE(0),
            hidden: (data[4]! & 0x03) !== 0,
            type: data[5]!,
            name: text === '' ? `Sheet${sheets.length + 1}` : text,
          });
          break;
        }
        case SST:
          if (version === 8) sst = readSst([record.data, ...reader.continues()]);
          break;
      }
    } catch (error) {
      if (!(error instanceof BrokenRecord)) throw error;
      brokenRecords++;
    }
  }
  if (formatBroken) warnings.push({ code: 'number_format_broken' });
  if (brokenRecords > 0) warnings.push({ code: 'record_broken' });
  if (version <= 4) sheets.push({ name: 'Sheet1', hidden: false, offset: 0, type: 0 });

  const kindOf = (id: number): NumberFormatKind => {
    const code = formats.get(id);
    if (code === null) return GENERAL_FORMAT;
    if (version >= 5) return classifyNumberFormat(id, code);
    const known = code ?? (formatCount === 0 ? BIFF2_BUILT_IN_FORMATS[id] : undefined);
    return classifyNumberFormat(NO_BUILT_IN_ID, known);
  };
  const kinds = new Map<number, NumberFormatKind>();
  const cachedKind = (id: number): NumberFormatKind => {
    let kind = kinds.get(id);
    if (kind === undefined) {
      kind = kindOf(id);
      kinds.set(id, kind);
    }
    return kind;
  };
  return {
    version,
    stream,
    sheets,
    date1904,
    sst,
    xfFormats: xfFormatIds.map((id) => (id === null ? GENERAL_FORMAT : cachedKind(id))),
    orderedFormats: version === 2 ? Array.from({ length: 64 }, (_, id) => cachedKind(id)) : [],
    codepage,
    warnings,
    truncated,
  };
}

/** The shared string table: SST data and its CONTINUE records, up to a string that is broken. */
function readSst(segments: Buffer[]): string[] {
  const strings: string[] = [];
  if ((segments[0]?.length ?? 0) < 8) return strings;
  const reader = new SegmentReader(segments, 8);
  const unique = segments[0]!.readUInt32LE(4);
  try {
    for (let i = 0; i < unique; i++) {
      if (reader.atEnd) break; // some writers over-count; cells naming a missing string are warned about
      const count = reader.u16();
      const flags = reader.u8();
      const runs = flags & 0x08 ? reader.u16() : 0;
      const phonetic = flags & 0x04 ? reader.u32() : 0;
      strings.push(reader.chars(count, (flags & 1) === 1));
      reader.skip(runs * 4);
      reader.skip(phonetic);
    }
  } catch (error) {
    if (!(error instanceof BrokenRecord)) throw error;
    // The strings after a broken one cannot be found: their cells are `cell_unreadable`.
  }
  return strings;
}

interface CellPosition {
  row: number;
  col: number;
}

interface SheetRead {
  rows: Map<number, (string | null)[]>;
  /** A non-empty cell was read. */
  found: boolean;
  /** The sheet's BOF is not where BOUNDSHEET says. */
  unreadable: boolean;
  /** The stream ended inside the sheet. */
  truncated: boolean;
  formulaWithoutValue: CellPosition[];
  brokenCells: CellPosition[];
  /** Cell records too short to name their cell. */
  brokenRecords: number;
}

/** Reads one worksheet's cells into rows; `probe` stops at the first non-empty cell. */
function readSheet(workbook: Workbook, sheet: BoundSheet, probe: boolean): SheetRead {
  const { version, stream, codepage } = workbook;
  const rows = new Map<number, (string | null)[]>();
  const result: SheetRead = {
    rows,
    found: false,
    unreadable: false,
    truncated: false,
    formulaWithoutValue: [],
    brokenCells: [],
    brokenRecords: 0,
  };
  if (sheet.type !== 0) return result;
  if (sheet.offset + 4 > stream.length) {
    result.unreadable = true;
    return result;
  }
  const reader = new RecordReader(stream, sheet.offset);
  const bof = readBof(reader.next(), version === 8 ? 8 : 5);
  if (bof === undefined) {
    result.unreadable = true;
    return result;
  }
  if (bof.dt !== DT_WORKSHEET) return result;

  const formatOf = (data: Buffer): NumberFormatKind =>
    version === 2
      ? workbook.orderedFormats[data[5]! & 0x3f]!
      : (workbook.xfFormats[data.readUInt16LE(4)] ?? GENERAL_FORMAT);
  const numberCell = (value: number, data: Buffer): string =>
    formatNumberCell(value, formatOf(data), workbook.date1904);
  const put = (row: number, col: number, value: string): void => {
    let cells = rows.get(row);
    if (cells === undefined) {
      cells = [];
      rows.set(row, cells);
    }
    cells[col] = value === '' ? null : value;
    if (value.trim() !== '') result.found = true;
  };
  /** A string of this record (and its CONTINUE records) at `at`, as the version writes it. */
  const cellString = (record: BiffRecord, at: number, countBytes: 1 | 2): string => {
    const segments = [record.data, ...reader.continues()];
    const strings = new SegmentReader(segments, at);
    return codepage === undefined ? strings.xlString() : strings.byteString(countBytes, codepage);
  };
  /** The cached result of a FORMULA record, 8 bytes at `at`; 'string' when a STRING record follows. */
  const formulaResult = (data: Buffer, at: number): string | { string: true } => {
    if (data.length < at + 8) throw new BrokenRecord('FORMULA too short');
    if (data.readUInt16LE(at + 6) !== 0xffff) return numberCell(data.readDoubleLE(at), data);
    switch (data[at]!) {
      case 0:
        return { string: true };
      case 1:
        return data[at + 2] === 0 ? 'FALSE' : 'TRUE';
      case 2:
        return BIFF_ERRORS[data[at + 2]!] ?? '#N/A';
      case 3:
        return '';
      default:
        throw new BrokenRecord('unknown formula result type');
    }
  };

  let pendingString: CellPosition | undefined;
  let depth = 0;
  for (;;) {
    const record = reader.next();
    if (record === undefined) {
      result.truncated = true;
      break;
    }
    if (BOF_TYPES.has(record.type)) {
      depth++; // an embedded chart's substream
      continue;
    }
    if (record.type === EOF) {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth > 0) continue;
    const isString = record.type === STRING || (version === 2 && record.type === STRING_BIFF2);
    if (pendingString !== undefined && !isString && !FORMULA_COMPANIONS.has(record.type)) {
      result.formulaWithoutValue.push(pendingString);
      pendingString = undefined;
    }
    if (isString) {
      if (pendingString === undefined) continue;
      const cell = pendingString;
      pendingString = undefined;
      try {
        put(cell.row, cell.col, cellString(record, 0, record.type === STRING_BIFF2 ? 1 : 2));
      } catch (error) {
        if (!(error instanceof BrokenRecord)) throw error;
        result.brokenCells.push(cell);
      }
      continue;
    }
    if (!isCellRecord(record.type, version)) continue;
    if (record.data.length < 4) {
      result.brokenRecords++;
      continue;
    }
    const data = record.data;
    const row = data.readUInt16LE(0);
    const col = data.readUInt16LE(2);
    try {
      switch (record.type) {
        case LABELSST: {
          const index = need(record, 10).readUInt32LE(6);
          const text = workbook.sst[index];
          if (text === undefined) throw new BrokenRecord(`shared string ${index} does not exist`);
          put(row, col, text);
          break;
        }
        case LABEL_BIFF2:
          put(row, col, cellString(record, 7, 1));
          break;
        case LABEL:
        case RSTRING:
          put(row, col, cellString(record, 6, 2));
          break;
        case INTEGER_BIFF2:
          put(row, col, numberCell(need(record, 9).readUInt16LE(7), data));
          break;
        case NUMBER_BIFF2:
          put(row, col, numberCell(need(record, 15).readDoubleLE(7), data));
          break;
        case NUMBER:
          put(row, col, numberCell(need(record, 14).readDoubleLE(6), data));
          break;
        case RK:
          put(row, col, numberCell(rkValue(need(record, 10).readUInt32LE(6)), data));
          break;
        case MULRK:
          readMulRk(record, workbook, put, result.brokenCells);
          break;
        case BOOLERR_BIFF2:
        case BOOLERR: {
          const at = record.type === BOOLERR ? 6 : 7;
          need(record, at + 2);
          const value = data[at]!;
          const text = data[at + 1] === 1 ? (BIFF_ERRORS[value] ?? '#N/A') : value === 0 ? 'FALSE' : 'TRUE';
          put(row, col, text);
          break;
        }
        case FORMULA:
        case FORMULA_BIFF3:
        case FORMULA_BIFF4: {
          // BIFF2 cells carry 3 attribute bytes where later versions have a 2-byte XF index.
          const value = formulaResult(data, version === 2 && record.type === FORMULA ? 7 : 6);
          if (typeof value === 'string') put(row, col, value);
          else pendingString = { row, col };
          break;
        }
      }
    } catch (error) {
      if (!(error instanceof BrokenRecord)) throw error;
      result.brokenCells.push({ row, col });
    }
    if (probe && result.found) break;
  }
  if (pendingString !== undefined) result.formulaWithoutValue.push(pendingString);
  return result;
}

/** Whether a record type holds a cell in this BIFF version. */
function isCellRecord(type: number, version: BiffVersion): boolean {
  switch (type) {
    case FORMULA:
    case FORMULA_BIFF3:
    case FORMULA_BIFF4:
      return true;
    case INTEGER_BIFF2:
    case NUMBER_BIFF2:
    case LABEL_BIFF2:
    case BOOLERR_BIFF2:
      return version === 2;
    case LABEL:
    case NUMBER:
    case BOOLERR:
    case RK:
      return version >= 3;
    case MULRK:
    case RSTRING:
      return version >= 5;
    case LABELSST:
      return version === 8;
    default:
      return false;
  }
}

/** MULRK: numbers of consecutive cells; cells the record announces but does not hold are broken. */
function readMulRk(
  record: BiffRecord,
  workbook: Workbook,
  put: (row: number, col: number, value: string) => void,
  broken: CellPosition[],
): void {
  const data = record.data;
  const row = data.readUInt16LE(0);
  const first = data.readUInt16LE(2);
  const count = Math.max(0, Math.floor((data.length - 6) / 6));
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 6;
    const format = workbook.xfFormats[data.readUInt16LE(at)] ?? GENERAL_FORMAT;
    put(row, first + i, formatNumberCell(rkValue(data.readUInt32LE(at + 2)), format, workbook.date1904));
  }
  const last = data.length >= 6 ? data.readUInt16LE(data.length - 2) : first - 1;
  const complete = data.length >= 6 && (data.length - 6) % 6 === 0 && last === first + count - 1;
  if (complete) return;
  // The last column names the cells the record should hold; a garbled one names just the next cell.
  const end = last >= first + count && last - first < 256 ? last : first + count;
  for (let col = first + count; col <= end; col++) broken.push({ row, col });
}

/** The workbook stream of a compound file, as far as the file holds it. */
function workbookStream(buffer: Buffer): { stream: Buffer; hint: 5 | 8 } {
  const cfb = new CompoundFile(buffer);
  if (cfb.has('EncryptionInfo') || cfb.has('EncryptedPackage')) {
    throw new ParseError('password_protected', { message: 'encrypted Office Open XML package' });
  }
  const name = cfb.has('Workbook') ? 'Workbook' : cfb.has('Book') ? 'Book' : undefined;
  if (name === undefined)
    throw new ParseError('not_a_spreadsheet', { message: 'compound file without a workbook' });
  // A stream whose chain leaves the file is read up to there: the reader sees where it ends.
  const { data } = cfb.readAvailable(name)!;
  return { stream: data, hint: name === 'Workbook' ? 8 : 5 };
}

/** Reads a compound file (or a bare BIFF stream) held in memory: an xls workbook, or the refusal that fits. */
export function readCfbWorkbookBuffer(
  buffer: Buffer,
  limits: ParseLimits,
  options: ReadOptions = {},
): ParsedTable {
  try {
    if (isCompoundFile(buffer)) {
      const { stream, hint } = workbookStream(buffer);
      return readWorkbook(stream, hint, limits, options);
    }
    if (looksLikeBareBiff(buffer)) return readWorkbook(buffer, 8, limits, options);
    throw corrupt('neither a compound file nor a BIFF stream');
  } catch (error) {
    // Out-of-range reads of a broken file the checks did not foresee, or a record the reader
    // needed whole: still a corrupt file.
    if (error instanceof RangeError || error instanceof BrokenRecord) throw corrupt(error.message);
    throw error;
  }
}

function readWorkbook(stream: Buffer, hint: 5 | 8, limits: ParseLimits, options: ReadOptions): ParsedTable {
  const bof = readBof(new RecordReader(stream, 0).next(), hint);
  if (bof === undefined) throw corrupt('no BOF record');
  if (bof.version <= 4 && bof.dt === DT_BIFF4_WORKBOOK)
    throw new ParseError('legacy_workbook_multiple_sheets', { message: 'xls: Excel 4.0 workbook (BIFF4W)' });
  if (bof.version >= 5 && bof.dt !== DT_GLOBALS)
    throw corrupt('the workbook does not start with its globals');
  const workbook = readGlobals(stream, bof.version);

  const reads = new Map<number, SheetRead>();
  // A hostile file may point many sheets at one large empty one: each place is probed once.
  const probes = new Map<string, SheetRead>();
  const summaries: SheetSummary[] = workbook.sheets.map((sheet, i) => {
    const key = `${sheet.type}:${sheet.offset}`;
    const probe = probes.get(key) ?? readSheet(workbook, sheet, true);
    probes.set(key, probe);
    if (probe.truncated || probe.unreadable) reads.set(i, probe);
    return { name: sheet.name, hidden: sheet.hidden, hasData: probe.found };
  });
  const sheets: SheetInfo[] = summaries.map(({ name, hasData }) => ({ name, hasData }));
  const damaged = workbook.truncated || [...reads.values()].some((r) => r.truncated || r.unreadable);

  let index: number;
  let choiceWarnings: ParseWarning[];
  if (options.sheetName !== undefined) {
    index = workbook.sheets.findIndex((s) => s.name === options.sheetName);
    if (index === -1) throw new ParseError('sheet_not_found', { params: { sheet: options.sheetName } });
    choiceWarnings = []; // the user picked it: the others were not forgotten
  } else {
    try {
      ({ index, warnings: choiceWarnings } = chooseSheet(summaries));
    } catch (error) {
      // No data anywhere we could read, but some of the file is missing: it is broken, not empty.
      if (error instanceof ParseError && error.code === 'no_data' && damaged)
        throw corrupt('no data before the damage');
      throw error;
    }
  }
  const sheet = workbook.sheets[index]!;
  const read = readSheet(workbook, sheet, false);
  if (read.unreadable) throw corrupt(`sheet ${sheet.name} cannot be found in the stream`);

  const builder = new TableBuilder({ kind: 'xls', limits });
  if (read.truncated) builder.warn({ code: 'file_truncated' });
  for (const warning of workbook.warnings) builder.warn(warning);
  for (const [i, other] of reads) {
    if (other.unreadable)
      builder.warn({ code: 'sheet_unreadable', params: { sheet: workbook.sheets[i]!.name } });
  }
  if (read.brokenRecords > 0 && !workbook.warnings.some((w) => w.code === 'record_broken'))
    builder.warn({ code: 'record_broken' });
  for (const warning of choiceWarnings) builder.warn(warning);
  const sink = new SheetRowSink(builder, limits);
  const rows = read.rows;
  for (const row of [...rows.keys()].sort((a, b) => a - b)) sink.pushRow(row + 1, rows.get(row)!);
  for (const { row, col } of read.formulaWithoutValue) sink.formulaWithoutValue(row + 1, col);
  for (const { row, col } of read.brokenCells) sink.cellWarning('cell_unreadable', row + 1, col);
  try {
    return { ...sink.finish(sheet.name), sheets };
  } catch (error) {
    if (
      read.truncated &&
      error instanceof ParseError &&
      (error.code === 'no_data' || error.code === 'no_data_rows')
    )
      throw corrupt('the workbook ends before its first data row');
    throw error;
  }
}

/** Reads the xls at `path` (a compound file, or an Excel 2.x-4.0 worksheet); the file name does not matter. */
export async function readCfbWorkbook(
  path: string,
  limits: ParseLimits,
  options: ReadOptions = {},
): Promise<ParsedTable> {
  return readCfbWorkbookBuffer(await readFile(path), limits, options);
}
