/**
 * The worker thread of the `list_change` kind (jobs.ts): a built-in list change with its history
 * entry in one transaction, or the companies a remote product's change carries (task.ts), one
 * task at a time, through its own connection to the application database.
 */
import { workerConnection } from '../exports/export-job.ts';
import { serveTasks, taskWriteIntent } from '../jobs/task-worker-entry.ts';
import {
  runChangeTask,
  runCompaniesTask,
  type ChangeTaskInput,
  type ChangeTaskOutput,
  type CompaniesTaskInput,
  type CompaniesTaskOutput,
} from './task.ts';
import type { DatabaseLocation } from '../db/database.ts';

export type ListWorkerTask =
  | { kind: 'change'; database: DatabaseLocation; change: ChangeTaskInput }
  | { kind: 'companies'; database: DatabaseLocation; companies: CompaniesTaskInput };

export type ListWorkerOutput = ChangeTaskOutput | CompaniesTaskOutput;

serveTasks<ListWorkerTask, ListWorkerOutput>(async (task) => {
  const db = workerConnection(task.database, taskWriteIntent());
  return task.kind === 'change' ? runChangeTask(db, task.change) : runCompaniesTask(db, task.companies);
});
