/**
 * The record layer of the xls reader (xls.ts): BIFF records of every version, from Excel 2.x
 * (BIFF2) to Excel 97-2003 (BIFF8), and the strings in them.
 *
 * - A record is a 16-bit type, a 16-bit length and that many bytes. A stream that ends inside a
 *   record (or its header) is truncated: `RecordReader` stops there and says so, the caller keeps
 *   what it read (issue 21).
 * - What a record holds is never trusted: a field or string running past its record (and its
 *   CONTINUE records) throws `BrokenRecord`, which the reader turns into a warning about the one
 *   cell or format the record describes.
 * - BIFF8 strings are Unicode (8-bit "compressed" Latin-1 or UTF-16LE, per a flag byte that is
 *   repeated where the characters continue in a CONTINUE record); BIFF2-BIFF7 strings are bytes in
 *   the workbook's code page (codepages.ts).
 */
import type { Codepage } from './codepages.ts';

/** BIFF versions as the reader tells them apart; Excel 95 (BIFF7) is read as BIFF5. */
export type BiffVersion = 2 | 3 | 4 | 5 | 8;

/** A record or string that cannot be decoded; never leaves the reader. */
export class BrokenRecord extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrokenRecord';
  }
}

export const CONTINUE = 0x003c;

export interface BiffRecord {
  type: number;
  data: Buffer;
  /** Offset of the record's header in the stream. */
  offset: number;
}

/** The records of a BIFF stream from an offset, up to its end or the first record cut off by it. */
export class RecordReader {
  readonly #stream: Buffer;
  #pos: number;
  #truncated = false;

  constructor(stream: Buffer, offset: number) {
    this.#stream = stream;
    this.#pos = offset;
  }

  /** True once a record (or a record header) ran past the end of the stream. */
  get truncated(): boolean {
    return this.#truncated;
  }

  /** The next record; undefined at the end of the stream or at a record it cuts off. */
  next(): BiffRecord | undefined {
    const stream = this.#stream;
    const offset = this.#pos;
    if (offset >= stream.length) return undefined;
    if (offset + 4 > stream.length) return this.#cutOff();
    const type = stream.readUInt16LE(offset);
    const length = stream.readUInt16LE(offset + 2);
    if (offset + 4 + length > stream.length) return this.#cutOff();
    this.#pos = offset + 4 + length;
    return { type, data: stream.subarray(offset + 4, offset + 4 + length), offset };
  }

  #cutOff(): undefined {
    this.#truncated = true;
    this.#pos = this.#stream.length;
    return undefined;
  }

  /** The data of the CONTINUE records that follow (complete ones). */
  continues(): Buffer[] {
    const parts: Buffer[] = [];
    const stream = this.#stream;
    while (this.#pos + 4 <= stream.length && stream.readUInt16LE(this.#pos) === CONTINUE) {
      const record = this.next();
      if (record === undefined) break;
      parts.push(record.data);
    }
    return parts;
  }
}

/**
 * Reads across a record and its CONTINUE records. Characters of a BIFF8 string that do not fit in
 * one record continue in the next one after a new flag byte (bit 0: 16-bit characters), so a string
 * may switch between 8 and 16 bits there; other fields simply continue.
 */
export class SegmentReader {
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
    if (!this.#ready()) throw new BrokenRecord('data runs past its records');
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
      if (!this.#ready()) throw new BrokenRecord('data runs past its records');
      const take = Math.min(rest, this.#segments[this.#index]!.length - this.#pos);
      this.#pos += take;
      rest -= take;
    }
  }

  /** `count` BIFF8 characters, 16-bit when `high`; a continuation re-reads the flag byte. */
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
      if (this.#index >= this.#segments.length) throw new BrokenRecord('string runs past its records');
      wide = (this.u8() & 1) === 1;
    }
  }

