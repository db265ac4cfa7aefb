/**
 * `npm run bench:statistics`: the quality report's statistics of 100,000 matched rows counted by
 * the 'statistics' job, against a baseline measured in the same run.
 *
 * On a work folder: a company database of --companies companies (default 120,000, made with
 * `npm run companies -- generate`), and an app database built with the product's migrations with
 * one user and a matched batch of --rows rows (default 100,000) written straight into the tables:
 * 90 % exact rows, 5 % manual rows (half of them with a company chosen in review), 5 % no match;
 * the customer's cells are the company's own with variations (name in capitals, e-mail missing or
 * broken, a private mailbox, the website with or without its scheme, every 50th row twice).
 *
 * Each run queues a count and runs it through the job kind the server registers
 * (server/src/reports/statistics/jobs.ts: claim, the count in its worker thread, the result stored):
 * wall time from queuing to the stored result and CPU time of every thread of this process
 * (process.cpuUsage), --runs times (default 3). Baseline in the same run: reading the same rows
 * with their companies without counting (exports/rows.ts batchRows, the floor of any count), and
 * answering getStatistics from the stored result (what the request thread does per call).
 * Target: 100,000 rows in at most 10 s.
 *
 * Options: --rows N, --companies N, --runs N, --work DIR (reuse the company database), --keep.
 * Writes WORK/bench-statistics.json; the figures are recorded in docs/performance.md.
 */
import path from 'node:path';
import { companyDatabaseFile } from '../server/src/companies/database.ts';
import { createDatabase, databaseFile } from '../server/src/db/database.ts';
import { openSqlite } from '../server/src/db/sqlite.ts';
import { EVERYTHING_UNLOCKED, unlocksToData } from '../server/src/exports/account.ts';
import { openCompanyLookup } from '../server/src/exports/export-job.ts';
import { batchRows } from '../server/src/exports/rows.ts';
import { JobQueue } from '../server/src/jobs/queue.ts';
import type { CountedStatistics } from '../server/src/reports/statistics/count.ts';
import { statisticsJobKind } from '../server/src/reports/statistics/jobs.ts';
import { createStatisticsService } from '../server/src/reports/statistics/service.ts';
import { findStatistics, requestStatistics } from '../server/src/reports/statistics/storage.ts';
import { ensureCompanyDatabase } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, workFolder } from './support/paths.ts';
import {
  alignedTable,
  fmt,
  loadAverage,
  machine,
  markdownTable,
  targetLines,
  writeFigures,
  type Target,
} from './support/report.ts';
import { median, stopwatch, type Elapsed } from './support/stats.ts';

