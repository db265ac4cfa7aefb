/**
 * A worker thread that runs a kind's jobs one at a time (job-kind.ts `run`), kept between jobs and
 * ended after a while without work. The thread serving requests only posts the job's input and
 * awaits its answer. A thread that dies mid-job (out of memory, a crash) rejects that job, lets go
 * of the write lock if it held it (db/write-intent.ts), and the next job starts a new thread.
 *
 * The worker side is `serveTasks` (task-worker-entry.ts) in the file given here.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { appWriteIntent, releaseWriteLockOf } from '../db/write-intent.ts';

/** What a task worker answers: the output, or the error as plain data. */
export type TaskAnswer<Output> =
  | { id: number; ok: true; output: Output }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string; code?: string } };

/** What the worker receives at its start: the process's write-lock counters, shared with it. */
export interface TaskWorkerData {
  writeIntent: Int32Array;
}

export interface TaskWorkerOptions {
  /** The worker's heap limits: memory stays bounded whatever the job's size. */
  resourceLimits?: ResourceLimits;
  /** An idle thread ends after this long (default 30 s); the next job starts a new one. */
  idleMs?: number;
}

/** An error a task threw in its worker, with the worker's stack and code. */
export class TaskError extends Error {
  readonly code: string | undefined;

  constructor(error: { name: string; message: string; stack?: string; code?: string }) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
    if (error.stack) this.stack = error.stack;
  }
}

export class TaskWorker<Input, Output> {
  readonly #url: URL;
  readonly #options: TaskWorkerOptions;
  #worker: Worker | null = null;
  #nextId = 0;
  /** The task running now, and the thread it runs on. */
  #current: {
    id: number;
    worker: Worker;
    resolve: (output: Output) => void;
    reject: (error: Error) => void;
  } | null = null;
  /** Tasks run one after the other: each waits for the one before it. */
  #tail: Promise<unknown> = Promise.resolve();
  #idleTimer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(url: URL, options: TaskWorkerOptions = {}) {
    this.#url = url;
    this.#options = options;
  }

  /** Runs a task in the worker thread; tasks given at once run one after the other. */
  run(input: Input): Promise<Output> {
    const result = this.#tail.then(() => this.#send(input));
    this.#tail = result.catch(() => {});
    return result;
  }

  /** Ends the thread (a running task is rejected). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#clearIdle();
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #clearIdle(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }

  #start(): Worker {
    const data: TaskWorkerData = { writeIntent: appWriteIntent };
    const worker = new Worker(this.#url, {
      workerData: data,
      ...(this.#options.resourceLimits ? { resourceLimits: this.#options.resourceLimits } : {}),
    });
    const threadId = worker.threadId;
    worker.on('message', (answer: TaskAnswer<Output>) => {
      const current = this.#current;
      if (!current || current.id !== answer.id) return;
      this.#current = null;
      if (answer.ok) current.resolve(answer.output);
      else current.reject(new TaskError(answer.error));
    });
    // Only the task on this thread: a thread ended for idling may report its end after the next
    // task started on a new one (its error then is not that task's).
    worker.on('error', (error: Error) => {
      if (this.#current?.worker !== worker) return;
      this.#current.reject(error);
      this.#current = null;
    });
    worker.on('exit', (code) => {
      // A thread that ended inside a write transaction must not keep every later write waiting.
      releaseWriteLockOf(appWriteIntent, threadId);
      if (this.#worker === worker) this.#worker = null;
      if (this.#current?.worker !== worker) return;
      this.#current.reject(new Error(`The job's worker thread stopped (exit code ${code}).`));
      this.#current = null;
    });
    return worker;
  }

  #send(input: Input): Promise<Output> {
    if (this.#closed) return Promise.reject(new Error('The worker is closed.'));
    this.#clearIdle();
    this.#worker ??= this.#start();
    const worker = this.#worker;
    const id = this.#nextId++;
    return new Promise<Output>((resolve, reject) => {
      this.#current = { id, worker, resolve, reject };
      worker.postMessage({ id, input });
    }).finally(() => {
      if (this.#closed || this.#worker !== worker) return;
      this.#idleTimer = setTimeout(() => {
        if (this.#worker === worker && !this.#current) {
          this.#worker = null;
          void worker.terminate();
        }
      }, this.#options.idleMs ?? 30_000);
      this.#idleTimer.unref();
    });
  }
}
