import { signedIn } from '../auth/guard.ts';
import type { ContractHandlers } from '../http/contract.ts';
import { contentDisposition } from '../http/download.ts';
import { requestLanguage } from '../http/language.ts';
import type { ActivatedService } from './service.ts';

type ActivatedOperations =
  | 'companiesListActivatedCompanies'
  | 'companiesExportCompanies'
  | 'companiesExportSelectedCompanies'
  | 'companiesGetExportFile';

/** The activated companies' calls (spec 7 Companies; docs/exports.md), always for the signed-in user. */
export function activatedHandlers(
  service: ActivatedService,
): Required<Pick<ContractHandlers, ActivatedOperations>> {
  return {
    companiesListActivatedCompanies: async ({ request, body }) =>
      service.list(signedIn(request).user.id, body),
    companiesExportCompanies: async ({ request, body }) =>
      service.exportAll(signedIn(request).user.id, body, requestLanguage(request)),
    companiesExportSelectedCompanies: async ({ request, body }) =>
      service.exportSelected(signedIn(request).user.id, body, requestLanguage(request)),
    companiesGetExportFile: async ({ request, reply, query }) => {
      const file = await service.file(signedIn(request).user.id, query.exportFileName);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.open());
    },
  };
}
