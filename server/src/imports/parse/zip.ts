/**
 * A small, defensive zip reader for xlsx containers (bad-inputs 27-29). The upload (at most ~100 MB)
 * is read into memory; only the central directory is trusted for the list of entries and nothing
 * is inflated before these checks pass:
 * - more entries than limits.maxZipEntries, or a declared uncompressed size over
 *   limits.maxPartBytes, gives `file_too_complex` before anything is inflated;
 * - inflating stops as soon as the real output passes the declared size (never more than
 *   limits.maxPartBytes): a header that lies low is `file_too_complex`, caught with a small
 *   allocation; output short of the declared size or failing its CRC-32 is `corrupt_file`;
 * - an encrypted entry (general purpose flag bit 0 or 6, method 99) gives `password_protected`;
 * - anything malformed (no end record, offsets out of the file, bad signatures, a broken deflate
 *   stream) gives `corrupt_file`; other compression methods give `unsupported_format`.
 * ZIP64 end records and size fields are read. Entries are only opened by name, so a zip nested in
 * the container is never opened.
 */
import zlib from 'node:zlib';
import { ParseError, type ParseLimits } from './types.ts';

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Bytes handed out at a time by `chunks`. */
const CHUNK_SIZE = 256 * 1024;

export interface ZipEntry {
  /** The name as stored, `/` separated. */
  name: string;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `zip: ${message}` });
}

function tooComplex(message: string): ParseError {
  return new ParseError('file_too_complex', { message: `zip: ${message}` });
}

function u64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt('64-bit field out of range');
  return Number(value);
}

/** The key under which a part is looked up: OPC part names are case-insensitive, without leading `/`. */
function partKey(name: string): string {
  return name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase();
}

export class ZipArchive {
  readonly #buffer: Buffer;
  readonly #limits: ParseLimits;
  readonly #entries: ZipEntry[];
  readonly #byName = new Map<string, ZipEntry>();
  /** Where the central directory starts: no entry's data may reach into it. */
  readonly #dataEnd: number;

  private constructor(buffer: Buffer, limits: ParseLimits, entries: ZipEntry[], dataEnd: number) {
    this.#buffer = buffer;
    this.#limits = limits;
    this.#entries = entries;
    this.#dataEnd = dataEnd;
    for (const entry of entries) {
      const key = partKey(entry.name);
      if (!this.#byName.has(key)) this.#byName.set(key, entry);
    }
  }

  /** Reads the central directory; throws `corrupt_file`, `file_too_complex` or `unsupported_format`. */
  static open(buffer: Buffer, limits: ParseLimits): ZipArchive {
    if (buffer.length < EOCD_SIZE) throw corrupt('too short');
    let eocd = -1;
    const lowest = Math.max(0, buffer.length - EOCD_SIZE - MAX_COMMENT);
    for (let at = buffer.length - EOCD_SIZE; at >= lowest; at--) {
      if (
        buffer.readUInt32LE(at) === EOCD_SIGNATURE &&
        at + EOCD_SIZE + buffer.readUInt16LE(at + 20) <= buffer.length
      ) {
        eocd = at;
        break;
      }
    }
    if (eocd === -1) throw corrupt('no end of central directory');
    const disk = buffer.readUInt16LE(eocd + 4);
    const cdDisk = buffer.readUInt16LE(eocd + 6);
    let count = buffer.readUInt16LE(eocd + 10);
    let cdSize = buffer.readUInt32LE(eocd + 12);
    let cdOffset = buffer.readUInt32LE(eocd + 16);
    let cdEnd = eocd;
    const locator = eocd - 20;
    if (locator >= 0 && buffer.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
      const at = u64(buffer, locator + 8);
      if (at + 56 > locator || buffer.readUInt32LE(at) !== ZIP64_EOCD_SIGNATURE)
        throw corrupt('bad zip64 end record');
      if (buffer.readUInt32LE(at + 16) !== 0 || buffer.readUInt32LE(at + 20) !== 0) {
        throw new ParseError('unsupported_format', { message: 'zip: multi-disk archive' });
      }
      count = u64(buffer, at + 32);
      cdSize = u64(buffer, at + 40);
      cdOffset = u64(buffer, at + 48);
      cdEnd = at;
    } else if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
      throw corrupt('zip64 fields without a zip64 end record');
    } else if (disk !== 0 || cdDisk !== 0) {
      throw new ParseError('unsupported_format', { message: 'zip: multi-disk archive' });
    }
    if (count > limits.maxZipEntries) throw tooComplex(`${count} entries`);
    if (cdOffset + cdSize > cdEnd) throw corrupt('central directory out of the file');
    if (count * 46 > cdSize) throw corrupt('central directory too small for its entries');

    const entries: ZipEntry[] = [];
    let pos = cdOffset;
    const end = cdOffset + cdSize;
    for (let i = 0; i < count; i++) {
      if (pos + 46 > end || buffer.readUInt32LE(pos) !== CENTRAL_SIGNATURE)
        throw corrupt('bad central directory entry');
      const flags = buffer.readUInt16LE(pos + 8);
      const method = buffer.readUInt16LE(pos + 10);
      const crc32 = buffer.readUInt32LE(pos + 16);
      let compressedSize = buffer.readUInt32LE(pos + 20);
      let uncompressedSize = buffer.readUInt32LE(pos + 24);
      const nameLength = buffer.readUInt16LE(pos + 28);
      const extraLength = buffer.readUInt16LE(pos + 30);
      const commentLength = buffer.readUInt16LE(pos + 32);
      let localHeaderOffset = buffer.readUInt32LE(pos + 42);
      const nameStart = pos + 46;
      const extraStart = nameStart + nameLength;
      const next = extraStart + extraLength + commentLength;
      if (next > end) throw corrupt('central directory entry out of bounds');
      const name = buffer.toString(flags & 0x800 ? 'utf8' : 'latin1', nameStart, extraStart);
      if (
        uncompressedSize === 0xffffffff ||
        compressedSize === 0xffffffff ||
        localHeaderOffset === 0xffffffff
      ) {
        // ZIP64 extended information: the 0xffffffff fields, in this order.
        let found = false;
        for (let x = extraStart; x + 4 <= extraStart + extraLength;) {
          const id = buffer.readUInt16LE(x);
          const size = buffer.readUInt16LE(x + 2);
          if (x + 4 + size > extraStart + extraLength) break;
          if (id === 0x0001) {
            let f = x + 4;
            const take = (): number => {
              if (f + 8 > x + 4 + size) throw corrupt('short zip64 extra field');
              const value = u64(buffer, f);
              f += 8;
              return value;
            };
            if (uncompressedSize === 0xffffffff) uncompressedSize = take();
            if (compressedSize === 0xffffffff) compressedSize = take();
            if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
            found = true;
            break;
          }
          x += 4 + size;
        }
        if (!found) throw corrupt('zip64 sizes without extra field');
      }
      if (uncompressedSize > limits.maxPartBytes)
        throw tooComplex(`${name} declares ${uncompressedSize} bytes`);
      if (localHeaderOffset + 30 + compressedSize > cdOffset) throw corrupt(`${name} out of the file`);
      entries.push({ name, flags, method, crc32, compressedSize, uncompressedSize, localHeaderOffset });
      pos = next;
    }
    return new ZipArchive(buffer, limits, entries, cdOffset);
  }

