/**
 * The xls reader (bad-inputs 21-27, 33): an Excel 97-2003 workbook, BIFF8 records in the
 * `Workbook` stream of an OLE2 compound file (cfb.ts). Nothing is evaluated or executed.
 *
 * Rules (docs/imports.md), the same as for xlsx where they apply:
 * - A compound file with `EncryptionInfo`/`EncryptedPackage` streams is a password-protected xlsx,
 *   and a workbook with a FILEPASS record an encrypted xls: both `password_protected`. A `Book`
 *   stream (BIFF5, Excel 5/95) or an older BOF is `unsupported_format`; a compound file without a
 *   workbook stream (a .doc, .ppt, .msg) is `not_a_spreadsheet`.
 * - Globals: BOUNDSHEET (name, hidden state, offset), DATEMODE (1904 system), FORMAT and XF (which
 *   cells are dates or zero-padded, as for xlsx), SST with its CONTINUE records (characters split
 *   across records re-read their 8/16-bit flag; rich text runs and phonetic data are skipped).
 *   CODEPAGE is read past: BIFF8 strings are Unicode.
 * - Cells: LABELSST, LABEL, RSTRING (text), NUMBER, RK, MULRK (numbers, per cells.ts), BOOLERR
 *   (`TRUE`/`FALSE` or the error text), FORMULA with its cached result (a number, the following
 *   STRING record, a boolean, an error or empty text; never evaluated). BLANK/MULBLANK cells are
 *   empty, MERGEDCELLS is ignored (the value stays in the top-left cell), embedded chart substreams
 *   are skipped.
 * - Sheet choice as for xlsx (cells.ts chooseSheet): first visible worksheet with data, warnings for
 *   the others, hidden sheets never imported.
 * - Records or strings running past their data, chains out of range, unknown string indexes give
 *   `corrupt_file`.
 */
import { readFile } from 'node:fs/promises';
import { CompoundFile } from './cfb.ts';
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
import { TableBuilder } from './table.ts';
import { ParseError, type ParsedTable, type ParseLimits } from './types.ts';

const BOF = 0x0809;
const EOF = 0x000a;
const FILEPASS = 0x002f;
const DATEMODE = 0x0022;
const FORMAT = 0x041e;
const XF = 0x00e0;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const CONTINUE = 0x003c;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const BOOLERR = 0x0205;
const FORMULA = 0x0006;
const STRING = 0x0207;
const BIFF8 = 0x0600;
const DT_GLOBALS = 0x0005;
const DT_WORKSHEET = 0x0010;

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `xls: ${message}` });
}

interface BiffRecord {
  type: number;
  data: Buffer;
  /** Offset of the record's header in the stream. */
  offset: number;
}

/** The records of a BIFF stream from an offset; a record running past the stream is `corrupt_file`. */
class RecordReader {
  readonly #stream: Buffer;
  #pos: number;

  constructor(stream: Buffer, offset: number) {
    if (offset < 0 || offset + 4 > stream.length) throw corrupt('record offset out of the stream');
    this.#stream = stream;
    this.#pos = offset;
  }

  next(): BiffRecord | undefined {
    const stream = this.#stream;
    if (this.#pos + 4 > stream.length) return undefined;
    const offset = this.#pos;
    const type = stream.readUInt16LE(offset);
    const length = stream.readUInt16LE(offset + 2);
    if (offset + 4 + length > stream.length) throw corrupt('record runs past the stream');
    this.#pos = offset + 4 + length;
    return { type, data: stream.subarray(offset + 4, offset + 4 + length), offset };
  }

  /** The data of the CONTINUE records that follow. */
  continues(): Buffer[] {
    const parts: Buffer[] = [];
    const stream = this.#stream;
    while (this.#pos + 4 <= stream.length && stream.readUInt16LE(this.#pos) === CONTINUE) {
      const record = this.next()!;
      parts.push(record.data);
    }
    return parts;
  }
}

/**
 * Reads across a record and its CONTINUE records. Characters of a string that do not fit in one
 * record continue in the next one after a new flag byte (bit 0: 16-bit characters); other fields
 * simply continue.
 */
class SegmentReader {
  readonly #segments: Buffer[];
  #index = 0;
  #pos: number;

  constructor(segments: Buffer[], start = 0) {
    this.#segments = segments;
    this.#pos = start;
  }

