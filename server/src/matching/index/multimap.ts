/**
 * A read-only multimap from 32-bit keys (hashes) to 32-bit values, in three flat arrays: keys
 * grouped by bucket (key & mask), with bucket offsets. A lookup reads one bucket; values whose
 * key only shares the bucket are skipped by comparing the key. Callers verify a hit when the key
 * is a hash (two strings can share it).
 */
import { Growable, nextPowerOfTwo, sharedArray } from './buffers.ts';

export interface MultiMap {
  offsets: Uint32Array;
  keys: Uint32Array;
  values: Uint32Array;
}

/** Collects key/value pairs, then packs them. */
export class MultiMapBuilder {
  #keys = new Growable<Uint32Array>(Uint32Array);
  #values = new Growable<Uint32Array>(Uint32Array);

  add(key: number, value: number): void {
    this.#keys.push(key);
    this.#values.push(value);
  }

  get size(): number {
    return this.#keys.length;
  }

  build(): MultiMap {
    const n = this.#keys.length;
    const buckets = nextPowerOfTwo(n);
    const mask = buckets - 1;
    const offsets = sharedArray('u32', buckets + 1);
    for (let i = 0; i < n; i++) offsets[(this.#keys.get(i) & mask) + 1]!++;
    for (let b = 0; b < buckets; b++) offsets[b + 1]! += offsets[b]!;
    const fill = offsets.slice(0, buckets);
    const keys = sharedArray('u32', n);
    const values = sharedArray('u32', n);
    for (let i = 0; i < n; i++) {
      const key = this.#keys.get(i);
      const at = fill[key & mask]!++;
      keys[at] = key;
      values[at] = this.#values.get(i);
    }
    this.#keys.clear();
    this.#values.clear();
    return { offsets, keys, values };
  }
}

/** Calls `each` with every value stored under `key`. */
export function forEachValue(map: MultiMap, key: number, each: (value: number) => void): void {
  const mask = map.offsets.length - 2;
  const bucket = key & mask;
  const end = map.offsets[bucket + 1]!;
  for (let i = map.offsets[bucket]!; i < end; i++) if (map.keys[i] === key) each(map.values[i]!);
}

/** The values stored under `key`, appended to `out` (which is returned). */
export function valuesOf(map: MultiMap, key: number, out: number[] = []): number[] {
  const mask = map.offsets.length - 2;
  const bucket = key & mask;
  const end = map.offsets[bucket + 1]!;
  for (let i = map.offsets[bucket]!; i < end; i++) if (map.keys[i] === key) out.push(map.values[i]!);
  return out;
}
