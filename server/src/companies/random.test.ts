import { describe, expect, it } from 'vitest';
import { createRandom, weighted } from './random.ts';

describe('seeded random', () => {
  it('gives the same sequence for the same seed, numeric or text, and another for another seed', () => {
    const take = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(take(42)).toEqual(take(42));
    expect(take('demo')).toEqual(take('demo'));
    expect(take(42)).not.toEqual(take(43));
    expect(take('demo')).not.toEqual(take('Demo'));
  });

  it('keeps every draw in its range', () => {
    const random = createRandom(1);
    for (let i = 0; i < 10_000; i++) {
      const u = random.next();
      expect(u >= 0 && u < 1).toBe(true);
      const k = random.between(3, 5);
      expect(k >= 3 && k <= 5).toBe(true);
      expect(random.int(4)).toBeLessThan(4);
    }
  });

  it('draws weighted items at their shares and maps quantiles in order', () => {
    const table = weighted([
      ['a', 70],
      ['b', 20],
      ['c', 10],
    ] as const);
    const random = createRandom(7);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[table.draw(random)] += 1;
    expect(counts.a / 20_000).toBeCloseTo(0.7, 1);
    expect(counts.b / 20_000).toBeCloseTo(0.2, 1);
    expect(counts.c / 20_000).toBeCloseTo(0.1, 1);
    expect([0, 0.69, 0.7, 0.89, 0.9, 0.999].map(table.at)).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
    expect(() => weighted([['x', 0]])).toThrow(/more than 0/);
  });
});
