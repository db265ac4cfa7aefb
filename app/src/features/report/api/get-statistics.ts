import useSWR from 'swr';
import { ApiError, importGetStatistics, type StatisticsResponse } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';
import { qualityReportKey } from '../../import/api/keys.ts';

/** While the server counts, the report asks again after this long (the contract: "after a second"). */
export const STATISTICS_POLL_MS = 1000;

/** The statistics behind the report; one call, also the retry of a failed load. */
export async function fetchStatistics(batchId: string): Promise<StatisticsResponse> {
  return requireResponse(await importGetStatistics({ batchId }));
}

/** getStatistics answered 412: the batch's matching has not finished, there is nothing to count yet. */
export function isMatchingNotFinished(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}

/**
 * The statistics of the batch (spec 3 Statistics), counted by a job on the server per review state:
 * asked again every second while the answer is `processing`, never again once it is finished or
 * failed. The key is the review-dependent `qualityReportKey`: a review decision drops it, and the
 * report asks the server again whenever it opens (`revalidateOnMount`), so it never shows the
 * figures of an earlier review state.
 */
export function useStatistics(batchId: string | null) {
  return useSWR(batchId ? qualityReportKey(batchId) : null, ([, , id]) => fetchStatistics(id), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 0,
    refreshInterval: (latest: StatisticsResponse | undefined) =>
      latest?.state === 'processing' ? STATISTICS_POLL_MS : 0,
  });
}

/**
 * The statistics as far as this tab has loaded them, for the wizard frame's quality-report step link
 * (spec 2: reachable once its data has loaded). It never loads by itself and has no fetcher, like
 * `useCachedExportInfo`: a review decision drops the key without loading it again in review.
 */
export function useCachedStatistics(batchId: string | null) {
  return useSWR<StatisticsResponse>(batchId ? qualityReportKey(batchId) : null, null, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
