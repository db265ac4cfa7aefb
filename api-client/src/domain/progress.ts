import type { Status } from '../generated/types.ts';
import { REMAINING_TIME_MAX_SECONDS } from './constants.ts';

/** Poll interval of the e-mail and website check status (spec 4, 7 Polling). */
export const CHECK_POLL_INTERVAL_MS = 1000;

/** Poll interval of the export status (spec 4 Export, 7 Polling). */
export const EXPORT_POLL_INTERVAL_MS = 1000;

/** Matching-status poll interval for imports under 1000 rows (spec 4 Import progress). */
export const STATUS_POLL_SMALL_MS = 1000;

/** Matching-status poll interval for imports of 1000 to under 20000 rows. */
export const STATUS_POLL_MEDIUM_MS = 5000;

/** Matching-status poll interval for imports of 20000 rows and more. */
export const STATUS_POLL_LARGE_MS = 6000;

/** Row count from which an import polls at the medium interval. */
export const STATUS_POLL_MEDIUM_FROM_ROWS = 1000;

/** Row count from which an import polls at the large interval. */
export const STATUS_POLL_LARGE_FROM_ROWS = 20_000;

/** The part of the matching status progress depends on (openapi.yaml Status). */
export interface ProgressStatus {
  total: number;
  finished: number;
  isFinished: boolean;
}

/**
 * Matching progress in whole percent: finished / total, rounded; 0 when total is 0 (spec 4 Import
 * progress). Two guards the spec leaves open: the value stays within 0..100, and rounding never
 * shows 100 while rows are still open (199 of 200 is 99, not 100), because 100 stops the polling.
 */
export function progressPercent(finished: number, total: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(finished) || total <= 0) return 0;
  const done = Math.min(Math.max(finished, 0), total);
  const percent = Math.round((done / total) * 100);
  return done < total ? Math.min(percent, 99) : percent;
}

/** The import is finished when the server says so or the percent reaches 100; polling then stops (spec 4). */
export function isImportFinished(status: ProgressStatus): boolean {
  return status.isFinished || progressPercent(status.finished, status.total) === 100;
}

/** Where a batch's matching stands (openapi.yaml Status `state`). */
export type MatchingState = Status['state'];

/**
 * The matching ended without finishing: it failed with an error, or the user stopped it. Neither
 * moves again until the user retries (retryMatching continues from the last checkpoint) or deletes.
 */
export function isMatchingInterrupted(status: { state: MatchingState }): boolean {
  return status.state === 'failed' || status.state === 'stopped';
}

/**
 * Nothing changes any more without the user: finished, failed or stopped. The status poller stops
 * here (spec 4 Import progress stops it when finished; a failed or stopped job would otherwise be
 * polled, and shown as running, forever).
 */
export function isImportSettled(status: ProgressStatus & { state: MatchingState }): boolean {
  return isMatchingInterrupted(status) || isImportFinished(status);
}

/**
 * How often to poll the matching status: big imports change slowly, so they are polled less
 * (spec 4 Import progress: under 1000 rows 1 s, under 20000 rows 5 s, else 6 s).
 */
export function statusPollInterval(totalRows: number): number {
  if (totalRows < STATUS_POLL_MEDIUM_FROM_ROWS) return STATUS_POLL_SMALL_MS;
  if (totalRows < STATUS_POLL_LARGE_FROM_ROWS) return STATUS_POLL_MEDIUM_MS;
  return STATUS_POLL_LARGE_MS;
}

/** A progress reading taken by the poller. */
export interface ProgressSample {
  finished: number;
  /** When it was taken, in milliseconds (e.g. Date.now()). */
  atMs: number;
}

/**
 * Rows per second between two polls, the rate behind the remaining-time estimate; 0 when nothing
 * moved or the samples are out of order, which hides the estimate.
 */
export function processingRate(previous: ProgressSample, current: ProgressSample): number {
  const seconds = (current.atMs - previous.atMs) / 1000;
  if (!(seconds > 0)) return 0;
  return Math.max(0, current.finished - previous.finished) / seconds;
}

/**
 * Estimated seconds until matching finishes at `rowsPerSecond`, rounded up; null when the rate is
 * 0 or unknown, since no estimate can be made.
 */
export function remainingSeconds(finished: number, total: number, rowsPerSecond: number): number | null {
  if (!(rowsPerSecond > 0) || !Number.isFinite(rowsPerSecond)) return null;
  const open = Math.max(0, total - finished);
  return Math.ceil(open / rowsPerSecond);
}

/**
 * The remaining-time estimate is hidden when the rate is 0 or it exceeds 4 hours, where it would
 * only mislead (spec 4 Import progress). Exactly 14400 seconds is still shown.
 */
export function isRemainingTimeShown(rowsPerSecond: number, estimateSeconds: number | null): boolean {
  return (
    rowsPerSecond > 0 && Number.isFinite(estimateSeconds) && estimateSeconds! <= REMAINING_TIME_MAX_SECONDS
  );
}