  /** `count` bytes of a BIFF2-BIFF7 string in the workbook's code page (no flag bytes at continuations). */
  codepageChars(count: number, codepage: Codepage): string {
    const parts: Buffer[] = [];
    let rest = count;
    while (rest > 0) {
      if (!this.#ready()) throw new BrokenRecord('string runs past its records');
      const segment = this.#segments[this.#index]!;
      const take = Math.min(rest, segment.length - this.#pos);
      parts.push(segment.subarray(this.#pos, this.#pos + take));
      this.#pos += take;
      rest -= take;
    }
    return codepage.decode(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
  }

  /** XLUnicodeString (BIFF8): 16-bit count, flags, characters. */
  xlString(): string {
    const count = this.u16();
    const flags = this.u8();
    return this.chars(count, (flags & 1) === 1);
  }

  /** A BIFF2-BIFF7 byte string: an 8- or 16-bit count, then the bytes. */
  byteString(countBytes: 1 | 2, codepage: Codepage): string {
    const count = countBytes === 1 ? this.u8() : this.u16();
    return this.codepageChars(count, codepage);
  }
}

/** A string of a single record at `at`: the BIFF8 form when `codepage` is undefined, else a byte string. */
export function recordString(
  data: Buffer,
  at: number,
  countBytes: 1 | 2,
  codepage: Codepage | undefined,
): string {
  const reader = new SegmentReader([data], at);
  if (codepage !== undefined) return reader.byteString(countBytes, codepage);
  const count = countBytes === 1 ? reader.u8() : reader.u16();
  if (count === 0) return ''; // whatever its flag byte holds, or lacks
  const flags = reader.u8();
  return reader.chars(count, (flags & 1) === 1);
}

/**
 * As much of a string as its record holds, for names that are better shown cut than lost: the
 * text and whether it was complete.
 */
export function partialRecordString(
  data: Buffer,
  at: number,
  codepage: Codepage | undefined,
): { text: string; complete: boolean } {
  if (at >= data.length) return { text: '', complete: false };
  const count = data[at]!;
  if (codepage !== undefined) {
    const end = Math.min(data.length, at + 1 + count);
    return { text: codepage.decode(data.subarray(at + 1, end)), complete: end === at + 1 + count };
  }
  if (at + 1 >= data.length) return { text: '', complete: count === 0 };
  const wide = (data[at + 1]! & 1) === 1;
  const start = at + 2;
  const available = wide ? (data.length - start) >> 1 : data.length - start;
  const fit = Math.min(count, available);
  return {
    text: data.toString(wide ? 'utf16le' : 'latin1', start, start + (wide ? fit * 2 : fit)),
    complete: fit === count,
  };
}

/** The number of an RK value ([MS-XLS] 2.5.217). */
export function rkValue(rk: number): number {
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

/** BOF record types of BIFF2, BIFF3, BIFF4 and BIFF5-8. */
export const BOF_TYPES: ReadonlySet<number> = new Set([0x0009, 0x0209, 0x0409, 0x0809]);

/** Versions some third-party writers put in a BIFF5-style BOF (as xlrd reads them). */
const ODD_BOF_VERSIONS = new Map<number, BiffVersion>([
  [0x0000, 2],
  [0x0007, 2],
  [0x0200, 2],
  [0x0300, 3],
  [0x0400, 4],
]);

/** Substream types of the BOF record. */
export const DT_GLOBALS = 0x0005;
export const DT_WORKSHEET = 0x0010;
export const DT_CHART = 0x0020;
export const DT_MACRO_SHEET = 0x0040;
/** An Excel 4.0 workbook's globals (BIFF4W). */
export const DT_BIFF4_WORKBOOK = 0x0100;

/**
 * The version and substream type of a BOF record; `hint` decides a BIFF5-style BOF with a version
 * field we do not know (8 in a `Workbook` stream, 5 in a `Book` stream). Undefined for no BOF.
 */
export function readBof(
  record: BiffRecord | undefined,
  hint: 5 | 8,
): { version: BiffVersion; dt: number } | undefined {
  if (record === undefined || !BOF_TYPES.has(record.type) || record.data.length < 4) return undefined;
  const field = record.data.readUInt16LE(0);
  const dt = record.data.readUInt16LE(2);
  if (record.type === 0x0009) return { version: 2, dt };
  if (record.type === 0x0209) return { version: 3, dt };
  if (record.type === 0x0409) return { version: 4, dt };
  if (field === 0x0600) return { version: 8, dt };
  if (field === 0x0500) return { version: 5, dt };
  return { version: ODD_BOF_VERSIONS.get(field) ?? hint, dt };
}

/**
 * True when the bytes start like a BIFF stream outside a compound file (Excel 2.x to 4.0 wrote
 * worksheets so): a BOF record of a plausible length and a known substream type.
 */
export function looksLikeBareBiff(head: Uint8Array): boolean {
  if (head.length < 8) return false;
  const type = head[0]! | (head[1]! << 8);
  const length = head[2]! | (head[3]! << 8);
  const dt = head[6]! | (head[7]! << 8);
  if (!BOF_TYPES.has(type) || length < 4 || length > 20) return false;
  return [DT_GLOBALS, DT_WORKSHEET, DT_CHART, DT_MACRO_SHEET, DT_BIFF4_WORKBOOK].includes(dt);
}
