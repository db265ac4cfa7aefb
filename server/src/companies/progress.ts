/**
 * A progress line for long loads (generation, imports, sample files). On a terminal it redraws one
 * line at most ten times a second; in a log (CI, a service manager) it writes a line per tenth of
 * the work, so logs stay short.
 */

export interface ProgressOptions {
  label: string;
  /** The amount of work when known (rows to generate, bytes to read). */
  total?: number;
  /** Unit of the counted items, shown with the rate ('companies', 'lines'). */
  unit: string;
  /** Redraw in place (a terminal) or write whole lines (a log). */
  interactive: boolean;
  /** Time source in milliseconds (tests pass their own). */
  now?: () => number;
}

export interface Progress {
  /**
   * Reports the items done so far; `fraction` overrides done/total for work measured in another
   * unit (an import counts lines but knows its progress in bytes).
   */
  update(done: number, fraction?: number): void;
  /** Writes the final line: items, time taken, rate, and an optional note. */
  finish(done: number, note?: string): { ms: number; perSecond: number };
}

const formatNumber = (n: number) => Math.round(n).toLocaleString('en-US');

export function createProgress(write: (text: string) => void, options: ProgressOptions): Progress {
  const now = options.now ?? (() => performance.now());
  const started = now();
  let lastDraw = -Infinity;
  let lastDecile = 0;
  const line = (done: number, share: number | undefined) => {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const of = options.total === undefined ? '' : ` of ${formatNumber(options.total)}`;
    const percent = share === undefined ? '' : ` (${Math.floor(share * 100)} %)`;
    return `  ${options.label}: ${formatNumber(done)}${of}${percent}, ${formatNumber(done / seconds)} ${options.unit}/s`;
  };
  return {
    update(done, fraction) {
      const share = fraction ?? (options.total ? done / options.total : undefined);
      if (options.interactive) {
        const t = now();
        if (t - lastDraw < 100) return;
        lastDraw = t;
        write(`\r${line(done, share)}\u001b[K`);
        return;
      }
      if (share === undefined) return;
      const decile = Math.floor(share * 10);
      if (decile > lastDecile && decile < 10) {
        lastDecile = decile;
        write(`${line(done, share)}\n`);
      }
    },
    finish(done, note) {
      const ms = now() - started;
      const perSecond = done / Math.max(ms / 1000, 0.001);
      const text = `  ${options.label}: ${formatNumber(done)} ${options.unit} in ${(ms / 1000).toFixed(1)} s (${formatNumber(perSecond)}/s)${note ? `, ${note}` : ''}`;
      write(options.interactive ? `\r${text}\u001b[K\n` : `${text}\n`);
      return { ms, perSecond };
    },
  };
}
