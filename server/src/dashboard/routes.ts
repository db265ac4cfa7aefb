import type { ContractHandlers } from '../http/contract.ts';
import type { Db } from '../db/database.ts';
import { signedIn } from '../auth/guard.ts';
import type { Clock } from '../system/clock.ts';
import { userStats } from './service.ts';

/** The dashboard call (spec 7 Tracking and dashboard). */
export function dashboardHandlers(deps: {
  db: Db;
  clock: Clock;
}): Required<Pick<ContractHandlers, 'dashboardGetUserStats'>> {
  return {
    dashboardGetUserStats: async ({ request }) => userStats(deps.db, signedIn(request).user.id, deps.clock()),
  };
}
