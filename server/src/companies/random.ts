/**
 * A small seeded pseudo-random generator (sfc32, 128-bit state, seeded through splitmix32), so the
 * company generator and the noisy-file generator give byte-identical output for the same seed on
 * every machine and Node version. Math.random is never used for data.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
}

/** A seed as the CLI accepts it: an integer or any text (hashed). */
export type Seed = number | string;

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over the UTF-16 code units: text seeds become a 32-bit number. */
function hashSeed(seed: Seed): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Creates a generator; the same seed gives the same sequence. */
export function createRandom(seed: Seed): Random {
  const init = splitmix32(hashSeed(seed));
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const nextUint = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Discard the first outputs: sfc32 mixes its state during them.
  for (let i = 0; i < 12; i++) nextUint();
  const next = () => nextUint() / 4294967296;
  return {
    next,
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/**
 * A weighted choice prepared once (cumulative weights, binary search), for the tables the generator
 * draws from millions of times.
 */
export interface WeightedTable<T> {
  /** The item at quantile u in [0, 1): callers pass random.next() or a shared quantile. */
  at(u: number): T;
  draw(random: Random): T;
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const items = entries.map(([item]) => item);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  if (!(total > 0)) throw new Error('weighted: the weights must add up to more than 0');
  const cumulative: number[] = [];
  let running = 0;
  for (const [, w] of entries) {
    running += w / total;
    cumulative.push(running);
  }
  cumulative[cumulative.length - 1] = 1;
  const at = (u: number): T => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (u < cumulative[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
  return { at, draw: (random) => at(random.next()) };
}
