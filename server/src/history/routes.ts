import type { FastifyReply } from 'fastify';
import { signedIn } from '../auth/guard.ts';
import type { ContractHandlers } from '../http/contract.ts';
import { contentDisposition } from '../http/download.ts';
import { requestLanguage } from '../http/language.ts';
import type { ExportDownload, HistoryService } from './service.ts';

type HistoryOperations =
  | 'exportListHistoryExports'
  | 'exportGetHistoryExport'
  | 'exportGetHistoryExportsZip'
  | 'exportGetMailedExportInfo'
  | 'exportGetMailedExport'
  | 'exportSendExportViaMail';

function sendFile(reply: FastifyReply, download: ExportDownload): FastifyReply {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', contentDisposition(download.fileName))
    .header('cache-control', 'no-store')
    .send(download.open());
}

/** The exports history and delivery calls (spec 2 Exports list, 7 Export; docs/exports.md). */
export function historyHandlers(deps: {
  service: HistoryService;
}): Required<Pick<ContractHandlers, HistoryOperations>> {
  const { service } = deps;
  return {
    exportListHistoryExports: async ({ request, body }) =>
      service.list(signedIn(request).user.id, body, requestLanguage(request)),
    exportGetHistoryExport: async ({ request, reply, query }) =>
      sendFile(reply, await service.historyFile(signedIn(request).user.id, query.id)),
    exportGetHistoryExportsZip: async ({ request, reply, query }) => {
      const zip = await service.historyZip(signedIn(request).user.id, query, requestLanguage(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(zip.fileName))
        .header('cache-control', 'no-store')
        .send(zip.stream);
    },
    exportGetMailedExportInfo: async ({ request, body }) =>
      service.mailedExportInfo(signedIn(request).user.id, body.token),
    exportGetMailedExport: async ({ request, reply, query }) =>
      sendFile(reply, await service.mailedExportFile(signedIn(request).user.id, query.token)),
    exportSendExportViaMail: async ({ request, body }) =>
      service.sendViaMail(signedIn(request).user, body.batchId),
  };
}
