import useSWR from 'swr';
import { dashboardGetUserStats } from '@datacare/api-client';

export const userStatsKey = ['dashboard', 'userStats'] as const;

export function getUserStats() {
  return dashboardGetUserStats({});
}

/** The dashboard statistics. A failure is silent (spec section 8 Other): the table shows dashes. */
export function useUserStats() {
  return useSWR(userStatsKey, getUserStats);
}
