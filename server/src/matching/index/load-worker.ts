/**
 * Loads (or builds and caches) the index of a company database in a worker thread, so the thread
 * that serves requests never waits for a build: the index's arrays are SharedArrayBuffers, so
 * handing them back copies nothing. The worker opens the company database itself (SQLite file or
 * PostgreSQL schema) from its location.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CompanyDatabaseLocation } from '../../companies/database.ts';
import { loadCompanyIndexAt } from './load.ts';
import { runAsBackgroundThread } from '../../system/thread-priority.ts';

export interface LoadWorkerInput {
  companies: CompanyDatabaseLocation;
  cacheDir: string | null;
}

// Building the index is background work: requests go first.
runAsBackgroundThread();
const input = workerData as LoadWorkerInput;
const { index, origin, ms } = await loadCompanyIndexAt(input.companies, { cacheDir: input.cacheDir });
parentPort!.postMessage({ data: index.data, origin, ms });
