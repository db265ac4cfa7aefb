import type { JobContext, JobErrorReporter, JobKind } from './job-kind.ts';

/**
 * Runs one kind of job (job-kind.ts) in this process: up to `concurrency` loops that claim the
 * next queued job and run it until none is queued. `kick()` after queuing a job wakes the loops; a
 * kick while a loop is between its last claim and its end is not lost (the loop runs once more).
 * A job whose run throws is recorded as failed by its kind and reported with its id.
 */
export class JobQueue<Job> {
  readonly kind: JobKind<Job>;
  readonly #onError: JobErrorReporter | undefined;
  readonly #loops: (Promise<void> | null)[];
  #wake = false;
  #closing = false;
  #closed: Promise<void> | null = null;
  readonly #context: JobContext;

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

  /** Wakes the loops: a job was queued. */
  kick(): void {
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

  /** Resolves when no job of this kind is running in this process. */
  async idle(): Promise<void> {
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
      await this.idle();
      await this.kind.close?.();
    })();
    return this.#closed;
  }

  async #run(): Promise<void> {
    while (!this.#closing) {
      this.#wake = false;
      const job = await this.kind.claim();
      if (job === undefined) return;
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
  }
}
