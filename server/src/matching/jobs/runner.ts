/**
 * Runs matching jobs (docs/matching.md, 'Jobs and tables'): one job at a time, in chunks. This
 * thread only hands out ranges of row ids; the engine's worker threads read a range's rows, match
 * them and store the results with the job's progress through connections of their own, in short
 * transactions (jobs/chunk-store.ts), so the thread serving requests stays free. Engines without
 * threads (tests) are stored here, by the same code. A process killed mid-run loses at most the
 * transactions in flight: on the next start `recover()` queues the job again and it continues
 * with the rows that have no results, which ends in the same results as an uninterrupted run
 * (matching a row depends only on the row and the index).
 *
 * The runner is the 'matching' kind of the server's jobs (docs/adr/008-jobs.md): its `queue`
 * claims the next queued job, runs it and records a failure, and recovers what a killed process
 * left; the app registers the queue with the other kinds.
 *
 * In a cluster (PostgreSQL, jobs/cluster.ts) the job is split: the worker that claims it offers
 * its pending rows as chunks on the 'matching_chunk' queue, and every worker's engine takes chunks
 * at once. A chunk writes each row once (a chunk done twice, by a worker that died and the one that
 * took it over, writes once), the job's `finished` counts the rows written by all, and the worker
 * whose chunk completes the count finishes the job. A chunk given up after its retries (its
 * workers kept dying) fails the job; resume continues it.
 *
 * Stop is cooperative: the job is marked 'stopping', the chunks in flight are committed, then it
 * is 'stopped'; resume continues where it stopped. A job whose engine fails (an index that does
 * not load, a thread gone) is 'failed' with its error, reported to `onError`; resume continues it
 * from its checkpoint. A row whose matching throws does not fail the job: it is stored as a
 * failed row (no match, note 'matching_failed'), reported to `onError` with its row id, and the
 * other rows go on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  countMatchTypes,
  DEFAULT_EXACT_MATCH_THRESHOLD,
  progressPercent,
  type MatchPriority,
} from '@datacare/api-client/domain';
import type { MappingPair, ResultPriority, Status } from '@datacare/api-client/generated/types';
import type { DatabaseLocation, Db } from '../../db/database.ts';
import { appWriteIntent } from '../../db/write-intent.ts';
import type { ClusterDispatch } from '../../jobs/cluster.ts';
import type { JobContext, JobKind } from '../../jobs/job-kind.ts';
import { JobQueue } from '../../jobs/queue.ts';
import type { MatchEngine } from '../types.ts';
import { matchAndStoreChunk, type ChunkOutcome, type ChunkRequest, type ChunkStore } from './chunk-store.ts';
import { openChunkStore } from './chunk-stores.ts';
import { withExportedCompanies } from './priorities.ts';
import {
  claimMatchJob,
  columnIndexes,
  countImportRows,
  createMatchJob,
  findMatchJob,
  jobsWithStatus,
  pendingRowIds,
  requeueJob,
  resultSummary,
  setJobStatus,
  type CreateMatchJobOutcome,
  type MatchJobRecord,
} from './storage.ts';

export interface MatchJobRunnerOptions {
  db: Db;
  /**
   * Where `db` is (SQLite file or PostgreSQL URL): the engine's threads write results through
   * connections of their own there.
   */
  database: DatabaseLocation;
  /** The engine, created on first use (loading the index takes a moment) and kept. */
  engine: () => Promise<MatchEngine> | MatchEngine;
  /** The model version recorded with each job. */
  modelVersion?: string | null;
  /** Rows per chunk handed to the engine (default 500). */
  chunkSize?: number;
  /** Rows per write transaction of a chunk's results (default: SQLite 25, PostgreSQL 250). */
  rowsPerTransaction?: number;
  /** Chunks matched ahead of the one being committed (default 2: both workers busy). */
  inFlight?: number;
  /** Pause after each stored chunk, to leave the machine to others (default 0). */
  pauseMs?: number;
  /** ISO time of now (tests pass their own). */
  now?: () => string;
  /**
   * Where failures are reported for the log: a job's (also stored on the job, which is then
   * 'failed'), or one row's (`rowId` set; the row is stored as a failed row and the job goes on).
   */
  onError?: (batchId: string, error: unknown, rowId?: number) => void;
  /**
   * Runs after the last chunk, before the job is 'finished' (no review write can interleave): the
   * user's remembered decisions (review/remembered.ts). A failure is reported to `onError` and the
   * job finishes all the same: the results are complete without it.
   */
  beforeFinish?: (batchId: string) => Promise<unknown>;
}

