import { importDeleteImport } from '@datacare/api-client';

/**
 * Deletes an import with everything of it (rows, results, decisions, the stored file) in one
 * transaction on the server; its exports stay in the history, marked deleted (spec 7 deleteImport).
 */
export function deleteImport(batchId: string) {
  return importDeleteImport({ batchId });
}
