export { MatchTypePie, type MatchTypePieProps } from './MatchTypePie.tsx';
export { matchTypeShares, PIE_LABEL_MIN_SHARE, type MatchTypeShare } from './matchTypeShares.ts';
