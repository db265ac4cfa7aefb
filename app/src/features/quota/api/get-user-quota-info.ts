import useSWR from 'swr';
import { quotaGetUserQuotaInfo } from '@datacare/api-client';

/** SWR key of the user's quota; exports revalidate it after they charge quota. */
export const quotaKey = ['quota', 'user'] as const;

export function getUserQuotaInfo() {
  return quotaGetUserQuotaInfo({});
}

/** The signed-in user's export quota (side-menu counter, quota page). */
export function useUserQuotaInfo(enabled = true) {
  return useSWR(enabled ? quotaKey : null, getUserQuotaInfo);
}
