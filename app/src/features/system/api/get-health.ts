import useSWR from 'swr';
import { systemHealth } from '@datacare/api-client';

/** SWR key of the health check. */
export const healthKey = ['system', 'health'] as const;

/** Fetches GET /health. */
export function getHealth() {
  return systemHealth();
}

/** The server's health, refreshed every 30 s so a lost connection shows up. */
export function useHealth() {
  return useSWR(healthKey, getHealth, { refreshInterval: 30_000 });
}
