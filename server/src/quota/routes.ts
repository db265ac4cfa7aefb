import { hasEnoughQuota, quotaInfoForExport } from '@datacare/api-client/domain';
import type { ContractHandlers } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Db } from '../db/database.ts';
import { signedIn } from '../auth/guard.ts';
import { findImportBatch } from '../imports/storage.ts';
import type { Clock } from '../system/clock.ts';
import { getQuota } from './service.ts';

type QuotaHandlers = Required<
  Pick<
    ContractHandlers,
    'quotaGetUserQuotaInfo' | 'quotaGetCurrentQuotaInfosForExport' | 'quotaHasEnoughQuota'
  >
>;

/** The quota calls (spec 7 Quota), always for the signed-in account. */
export function quotaHandlers(deps: { db: Db; clock: Clock }): QuotaHandlers {
  return {
    quotaGetUserQuotaInfo: async ({ request }) => getQuota(deps.db, signedIn(request).user.id, deps.clock()),

    quotaGetCurrentQuotaInfosForExport: async ({ body, request }) => {
      const { user } = signedIn(request);
      if (body.batchId !== undefined && !(await findImportBatch(deps.db, user.id, body.batchId))) {
        throw new HttpError(404, 'not_found');
      }
      const quota = await getQuota(deps.db, user.id, deps.clock());
      // Locked companies of the batch are not known until matching exists (import issue): 0 for now.
      return quotaInfoForExport(quota, body.numRequestedExports, 0, body.exportType);
    },

    quotaHasEnoughQuota: async ({ body, request }) => {
      const quota = await getQuota(deps.db, signedIn(request).user.id, deps.clock());
      return { hasEnoughQuota: hasEnoughQuota(quota, body.numRequested) };
    },
  };
}
