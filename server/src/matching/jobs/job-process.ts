/**
 * A process that runs the matching jobs of a data folder until none is left:
 *
 *   node server/src/matching/jobs/job-process.ts [--data-dir DIR] [--database-url URL] [--chunk-size N] [--pause-ms N] [--workers N]
 *
 * `--database-url` names a PostgreSQL application database (the company database and the index
 * stay in the data folder); without it the app database is the SQLite file in the data folder.
 *
 * It resumes jobs another process left running (a server that was killed) and exits when the
 * queue is empty. The server runs the same runner in its own process; this one lets matching run
 * apart from the API, and the restart test kills it mid-run.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/config.ts';
import { createDatabase, databaseLocation } from '../../db/database.ts';
import { createMatchingService } from '../service.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'chunk-size': { type: 'string' },
    'pause-ms': { type: 'string' },
    workers: { type: 'string' },
  },
});
const config = loadConfig(
  values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env,
);
const databaseUrl = values['database-url'] ?? config.databaseUrl;
const db = await createDatabase(config.dataDir, databaseUrl);
const failures: string[] = [];
const runner = createMatchingService({
  db,
  database: databaseLocation(config.dataDir, databaseUrl),
  dataDir: config.dataDir,
  workers: values.workers === undefined ? undefined : Number(values.workers),
  chunkSize: values['chunk-size'] === undefined ? undefined : Number(values['chunk-size']),
  pauseMs: values['pause-ms'] === undefined ? undefined : Number(values['pause-ms']),
  onError: (batchId, error, rowId) => {
    const text = error instanceof Error ? error.message : String(error);
    // A failed row is stored as such and the job goes on: a warning, not a failure of the run.
    if (rowId === undefined) failures.push(`${batchId}: ${text}`);
    else process.stderr.write(`Matching row ${rowId} of ${batchId} failed: ${text}\n`);
  },
});
await runner.recover();
await runner.idle();
await runner.close();
await db.destroy();
for (const failure of failures) process.stderr.write(`Matching job failed: ${failure}\n`);
process.exitCode = failures.length > 0 ? 1 : 0;
