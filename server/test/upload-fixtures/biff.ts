/**
 * A BIFF writer for the xls reader's tests (issue 21): workbooks of every BIFF version as the
 * programs that still write them do, built from code so each test shows what its file holds.
 *
 * - `biffWorkbook`: Excel 2.x, 3.0 and 4.0 single worksheets (BIFF2, BIFF3, BIFF4: a bare record
 *   stream), Excel 5.0/95 workbooks (BIFF5/BIFF7 in a compound file's `Book` stream) and Excel
 *   97-2003 workbooks (BIFF8 in `Workbook`), with the cell records of each version: LABEL, LABELSST,
 *   RSTRING, INTEGER, NUMBER, RK, MULRK, BOOLERR, FORMULA of the record types 0x0006, 0x0206 and
 *   0x0406 with every result kind (a following STRING record for text), CODEPAGE, FORMAT and XF.
 *   Hooks write what sloppy writers write: raw records in the globals or between cells (malformed
 *   FORMAT, FONT, NAME, STYLE, broken cell records), strings split over CONTINUE records with the
 *   8/16-bit flag switching at the split (LABEL, STRING, SST), an Excel 4.0 workbook (BIFF4W), a
 *   stream cut inside a record.
 * - `largeBiff5Workbook` / `biff5Workbook`: a BIFF5 workbook of many rows for the upload benchmark.
 */
import { cfbFile, type CfbFixtureOptions } from './workbooks.ts';

export type BiffFixtureVersion = 2 | 3 | 4 | 5 | 8;

/** A value a FORMULA record caches; `null` is a string result whose STRING record is missing. */
export type FormulaResult = number | string | boolean | { error: string } | null;

export type BiffCell =
  | string
  | number
  | boolean
  | null
  /** A number with a format (a code, or a built-in id in BIFF5/8, a place in the list in BIFF2-4). */
  | { number: number; numFmt?: number | string; as?: 'number' | 'rk' | 'integer' }
  | { error: string }
  /** LABEL (BIFF8: instead of the SST); `splitAt` continues the characters from there in a CONTINUE record. */
  | { label: string; splitAt?: number }
  /** LABEL holding these bytes as they are (text in another code page). */
  | { labelBytes: Buffer }
  | { rstring: string }
  | { mulrk: number[] }
  | {
      formula: FormulaResult;
      /** The FORMULA record type; by default the version's own (BIFF2 0x0006, BIFF3 0x0206, BIFF4 0x0406, BIFF5/8 0x0006). */
      type?: 0x0006 | 0x0206 | 0x0406;
      numFmt?: number | string;
      /** BIFF8: the STRING record's characters continue from here in a CONTINUE record. */
      splitAt?: number;
    }
  /** Any record, written as is where the cell would be (its data names its own row and column). */
  | { record: number; data: Buffer };

export interface BiffSheetSpec {
  name: string;
  rows: BiffCell[][];
  hidden?: boolean;
  chart?: boolean;
}

export interface BiffWorkbookSpec {
  version: BiffFixtureVersion;
  /** One worksheet for BIFF2-4 (several with `biff4Workbook`). */
  sheets: BiffSheetSpec[];
  /** The CODEPAGE record's value, `null` for none. Default: 1200 (BIFF8), 1252 (BIFF5), none (BIFF2-4). */
  codepage?: number | null;
  date1904?: boolean;
  /** Records added to the globals after the formats (BIFF2-4: before the cells). */
  extraGlobals?: Buffer[];
  /** BIFF8: the SST's records hold at most this many bytes (strings continue in CONTINUE records). */
  sstRecordBytes?: number;
  /** BIFF4: an Excel 4.0 workbook (BIFF4W) holding the sheets. */
  biff4Workbook?: boolean;
  /** Default: a compound file for BIFF5/8, a bare stream for BIFF2-4. */
  container?: 'cfb' | 'bare';
  /** The compound file's stream; default `Workbook` (BIFF8) or `Book` (BIFF5). */
  streamName?: string;
  /** BIFF2-4: no FORMAT records (cells name formats by their place in Excel's own list). */
  omitFormats?: boolean;
  /** Replaces a FORMAT record's data (a malformed one), given its code, id (or place) and usual data. */
  formatData?: (code: string, id: number, usual: Buffer) => Buffer;
  /** Keeps only the first bytes of the workbook stream (a file cut off). */
  cutStreamAt?: number;
  cfb?: CfbFixtureOptions;
}

