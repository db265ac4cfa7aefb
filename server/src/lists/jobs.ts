/**
 * The `list_change` kind of job (docs/adr/008-jobs.md, docs/lists.md 'Jobs'): every change of a
 * list by an import (a new list from matches, companies onto or off a list, the connect finish,
 * the target 2 hand-over) is queued by its request, which waits for the outcome while the thread
 * serving requests stays free.
 *
 * - Built-in product: the whole change runs in a worker thread of its own (task.ts) on its own
 *   connection: the companies read in one snapshot, then the members, the list's `updated_at`, the
 *   history entry and the job's outcome in ONE transaction.
 * - http product: the worker reads the companies' ids; the remote calls are async I/O on this
 *   thread; the history entry and the outcome are then written in one small transaction (the
 *   remote product applies its change whole, or fails and nothing is recorded here).
 *
 * A change the job refuses (the import or list gone, the remote product failing) is recorded as
 * failed with the type its request answers; an unexpected failure goes to `fail` (logged, 500).
 */
import { locationOf, type Db, writeTransaction } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import { queuedJobIds } from '../jobs/records.ts';
import { TaskWorker } from '../jobs/task-worker.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { findUserById } from '../users/storage.ts';
import {
  claimNextListChange,
  completeListChange,
  failListChange,
  findListChange,
  recoverListChanges,
  type ListChangeErrorType,
  type ListChangeOutcome,
  type ListChangeRecord,
} from './changes.ts';
import type { ListCompany, ProspectingProduct } from './product.ts';
import type { ChangeTaskOutput, CompaniesTaskOutput } from './task.ts';
import type { ListWorkerOutput, ListWorkerTask } from './worker.ts';

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/** The worker's heap stays bounded: 100,000 rows' companies are a few MB. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The requests of this process waiting for their changes: woken when a change settles here (a
 * request also looks at the record now and then), and known to `recover`, which fails only the
 * changes nobody waits for.
 */
export class ChangeWaiters {
  readonly #waiting = new Map<number, Set<() => void>>();
  readonly #awaited = new Set<number>();
  #closing = false;

  /** True once the server is closing: waiting requests answer 503, no change is queued. */
  get closing(): boolean {
    return this.#closing;
  }

  /** A request of this process waits for change `id` (until `release`). */
  expect(id: number): void {
    this.#awaited.add(id);
  }

  release(id: number): void {
    this.#awaited.delete(id);
  }

  awaited(): ReadonlySet<number> {
    return this.#awaited;
  }

