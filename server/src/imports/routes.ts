import { createReadStream } from 'node:fs';
import type { ContractHandlers } from '../http/contract.ts';
import { contentDisposition } from '../http/download.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { signedIn } from '../auth/guard.ts';
import type { ImportService } from './service.ts';
import { receiveUpload } from './upload.ts';

type ImportOperations =
  | 'importUpload'
  | 'importRereadUpload'
  | 'importGetSampleFile'
  | 'importStartMatching'
  | 'importStopMatching'
  | 'importRetryMatching'
  | 'importDeleteImport'
  | 'importGetImportName'
  | 'importGetStatus'
  | 'importGetResultPriorities'
  | 'importGetThresholds'
  | 'importSaveThresholds'
  | 'importSaveTag'
  | 'importListImports';

/** The import wizard's calls (spec 7 Import): upload and its re-read, mapping and start, status, threshold, names, the past-imports list. */
export function importHandlers(deps: {
  service: ImportService;
  dataDir: string;
  uploadBodyLimit: number;
}): Required<Pick<ContractHandlers, ImportOperations>> {
  const { service } = deps;
  const ok = { ok: true } as const;
  return {
    importUpload: async ({ request }) => {
      const { user } = signedIn(request);
      const received = await receiveUpload(request, {
        dataDir: deps.dataDir,
        maxBytes: deps.uploadBodyLimit,
      });
      return service.upload(user.id, received, requestLanguage(request));
    },
    importRereadUpload: async ({ request, body }) =>
      service.rereadUpload(signedIn(request).user.id, body, requestLanguage(request)),
    importGetSampleFile: async ({ request, reply, query }) => {
      signedIn(request);
      const file = service.sampleFile(query.format);
      if (!file) throw new HttpError(404, 'not_found');
      const type =
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return reply
        .header('content-type', type)
        .header('content-disposition', contentDisposition(`kundenliste-beispiel.${query.format}`))
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
    importStartMatching: async ({ request, reply, body }) =>
      // When the request arrived, not when its turn came: a job created in between was started by
      // a call made at the same time (a double click, a retried request), which then gets 409.
      service.startMatching(
        signedIn(request).user.id,
        body,
        new Date(Date.now() - reply.elapsedTime).toISOString(),
        requestLanguage(request),
      ),
    importStopMatching: async ({ request, body }) => {
      await service.stopMatching(signedIn(request).user.id, body.batchId);
      return ok;
    },
    importRetryMatching: async ({ request, body }) => {
      await service.retryMatching(signedIn(request).user.id, body.batchId);
      return ok;
    },
    importDeleteImport: async ({ request, body }) => {
      await service.deleteImport(signedIn(request).user.id, body.batchId);
      return ok;
    },
    importGetImportName: async ({ request, body }) =>
      service.importName(signedIn(request).user.id, body.batchId),
    importGetStatus: async ({ request, body }) => service.status(signedIn(request).user.id, body.batchId),
    importGetResultPriorities: async ({ request, body }) =>
      service.resultPriorities(signedIn(request).user.id, body.batchId),
    importGetThresholds: async ({ request, body }) =>
      service.getThresholds(signedIn(request).user.id, body.batchId),
    importSaveThresholds: async ({ request, body }) =>
      service.saveThresholds(signedIn(request).user.id, body.batchId, body.exactMatchThreshold),
    importSaveTag: async ({ request, body }) =>
      service.saveTag(signedIn(request).user.id, body.batchId, body.tag),
    importListImports: async ({ request, body }) => service.listImports(signedIn(request).user.id, body),
  };
}
