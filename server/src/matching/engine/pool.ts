/**
 * The in-memory index engine (MatchEngine): worker threads that share one copy of the index
 * (its arrays are SharedArrayBuffers) and match chunks of rows in parallel, so a batch uses every
 * core while the thread that owns the engine (the HTTP server, the CLI) stays free. With zero
 * workers it matches in the calling thread (tests, tiny batches).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CompanyIndex, type CompanyIndexData } from '../index/company-index.ts';
import type { MappedRow, MatchEngine, RowResult } from '../types.ts';
import { KEPT_CANDIDATES, Matcher } from './matcher.ts';
import type { ModelParameters } from './model.ts';
import type { WorkerRequest, WorkerSetup } from './worker.ts';
import { toOutputRow } from '../output.ts';
import {
  matchAndStoreChunk,
  type ChunkOutcome,
  type ChunkRequest,
  type RowFailure,
} from '../jobs/chunk-store.ts';
import { ChunkStores } from '../jobs/chunk-stores.ts';
import { appWriteIntent, releaseWriteLockOf } from '../../db/write-intent.ts';

export interface IndexEngineOptions {
  index: CompanyIndexData;
  parameters: ModelParameters;
  /** Worker threads (default: one per core, at most 4); 0 matches in the calling thread. */
  workers?: number;
  /** Rows per message to a worker (default 200). */
  chunkSize?: number;
  /** Candidates kept per row. */
  kept?: number;
}

type WorkerResponse =
  | { id: number; results: RowResult[]; lines?: string }
  | { id: number; stored: number; failures: RowFailure[] }
  | { id: number; closed: true }
  | { id: number; error: string };
type WorkerAnswer = Exclude<WorkerResponse, { error: string }>;

interface Pending {
  resolve: (response: WorkerAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * Results with their batch output lines (output.ts), written in the worker threads. `results`
 * carry no candidate data or explanations: the lines have them.
 */
export interface MatchedLines {
  results: RowResult[];
  /** One JSON line per row, in row order, joined with newlines (no trailing newline). */
  lines: string;
}

/** An engine that can also write the batch CLI's output lines where it matches. */
export interface LinesEngine extends MatchEngine {
  matchLines(rows: readonly MappedRow[], threshold: number): Promise<MatchedLines>;
}

/** Worker threads by default: the machine's cores, at most four. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function createIndexEngine(options: IndexEngineOptions): LinesEngine {
  const workers = options.workers ?? defaultWorkerCount();
  const kept = options.kept ?? KEPT_CANDIDATES;
  if (workers === 0) {
    const matcher = new Matcher(new CompanyIndex(options.index), options.parameters, kept);
    const stores = new ChunkStores();
    return {
      name: 'index',
      match: async (rows) => matcher.matchRows(rows),
      matchAndStore: async (request) =>
        matchAndStoreChunk(stores.of(request.database), request, (rows) => matcher.matchRows(rows)),
      matchLines: async (rows, threshold) => {
        const results = matcher.matchRows(rows);
        return { results, lines: results.map((r) => JSON.stringify(toOutputRow(r, threshold))).join('\n') };
      },
      close: () => stores.close(),
    };
  }
  return new WorkerPoolEngine(options, workers, kept);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

class WorkerPoolEngine implements LinesEngine {
  readonly name = 'index';
  readonly #workers: Worker[] = [];
  readonly #idle: Worker[] = [];
  readonly #queue: { request: WorkerRequest; pending: Pending }[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #chunkSize: number;
  #nextId = 0;
  #failure: Error | null = null;
  #closed = false;

  constructor(options: IndexEngineOptions, count: number, kept: number) {
    this.#chunkSize = options.chunkSize ?? 200;
    const setup: WorkerSetup = { index: options.index, parameters: options.parameters, kept };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: setup });
      worker.on('message', (response: WorkerResponse) => this.#onMessage(worker, response));
      worker.on('error', (error) =>
        this.#fail(new Error(`A matching worker failed: ${error.message}`, { cause: error })),
      );
      const id = worker.threadId;
      worker.on('exit', (code) => {
        // A worker stopped mid-transaction must not keep the request thread's writes waiting.
        releaseWriteLockOf(appWriteIntent, id);
        if (!this.#closed) this.#fail(new Error(`A matching worker stopped (exit code ${code}).`));
      });
      this.#workers.push(worker);
      this.#idle.push(worker);
    }
  }

  #onMessage(worker: Worker, response: WorkerResponse): void {
    const pending = this.#pending.get(response.id);
    this.#pending.delete(response.id);
    if (pending) {
      if ('error' in response) pending.reject(new Error(`Matching failed in a worker: ${response.error}`));
      else pending.resolve(response);
    }
    // The answer to close() (#closeConnections), which took no turn of the queue.
    if ('closed' in response) return;
    const next = this.#queue.shift();
    if (next) this.#send(worker, next.request, next.pending);
    else this.#idle.push(worker);
  }

  #send(worker: Worker, request: WorkerRequest, pending: Pending): void {
    this.#pending.set(request.id, pending);
    worker.postMessage(request);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    for (const { pending } of this.#queue.splice(0)) pending.reject(error);
  }

  #request(body: DistributiveOmit<WorkerRequest, 'id'>): Promise<WorkerAnswer> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('The matching engine is closed.'));
    return new Promise((resolve, reject) => {
      const request = { id: this.#nextId++, ...body } as WorkerRequest;
      const pending = { resolve, reject };
      const worker = this.#idle.pop();
      if (worker) this.#send(worker, request, pending);
      else this.#queue.push({ request, pending });
    });
  }

  async #matchChunk(rows: MappedRow[], linesAt?: number): Promise<{ results: RowResult[]; lines?: string }> {
    const answer = await this.#request({ rows, linesAt });
    if (!('results' in answer)) throw new Error('A matching worker answered a match with no results.');
    return answer;
  }

  /** One worker reads the range's rows, matches them and stores the results (jobs/chunk-store.ts). */
  async matchAndStore(request: ChunkRequest): Promise<ChunkOutcome> {
    const answer = await this.#request({ store: request });
    if (!('stored' in answer)) throw new Error('A matching worker answered a store with no count.');
    return { stored: answer.stored, failures: answer.failures };
  }

  async match(rows: readonly MappedRow[]): Promise<RowResult[]> {
    return (await this.#chunks(rows)).flatMap((chunk) => chunk.results);
  }

  async matchLines(rows: readonly MappedRow[], threshold: number): Promise<MatchedLines> {
    const chunks = await this.#chunks(rows, threshold);
    return {
      results: chunks.flatMap((chunk) => chunk.results),
      lines: chunks
        .map((chunk) => chunk.lines ?? '')
        .filter((lines) => lines !== '')
        .join('\n'),
    };
  }

  #chunks(rows: readonly MappedRow[], linesAt?: number): Promise<{ results: RowResult[]; lines?: string }[]> {
    const chunks: Promise<{ results: RowResult[]; lines?: string }>[] = [];
    for (let start = 0; start < rows.length; start += this.#chunkSize) {
      chunks.push(this.#matchChunk(rows.slice(start, start + this.#chunkSize), linesAt));
    }
    return Promise.all(chunks);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map((worker) => this.#closeConnections(worker)));
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  /**
   * Lets a thread close its database connections before it ends (a PostgreSQL pool would be cut
   * off mid-connection); a thread that does not answer within a second is ended all the same.
   */
  #closeConnections(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      const id = this.#nextId++;
      const timer = setTimeout(resolve, 1_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#pending.set(id, { resolve: done, reject: done });
      worker.postMessage({ id, close: true } satisfies WorkerRequest);
    });
  }
}
