import { signedIn } from '../../auth/guard.ts';
import type { ContractHandlers } from '../../http/contract.ts';
import type { StatisticsService } from './service.ts';

/** The quality report's statistics (spec 7 getStatistics), always for the signed-in user's batch. */
export function statisticsHandlers(
  service: StatisticsService,
): Required<Pick<ContractHandlers, 'importGetStatistics'>> {
  return {
    importGetStatistics: async ({ request, body }) => service.get(signedIn(request).user.id, body.batchId),
  };
}
