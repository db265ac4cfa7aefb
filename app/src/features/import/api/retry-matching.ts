import { importRetryMatching } from '@datacare/api-client';

/**
 * Continues a failed or stopped matching from its last checkpoint (the status page's "Erneut
 * versuchen" and "Fortsetzen"); the caller revalidates the status so polling resumes.
 */
export function retryMatching(batchId: string) {
  return importRetryMatching({ batchId });
}
