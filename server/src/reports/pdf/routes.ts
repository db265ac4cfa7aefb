import { signedIn } from '../../auth/guard.ts';
import type { ContractHandlers } from '../../http/contract.ts';
import { contentDisposition } from '../../http/download.ts';
import { requestLanguage } from '../../http/language.ts';
import type { ReportPdfService } from './service.ts';

type ReportPdfOperations = 'exportExportQualityReport' | 'exportGetQualityReportFile';

/** The quality report PDF's calls (spec 7 Export; docs/quality-report.md 'PDF'). */
export function reportPdfHandlers(service: ReportPdfService): Required<Pick<ContractHandlers, ReportPdfOperations>> {
  return {
    exportExportQualityReport: async ({ request, body }) =>
      service.exportQualityReport(signedIn(request).user, body.batchId, requestLanguage(request)),
    exportGetQualityReportFile: async ({ request, reply, query }) => {
      const file = await service.file(signedIn(request).user, query.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.open());
    },
  };
}
