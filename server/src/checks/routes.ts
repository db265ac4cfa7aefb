import { signedIn } from '../auth/guard.ts';
import type { ContractHandlers } from '../http/contract.ts';
import type { CheckService } from './service.ts';

type CheckOperations =
  | 'emailcheckStart'
  | 'emailcheckGetStatus'
  | 'emailcheckGetResults'
  | 'websitecheckStart'
  | 'websitecheckGetStatus'
  | 'websitecheckGetResults';

/** The e-mail and website check calls (spec 7 checks; docs/quality-report.md 'Checks'). */
export function checkHandlers(service: CheckService): Required<Pick<ContractHandlers, CheckOperations>> {
  return {
    emailcheckStart: async ({ request, body }) => service.emailStart(signedIn(request).user.id, body.batchId),
    emailcheckGetStatus: async ({ request, body }) =>
      service.emailStatus(signedIn(request).user.id, body.batchId),
    emailcheckGetResults: async ({ request, body }) =>
      service.emailResults(signedIn(request).user.id, body.batchId),
    websitecheckStart: async ({ request, body }) =>
      service.websiteStart(signedIn(request).user.id, body.batchId),
    websitecheckGetStatus: async ({ request, body }) =>
      service.websiteStatus(signedIn(request).user.id, body.batchId),
    websitecheckGetResults: async ({ request, body }) =>
      service.websiteResults(signedIn(request).user.id, body.batchId),
  };
}
