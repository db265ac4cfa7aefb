import type { Theme } from '@mui/material/styles';

/**
 * Rows per match type, named as the contract's `StatusCounts` so the app can pass the status
 * response (or api-client `countMatchTypes` while the slider moves) straight in.
 */
export interface MatchTypeCounts {
  exactMatches: number;
  manualMatches: number;
  noMatches: number;
  notStarted: number;
}

/** The match types of the status page in display order; `notStarted` are rows not processed yet. */
export const MATCH_TYPE_KEYS = ['exact', 'manual', 'noMatch', 'notStarted'] as const;

/** One of `MATCH_TYPE_KEYS`; also the key of its text in the kit catalogue (`matchTypes.exact`). */
export type MatchTypeKey = (typeof MATCH_TYPE_KEYS)[number];

/** Which count of `MatchTypeCounts` belongs to which match type. */
export const MATCH_TYPE_COUNT: Record<MatchTypeKey, keyof MatchTypeCounts> = {
  exact: 'exactMatches',
  manual: 'manualMatches',
  noMatch: 'noMatches',
  notStarted: 'notStarted',
};

/**
 * The fixed colour of a match type in charts and legends: green for exact, orange for manual, red for
 * no match, grey for not started (spec 2 Status page). Theme slots dark enough for white labels on top.
 */
export function matchTypeColor(theme: Theme, key: MatchTypeKey): string {
  switch (key) {
    case 'exact':
      return theme.palette.success.main;
    case 'manual':
      return theme.palette.warning.main;
    case 'noMatch':
      return theme.palette.error.main;
    default:
      return theme.palette.grey[600];
  }
}
