import { signedIn } from '../auth/guard.ts';
import type { ContractHandlers } from '../http/contract.ts';
import { contentDisposition } from '../http/download.ts';
import { requestLanguage } from '../http/language.ts';
import type { ExportService } from './service.ts';

type ExportOperations =
  | 'exportGetExportInfo'
  | 'exportGetExportPreview'
  | 'exportExportMatches'
  | 'exportGetExportStatus'
  | 'exportGetExportFile';

/** The export step's calls (spec 7 Export; docs/exports.md), always for the signed-in user's batches. */
export function exportHandlers(service: ExportService): Required<Pick<ContractHandlers, ExportOperations>> {
  return {
    exportGetExportInfo: async ({ request, body }) =>
      service.info(signedIn(request).user.id, body.batchId, requestLanguage(request)),
    exportGetExportPreview: async ({ request, body }) => service.preview(signedIn(request).user.id, body),
    exportExportMatches: async ({ request, body }) =>
      service.start(signedIn(request).user.id, body, requestLanguage(request)),
    exportGetExportStatus: async ({ request, body }) =>
      service.status(signedIn(request).user.id, body.batchId),
    exportGetExportFile: async ({ request, reply, query }) => {
      const file = await service.file(signedIn(request).user.id, query.id, query.exportFileType);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.open());
    },
  };
}