// ---------------------------------------------------------------------------------------------
// bytes

/** A growable byte buffer: large workbooks are written without thousands of small Buffers. */
class ByteWriter {
  #buffer = Buffer.alloc(64 * 1024);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  #room(bytes: number): void {
    if (this.#length + bytes <= this.#buffer.length) return;
    let size = this.#buffer.length * 2;
    while (size < this.#length + bytes) size *= 2;
    const grown = Buffer.alloc(size);
    this.#buffer.copy(grown, 0, 0, this.#length);
    this.#buffer = grown;
  }

  bytes(data: Buffer): void {
    this.#room(data.length);
    data.copy(this.#buffer, this.#length);
    this.#length += data.length;
  }

  record(type: number, data: Buffer): void {
    this.#room(4 + data.length);
    this.#buffer.writeUInt16LE(type, this.#length);
    this.#buffer.writeUInt16LE(data.length, this.#length + 2);
    data.copy(this.#buffer, this.#length + 4);
    this.#length += 4 + data.length;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.#buffer.subarray(0, this.#length));
  }
}

/** One record's bytes: type, length, data. */
export function biffRecord(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

export function u16(...values: number[]): Buffer {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
}

export function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0, 0);
  return b;
}

function f64(value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value, 0);
  return b;
}

function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

/** BIFF8 characters: 8-bit ("compressed") when they all fit, else UTF-16LE. */
function chars8(text: string): { high: boolean; bytes: Buffer } {
  const high = !isLatin1(text);
  return { high, bytes: high ? Buffer.from(text, 'utf16le') : Buffer.from(text, 'latin1') };
}

/** XLUnicodeString: 16-bit count, flags, characters. */
function xlString(text: string): Buffer {
  const { high, bytes } = chars8(text);
  return Buffer.concat([u16(text.length), Buffer.from([high ? 1 : 0]), bytes]);
}

/** ShortXLUnicodeString: 8-bit count, flags, characters. */
function shortXlString(text: string): Buffer {
  const { high, bytes } = chars8(text);
  return Buffer.concat([Buffer.from([text.length, high ? 1 : 0]), bytes]);
}

const encoders = new Map<number, Map<string, number>>();

/** Text in a single-byte code page TextDecoder knows (the writer's reverse of it); `?` for what it lacks. */
export function encodeCodepage(text: string, codepage: number): Buffer {
  const label =
    codepage === 10000 || codepage === 32768
      ? 'macintosh'
      : codepage === 32769 || codepage === 367
        ? 'windows-1252'
        : codepage >= 1250 && codepage <= 1258
          ? `windows-${codepage}`
          : codepage === 20866
            ? 'koi8-r'
            : 'windows-1252';
  let map = encoders.get(codepage);
  if (map === undefined) {
    map = new Map();
    const decoder = new TextDecoder(label);
    for (let byte = 0; byte < 256; byte++) {
      const char = decoder.decode(Uint8Array.of(byte));
      if (char !== '\ufffd' && !map.has(char)) map.set(char, byte);
    }
    encoders.set(codepage, map);
  }
  const table = map;
  return Buffer.from(Array.from(text, (char) => table.get(char) ?? 0x3f));
}

const ERROR_CODES = new Map<string, number>([
  ['#NULL!', 0x00],
  ['#DIV/0!', 0x07],
  ['#VALUE!', 0x0f],
  ['#REF!', 0x17],
  ['#NAME?', 0x1d],
  ['#NUM!', 0x24],
  ['#N/A', 0x2a],
]);

function errorCode(text: string): number {
  return ERROR_CODES.get(text) ?? 0x2a;
}

/** The RK encoding of a number, or undefined when RK cannot hold it exactly. */
function rkOf(value: number): number | undefined {
  if (Number.isInteger(value) && value >= -(2 ** 29) && value < 2 ** 29) return ((value << 2) | 2) >>> 0;
  const x100 = value * 100;
  if (Number.isInteger(x100) && x100 >= -(2 ** 29) && x100 < 2 ** 29 && x100 / 100 === value) {
    return ((x100 << 2) | 3) >>> 0;
  }
  const b = f64(value);
  if (b.readUInt32LE(0) === 0 && (b.readUInt32LE(4) & 3) === 0) return b.readUInt32LE(4);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// the workbook

/** The formats Excel 2.x-4.0 wrote first, in order (BIFF2-4 name formats by their place). */
const BIFF2_FORMATS = [
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

const BOF_TYPE: Record<BiffFixtureVersion, number> = {
  2: 0x0009,
  3: 0x0209,
  4: 0x0409,
  5: 0x0809,
  8: 0x0809,
};
const XF_TYPE: Record<BiffFixtureVersion, number> = { 2: 0x0043, 3: 0x0243, 4: 0x0443, 5: 0x00e0, 8: 0x00e0 };

class Writer {
  readonly version: BiffFixtureVersion;
  readonly codepage: number;
  /** BIFF5/8: custom format codes by id; BIFF2-4: every format code by its place. */
  readonly formats: string[] = [];
  readonly customFormats = new Map<string, number>();
  /** Cell XFs: their format id (BIFF5/8) or place (BIFF2-4). */
  readonly xfFormats: number[] = [0];
  readonly sst: string[] = [];
  readonly #sstIndex = new Map<string, number>();

  constructor(version: BiffFixtureVersion, codepage: number) {
    this.version = version;
    this.codepage = codepage;
    if (version <= 4) this.formats.push(...BIFF2_FORMATS);
  }

  /** The format id (BIFF5/8) or place (BIFF2-4) of a format. */
  formatId(numFmt: number | string): number {
    if (typeof numFmt === 'number') return numFmt;
    if (this.version <= 4) {
      let at = this.formats.indexOf(numFmt);
      if (at === -1) {
        this.formats.push(numFmt);
        at = this.formats.length - 1;
      }
      return at;
    }
    let id = this.customFormats.get(numFmt);
    if (id === undefined) {
      id = 164 + this.customFormats.size;
      this.customFormats.set(numFmt, id);
    }
    return id;
  }

  /** The XF index of a cell with this format; BIFF5/8 cell XFs follow the 15 style XFs. */
  xf(numFmt: number | string | undefined): number {
    const id = numFmt === undefined ? 0 : this.formatId(numFmt);
    let at = this.xfFormats.indexOf(id);
    if (at === -1) {
      this.xfFormats.push(id);
      at = this.xfFormats.length - 1;
    }
    return this.version >= 5 ? 15 + at : at;
  }

  sstIndex(text: string): number {
    let index = this.#sstIndex.get(text);
    if (index === undefined) {
      index = this.sst.length;
      this.sst.push(text);
      this.#sstIndex.set(text, index);
    }
    return index;
  }

  /** Row, column and the cell's XF (BIFF3+) or its 3 attribute bytes (BIFF2: XF, format, font). */
  cellHead(row: number, col: number, numFmt?: number | string): Buffer {
    if (this.version === 2) {
      const format = numFmt === undefined ? 0 : this.formatId(numFmt);
      this.xf(numFmt);
      return Buffer.concat([u16(row, col), Buffer.from([0, format & 0x3f, 0])]);
    }
    return u16(row, col, this.xf(numFmt));
  }

  /** A byte string of BIFF2-7 in the workbook's code page, with an 8- or 16-bit count. */
  byteString(text: string, countBytes: 1 | 2): Buffer {
    const bytes = encodeCodepage(text, this.codepage);
    if (countBytes === 1 && bytes.length > 255) throw new Error(`BIFF${this.version} string over 255 bytes`);
    return Buffer.concat([countBytes === 1 ? Buffer.from([bytes.length]) : u16(bytes.length), bytes]);
  }

  /** The string of a LABEL, STRING or similar record as this version writes it. */
  cellString(text: string, countBytes: 1 | 2): Buffer {
    return this.version === 8 ? xlString(text) : this.byteString(text, countBytes);
  }
}

/**
 * A BIFF8 string record split into itself and a CONTINUE record at character `splitAt`: the
 * CONTINUE starts with its own flag byte, so the two parts may be 8-bit and 16-bit.
 */
function splitStringRecord(type: number, head: Buffer, text: string, splitAt: number): Buffer {
  const first = chars8(text.slice(0, splitAt));
  const rest = chars8(text.slice(splitAt));
  return Buffer.concat([
    biffRecord(type, Buffer.concat([head, u16(text.length), Buffer.from([first.high ? 1 : 0]), first.bytes])),
    biffRecord(0x003c, Buffer.concat([Buffer.from([rest.high ? 1 : 0]), rest.bytes])),
  ]);
}

function numberRecords(
  w: Writer,
  row: number,
  col: number,
  value: number,
  numFmt?: number | string,
  record?: string,
): Buffer {
  const head = w.cellHead(row, col, numFmt);
  if (w.version === 2) {
    if (record !== 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffff)
      return biffRecord(0x0002, Buffer.concat([head, u16(value)]));
    return biffRecord(0x0003, Buffer.concat([head, f64(value)]));
  }
  const rk = record === 'number' ? undefined : rkOf(value);
  if (rk !== undefined) return biffRecord(0x027e, Buffer.concat([head, u32(rk)]));
  return biffRecord(0x0203, Buffer.concat([head, f64(value)]));
}

function formulaRecords(
  w: Writer,
  row: number,
  col: number,
  cell: Extract<BiffCell, { formula: FormulaResult }>,
): Buffer {
  const v = w.version;
  const type = cell.type ?? (v === 3 ? 0x0206 : v === 4 ? 0x0406 : 0x0006);
  const value = Buffer.alloc(8);
  const result = cell.formula;
  let text: string | undefined;
  if (typeof result === 'number') value.writeDoubleLE(result, 0);
  else {
    value.writeUInt16LE(0xffff, 6);
    if (result === null) value[0] = 0;
    else if (typeof result === 'string') {
      // An empty text result is its own kind in BIFF8; older versions write an empty STRING.
      if (result === '' && v === 8) value[0] = 3;
      else {
        value[0] = 0;
        text = result;
      }
    } else if (typeof result === 'boolean') {
      value[0] = 1;
      value[2] = result ? 1 : 0;
    } else {
      value[0] = 2;
      value[2] = errorCode(result.error);
    }
  }
  // The parsed formula: a reference to A1 (never evaluated by the reader). BIFF2 counts its flags
  // and length in bytes, BIFF3-4 in 16 bits, BIFF5-8 add 4 bytes between them.
  const head = w.cellHead(row, col, cell.numFmt);
  const rgce = Buffer.from(v === 8 ? [0x44, 0, 0, 0, 0] : [0x44, 0, 0, 0]);
  let body: Buffer;
  if (v === 2) body = Buffer.concat([head, value, Buffer.from([0, rgce.length]), rgce]);
  else if (v <= 4) body = Buffer.concat([head, value, u16(0, rgce.length), rgce]);
  else body = Buffer.concat([head, value, u16(0), u32(0), u16(rgce.length), rgce]);
  const out = [biffRecord(type, body)];
  if (text !== undefined) {
    const stringType = v === 2 ? 0x0007 : 0x0207;
    if (v === 8 && cell.splitAt !== undefined)
      out.push(splitStringRecord(stringType, Buffer.alloc(0), text, cell.splitAt));
    else out.push(biffRecord(stringType, w.cellString(text, v === 2 ? 1 : 2)));
  }
  return Buffer.concat(out);
}

/** The records of one cell. */
function cellRecords(w: Writer, row: number, col: number, cell: BiffCell): Buffer | undefined {
  const v = w.version;
  if (cell === null) return undefined;
  if (typeof cell === 'string') {
    if (v === 8) return biffRecord(0x00fd, Buffer.concat([w.cellHead(row, col), u32(w.sstIndex(cell))]));
    if (v === 2) return biffRecord(0x0004, Buffer.concat([w.cellHead(row, col), w.byteString(cell, 1)]));
    return biffRecord(0x0204, Buffer.concat([w.cellHead(row, col), w.byteString(cell, 2)]));
  }
  if (typeof cell === 'number') return numberRecords(w, row, col, cell);
  if (typeof cell === 'boolean') {
    return biffRecord(
      v === 2 ? 0x0005 : 0x0205,
      Buffer.concat([w.cellHead(row, col), Buffer.from([cell ? 1 : 0, 0])]),
    );
  }
  if ('data' in cell) return biffRecord(cell.record, cell.data);
  if ('number' in cell) return numberRecords(w, row, col, cell.number, cell.numFmt, cell.as);
  if ('error' in cell) {
    return biffRecord(
      v === 2 ? 0x0005 : 0x0205,
      Buffer.concat([w.cellHead(row, col), Buffer.from([errorCode(cell.error), 1])]),
    );
  }
  if ('label' in cell) {
    const type = v === 2 ? 0x0004 : 0x0204;
    if (v === 8 && cell.splitAt !== undefined)
      return splitStringRecord(type, w.cellHead(row, col), cell.label, cell.splitAt);
    return biffRecord(type, Buffer.concat([w.cellHead(row, col), w.cellString(cell.label, v === 2 ? 1 : 2)]));
  }
  if ('labelBytes' in cell) {
    const count = v === 2 ? Buffer.from([cell.labelBytes.length]) : u16(cell.labelBytes.length);
    return biffRecord(
      v === 2 ? 0x0004 : 0x0204,
      Buffer.concat([w.cellHead(row, col), count, cell.labelBytes]),
    );
  }
  if ('rstring' in cell) {
    // One formatting run; BIFF8 counts runs in 16 bits, BIFF5 in 8.
    const runs = v === 8 ? Buffer.concat([u16(1), u16(0, 0)]) : Buffer.from([1, 0, 0]);
    return biffRecord(0x00d6, Buffer.concat([w.cellHead(row, col), w.cellString(cell.rstring, 2), runs]));
  }
  if ('mulrk' in cell) {
    const parts = cell.mulrk.map((n) => {
      const rk = rkOf(n);
      if (rk === undefined) throw new Error(`MULRK cannot hold ${n}`);
      return Buffer.concat([u16(w.xf(undefined)), u32(rk)]);
    });
    return biffRecord(0x00bd, Buffer.concat([u16(row, col), ...parts, u16(col + cell.mulrk.length - 1)]));
  }
  return formulaRecords(w, row, col, cell);
}

function bof(version: BiffFixtureVersion, dt: number): Buffer {
  if (version === 2) return biffRecord(0x0009, u16(0x0002, dt));
  if (version <= 4) return biffRecord(BOF_TYPE[version], u16(0, dt, 0x0dbb));
  if (version === 5) return biffRecord(0x0809, u16(0x0500, dt, 0x0dbb, 0x07cc));
  return biffRecord(0x0809, Buffer.concat([u16(0x0600, dt, 0x0dbb, 0x07cc), Buffer.alloc(8)]));
}

function dimensions(version: BiffFixtureVersion, rows: number, cols: number): Buffer {
  if (version === 8) return biffRecord(0x0200, Buffer.concat([u32(0), u32(rows), u16(0, cols, 0)]));
  if (version === 2) return biffRecord(0x0000, u16(0, rows, 0, cols));
  return biffRecord(0x0200, u16(0, rows, 0, cols, 0));
}

/** The cell records of a sheet (BIFF2-4: with DIMENSIONS; BIFF5/8: in their own substream). */
function sheetCells(w: Writer, sheet: BiffSheetSpec): Buffer[] {
  const out: Buffer[] = [
    dimensions(w.version, sheet.rows.length, Math.max(0, ...sheet.rows.map((r) => r.length))),
  ];
  sheet.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const bytes = cellRecords(w, r, c, cell);
      if (bytes !== undefined) out.push(bytes);
    }),
  );
  return out;
}

