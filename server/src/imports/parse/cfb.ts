/**
 * A defensive reader of OLE2 compound files ([MS-CFB]), the container of .xls workbooks and of
 * password-protected Office Open XML files (bad-inputs 26, 27, 33).
 *
 * The whole file is in memory. The header, the DIFAT (109 entries in the header plus the chain of
 * DIFAT sectors), the FAT, the directory and the mini FAT are read up front; every chain is walked
 * with a visited set and a length bound, so a loop, a sector outside the file or a stream size its
 * chain cannot hold gives `corrupt_file` instead of hanging or reading out of bounds. Streams under
 * the mini stream cutoff (4096 bytes) are read from the mini stream in 64-byte mini sectors. Only
 * the streams of the root storage are listed (the ones a workbook needs). `readAvailable` reads a
 * stream whose chain leaves the file as far as it goes, so a truncated workbook keeps its first
 * rows (issue 21).
 */
import { ParseError } from './types.ts';

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const MAXREGSECT = 0xfffffffa;
const NOSTREAM = 0xffffffff;
const MINI_SECTOR_SIZE = 64;

function corrupt(message: string): ParseError {
  return new ParseError('corrupt_file', { message: `cfb: ${message}` });
}

/** True when the bytes start with the compound file signature. */
export function isCompoundFile(buffer: Uint8Array): boolean {
  return buffer.length >= 8 && SIGNATURE.equals(buffer.subarray(0, 8));
}

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

export class CompoundFile {
  readonly #buffer: Buffer;
  readonly #sectorSize: number;
  readonly #sectorCount: number;
  readonly #fat: Uint32Array;
  readonly #miniFat: Uint32Array;
  readonly #miniCutoff: number;
  readonly #root: DirectoryEntry;
  /** Root storage's streams by upper-case name. */
  readonly #streams = new Map<string, DirectoryEntry>();
  #miniStream: Buffer | undefined;

