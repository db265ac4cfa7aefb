/**
 * Loads (or builds and caches) the index of a company database in a worker thread, so the thread
 * that serves requests never waits for a build: the index's arrays are SharedArrayBuffers, so
 * handing them back copies nothing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { loadCompanyIndex } from './load.ts';
import { runAsBackgroundThread } from '../../system/thread-priority.ts';

export interface LoadWorkerInput {
  companiesFile: string;
  cacheDir: string | null;
}

// Building the index is background work: requests go first.
runAsBackgroundThread();
const input = workerData as LoadWorkerInput;
const sqlite = new Database(input.companiesFile, { readonly: true, fileMustExist: true });
try {
  const { index, origin, ms } = loadCompanyIndex(sqlite, {
    cacheDir: input.cacheDir,
    sourceFile: input.companiesFile,
  });
  parentPort!.postMessage({ data: index.data, origin, ms });
} finally {
  sqlite.close();
}
