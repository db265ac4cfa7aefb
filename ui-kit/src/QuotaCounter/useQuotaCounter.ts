import { useMemo } from 'react';

/** Below this share of the total left, the counter warns (10 %). */
export const LOW_QUOTA_SHARE = 0.1;

/** What the counter shows, in order of precedence. */
export type QuotaCounterStatus = 'loading' | 'error' | 'unlimited' | 'exhausted' | 'low' | 'ok';

/** Input of `useQuotaCounter`: the data props of the counter. */
export interface QuotaCounterState {
  remaining: number | null;
  total?: number | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
}

/** Derived view state of the quota counter. */
export interface QuotaCounterModel {
  status: QuotaCounterStatus;
  /**
   * Share of the total still left, 0-100, the bar's length: it agrees with the number the counter
   * shows (what is left), so a full bar is a full quota. Null without a (positive) total or when
   * unlimited.
   */
  remainingPercent: number | null;
}

/**
 * Headless logic of the quota counter: which state wins (loading over error over data) and how much
 * of the quota is left. No MUI, no i18n; the hook memoises `deriveQuotaCounter`.
 */
export function useQuotaCounter({ remaining, total, loading, error }: QuotaCounterState): QuotaCounterModel {
  return useMemo(
    () => deriveQuotaCounter({ remaining, total, loading, error }),
    [remaining, total, loading, error],
  );
}

/** Pure form of `useQuotaCounter`, for tests and for non-React callers (e.g. the quota page title). */
export function deriveQuotaCounter({
  remaining,
  total,
  loading = false,
  error = false,
}: QuotaCounterState): QuotaCounterModel {
  if (loading) return { status: 'loading', remainingPercent: null };
  if (error) return { status: 'error', remainingPercent: null };
  if (remaining === null) return { status: 'unlimited', remainingPercent: null };

  const hasTotal = total !== undefined && total > 0;
  const remainingPercent = hasTotal ? clamp((remaining / total) * 100, 0, 100) : null;

  if (remaining <= 0) return { status: 'exhausted', remainingPercent };
  if (hasTotal && remaining / total < LOW_QUOTA_SHARE) return { status: 'low', remainingPercent };
  return { status: 'ok', remainingPercent };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
