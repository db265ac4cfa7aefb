import { useCallback, useMemo, useState, type MouseEvent } from 'react';

/** Companies per calendar month an account with monthly expansion gets once its contract quota is used up (spec 9). */
export const DEFAULT_MONTHLY_ALLOWANCE = 5000;

/** What the quota page shows, in order of precedence. */
export type QuotaOverviewStatus = 'loading' | 'error' | 'unlimited' | 'exhausted' | 'ok';

/** Input of `deriveQuotaOverview`: the data props of the quota page. */
export interface QuotaOverviewState {
  used: number;
  total: number;
  remaining: number | null;
  loading?: boolean | undefined;
  error?: boolean | undefined;
}

/** Derived view state of the quota page. */
export interface QuotaOverviewModel {
  status: QuotaOverviewStatus;
  /** Share of the total already used, 0-100; null when unlimited, loading, failed or without a positive total. */
  usedPercent: number | null;
}

/** What `useQuotaOverview` returns: the view state plus the help popover's state. */
export interface QuotaOverviewController extends QuotaOverviewModel {
  /** Element the help popover is anchored to; null while it is closed. */
  helpAnchor: HTMLElement | null;
  /** Opens the help popover at the clicked button. */
  openHelp: (event: MouseEvent<HTMLElement>) => void;
  /** Closes the help popover. */
  closeHelp: () => void;
}

/**
 * Pure logic of the quota page: loading over error over data; `remaining === null` means unlimited
 * (the app computes `remaining` with the contract's rule, total minus used, never below 0).
 */
export function deriveQuotaOverview({
  used,
  total,
  remaining,
  loading = false,
  error = false,
}: QuotaOverviewState): QuotaOverviewModel {
  if (loading) return { status: 'loading', usedPercent: null };
  if (error) return { status: 'error', usedPercent: null };
  if (remaining === null) return { status: 'unlimited', usedPercent: null };
  const usedPercent = total > 0 ? Math.min(100, Math.max(0, (used / total) * 100)) : null;
  return { status: remaining <= 0 ? 'exhausted' : 'ok', usedPercent };
}

/**
 * Headless logic of the quota page: the derived state (`deriveQuotaOverview`) and the open/close
 * state of the monthly-expansion help popover. No MUI, no i18n.
 */
export function useQuotaOverview(state: QuotaOverviewState): QuotaOverviewController {
  const { used, total, remaining, loading, error } = state;
  const model = useMemo(
    () => deriveQuotaOverview({ used, total, remaining, loading, error }),
    [used, total, remaining, loading, error],
  );
  const [helpAnchor, setHelpAnchor] = useState<HTMLElement | null>(null);
  const openHelp = useCallback((event: MouseEvent<HTMLElement>) => setHelpAnchor(event.currentTarget), []);
  const closeHelp = useCallback(() => setHelpAnchor(null), []);
  return { ...model, helpAnchor, openHelp, closeHelp };
}