  constructor(buffer: Buffer) {
    if (buffer.length < 512 || !isCompoundFile(buffer)) throw corrupt('no compound file header');
    this.#buffer = buffer;
    const major = buffer.readUInt16LE(0x1a);
    const shift = buffer.readUInt16LE(0x1e);
    if (buffer.readUInt16LE(0x1c) !== 0xfffe) throw corrupt('bad byte order mark');
    if (!((major === 3 && shift === 9) || (major === 4 && shift === 12)))
      throw corrupt('bad version or sector size');
    if (buffer.readUInt16LE(0x20) !== 6) throw corrupt('bad mini sector size');
    this.#sectorSize = 1 << shift;
    this.#sectorCount = Math.ceil((buffer.length - this.#sectorSize) / this.#sectorSize);
    this.#miniCutoff = buffer.readUInt32LE(0x38);
    if (this.#miniCutoff !== 4096) throw corrupt('bad mini stream cutoff');

    const fatSectors = buffer.readUInt32LE(0x2c);
    const firstDir = buffer.readUInt32LE(0x30);
    const firstMiniFat = buffer.readUInt32LE(0x3c);
    const miniFatSectors = buffer.readUInt32LE(0x40);
    const firstDifat = buffer.readUInt32LE(0x44);
    const difatSectors = buffer.readUInt32LE(0x48);
    if (fatSectors > this.#sectorCount || difatSectors > this.#sectorCount)
      throw corrupt('too many FAT sectors');

    // DIFAT: which sectors hold the FAT.
    const fatIds: number[] = [];
    for (let i = 0; i < 109 && fatIds.length < fatSectors; i++)
      fatIds.push(buffer.readUInt32LE(0x4c + i * 4));
    const perSector = this.#sectorSize / 4;
    const seenDifat = new Set<number>();
    let difat = firstDifat;
    while (fatIds.length < fatSectors) {
      if (difat === ENDOFCHAIN || difat === FREESECT) throw corrupt('DIFAT ends early');
      if (seenDifat.has(difat) || seenDifat.size >= difatSectors) throw corrupt('DIFAT loop');
      seenDifat.add(difat);
      const at = this.#fullSector(difat);
      for (let k = 0; k < perSector - 1 && fatIds.length < fatSectors; k++)
        fatIds.push(buffer.readUInt32LE(at + k * 4));
      difat = buffer.readUInt32LE(at + (perSector - 1) * 4);
    }
    const fat = new Uint32Array(fatIds.length * perSector);
    const seenFat = new Set<number>();
    fatIds.forEach((id, i) => {
      if (seenFat.has(id)) throw corrupt('FAT sector listed twice');
      seenFat.add(id);
      const at = this.#fullSector(id);
      for (let k = 0; k < perSector; k++) fat[i * perSector + k] = buffer.readUInt32LE(at + k * 4);
    });
    this.#fat = fat;

    // Directory entries are decoded only when the tree walk reaches them.
    const dir = this.#readChain(firstDir, Infinity);
    const entryAt = (id: number): DirectoryEntry | undefined => {
      const at = id * 128;
      if (at + 128 > dir.length) return undefined;
      const nameLength = Math.min(64, dir.readUInt16LE(at + 0x40));
      const low = dir.readUInt32LE(at + 0x78);
      const high = major === 3 ? 0 : dir.readUInt32LE(at + 0x7c);
      return {
        name: dir.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
        type: dir[at + 0x42]!,
        left: dir.readUInt32LE(at + 0x44),
        right: dir.readUInt32LE(at + 0x48),
        child: dir.readUInt32LE(at + 0x4c),
        start: dir.readUInt32LE(at + 0x74),
        size: high * 2 ** 32 + low,
      };
    };
    const root = entryAt(0);
    if (root === undefined || root.type !== 5) throw corrupt('no root entry');
    this.#root = root;

    this.#miniFat = new Uint32Array(0);
    if (miniFatSectors > 0 && firstMiniFat !== ENDOFCHAIN) {
      const raw = this.#readChain(firstMiniFat, miniFatSectors * this.#sectorSize);
      const miniFat = new Uint32Array(Math.floor(raw.length / 4));
      for (let i = 0; i < miniFat.length; i++) miniFat[i] = raw.readUInt32LE(i * 4);
      this.#miniFat = miniFat;
    }

    // The root storage's children: a tree walked with a visited set.
    const seen = new Set<number>();
    const pending = [root.child];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (id === NOSTREAM) continue;
      const entry = id === NOSTREAM ? undefined : entryAt(id);
      if (entry === undefined || id === 0) throw corrupt('directory link out of range');
      if (seen.has(id)) throw corrupt('directory loop');
      seen.add(id);
      if (entry.type === 2 && !this.#streams.has(entry.name.toUpperCase()))
        this.#streams.set(entry.name.toUpperCase(), entry);
      pending.push(entry.left, entry.right);
    }
  }

  #sectorOffset(id: number): number {
    if (id > MAXREGSECT || id >= this.#sectorCount) throw corrupt(`sector ${id} out of the file`);
    return (id + 1) * this.#sectorSize;
  }

  /** Offset of a sector that must be wholly in the file (FAT, DIFAT). */
  #fullSector(id: number): number {
    const at = this.#sectorOffset(id);
    if (at + this.#sectorSize > this.#buffer.length) throw corrupt(`sector ${id} cut off`);
    return at;
  }

  /** The bytes of a regular-sector chain, at most `limit` bytes (the chain must reach that far when finite). */
  #readChain(start: number, limit: number): Buffer {
    const { parts, total, error } = this.#walkChain(start, limit);
    if (error !== undefined) throw error;
    if (Number.isFinite(limit) && total < limit) throw corrupt('chain shorter than its stream');
    return Buffer.concat(parts);
  }

  /** The sectors of a chain up to `limit` bytes, and the error that stopped it early, if any. */
  #walkChain(start: number, limit: number): { parts: Buffer[]; total: number; error?: ParseError } {
    const parts: Buffer[] = [];
    let total = 0;
    let id = start;
    const seen = new Uint8Array(this.#fat.length);
    try {
      while (id !== ENDOFCHAIN && total < limit) {
        if (id >= this.#fat.length) throw corrupt(`sector ${id} out of the FAT`);
        if (seen[id] === 1) throw corrupt('sector chain loop');
        seen[id] = 1;
        const at = this.#sectorOffset(id);
        const take = Math.min(this.#sectorSize, limit - total, this.#buffer.length - at);
        parts.push(this.#buffer.subarray(at, at + take));
        total += take;
        if (take < this.#sectorSize && total < limit) throw corrupt('file ends inside a sector');
        id = this.#fat[id]!;
      }
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      return { parts, total, error };
    }
    return { parts, total };
  }

  #readMini(start: number, size: number): Buffer {
    if (this.#miniStream === undefined) {
      const root = this.#root;
      if (root.size > this.#buffer.length) throw corrupt('mini stream larger than the file');
      this.#miniStream = root.size === 0 ? Buffer.alloc(0) : this.#readChain(root.start, root.size);
    }
    const mini = this.#miniStream;
    const out = Buffer.alloc(size);
    let written = 0;
    let id = start;
    const seen = new Uint8Array(this.#miniFat.length);
    while (written < size) {
      if (id === ENDOFCHAIN || id >= this.#miniFat.length) throw corrupt('mini chain out of range');
      if (seen[id] === 1) throw corrupt('mini chain loop');
      seen[id] = 1;
      const at = id * MINI_SECTOR_SIZE;
      if (at + Math.min(MINI_SECTOR_SIZE, size - written) > mini.length)
        throw corrupt('mini sector out of the mini stream');
      written += mini.copy(out, written, at, at + Math.min(MINI_SECTOR_SIZE, size - written));
      id = this.#miniFat[id]!;
    }
    return out;
  }

  /**
   * A root stream's bytes as far as the file holds them (issue 21: a truncated workbook keeps the
   * rows before the cut): `complete` is false when its chain leaves the file or ends early. A
   * stream in the mini stream is read whole or not at all. Undefined when there is no such stream.
   */
  readAvailable(name: string): { data: Buffer; complete: boolean } | undefined {
    const entry = this.#streams.get(name.toUpperCase());
    if (entry === undefined) return undefined;
    if (entry.size < this.#miniCutoff) return { data: this.read(name)!, complete: true };
    const size = Math.min(entry.size, this.#buffer.length);
    const { parts, total, error } = this.#walkChain(entry.start, size);
    return { data: Buffer.concat(parts), complete: error === undefined && total === entry.size };
  }

  /** Names of the root storage's streams. */
  get streamNames(): string[] {
    return [...this.#streams.values()].map((e) => e.name);
  }

  /** True when the root storage holds a stream of that name (case-insensitive). */
  has(name: string): boolean {
    return this.#streams.has(name.toUpperCase());
  }

  /** A root stream's bytes, or undefined when there is none of that name. */
  read(name: string): Buffer | undefined {
    const entry = this.#streams.get(name.toUpperCase());
    if (entry === undefined) return undefined;
    if (entry.size > this.#buffer.length) throw corrupt(`stream ${entry.name} larger than the file`);
    if (entry.size === 0) return Buffer.alloc(0);
    return entry.size < this.#miniCutoff
      ? this.#readMini(entry.start, entry.size)
      : this.#readChain(entry.start, entry.size);
  }
}
