/** Bins of the distribution chart by default: 20 bins of 5 % each. */
export const DEFAULT_HISTOGRAM_BINS = 20;

/** One bar of the histogram: the probabilities in [from, to), the last bin including 1. */
export interface HistogramBin {
  from: number;
  to: number;
  /** Rows at or below the threshold: manual matches (spec 4 Match type per row). */
  below: number;
  /** Rows above the threshold: exact matches. */
  above: number;
}

/** The histogram with its totals. */
export interface ProbabilityHistogram {
  bins: HistogramBin[];
  below: number;
  above: number;
}

/**
 * Counts probabilities (0–1) into `binCount` equal bins from 0 to 100 %, each split at the threshold
 * the way the match type is decided: at or below it manual (orange), above it exact (green). A bin
 * the threshold cuts through gets both parts. Values outside 0–1 or not a number are ignored.
 */
export function probabilityHistogram(
  probabilities: readonly number[],
  threshold: number,
  binCount: number = DEFAULT_HISTOGRAM_BINS,
): ProbabilityHistogram {
  const count = Math.max(1, Math.floor(binCount));
  const bins: HistogramBin[] = Array.from({ length: count }, (_, index) => ({
    from: index / count,
    to: (index + 1) / count,
    below: 0,
    above: 0,
  }));
  let below = 0;
  let above = 0;
  for (const probability of probabilities) {
    if (!(probability >= 0 && probability <= 1)) continue;
    // The epsilon keeps 0.15 * 20 (= 2.9999999999999996) in bin 3, where 15 % belongs.
    const index = Math.min(count - 1, Math.floor(probability * count + 1e-9));
    const bin = bins[index]!;
    if (probability > threshold) {
      bin.above += 1;
      above += 1;
    } else {
      bin.below += 1;
      below += 1;
    }
  }
  return { bins, below, above };
}
