/**
 * The worker thread of the 'activated_export' kind (jobs.ts): writes an activated-companies file
 * (task.ts) or, once at start, fills the companies the migration's backfill left without data,
 * one task at a time, through its own connection to the application database.
 */
import { workerConnection } from '../exports/export-job.ts';
import { serveTasks, taskWriteIntent } from '../jobs/task-worker-entry.ts';
import {
  fillPendingCompanies,
  runActivatedExportTask,
  type ActivatedExportTaskInput,
  type ActivatedExportTaskOutput,
  type FillTaskInput,
} from './task.ts';

export type ActivatedWorkerTask =
  | { kind: 'export'; databaseFile: string; export: ActivatedExportTaskInput }
  | { kind: 'fill'; databaseFile: string; fill: FillTaskInput };

export type ActivatedWorkerOutput = ActivatedExportTaskOutput | { filled: number; missing: number };

serveTasks<ActivatedWorkerTask, ActivatedWorkerOutput>(async (task) => {
  const db = workerConnection(task.databaseFile, taskWriteIntent());
  return task.kind === 'export'
    ? runActivatedExportTask(db, task.export)
    : fillPendingCompanies(db, task.fill);
});
