/**
 * The index on disk, so a restart loads it instead of rebuilding: a small JSON header (format
 * version, source fingerprint, the index's facts, the table of sections) followed by every array
 * byte for byte, 8-byte aligned. Loading reads each section straight into a SharedArrayBuffer:
 * no parsing, one copy. Written to a temporary file and renamed, so a crash never leaves half a
 * cache behind.
 */
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { SECTION_TYPES, sectionTypeOf, viewOf, type SectionArray, type SectionType } from './buffers.ts';
import {
  INDEX_FORMAT_VERSION,
  flattenArrays,
  unflattenArrays,
  type CompanyIndexData,
  type IndexMeta,
} from './company-index.ts';

const MAGIC = Buffer.from('DCMATCH1');
/** Reads and writes in slices: one readSync/writeSync call handles at most 2 GiB. */
const SLICE = 1 << 30;

interface SectionEntry {
  path: string;
  type: SectionType;
  length: number;
  offset: number;
}

interface Header {
  version: number;
  meta: IndexMeta;
  sections: SectionEntry[];
}

/** A cache file cut short (a full disk): rebuilt like a stale one. */
class TruncatedCacheError extends Error {}

function align8(n: number): number {
  return Math.ceil(n / 8) * 8;
}

/** Writes the index to `file` (atomically). Returns the file size in bytes. */
export function writeIndexCache(file: string, data: CompanyIndexData): number {
  mkdirSync(path.dirname(file), { recursive: true });
  const sections = flattenArrays(data.arrays);
  // Offsets are relative to the end of the header block; the header's own length is fixed first.
  const entries: SectionEntry[] = [];
  let offset = 0;
  for (const [sectionPath, array] of sections) {
    entries.push({ path: sectionPath, type: sectionTypeOf(array), length: array.length, offset });
    offset = align8(offset + array.byteLength);
  }
  const header: Header = { version: INDEX_FORMAT_VERSION, meta: data.meta, sections: entries };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const dataStart = align8(MAGIC.length + 4 + headerBytes.length);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    const lead = Buffer.alloc(dataStart);
    MAGIC.copy(lead, 0);
    lead.writeUInt32LE(headerBytes.length, MAGIC.length);
    headerBytes.copy(lead, MAGIC.length + 4);
    writeSync(fd, lead, 0, lead.length, 0);
    sections.forEach(([, array], i) => {
      const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
      for (let done = 0; done < bytes.length; done += SLICE) {
        const size = Math.min(SLICE, bytes.length - done);
        writeSync(fd, bytes, done, size, dataStart + entries[i]!.offset + done);
      }
    });
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
  return dataStart + offset;
}

/**
 * Reads a cached index, or returns null when the file is missing, of another format version or
 * built from another source (fingerprint) — the caller then rebuilds it.
 */
export function readIndexCache(file: string, fingerprint: string): CompanyIndexData | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const lead = Buffer.alloc(MAGIC.length + 4);
    if (
      readSync(fd, lead, 0, lead.length, 0) !== lead.length ||
      !lead.subarray(0, MAGIC.length).equals(MAGIC)
    ) {
      return null;
    }
    const headerLength = lead.readUInt32LE(MAGIC.length);
    const headerBytes = Buffer.alloc(headerLength);
    readSync(fd, headerBytes, 0, headerLength, lead.length);
    const header = JSON.parse(headerBytes.toString('utf8')) as Header;
    if (header.version !== INDEX_FORMAT_VERSION || header.meta.fingerprint !== fingerprint) return null;
    const dataStart = align8(lead.length + headerLength);
    const sections: [string, SectionArray][] = header.sections.map((entry) => {
      const Type = SECTION_TYPES[entry.type];
      const byteLength = entry.length * Type.BYTES_PER_ELEMENT;
      const buffer = new SharedArrayBuffer(Math.max(1, byteLength));
      const bytes = Buffer.from(buffer, 0, byteLength);
      for (let done = 0; done < byteLength; done += SLICE) {
        const size = Math.min(SLICE, byteLength - done);
        const read = readSync(fd, bytes, done, size, dataStart + entry.offset + done);
        if (read !== size) throw new TruncatedCacheError();
      }
      return [entry.path, viewOf(Type, buffer, entry.length)];
    });
    return { meta: header.meta, arrays: unflattenArrays(sections) };
  } catch (error) {
    if (error instanceof TruncatedCacheError || error instanceof SyntaxError) return null;
    throw error;
  } finally {
    closeSync(fd);
  }
}
