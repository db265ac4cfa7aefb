/**
 * The one interface of long work (docs/adr/008-jobs.md): matching, exports, the export preview's
 * counts, and later statistics, checks and PDF reports. A kind of job says how to claim its next
 * queued job, how to run it off the request thread, how to record a failure, and what to do with
 * the jobs a killed process left running; a JobQueue (queue.ts) runs it, and the app's Jobs
 * (registry.ts) start, recover and close every kind together.
 */

import type { ClusterDispatch } from './cluster.ts';

/** The states every kind's jobs share; a kind may have more of its own (matching: stopping, stopped). */
export type JobState = 'queued' | 'running' | 'finished' | 'failed';

/** What a running job may ask its queue. */
export interface JobContext {
  /** True once the queue is closing: a job that can checkpoint stops at its next one. */
  readonly closing: boolean;
}

export interface JobKind<Job> {
  /** The kind's name in logs and errors ('matching', 'export', 'export_preview'). */
  readonly name: string;
  /** Jobs of this kind run at the same time in this process (default 1). */
  readonly concurrency?: number;
  /**
   * Takes the next queued job (with `id`: that job, if it is queued) and marks it running in one
   * conditional write, so of two claimers (two loops, two processes) one gets it; undefined when
   * nothing is queued.
   */
  claim(id?: string): Promise<Job | undefined>;
  /** The job's id, for the log ('export 17', a batch id). */
  idOf(job: Job): string;
  /**
   * Does the work, never on the request thread (a worker thread or the kind's own worker pool),
   * and records the outcome (finished, or a failure the kind expects, such as a quota that no
   * longer covers an export). A throw is an unexpected failure: the queue calls `fail`.
   */
  run(job: Job, context: JobContext): Promise<void>;
  /** Records a job whose run threw as failed, with the error's text. */
  fail(job: Job, error: unknown): Promise<void>;
  /**
   * Called once after a start, before the first claim. In one process (SQLite): jobs a killed
   * process left running are queued again (their work starts over or continues from a checkpoint)
   * or failed, and the kind's start-time work runs. In a cluster (`cluster: true`), other
   * processes' jobs are running: only the start-time work runs (a job whose process died is
   * handed back by the queue, `requeue`).
   */
  recover(options?: { cluster: boolean }): Promise<void>;
  /**
   * In a cluster: the job's process died (its lease on the queue lapsed) while the record says it
   * runs; the job is queued again as `recover` would (what it half wrote discarded, or continued
   * from its checkpoint), so that the next claim takes it.
   */
  requeue(id: string): Promise<void>;
  /** The ids of the queued jobs, oldest first (a cluster's worker offers them to the queue at start). */
  queuedIds(): Promise<string[]>;
  /**
   * A job's state by its id as its record says it (a kind may have states of its own: matching's
   * stopping and stopped); undefined for an unknown id. Status calls build on it.
   */
  state(id: string): Promise<string | undefined>;
  /**
   * In a cluster, after the kind's queue is declared: a kind whose jobs have parts of their own
   * (matching's chunks, taken by several workers at once) declares their queues and, with `work`,
   * takes their messages.
   */
  joinCluster?(cluster: ClusterDispatch, options: { work: boolean }): Promise<void>;
  /** In a cluster: whether a job of the kind still has work going on outside its queue (matching's chunks). */
  busy?(): Promise<boolean>;
  /** Frees what the kind holds (worker threads, engines, connections) after its last job ended. */
  close?(): Promise<void>;
}

/** Where a queue reports a job that failed (the server logs it with the kind and the job's id). */
export type JobErrorReporter = (kind: string, jobId: string, error: unknown) => void;
