import { hasEnoughQuota, quotaInfoForExport } from '@datacare/api-client/domain';
import type { ContractHandlers } from '../http/contract.ts';
import type { Db } from '../db/database.ts';
import { signedIn } from '../auth/guard.ts';
import type { CompanyCounts } from '../exports/storage.ts';
import type { Clock } from '../system/clock.ts';
import { getQuota } from './service.ts';

type QuotaHandlers = Required<
  Pick<
    ContractHandlers,
    'quotaGetUserQuotaInfo' | 'quotaGetCurrentQuotaInfosForExport' | 'quotaHasEnoughQuota'
  >
>;

/**
 * The quota calls (spec 7 Quota), always for the signed-in account. `batchFigures` counts a batch
 * of the user's (exports/service.ts; 404 for another user's batch): the companies an export would
 * enrich, and of them the ones it charges now.
 */
export function quotaHandlers(deps: {
  db: Db;
  clock: Clock;
  batchFigures: (userId: string, batchId: string) => Promise<CompanyCounts>;
}): QuotaHandlers {
  return {
    quotaGetUserQuotaInfo: async ({ request }) => getQuota(deps.db, signedIn(request).user.id, deps.clock()),

    quotaGetCurrentQuotaInfosForExport: async ({ body, request }) => {
      const { user } = signedIn(request);
      // With a batch, its locked companies, the ones an earlier export of it charged and a company
      // several rows share are free: of the batch's companies (numberOfCompanies, what the client
      // asks for) the export charges `chargeable` (docs/exports.md).
      let free = 0;
      if (body.batchId !== undefined) {
        const figures = await deps.batchFigures(user.id, body.batchId);
        free = Math.max(0, figures.companies - figures.chargeable);
      }
      const quota = await getQuota(deps.db, user.id, deps.clock());
      return quotaInfoForExport(quota, body.numRequestedExports, free, body.exportType);
    },

    quotaHasEnoughQuota: async ({ body, request }) => {
      const quota = await getQuota(deps.db, signedIn(request).user.id, deps.clock());
      return { hasEnoughQuota: hasEnoughQuota(quota, body.numRequested) };
    },
  };
}
