/**
 * The worker thread of the 'statistics' kind (jobs.ts): counts a batch's statistics through its own
 * read connection to the application database, one task at a time.
 */
import { workerConnection, openCompanyLookup } from '../../exports/export-job.ts';
import { serveTasks, taskWriteIntent } from '../../jobs/task-worker-entry.ts';
import { workerReadTransaction } from '../../jobs/worker-db.ts';
import type { CountedStatistics } from './count.ts';
import { countBatchStatistics, type StatisticsTaskInput } from './task.ts';

serveTasks<StatisticsTaskInput, CountedStatistics>(async (input) => {
  const db = workerConnection(input.database, taskWriteIntent());
  const companies = openCompanyLookup(input.companies);
  try {
    return await workerReadTransaction(db, (snapshot) => countBatchStatistics(snapshot, companies.lookup, input));
  } finally {
    await companies.close();
  }
});
