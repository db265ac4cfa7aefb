/**
 * Runs matching jobs (docs/matching.md, 'Jobs and tables'): one job at a time, in chunks. The
 * engine matches a chunk in its worker threads while this thread reads the next chunk and
 * commits the previous one, its results and the job's progress in one transaction. A process
 * killed mid-run loses at most the chunks in flight: on the next start `recover()` queues the
 * job again and it continues with the rows that have no results, which ends in the same results
 * as an uninterrupted run (matching a row depends only on the row and the index).
 *
 * Stop is cooperative: the job is marked 'stopping', the chunks in flight are committed, then it
 * is 'stopped'; starting it again continues where it stopped.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { countMatchTypes, DEFAULT_EXACT_MATCH_THRESHOLD, progressPercent } from '@datacare/api-client/domain';
import type { MappingPair, Status } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';
import type { MatchEngine, MappedRow, RowResult } from '../types.ts';
import {
  columnIndexes,
  countImportRows,
  createMatchJob,
  findMatchJob,
  jobsWithStatus,
  pendingRows,
  resultPriorities,
  saveChunk,
  setJobStatus,
  type MatchJobRecord,
} from './storage.ts';

export interface MatchJobRunnerOptions {
  db: Db;
  /** The engine, created on first use (loading the index takes a moment) and kept. */
  engine: () => Promise<MatchEngine> | MatchEngine;
  /** The model version recorded with each job. */
  modelVersion?: string | null;
  /** Rows per committed chunk (default 500). */
  chunkSize?: number;
  /** Chunks matched ahead of the one being committed (default 2: both workers busy). */
  inFlight?: number;
  /** Pause after each committed chunk, to leave the machine to others (default 0). */
  pauseMs?: number;
  /** ISO time of now (tests pass their own). */
  now?: () => string;
  /** Where failures of jobs are reported (they are also stored on the job). */
  onError?: (batchId: string, error: unknown) => void;
}

export interface StartMatchJob {
  batchId: string;
  /** The file's column names, in the order of the stored cells. */
  columns: readonly string[];
  mapping: readonly MappingPair[];
  threshold?: number;
}

export class MatchJobRunner {
  readonly #options: MatchJobRunnerOptions;
  readonly #db: Db;
  #engine: Promise<MatchEngine> | null = null;
  #loop: Promise<void> | null = null;
  #closing = false;
  #closed: Promise<void> | null = null;
  #wake = false;

  constructor(options: MatchJobRunnerOptions) {
    this.#options = options;
    this.#db = options.db;
  }

