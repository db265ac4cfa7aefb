/**
 * The one interface of long work (docs/adr/008-jobs.md): matching, exports, the export preview's
 * counts, and later statistics, checks and PDF reports. A kind of job says how to claim its next
 * queued job, how to run it off the request thread, how to record a failure, and what to do with
 * the jobs a killed process left running; a JobQueue (queue.ts) runs it, and the app's Jobs
 * (registry.ts) start, recover and close every kind together.
 */

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
   * Takes the next queued job and marks it running in one conditional write, so of two claimers
   * (two loops, two processes) one gets it; undefined when nothing is queued.
   */
  claim(): Promise<Job | undefined>;
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
   * Called once after a start, before the first claim: jobs a killed process left running are
   * queued again (their work starts over or continues from a checkpoint) or failed.
   */
  recover(): Promise<void>;
  /**
   * A job's state by its id as its record says it (a kind may have states of its own: matching's
   * stopping and stopped); undefined for an unknown id. Status calls build on it.
   */
  state(id: string): Promise<string | undefined>;
  /** Frees what the kind holds (worker threads, engines, connections) after its last job ended. */
  close?(): Promise<void>;
}

/** Where a queue reports a job that failed (the server logs it with the kind and the job's id). */
export type JobErrorReporter = (kind: string, jobId: string, error: unknown) => void;