  /** Resolves when `id` settles here, or after `ms` at the latest. */
  wait(id: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.#waiting.get(id) ?? new Set();
      this.#waiting.set(id, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0) this.#waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  /** Wakes the requests waiting for `id`. */
  settled(id: number): void {
    for (const done of [...(this.#waiting.get(id) ?? [])]) done();
  }

  /** The server is closing: every waiting request wakes (and answers 503 unless its change settled). */
  close(): void {
    this.#closing = true;
    for (const id of [...this.#waiting.keys()]) this.settled(id);
  }
}

export interface ListJobsOptions {
  db: Db;
  dataDir: string;
  clock: Clock;
  /** PUBLIC_URL: built-in lists open at PUBLIC_URL/lists/<id>. */
  publicUrl: string;
  product: ProspectingProduct;
  waiters: ChangeWaiters;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The failure a refused remote call stands for; null for an error the kind does not expect. */
function expectedFailure(error: unknown): ListChangeErrorType | null {
  if (!(error instanceof HttpError)) return null;
  if (error.type === 'service_unavailable' || error.type === 'lists_no_email') return error.type;
  return null;
}

/** The `list_change` kind: claims queued changes and makes them off the request thread. */
export function listChangeJobKind(options: ListJobsOptions): JobKind<ListChangeRecord> {
  const { db, product, waiters } = options;
  const worker = new TaskWorker<ListWorkerTask, ListWorkerOutput>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  const dbLocation = locationOf(options.db);
  const now = () => isoAt(options.clock());

  /** A change of the http product: companies from the worker, the remote calls here, then the record. */
  async function runRemote(record: ListChangeRecord): Promise<ChangeTaskOutput> {
    const read = (await worker.run({
      kind: 'companies',
      database: dbLocation,
      companies: { changeId: record.id },
    })) as CompaniesTaskOutput;
    if (read.outcome !== 'companies') return read;
    const user = await findUserById(db, record.user_id);
    if (!user) return { outcome: 'refused', error: 'not_found' };
    const owner = { userId: user.id, email: user.email };
    const companies: ListCompany[] = read.providerIds.map((providerId) => ({
      providerId,
      batchId: record.batch_id,
      dataPack: null,
      name: null,
      zip: null,
      location: null,
    }));
    let outcome: ListChangeOutcome | null = null;
    if (record.action === 'handover') {
      const handOver = await product.handOverToTarget2(owner, companies, {
        name: record.name ?? read.batchTag,
        loginLink: record.login_link === 1,
      });
      outcome = {
        kind: 'handover',
        queryId: handOver.queryId,
        url: handOver.url,
        companies: companies.length,
      };
    } else {
      const change =
        record.action === 'create'
          ? await product.createList(owner, record.name ?? read.batchTag, companies)
          : record.action === 'add'
            ? await product.addCompanies(owner, record.list_id ?? '', companies)
            : await product.removeCompanies(owner, record.list_id ?? '', companies);
      if (change) {
        outcome = {
          kind: 'list',
          listId: change.list.id,
          listName: change.list.name,
          listUrl: change.list.url,
          modified: change.modified,
          newlyCreated: change.newlyCreated,
          companies: companies.length,
        };
      }
    }
    if (!outcome) return { outcome: 'refused', error: 'not_found' };
    const recorded = outcome;
    const done = await writeTransaction(db, (trx) =>
      completeListChange(trx, record, read.batchTag, recorded, now()),
    );
    return done ? { outcome: 'finished' } : { outcome: 'gone' };
  }

  return {
    name: 'list_change',
    // Worker tasks run one at a time anyway; a second loop lets one remote call wait while
    // another change goes on.
    concurrency: 2,
    claim: (id) =>
      id === undefined || /^\d+$/.test(id)
        ? claimNextListChange(db, now(), id === undefined ? undefined : Number(id))
        : Promise.resolve(undefined),
    idOf: (record) => String(record.id),
    state: async (id) => (/^\d+$/.test(id) ? (await findListChange(db, Number(id)))?.status : undefined),
    run: async (record) => {
      let output: ChangeTaskOutput;
      try {
        output =
          product.name === 'built-in'
            ? ((await worker.run({
                kind: 'change',
                database: dbLocation,
                change: { changeId: record.id, now: now(), publicUrl: options.publicUrl },
              })) as ChangeTaskOutput)
            : await runRemote(record);
      } catch (error) {
        // The remote product failed (logged by the adapter) or needs an e-mail address: a failure
        // the kind expects, answered as such; anything else goes to `fail`.
        const type = expectedFailure(error);
        if (type === null) throw error;
        await failListChange(db, record.id, { type, error: errorText(error) }, now());
        waiters.settled(record.id);
        return;
      }
      if (output.outcome === 'refused') {
        await failListChange(db, record.id, { type: output.error, error: output.error }, now());
      }
      waiters.settled(record.id);
    },
    fail: async (record, error) => {
      await failListChange(db, record.id, { type: 'failed', error: errorText(error) }, now());
      waiters.settled(record.id);
    },
    recover: async (recovery) => {
      // In a cluster other processes' changes are running: a dead process's change is failed by
      // `requeue` when the queue hands it back.
      if (recovery?.cluster) return;
      const at = options.clock();
      await recoverListChanges(db, waiters.awaited(), {
        now: isoAt(at),
        removeBefore: isoAt(at - DAY_MS),
      });
    },
    // A change is not made twice (a remote product may have half made it): failed, as at a restart.
    requeue: async (id) => {
      if (!/^\d+$/.test(id)) return;
      const error = 'The server restarted before the change was made; nothing was changed.';
      await failListChange(db, Number(id), { type: 'failed', error }, now());
      waiters.settled(Number(id));
    },
    queuedIds: () => queuedJobIds(db, { table: 'list_changes', id: 'id', orderBy: 'id' }),
    close: async () => {
      waiters.close();
      await worker.close();
    },
  };
}
