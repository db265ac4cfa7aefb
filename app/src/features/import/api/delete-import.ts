import { importDeleteImport } from '@datacare/api-client';

/** Deletes the batch with its rows, results and stored file (after the user confirmed). */
export function deleteImport(batchId: string) {
  return importDeleteImport({ batchId });
}