/** The SST (BIFF8) in records of at most `maxData` bytes, a fresh flag byte where characters continue. */
function sstRecords(strings: string[], maxData: number): Buffer[] {
  const records: Buffer[] = [];
  let current: Buffer[] = [Buffer.concat([u32(strings.length), u32(strings.length)])];
  let used = 8;
  let type = 0x00fc;
  const flush = (): void => {
    records.push(biffRecord(type, Buffer.concat(current)));
    type = 0x003c;
    current = [];
    used = 0;
  };
  for (const text of strings) {
    if (used + 4 > maxData) flush();
    let rest = text;
    let first = true;
    for (;;) {
      // The characters that fit decide this part's flag: 8-bit when they are all Latin-1.
      const room = maxData - used - (first ? 3 : 1);
      let take = Math.min(rest.length, Math.max(0, room));
      if (!isLatin1(rest.slice(0, take))) take = Math.min(rest.length, Math.max(0, Math.floor(room / 2)));
      const part = chars8(rest.slice(0, take));
      const head = first
        ? Buffer.concat([u16(text.length), Buffer.from([part.high ? 1 : 0])])
        : Buffer.from([part.high ? 1 : 0]);
      current.push(head, part.bytes);
      used += head.length + part.bytes.length;
      rest = rest.slice(take);
      first = false;
      if (rest.length === 0) break;
      flush();
    }
  }
  if (current.length > 0) flush();
  return records;
}

