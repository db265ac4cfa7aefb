import { matchTypeOf, type MatchPriority } from '@datacare/api-client';
import type { DistributionRow } from '@datacare/ui-kit';

/**
 * The rows of the distribution dialog: each row's match type by the one rule of api-client
 * (`matchTypeOf`), so the dialog counts exactly what the page counts, and its match probability.
 * A row whose best entry is "no match" carries that entry's probability, which is not a match
 * probability: it is counted but not drawn (spec 2: the chart is the match probabilities).
 */
export function distributionRows(priorities: readonly MatchPriority[], threshold: number): DistributionRow[] {
  return priorities.map((priority) => ({
    matchType: matchTypeOf(priority, threshold),
    probability: priority.isNoMatch ? null : priority.probability,
  }));
}
