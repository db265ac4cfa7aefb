/**
 * Seeded randomness for the drills: the same seed gives the same kill moments, targets and review
 * decisions, so a run that found something can be repeated (`--seed`). Each deployment and scenario
 * draws from a stream of its own, derived from the seed and its name: a scenario run alone
 * (`--scenario export`) draws what it drew in the full run.
 */

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a of a text: a 32-bit stream id from a name. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 seeded with the seed and the stream's name. */
export function seededRandom(seed: number, stream: string): Random {
  let state = (hash32(`${seed}:${stream}`) ^ seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
