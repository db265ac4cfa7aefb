/**
 * A process that runs the export jobs of a data folder until none is left:
 *
 *   node server/src/exports/export-process.ts --data-dir DIR [--hold POINT --marker FILE] [--report]
 *
 * It first recovers exports another process left running (a server that was killed). The server
 * runs the same kind of job in its own process; this one lets the kill test (killed.test.ts) stop
 * an export at a chosen point (`--hold`: the job writes `--marker` and waits there to be killed)
 * and bench:export measure the jobs (`--report` prints `export-report=` with their wall and CPU
 * time, every thread of the process).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.ts';
import { createDatabase } from '../db/database.ts';
import { createFileStore } from '../storage/file-store.ts';
import { JobQueue } from '../jobs/queue.ts';
import { systemClock } from '../system/clock.ts';
import type { HoldPoint } from './export-job.ts';
import { exportJobKind } from './jobs.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    hold: { type: 'string' },
    marker: { type: 'string' },
    report: { type: 'boolean' },
  },
});
const config = loadConfig(
  values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env,
);
const db = await createDatabase(config.dataDir, config.databaseUrl);
const failures: string[] = [];
const queue = new JobQueue(
  exportJobKind({
    db,
    dataDir: config.dataDir,
    clock: systemClock,
    retentionDays: config.exportRetentionDays,
    files: createFileStore(config.fileStore, config.dataDir, db),
    ...(values.hold && values.marker
      ? { hold: { point: values.hold as HoldPoint, marker: values.marker } }
      : {}),
  }),
  {
    onError: (_kind, id, error) =>
      failures.push(`export ${id}: ${error instanceof Error ? error.message : String(error)}`),
  },
);
const wall = performance.now();
const cpu = process.cpuUsage();
await queue.recover();
await queue.idle();
if (values.report) {
  const used = process.cpuUsage(cpu);
  const figures = { wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  process.stdout.write(`export-report=${JSON.stringify(figures)}\n`);
}
await queue.close();
await db.destroy();
for (const failure of failures) process.stderr.write(`Export job failed: ${failure}\n`);
process.exitCode = failures.length > 0 ? 1 : 0;
