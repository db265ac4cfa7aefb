import { truncateLabel } from '../utils/reportFormat.ts';

/** One value of a distribution: a legal form, an industry, an e-mail prefix, a top-level domain. */
export interface RankedEntry {
  key: string;
  label: string;
  count: number;
}

/** A `RankedEntry` as the chart draws it. */
export interface RankedBar extends RankedEntry {
  /** The label as drawn: truncated, or empty when the count is under `minCountForLabel`. */
  shownLabel: string;
  /** The label truncated to `labelMaxLength` (what the table shows). */
  fullLabel: string;
}

/** Options of `rankedBars`. */
export interface RankedBarsOptions {
  /** Most bars drawn (spec 9: top 10 industries); the rest are counted as left out. */
  maxEntries?: number;
  /** Counts under this are drawn without a label (spec 9: e-mail prefixes and TLDs from 3). */
  minCountForLabel?: number;
  /** Labels are shortened to this many characters (spec 9: 250, 100 in export mode). */
  labelMaxLength?: number;
}

/**
 * The bars of a ranked chart: entries sorted by count (highest first, ties by label so the order is
 * stable), entries with a count of 0 left out, at most `maxEntries`, each with the label it shows.
 * Entries with the same key are added up, so a server that repeats a key cannot draw two bars.
 */
export function rankedBars(
  entries: readonly RankedEntry[],
  { maxEntries, minCountForLabel = 0, labelMaxLength = 250 }: RankedBarsOptions = {},
): { bars: RankedBar[]; leftOut: number } {
  const byKey = new Map<string, RankedEntry>();
  for (const entry of entries) {
    if (!(entry.count > 0)) continue;
    const known = byKey.get(entry.key);
    byKey.set(entry.key, known ? { ...known, count: known.count + entry.count } : { ...entry });
  }
  const sorted = [...byKey.values()].sort(
    (a, b) => b.count - a.count || a.label.localeCompare(b.label) || a.key.localeCompare(b.key),
  );
  const limit = maxEntries === undefined ? sorted.length : Math.max(0, maxEntries);
  const bars = sorted.slice(0, limit).map((entry) => {
    const fullLabel = truncateLabel(entry.label, labelMaxLength);
    return { ...entry, fullLabel, shownLabel: entry.count >= minCountForLabel ? fullLabel : '' };
  });
  return { bars, leftOut: sorted.length - bars.length };
}