/** An xls workbook or worksheet of the given BIFF version (see the module comment). */
export function biffWorkbook(spec: BiffWorkbookSpec): Buffer {
  const version = spec.version;
  const codepage = spec.codepage === undefined ? (version === 8 ? 1200 : 1252) : spec.codepage;
  const w = new Writer(version, codepage === null || codepage === 1200 ? 1252 : codepage);
  let stream: Buffer;
  if (version <= 4) stream = legacyStream(w, spec, codepage);
  else stream = workbookStream(w, spec, codepage);
  if (spec.cutStreamAt !== undefined) stream = stream.subarray(0, spec.cutStreamAt);
  const container = spec.container ?? (version <= 4 ? 'bare' : 'cfb');
  if (container === 'bare') return stream;
  const name = spec.streamName ?? (version === 8 ? 'Workbook' : 'Book');
  return cfbFile([{ name, data: stream }], spec.cfb);
}

/** The records that describe formats: FORMAT and XF of the version. */
function formatRecords(w: Writer, spec: Pick<BiffWorkbookSpec, 'omitFormats' | 'formatData'> = {}): Buffer[] {
  const out: Buffer[] = [];
  const v = w.version;
  const format = (type: number, code: string, id: number, usual: Buffer): Buffer =>
    biffRecord(type, spec.formatData?.(code, id, usual) ?? usual);
  if (v <= 4) {
    w.formats.forEach((code, place) => {
      if (spec.omitFormats === true) return;
      const text = w.byteString(code, 1);
      if (v === 4) out.push(format(0x041e, code, place, Buffer.concat([u16(0), text])));
      else out.push(format(0x001e, code, place, text));
    });
    for (const id of w.xfFormats) {
      if (v === 2) out.push(biffRecord(0x0043, Buffer.from([0, 0, id & 0x3f, 0])));
      else out.push(biffRecord(XF_TYPE[v], Buffer.concat([Buffer.from([0, id]), Buffer.alloc(10)])));
    }
    return out;
  }
  for (const [code, id] of w.customFormats) {
    out.push(
      format(0x041e, code, id, Buffer.concat([u16(id), v === 8 ? xlString(code) : w.byteString(code, 1)])),
    );
  }
  const xf = (format: number, style: boolean): Buffer => {
    const b = Buffer.alloc(v === 8 ? 20 : 16);
    b.writeUInt16LE(format, 2);
    b.writeUInt16LE(style ? 0xfff5 : 0x0001, 4);
    return biffRecord(0x00e0, b);
  };
  for (let i = 0; i < 15; i++) out.push(xf(0, true));
  for (const id of w.xfFormats) out.push(xf(id, false));
  return out;
}

