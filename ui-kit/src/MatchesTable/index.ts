export { MATCH_HOTKEY_COUNT, MatchesTable, type MatchesTableProps } from './MatchesTable.tsx';
export { websiteHref, websiteText } from './websiteHref.ts';
