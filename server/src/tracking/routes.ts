import type { ContractHandlers } from '../http/contract.ts';
import type { Db } from '../db/database.ts';
import { signedIn } from '../auth/guard.ts';
import type { Clock } from '../system/clock.ts';
import { trackInteraction } from './service.ts';

/** The tracking call (spec 7 Tracking and dashboard). */
export function trackingHandlers(deps: {
  db: Db;
  clock: Clock;
}): Required<Pick<ContractHandlers, 'trackingTrackNewUserInteraction'>> {
  return {
    trackingTrackNewUserInteraction: async ({ body, request }) => {
      await trackInteraction(deps.db, signedIn(request).user.id, body, deps.clock());
      return { ok: true };
    },
  };
}
