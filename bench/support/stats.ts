/** Figures of a benchmark: percentiles of latencies, medians, and the CPU a piece of work took. */

/** The nearest-rank quantile (0 < q ≤ 1) of ascending values; NaN when there are none. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The median; of an even count, the mean of the middle two. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Latencies {
  count: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Count, percentiles, maximum and mean of a list of times. */
export function summarize(times: number[]): Latencies {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    mean: sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : NaN,
  };
}

export interface Elapsed {
  wallMs: number;
  /** This process's CPU time (user + system, every thread), in ms. */
  cpuMs: number;
}

/** Starts a stopwatch of wall and CPU time; calling it reads both since the start. */
export function stopwatch(): () => Elapsed {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