  /** Moves past exhausted segments; false at the end of the data. */
  #ready(): boolean {
    while (this.#index < this.#segments.length && this.#pos >= this.#segments[this.#index]!.length) {
      this.#index++;
      this.#pos = 0;
    }
    return this.#index < this.#segments.length;
  }

  get atEnd(): boolean {
    return !this.#ready();
  }

  u8(): number {
    if (!this.#ready()) throw corrupt('string data runs past its records');
    return this.#segments[this.#index]![this.#pos++]!;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() + this.u16() * 0x10000) >>> 0;
  }

  skip(count: number): void {
    let rest = count;
    while (rest > 0) {
      if (!this.#ready()) throw corrupt('string data runs past its records');
      const take = Math.min(rest, this.#segments[this.#index]!.length - this.#pos);
      this.#pos += take;
      rest -= take;
    }
  }

  /** `count` characters, 16-bit when `high`; a continuation re-reads the flag byte. */
  chars(count: number, high: boolean): string {
    const parts: string[] = [];
    let rest = count;
    let wide = high;
    for (;;) {
      // Each turn reads what fits in this segment, or moves to the next one: it always progresses.
      const segment = this.#segments[this.#index];
      const available = segment === undefined ? 0 : segment.length - this.#pos;
      const fit = Math.min(rest, wide ? available >> 1 : available);
      if (fit > 0 && segment !== undefined) {
        const end = this.#pos + (wide ? fit * 2 : fit);
        parts.push(segment.toString(wide ? 'utf16le' : 'latin1', this.#pos, end));
        this.#pos = end;
        rest -= fit;
      }
      if (rest === 0) return parts.join('');
      this.#index++;
      this.#pos = 0;
      if (this.#index >= this.#segments.length) throw corrupt('string runs past its records');
      wide = (this.u8() & 1) === 1;
    }
  }

  /** XLUnicodeString: 16-bit count, flags, characters. */
  xlString(): string {
    const count = this.u16();
    const flags = this.u8();
    return this.chars(count, (flags & 1) === 1);
  }
}

function need(record: BiffRecord, length: number): Buffer {
  if (record.data.length < length) throw corrupt(`record 0x${record.type.toString(16)} too short`);
  return record.data;
}

/** ShortXLUnicodeString at `at`: 8-bit count, flags, characters. */
function shortString(data: Buffer, at: number): string {
  if (at + 2 > data.length) throw corrupt('short string too short');
  const count = data[at]!;
  const wide = (data[at + 1]! & 1) === 1;
  const end = at + 2 + count * (wide ? 2 : 1);
  if (end > data.length) throw corrupt('short string too short');
  return data.toString(wide ? 'utf16le' : 'latin1', at + 2, end);
}

/** The shared string table: SST data and its CONTINUE records. */
function readSst(segments: Buffer[]): string[] {
  const reader = new SegmentReader(segments, 8);
  if ((segments[0]?.length ?? 0) < 8) throw corrupt('SST too short');
  const unique = segments[0]!.readUInt32LE(4);
  const strings: string[] = [];
  for (let i = 0; i < unique; i++) {
    if (reader.atEnd) break; // some writers over-count; the cells' indexes are checked later
    const count = reader.u16();
    const flags = reader.u8();
    const runs = flags & 0x08 ? reader.u16() : 0;
    const phonetic = flags & 0x04 ? reader.u32() : 0;
    strings.push(reader.chars(count, (flags & 1) === 1));
    reader.skip(runs * 4);
    reader.skip(phonetic);
  }
  return strings;
}

/** The number of an RK value (MS-XLS 2.5.217). */
function rkValue(rk: number): number {
  let value: number;
  if (rk & 0x02) {
    value = rk >> 2; // signed 30-bit integer
  } else {
    const b = Buffer.alloc(8);
    b.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = b.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}

interface BoundSheet {
  name: string;
  hidden: boolean;
  offset: number;
  /** 0 worksheet, 1 macro sheet, 2 chart, 6 VBA module. */
  type: number;
}

interface Globals {
  sheets: BoundSheet[];
  date1904: boolean;
  sst: string[];
  xfFormats: NumberFormatKind[];
}

function checkBof(record: BiffRecord | undefined, kind: number | undefined): number {
  if (record === undefined || (record.type & 0xff) !== 0x09) throw corrupt('no BOF record');
  if (record.type !== BOF) throw new ParseError('unsupported_format', { message: 'xls before Excel 5' });
  const data = need(record, 4);
  const version = data.readUInt16LE(0);
  if (version !== BIFF8)
    throw new ParseError('unsupported_format', { message: `BIFF version 0x${version.toString(16)}` });
  const dt = data.readUInt16LE(2);
  if (kind !== undefined && dt !== kind) throw corrupt('unexpected substream');
  return dt;
}

function readGlobals(stream: Buffer): Globals {
  const reader = new RecordReader(stream, 0);
  checkBof(reader.next(), DT_GLOBALS);
  const sheets: BoundSheet[] = [];
  const formats = new Map<number, string>();
  const xfFormatIds: number[] = [];
  let date1904 = false;
  let sst: string[] = [];
  for (;;) {
    const record = reader.next();
    if (record === undefined) throw corrupt('workbook globals without EOF');
    if (record.type === EOF) break;
    switch (record.type) {
      case FILEPASS:
        throw new ParseError('password_protected', { message: 'xls: FILEPASS' });
      case DATEMODE:
        date1904 = need(record, 2).readUInt16LE(0) === 1;
        break;
      case FORMAT: {
        const id = need(record, 2).readUInt16LE(0);
        formats.set(id, new SegmentReader([record.data], 2).xlString());
        break;
      }
      case XF:
        xfFormatIds.push(need(record, 4).readUInt16LE(2));
        break;
      case BOUNDSHEET: {
        const data = need(record, 8);
        sheets.push({
          offset: data.readUInt32LE(0),
          hidden: (data[4]! & 0x03) !== 0,
          type: data[5]!,
          name: shortString(data, 6),
        });
        break;
      }
      case SST:
        sst = readSst([record.data, ...reader.continues()]);
        break;
    }
  }
  return {
    sheets,
    date1904,
    sst,
    xfFormats: xfFormatIds.map((id) => classifyNumberFormat(id, formats.get(id))),
  };
}

/** Reads one worksheet's cells into rows; `probe` stops at the first non-empty cell. */
function readSheet(
  stream: Buffer,
  sheet: BoundSheet,
  globals: Globals,
  probe: boolean,
): {
  rows: Map<number, (string | null)[]>;
  found: boolean;
  formulaWithoutValue: { row: number; col: number }[];
} {
  const rows = new Map<number, (string | null)[]>();
  const formulaWithoutValue: { row: number; col: number }[] = [];
  const result = { rows, found: false, formulaWithoutValue };
  if (sheet.type !== 0) return result;
  const reader = new RecordReader(stream, sheet.offset);
  const dt = checkBof(reader.next(), undefined);
  if (dt !== DT_WORKSHEET) return result;
  const numberText = (value: number, xf: number): string =>
    formatNumberCell(value, globals.xfFormats[xf] ?? GENERAL_FORMAT, globals.date1904);
  const put = (row: number, col: number, value: string): void => {
    let cells = rows.get(row);
    if (cells === undefined) {
      cells = [];
      rows.set(row, cells);
    }
    cells[col] = value === '' ? null : value;
    if (value.trim() !== '') result.found = true;
  };
  let pendingString: { row: number; col: number } | undefined;
  let depth = 0;
  for (;;) {
    const record = reader.next();
    if (record === undefined) throw corrupt('sheet without EOF');
    if (record.type === BOF) {
      depth++; // an embedded chart's substream
      continue;
    }
    if (record.type === EOF) {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (pendingString !== undefined && record.type !== STRING) {
      if (
        record.type !== CONTINUE &&
        record.type !== 0x04bc &&
        record.type !== 0x0221 &&
        record.type !== 0x0236
      ) {
        formulaWithoutValue.push(pendingString);
        pendingString = undefined;
      }
    }
    switch (record.type) {
      case LABELSST: {
        const data = need(record, 10);
        const index = data.readUInt32LE(6);
        const text = globals.sst[index];
        if (text === undefined) throw corrupt(`shared string ${index} does not exist`);
        put(data.readUInt16LE(0), data.readUInt16LE(2), text);
        break;
      }
      case LABEL:
      case RSTRING: {
        const data = need(record, 9);
        const text = new SegmentReader([data, ...reader.continues()], 6).xlString();
        put(data.readUInt16LE(0), data.readUInt16LE(2), text);
        break;
      }
      case NUMBER: {
        const data = need(record, 14);
        put(
          data.readUInt16LE(0),
          data.readUInt16LE(2),
          numberText(data.readDoubleLE(6), data.readUInt16LE(4)),
        );
        break;
      }
      case RK: {
        const data = need(record, 10);
        put(
          data.readUInt16LE(0),
          data.readUInt16LE(2),
          numberText(rkValue(data.readUInt32LE(6)), data.readUInt16LE(4)),
        );
        break;
      }
      case MULRK: {
        const data = need(record, 6);
        const row = data.readUInt16LE(0);
        const first = data.readUInt16LE(2);
        const count = Math.floor((data.length - 6) / 6);
        for (let i = 0; i < count; i++) {
          const at = 4 + i * 6;
          put(row, first + i, numberText(rkValue(data.readUInt32LE(at + 2)), data.readUInt16LE(at)));
        }
        break;
      }
      case BOOLERR: {
        const data = need(record, 8);
        const value = data[6]!;
        const text = data[7] === 1 ? (BIFF_ERRORS[value] ?? '#N/A') : value === 0 ? 'FALSE' : 'TRUE';
        put(data.readUInt16LE(0), data.readUInt16LE(2), text);
        break;
      }
      case FORMULA: {
        const data = need(record, 14);
        const row = data.readUInt16LE(0);
        const col = data.readUInt16LE(2);
        if (data.readUInt16LE(12) !== 0xffff) {
          put(row, col, numberText(data.readDoubleLE(6), data.readUInt16LE(4)));
          break;
        }
        const kind = data[6]!;
        if (kind === 0) pendingString = { row, col };
        else if (kind === 1) put(row, col, data[8] === 0 ? 'FALSE' : 'TRUE');
        else if (kind === 2) put(row, col, BIFF_ERRORS[data[8]!] ?? '#N/A');
        else if (kind === 3) put(row, col, '');
        else throw corrupt('unknown formula result type');
        break;
      }
      case STRING: {
        if (pendingString === undefined) break;
        const text = new SegmentReader([record.data, ...reader.continues()], 0).xlString();
        put(pendingString.row, pendingString.col, text);
        pendingString = undefined;
        break;
      }
    }
    if (probe && result.found) break;
  }
  if (pendingString !== undefined) formulaWithoutValue.push(pendingString);
  return result;
}

/** Reads a compound file held in memory: an xls workbook, or the refusal that fits. */
export function readCfbWorkbookBuffer(buffer: Buffer, limits: ParseLimits): ParsedTable {
  try {
    return readWorkbook(buffer, limits);
  } catch (error) {
    // Out-of-range reads of a broken file the checks above did not foresee: still a corrupt file.
    if (error instanceof RangeError) throw corrupt(error.message);
    throw error;
  }
}

function readWorkbook(buffer: Buffer, limits: ParseLimits): ParsedTable {
  const cfb = new CompoundFile(buffer);
  if (cfb.has('EncryptionInfo') || cfb.has('EncryptedPackage')) {
    throw new ParseError('password_protected', { message: 'encrypted Office Open XML package' });
  }
  const stream = cfb.read('Workbook');
  if (stream === undefined) {
    if (cfb.has('Book')) throw new ParseError('unsupported_format', { message: 'xls BIFF5 (Excel 5/95)' });
    throw new ParseError('not_a_spreadsheet', { message: 'compound file without a workbook' });
  }
  const globals = readGlobals(stream);
  const summaries: SheetSummary[] = globals.sheets.map((sheet) => ({
    name: sheet.name,
    hidden: sheet.hidden,
    hasData: readSheet(stream, sheet, globals, true).found,
  }));
  const { index, warnings } = chooseSheet(summaries);
  const sheet = globals.sheets[index]!;
  const { rows, formulaWithoutValue } = readSheet(stream, sheet, globals, false);

  const builder = new TableBuilder({ kind: 'xls', limits });
  for (const warning of warnings) builder.warn(warning);
  const sink = new SheetRowSink(builder, limits);
  for (const row of [...rows.keys()].sort((a, b) => a - b)) sink.pushRow(row + 1, rows.get(row)!);
  for (const { row, col } of formulaWithoutValue) sink.formulaWithoutValue(row + 1, col);
  return sink.finish(sheet.name);
}

/** Reads the compound file at `path` (an .xls, or an encrypted xlsx); the file name does not matter. */
export async function readCfbWorkbook(path: string, limits: ParseLimits): Promise<ParsedTable> {
  return readCfbWorkbookBuffer(await readFile(path), limits);
}