  #now(): string {
    return this.#options.now?.() ?? new Date().toISOString();
  }

  #engineOnce(): Promise<MatchEngine> {
    this.#engine ??= Promise.resolve(this.#options.engine());
    return this.#engine;
  }

  /** Queues a job for the batch's stored rows (a batch matched before starts over) and runs it. */
  async start(job: StartMatchJob): Promise<void> {
    const total = await countImportRows(this.#db, job.batchId);
    await createMatchJob(this.#db, {
      batchId: job.batchId,
      columns: job.columns,
      mapping: job.mapping,
      threshold: job.threshold ?? DEFAULT_EXACT_MATCH_THRESHOLD,
      total,
      engine: 'index',
      modelVersion: this.#options.modelVersion ?? null,
      now: this.#now(),
    });
    this.#kick();
  }

  /** Asks a job to stop after the chunks in flight; a queued job stops at once. */
  async stop(batchId: string): Promise<void> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job) return;
    if (job.status === 'queued') await setJobStatus(this.#db, batchId, 'stopped', this.#now());
    else if (job.status === 'running') await setJobStatus(this.#db, batchId, 'stopping', this.#now());
  }

  /** Continues a stopped or failed job with the rows that have no results yet. */
  async resume(batchId: string): Promise<void> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job || (job.status !== 'stopped' && job.status !== 'failed')) return;
    await setJobStatus(this.#db, batchId, 'queued', this.#now(), { error: null });
    this.#kick();
  }

  /**
   * After a start: jobs that were running when the process ended are queued again, jobs that were
   * stopping are stopped, and the queue runs.
   */
  async recover(): Promise<void> {
    for (const job of await jobsWithStatus(this.#db, ['running', 'stopping'])) {
      await setJobStatus(
        this.#db,
        job.batch_id,
        job.status === 'running' ? 'queued' : 'stopped',
        this.#now(),
      );
    }
    this.#kick();
  }

  /** Resolves when no job is queued or running (in this process). */
  async idle(): Promise<void> {
    while (this.#loop) await this.#loop;
  }

  /** Stops taking chunks, lets the ones in flight commit, and closes the engine. */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#closing = true;
      await this.idle();
      if (this.#engine) await (await this.#engine).close();
    })();
    return this.#closed;
  }

  #kick(): void {
    this.#wake = true;
    if (this.#loop || this.#closing) return;
    this.#loop = this.#run().finally(() => {
      this.#loop = null;
      if (this.#wake && !this.#closing) this.#kick();
    });
  }

  async #run(): Promise<void> {
    while (!this.#closing) {
      this.#wake = false;
      const [job] = await jobsWithStatus(this.#db, ['queued']);
      if (!job) return;
      try {
        await this.#runJob(job);
      } catch (error) {
        await setJobStatus(this.#db, job.batch_id, 'failed', this.#now(), {
          error: error instanceof Error ? error.message : String(error),
        });
        this.#options.onError?.(job.batch_id, error);
      }
    }
  }

  async #runJob(job: MatchJobRecord): Promise<void> {
    const batchId = job.batch_id;
    await setJobStatus(this.#db, batchId, 'running', this.#now(), { started: true });
    const engine = await this.#engineOnce();
    const indexes = columnIndexes(job);
    const chunkSize = this.#options.chunkSize ?? 500;
    const depth = Math.max(1, this.#options.inFlight ?? 2);
    const pending: { rows: number; results: Promise<RowResult[]> }[] = [];
    let after = 0;
    let exhausted = false;
    let started = performance.now();
    let done = 0;
    const fill = async () => {
      while (!exhausted && pending.length < depth) {
        const rows: MappedRow[] = await pendingRows(this.#db, batchId, indexes, after, chunkSize);
        if (rows.length === 0) {
          exhausted = true;
          break;
        }
        after = rows[rows.length - 1]!.rowId;
        const results = engine.match(rows);
        // Handled when its turn comes; until then a failure must not count as unhandled.
        results.catch(() => {});
        pending.push({ rows: rows.length, results });
      }
    };
    for (;;) {
      const stopping = (await findMatchJob(this.#db, batchId))?.status === 'stopping';
      if (!stopping && !this.#closing) await fill();
      const next = pending.shift();
      if (!next) {
        if (stopping) {
          await setJobStatus(this.#db, batchId, 'stopped', this.#now());
        } else if (exhausted) {
          await setJobStatus(this.#db, batchId, 'finished', this.#now(), { finished: true });
        } else {
          // Closing: the job stays 'running' and is queued again by recover() on the next start.
        }
        return;
      }
      const results = await next.results;
      done += results.length;
      const seconds = (performance.now() - started) / 1000;
      await saveChunk(this.#db, batchId, results, this.#now(), seconds > 0 ? done / seconds : 0);
      if (done > 50_000) {
        // The rate is of recent work: restart its window now and then.
        started = performance.now();
        done = 0;
      }
      if (this.#options.pauseMs) await sleep(this.#options.pauseMs);
    }
  }

  /**
   * The status call's answer (contract Status): progress from the committed checkpoint, counts
   * per match type at the job's threshold (the contract's one rule), and the priorities once
   * finished. Undefined when the batch has no job.
   */
  async status(batchId: string, threshold?: number): Promise<Status | undefined> {
    const job = await findMatchJob(this.#db, batchId);
    if (!job) return undefined;
    return statusOf(job, await resultPriorities(this.#db, batchId), threshold);
  }
}

/** The contract Status of a job and its rows' priorities. */
export function statusOf(
  job: MatchJobRecord,
  priorities: { probability: number; isNoMatch: boolean }[],
  threshold = job.exact_match_threshold,
): Status {
  const finished = priorities.length;
  const notStarted = Math.max(0, job.total - finished);
  const isFinished = job.status === 'finished';
  return {
    total: job.total,
    finished,
    notStarted,
    isFinished,
    progress: isFinished ? 100 : progressPercent(finished, job.total),
    rowsPerSecond: job.status === 'running' ? job.rows_per_second : 0,
    statusCounts: countMatchTypes(priorities, threshold, notStarted),
    ...(isFinished ? { resultPriorities: priorities } : {}),
  };
}
