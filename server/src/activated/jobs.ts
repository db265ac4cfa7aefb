/**
 * The 'activated_export' kind of job (docs/adr/008-jobs.md, docs/exports.md 'Activated
 * companies'): writes an xlsx of activated companies in a worker thread of its own (task.ts), so
 * the thread serving requests only claims the job, records its outcome and tells the waiting
 * request. At start it also fills, in the same thread, the activated companies the migration's
 * backfill left without data; and it deletes expired files at start, every RETENTION_SWEEP_MINUTES
 * and after each file it writes (as the exports' retention does).
 */
import { rm } from 'node:fs/promises';
import { companyDatabaseLocation } from '../companies/database.ts';
import { locationOf, type Db } from '../db/database.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import { queuedJobIds } from '../jobs/records.ts';
import { TaskWorker } from '../jobs/task-worker.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import {
  activatedFileKey,
  activatedTemporaryPath,
  claimNextActivatedExport,
  expiredActivatedExports,
  failActivatedExport,
  findActivatedExport,
  finishActivatedExport,
  markActivatedFileDeleted,
  requeueRunningActivatedExports,
  type ActivatedExportRecord,
} from './storage.ts';
import type { ActivatedExportTaskOutput } from './task.ts';
import type { ActivatedWorkerOutput, ActivatedWorkerTask } from './worker.ts';

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/** The worker's heap stays bounded: companies are read and written a chunk at a time. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Files the retention sweep deletes per round. */
const SWEEP_BATCH = 100;

/**
 * Tells requests waiting for an export that it settled (finished or failed) in this process; a
 * request also looks at the record now and then, so an export settled elsewhere is seen too.
 */
export class Settlements {
  readonly #waiting = new Map<number, Set<() => void>>();

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

  /** Wakes every waiting request (the server is closing). */
  wakeAll(): void {
    for (const id of [...this.#waiting.keys()]) this.settled(id);
  }
}

export interface ActivatedJobsOptions {
  db: Db;
  dataDir: string;
  clock: Clock;
  /** Days an export file is kept (EXPORT_RETENTION_DAYS, as exports). */
  retentionDays: number;
  /** Minutes between retention sweeps after the start (RETENTION_SWEEP_MINUTES, as exports). */
  sweepMinutes: number;
  /** Where the files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  settlements: Settlements;
  /** Where failures of the start-time work (fill, retention) are reported. */
  onError?: (work: string, error: unknown) => void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Deletes the files past their expiry (the file before the record's mark) from the file store
 * (`files`: the store, or a DATA_DIR for its folder store); returns how many.
 */
export async function sweepExpiredActivatedFiles(
  db: Db,
  files: FileStore | string,
  now: number,
): Promise<number> {
  const store = fileStoreOf(files);
  let removed = 0;
  for (;;) {
    const due = await expiredActivatedExports(db, isoAt(now), SWEEP_BATCH);
    for (const { id, file_name } of due) {
      await store.delete(activatedFileKey(file_name));
      await markActivatedFileDeleted(db, id, isoAt(now));
      removed++;
    }
    if (due.length < SWEEP_BATCH) return removed;
  }
}

/** The 'activated_export' kind, and the start-time fill of companies without data. */
export function activatedExportJobKind(
  options: ActivatedJobsOptions,
): JobKind<ActivatedExportRecord> & { fillPending: () => Promise<{ filled: number; missing: number }> } {
  const worker = new TaskWorker<ActivatedWorkerTask, ActivatedWorkerOutput>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  const dbLocation = locationOf(options.db);
  const companies = companyDatabaseLocation(dbLocation, options.dataDir);
  const files = fileStoreOf(options.files ?? options.dataDir);
  const now = () => isoAt(options.clock());
  const background = new Set<Promise<unknown>>();
  let sweepTimer: NodeJS.Timeout | undefined;
  const inBackground = (work: string, run: () => Promise<unknown>) => {
    const running = run()
      .catch((error: unknown) => options.onError?.(work, error))
      .finally(() => background.delete(running));
    background.add(running);
  };
  const removeQuietly = async (file: string) => {
    try {
      await rm(file, { force: true });
    } catch {
      // The folder itself is unusable: the next run writes anew, the sweep finds the record.
    }
  };
  const fillPending = async () =>
    (await worker.run({
      kind: 'fill',
      database: dbLocation,
      fill: { companies },
    })) as { filled: number; missing: number };

  return {
    name: 'activated_export',
    concurrency: 1,
    claim: (id) =>
      id === undefined || /^\d+$/.test(id)
        ? claimNextActivatedExport(options.db, now(), id === undefined ? undefined : Number(id))
        : Promise.resolve(undefined),
    idOf: (record) => String(record.id),
    state: async (id) =>
      /^\d+$/.test(id) ? (await findActivatedExport(options.db, Number(id)))?.status : undefined,
    run: async (record) => {
      const output = (await worker.run({
        kind: 'export',
        database: dbLocation,
        export: {
          exportId: record.id,
          dataDir: options.dataDir,
          companies,
          files: files.location,
        },
      })) as ActivatedExportTaskOutput;
      if (output.outcome === 'written') {
        const finishedAt = options.clock();
        // No longer running (recovered and claimed elsewhere meanwhile): that run records the file,
        // written under the same name.
        await finishActivatedExport(options.db, record.id, {
          numCompanies: output.numCompanies,
          fileSize: output.fileSize,
          finishedAt: isoAt(finishedAt),
          expiresAt: isoAt(finishedAt + options.retentionDays * DAY_MS),
        });
        inBackground('retention', () => sweepExpiredActivatedFiles(options.db, files, finishedAt));
      }
      options.settlements.settled(record.id);
    },
    fail: async (record, error) => {
      await failActivatedExport(options.db, record.id, errorText(error), now());
      await removeQuietly(activatedTemporaryPath(options.dataDir, record.file_name));
      options.settlements.settled(record.id);
    },
    recover: async (recovery) => {
      // Written again from the start: what a killed process wrote is discarded (in a cluster, the
      // queue hands back the jobs of a process that died: requeue).
      if (!recovery?.cluster) {
        for (const record of await requeueRunningActivatedExports(options.db)) {
          await removeQuietly(activatedTemporaryPath(options.dataDir, record.file_name));
        }
      }
      // Not awaited: the other kinds recover meanwhile. The fill runs in the worker thread; the
      // sweep, a few small writes, now and every RETENTION_SWEEP_MINUTES as the exports' does.
      inBackground('fill', fillPending);
      const sweep = () =>
        inBackground('retention', () => sweepExpiredActivatedFiles(options.db, files, options.clock()));
      sweep();
      sweepTimer ??= setInterval(sweep, options.sweepMinutes * 60_000);
      sweepTimer.unref();
    },
    requeue: async (id) => {
      if (!/^\d+$/.test(id)) return;
      for (const record of await requeueRunningActivatedExports(options.db, Number(id))) {
        await removeQuietly(activatedTemporaryPath(options.dataDir, record.file_name));
      }
    },
    queuedIds: () => queuedJobIds(options.db, { table: 'activated_exports', id: 'id', orderBy: 'id' }),
    close: async () => {
      if (sweepTimer) clearInterval(sweepTimer);
      while (background.size > 0) await Promise.allSettled([...background]);
      options.settlements.wakeAll();
      await worker.close();
    },
    fillPending,
  };
}
