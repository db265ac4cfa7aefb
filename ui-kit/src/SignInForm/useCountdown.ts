import { useEffect, useState } from 'react';

/** The clock a countdown runs on; inject a fake one in tests and stories. */
export interface CountdownTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The browser's clock. Module-level so its identity never changes. */
export const browserTimers: CountdownTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  now: () => Date.now(),
};

/** Options of `useCountdown`. */
export interface CountdownOptions {
  /**
   * A new value restarts the countdown even with the same number of seconds (e.g. a new error object).
   * @default undefined
   */
  resetKey?: unknown;
  /**
   * The clock; must keep its identity between renders (a module constant or memoised object).
   * @default browserTimers
   */
  timers?: CountdownTimers;
  /**
   * How often the remaining time is recomputed. Shorter than a second, so the display never lags a whole second.
   * @default 250
   */
  intervalMs?: number;
}

function startValue(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return null;
  return Math.max(0, Math.ceil(seconds));
}

/**
 * Counts whole seconds down from `seconds` to 0 against a deadline (so a throttled background tab
 * still shows the right time) and stops there. Returns null while `seconds` is null or undefined.
 * Restarts when `seconds` or `options.resetKey` changes. Headless: no MUI, no i18n.
 */
export function useCountdown(
  seconds: number | null | undefined,
  options: CountdownOptions = {},
): number | null {
  const { resetKey, timers = browserTimers, intervalMs = 250 } = options;
  const start = startValue(seconds);
  const [state, setState] = useState({ start, resetKey, remaining: start });

  // A new countdown: adjust the state during render instead of showing one stale frame.
  let current = state;
  if (state.start !== start || state.resetKey !== resetKey) {
    current = { start, resetKey, remaining: start };
    setState(current);
  }

  useEffect(() => {
    if (start === null || start === 0) return undefined;
    const deadline = timers.now() + start * 1000;
    const handle = timers.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - timers.now()) / 1000));
      setState((previous) => (previous.remaining === left ? previous : { ...previous, remaining: left }));
      if (left === 0) timers.clearInterval(handle);
    }, intervalMs);
    return () => timers.clearInterval(handle);
  }, [start, resetKey, timers, intervalMs]);

  return current.remaining;
}