  get entries(): readonly ZipEntry[] {
    return this.#entries;
  }

  /** The entry of a part name (case-insensitive, leading `/` ignored). */
  find(name: string): ZipEntry | undefined {
    return this.#byName.get(partKey(name));
  }

  /** The compressed bytes of an entry, after the local header checks. */
  #rawData(entry: ZipEntry): Buffer {
    const buffer = this.#buffer;
    const at = entry.localHeaderOffset;
    if (at + 30 > this.#dataEnd || buffer.readUInt32LE(at) !== LOCAL_SIGNATURE) {
      throw corrupt(`bad local header of ${entry.name}`);
    }
    const localFlags = buffer.readUInt16LE(at + 6);
    if ((entry.flags | localFlags) & 0x41 || entry.method === 99) {
      throw new ParseError('password_protected', { message: `zip: ${entry.name} is encrypted` });
    }
    if (entry.method !== 0 && entry.method !== 8) {
      throw new ParseError('unsupported_format', { message: `zip: compression method ${entry.method}` });
    }
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    if (start + entry.compressedSize > this.#dataEnd) throw corrupt(`${entry.name} out of the file`);
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw corrupt(`stored ${entry.name} with two sizes`);
      if (entry.compressedSize > this.#limits.maxPartBytes) throw tooComplex(`${entry.name} too large`);
    }
    return data;
  }

  #check(entry: ZipEntry, size: number, crc: number): void {
    if (size !== entry.uncompressedSize) throw corrupt(`${entry.name} is not the size its header declares`);
    if (crc >>> 0 !== entry.crc32 >>> 0) throw corrupt(`${entry.name} fails its CRC-32 check`);
  }

  /** The whole uncompressed part, for the small ones; inflating stops past the declared size. */
  read(entry: ZipEntry): Buffer {
    const data = this.#rawData(entry);
    let out: Buffer;
    if (entry.method === 0) {
      out = data;
    } else {
      try {
        // One byte more than declared is enough to know the header lies.
        const cap = Math.min(this.#limits.maxPartBytes, entry.uncompressedSize + 1);
        out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
      } catch (error) {
        if (error instanceof RangeError) throw tooComplex(`${entry.name} inflates past the part limit`);
        throw corrupt(`${entry.name}: ${(error as Error).message}`);
      }
    }
    this.#check(entry, out.length, zlib.crc32(out));
    return out;
  }

  /**
   * The uncompressed part in chunks, memory staying flat; inflating stops once more bytes came out
   * than declared (at most limits.maxPartBytes). Stopping the iteration early ends the inflater.
   */
  async *chunks(entry: ZipEntry): AsyncGenerator<Buffer, void, undefined> {
    const data = this.#rawData(entry);
    let total = 0;
    let crc = 0;
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += CHUNK_SIZE) {
        const chunk = data.subarray(at, at + CHUNK_SIZE);
        total += chunk.length;
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
      this.#check(entry, total, crc);
      return;
    }
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK_SIZE });
    inflater.end(data);
    const cap = Math.min(this.#limits.maxPartBytes, entry.uncompressedSize);
    try {
      const iterator = inflater[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      for (;;) {
        let step: IteratorResult<Buffer>;
        try {
          step = await iterator.next();
        } catch (error) {
          throw corrupt(`${entry.name}: ${(error as Error).message}`);
        }
        if (step.done === true) break;
        const chunk = step.value;
        total += chunk.length;
        if (total > cap) throw tooComplex(`${entry.name} inflates past the part limit`);
        crc = zlib.crc32(chunk, crc);
        yield chunk;
      }
    } finally {
      inflater.destroy();
    }
    this.#check(entry, total, crc);
  }
}

/** Opens a zip held in memory (see ZipArchive.open). */
export function openZip(buffer: Buffer, limits: ParseLimits): ZipArchive {
  return ZipArchive.open(buffer, limits);
}
