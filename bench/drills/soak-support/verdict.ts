/**
 * The soak's verdicts, as pure functions of its samples: memory flat (a least-squares line over the
 * second half of the run, and the last window against the window that opens the second half) and
 * latency not growing (p95 of each kind of request or job, last window against the first window
 * after the warm-up). Times are minutes since the traffic started.
 *
 * Memory is judged over the second half only: the server's V8 heaps (its main thread's and each
 * worker thread's) grow their committed size under traffic for the first 10 to 15 minutes and then
 * hold it, with the live objects (heapUsed) flat from the start; measured in the runs recorded in
 * docs/reliability.md. Compared from minute 5, that sizing reads as growth.
 */
import { median, quantile } from '../../support/stats.ts';

export interface Limits {
  /** Memory: the largest slope of the line fitted over the second half, MB per minute. */
  maxSlopeMbPerMinute: number;
  /** Memory: the last window's median may exceed the first window's by this share … */
  maxGrowth: number;
  /** … or by this many MB, whichever is more (a small series, e.g. PostgreSQL's private memory). */
  growthFloorMb: number;
  /** Latency: the largest ratio of the last window's p95 to the first window's … */
  maxP95Ratio: number;
  /** … counted only when the last window's p95 is also this many ms above the first's. */
  p95FloorMs: number;
  /** Latency: a kind with fewer requests than this in either window is shown, not judged. */
  minSamples: number;
  /**
   * Work: the largest ratio of the servers' CPU seconds per completed journey, last window to
   * first. CPU time is what the product does, whatever else the machine runs: latency on a shared
   * machine grows with the neighbours' load, this does not.
   */
  maxCpuPerJourneyRatio: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxSlopeMbPerMinute: 2,
  maxGrowth: 0.1,
  growthFloorMb: 16,
  maxP95Ratio: 1.5,
  p95FloorMs: 25,
  minSamples: 20,
  maxCpuPerJourneyRatio: 1.25,
};

export interface Windows {
  minutes: number;
  /** The first window after the warm-up, [from, to). */
  first: [number, number];
  /** Memory's first window: the one that opens the second half, [from, to). */
  memoryFirst: [number, number];
  /** The run's last window, [from, to). */
  last: [number, number];
  /** The line is fitted from here to the end (the second half). */
  fitFrom: number;
}

/**
 * The windows of a run of `minutes`: `window` minutes long (default: 5 for a run of 30 minutes or
 * more, else a sixth of the run, at least 1); the warm-up is one window, so the first window is the
 * second one of the run and the last is the run's end; memory's first window opens the second half.
 */
export function windowsOf(minutes: number, window?: number): Windows {
  const w = window ?? Math.max(1, Math.min(5, Math.floor(minutes / 6)));
  return {
    minutes,
    first: [w, 2 * w],
    memoryFirst: [minutes / 2, minutes / 2 + w],
    last: [minutes - w, minutes],
    fitFrom: minutes / 2,
  };
}

export const within = (minute: number, [from, to]: [number, number]) => minute >= from && minute < to;

/** The least-squares slope of value over minute; NaN with fewer than 2 distinct minutes. */
export function slopePerMinute(points: { minute: number; value: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.minute, 0) / n;
  const my = points.reduce((s, p) => s + p.value, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.minute - mx) * (p.value - my);
    sxx += (p.minute - mx) ** 2;
  }
  return sxx === 0 ? NaN : sxy / sxx;
}

export interface MemoryVerdict {
  series: string;
  firstMedianMb: number;
  lastMedianMb: number;
  /** lastMedianMb / firstMedianMb - 1. */
  growth: number;
  slopeMbPerMinute: number;
  /** The samples the line was fitted to. */
  fitted: number;
  ok: boolean;
  /** Why it failed; empty when it held. */
  why: string;
}

/** Memory flat: slope over the second half and the last window against the second half's first, within the limits. */
export function judgeMemory(
  series: string,
  points: { minute: number; value: number }[],
  windows: Windows,
  limits: Limits,
): MemoryVerdict {
  const first = median(points.filter((p) => within(p.minute, windows.memoryFirst)).map((p) => p.value));
  const last = median(points.filter((p) => within(p.minute, windows.last)).map((p) => p.value));
  const fit = points.filter((p) => p.minute >= windows.fitFrom);
  const slope = slopePerMinute(fit);
  const allowed = Math.max(first * limits.maxGrowth, limits.growthFloorMb);
  const reasons: string[] = [];
  if (!Number.isFinite(first) || !Number.isFinite(last) || !Number.isFinite(slope))
    reasons.push('too few samples');
  else {
    if (slope > limits.maxSlopeMbPerMinute)
      reasons.push(`slope ${slope.toFixed(2)} MB/min > ${limits.maxSlopeMbPerMinute}`);
    if (last - first > allowed)
      reasons.push(
        `last window ${(last - first).toFixed(1)} MB above the first (> ${allowed.toFixed(1)} MB)`,
      );
  }
  return {
    series,
    firstMedianMb: first,
    lastMedianMb: last,
    growth: last / first - 1,
    slopeMbPerMinute: slope,
    fitted: fit.length,
    ok: reasons.length === 0,
    why: reasons.join('; '),
  };
}

export interface LatencyVerdict {
  kind: string;
  firstCount: number;
  lastCount: number;
  firstP95: number;
  lastP95: number;
  ratio: number;
  /** False when either window has fewer than minSamples: shown, not judged. */
  judged: boolean;
  ok: boolean;
  why: string;
}

/** Latency not growing: p95 of the last window against the first, within the limits. */
export function judgeLatency(
  kind: string,
  samples: { minute: number; ms: number }[],
  windows: Windows,
  limits: Limits,
): LatencyVerdict {
  const p95 = (range: [number, number]) => {
    const values = samples.filter((s) => within(s.minute, range)).map((s) => s.ms);
    return { count: values.length, p95: quantile(Float64Array.from(values).sort(), 0.95) };
  };
  const first = p95(windows.first);
  const last = p95(windows.last);
  const ratio = last.p95 / first.p95;
  const judged = first.count >= limits.minSamples && last.count >= limits.minSamples;
  const grew = ratio > limits.maxP95Ratio && last.p95 - first.p95 > limits.p95FloorMs;
  return {
    kind,
    firstCount: first.count,
    lastCount: last.count,
    firstP95: first.p95,
    lastP95: last.p95,
    ratio,
    judged,
    ok: !judged || !grew,
    why: !judged
      ? `not judged: fewer than ${limits.minSamples} in a window`
      : grew
        ? `p95 ${ratio.toFixed(2)}× (> ${limits.maxP95Ratio}×) and ${(last.p95 - first.p95).toFixed(0)} ms more`
        : '',
  };
}
