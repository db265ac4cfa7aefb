import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  CHECK_POLL_INTERVAL_MS,
  emailcheckGetResults,
  emailcheckGetStatus,
  emailcheckStart,
  websitecheckGetResults,
  websitecheckGetStatus,
  websitecheckStart,
  type EmailCheckResults,
  type EmailCheckStatus,
  type WebsiteCheckResults,
  type WebsiteCheckStatus,
} from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

/** The two reachability checks of the report (spec 3 E-mail check, Website check). */
export type CheckKind = 'email' | 'website';

interface CheckTypes {
  email: { status: EmailCheckStatus; results: EmailCheckResults };
  website: { status: WebsiteCheckStatus; results: WebsiteCheckResults };
}

const CALLS = {
  email: { start: emailcheckStart, status: emailcheckGetStatus, results: emailcheckGetResults },
  website: { start: websitecheckStart, status: websitecheckGetStatus, results: websitecheckGetResults },
} as const;

export const checkStatusKey = (kind: CheckKind, batchId: string) =>
  ['report', kind, 'status', batchId] as const;
export const checkResultsKey = (kind: CheckKind, batchId: string) =>
  ['report', kind, 'results', batchId] as const;

async function fetchCheckStatus<K extends CheckKind>(
  kind: K,
  batchId: string,
): Promise<CheckTypes[K]['status']> {
  return requireResponse(await CALLS[kind].status({ batchId })) as CheckTypes[K]['status'];
}

async function fetchCheckResults<K extends CheckKind>(
  kind: K,
  batchId: string,
): Promise<CheckTypes[K]['results']> {
  return requireResponse(await CALLS[kind].results({ batchId })) as CheckTypes[K]['results'];
}

/** Where a check stands as the report shows it: `starting` while the start call is on its way. */
export type CheckPhase = 'loading' | 'idle' | 'starting' | 'processing' | 'finished' | 'failed' | 'error';

export interface CheckOptions {
  /**
   * Export mode (the PDF): the status and results are read once as they are, a running check is
   * not followed and nothing is started (spec 4: polling resumes "not in export mode").
   */
  readOnly?: boolean;
  /** A start the server refused or that never arrived (the page notifies it, spec 8). */
  onStartError?: (error: unknown) => void;
}

/**
 * One reachability check of the batch (spec 4 E-mail check and website check): on open its status
 * (idle -> the report offers to start it); `start` -> starting -> processing, the status polled every
 * second until finished, then the results. A check that is already running when the report opens is
 * followed the same way. In export mode nothing is polled or started.
 */
export function useReachabilityCheck<K extends CheckKind>(
  kind: K,
  batchId: string | null,
  { readOnly = false, onStartError }: CheckOptions = {},
) {
  const { mutate } = useSWRConfig();
  const [starting, setStarting] = useState(false);
  const status = useSWR(
    batchId ? checkStatusKey(kind, batchId) : null,
    ([, , , id]) => fetchCheckStatus(kind, id),
    {
      revalidateOnMount: true,
      revalidateOnFocus: false,
      dedupingInterval: 0,
      refreshInterval: (latest: CheckTypes[K]['status'] | undefined) =>
        !readOnly && latest?.state === 'processing' ? CHECK_POLL_INTERVAL_MS : 0,
    },
  );
  const finished = status.data?.state === 'finished';
  const results = useSWR(
    batchId && finished ? checkResultsKey(kind, batchId) : null,
    ([, , , id]) => fetchCheckResults(kind, id),
    { revalidateOnMount: true, revalidateOnFocus: false, dedupingInterval: 0 },
  );

  const start = useCallback(async () => {
    if (!batchId || readOnly) return;
    setStarting(true);
    try {
      const answer = requireResponse(await CALLS[kind].start({ batchId }));
      // The answer is the new status: polling starts from it (processing), results follow when finished.
      await mutate(checkStatusKey(kind, batchId), answer, { revalidate: false });
      await mutate(checkResultsKey(kind, batchId), undefined, { revalidate: false });
    } catch (error) {
      onStartError?.(error);
    } finally {
      setStarting(false);
    }
  }, [batchId, kind, mutate, onStartError, readOnly]);

  const retryLoad = useCallback(() => {
    void status.mutate();
    if (finished) void results.mutate();
  }, [finished, results, status]);

  let phase: CheckPhase;
  if (starting) phase = 'starting';
  else if (status.data) {
    phase = status.data.state;
    if (phase === 'finished' && !results.data) phase = results.error ? 'error' : 'loading';
  } else phase = status.error ? 'error' : 'loading';

  return {
    phase,
    status: status.data,
    results: results.data,
    loadError: status.error ?? results.error,
    start,
    retryLoad,
  };
}