function legacyStream(w: Writer, spec: BiffWorkbookSpec, codepage: number | null): Buffer {
  const v = w.version;
  const sheetStream = (sheet: BiffSheetSpec): Buffer => {
    const cells = sheetCells(w, sheet); // first: the cells decide the formats and XFs
    const out: Buffer[] = [bof(v, sheet.chart === true ? 0x0020 : 0x0010)];
    if (codepage !== null) out.push(biffRecord(0x0042, u16(codepage)));
    out.push(biffRecord(0x0022, u16(spec.date1904 === true ? 1 : 0)));
    out.push(
      ...formatRecords(w, spec),
      ...(spec.extraGlobals ?? []),
      ...cells,
      biffRecord(0x000a, Buffer.alloc(0)),
    );
    return Buffer.concat(out);
  };
  if (spec.biff4Workbook !== true) {
    if (spec.sheets.length !== 1) throw new Error('a BIFF2-4 worksheet holds one sheet');
    return sheetStream(spec.sheets[0]!);
  }
  // BIFF4W: the workbook globals (BUNDLESHEET per sheet), then each sheet's own stream.
  const sheets = spec.sheets.map(sheetStream);
  const globals: Buffer[] = [bof(4, 0x0100)];
  const globalsLength =
    bof(4, 0x0100).length + 4 + spec.sheets.reduce((n, s) => n + 4 + 6 + 1 + s.name.length, 0);
  let at = globalsLength;
  spec.sheets.forEach((sheet, i) => {
    globals.push(biffRecord(0x008f, Buffer.concat([u32(at), u16(0), w.byteString(sheet.name, 1)])));
    at += sheets[i]!.length;
  });
  globals.push(biffRecord(0x000a, Buffer.alloc(0)));
  return Buffer.concat([...globals, ...sheets]);
}

