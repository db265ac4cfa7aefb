import {
  DEFAULT_EXACT_MATCH_THRESHOLD,
  NO_MATCH_CUTOFF,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
} from './constants.ts';

/** The three review tabs a row can land on (openapi.yaml MatchType). */
import type { MatchType, ResultPriority, StatusCounts } from '../generated/types.ts';

/** What the match type of a row depends on: its best probability and whether that is the no-match entry. */
export type MatchPriority = Pick<ResultPriority, 'probability' | 'isNoMatch'>;

export const MATCH_TYPES = ['exact', 'manual', 'noMatch'] as const satisfies readonly MatchType[];

/**
 * Decides a row's match type, exactly in the order of spec section 4 "Match type per row":
 * 1. isNoMatch and probability above 0.8: no match;
 * 2. isNoMatch and probability at or below 0.8: manual;
 * 3. probability at or below the threshold: manual;
 * 4. probability above the threshold: exact;
 * 5. otherwise (only reachable with NaN probability or threshold): no match.
 * Server (getResults filter, statusCounts) and client (slider preview) share it so the counts agree.
 */
export function matchTypeOf(
  priority: MatchPriority,
  threshold: number = DEFAULT_EXACT_MATCH_THRESHOLD,
): MatchType {
  const { probability, isNoMatch } = priority;
  if (isNoMatch && probability > NO_MATCH_CUTOFF) return 'noMatch';
  if (isNoMatch && probability <= NO_MATCH_CUTOFF) return 'manual';
  if (probability <= threshold) return 'manual';
  if (probability > threshold) return 'exact';
  return 'noMatch';
}

/**
 * Counts rows per match type for the status pie chart and the review tabs; recomputed on every
 * slider move without a server call (spec 4 Review: "changing the threshold recomputes counts").
 */
export function countMatchTypes(
  priorities: readonly MatchPriority[],
  threshold: number = DEFAULT_EXACT_MATCH_THRESHOLD,
  notStarted = 0,
): StatusCounts {
  const counts: StatusCounts = { exactMatches: 0, manualMatches: 0, noMatches: 0, notStarted };
  for (const priority of priorities) {
    const type = matchTypeOf(priority, threshold);
    if (type === 'exact') counts.exactMatches += 1;
    else if (type === 'manual') counts.manualMatches += 1;
    else counts.noMatches += 1;
  }
  return counts;
}

/**
 * Puts a slider or typed value onto the threshold grid (0..1, step 0.01) so that 0.7000000001 and
 * 0.7 are the same threshold on client and server; a non-number falls back to the default.
 */
export function normalizeThreshold(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_EXACT_MATCH_THRESHOLD;
  const clamped = Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value));
  const steps = Math.round(clamped / THRESHOLD_STEP);
  return Number((steps * THRESHOLD_STEP).toFixed(2));
}