/** The queue of a cluster's matching chunks, and where the chunks given up go. */
const CHUNK_QUEUE = 'matching_chunk';
const CHUNK_DEAD_QUEUE = 'matching_chunk_given_up';
/** Deliveries of a chunk after the first before it is given up (each after a worker died holding it). */
const CHUNK_RETRIES = 4;

/** A chunk of a job on the cluster's queue: the job's rows after `after` through `through`. */
interface ChunkMessage {
  batchId: string;
  after: number;
  through: number;
}

export interface StartMatchJob {
  batchId: string;
  /** The file's column names, in the order of the stored cells. */
  columns: readonly string[];
  mapping: readonly MappingPair[];
  threshold?: number;
  /** Start even when the batch's earlier run has review decisions (they are discarded). */
  discardReviewDecisions?: boolean;
  /** Written on import_batches in the transaction that creates the job (only when it is created). */
  batchMapping?: { mapping: string; additionalColumns: string };
  /** When the start was asked for (ISO, the runner's clock): a job created since makes it 'running'. */
  requestedAt?: string;
}

/** What resume found: the job queued again, or the status that kept it from resuming. */
export type ResumeOutcome = 'queued' | 'none' | Exclude<MatchJobRecord['status'], 'stopped' | 'failed'>;

export class MatchJobRunner {
  readonly #options: MatchJobRunnerOptions;
  readonly #db: Db;
  #engine: Promise<MatchEngine> | null = null;
  /** This thread's own chunk store, for engines that do not store their results. */
  #writer: ChunkStore | null = null;
  /** The jobs of this runner as the server's 'matching' kind (jobs/queue.ts). */
  readonly queue: JobQueue<MatchJobRecord>;
  /** In a cluster: where chunks are offered (set when the queue joins it). */
  #cluster: ClusterDispatch | null = null;
  /** In a cluster: chunks this process is matching now. */
  #chunks = 0;
  /** In a cluster: per job, the rows finished when this process last looked, for the rate of all workers. */
  readonly #seen = new Map<string, { finished: number; at: number; rate: number }>();

