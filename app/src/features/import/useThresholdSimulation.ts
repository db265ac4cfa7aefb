import { useMemo } from 'react';
import { quotaInfoForExport, simulateThreshold, type Quota, type ResultPriority } from '@datacare/api-client';
import type { ThresholdSimulationProps } from '@datacare/ui-kit';
import { useUserQuotaInfo } from '../quota/api/get-user-quota-info.ts';

/**
 * What the quota still covers (the remaining contract quota plus the monthly expansion; null:
 * unlimited): the export rule's rest when nothing is exported yet, so the simulator and the export
 * step count alike.
 */
export function availableQuota(quota: Quota): number | null {
  return quotaInfoForExport(quota, 0).restQuota;
}

/** The props of the kit's ThresholdSimulation, without texts and layout. */
export type ThresholdSimulationView = Pick<
  ThresholdSimulationProps,
  'expectedWrongExact' | 'quotaNeeded' | 'quotaAvailable' | 'loading'
>;

/**
 * The threshold simulator's numbers (issue 15) at the slider's live value: recomputed from the rows'
 * priorities on every move (api-client `simulateThreshold`, no server call), against what the
 * user's quota still covers (the quota the side menu shows, from the same cache). Loading until
 * the priorities are there; the quota only once it is known.
 */
export function useThresholdSimulation(
  priorities: readonly ResultPriority[] | null | undefined,
  threshold: number,
): ThresholdSimulationView {
  const quota = useUserQuotaInfo();
  const simulation = useMemo(
    () => (priorities ? simulateThreshold(priorities, threshold) : null),
    [priorities, threshold],
  );
  const quotaAvailable = quota.data ? availableQuota(quota.data) : undefined;
  // One object while nothing changes: the review page's memoised header is skipped while paging.
  return useMemo(
    () => ({
      expectedWrongExact: simulation?.expectedWrongExact ?? 0,
      quotaNeeded: simulation?.quotaNeeded ?? 0,
      quotaAvailable,
      loading: !simulation,
    }),
    [simulation, quotaAvailable],
  );
}
