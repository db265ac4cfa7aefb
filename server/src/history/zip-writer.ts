/**
 * A small streaming zip writer for the exports list's bulk download (getHistoryExportsZip): entries
 * are read from disk and written one after the other, so memory stays flat however large the
 * files; nothing is buffered beyond a stream chunk. Sizes and CRC-32 follow each entry in a data
 * descriptor (general purpose bit 3), names are UTF-8 (bit 11). xlsx files are zip containers
 * already and are stored; text (csv, LIESMICH.txt) is deflated. Archives past 4 GiB get ZIP64 end
 * records and ZIP64 offsets; a single entry must stay below 4 GiB (export files are far smaller).
 */
import { PassThrough, Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export interface ZipSource {
  /** The entry's name in the archive, `/`-separated. */
  name: string;
  /** Modification time shown by unzip tools (stored as UTC, zip has no time zone). */
  date: Date;
  /** Deflate the data (true) or store it as it is (already compressed data like xlsx). */
  compress: boolean;
  /** Opens the entry's data when its turn comes. */
  open(): Readable;
}

export interface ZipWriterOptions {
  /** Offsets and counts from which ZIP64 records are written (tests lower it; default 0xffffffff). */
  zip64Threshold?: number;
}

const MAX32 = 0xffffffff;

/** Counts bytes and their CRC-32 while passing them through. */
class Measure extends Transform {
  crc = 0;
  size = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.crc = zlib.crc32(chunk, this.crc);
    this.size += chunk.length;
    callback(null, chunk);
  }
}

function dosDateTime(date: Date): { time: number; date: number } {
  const year = date.getUTCFullYear();
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((Math.min(year, 2107) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** Writes to a stream, waiting for 'drain' when it is full; fails when the reader went away. */
function put(out: Writable, data: Buffer): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('zip output closed'));
  if (out.write(data)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('zip output closed'));
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

/**
 * The zip of the given entries as a readable stream. An entry that fails to open or read ends
 * the stream with that error (the client sees a broken download, the log the cause).
 */
export function zipStream(
  sources: Iterable<ZipSource> | AsyncIterable<ZipSource>,
  options: ZipWriterOptions = {},
): Readable {
  const threshold = options.zip64Threshold ?? MAX32;
  const out = new PassThrough();
  let offset = 0;
  const write = async (data: Buffer) => {
    await put(out, data);
    offset += data.length;
  };

  async function writeEntry(source: ZipSource, written: Written[]): Promise<void> {
    const name = Buffer.from(source.name, 'utf8');
    const { time, date } = dosDateTime(source.date);
    const method = source.compress ? 8 : 0;
    const entryOffset = offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // crc and sizes (14-25) stay 0: they follow in the data descriptor.
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    await write(Buffer.concat([header, name]));

    const raw = new Measure();
    const stored = new Measure();
    const stages: NodeJS.ReadWriteStream[] = [raw];
    if (source.compress) stages.push(zlib.createDeflateRaw({ level: 6 }));
    stages.push(stored);
    await pipeline([source.open(), ...stages, out], { end: false });
    offset += stored.size;
    if (raw.size >= MAX32 || stored.size >= MAX32) {
      throw new Error(`zip entry ${source.name} is 4 GiB or larger`);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(raw.crc >>> 0, 4);
    descriptor.writeUInt32LE(stored.size, 8);
    descriptor.writeUInt32LE(raw.size, 12);
    await write(descriptor);
    written.push({
      name,
      method,
      time,
      date,
      crc: raw.crc >>> 0,
      compressedSize: stored.size,
      size: raw.size,
      offset: entryOffset,
    });
  }

  async function writeCentralDirectory(written: Written[]): Promise<void> {
    const cdOffset = offset;
    for (const entry of written) {
      const zip64 = entry.offset >= threshold;
      const extra = zip64 ? Buffer.alloc(12) : Buffer.alloc(0);
      if (zip64) {
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(8, 2);
        extra.writeBigUInt64LE(BigInt(entry.offset), 4);
      }
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(45, 4); // made by: MS-DOS attributes, zip 4.5
      header.writeUInt16LE(zip64 ? 45 : 20, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(entry.method, 10);
      header.writeUInt16LE(entry.time, 12);
      header.writeUInt16LE(entry.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt16LE(extra.length, 30);
      // comment length, disk, attributes (32-41) stay 0.
      header.writeUInt32LE(zip64 ? MAX32 : entry.offset, 42);
      await write(Buffer.concat([header, entry.name, extra]));
    }
    const cdSize = offset - cdOffset;
    const zip64 = written.length >= 0xffff || cdOffset >= threshold || cdSize >= threshold;
    if (zip64) {
      const recordOffset = offset;
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(45, 12);
      record.writeUInt16LE(45, 14);
      // this disk and the central directory's disk (16-23) are 0.
      record.writeBigUInt64LE(BigInt(written.length), 24);
      record.writeBigUInt64LE(BigInt(written.length), 32);
      record.writeBigUInt64LE(BigInt(cdSize), 40);
      record.writeBigUInt64LE(BigInt(cdOffset), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(recordOffset), 8);
      locator.writeUInt32LE(1, 16);
      await write(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(zip64 ? 0xffff : written.length, 8);
    end.writeUInt16LE(zip64 ? 0xffff : written.length, 10);
    end.writeUInt32LE(zip64 ? MAX32 : cdSize, 12);
    end.writeUInt32LE(zip64 ? MAX32 : cdOffset, 16);
    await write(end);
  }

  void (async () => {
    const written: Written[] = [];
    for await (const source of sources) await writeEntry(source, written);
    await writeCentralDirectory(written);
    out.end();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
