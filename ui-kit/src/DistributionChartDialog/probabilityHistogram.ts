/** Bins of the distribution chart by default: 20 bins of 5 % each. */
export const DEFAULT_HISTOGRAM_BINS = 20;

/** The match types a processed row can have (the three review tabs). */
export type DistributionMatchType = 'exact' | 'manual' | 'noMatch';

/**
 * One processed row as the distribution chart sees it. The app decides both values with the one
 * match-type rule of api-client (`matchTypeOf`), so the chart counts what the page counts.
 */
export interface DistributionRow {
  /** The row's match type at the threshold shown. */
  matchType: DistributionMatchType;
  /**
   * The best candidate's match probability, 0–1; `null` when the row has none, because "no match"
   * is its most likely entry. Such rows (and every no-match row) are counted but not drawn.
   */
  probability: number | null;
}

/** One bar of the histogram: the drawn rows with a probability in [from, to), the last bin including 1. */
export interface HistogramBin {
  from: number;
  to: number;
  /** Manual rows (orange): at or below the threshold. */
  manual: number;
  /** Exact rows (green): above the threshold. */
  exact: number;
}

/** The histogram with the counts of all rows per match type, drawn or not. */
export interface ProbabilityHistogram {
  bins: HistogramBin[];
  /** Every row per match type: the same numbers as the status page's counts. */
  counts: Record<DistributionMatchType, number>;
  /** Rows counted but not drawn, per match type (no match probability, or no match at all). */
  notDrawn: Record<DistributionMatchType, number>;
}

/**
 * Counts rows into `binCount` equal bins from 0 to 100 % by their match probability, split by their
 * match type: manual orange, exact green. No-match rows and rows without a match probability are
 * not match probabilities and stay out of the bars; they are counted in `counts` and `notDrawn`. A
 * probability outside 0–1 or not a number is not drawn either.
 */
export function probabilityHistogram(
  rows: readonly DistributionRow[],
  binCount: number = DEFAULT_HISTOGRAM_BINS,
): ProbabilityHistogram {
  const count = Math.max(1, Math.floor(binCount));
  const bins: HistogramBin[] = Array.from({ length: count }, (_, index) => ({
    from: index / count,
    to: (index + 1) / count,
    manual: 0,
    exact: 0,
  }));
  const counts = { exact: 0, manual: 0, noMatch: 0 };
  const notDrawn = { exact: 0, manual: 0, noMatch: 0 };
  for (const { matchType, probability } of rows) {
    counts[matchType] += 1;
    if (matchType === 'noMatch' || probability === null || !(probability >= 0 && probability <= 1)) {
      notDrawn[matchType] += 1;
      continue;
    }
    // The epsilon keeps 0.15 * 20 (= 2.9999999999999996) in bin 3, where 15 % belongs.
    const index = Math.min(count - 1, Math.floor(probability * count + 1e-9));
    bins[index]![matchType] += 1;
  }
  return { bins, counts, notDrawn };
}
