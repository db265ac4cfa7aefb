import { useEffect } from 'react';
import useSWR, { preload, unstable_serialize, useSWRConfig } from 'swr';
import {
  ApiError,
  importGetResults,
  importSaveSingleManualCheck,
  importSaveSingleMatchSelection,
  type MatchType,
  type ResultPageResponse,
  type ReviewRowStateResponse,
} from '@datacare/api-client';
import { requireResponse } from '../../lib/api-errors.ts';
import type { Decision, SendResult } from './decisionQueue.ts';

/** Rows fetched and cached at a time; the page shows one (spec 9). */
export const REVIEW_CHUNK = 15;

export const reviewChunkKey = (batchId: string, matchType: MatchType, chunk: number) =>
  ['review', batchId, matchType, chunk] as const;

/** A chunk of rows as cached: the page, marked with the key it was fetched for. */
export interface ReviewChunk extends ResultPageResponse {
  /** `unstable_serialize` of the chunk's key. */
  chunkKey: string;
}

async function fetchChunk(key: ReturnType<typeof reviewChunkKey>): Promise<ReviewChunk> {
  const [, batchId, matchType, chunk] = key;
  const page = requireResponse(
    await importGetResults({
      batchId,
      paging: { page: chunk, pageSize: REVIEW_CHUNK },
      filters: { matchType },
    }),
  );
  return { ...page, chunkKey: unstable_serialize(key) };
}

/**
 * The 15 rows around `row` (0-based within the tab), and the next 15 fetched ahead when the user
 * nears their end, so the next card is there when the key is pressed (issue 7). A chunk fetched
 * ahead goes into the cache at once, so the first card of the next chunk renders with the key
 * press. While a chunk loads, `data` keeps the last chunk (its counts), but `current` is null: a
 * row of another chunk or tab is never shown as this row.
 */
export function useReviewRows(batchId: string | null, matchType: MatchType, row: number) {
  const chunk = Math.floor(row / REVIEW_CHUNK);
  const key = batchId ? reviewChunkKey(batchId, matchType, chunk) : null;
  const page = useSWR(key, fetchChunk, { revalidateOnFocus: false, keepPreviousData: true });
  const { cache, mutate } = useSWRConfig();
  const totalCount = page.data?.totalCount ?? 0;
  useEffect(() => {
    if (!batchId || totalCount === 0) return;
    const within = row % REVIEW_CHUNK;
    const targets: number[] = [];
    if (within >= REVIEW_CHUNK - 5 && (chunk + 1) * REVIEW_CHUNK < totalCount) targets.push(chunk + 1);
    if (chunk > 0 && within <= 2) targets.push(chunk - 1);
    const missing = targets
      .map((target) => reviewChunkKey(batchId, matchType, target))
      .filter((targetKey) => cache.get(unstable_serialize(targetKey))?.data === undefined);
    if (missing.length === 0) return;
    // After the next paint: the key press that brought the user here does not wait for the request.
    // Not cancelled when the row changes again, so a held arrow key still fetches ahead.
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const targetKey of missing) {
          preload(targetKey, fetchChunk).then(
            (data) => {
              if (cache.get(unstable_serialize(targetKey))?.data === undefined) {
                void mutate(targetKey, data, { revalidate: false });
              }
            },
            // The hook that shows the chunk fetches it again and reports the error.
            () => undefined,
          );
        }
      }),
    );
  }, [batchId, matchType, row, chunk, totalCount, cache, mutate]);
  const data = page.data;
  const current =
    data && key && data.chunkKey === unstable_serialize(key)
      ? (data.results[row % REVIEW_CHUNK] ?? null)
      : null;
  return { ...page, current, chunk };
}

/**
 * Sends one review decision; the answer comes after the server's commit and is the row's state as
 * stored with the manual tab's checked count, handed to `onAnswer` (the remaining-checks counter).
 */
export async function sendDecision(
  decision: Decision,
  onAnswer?: (answer: ReviewRowStateResponse) => void,
): Promise<SendResult> {
  try {
    const answer =
      decision.kind === 'select'
        ? await importSaveSingleMatchSelection({
            batchId: decision.batchId,
            rowId: decision.rowId,
            pos: decision.pos,
            isMatchSelected: decision.selected,
          })
        : await importSaveSingleManualCheck({
            batchId: decision.batchId,
            rowId: decision.rowId,
            isChecked: decision.checked,
          });
    if (answer) onAnswer?.(answer);
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
