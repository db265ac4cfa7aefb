import useSWR from 'swr';
import {
  importGetImportName,
  importGetResultPriorities,
  importGetStatus,
  importGetThresholds,
  importSaveTag,
  importSaveThresholds,
  importStartMatching,
  importStopMatching,
  isIgnoredPollingError,
  isImportFinished,
  statusPollInterval,
  type StartMatchingRequest,
  type Status,
} from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

export const importNameKey = (batchId: string) => ['import', 'name', batchId] as const;
export const statusKey = (batchId: string) => ['import', 'status', batchId] as const;
export const thresholdsKey = (batchId: string) => ['import', 'thresholds', batchId] as const;
export const prioritiesKey = (batchId: string) => ['import', 'priorities', batchId] as const;

/** File name and tag of the batch (the first load when a step is restored, spec 4). */
export function useImportName(batchId: string | null) {
  return useSWR(batchId ? importNameKey(batchId) : null, async ([, , id]) =>
    requireResponse(await importGetImportName({ batchId: id })),
  );
}

/**
 * The matching status, polled every 1, 5 or 6 s by row count until finished (spec 4 Import
 * progress); a 412 (matching not started yet) is ignored and polling goes on (spec 8).
 */
export function useImportStatus(batchId: string | null) {
  return useSWR(
    batchId ? statusKey(batchId) : null,
    async ([, , id]) => requireResponse(await importGetStatus({ batchId: id })),
    {
      refreshInterval: (latest: Status | undefined) =>
        latest && isImportFinished(latest) ? 0 : statusPollInterval(latest?.total ?? 0),
      shouldRetryOnError: (error: unknown) => isIgnoredPollingError(error),
      errorRetryInterval: 1000,
      revalidateOnFocus: false,
      dedupingInterval: 500,
    },
  );
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
