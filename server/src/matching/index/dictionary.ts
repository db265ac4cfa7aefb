/**
 * A read-only string dictionary: id -> string and string -> id, in flat arrays (UTF-16 code units
 * with offsets, and an open-addressing hash table of ids), so it sits on shared memory and loads
 * from the cache file without parsing. Id 0 is reserved for "no value".
 */
import { Growable, nextPowerOfTwo, sharedArray } from './buffers.ts';
import { hash32 } from '../normalize/text.ts';

export interface Dictionary {
  chars: Uint16Array;
  offsets: Uint32Array;
  /** Open addressing: slot -> id, 0 for empty. */
  table: Uint32Array;
}

/** Assigns ids to strings in first-seen order while the index is built. */
export class DictionaryBuilder {
  readonly ids = new Map<string, number>();
  readonly strings: string[] = [''];

  constructor() {
    this.ids.set('', 0);
  }

  /** The id of a string, assigning the next one on first sight. */
  intern(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.ids.set(text, id);
      this.strings.push(text);
    }
    return id;
  }

  get size(): number {
    return this.strings.length;
  }

  build(): Dictionary {
    const chars = new Growable<Uint16Array>(Uint16Array);
    const offsets = sharedArray('u32', this.strings.length + 1);
    const table = sharedArray('u32', nextPowerOfTwo(this.strings.length * 2));
    const mask = table.length - 1;
    for (let id = 0; id < this.strings.length; id++) {
      const text = this.strings[id]!;
      for (let i = 0; i < text.length; i++) chars.push(text.charCodeAt(i));
      offsets[id + 1] = chars.length;
      if (id === 0) continue;
      let slot = hash32(text) & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = id;
    }
    return { chars: chars.toShared(), offsets, table };
  }
}

/** Reads a dictionary, caching the strings it has decoded. */
export class DictionaryReader {
  readonly #dict: Dictionary;
  readonly #cache: (string | undefined)[];

  constructor(dict: Dictionary) {
    this.#dict = dict;
    this.#cache = new Array<string | undefined>(dict.offsets.length - 1);
  }

  get size(): number {
    return this.#dict.offsets.length - 1;
  }

  /** The string of an id. */
  text(id: number): string {
    const cached = this.#cache[id];
    if (cached !== undefined) return cached;
    const { chars, offsets } = this.#dict;
    const start = offsets[id]!;
    const end = offsets[id + 1]!;
    let text = '';
    for (let i = start; i < end; i += 4096) {
      text += String.fromCharCode(...chars.subarray(i, Math.min(end, i + 4096)));
    }
    this.#cache[id] = text;
    return text;
  }

  /** The id of a string, or 0 when the dictionary does not hold it. */
  id(text: string): number {
    const { chars, offsets, table } = this.#dict;
    const mask = table.length - 1;
    let slot = hash32(text) & mask;
    for (;;) {
      const id = table[slot]!;
      if (id === 0) return 0;
      const start = offsets[id]!;
      if (offsets[id + 1]! - start === text.length) {
        let equal = true;
        for (let i = 0; i < text.length; i++) {
          if (chars[start + i] !== text.charCodeAt(i)) {
            equal = false;
            break;
          }
        }
        if (equal) return id;
      }
      slot = (slot + 1) & mask;
    }
  }
}
