/**
 * The worker thread of the export kinds (jobs.ts): writes an export file and records it
 * (export-job.ts), or counts a batch's preview (preview.ts), one task at a time, through its own
 * connection to the application database.
 */
import { serveTasks, taskWriteIntent } from '../jobs/task-worker-entry.ts';
import { workerReadTransaction } from '../jobs/worker-db.ts';
import { accountUnlocks, unlocksFromData, unlocksToData, type UnlocksData } from './account.ts';
import { shapeOfBatch } from './columns.ts';
import {
  openCompanyLookup,
  runExportTask,
  workerConnection,
  type ExportTaskInput,
  type ExportTaskOutput,
} from './export-job.ts';
import { countPreview, type PreviewData } from './preview.ts';
import { batchRows, rowsPerChunk } from './rows.ts';
import { companyCounts, type CompanyCounts } from './storage.ts';
import type { DatabaseLocation } from '../db/database.ts';
import type { CompanyDatabaseLocation } from '../companies/database.ts';

export interface PreviewTaskInput {
  batchId: string;
  threshold: number;
  database: DatabaseLocation;
  companies: CompanyDatabaseLocation;
}

/** A batch's company counts (storage.ts companyCounts): a scan of its results, kept off the request thread. */
export interface CountsTaskInput {
  database: DatabaseLocation;
  batchId: string;
  threshold: number;
  unlocks: UnlocksData;
}

export type ExportWorkerTask =
  | { kind: 'export'; export: ExportTaskInput }
  | { kind: 'preview'; preview: PreviewTaskInput }
  | { kind: 'counts'; counts: CountsTaskInput };

export type ExportWorkerOutput = ExportTaskOutput | PreviewData | CompanyCounts;

async function countBatchPreview(input: PreviewTaskInput): Promise<PreviewData> {
  const db = workerConnection(input.database, taskWriteIntent());
  const batch = await db
    .selectFrom('import_batches')
    .select(['id', 'user_id', 'columns', 'mapping', 'additional_columns'])
    .where('id', '=', input.batchId)
    .executeTakeFirst();
  if (!batch) throw new Error(`The import ${input.batchId} no longer exists.`);
  const unlocks = await accountUnlocks(db, batch.user_id);
  const companies = openCompanyLookup(input.companies);
  try {
    return await workerReadTransaction(db, (snapshot) =>
      countPreview(
        shapeOfBatch(batch),
        unlocksToData(unlocks),
        batchRows(snapshot, {
          batchId: batch.id,
          threshold: input.threshold,
          unlocks,
          companies: companies.lookup,
          chunkSize: rowsPerChunk(shapeOfBatch(batch).columns.length),
        }),
      ),
    );
  } finally {
    await companies.close();
  }
}

serveTasks<ExportWorkerTask, ExportWorkerOutput>(async (task) => {
  if (task.kind === 'export') {
    return runExportTask(workerConnection(task.export.database, taskWriteIntent()), task.export);
  }
  if (task.kind === 'counts') {
    const { database, batchId, threshold, unlocks } = task.counts;
    return companyCounts(
      workerConnection(database, taskWriteIntent()),
      batchId,
      threshold,
      unlocksFromData(unlocks),
    );
  }
  return countBatchPreview(task.preview);
});
