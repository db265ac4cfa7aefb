import { setTimeout as sleep } from 'node:timers/promises';
import type { ClusterDispatch } from './cluster.ts';
import type { JobContext, JobErrorReporter, JobKind } from './job-kind.ts';

/**
 * Runs one kind of job (job-kind.ts). In one process (SQLite): up to `concurrency` loops that
 * claim the next queued job and run it until none is queued; `kick()` after queuing a job wakes
 * the loops, and a kick while a loop is between its last claim and its end is not lost (the loop
 * runs once more). In a cluster (PostgreSQL, `joinCluster`): `kick(id)` offers the job to the
 * kind's pg-boss queue (cluster.ts) and the worker processes run it, up to `concurrency` each.
 * Either way, a job whose run throws is recorded as failed by its kind and reported with its id.
 */
export class JobQueue<Job> {
  readonly kind: JobKind<Job>;
  readonly #onError: JobErrorReporter | undefined;
  readonly #loops: (Promise<void> | null)[];
  #wake = false;
  #closing = false;
  #closed: Promise<void> | null = null;
  readonly #context: JobContext;
  #cluster: ClusterDispatch | null = null;
  /** Jobs this process runs for the cluster now. */
  #running = new Set<Promise<void>>();
  /** A worker's sweep for queued jobs without a message (#sweep), and the one running now. */
  #sweeper: ReturnType<typeof setInterval> | null = null;
  #sweeping: Promise<void> | null = null;