function workbookStream(w: Writer, spec: BiffWorkbookSpec, codepage: number | null): Buffer {
  const v = w.version;
  const sheetStreams = spec.sheets.map((sheet) => {
    const out = [bof(v, sheet.chart === true ? 0x0020 : 0x0010)];
    if (sheet.chart !== true) out.push(...sheetCells(w, sheet));
    out.push(biffRecord(0x023e, Buffer.concat([u16(0x06b6, 0, 0), Buffer.alloc(v === 8 ? 12 : 4)]))); // WINDOW2
    out.push(biffRecord(0x000a, Buffer.alloc(0)));
    return Buffer.concat(out);
  });
  const globalsWith = (offsets: number[]): Buffer => {
    const out: Buffer[] = [bof(v, 0x0005)];
    if (v === 8) out.push(biffRecord(0x00e1, u16(0x04b0))); // INTERFACEHDR
    if (codepage !== null) out.push(biffRecord(0x0042, u16(codepage)));
    out.push(biffRecord(0x0022, u16(spec.date1904 === true ? 1 : 0)));
    for (let i = 0; i < 5; i++) {
      const name = v === 8 ? shortXlString('Arial') : w.byteString('Arial', 1);
      out.push(
        biffRecord(0x0031, Buffer.concat([u16(200, 0, 0x7fff, 400, 0), Buffer.from([0, 0, 0, 0]), name])),
      );
    }
    out.push(...formatRecords(w, spec));
    out.push(biffRecord(0x0293, Buffer.concat([u16(0x8000), Buffer.from([0, 0xff])]))); // STYLE Normal
    out.push(...(spec.extraGlobals ?? []));
    spec.sheets.forEach((sheet, i) => {
      const name = v === 8 ? shortXlString(sheet.name) : w.byteString(sheet.name, 1);
      const state = Buffer.from([sheet.hidden === true ? 1 : 0, sheet.chart === true ? 2 : 0]);
      out.push(biffRecord(0x0085, Buffer.concat([u32(offsets[i] ?? 0), state, name])));
    });
    if (v === 8) out.push(...sstRecords(w.sst, spec.sstRecordBytes ?? 8224));
    out.push(biffRecord(0x000a, Buffer.alloc(0)));
    return Buffer.concat(out);
  };
  // The sheets' offsets need the globals' length, which does not depend on them.
  const globalsLength = globalsWith([]).length;
  const offsets: number[] = [];
  let at = globalsLength;
  for (const s of sheetStreams) {
    offsets.push(at);
    at += s.length;
  }
  return Buffer.concat([globalsWith(offsets), ...sheetStreams]);
}

