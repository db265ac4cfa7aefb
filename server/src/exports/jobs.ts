/**
 * The two kinds of job of exports (docs/adr/008-jobs.md): 'export' writes a file and charges it
 * (export-job.ts), 'export_preview' counts a batch's preview (preview.ts). Each runs its jobs one
 * at a time in a worker thread of its own, so a preview never waits behind a long export and the
 * thread serving requests only claims jobs and records their outcome.
 */
import { rmSync } from 'node:fs';
import { companyDatabaseLocation } from '../companies/database.ts';
import { locationOf, type Db, type DatabaseLocation } from '../db/database.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import { queuedJobIds } from '../jobs/records.ts';
import { TaskWorker } from '../jobs/task-worker.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { Clock } from '../system/clock.ts';
import { unlocksToData, type AccountUnlocks } from './account.ts';
import type { ExportTaskInput, ExportTaskOutput } from './export-job.ts';
import type { PreviewData } from './preview.ts';
import {
  claimNextExport,
  claimNextPreview,
  failExport,
  findExport,
  findPreview,
  requeueRunningExports,
  requeueRunningPreviews,
  settlePreview,
  temporaryFilePath,
  type CompanyCounts,
  type ExportPreviewRecord,
  type ExportRecord,
} from './storage.ts';
import type { ExportWorkerOutput, ExportWorkerTask } from './worker.ts';

export interface ExportJobsOptions {
  db: Db;
  dataDir: string;
  clock: Clock;
  /** Days an export file is kept (file_expires_at); the retention sweep removes it then. */
  retentionDays: number;
  /** Where finished files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  /** Called after an export finished (its file is ready), e.g. to mail its link. */
  onFinished?: (exportId: number) => void | Promise<void>;
  /** Test processes only: hold the job at a point until the process is killed (export-job.ts). */
  hold?: ExportTaskInput['hold'];
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/** A worker's heap stays bounded: an export streams, whatever its size. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The 'export' kind: claims queued exports, writes and charges them in its worker thread. */
export function exportJobKind(options: ExportJobsOptions): JobKind<ExportRecord> {
  const worker = new TaskWorker<ExportWorkerTask, ExportWorkerOutput>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  const now = () => new Date(options.clock()).toISOString();
  const removeTemporary = (record: ExportRecord) => {
    try {
      rmSync(temporaryFilePath(options.dataDir, record.id, record.file_type), { force: true });
    } catch {
      // Nothing to remove where the folder itself is unusable; the next run writes it anew.
    }
  };
  return {
    name: 'export',
    concurrency: 1,
    claim: (id) =>
      id === undefined || /^\d+$/.test(id)
        ? claimNextExport(options.db, now(), id === undefined ? undefined : Number(id))
        : Promise.resolve(undefined),
    idOf: (record) => String(record.id),
    state: async (id) => (/^\d+$/.test(id) ? (await findExport(options.db, Number(id)))?.status : undefined),
    run: async (record) => {
      const output = (await worker.run({
        kind: 'export',
        export: {
          exportId: record.id,
          dataDir: options.dataDir,
          database: locationOf(options.db),
          companies: companyDatabaseLocation(locationOf(options.db), options.dataDir),
          now: options.clock(),
          retentionDays: options.retentionDays,
          ...(options.files ? { files: options.files.location } : {}),
          ...(options.hold ? { hold: options.hold } : {}),
        },
      })) as ExportTaskOutput;
      if (output.outcome === 'not_enough_quota' || output.outcome === 'import_deleted') {
        // Another export used the quota up meanwhile, or the import is gone: nothing was charged,
        // no file is kept.
        await failExport(options.db, record.id, output.outcome, now());
      } else if (output.outcome === 'finished') {
        await options.onFinished?.(record.id);
      }
    },
    fail: async (record, error) => {
      await failExport(options.db, record.id, errorText(error), now());
      removeTemporary(record);
    },
    recover: async (recovery) => {
      // Written again from the start: what a killed process wrote is discarded.
      if (!recovery?.cluster)
        for (const record of await requeueRunningExports(options.db)) removeTemporary(record);
    },
    requeue: async (id) => {
      if (!/^\d+$/.test(id)) return;
      for (const record of await requeueRunningExports(options.db, Number(id))) removeTemporary(record);
    },
    queuedIds: () => queuedJobIds(options.db, { table: 'exports', id: 'id', orderBy: 'id' }),
    close: () => worker.close(),
  };
}

/** The 'export_preview' kind: counts a batch's preview once per review state. */
export function previewJobKind(
  options: Pick<ExportJobsOptions, 'db' | 'dataDir' | 'clock'>,
): JobKind<ExportPreviewRecord> {
  const worker = new TaskWorker<ExportWorkerTask, ExportWorkerOutput>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  const now = () => new Date(options.clock()).toISOString();
  return {
    name: 'export_preview',
    concurrency: 1,
    claim: (batchId) => claimNextPreview(options.db, now(), batchId),
    idOf: (record) => record.batch_id,
    state: async (batchId) => (await findPreview(options.db, batchId))?.status,
    run: async (record) => {
      const data = (await worker.run({
        kind: 'preview',
        preview: {
          batchId: record.batch_id,
          threshold: record.exact_match_threshold,
          database: locationOf(options.db),
          companies: companyDatabaseLocation(locationOf(options.db), options.dataDir),
        },
      })) as PreviewData;
      await settlePreview(options.db, record, { data: JSON.stringify(data) }, now());
    },
    fail: (record, error) => settlePreview(options.db, record, { error: errorText(error) }, now()),
    recover: async (recovery) => {
      if (!recovery?.cluster) await requeueRunningPreviews(options.db);
    },
    requeue: (batchId) => requeueRunningPreviews(options.db, batchId),
    queuedIds: () =>
      queuedJobIds(options.db, { table: 'export_previews', id: 'batch_id', orderBy: 'updated_at' }),
    close: () => worker.close(),
  };
}

/**
 * Counting a batch's companies (getExportInfo, the quota calculation, the start of an export) scans
 * its results: about 100 ms for 100,000 rows. It runs in a worker thread of its own, so the request
 * thread only awaits the figures and no count waits behind an export.
 */
export function companyCountsWorker(database: DatabaseLocation): {
  count: (batchId: string, threshold: number, unlocks: AccountUnlocks) => Promise<CompanyCounts>;
  close: () => Promise<void>;
} {
  const worker = new TaskWorker<ExportWorkerTask, ExportWorkerOutput>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  return {
    count: async (batchId, threshold, unlocks) =>
      (await worker.run({
        kind: 'counts',
        counts: { database, batchId, threshold, unlocks: unlocksToData(unlocks) },
      })) as CompanyCounts,
    close: () => worker.close(),
  };
}