  constructor(kind: JobKind<Job>, options: { onError?: JobErrorReporter } = {}) {
    this.kind = kind;
    this.#onError = options.onError;
    this.#loops = Array.from({ length: Math.max(1, kind.concurrency ?? 1) }, () => null);
    const isClosing = () => this.#closing;
    this.#context = {
      get closing() {
        return isClosing();
      },
    };
  }

  /** The kind's name. */
  get name(): string {
    return this.kind.name;
  }

  /** True once close() was called. */
  get closing(): boolean {
    return this.#closing;
  }

  /** In a cluster, where the kind's jobs are offered (undefined in one process). */
  get cluster(): ClusterDispatch | null {
    return this.#cluster;
  }

  /**
   * Runs the kind on the cluster's queue from now on: declares its queue and, with `work`, takes
   * its messages (up to `concurrency` at once), runs the kind's start-time work and offers the
   * queued jobs a process that died may not have offered; from then on it sweeps for such jobs
   * every `sweepSeconds` (#sweep). Without `work` (an API process), kicks only offer jobs to the
   * workers.
   */
  async joinCluster(cluster: ClusterDispatch, options: { work: boolean }): Promise<void> {
    this.#cluster = cluster;
    await cluster.define(this.kind.name, { policy: 'stately' });
    await this.kind.joinCluster?.(cluster, options);
    if (!options.work) return;
    await this.kind.recover({ cluster: true });
    await cluster.work<{ id: string }>(this.kind.name, this.kind.concurrency ?? 1, async ({ data }) => {
      // Fetched while closing: handed back (the message is retried by another worker).
      if (this.#closing) throw new Error('This worker is shutting down.');
      await this.#track(this.#runById(data.id));
    });
    await this.#offer(await this.kind.queuedIds());
    this.#sweeper = setInterval(() => {
      if (this.#closing || this.#sweeping) return;
      this.#sweeping = this.#sweep().finally(() => (this.#sweeping = null));
    }, cluster.sweepSeconds * 1000);
    this.#sweeper.unref();
  }

  /**
   * Offers the kind's queued jobs that have no message on the queue. A process that queued a job
   * and died before its offer reached the queue (an API process killed right after answering the
   * request: the offer is sent after the commit), or whose offer failed, leaves such a job; without
   * the sweep it waited for the next worker to start, however long the workers ran.
   */
  async #sweep(): Promise<void> {
    const cluster = this.#cluster;
    if (!cluster) return;
    try {
      const ids = await this.kind.queuedIds();
      if (ids.length === 0) return;
      const pending = await cluster.pendingKeys(this.kind.name);
      await this.#offer(ids.filter((id) => !pending.has(id)));
    } catch (error) {
      this.#onError?.(this.kind.name, '*', error);
    }
  }

  /** Wakes the loops, or in a cluster offers the job `id` (or every queued one) to the workers. */
  kick(id?: string): void {
    if (this.#cluster) {
      const offered =
        id === undefined ? this.kind.queuedIds().then((ids) => this.#offer(ids)) : this.#offer([id]);
      offered.catch((error: unknown) => this.#onError?.(this.kind.name, id ?? '*', error));
      return;
    }
    this.#wake = true;
    if (this.#closing) return;
    for (let i = 0; i < this.#loops.length; i++) {
      if (this.#loops[i]) continue;
      this.#loops[i] = this.#run().finally(() => {
        this.#loops[i] = null;
        if (this.#wake && !this.#closing) this.kick();
      });
    }
  }

  /** A job's state as its record says it (the kind's `state`). */
  state(id: string): Promise<string | undefined> {
    return this.kind.state(id);
  }

  /** After a start: the kind recovers what a killed process left, then the queue runs. */
  async recover(): Promise<void> {
    await this.kind.recover();
    this.kick();
  }

  /**
   * Resolves when no job of this kind is running in this process; in a cluster, when the kind's
   * queue holds no message that is not done (whoever runs them).
   */
  async idle(): Promise<void> {
    const cluster = this.#cluster;
    if (cluster) {
      while (!this.#closing && ((await cluster.pending(this.kind.name)) > 0 || (await this.kind.busy?.()))) {
        await sleep(25);
      }
      await Promise.all([...this.#running]);
      return;
    }
    for (;;) {
      const running = this.#loops.filter((loop): loop is Promise<void> => loop !== null);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  /** Stops claiming, waits for the running jobs (they may stop at a checkpoint), then closes the kind. */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#closing = true;
      if (this.#sweeper) clearInterval(this.#sweeper);
      await this.#sweeping;
      if (this.#cluster) await Promise.all([...this.#running]);
      else await this.idle();
      await this.kind.close?.();
    })();
    return this.#closed;
  }

  async #offer(ids: readonly string[]): Promise<void> {
    const cluster = this.#cluster;
    if (!cluster) return;
    // The job's id is the message's singleton key: a job offered twice is delivered once.
    for (const id of ids) await cluster.send(this.kind.name, { id }, id);
  }

  #track(work: Promise<void>): Promise<void> {
    this.#running.add(work);
    return work.finally(() => this.#running.delete(work));
  }

  /**
   * A message of the kind's queue: claims the job by its id and runs it. A record still 'running'
   * (or matching's 'stopping') means the message was handed back: the worker that held it died,
   * so the kind queues the job again (requeue) and this worker takes it.
   */
  async #runById(id: string): Promise<void> {
    let job = await this.kind.claim(id);
    if (job === undefined) {
      const state = await this.kind.state(id);
      if (state !== 'running' && state !== 'stopping') return;
      await this.kind.requeue(id);
      job = await this.kind.claim(id);
      if (job === undefined) return;
    }
    await this.#runClaimed(job);
  }

  async #runClaimed(job: Job): Promise<void> {
    try {
      await this.kind.run(job, this.#context);
    } catch (error) {
      try {
        await this.kind.fail(job, error);
      } catch (recordError) {
        // The failure could not be recorded (the database closed under it): recover() finds the
        // job still running at the next start and queues it again. Both errors are reported.
        this.#onError?.(this.kind.name, this.kind.idOf(job), recordError);
      }
      this.#onError?.(this.kind.name, this.kind.idOf(job), error);
    }
  }

  async #run(): Promise<void> {
    while (!this.#closing) {
      this.#wake = false;
      const job = await this.kind.claim();
      if (job === undefined) return;
      await this.#runClaimed(job);
    }
  }
}
