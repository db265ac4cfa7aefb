/**
 * Every SWR key of the exports list starts with this, so a deleted import can refresh all its
 * pages. In a file of its own: the past-imports page needs it without the exports table's code.
 */
export const HISTORY_EXPORTS_KEY = 'historyExports';
