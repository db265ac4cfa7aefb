import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import {
  ApiError,
  importGetResults,
  importSaveSingleManualCheck,
  importSaveSingleMatchSelection,
  type MatchType,
  type ResultPageResponse,
} from '@datacare/api-client';
import { requireResponse } from '../../lib/api-errors.ts';
import type { Decision, SendResult } from './decisionQueue.ts';

/** Rows fetched and cached at a time; the page shows one (spec 9). */
export const REVIEW_CHUNK = 15;

export const reviewChunkKey = (batchId: string, matchType: MatchType, chunk: number) =>
  ['review', batchId, matchType, chunk] as const;

async function fetchChunk([, batchId, matchType, chunk]: ReturnType<
  typeof reviewChunkKey
>): Promise<ResultPageResponse> {
  return requireResponse(
    await importGetResults({
      batchId,
      paging: { page: chunk, pageSize: REVIEW_CHUNK },
      filters: { matchType },
    }),
  );
}

/**
 * The 15 rows around `row` (0-based within the tab), and the next 15 fetched ahead when the user
 * nears their end, so the next card is there when the key is pressed (issue 7).
 */
export function useReviewRows(batchId: string | null, matchType: MatchType, row: number) {
  const chunk = Math.floor(row / REVIEW_CHUNK);
  const key = batchId ? reviewChunkKey(batchId, matchType, chunk) : null;
  const page = useSWR(key, fetchChunk, { revalidateOnFocus: false, keepPreviousData: true });
  const totalCount = page.data?.totalCount ?? 0;
  useEffect(() => {
    if (!batchId || totalCount === 0) return;
    const within = row % REVIEW_CHUNK;
    if (within >= REVIEW_CHUNK - 5 && (chunk + 1) * REVIEW_CHUNK < totalCount) {
      void preload(reviewChunkKey(batchId, matchType, chunk + 1), fetchChunk);
    }
    if (chunk > 0 && within <= 2) void preload(reviewChunkKey(batchId, matchType, chunk - 1), fetchChunk);
  }, [batchId, matchType, row, chunk, totalCount]);
  const current = page.data?.results[row % REVIEW_CHUNK] ?? null;
  return { ...page, current, chunk };
}

/** Sends one review decision; the answer comes after the server's commit. */
export async function sendDecision(decision: Decision): Promise<SendResult> {
  try {
    if (decision.kind === 'select') {
      await importSaveSingleMatchSelection({
        batchId: decision.batchId,
        rowId: decision.rowId,
        pos: decision.pos,
        isMatchSelected: decision.selected,
      });
    } else {
      await importSaveSingleManualCheck({
        batchId: decision.batchId,
        rowId: decision.rowId,
        isChecked: decision.checked,
      });
    }
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) return 'unauthorized';
      if (
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 408 &&
        error.status !== 429
      )
        return 'rejected';
    }
    return 'retry';
  }
}
