import useSWR from 'swr';
import { quotaGetCurrentQuotaInfosForExport, type QuotaInfoForExport } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

export const quotaInfoForExportKey = (batchId: string, numRequestedExports: number) =>
  ['quota', 'forExport', batchId, numRequestedExports] as const;

export async function fetchQuotaInfoForExport(
  batchId: string,
  numRequestedExports: number,
): Promise<QuotaInfoForExport> {
  return requireResponse(
    await quotaGetCurrentQuotaInfosForExport({ batchId, numRequestedExports, exportType: 'file' }),
  );
}

/**
 * The export step's quota calculation (spec 3 Quota info for export, 5 Export) for the batch's
 * companies; the server leaves out its locked companies and those an earlier export of it charged.
 * Null `numRequestedExports` waits for the export info.
 */
export function useQuotaInfoForExport(batchId: string | null, numRequestedExports: number | null) {
  return useSWR(
    batchId && numRequestedExports !== null ? quotaInfoForExportKey(batchId, numRequestedExports) : null,
    ([, , id, count]) => fetchQuotaInfoForExport(id, count),
    { revalidateOnFocus: false },
  );
}
