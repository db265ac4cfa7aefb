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
      recover: async () => {
        for (const job of await jobsWithStatus(this.#db, ['running', 'stopping'])) {
          await setJobStatus(
            this.#db,
            job.batch_id,
            job.status === 'running' ? 'queued' : 'stopped',
            this.#now(),
          );
        }
      },
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
    if (outcome.created) this.#kick();
    return outcome;
  }

  /** Asks a job to stop after the chunks in flight; a queued job stops at once. */
  async stop(batchId: string): Promise<void> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job) return;
    if (job.status === 'queued') await setJobStatus(this.#db, batchId, 'stopped', this.#now());
    else if (job.status === 'running') await setJobStatus(this.#db, batchId, 'stopping', this.#now());
  }

  /**
   * Continues a stopped or failed job with the rows that have no results yet (its checkpoint: the
   * rows stored keep their results). Queues it in one conditional write, so of two retries at once
   * one queues it; answers what it found otherwise ('none' when the batch has no job).
   */
  async resume(batchId: string): Promise<ResumeOutcome> {
    for (;;) {
      if (await requeueJob(this.#db, batchId, this.#now())) {
        this.#kick();
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

  /** Resolves when no job is queued or running (in this process). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Stops taking chunks, lets the ones in flight commit, and closes the engine. */
  close(): Promise<void> {
    return this.queue.close();
  }

  #kick(): void {
    this.queue.kick();
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
