import type { JobQueue } from './queue.ts';

/**
 * Every kind of job of the server, started, recovered and closed together: main.ts recovers them
 * after listening (jobs a killed process left running are queued again), shutdown closes them
 * before the database (running jobs end or stop at a checkpoint).
 */
export class Jobs {
  readonly #queues = new Map<string, JobQueue<unknown>>();

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

  /** Each kind recovers what a killed process left and starts on its queued jobs. */
  async recover(): Promise<void> {
    for (const queue of this.#queues.values()) await queue.recover();
  }

  /** Resolves when no job of any kind runs in this process. */
  async idle(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.idle()));
  }

  /** Stops every kind after its running jobs; safe to call twice. */
  async close(): Promise<void> {
    await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
  }
}
