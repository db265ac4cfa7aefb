import useSWR from 'swr';
import { EXPORT_POLL_INTERVAL_MS, exportGetExportStatus, type ExportStatus } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

export const exportStatusKey = (batchId: string) => ['export', 'status', batchId] as const;

export async function fetchExportStatus(batchId: string): Promise<ExportStatus> {
  return requireResponse(await exportGetExportStatus({ batchId }));
}

/**
 * The batch's latest export (spec 4 Export): loaded when the step opens (an export started before a
 * reload goes on showing its progress), then polled every second while it is queued or running.
 * SWR reads the interval from the latest data on every render, so a started export starts polling.
 * `onSuccess` sees every answer the server gave (not the statuses the page put into the cache).
 */
export function useExportStatus(
  batchId: string | null,
  options: { onSuccess?: (status: ExportStatus) => void } = {},
) {
  return useSWR(batchId ? exportStatusKey(batchId) : null, ([, , id]) => fetchExportStatus(id), {
    revalidateOnFocus: false,
    onSuccess: options.onSuccess,
    refreshInterval: (latest: ExportStatus | undefined) =>
      latest?.exportInQueue ? EXPORT_POLL_INTERVAL_MS : 0,
  });
}
