import type { ContractHandlers } from '../http/contract.ts';
import { signedIn } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { createReviewService } from './service.ts';

type ReviewOperations = 'importGetResults' | 'importSaveSingleMatchSelection' | 'importSaveSingleManualCheck';

/** The review page's calls (spec 7 Import): a page of results, select a match, mark a row checked. */
export function reviewHandlers(deps: { db: Db }): Required<Pick<ContractHandlers, ReviewOperations>> {
  const service = createReviewService({ db: deps.db });
  return {
    importGetResults: async ({ request, body }) => service.getResults(signedIn(request).user, body),
    importSaveSingleMatchSelection: async ({ request, body }) =>
      service.saveMatchSelection(signedIn(request).user, body),
    importSaveSingleManualCheck: async ({ request, body }) =>
      service.saveManualCheck(signedIn(request).user, body),
  };
}
