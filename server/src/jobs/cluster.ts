/**
 * The jobs of a cluster on pg-boss (docs/adr/014-jobs-on-pg-boss-and-file-store.md): on
 * PostgreSQL, a kind's job is a message on a pg-boss queue named after the kind, carrying the id
 * of the job's record; any worker process takes it, claims the record by its id and runs it. The
 * records stay the truth of a job's state (what the status calls read); pg-boss adds what several
 * processes need: delivery to one worker, a lease kept by heartbeats, and the hand-back of the job
 * of a worker that died (its heartbeats stop, pg-boss retries the message, the next worker finds
 * the record still 'running' and queues it again through the kind's `requeue`).
 *
 * One message per job at a time: the kinds' queues are 'stately' with the job's id as singleton
 * key (one queued and one active message per id), so a job offered twice (by the process that
 * queued it and by a worker's start-up sweep) is delivered once, and a retried message can only
 * mean its holder is gone.
 */
import { PgBoss } from 'pg-boss';
import type { Job, QueuePolicy } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/portable.ts';
import { sql } from 'kysely';

export interface ClusterOptions {
  /** The PostgreSQL connection string (the application database's). */
  url: string;
  /** Prefix of this application's queue names: its schema, so apps in other schemas never share a queue. */
  prefix: string;
  /** pg-boss's own schema (default 'pgboss'). */
  schema?: string;
  /** Seconds without a heartbeat after which a worker's job is handed back (>= 10; default 10). */
  heartbeatSeconds?: number;
  /** Seconds between pg-boss's supervision passes, which find lapsed heartbeats (default 5). */
  superviseSeconds?: number;
  /** Seconds between polls of a worker (notify wakes it sooner; default 2). */
  pollingSeconds?: number;
  /** Where pg-boss's own errors go (the log). */
  onError?: (error: unknown) => void;
}

/** How a queue is declared: its concurrency in this process, retries and where exhausted messages go. */
export interface ClusterQueueOptions {
  policy?: QueuePolicy;
  /** Retries after a failure or a lapsed heartbeat before the message is given up (dead-lettered). */
  retryLimit?: number;
  /** The queue that receives the messages given up. */
  deadLetter?: string;
}

export interface ClusterMessage<Data> {
  data: Data;
  /** How many times the message was delivered before (a heartbeat lapsed, the handler threw). */
  retryCount: number;
}

/** A message's handler: resolves when the work is done (the message completes), throws to retry it. */
export type ClusterHandler<Data> = (message: ClusterMessage<Data>) => Promise<void>;

/** What a kind sees of the cluster: queues of its own for parts of its jobs (matching's chunks). */
export interface ClusterDispatch {
  define(name: string, options?: ClusterQueueOptions): Promise<void>;
  send(name: string, data: object, singletonKey?: string): Promise<void>;
  sendMany(name: string, items: readonly { data: object; singletonKey?: string }[]): Promise<void>;
  work<Data>(name: string, concurrency: number, handler: ClusterHandler<Data>): Promise<void>;
  /** Messages of the queue neither completed nor given up (created, retry or active). */
  pending(name: string): Promise<number>;
  /** The singleton keys (job ids) of those messages. */
  pendingKeys(name: string): Promise<Set<string>>;
  /**
   * Seconds between a worker's sweeps for queued jobs without a message (queue.ts): the
   * supervision interval.
   */
  readonly sweepSeconds: number;
}

/** The prefix of a PostgreSQL database's queues: its current schema. */
export async function queuePrefixOf(db: Db): Promise<string> {
  if (dialectOf(db) !== 'postgres') throw new Error('pg-boss queues need PostgreSQL.');
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]!.schema;
}

export class Cluster implements ClusterDispatch {
  readonly #boss: PgBoss;
  readonly #options: ClusterOptions;
  readonly #schema: string;
  readonly #defined = new Set<string>();
  #started: Promise<void> | null = null;
  #stopped = false;

