import type { ResultPriority } from '../generated/types.ts';
import { matchTypeOf } from './matchType.ts';

/**
 * What a threshold would mean before it is saved (issue 15, the threshold simulator of the status
 * page and review): how many rows it types exact, how many of those are expected to be wrong, and
 * the quota an export at that threshold would need.
 */
export interface ThresholdSimulation {
  /** Rows typed exact at the threshold (review decisions aside). */
  exactRows: number;
  /**
   * The expected number of wrong exact matches: the sum of 1 - p over the rows typed exact whose
   * company no review decision confirmed (a calibrated p says how often it is right).
   */
  expectedWrongExact: number;
  /**
   * Companies an export would charge: the distinct companies of the rows it exports (typed exact,
   * or chosen in review), less those an earlier export of this import paid for.
   */
  quotaNeeded: number;
}

/**
 * The simulation for `threshold` over every row's priority (getResultPriorities). A row a review
 * decision settled exports its decision whatever the threshold; any other row exports its best
 * company when the threshold types it exact.
 */
export function simulateThreshold(
  priorities: readonly ResultPriority[],
  threshold: number,
): ThresholdSimulation {
  let exactRows = 0;
  let expectedWrongExact = 0;
  const charged = new Set<number>();
  for (const row of priorities) {
    const exact = matchTypeOf(row, threshold) === 'exact';
    if (exact) exactRows += 1;
    const exported = row.decided ? row.companyKey !== null : exact && row.companyKey !== null;
    if (exact && !row.decided) expectedWrongExact += 1 - row.probability;
    if (exported && !row.charged) charged.add(row.companyKey!);
  }
  return { exactRows, expectedWrongExact, quotaNeeded: charged.size };
}