const values = benchOptions(import.meta.filename, {
  rows: { type: 'string', default: '100000' },
  companies: { type: 'string', default: '120000' },
  runs: { type: 'string', default: '3' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const ROWS = wholeNumber(values.rows, 'rows');
const COMPANIES = wholeNumber(values.companies, 'companies');
const RUNS = wholeNumber(values.runs, 'runs');
const TARGET_SECONDS = 10;
const BATCH = 'stats';

const work = workFolder('statistics', values.work);
const dir = work.dir;
console.error(`machine: ${machine()}; load average ${loadAverage()}`);
await ensureCompanyDatabase(dir, COMPANIES, '1/4');

// ------------------------------------------------------------------ the batch
console.error(`2/4 write a matched batch of ${fmt(ROWS)} rows …`);
const db = await createDatabase(dir);
const raw = openSqlite(databaseFile(dir));
const created = '2026-11-25T09:00:00.000Z';
raw.exec(`delete from import_batches where id = '${BATCH}'; delete from users where id = 'bench'`);
raw
  .prepare(
    `insert into users (id, email, first_name, name, password_hash, created_at, unlimited, total_quota)
     values ('bench', 'bench@example.com', 'Bench', 'User', 'x', ?, 1, 0)`,
  )
  .run(created);
const companies = openSqlite(companyDatabaseFile(dir), { readonly: true });
const companyRows = companies
  .prepare(
    'select provider_id, company_name, zip, location, email, url, phone, data_pack from companies order by id limit ?',
  )
  .all(ROWS) as {
  provider_id: string;
  company_name: string;
  zip: string | null;
  location: string | null;
  email: string | null;
  url: string | null;
  phone: string | null;
  data_pack: string;
}[];
companies.close();
const COLUMNS = ['Firma', 'PLZ', 'Ort', 'Mail', 'Web', 'Telefon', 'Notiz'];
const MAPPING = [
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'zip', customerField: 'PLZ' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'email', customerField: 'Mail' },
  { internalField: 'url', customerField: 'Web' },
  { internalField: 'phone', customerField: 'Telefon' },
];
const insertEntry = raw.prepare(
  `insert into match_candidates (batch_id, row_id, pos, provider_id, probability, is_no_match, is_selected,
     data_pack, data, explanation) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertResult = raw.prepare(
  `insert into match_results (batch_id, row_id, probability, is_no_match, no_match_probability) values (?, ?, ?, ?, ?)`,
);
const insertRow = raw.prepare('insert into import_rows (batch_id, row_id, cells) values (?, ?, ?)');
raw.transaction(() => {
  raw
    .prepare(
      `insert into import_batches (id, user_id, file_name, tag, created_at, state, rows_total, rows_ok, columns,
         mapping, additional_columns, exact_match_threshold) values (?, 'bench', ?, ?, ?, 'ready', ?, ?, ?, ?, '["Notiz"]', 0.7)`,
    )
    .run(BATCH, `${BATCH}.csv`, BATCH, created, ROWS, ROWS, JSON.stringify(COLUMNS), JSON.stringify(MAPPING));
  raw
    .prepare(
      `insert into match_jobs (batch_id, status, columns, mapping, exact_match_threshold, total, finished, engine,
         created_at, updated_at) values (?, 'finished', ?, ?, 0.7, ?, ?, 'bench', ?, ?)`,
    )
    .run(BATCH, JSON.stringify(COLUMNS), JSON.stringify(MAPPING), ROWS, ROWS, created, created);
  for (let row = 1; row <= ROWS; row++) {
    // Every 50th row repeats the one before it: input duplicates and n:1 matches.
    const c = companyRows[(row % 50 === 0 ? row - 2 : row - 1) % companyRows.length]!;
    const email =
      row % 4 === 0
        ? null
        : row % 23 === 0
          ? 'kein Eintrag'
          : row % 17 === 0
            ? `inhaber${row}@gmx.de`
            : c.email;
    const url =
      c.url === null || row % 6 === 0 ? null : row % 2 === 0 ? c.url.replace(/^https?:\/\//, '') : c.url;
    const cells = [
      row % 3 === 0 ? c.company_name.toUpperCase() : c.company_name,
      c.zip,
      c.location,
      email,
      url,
      c.phone,
      row % 50 === 0 ? `Kunde ${row - 1}` : `Kunde ${row}`,
    ];
    insertRow.run(BATCH, row, JSON.stringify(cells));
    const data = JSON.stringify({
      company_name: c.company_name,
      zip: c.zip,
      location: c.location,
      street: null,
      country: null,
      url: c.url,
      status: 'active',
    });
    const kind = row % 20;
    if (kind === 0) {
      insertResult.run(BATCH, row, 0.95, 1, 0.95);
      insertEntry.run(BATCH, row, 0, null, 0.95, 1, 0, null, null, null);
      insertEntry.run(BATCH, row, 1, c.provider_id, 0.05, 0, 0, c.data_pack, data, '[]');
    } else if (kind === 1) {
      insertResult.run(BATCH, row, 0.5, 0, 0.3);
      insertEntry.run(BATCH, row, 0, c.provider_id, 0.5, 0, row % 40 === 1 ? 1 : 0, c.data_pack, data, '[]');
      insertEntry.run(BATCH, row, 1, null, 0.3, 1, 0, null, null, null);
    } else {
      insertResult.run(BATCH, row, 0.97, 0, 0.03);
      insertEntry.run(BATCH, row, 0, c.provider_id, 0.97, 0, 0, c.data_pack, data, '[]');
      insertEntry.run(BATCH, row, 1, null, 0.03, 1, 0, null, null, null);
    }
  }
})();
raw.close();

// ------------------------------------------------------------------ baseline
console.error('3/4 baseline: reading the rows with their companies, nothing counted …');
const lookup = openCompanyLookup(companyDatabaseFile(dir));
const readOnly = stopwatch();
let read = 0;
for await (const chunk of batchRows(db, {
  batchId: BATCH,
  threshold: 0.7,
  unlocks: EVERYTHING_UNLOCKED,
  companies: lookup.lookup,
})) {
  read += chunk.length;
}
const readFigures = readOnly();
await lookup.close();

// ------------------------------------------------------------------ the job
console.error(`4/4 the statistics job, ${RUNS} runs …`);
const clock = () => Date.now();
const queue = new JobQueue(statisticsJobKind({ db, dataDir: dir, clock }), {
  onError: (_kind, id, error) => console.error(`statistics job ${id} failed`, error),
});
const unlocks = JSON.stringify(unlocksToData(EVERYTHING_UNLOCKED));
const runs: Elapsed[] = [];
let stored = '';
for (let run = 0; run < RUNS; run++) {
  await db.deleteFrom('batch_statistics').execute();
  const time = stopwatch();
  await requestStatistics(db, BATCH, { reviewVersion: 0, threshold: 0.7, unlocks }, new Date().toISOString());
  queue.kick();
  await queue.idle();
  const figures = time();
  const record = await findStatistics(db, BATCH);
  if (record?.status !== 'finished' || record.data === null) {
    throw new Error(`the count ended ${record?.status}: ${record?.error}`);
  }
  stored = record.data;
  runs.push(figures);
  console.error(`  run ${run + 1}: ${fmt(figures.wallMs / 1000, 2)} s`);
}
await queue.close();
const counted = JSON.parse(stored) as CountedStatistics;
if (counted.import.count !== ROWS) throw new Error(`counted ${counted.import.count} rows, not ${ROWS}`);

const service = createStatisticsService({
  db,
  clock,
  kick: () => {},
  checkCounts: async () => ({
    emails: { available: 0, unavailable: 0, unknown: 0, notStarted: 0 },
    websites: { available: 0, extRedirect: 0, intRedirect: 0, unavailable: 0, blocked: 0, notStarted: 0 },
  }),
});
const answerTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const answer = await service.get('bench', BATCH);
  if (answer.state !== 'finished') throw new Error(`getStatistics answered ${answer.state}`);
  answerTimes.push(performance.now() - t);
}
await db.destroy();

// ------------------------------------------------------------------ report
const wall = median(runs.map((r) => r.wallMs));
const cpu = median(runs.map((r) => r.cpuMs));
const s = (ms: number) => `${fmt(ms / 1000, 2)} s`;
const rate = (rows: number, ms: number) => fmt(rows / (ms / 1000));
const head = ['', 'rows', 'wall', 'CPU', 'rows/s', '× baseline'];
const table = [
  [
    `statistics job (median of ${RUNS})`,
    fmt(ROWS),
    s(wall),
    s(cpu),
    rate(ROWS, wall),
    fmt(wall / readFigures.wallMs, 1),
  ],
  [
    'baseline: reading the rows only',
    fmt(read),
    s(readFigures.wallMs),
    s(readFigures.cpuMs),
    rate(read, readFigures.wallMs),
    '1.0',
  ],
];
console.log(`\n${alignedTable(head, table)}`);
console.log(
  `\nstored result: ${fmt(stored.length / 1024)} kB; getStatistics from it: median ${fmt(median(answerTimes), 1)} ms of 20`,
);
const targets: Target[] = [
  [`${fmt(ROWS)} rows ≤ ${TARGET_SECONDS} s`, wall <= TARGET_SECONDS * 1000, s(wall)],
];
console.log(`\n${targetLines(targets)}`);
console.log(`\nmachine: ${machine()}; load average ${loadAverage()}`);
console.log(`\n${markdownTable(head, table)}`);
const file = writeFigures(path.join(dir, 'bench-statistics.json'), {
  machine: machine(),
  load: loadAverage(),
  rows: ROWS,
  runs,
  baseline: { rows: read, ...readFigures },
  storedBytes: stored.length,
  answerMs: answerTimes,
});
clearWorkFolder(work, { keep: values.keep, keepFiles: [path.basename(file)] });