  constructor(options: ClusterOptions) {
    this.#options = options;
    this.#schema = options.schema ?? 'pgboss';
    this.#boss = new PgBoss({
      connectionString: options.url,
      schema: this.#schema,
      superviseIntervalSeconds: options.superviseSeconds ?? 5,
      monitorIntervalSeconds: options.superviseSeconds ?? 5,
      useListenNotify: true,
      max: 6,
      instanceName: `datacare-${process.pid}`,
    });
    this.#boss.on('error', (error: unknown) => options.onError?.(error));
  }

  /** Installs or upgrades pg-boss's schema (under its own lock) and starts its supervision. */
  start(): Promise<void> {
    this.#started ??= this.#boss.start().then(() => undefined);
    return this.#started;
  }

  #name(name: string): string {
    return `${this.#options.prefix}.${name}`;
  }

  async define(name: string, options: ClusterQueueOptions = {}): Promise<void> {
    await this.start();
    const full = this.#name(name);
    if (this.#defined.has(full)) return;
    const settings = {
      policy: options.policy ?? 'standard',
      // A lease is kept by heartbeats, not by a time limit: an export of a million rows may run
      // long, a dead worker is noticed after heartbeatSeconds.
      heartbeatSeconds: Math.max(10, this.#options.heartbeatSeconds ?? 10),
      expireInSeconds: 24 * 60 * 60,
      retryLimit: options.retryLimit ?? 1_000_000,
      retryDelay: 0,
      retentionSeconds: 24 * 60 * 60,
      deleteAfterSeconds: 60 * 60,
      notify: true,
      ...(options.deadLetter ? { deadLetter: this.#name(options.deadLetter) } : {}),
    };
    // Two processes starting at once may both create it: the second finds it.
    const existing = await this.#boss.getQueue(full);
    if (!existing) {
      try {
        await this.#boss.createQueue(full, settings);
      } catch (error) {
        if (!(await this.#boss.getQueue(full))) throw error;
      }
    }
    this.#defined.add(full);
  }

  async send(name: string, data: object, singletonKey?: string): Promise<void> {
    await this.start();
    await this.#boss.send(this.#name(name), data, singletonKey ? { singletonKey } : {});
  }

  async sendMany(name: string, items: readonly { data: object; singletonKey?: string }[]): Promise<void> {
    await this.start();
    for (let at = 0; at < items.length; at += 500) {
      await this.#boss.insert(
        this.#name(name),
        items.slice(at, at + 500).map((item) => ({
          data: item.data,
          ...(item.singletonKey ? { singletonKey: item.singletonKey } : {}),
        })),
      );
    }
  }

  async work<Data>(name: string, concurrency: number, handler: ClusterHandler<Data>): Promise<void> {
    await this.start();
    // Known once work() resolved; its first message may be handled before that.
    const worker: { id?: string } = {};
    worker.id = await this.#boss.work<Data>(
      this.#name(name),
      {
        batchSize: 1,
        localConcurrency: Math.max(1, concurrency),
        pollingIntervalSeconds: this.#options.pollingSeconds ?? 2,
        notifyPollingIntervalSeconds: Math.max(2, (this.#options.pollingSeconds ?? 2) * 5),
      },
      async (jobs: Job<Data>[]) => {
        try {
          for (const job of jobs) await handler({ data: job.data, retryCount: job.retryCount });
        } finally {
          // Fetch the next message at once: a queue with work waiting (a job's chunks, offered
          // all at once) is not woken by a notification again, only by the next poll.
          const id = worker.id;
          if (id && !this.#stopped) setImmediate(() => this.#boss.notifyWorker(id));
        }
      },
    );
  }

  get sweepSeconds(): number {
    return this.#options.superviseSeconds ?? 5;
  }

  async pendingKeys(name: string): Promise<Set<string>> {
    await this.start();
    const db = this.#boss.getDb();
    const result = (await db.executeSql(
      `select singleton_key as key from ${this.#schema}.job
        where name = $1 and state in ('created', 'retry', 'active') and singleton_key is not null`,
      [this.#name(name)],
    )) as { rows: { key: string }[] };
    return new Set(result.rows.map((row) => row.key));
  }

  async pending(name: string): Promise<number> {
    await this.start();
    // pg-boss's job table: the live count, where getQueue's counts are a cached minute-old view.
    const db = this.#boss.getDb();
    const result = (await db.executeSql(
      `select count(*)::int as n from ${this.#schema}.job where name = $1 and state in ('created', 'retry', 'active')`,
      [this.#name(name)],
    )) as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  /**
   * Stops taking messages; with `graceful`, waits (up to `timeoutMs`) for the handlers running,
   * whose messages then complete; a handler still running after that is handed back by its lapsed
   * heartbeat to another worker.
   */
  async stop(options: { graceful: boolean; timeoutMs?: number } = { graceful: true }): Promise<void> {
    if (this.#stopped || !this.#started) return;
    this.#stopped = true;
    await this.#started.catch(() => {});
    await this.#boss.stop({ graceful: options.graceful, timeout: options.timeoutMs ?? 30_000, close: true });
  }
}
