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
import type { DatabaseLocation } from '../db/database.ts';

export type ActivatedWorkerTask =
  | { kind: 'export'; database: DatabaseLocation; export: ActivatedExportTaskInput }
  | { kind: 'fill'; database: DatabaseLocation; fill: FillTaskInput };

export type ActivatedWorkerOutput = ActivatedExportTaskOutput | { filled: number; missing: number };

serveTasks<ActivatedWorkerTask, ActivatedWorkerOutput>(async (task) => {
  const db = workerConnection(task.database, taskWriteIntent());
  return task.kind === 'export'
    ? runActivatedExportTask(db, task.export)
    : fillPendingCompanies(db, task.fill);
});
