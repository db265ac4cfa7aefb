import useSWR from 'swr';
import {
  ApiError,
  importGetImportName,
  importGetResultPriorities,
  importGetStatus,
  importGetThresholds,
  importSaveTag,
  importSaveThresholds,
  importStartMatching,
  importStopMatching,
  isIgnoredPollingError,
  isImportSettled,
  statusPollInterval,
  type StartMatchingRequest,
  type Status,
} from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

export const importNameKey = (batchId: string) => ['import', 'name', batchId] as const;
export const statusKey = (batchId: string) => ['import', 'status', batchId] as const;
export const thresholdsKey = (batchId: string) => ['import', 'thresholds', batchId] as const;
export const prioritiesKey = (batchId: string) => ['import', 'priorities', batchId] as const;

/**
 * The server does not know the batch for this user: it never existed, was deleted, or belongs to
 * another account (every call answers 404 then, docs/imports.md).
 */
export function isBatchNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * File name and tag of the batch: the first load when a step is restored (spec 4), and the wizard
 * frame's check that the batch exists (a 404 shows the not-found page instead of the step).
 */
export function useImportName(batchId: string | null) {
  return useSWR(batchId ? importNameKey(batchId) : null, async ([, , id]) =>
    requireResponse(await importGetImportName({ batchId: id })),
  );
}

/** Loads the matching status once: the poller's fetcher, and a fresh start after a retry. */
export async function fetchStatus(batchId: string): Promise<Status> {
  return requireResponse(await importGetStatus({ batchId }));
}

/** How a failed status load is retried: a 412 (matching not started yet) again after about 1 s. */
const STATUS_RETRY = {
  shouldRetryOnError: (error: unknown) => isIgnoredPollingError(error),
  errorRetryInterval: 1000,
  revalidateOnFocus: false,
  dedupingInterval: 500,
};

/**
 * The matching status, polled every 1, 5 or 6 s by row count until it settles: finished (spec 4
 * Import progress), failed or stopped (`isImportSettled`); a 412 (matching not started yet) is
 * ignored and polling goes on (spec 8). SWR reads the interval anew from the latest data on every
 * render (the function is not memoised), so new data after a retry starts the polling again.
 */
export function useImportStatus(batchId: string | null) {
  return useSWR(batchId ? statusKey(batchId) : null, ([, , id]) => fetchStatus(id), {
    ...STATUS_RETRY,
    refreshInterval: (latest: Status | undefined) =>
      latest && isImportSettled(latest) ? 0 : statusPollInterval(latest?.total ?? 0),
  });
}

/**
 * The status as far as it is cached, for the wizard frame (the status step link, a 404): it never
 * loads or polls by itself. It still has the fetcher and the retry rule of the poller, because SWR
 * runs a key's error retries and bare `mutate()` calls through the first hook mounted on the key,
 * which is often this one: without a fetcher, the poller would stop at its first 412 for good.
 */
export function useCachedImportStatus(batchId: string | null) {
  return useSWR(batchId ? statusKey(batchId) : null, ([, , id]) => fetchStatus(id), {
    ...STATUS_RETRY,
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    refreshInterval: 0,
  });
}

export function useThresholds(batchId: string | null) {
  return useSWR(batchId ? thresholdsKey(batchId) : null, async ([, , id]) =>
    requireResponse(await importGetThresholds({ batchId: id })),
  );
}

/** Every row's best probability: the slider recounts from these while it moves. Loaded once finished. */
export function useResultPriorities(batchId: string | null, finished: boolean) {
  return useSWR(batchId && finished ? prioritiesKey(batchId) : null, async ([, , id]) =>
    requireResponse(await importGetResultPriorities({ batchId: id })),
  );
}

export function startMatching(body: StartMatchingRequest) {
  return importStartMatching(body);
}

export function stopMatching(batchId: string) {
  return importStopMatching({ batchId });
}

export function saveThreshold(batchId: string, exactMatchThreshold: number) {
  return importSaveThresholds({ batchId, exactMatchThreshold });
}

export function saveTag(batchId: string, tag: string) {
  return importSaveTag({ batchId, tag });
}
