import {
  MATCH_TYPE_COUNT,
  MATCH_TYPE_KEYS,
  type MatchTypeCounts,
  type MatchTypeKey,
} from '../utils/matchTypes.ts';

/** Slices smaller than this share of the whole get no label on the chart (spec 2 Status page: 5 %). */
export const PIE_LABEL_MIN_SHARE = 0.05;

/** One match type's part of the whole. */
export interface MatchTypeShare {
  key: MatchTypeKey;
  count: number;
  /** count / total, 0 when total is 0. */
  share: number;
  /** Whether the slice is big enough for a label on the chart. */
  labelled: boolean;
}

/** The four match types' counts and shares, in display order, with the 5 % label rule applied. */
export function matchTypeShares(counts: MatchTypeCounts): { total: number; shares: MatchTypeShare[] } {
  const total = MATCH_TYPE_KEYS.reduce((sum, key) => sum + Math.max(0, counts[MATCH_TYPE_COUNT[key]]), 0);
  const shares = MATCH_TYPE_KEYS.map((key) => {
    const count = Math.max(0, counts[MATCH_TYPE_COUNT[key]]);
    const share = total > 0 ? count / total : 0;
    return { key, count, share, labelled: count > 0 && share >= PIE_LABEL_MIN_SHARE };
  });
  return { total, shares };
}