// ---------------------------------------------------------------------------------------------
// the benchmark's workbook

/** A cell of the benchmark's workbook: text, a number, a date (an Excel serial day), or none. */
export type Biff5BenchCell = string | number | { date: number } | null;

/**
 * A BIFF5 (Excel 5.0/95) workbook of one sheet `Kunden` holding these rows (text as LABEL in
 * Windows-1252, at most 255 characters each; numbers as RK or NUMBER; dates with the built-in
 * format m/d/yy), written straight into one buffer: 65,535 rows of 8 columns take about 0.6 s.
 */
export function biff5Workbook(rows: readonly (readonly Biff5BenchCell[])[], sheetName = 'Kunden'): Buffer {
  const w = new Writer(5, 1252);
  const generalXf = w.xf(undefined);
  const dateXf = w.xf(14); // the built-in date format m/d/yy
  const cells = new ByteWriter();
  cells.record(0x0809, u16(0x0500, 0x0010, 0x0dbb, 0x07cc));
  const width = rows.reduce((n, r) => Math.max(n, r.length), 0);
  cells.record(0x0200, u16(0, Math.min(rows.length, 0xffff), 0, width, 0));
  const head = Buffer.alloc(6);
  rows.forEach((row, r) => {
    if (r > 0xffff) throw new Error('BIFF5 holds at most 65,536 rows');
    row.forEach((cell, c) => {
      if (cell === null || cell === '') return;
      head.writeUInt16LE(r, 0);
      head.writeUInt16LE(c, 2);
      head.writeUInt16LE(generalXf, 4);
      if (typeof cell === 'object') head.writeUInt16LE(dateXf, 4);
      const number = typeof cell === 'object' ? cell.date : cell;
      if (typeof number === 'number') {
        const rk = rkOf(number);
        cells.record(
          rk === undefined ? 0x0203 : 0x027e,
          Buffer.concat([head, rk === undefined ? f64(number) : u32(rk)]),
        );
        return;
      }
      const bytes = encodeCodepage(String(cell).slice(0, 255), 1252);
      cells.record(0x0204, Buffer.concat([head, u16(bytes.length), bytes]));
    });
  });
  cells.record(0x000a, Buffer.alloc(0));
  const sheet = cells.toBuffer();

  const globalsWith = (offset: number): Buffer => {
    const out: Buffer[] = [bof(5, 0x0005), biffRecord(0x0042, u16(1252)), biffRecord(0x0022, u16(0))];
    for (let i = 0; i < 5; i++) {
      out.push(
        biffRecord(
          0x0031,
          Buffer.concat([u16(200, 0, 0x7fff, 400, 0), Buffer.from([0, 0, 0, 0]), w.byteString('Arial', 1)]),
        ),
      );
    }
    out.push(...formatRecords(w));
    out.push(
      biffRecord(0x0085, Buffer.concat([u32(offset), Buffer.from([0, 0]), w.byteString(sheetName, 1)])),
    );
    out.push(biffRecord(0x000a, Buffer.alloc(0)));
    return Buffer.concat(out);
  };
  const globals = globalsWith(globalsWith(0).length);
  return cfbFile([{ name: 'Book', data: Buffer.concat([globals, sheet]) }]);
}

