import type { DistributionRow } from './probabilityHistogram.ts';

/**
 * Match probabilities of a realistic import of 2.400 rows, made with a seeded generator so every
 * story run draws the same chart: most rows match well (85–100 %), a second hump sits around
 * 55–75 % (same name, other town), a tail of weak candidates below 40 %.
 */
export const sampleProbabilities: number[] = (() => {
  let seed = 20240917;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const between = (from: number, to: number) => from + (to - from) * ((random() + random() + random()) / 3);
  const values: number[] = [];
  for (let index = 0; index < 2400; index += 1) {
    const pick = random();
    const value = pick < 0.62 ? between(0.82, 1) : pick < 0.88 ? between(0.45, 0.82) : between(0.02, 0.45);
    values.push(Math.round(value * 1000) / 1000);
  }
  return values;
})();

/**
 * The sample as the app passes it, classified the way api-client's `matchTypeOf` does (a stand-in:
 * the kit cannot import api-client): every tenth row's best entry is "no match" (no match, no
 * probability drawn), every 40th a "no match" below 80 % (manual, not drawn), the rest manual at or
 * below the threshold and exact above it.
 */
export function sampleRows(threshold: number): DistributionRow[] {
  return sampleProbabilities.map((probability, index) => {
    if (index % 10 === 0) return { matchType: 'noMatch', probability: null };
    if (index % 40 === 5) return { matchType: 'manual', probability: null };
    return { matchType: probability > threshold ? 'exact' : 'manual', probability };
  });
}