  constructor(options: MatchJobRunnerOptions) {
    this.#options = options;
    this.#db = options.db;
    this.queue = new JobQueue(this.#kind(), {
      onError: (_kind, batchId, error) => this.#options.onError?.(batchId, error),
    });
  }

  /** Matching as a kind of job: one job at a time, its chunks in the engine's worker threads. */
  #kind(): JobKind<MatchJobRecord> {
    return {
      name: 'matching',
      concurrency: 1,
      claim: () => claimMatchJob(this.#db, this.#now()),
      idOf: (job) => job.batch_id,
      state: async (batchId) => (await findMatchJob(this.#db, batchId))?.status,
      run: (job, context) => this.#runJob(job, context),
      fail: async (job, error) => {
        await setJobStatus(this.#db, job.batch_id, 'failed', this.#now(), {
          error: error instanceof Error ? error.message : String(error),
        });
      },
      recover: async (recovery) => {
        // In a cluster the running jobs are other workers' (a dead worker's chunks are retried).
        if (recovery?.cluster) return;
        for (const job of await jobsWithStatus(this.#db, ['running', 'stopping'])) {
          await setJobStatus(
            this.#db,
            job.batch_id,
            job.status === 'running' ? 'queued' : 'stopped',
            this.#now(),
          );
        }
      },
      // The worker that split the job died before it offered every chunk: split it again (rows
      // with results are not offered again).
      requeue: async (batchId) => {
        await setJobStatus(this.#db, batchId, 'queued', this.#now(), { from: ['running'] });
        await setJobStatus(this.#db, batchId, 'stopped', this.#now(), { from: ['stopping'] });
      },
      queuedIds: async () => (await jobsWithStatus(this.#db, ['queued'])).map((job) => job.batch_id),
      joinCluster: (cluster, options) => this.#joinCluster(cluster, options),
      busy: async () =>
        this.#chunks > 0 || (this.#cluster ? (await this.#cluster.pending(CHUNK_QUEUE)) > 0 : false),
      close: async () => {
        if (this.#engine) await (await this.#engine).close();
        const writer = this.#writer;
        this.#writer = null;
        await writer?.close();
      },
    };
  }

  #now(): string {
    return this.#options.now?.() ?? new Date().toISOString();
  }

  #engineOnce(): Promise<MatchEngine> {
    if (!this.#engine) {
      const engine = (async () => this.#options.engine())();
      // An engine that failed to load (the index) is loaded again by the next job or a retry.
      engine.catch(() => {
        if (this.#engine === engine) this.#engine = null;
      });
      this.#engine = engine;
    }
    return this.#engine;
  }

  /**
   * Queues a job for the batch's stored rows (a batch matched before starts over) and runs it.
   * Atomic (storage.ts createMatchJob): of simultaneous starts one creates the job, the others find
   * it queued or running; a batch whose earlier run has review decisions is only started again with
   * `discardReviewDecisions`.
   */
  async start(job: StartMatchJob): Promise<CreateMatchJobOutcome> {
    const total = await countImportRows(this.#db, job.batchId);
    const outcome = await createMatchJob(this.#db, {
      batchId: job.batchId,
      columns: job.columns,
      mapping: job.mapping,
      threshold: job.threshold ?? DEFAULT_EXACT_MATCH_THRESHOLD,
      total,
      engine: 'index',
      modelVersion: this.#options.modelVersion ?? null,
      now: this.#now(),
      discardReviewDecisions: job.discardReviewDecisions ?? false,
      ...(job.batchMapping ? { batchMapping: job.batchMapping } : {}),
      ...(job.requestedAt ? { requestedAt: job.requestedAt } : {}),
    });
    if (outcome.created) this.#kick(job.batchId);
    return outcome;
  }

  /** Asks a job to stop after the chunks in flight; a queued job stops at once. */
  async stop(batchId: string): Promise<void> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job) return;
    // Conditional: a job that finished or was claimed meanwhile is not overwritten.
    if (job.status === 'queued')
      await setJobStatus(this.#db, batchId, 'stopped', this.#now(), { from: ['queued'] });
    else if (job.status === 'running')
      await setJobStatus(this.#db, batchId, 'stopping', this.#now(), { from: ['running'] });
  }

  /**
   * Continues a stopped or failed job with the rows that have no results yet (its checkpoint: the
   * rows stored keep their results). Queues it in one conditional write, so of two retries at once
   * one queues it; answers what it found otherwise ('none' when the batch has no job).
   */
  async resume(batchId: string): Promise<ResumeOutcome> {
    for (;;) {
      if (await requeueJob(this.#db, batchId, this.#now())) {
        this.#kick(batchId);
        return 'queued';
      }
      const job = await findMatchJob(this.#db, batchId);
      if (!job) return 'none';
      // Stopped or failed in between the two reads: queue it now.
      if (job.status !== 'stopped' && job.status !== 'failed') return job.status;
    }
  }

  /**
   * After a start: jobs that were running when the process ended are queued again, jobs that were
   * stopping are stopped, and the queue runs.
   */
  recover(): Promise<void> {
    return this.queue.recover();
  }

  /**
   * Loads the engine (the company index, from its cache or built from the company tables) before
   * the first job asks for it: a worker process is ready once this resolved.
   */
  async warmUp(): Promise<void> {
    await this.#engineOnce();
  }

  /** Resolves when no job is queued or running (in this process). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Stops taking chunks, lets the ones in flight commit, and closes the engine. */
  close(): Promise<void> {
    return this.queue.close();
  }

  #kick(batchId: string): void {
    this.queue.kick(batchId);
  }

  /** Declares the chunks' queue and, in a worker, takes chunks: as many at once as the engine has threads. */
  async #joinCluster(cluster: ClusterDispatch, options: { work: boolean }): Promise<void> {
    this.#cluster = cluster;
    await cluster.define(CHUNK_DEAD_QUEUE);
    await cluster.define(CHUNK_QUEUE, { retryLimit: CHUNK_RETRIES, deadLetter: CHUNK_DEAD_QUEUE });
    if (!options.work) return;
    const threads = Math.max(1, this.#options.inFlight ?? 2);
    await cluster.work<ChunkMessage>(CHUNK_QUEUE, threads, async ({ data }) => {
      if (this.queue.closing) throw new Error('This worker is shutting down.');
      this.#chunks++;
      try {
        await this.#runChunk(data);
      } finally {
        this.#chunks--;
      }
    });
    await cluster.work<ChunkMessage>(CHUNK_DEAD_QUEUE, 1, ({ data }) => this.#chunkGivenUp(data));
  }

  /** The claimed job's pending rows, offered as chunks to every worker (cluster). */
  async #splitJob(job: MatchJobRecord, cluster: ClusterDispatch): Promise<void> {
    const batchId = job.batch_id;
    const chunkSize = this.#options.chunkSize ?? 500;
    const chunks: { data: ChunkMessage; singletonKey: string }[] = [];
    let after = 0;
    for (;;) {
      const ids = await pendingRowIds(this.#db, batchId, after, chunkSize);
      if (ids.length === 0) break;
      const through = ids[ids.length - 1]!;
      chunks.push({ data: { batchId, after, through }, singletonKey: `${batchId}:${after}` });
      after = through;
    }
    this.#seen.set(batchId, { finished: job.finished, at: performance.now(), rate: 0 });
    if (chunks.length === 0) {
      await this.#settle(batchId);
      return;
    }
    await cluster.sendMany(CHUNK_QUEUE, chunks);
  }

  /** A chunk of a job (cluster): matched and stored unless its job stopped, failed or is gone. */
  async #runChunk(chunk: ChunkMessage): Promise<void> {
    const job = await findMatchJob(this.#db, chunk.batchId);
    if (!job) return;
    if (job.status === 'stopping') {
      await setJobStatus(this.#db, chunk.batchId, 'stopped', this.#now(), { from: ['stopping'] });
      return;
    }
    if (job.status !== 'running') return;
    const engine = await this.#engineOnce();
    const request: ChunkRequest = {
      database: this.#options.database,
      batchId: chunk.batchId,
      indexes: columnIndexes(job),
      afterRowId: chunk.after,
      throughRowId: chunk.through,
      rowsPerSecond: this.#rateOf(job),
      now: this.#now(),
      rowsPerTransaction: this.#options.rowsPerTransaction,
      writeIntent: appWriteIntent,
    };
    let outcome: ChunkOutcome;
    try {
      outcome = await this.#store(engine, request);
    } catch (error) {
      // The engine failed (an index that does not load, a thread gone): the job says so; resume
      // continues it from the rows stored.
      const text = error instanceof Error ? error.message : String(error);
      if (
        await setJobStatus(this.#db, chunk.batchId, 'failed', this.#now(), { error: text, from: ['running'] })
      )
        this.#options.onError?.(chunk.batchId, error);
      return;
    }
    for (const failure of outcome.failures) this.#reportRow(chunk.batchId, failure.rowId, failure.error);
    await this.#settle(chunk.batchId);
    if (this.#options.pauseMs) await sleep(this.#options.pauseMs);
  }

  /**
   * The rate of all workers together: the rows the job finished since this process last looked,
   * per second (each worker writes the rate it measured with its next chunk's progress).
   */
  #rateOf(job: MatchJobRecord): number {
    const now = performance.now();
    const seen = this.#seen.get(job.batch_id);
    this.#seen.set(job.batch_id, { finished: job.finished, at: now, rate: seen?.rate ?? 0 });
    if (!seen || now - seen.at < 500) return seen?.rate ?? job.rows_per_second;
    const rate = Math.max(0, ((job.finished - seen.finished) * 1000) / (now - seen.at));
    this.#seen.set(job.batch_id, { finished: job.finished, at: now, rate });
    return rate;
  }

  /**
   * After a chunk (cluster): a stop asked for is done; a job whose every row has a result is
   * finished (the user's remembered decisions first), once, by whichever worker sees it first.
   */
  async #settle(batchId: string): Promise<void> {
    for (;;) {
      const job = await findMatchJob(this.#db, batchId);
      if (!job) return;
      if (job.status === 'stopping') {
        if (await setJobStatus(this.#db, batchId, 'stopped', this.#now(), { from: ['stopping'] })) return;
        continue;
      }
      if (job.status !== 'running' || job.finished < job.total) return;
      if (this.#options.beforeFinish) {
        try {
          await this.#options.beforeFinish(batchId);
        } catch (error) {
          this.#options.onError?.(batchId, error);
        }
      }
      if (
        await setJobStatus(this.#db, batchId, 'finished', this.#now(), { finished: true, from: ['running'] })
      ) {
        this.#seen.delete(batchId);
        return;
      }
    }
  }

  /** A chunk whose workers kept dying (its retries used up): its job fails with why; resume continues it. */
  async #chunkGivenUp(chunk: ChunkMessage): Promise<void> {
    const error = `A worker process ended ${CHUNK_RETRIES + 1} times while matching the rows after ${chunk.after} through ${chunk.through}.`;
    if (
      await setJobStatus(this.#db, chunk.batchId, 'failed', this.#now(), {
        error,
        from: ['running', 'stopping'],
      })
    )
      this.#options.onError?.(chunk.batchId, new Error(error));
  }

  /** Matches and stores a chunk: in the engine's threads when it can, else here. */
  #store(engine: MatchEngine, request: ChunkRequest): Promise<ChunkOutcome> {
    if (engine.matchAndStore) return engine.matchAndStore(request);
    // SQLite: written while holding the app's connection, so no Kysely transaction of this thread
    // is open meanwhile (it would hold the write lock this thread then waits for). PostgreSQL: a
    // pool of its own, the database orders the writers.
    this.#writer ??= openChunkStore(this.#options.database, {
      exclusive: (write) => this.#db.connection().execute(async () => write()),
    });
    return matchAndStoreChunk(this.#writer, request, (rows) => engine.match(rows));
  }

  async #runJob(job: MatchJobRecord, context: JobContext): Promise<void> {
    // Claimed: 'running' since the claim (storage.ts claimMatchJob).
    if (this.#cluster) return this.#splitJob(job, this.#cluster);
    const batchId = job.batch_id;
    const engine = await this.#engineOnce();
    const indexes = columnIndexes(job);
    const chunkSize = this.#options.chunkSize ?? 500;
    const depth = Math.max(1, this.#options.inFlight ?? 2);
    const pending: Promise<ChunkOutcome>[] = [];
    let after = 0;
    let exhausted = false;
    let started = performance.now();
    let done = 0;
    let rowsPerSecond = 0;
    const fill = async () => {
      while (!exhausted && pending.length < depth) {
        const ids = await pendingRowIds(this.#db, batchId, after, chunkSize);
        if (ids.length === 0) {
          exhausted = true;
          break;
        }
        const request: ChunkRequest = {
          database: this.#options.database,
          batchId,
          indexes,
          afterRowId: after,
          throughRowId: ids[ids.length - 1]!,
          rowsPerSecond,
          now: this.#now(),
          rowsPerTransaction: this.#options.rowsPerTransaction,
          writeIntent: appWriteIntent,
        };
        after = request.throughRowId;
        const stored = this.#store(engine, request);
        // Handled when its turn comes; until then a failure must not count as unhandled.
        stored.catch(() => {});
        pending.push(stored);
      }
    };
    for (;;) {
      const stopping = (await findMatchJob(this.#db, batchId))?.status === 'stopping';
      if (!stopping && !context.closing) await fill();
      const next = pending.shift();
      if (!next) {
        if (stopping) {
          await setJobStatus(this.#db, batchId, 'stopped', this.#now());
        } else if (exhausted) {
          if (this.#options.beforeFinish) {
            try {
              await this.#options.beforeFinish(batchId);
            } catch (error) {
              this.#options.onError?.(batchId, error);
            }
          }
          await setJobStatus(this.#db, batchId, 'finished', this.#now(), { finished: true });
        } else {
          // Closing: the job stays 'running' and is queued again by recover() on the next start.
        }
        return;
      }
      let outcome: ChunkOutcome;
      try {
        outcome = await next;
      } catch (error) {
        // The checkpoint stays consistent: the other chunks in flight commit (or fail) first.
        await Promise.allSettled(pending);
        throw error;
      }
      done += outcome.stored;
      for (const failure of outcome.failures) this.#reportRow(batchId, failure.rowId, failure.error);
      const seconds = (performance.now() - started) / 1000;
      rowsPerSecond = seconds > 0 ? done / seconds : 0;
      if (done > 50_000) {
        // The rate is of recent work: restart its window now and then.
        started = performance.now();
        done = 0;
      }
      if (this.#options.pauseMs) await sleep(this.#options.pauseMs);
    }
  }

  /** A failed row's error, for the log with the batch and row ids. */
  #reportRow(batchId: string, rowId: number, text: string): void {
    const error = new Error(text.split('\n', 1)[0]);
    error.stack = text;
    this.#options.onError?.(batchId, error, rowId);
  }

  /**
   * The status call's answer (contract Status): the job's state, progress from the committed
   * checkpoint, counts per match type at the job's threshold (the contract's one rule), the rows
   * whose matching failed, and the priorities once finished. Undefined when the batch has no job.
   */
  async status(batchId: string, threshold?: number): Promise<Status | undefined> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job) return undefined;
    const { priorities, failedRows } = await resultSummary(this.#db, batchId);
    // Only a finished job's answer carries the priorities, with the companies they would export.
    const full =
      job.status === 'finished' ? await withExportedCompanies(this.#db, batchId, priorities) : undefined;
    return statusOf(job, priorities, threshold, failedRows, full);
  }
}

/**
 * The contract Status of a job, its rows' best entries and how many of them failed; `full` (the
 * rows' ResultPriority, priorities.ts) goes into a finished job's answer.
 */
export function statusOf(
  job: MatchJobRecord,
  priorities: readonly MatchPriority[],
  threshold = job.exact_match_threshold,
  failedRows = 0,
  full?: ResultPriority[],
): Status {
  const finished = priorities.length;
  const notStarted = Math.max(0, job.total - finished);
  const isFinished = job.status === 'finished';
  return {
    state: job.status,
    failedRows,
    total: job.total,
    finished,
    notStarted,
    isFinished,
    progress: isFinished ? 100 : progressPercent(finished, job.total),
    rowsPerSecond: job.status === 'running' ? job.rows_per_second : 0,
    statusCounts: countMatchTypes(priorities, threshold, notStarted),
    ...(isFinished && full ? { resultPriorities: full } : {}),
  };
}