/**
 * `npm run bench:upload`'s BIFF5 file (issue 21): a customer list of `rows` data rows under a
 * header row, German company names, addresses, numbers and dates as a report generator writes them.
 * A BIFF5 sheet numbers its rows in 16 bits, so it holds at most 65,536 rows: the default is the
 * most data rows one sheet can take, and more are refused.
 */
export function largeBiff5Workbook(rows = 65_535): Buffer {
  const table: Biff5BenchCell[][] = [
    ['Kundennummer', 'Firmenname', 'Straße', 'PLZ', 'Ort', 'Telefon', 'Umsatz', 'Kunde seit'],
  ];
  const streets = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Schillerplatz'];
  const cities = ['München', 'Köln', 'Düsseldorf', 'Nürnberg', 'Würzburg', 'Berlin', 'Hamburg'];
  const forms = ['GmbH', 'AG', 'GmbH & Co. KG', 'e.K.', 'OHG'];
  for (let i = 1; i <= rows; i++) {
    table.push([
      100000 + i,
      `Müller ${i} ${forms[i % forms.length]}`,
      `${streets[i % streets.length]} ${1 + (i % 120)}`,
      String(10000 + ((i * 7919) % 89999)).padStart(5, '0'),
      cities[i % cities.length]!,
      `+49 ${200 + (i % 700)} ${100000 + ((i * 31) % 899999)}`,
      Math.round(((i * 7.31) % 100000) * 100) / 100,
      i % 10 === 0 ? null : { date: 36526 + (i % 9000) },
    ]);
  }
  return biff5Workbook(table);
}
