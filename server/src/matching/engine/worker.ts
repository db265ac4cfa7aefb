/**
 * A matching worker thread: builds a Matcher over the shared index arrays it is given and
 * matches the chunks of rows the pool sends, one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CompanyIndex, type CompanyIndexData } from '../index/company-index.ts';
import type { MappedRow, RowResult } from '../types.ts';
import { toOutputRow } from '../output.ts';
import { Matcher } from './matcher.ts';
import { matchAndStoreChunk, type ChunkRequest } from '../jobs/chunk-store.ts';
import { ChunkStores } from '../jobs/chunk-stores.ts';
import { runAsBackgroundThread } from '../../system/thread-priority.ts';
import type { ModelParameters } from './model.ts';

export interface WorkerSetup {
  index: CompanyIndexData;
  parameters: ModelParameters;
  kept: number;
}

export type WorkerRequest =
  | {
      id: number;
      rows: MappedRow[];
      /** Also write the batch output lines (output.ts) at this threshold, and send results lean. */
      linesAt?: number;
    }
  | {
      id: number;
      /** Read a range of a job's rows, match them and store the results (jobs/chunk-store.ts). */
      store: ChunkRequest;
    }
  | {
      id: number;
      /** Close this thread's database connections: the engine is closing (answers `{ id, closed }`). */
      close: true;
    };

// Matching is background work: the server's main thread, which answers requests, goes first.
runAsBackgroundThread();
const setup = workerData as WorkerSetup;
const matcher = new Matcher(new CompanyIndex(setup.index), setup.parameters, setup.kept);

/** This thread's connections to the application database, by location (one in practice). */
const stores = new ChunkStores();

parentPort!.on('message', (request: WorkerRequest) => {
  if ('store' in request) {
    store(request.id, request.store).catch(() => {});
    return;
  }
  if ('close' in request) {
    stores.close().finally(() => parentPort!.postMessage({ id: request.id, closed: true }));
    return;
  }
  try {
    const results = matcher.matchRows(request.rows);
    if (request.linesAt === undefined) {
      parentPort!.postMessage({ id: request.id, results });
    } else {
      // Serialising here keeps the thread that writes the file free: it gets one string and
      // results without data and explanations (for counting and measuring).
      const lines = results.map((r) => JSON.stringify(toOutputRow(r, request.linesAt!))).join('\n');
      parentPort!.postMessage({ id: request.id, results: results.map(leanResult), lines });
    }
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});

const NO_DATA = {
  company_name: null,
  zip: null,
  location: null,
  street: null,
  country: null,
  url: null,
  status: null,
};

/** A result without the candidates' data and explanations. */
function leanResult(result: RowResult): RowResult {
  return { ...result, candidates: result.candidates.map((c) => ({ ...c, data: NO_DATA, explanation: [] })) };
}

async function store(id: number, request: ChunkRequest): Promise<void> {
  try {
    const { stored, failures } = await matchAndStoreChunk(stores.of(request.database), request, (rows) =>
      matcher.matchRows(rows),
    );
    parentPort!.postMessage({ id, stored, failures });
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}
