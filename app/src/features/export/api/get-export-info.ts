import useSWR from 'swr';
import { exportGetExportInfo, type ExportInfo } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';
import { exportInfoKey } from '../../import/api/keys.ts';

/**
 * What an export of the batch contains (spec 3 Export info): rows, companies, locked and already
 * charged companies, and the consolidated view's columns with their default methods. Its key is
 * one of the review-dependent keys (import/api/keys.ts): a review decision drops it.
 */
export async function fetchExportInfo(batchId: string): Promise<ExportInfo> {
  return requireResponse(await exportGetExportInfo({ batchId }));
}

/** The export step's export info, loaded when the step opens. */
export function useExportInfo(batchId: string | null) {
  return useSWR(batchId ? exportInfoKey(batchId) : null, ([, , id]) => fetchExportInfo(id), {
    revalidateOnFocus: false,
  });
}

/**
 * The export info as far as this tab has loaded it, for the wizard frame's export step link (spec 2:
 * reachable once its data has loaded). It never loads by itself, and has no fetcher on purpose:
 * SWR revalidates a key through the first hook mounted on it, which is this one, so a review decision
 * (which drops the key) does not load the export info again on every key press in review; the step
 * loads it when it opens. Refresh it with `mutate(key, fetchExportInfo(id))`, never a bare mutate.
 */
export function useCachedExportInfo(batchId: string | null) {
  return useSWR<ExportInfo>(batchId ? exportInfoKey(batchId) : null, null, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
