/**
 * The 'statistics' kind of job (docs/adr/008-jobs.md, docs/quality-report.md 'Statistics'): counts a
 * batch's statistics once per review state in a worker thread of its own, so the thread serving
 * requests only claims the job and records its outcome.
 */
import { companyDatabaseLocation } from '../../companies/database.ts';
import { locationOf, type Db } from '../../db/database.ts';
import type { UnlocksData } from '../../exports/account.ts';
import type { JobKind } from '../../jobs/job-kind.ts';
import { queuedJobIds } from '../../jobs/records.ts';
import { TaskWorker } from '../../jobs/task-worker.ts';
import type { Clock } from '../../system/clock.ts';
import type { CountedStatistics } from './count.ts';
import {
  claimNextStatistics,
  findStatistics,
  requeueRunningStatistics,
  settleStatistics,
  type StatisticsRecord,
} from './storage.ts';
import type { StatisticsTaskInput } from './task.ts';

export interface StatisticsJobsOptions {
  db: Db;
  dataDir: string;
  clock: Clock;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);

/**
 * The worker's heap stays bounded: rows are read a chunk at a time; what grows with the batch are
 * the duplicate look-ups (a short key per row, e-mail and website).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function statisticsJobKind(options: StatisticsJobsOptions): JobKind<StatisticsRecord> {
  const worker = new TaskWorker<StatisticsTaskInput, CountedStatistics>(WORKER_URL, {
    resourceLimits: WORKER_LIMITS,
  });
  const now = () => new Date(options.clock()).toISOString();
  return {
    name: 'statistics',
    concurrency: 1,
    claim: (batchId) => claimNextStatistics(options.db, now(), batchId),
    idOf: (record) => record.batch_id,
    state: async (batchId) => (await findStatistics(options.db, batchId))?.status,
    run: async (record) => {
      const data = await worker.run({
        batchId: record.batch_id,
        threshold: record.exact_match_threshold,
        unlocks: JSON.parse(record.unlocks) as UnlocksData,
        database: locationOf(options.db),
        companies: companyDatabaseLocation(locationOf(options.db), options.dataDir),
      });
      await settleStatistics(options.db, record, { data: JSON.stringify(data) }, now());
    },
    fail: (record, error) => settleStatistics(options.db, record, { error: errorText(error) }, now()),
    recover: async (recovery) => {
      if (!recovery?.cluster) await requeueRunningStatistics(options.db);
    },
    requeue: (batchId) => requeueRunningStatistics(options.db, batchId),
    queuedIds: () =>
      queuedJobIds(options.db, { table: 'batch_statistics', id: 'batch_id', orderBy: 'requested_at' }),
    close: () => worker.close(),
  };
}
