import type { Cluster } from './cluster.ts';
import type { JobQueue } from './queue.ts';

/**
 * Every kind of job of the server, started, recovered and closed together: main.ts starts them
 * after listening (in one process, jobs a killed process left running are queued again; in a
 * cluster, the kinds' pg-boss queues are joined), shutdown closes them before the database
 * (running jobs end or stop at a checkpoint).
 */
export class Jobs {
  readonly #queues = new Map<string, JobQueue<unknown>>();
  readonly #cluster: Cluster | null;
  #joined: Promise<void> | null = null;

  /** With `cluster` (PostgreSQL), the jobs run on its pg-boss queues; else in this process. */
  constructor(options: { cluster?: Cluster | null } = {}) {
    this.#cluster = options.cluster ?? null;
  }

  /** The cluster the jobs run on, null in one process. */
  get cluster(): Cluster | null {
    return this.#cluster;
  }

  /** Adds a kind's queue; one queue per kind name. */
  add<Job>(queue: JobQueue<Job>): JobQueue<Job> {
    if (this.#queues.has(queue.name))
      throw new Error(`A job kind named ${queue.name} is registered already.`);
    this.#queues.set(queue.name, queue as JobQueue<unknown>);
    return queue;
  }

  /** The queue of a kind, if registered. */
  get(name: string): JobQueue<unknown> | undefined {
    return this.#queues.get(name);
  }

  /** A job's state by kind and id; undefined for an unknown kind or id. */
  async state(kind: string, id: string): Promise<string | undefined> {
    return this.#queues.get(kind)?.state(id);
  }

  /** The registered kinds' names, in the order they were added. */
  names(): string[] {
    return [...this.#queues.keys()];
  }

  /**
   * Each kind recovers what a killed process left and starts on its queued jobs (one process; in a
   * cluster this joins the queues as a worker: start({ work: true })).
   */
  async recover(): Promise<void> {
    if (this.#cluster) return this.start({ work: true });
    for (const queue of this.#queues.values()) await queue.recover();
  }

  /**
   * Starts the jobs of this process: with `work`, it runs jobs (recovers what a killed process left
   * and takes queued jobs); without (an API process in a cluster), it only queues them for the
   * worker processes.
   */
  async start(options: { work: boolean }): Promise<void> {
    const cluster = this.#cluster;
    if (!cluster) {
      if (options.work) await this.recover();
      return;
    }
    this.#joined ??= (async () => {
      await cluster.start();
      for (const queue of this.#queues.values()) await queue.joinCluster(cluster, options);
    })();
    await this.#joined;
  }

  /** Resolves when no job of any kind runs in this process. */
  async idle(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.idle()));
  }

  /**
   * Stops every kind after its running jobs; safe to call twice. In a cluster the worker stops
   * taking messages first and waits for the ones it runs (up to `timeoutMs`; a job still running
   * then is handed back to another worker when this process's heartbeats stop).
   */
  async close(options: { timeoutMs?: number } = {}): Promise<void> {
    const closing = [...this.#queues.values()].map((queue) => queue.close());
    await this.#cluster?.stop({
      graceful: true,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    await Promise.all(closing);
  }
}
