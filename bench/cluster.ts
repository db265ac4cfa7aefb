/**
 * `npm run bench:cluster`: the cluster of issue 17 (docs/deployment.md, ADR 013) against the
 * embedded default, in the same run, on the product's own entry points in child processes:
 *
 * 1. data: a company database of --companies companies (default 1,000,000) with
 *    `npm run companies -- generate` into a SQLite DATA_DIR, a noisy customer file of --rows rows
 *    (default 100,000, seed 1) and a small one of --reviewer-rows rows (default 250, seed 2) for
 *    the reviewers, both with `npm run companies -- noisy`;
 * 2. **embedded default**: the accounts of --reviewers reviewers (default 50) and of a job owner
 *    with `npm run users -- add`, then one process (`node server/src/main.ts`, role all, SQLite,
 *    DEMO_COMPANIES=0) ready once its index is loaded. Every reviewer signs in from a loopback
 *    address of its own (127.0.0.11 and up: the sign-in limit is per IP), uploads the small file
 *    and matches it. The owner uploads the big file and starts matching: the job is timed from
 *    startMatching until its record's finished_at (read from the database every 100 ms, not
 *    through getStatus, which reads every result of the batch and would load the API process),
 *    with the CPU seconds of the server process (/proc/PID/stat, every thread) and its RSS;
 * 3. review writes on it: the reviewers in a closed loop (each sends its next decision the moment
 *    the last is answered; saveSingleMatchSelection / saveSingleManualCheck on its own finished
 *    batch) for --duration seconds (default 20), first without a job (baseline), then while the
 *    owner's jobs run (enough batches of the big file queued that one runs throughout; stopped
 *    after); p50, p95, p99, max and requests per second;
 * 4. **PostgreSQL**: a throwaway cluster (scripts/postgres.ts), the same companies generated into
 *    it (`npm run companies -- generate --database-url`), the accounts again, two API processes
 *    (DATACARE_ROLE=api) and one worker (DATACARE_ROLE=worker, REPORT_RENDER_URL the first API
 *    process) on one shared DATA_DIR (FILE_STORE=folder, as a shared mount); the reviewers split
 *    over the two API processes; the big file uploaded to the first API process and matched by
 *    **1 worker**, then a second worker started and a fresh batch of the same file matched by
 *    **2 workers**: rows/s, the ratio to the embedded default and 2 workers / 1 worker, each
 *    process's CPU seconds and RSS (a worker's RSS is its company index), PostgreSQL's CPU seconds
 *    (the postmaster and every backend, by the connections' application name), commits and
 *    rollbacks (pg_stat_database), what busy connections wait on and run (pg_stat_activity every
 *    100 ms), its connections by application name, pg_database_size and the tables' sizes before
 *    and after a job (pg_total_relation_size), and rows per CPU second;
 * 5. review writes on the cluster: the same closed loop over both API processes, baseline and
 *    while the jobs run on the two workers.
 *
 * Prints the figures, the ratios, the machine (cores, memory, load average) and writes them as
 * JSON to WORK/bench-cluster.json. Options: --companies N, --rows N, --reviewers N (at most 200),
 * --reviewer-rows N, --duration S, --match-chunk-rows N (the servers' MATCH_CHUNK_ROWS; default
 * the product's), --only embedded|cluster, --work DIR (reuse the SQLite company database and the
 * files; app databases and PostgreSQL are always fresh), --keep. A quick run: --companies 50000
 * --rows 5000 --reviewers 10 --duration 5.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/postgres.ts';
import {
  matchStatus,
  reviewRows,
  signInFrom,
  startMatching,
  stopMatching,
  uploadRows,
  type MatchStatus,
  type UploadResponse,
} from './support/api.ts';
import { companiesForNoisyRows, ensureCompanyDatabase, ensureNoisyFile } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, COMPANIES_CLI, USERS_CLI, workFolder } from './support/paths.ts';
import {
  cpuSecondsOf,
  machineShare,
  machineTicks,
  rssOf,
  rssSampler,
  treeCpuSecondsOf,
} from './support/proc.ts';
import { removeAppDatabase, runNode } from './support/processes.ts';
import {
  alignedTable,
  fmt,
  loadAverage,
  machine as machineLine,
  markdownTable,
  targetLines,
  writeFigures,
  type Target,
} from './support/report.ts';
import { closedLoop, type Reviewer, type ReviewLoad } from './support/review-load.ts';
import { startRole, type RoleProcess } from './support/roles.ts';
import { sleep } from './support/stats.ts';

const TARGET_P99_MS = 100;
const OWNER_EMAIL = 'job-owner@bench.example';
const PASSWORD = 'bench-cluster-password';
const PRODUCT_MAX_UPLOAD_ROWS = 100_000;
/** A job that takes longer than this has hung. */
const JOB_TIMEOUT_MS = 45 * 60_000;

// ---------------------------------------------------------------------------------------------
// Options.

const values = benchOptions(import.meta.filename, {
  companies: { type: 'string', default: '1000000' },
  rows: { type: 'string', default: '100000' },
  reviewers: { type: 'string', default: '50' },
  'reviewer-rows': { type: 'string', default: '250' },
  duration: { type: 'string', default: '20' },
  'match-chunk-rows': { type: 'string' },
  only: { type: 'string' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const companiesWanted = wholeNumber(values.companies, 'companies');
const rows = wholeNumber(values.rows, 'rows');
const reviewerCount = wholeNumber(values.reviewers, 'reviewers');
const reviewerRows = wholeNumber(values['reviewer-rows'], 'reviewer-rows', 4);
const duration = wholeNumber(values.duration, 'duration');
const chunkRows = values['match-chunk-rows']
  ? wholeNumber(values['match-chunk-rows'], 'match-chunk-rows')
  : null;
if (reviewerCount > 200) {
  console.error('--reviewers is at most 200 (one loopback address each, 127.0.0.11 and up).');
  process.exit(2);
}
if (values.only !== undefined && values.only !== 'embedded' && values.only !== 'cluster') {
  console.error('--only must be embedded or cluster.');
  process.exit(2);
}
const runEmbedded = values.only !== 'cluster';
const runCluster = values.only !== 'embedded';
const companies = Math.max(companiesWanted, companiesForNoisyRows(rows));

const work = workFolder('cluster', values.work);
const embeddedDir = path.join(work.dir, 'embedded');
const clusterDir = path.join(work.dir, 'cluster');
mkdirSync(embeddedDir, { recursive: true });
const bigPrefix = path.join(work.dir, 'sample', `kunden-${rows}`);
const smallPrefix = path.join(work.dir, 'sample', `reviewer-${reviewerRows}`);
const bigCsv = `${bigPrefix}.csv`;
const smallCsv = `${smallPrefix}.csv`;

let postgres: ThrowawayPostgres | null = null;
process.on('exit', () => postgres?.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** The servers' environment common to every role. */
const serverEnv = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  STATIC_DIR: '',
  DEMO_COMPANIES: '0',
  MAX_UPLOAD_ROWS: String(Math.max(rows, PRODUCT_MAX_UPLOAD_ROWS)),
  ...(chunkRows ? { MATCH_CHUNK_ROWS: String(chunkRows) } : {}),
});

// ---------------------------------------------------------------------------------------------
// Accounts, reviewers.

const emails = Array.from(
  { length: reviewerCount },
  (_, i) => `reviewer-${String(i + 1).padStart(3, '0')}@bench.example`,
);

/** The owner's and every reviewer's account with the users CLI; the first alone (it migrates), then two at a time. */
async function createAccounts(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const add = (email: string, name: string) =>
    runNode(
      [
        USERS_CLI,
        'add',
        '--email',
        email,
        '--password',
        PASSWORD,
        '--first-name',
        'Reviewer',
        '--name',
        name,
      ],
      { env },
    );
  await add(OWNER_EMAIL, 'Owner');
  for (let i = 0; i < emails.length; i += 2)
    await Promise.all(emails.slice(i, i + 2).map((email, j) => add(email, String(i + j + 1))));
  return performance.now() - started;
}

/**
 * Every reviewer signs in on an API process (split in turn over `apis`) from its own loopback
 * address, uploads the small file and matches it; resolves once every batch is finished, with
 * each reviewer's rows.
 */
async function setupReviewers(apis: string[]): Promise<{ reviewers: Reviewer[]; ms: number }> {
  const started = performance.now();
  const reviewers: Reviewer[] = [];
  for (const [i, email] of emails.entries()) {
    const url = apis[i % apis.length]!;
    const cookie = await signInFrom(url, email, PASSWORD, `127.0.0.${11 + i}`);
    const batch = await uploadRows(url, cookie, smallCsv, reviewerRows);
    await startMatching(url, cookie, batch);
    reviewers.push({ email, url, cookie, batchId: batch.batchId, rows: [], answered: 0 });
  }
  for (const reviewer of reviewers) {
    const until = performance.now() + 600_000;
    for (;;) {
      const s = await matchStatus(reviewer.url, reviewer.cookie, reviewer.batchId);
      if (s.isFinished) break;
      if (s.state === 'failed') throw new Error(`${reviewer.email}'s batch failed`);
      if (performance.now() > until)
        throw new Error(`${reviewer.email}'s batch did not finish in 10 minutes`);
      await sleep(200);
    }
    reviewer.rows = await reviewRows(reviewer.url, reviewer.cookie, reviewer.batchId);
    if (reviewer.rows.length !== reviewerRows)
      throw new Error(`${reviewer.email}: ${reviewer.rows.length} rows to review, not ${reviewerRows}`);
  }
  return { reviewers, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: its processes, sizes and connections.

interface PgSizes {
  databaseBytes: number;
  /** Bytes per schema (tables with their indexes and TOAST). */
  schemas: Record<string, number>;
  /** Bytes per table of the application's schema (with indexes and TOAST). */
  tables: Record<string, number>;
  /** Rows of the tables a matching job writes. */
  rowCounts: Record<string, number>;
}

const JOB_TABLES = ['import_rows', 'match_results', 'match_candidates'];

async function pgSizes(client: pg.Client): Promise<PgSizes> {
  const database = await client.query<{ bytes: string }>(
    'select pg_database_size(current_database())::text as bytes',
  );
  const relations = await client.query<{ schema: string; name: string; bytes: string }>(
    `select n.nspname as schema, c.relname as name, pg_total_relation_size(c.oid)::text as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'`,
  );
  const schemas: Record<string, number> = {};
  const tables: Record<string, number> = {};
  for (const r of relations.rows) {
    schemas[r.schema] = (schemas[r.schema] ?? 0) + Number(r.bytes);
    if (r.schema === 'public') tables[r.name] = Number(r.bytes);
  }
  const rowCounts: Record<string, number> = {};
  for (const table of JOB_TABLES) {
    if (tables[table] === undefined) continue;
    const count = await client.query<{ n: string }>(`select count(*)::text as n from public.${table}`);
    rowCounts[table] = Number(count.rows[0]!.n);
  }
  return { databaseBytes: Number(database.rows[0]!.bytes), schemas, tables, rowCounts };
}

/** Connections to the database by application name. */
async function pgConnections(client: pg.Client): Promise<Record<string, number>> {
  const result = await client.query<{ name: string; n: number }>(
    `select coalesce(nullif(application_name, ''), '(none)') as name, count(*)::int as n
       from pg_stat_activity where datname = current_database() group by 1`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.name, r.n]));
}

export interface PgTransactions {
  commits: number;
  rollbacks: number;
  deadlocks: number;
}

/** The database's transaction counters (pg_stat_database). */
async function pgTransactions(client: pg.Client): Promise<PgTransactions> {
  await client.query('select pg_stat_clear_snapshot()');
  const result = await client.query<{ commits: string; rollbacks: string; deadlocks: string }>(
    `select xact_commit::text as commits, xact_rollback::text as rollbacks, deadlocks::text as deadlocks
       from pg_stat_database where datname = current_database()`,
  );
  const row = result.rows[0]!;
  return { commits: Number(row.commits), rollbacks: Number(row.rollbacks), deadlocks: Number(row.deadlocks) };
}

function transactionsBetween(before: PgTransactions, after: PgTransactions): PgTransactions {
  return {
    commits: after.commits - before.commits,
    rollbacks: after.rollbacks - before.rollbacks,
    deadlocks: after.deadlocks - before.deadlocks,
  };
}

/** CPU seconds so far of each live server process of the database, with its application name or kind. */
async function pgBackendCpu(client: pg.Client): Promise<Map<number, { name: string; cpu: number }>> {
  const result = await client.query<{ pid: number; name: string }>(
    `select pid, coalesce(nullif(application_name, ''), backend_type) as name from pg_stat_activity`,
  );
  const backends = new Map<number, { name: string; cpu: number }>();
  for (const row of result.rows) {
    const cpu = cpuSecondsOf(row.pid);
    if (!Number.isNaN(cpu)) backends.set(row.pid, { name: row.name.replace(/^pgboss:.*/, 'pg-boss'), cpu });
  }
  return backends;
}

/**
 * PostgreSQL's CPU seconds between two readings, by who asked for the work (application name of
 * the connection: datacare = the processes' main pools, datacare-matching = the chunk writers,
 * pg-boss, …); what the server did for itself or in backends that ended meanwhile (autovacuum,
 * checkpointer, connections closed) is 'other'.
 */
function pgCpuByName(
  before: Map<number, { name: string; cpu: number }>,
  after: Map<number, { name: string; cpu: number }>,
  total: number,
): Record<string, number> {
  const byName: Record<string, number> = {};
  let named = 0;
  for (const [pid, { name, cpu }] of after) {
    const used = cpu - (before.get(pid)?.cpu ?? 0);
    if (used <= 0) continue;
    byName[name] = (byName[name] ?? 0) + used;
    named += used;
  }
  byName.other = Math.max(0, total - named);
  return byName;
}

/**
 * What the database's busy connections wait on, sampled every 100 ms while a piece of work runs
 * (pg_stat_activity, state active): per application name, the share of samples on CPU (no wait
 * event) or waiting on a lock (Lock: a row or transaction), a lightweight lock (LWLock: a buffer,
 * the WAL), I/O, the client (the next statement of an open transaction) … `stop()` gives each
 * name's samples by wait, busiest first.
 */
function pgWaitSampler(client: pg.Client): { stop: () => Promise<PgWaits> } {
  const waits: Record<string, Record<string, number>> = {};
  const statements: Record<string, Record<string, number>> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const result = await client.query<{ name: string; wait: string; statement: string }>(
        `select coalesce(nullif(application_name, ''), backend_type) as name,
                coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as statement
           from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()`,
      );
      for (const row of result.rows) {
        const name = row.name.replace(/^pgboss:.*/, 'pg-boss');
        const byWait = (waits[name] ??= {});
        byWait[row.wait] = (byWait[row.wait] ?? 0) + 1;
        const byStatement = (statements[name] ??= {});
        byStatement[row.statement] = (byStatement[row.statement] ?? 0) + 1;
      }
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { waits, statements };
    },
  };
}

/** Samples of the busy connections by application name: what they waited on, which statement ran. */
interface PgWaits {
  waits: Record<string, Record<string, number>>;
  statements: Record<string, Record<string, number>>;
}

/** The sampled waits of the connections that did most, as text: "name: CPU 40 %, Lock:tuple 30 % …". */
function waitsText(counts: Record<string, Record<string, number>>, top = 5): string {
  return Object.entries(counts)
    .map(([name, byWait]) => {
      const total = Object.values(byWait).reduce((sum, n) => sum + n, 0);
      return { name, total, byWait };
    })
    .filter((entry) => entry.total >= 5)
    .sort((a, b) => b.total - a.total)
    .map(
      ({ name, total, byWait }) =>
        `${name} (${total} samples): ${Object.entries(byWait)
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([wait, n]) => `${wait} ${fmt((n / total) * 100)} %`)
          .join(', ')}`,
    )
    .join('; ');
}

/** A matching job's record as the bench reads it from the database. */
interface JobRecord {
  status: string;
  finished: number;
  started_at: string | null;
  finished_at: string | null;
}

const JOB_RECORD = 'select status, finished, started_at, finished_at from match_jobs where batch_id = ';

/** The postmaster's pid (data_directory/postmaster.pid, first line). */
async function postmasterPid(client: pg.Client): Promise<number> {
  const dir = await client.query<{ data_directory: string }>('show data_directory');
  return Number(
    readFileSync(path.join(dir.rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

// ---------------------------------------------------------------------------------------------
// SQLite: the app database's size by table (dbstat), read through a connection of its own.

interface SqliteSizes {
  databaseBytes: number;
  tables: Record<string, number>;
  rowCounts: Record<string, number>;
}

function sqliteSizes(dataDir: string): SqliteSizes {
  const db = new DatabaseSync(path.join(dataDir, 'datacare.sqlite'), { readOnly: true });
  try {
    const pageSize = Number((db.prepare('pragma page_size').get() as { page_size: number }).page_size);
    const pages = Number((db.prepare('pragma page_count').get() as { page_count: number }).page_count);
    const tables: Record<string, number> = {};
    for (const row of db
      .prepare(
        'select s.tbl_name as name, sum(d.pgsize) as bytes from dbstat d join sqlite_schema s on s.name = d.name group by s.tbl_name',
      )
      .all() as { name: string; bytes: number }[])
      tables[row.name] = Number(row.bytes);
    const rowCounts: Record<string, number> = {};
    for (const table of JOB_TABLES)
      rowCounts[table] = Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    return { databaseBytes: pageSize * pages, tables, rowCounts };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A timed matching job.

interface ProcessFigures {
  name: string;
  role: string;
  /** CPU seconds during the job (every thread). */
  cpuSeconds: number;
  /** RSS when the job started, the highest sampled during it, and the process's peak so far (VmHWM). */
  rssStartMb: number;
  rssPeakDuringMb: number;
  vmHwmMb: number;
}

interface JobRun {
  label: string;
  deployment: 'embedded' | 'cluster';
  workers: number;
  rows: number;
  uploadMs: number;
  /** From sending startMatching until the job's record says finished (its finished_at). */
  wallMs: number;
  /** From sending startMatching until a process claimed the job (its started_at). */
  claimedMs: number;
  /** From sending startMatching until the record first showed committed rows (read every 100 ms). */
  firstRowsMs: number;
  rowsPerSecond: number;
  status: MatchStatus;
  processes: ProcessFigures[];
  /** The PostgreSQL server (postmaster and every backend); null on SQLite. */
  postgresCpuSeconds: number | null;
  /** The same by application name of the connection (pgCpuByName). */
  postgresCpuByName: Record<string, number> | null;
  /** What the busy connections waited on, sampled every 100 ms (pgWaitSampler). */
  postgresWaits: PgWaits | null;
  /** Every process of the deployment (and PostgreSQL). */
  totalCpuSeconds: number;
  /** CPU seconds of the processes that matched (the embedded process, or the workers). */
  matchingCpuSeconds: number;
  rowsPerCpuSecond: number;
  machineBusy: number;
  machineSteal: number;
  loadStart: string;
  loadEnd: string;
  /** Most connections seen during the job, by application name (PostgreSQL). */
  connections: Record<string, number> | null;
  /** Transactions committed and rolled back in the database during the job (PostgreSQL). */
  transactions: PgTransactions | null;
  /** Sizes before the upload, after it, and after the job. */
  sizes: {
    beforeUpload: PgSizes | SqliteSizes;
    afterUpload: PgSizes | SqliteSizes;
    afterJob: PgSizes | SqliteSizes;
  };
}

interface JobSetup {
  label: string;
  deployment: 'embedded' | 'cluster';
  uploadUrl: string;
  /** Where the final status is read (on a cluster: the other API process). */
  statusUrl: string;
  /** The job's record, read straight from the database (the API is not polled: it would cost CPU). */
  jobRecord: (batchId: string) => Promise<JobRecord | null>;
  cookie: string;
  /** Processes that match, and the rest of the deployment. */
  matchers: RoleProcess[];
  others: RoleProcess[];
  pg: { client: pg.Client; url: string; postmaster: number } | null;
  sizes: () => Promise<PgSizes | SqliteSizes>;
}

async function timedJob(setup: JobSetup): Promise<JobRun> {
  console.error(`    ${setup.label}: upload ${fmt(rows)} rows …`);
  const beforeUpload = await setup.sizes();
  const batch = await uploadRows(setup.uploadUrl, setup.cookie, bigCsv, rows);
  const afterUpload = await setup.sizes();
  const all = [...setup.matchers, ...setup.others];
  const cpuBefore = all.map((p) => cpuSecondsOf(p.pid));
  const pgBefore = setup.pg ? treeCpuSecondsOf(setup.pg.postmaster) : NaN;
  const rssStart = all.map((p) => rssOf(p.pid).rssMb);
  const sampler = rssSampler(Object.fromEntries(all.map((p) => [p.name, p.pid])));
  const ticks = machineTicks();
  const loadStart = loadAverage();
  const connections: Record<string, number> = {};
  let lastConnections = 0;
  const xactsBefore = setup.pg ? await pgTransactions(setup.pg.client) : null;
  const backendsBefore = setup.pg ? await pgBackendCpu(setup.pg.client) : null;
  // A connection of its own: the poll loop below uses the bench's connection meanwhile.
  const waitClient = setup.pg
    ? new pg.Client({ connectionString: setup.pg.url, application_name: 'datacare-bench' })
    : null;
  await waitClient?.connect();
  const waits = waitClient ? pgWaitSampler(waitClient) : null;
  console.error(`    ${setup.label}: match …`);
  const startedEpoch = Date.now();
  const started = performance.now();
  await startMatching(setup.uploadUrl, setup.cookie, batch);
  let firstRowsMs = NaN;
  let record: JobRecord | null;
  for (;;) {
    record = await setup.jobRecord(batch.batchId);
    if (Number.isNaN(firstRowsMs) && record && record.finished > 0) firstRowsMs = performance.now() - started;
    if (record?.status === 'finished') break;
    if (record?.status === 'failed' || record?.status === 'stopped')
      throw new Error(`${setup.label}: the job ended ${record.status}`);
    if (performance.now() - started > JOB_TIMEOUT_MS)
      throw new Error(`${setup.label}: the job did not finish`);
    if (setup.pg && performance.now() - lastConnections > 1000) {
      lastConnections = performance.now();
      for (const [name, n] of Object.entries(await pgConnections(setup.pg.client)))
        connections[name] = Math.max(connections[name] ?? 0, n);
    }
    await sleep(100);
  }
  const seenMs = performance.now() - started;
  const cpuAfter = all.map((p) => cpuSecondsOf(p.pid));
  const pgAfter = setup.pg ? treeCpuSecondsOf(setup.pg.postmaster) : NaN;
  const backendsAfter = setup.pg ? await pgBackendCpu(setup.pg.client) : null;
  const share = machineShare(ticks, machineTicks());
  const loadEnd = loadAverage();
  const peaks = sampler.stop();
  const postgresWaits = waits ? await waits.stop() : null;
  await waitClient?.end();
  // The record's own times (the server's clock, this machine's): exact where the polling is not.
  const finishedAt = record.finished_at ? Date.parse(record.finished_at) : NaN;
  const wallMs = Number.isNaN(finishedAt) ? seenMs : finishedAt - startedEpoch;
  const claimedAt = record.started_at ? Date.parse(record.started_at) : NaN;
  const status = await matchStatus(setup.statusUrl, setup.cookie, batch.batchId);
  if (status.finished !== rows || status.failedRows !== 0 || !status.isFinished)
    throw new Error(
      `${setup.label}: ${status.finished} of ${rows} rows finished, ${status.failedRows} failed`,
    );
  // PostgreSQL's statistics reach pg_stat_database within a second of a transaction's end.
  if (setup.pg) await sleep(1100);
  const xactsAfter = setup.pg ? await pgTransactions(setup.pg.client) : null;
  const afterJob = await setup.sizes();
  const processes: ProcessFigures[] = all.map((p, i) => ({
    name: p.name,
    role: p.role,
    cpuSeconds: cpuAfter[i]! - cpuBefore[i]!,
    rssStartMb: rssStart[i]!,
    rssPeakDuringMb: peaks[p.name] ?? NaN,
    vmHwmMb: rssOf(p.pid).peakMb,
  }));
  const postgresCpuSeconds = setup.pg ? pgAfter - pgBefore : null;
  const totalCpuSeconds = processes.reduce((s, p) => s + p.cpuSeconds, 0) + (postgresCpuSeconds ?? 0);
  const matchingCpuSeconds = processes
    .filter((p) => setup.matchers.some((m) => m.name === p.name))
    .reduce((s, p) => s + p.cpuSeconds, 0);
  const run: JobRun = {
    label: setup.label,
    deployment: setup.deployment,
    workers: setup.deployment === 'cluster' ? setup.matchers.length : 0,
    rows,
    uploadMs: batch.ms,
    wallMs,
    claimedMs: claimedAt - startedEpoch,
    firstRowsMs,
    rowsPerSecond: rows / (wallMs / 1000),
    status,
    processes,
    postgresCpuSeconds,
    postgresCpuByName:
      backendsBefore && backendsAfter && postgresCpuSeconds !== null
        ? pgCpuByName(backendsBefore, backendsAfter, postgresCpuSeconds)
        : null,
    postgresWaits,
    totalCpuSeconds,
    matchingCpuSeconds,
    rowsPerCpuSecond: rows / totalCpuSeconds,
    machineBusy: share.busy,
    machineSteal: share.steal,
    loadStart,
    loadEnd,
    connections: setup.pg ? connections : null,
    transactions: xactsBefore && xactsAfter ? transactionsBetween(xactsBefore, xactsAfter) : null,
    sizes: { beforeUpload, afterUpload, afterJob },
  };
  console.error(
    `      ${fmt(run.rowsPerSecond)} rows/s (${fmt(wallMs / 1000, 1)} s, first rows after ${fmt(firstRowsMs / 1000, 1)} s), CPU ${fmt(totalCpuSeconds, 1)} s in all${postgresCpuSeconds === null ? '' : ` (PostgreSQL ${fmt(postgresCpuSeconds, 1)} s)`}${run.transactions ? `, ${fmt(run.transactions.commits)} commits, ${fmt(run.transactions.rollbacks)} rollbacks` : ''}, load ${loadEnd.split(' ')[0]}`,
  );
  return run;
}

// ---------------------------------------------------------------------------------------------
// Review writes without and with a job.

interface ReviewPhase extends ReviewLoad {
  deployment: 'embedded' | 'cluster';
  state: 'baseline' | 'loaded';
  apiProcesses: number;
  workers: number;
  /** Rows the owner's jobs committed during the phase, per second; null without a job. */
  matchingRowsPerSecond: number | null;
  /** Whether a job was still running when the phase ended (loaded). */
  jobRanThroughout: boolean | null;
  /** Cores' worth of CPU per process of the deployment (and PostgreSQL) during the phase. */
  cores: Record<string, number>;
  /** Transactions committed and rolled back in the database during the phase (PostgreSQL). */
  transactions: PgTransactions | null;
  /** PostgreSQL's CPU seconds during the phase by application name (pgCpuByName). */
  postgresCpuByName: Record<string, number> | null;
  /** What the busy connections waited on, sampled every 100 ms (pgWaitSampler). */
  postgresWaits: PgWaits | null;
  machineBusy: number;
  machineSteal: number;
  loadStart: string;
  loadEnd: string;
}

interface ReviewSetup {
  deployment: 'embedded' | 'cluster';
  reviewers: Reviewer[];
  uploadUrl: string;
  cookie: string;
  processes: RoleProcess[];
  workers: number;
  postmaster: number | null;
  pg: pg.Client | null;
  /** A second connection, for the wait sampler. */
  pgWaits: pg.Client | null;
  /** Rows per second of a job alone on this deployment: how many batches keep one running. */
  jobRowsPerSecond: number;
}

async function reviewPhases(setup: ReviewSetup): Promise<{ phases: ReviewPhase[]; loadedBatches: number }> {
  const apiProcesses = new Set(setup.reviewers.map((r) => r.url)).size;
  // Enough rows that a job runs throughout the loaded phase, slowed by the reviewers: 1.5 times
  // what the job alone would match in it, plus one batch.
  const loadedBatches = Math.min(
    12,
    Math.max(2, Math.ceil((setup.jobRowsPerSecond * (duration + 5) * 1.5) / rows) + 1),
  );
  console.error(`    upload ${loadedBatches} batches of ${fmt(rows)} rows for the loaded phase …`);
  const batches: UploadResponse[] = [];
  for (let i = 0; i < loadedBatches; i++)
    batches.push(await uploadRows(setup.uploadUrl, setup.cookie, bigCsv, rows));
  const progress = async () => {
    let finished = 0;
    let running = false;
    for (const batch of batches) {
      const s = await matchStatus(setup.uploadUrl, setup.cookie, batch.batchId);
      finished += s.finished;
      if (s.state === 'running') running = true;
    }
    return { finished, running };
  };
  const measure = async (state: ReviewPhase['state']): Promise<ReviewPhase> => {
    console.error(`    ${state}: ${reviewerCount} reviewers, closed loop, ${duration} s …`);
    const before = state === 'loaded' ? await progress() : null;
    const cpu = () => {
      const figures: Record<string, number> = Object.fromEntries(
        setup.processes.map((p) => [p.name, cpuSecondsOf(p.pid)]),
      );
      if (setup.postmaster !== null) figures.postgresql = treeCpuSecondsOf(setup.postmaster);
      figures.benchmark = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
      return figures;
    };
    const xactsBefore = setup.pg ? await pgTransactions(setup.pg) : null;
    const backendsBefore = setup.pg ? await pgBackendCpu(setup.pg) : null;
    const cpuBefore = cpu();
    const ticks = machineTicks();
    const loadStart = loadAverage();
    const waits = setup.pgWaits ? pgWaitSampler(setup.pgWaits) : null;
    const load = await closedLoop(setup.reviewers, duration);
    const cpuAfter = cpu();
    const postgresWaits = waits ? await waits.stop() : null;
    const backendsAfter = setup.pg ? await pgBackendCpu(setup.pg) : null;
    const share = machineShare(ticks, machineTicks());
    const after = state === 'loaded' ? await progress() : null;
    if (setup.pg) await sleep(1100);
    const xactsAfter = setup.pg ? await pgTransactions(setup.pg) : null;
    const phase: ReviewPhase = {
      ...load,
      deployment: setup.deployment,
      state,
      apiProcesses,
      workers: setup.workers,
      matchingRowsPerSecond: before && after ? (after.finished - before.finished) / load.seconds : null,
      jobRanThroughout: after ? after.running : null,
      cores: Object.fromEntries(
        Object.keys(cpuAfter).map((name) => [name, (cpuAfter[name]! - cpuBefore[name]!) / load.seconds]),
      ),
      transactions: xactsBefore && xactsAfter ? transactionsBetween(xactsBefore, xactsAfter) : null,
      postgresCpuByName:
        backendsBefore && backendsAfter && cpuAfter.postgresql !== undefined
          ? pgCpuByName(backendsBefore, backendsAfter, cpuAfter.postgresql - cpuBefore.postgresql!)
          : null,
      postgresWaits,
      machineBusy: share.busy,
      machineSteal: share.steal,
      loadStart,
      loadEnd: loadAverage(),
    };
    const l = phase.latency;
    console.error(
      `      ${fmt(phase.requestsPerSecond)} req/s, p50 ${fmt(l.p50, 1)} ms, p95 ${fmt(l.p95, 1)} ms, p99 ${fmt(l.p99, 1)} ms, max ${fmt(l.max, 1)} ms, non-2xx ${phase.non2xx}, errors ${phase.errors}${phase.transactions ? `, ${fmt(phase.transactions.commits)} commits, ${fmt(phase.transactions.rollbacks)} rollbacks` : ''}${phase.matchingRowsPerSecond === null ? '' : `, matching ${fmt(phase.matchingRowsPerSecond)} rows/s${phase.jobRanThroughout ? '' : ' (NO JOB RUNNING at the end)'}`}`,
    );
    if (phase.non2xx > 0 || phase.errors > 0) {
      console.error(
        `      status codes ${JSON.stringify(phase.statusCodes)}; what the processes logged at error level:`,
      );
      for (const p of setup.processes) {
        const errors = p
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line))
          .slice(-5);
        for (const line of errors) console.error(`      ${p.name}: ${line.slice(0, 1500)}`);
      }
    }
    return phase;
  };

  console.error('    warm-up: 3 s of review writes (not recorded) …');
  await closedLoop(setup.reviewers, 3);
  const phases = [await measure('baseline')];
  for (const batch of batches) await startMatching(setup.uploadUrl, setup.cookie, batch);
  const waitStarted = performance.now();
  for (;;) {
    const p = await progress();
    if (p.running && p.finished > 0) break;
    if (performance.now() - waitStarted > 120_000)
      throw new Error('the loaded jobs committed nothing in 120 s');
    await sleep(100);
  }
  phases.push(await measure('loaded'));
  // Stop the jobs, the queued ones first, and wait until none runs.
  for (const batch of [...batches].reverse())
    await stopMatching(setup.uploadUrl, setup.cookie, batch.batchId);
  const until = performance.now() + 120_000;
  for (;;) {
    const states = await Promise.all(
      batches.map(async (b) => (await matchStatus(setup.uploadUrl, setup.cookie, b.batchId)).state),
    );
    if (states.every((s) => s !== 'running' && s !== 'stopping' && s !== 'queued')) break;
    if (performance.now() > until) {
      console.error(`      the loaded jobs did not stop within 120 s: ${states.join(', ')}`);
      break;
    }
    await sleep(250);
  }
  return { phases, loadedBatches };
}

// ---------------------------------------------------------------------------------------------
// The run.

const startedAt = new Date().toISOString();
const loadBefore = loadAverage();
const memory = { totalGiB: os.totalmem() / 2 ** 30, freeGiBAtStart: os.freemem() / 2 ** 30 };
console.error(`Working in ${work.dir}`);

console.error(
  `1/5 data: ${fmt(companies)} companies (SQLite), noisy files of ${fmt(rows)} and ${fmt(reviewerRows)} rows …`,
);
const generateSqliteMs = await ensureCompanyDatabase(embeddedDir, companies, '   ');
const noisyMs = await ensureNoisyFile(embeddedDir, bigPrefix, rows, '   ');
await ensureNoisyFile(embeddedDir, smallPrefix, reviewerRows, '   ', { seed: '2' });

const jobs: JobRun[] = [];
const reviewPhaseList: ReviewPhase[] = [];
const processInfo: {
  name: string;
  role: string;
  deployment: string;
  readyMs: number;
  rssAtReadyMb: number;
}[] = [];
const setupTimes: Record<string, number | null> = { generateSqliteMs, noisyMs };
const loadedBatches: Record<string, number> = {};
let pgFigures: {
  generateMs: number;
  afterCompanies: PgSizes;
  atEnd: PgSizes;
  connectionsAtEnd: Record<string, number>;
  settings: Record<string, string>;
} | null = null;

// ---- 2./3. The embedded default.
if (runEmbedded) {
  console.error('2/5 embedded default: one process on SQLite …');
  removeAppDatabase(embeddedDir);
  for (const name of ['samples', 'outbox'])
    rmSync(path.join(embeddedDir, name), { recursive: true, force: true });
  console.error(`    ${reviewerCount + 1} accounts with the users CLI …`);
  setupTimes.embeddedAccountsMs = await createAccounts({ DATA_DIR: embeddedDir });
  console.error('    start the server (role all) and wait until its index is loaded …');
  const server = await startRole('embedded', 'all', serverEnv(embeddedDir));
  processInfo.push({
    name: server.name,
    role: server.role,
    deployment: 'embedded',
    readyMs: server.readyMs,
    rssAtReadyMb: rssOf(server.pid).rssMb,
  });
  console.error(`    ready after ${fmt(server.readyMs / 1000, 1)} s; reviewers sign in, upload and match …`);
  const embeddedDb = new DatabaseSync(path.join(embeddedDir, 'datacare.sqlite'), { readOnly: true });
  const { reviewers, ms } = await setupReviewers([server.url]);
  setupTimes.embeddedReviewersMs = ms;
  const ownerCookie = await signInFrom(server.url, OWNER_EMAIL, PASSWORD, '127.0.0.1');
  const job = await timedJob({
    label: 'embedded (SQLite, one process)',
    deployment: 'embedded',
    uploadUrl: server.url,
    statusUrl: server.url,
    jobRecord: (batchId) =>
      Promise.resolve((embeddedDb.prepare(`${JOB_RECORD}?`).get(batchId) as JobRecord | undefined) ?? null),
    cookie: ownerCookie,
    matchers: [server],
    others: [],
    pg: null,
    sizes: () => Promise.resolve(sqliteSizes(embeddedDir)),
  });
  jobs.push(job);
  console.error('3/5 embedded default: review writes without and with a job …');
  const review = await reviewPhases({
    deployment: 'embedded',
    reviewers,
    uploadUrl: server.url,
    cookie: ownerCookie,
    processes: [server],
    workers: 0,
    postmaster: null,
    pg: null,
    pgWaits: null,
    jobRowsPerSecond: job.rowsPerSecond,
  });
  reviewPhaseList.push(...review.phases);
  loadedBatches.embedded = review.loadedBatches;
  embeddedDb.close();
  await server.stop();
}

// ---- 4./5. The cluster on PostgreSQL.
if (runCluster) {
  console.error('4/5 PostgreSQL: a throwaway cluster, the companies, two API processes, workers …');
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true });
  postgres = await startThrowawayPostgres();
  const url = postgres.url;
  const client = new pg.Client({ connectionString: url, application_name: 'datacare-bench' });
  await client.connect();
  const postmaster = await postmasterPid(client);
  const settings: Record<string, string> = {};
  for (const name of [
    'server_version',
    'shared_buffers',
    'max_connections',
    'fsync',
    'synchronous_commit',
    'work_mem',
  ])
    settings[name] = (await client.query<Record<string, string>>(`show ${name}`)).rows[0]![name]!;
  console.error(`    generate ${fmt(companies)} companies into PostgreSQL …`);
  const generated = await runNode(
    [COMPANIES_CLI, 'generate', '--count', String(companies), '--database-url', url],
    {
      env: { DATA_DIR: clusterDir },
    },
  );
  // A freshly loaded table is vacuumed and analysed once (autovacuum would do it during the jobs).
  await client.query('vacuum (analyze)');
  const afterCompanies = await pgSizes(client);
  const env = { ...serverEnv(clusterDir), DATABASE_URL: url, FILE_STORE: 'folder' };
  console.error(`    ${reviewerCount + 1} accounts with the users CLI …`);
  setupTimes.clusterAccountsMs = await createAccounts({ DATA_DIR: clusterDir, DATABASE_URL: url });
  console.error('    start two API processes and a worker, wait until the worker has its index …');
  const api1 = await startRole('api-1', 'api', env);
  const [api2, worker1] = await Promise.all([
    startRole('api-2', 'api', env),
    startRole('worker-1', 'worker', { ...env, REPORT_RENDER_URL: api1.url }),
  ]);
  for (const p of [api1, api2, worker1])
    processInfo.push({
      name: p.name,
      role: p.role,
      deployment: 'cluster',
      readyMs: p.readyMs,
      rssAtReadyMb: rssOf(p.pid).rssMb,
    });
  console.error(
    `    worker-1 ready after ${fmt(worker1.readyMs / 1000, 1)} s; reviewers sign in, upload and match …`,
  );
  const { reviewers, ms } = await setupReviewers([api1.url, api2.url]);
  setupTimes.clusterReviewersMs = ms;
  const ownerCookie = await signInFrom(api1.url, OWNER_EMAIL, PASSWORD, '127.0.0.1');
  const pgHandle = { client, url, postmaster };
  const sizes = () => pgSizes(client);
  const jobRecord = async (batchId: string) =>
    (await client.query<JobRecord>(`${JOB_RECORD}$1`, [batchId])).rows[0] ?? null;
  jobs.push(
    await timedJob({
      label: 'PostgreSQL, 2 API processes, 1 worker',
      deployment: 'cluster',
      uploadUrl: api1.url,
      statusUrl: api2.url,
      jobRecord,
      cookie: ownerCookie,
      matchers: [worker1],
      others: [api1, api2],
      pg: pgHandle,
      sizes,
    }),
  );
  console.error('    start a second worker …');
  const worker2 = await startRole('worker-2', 'worker', { ...env, REPORT_RENDER_URL: api1.url });
  processInfo.push({
    name: worker2.name,
    role: worker2.role,
    deployment: 'cluster',
    readyMs: worker2.readyMs,
    rssAtReadyMb: rssOf(worker2.pid).rssMb,
  });
  const two = await timedJob({
    label: 'PostgreSQL, 2 API processes, 2 workers',
    deployment: 'cluster',
    uploadUrl: api1.url,
    statusUrl: api2.url,
    jobRecord,
    cookie: ownerCookie,
    matchers: [worker1, worker2],
    others: [api1, api2],
    pg: pgHandle,
    sizes,
  });
  jobs.push(two);
  console.error(
    '5/5 cluster: review writes over both API processes, without and with a job on two workers …',
  );
  const waitClient = new pg.Client({ connectionString: url, application_name: 'datacare-bench' });
  await waitClient.connect();
  const review = await reviewPhases({
    deployment: 'cluster',
    reviewers,
    uploadUrl: api1.url,
    cookie: ownerCookie,
    processes: [api1, api2, worker1, worker2],
    workers: 2,
    postmaster,
    pg: client,
    pgWaits: waitClient,
    jobRowsPerSecond: two.rowsPerSecond,
  });
  reviewPhaseList.push(...review.phases);
  loadedBatches.cluster = review.loadedBatches;
  const atEnd = await pgSizes(client);
  const connectionsAtEnd = await pgConnections(client);
  pgFigures = { generateMs: generated.ms, afterCompanies, atEnd, connectionsAtEnd, settings };
  for (const p of [worker2, worker1, api2, api1]) await p.stop();
  await waitClient.end();
  await client.end();
  postgres.stop();
  postgres = null;
}
const loadAfter = loadAverage();

// ---------------------------------------------------------------------------------------------
// The report.

const MB = 2 ** 20;
const s1 = (ms: number) => fmt(ms / 1000, 1);
const ms = (n: number) => fmt(n, n < 10 ? 1 : 0);
const embeddedJob = jobs.find((j) => j.deployment === 'embedded') ?? null;
const oneWorker = jobs.find((j) => j.workers === 1) ?? null;
const twoWorkers = jobs.find((j) => j.workers === 2) ?? null;
const ratioToEmbedded = (j: JobRun) =>
  embeddedJob ? fmt(j.rowsPerSecond / embeddedJob.rowsPerSecond, 2) + '×' : '-';

const jobHead = [
  'deployment',
  'rows',
  'wall s',
  'rows/s',
  '× embedded',
  'claimed / first rows after s',
  'CPU s: matching / API / PostgreSQL / all',
  'rows per CPU s',
  'commits / rollbacks',
  'machine busy',
  'load (1 min)',
];
const jobRows = jobs.map((j) => {
  const api = j.processes.filter((p) => p.role === 'api').reduce((s, p) => s + p.cpuSeconds, 0);
  return [
    j.label,
    fmt(j.rows),
    s1(j.wallMs),
    fmt(j.rowsPerSecond),
    ratioToEmbedded(j),
    `${s1(j.claimedMs)} / ${s1(j.firstRowsMs)}`,
    `${fmt(j.matchingCpuSeconds, 1)} / ${j.deployment === 'cluster' ? fmt(api, 1) : '-'} / ${j.postgresCpuSeconds === null ? '-' : fmt(j.postgresCpuSeconds, 1)} / ${fmt(j.totalCpuSeconds, 1)}`,
    fmt(j.rowsPerCpuSecond),
    j.transactions ? `${fmt(j.transactions.commits)} / ${fmt(j.transactions.rollbacks)}` : '-',
    `${fmt(j.machineBusy * 100)} %`,
    `${j.loadStart.split(' ')[0]}–${j.loadEnd.split(' ')[0]}`,
  ];
});
const procHead = ['job', 'process', 'CPU s', 'cores', 'RSS at start MB', 'peak RSS during MB', 'VmHWM MB'];
const procRows = jobs.flatMap((j) =>
  j.processes.map((p) => [
    j.label,
    p.name,
    fmt(p.cpuSeconds, 1),
    fmt(p.cpuSeconds / (j.wallMs / 1000), 2),
    fmt(p.rssStartMb),
    fmt(p.rssPeakDuringMb),
    fmt(p.vmHwmMb),
  ]),
);
const readyHead = ['process', 'deployment', 'ready after s', 'RSS at ready MB'];
const readyRows = processInfo.map((p) => [p.name, p.deployment, s1(p.readyMs), fmt(p.rssAtReadyMb)]);

const reviewHead = [
  'deployment',
  'job',
  'reviewers / API processes',
  'requests',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'non-2xx',
  'commits / rollbacks',
  'matching rows/s',
  'load (1 min)',
];
const reviewRowsTable = reviewPhaseList.map((p) => [
  p.deployment === 'embedded' ? 'embedded (SQLite)' : `PostgreSQL, ${p.workers} workers`,
  p.state === 'baseline' ? 'none' : p.jobRanThroughout ? 'running' : 'ENDED',
  `${reviewerCount} / ${p.apiProcesses}`,
  fmt(p.latency.count),
  fmt(p.requestsPerSecond),
  ms(p.latency.p50),
  ms(p.latency.p95),
  ms(p.latency.p99),
  ms(p.latency.max),
  String(p.non2xx + p.errors),
  p.transactions ? `${fmt(p.transactions.commits)} / ${fmt(p.transactions.rollbacks)}` : '-',
  p.matchingRowsPerSecond === null ? '-' : fmt(p.matchingRowsPerSecond),
  `${p.loadStart.split(' ')[0]}–${p.loadEnd.split(' ')[0]}`,
]);
const coresText = reviewPhaseList
  .map(
    (p) =>
      `  ${p.deployment} ${p.state}: ${Object.entries(p.cores)
        .map(([name, c]) => `${name} ${fmt(c, 2)}`)
        .join(', ')}; machine busy ${fmt(p.machineBusy * 100)} %, steal ${fmt(p.machineSteal * 100)} %`,
  )
  .join('\n');
const phase = (deployment: string, state: string) =>
  reviewPhaseList.find((p) => p.deployment === deployment && p.state === state) ?? null;

/** Growth of the job's tables per 100,000 rows: the upload (import rows) and the job (results, candidates). */
function growth(run: JobRun): { table: string; bytesPer100k: number; rowsAdded: number }[] {
  const { beforeUpload, afterUpload, afterJob } = run.sizes;
  const scale = 100_000 / run.rows;
  return JOB_TABLES.map((table) => {
    const from = table === 'import_rows' ? beforeUpload : afterUpload;
    const to = table === 'import_rows' ? afterUpload : afterJob;
    return {
      table,
      bytesPer100k: ((to.tables[table] ?? 0) - (from.tables[table] ?? 0)) * scale,
      rowsAdded: (to.rowCounts[table] ?? 0) - (from.rowCounts[table] ?? 0),
    };
  });
}
const growthHead = [
  'table',
  'embedded (SQLite) MB per 100,000 rows',
  'PostgreSQL MB per 100,000 rows',
  'rows added per job (PostgreSQL)',
];
const embeddedGrowth = embeddedJob ? growth(embeddedJob) : null;
const pgGrowth = oneWorker ? growth(oneWorker) : null;
const growthRows = JOB_TABLES.map((table, i) => [
  table,
  embeddedGrowth ? fmt(embeddedGrowth[i]!.bytesPer100k / MB, 1) : '-',
  pgGrowth ? fmt(pgGrowth[i]!.bytesPer100k / MB, 1) : '-',
  pgGrowth ? fmt(pgGrowth[i]!.rowsAdded) : '-',
]);
growthRows.push([
  'database as a whole (per job incl. upload)',
  embeddedJob
    ? fmt(
        ((embeddedJob.sizes.afterJob.databaseBytes - embeddedJob.sizes.beforeUpload.databaseBytes) *
          (100_000 / rows)) /
          MB,
        1,
      )
    : '-',
  oneWorker
    ? fmt(
        ((oneWorker.sizes.afterJob.databaseBytes - oneWorker.sizes.beforeUpload.databaseBytes) *
          (100_000 / rows)) /
          MB,
        1,
      )
    : '-',
  '',
]);

const sameResults = (() => {
  const counts = jobs.map((j) => JSON.stringify(j.status.statusCounts));
  return counts.every((c) => c === counts[0]);
})();

const targets: Target[] = [];
for (const deployment of ['embedded', 'cluster']) {
  const loaded = phase(deployment, 'loaded');
  if (loaded)
    targets.push([
      `review writes, ${reviewerCount} reviewers, closed loop, while a job runs (${deployment}): p99 ≤ ${TARGET_P99_MS} ms`,
      loaded.latency.p99 <= TARGET_P99_MS && loaded.jobRanThroughout === true && loaded.non2xx === 0,
      `p99 ${ms(loaded.latency.p99)} ms at ${fmt(loaded.requestsPerSecond)} req/s`,
    ]);
}
if (oneWorker && twoWorkers)
  targets.push([
    '2 workers faster than 1',
    twoWorkers.rowsPerSecond > oneWorker.rowsPerSecond * 1.05,
    `${fmt(twoWorkers.rowsPerSecond / oneWorker.rowsPerSecond, 2)}× (${os.availableParallelism()} cores)`,
  ]);

const machine = machineLine();
const pgText = pgFigures
  ? `
PostgreSQL ${pgFigures.settings.server_version} (throwaway cluster: shared_buffers ${pgFigures.settings.shared_buffers}, max_connections ${pgFigures.settings.max_connections}, fsync ${pgFigures.settings.fsync}, synchronous_commit ${pgFigures.settings.synchronous_commit}, work_mem ${pgFigures.settings.work_mem})
  ${fmt(companies)} companies generated in ${s1(pgFigures.generateMs)} s; pg_database_size ${fmt(pgFigures.afterCompanies.databaseBytes / MB)} MB after them (schema companies ${fmt((pgFigures.afterCompanies.schemas.companies ?? 0) / MB)} MB), ${fmt(pgFigures.atEnd.databaseBytes / MB)} MB at the end
  at the end: application schema ${fmt((pgFigures.atEnd.schemas.public ?? 0) / MB)} MB (import_rows ${fmt((pgFigures.atEnd.tables.import_rows ?? 0) / MB)}, match_results ${fmt((pgFigures.atEnd.tables.match_results ?? 0) / MB)}, match_candidates ${fmt((pgFigures.atEnd.tables.match_candidates ?? 0) / MB)} MB), pg-boss ${fmt((pgFigures.atEnd.schemas.pgboss ?? 0) / MB)} MB
  connections during the jobs (most seen, by application name): ${jobs
    .filter((j) => j.connections)
    .map(
      (j) =>
        `${j.label}: ${Object.entries(j.connections!)
          .map(([n, c]) => `${n} ${c}`)
          .join(', ')}`,
    )
    .join('; ')}
  PostgreSQL's CPU seconds by connection (application name; other: autovacuum, checkpointer, ended connections): ${[
    ...jobs.filter((j) => j.postgresCpuByName).map((j) => [j.label, j.postgresCpuByName!] as const),
    ...reviewPhaseList
      .filter((p) => p.postgresCpuByName)
      .map((p) => [`review writes ${p.state}`, p.postgresCpuByName!] as const),
  ]
    .map(
      ([label, byName]) =>
        `\n    ${label}: ${Object.entries(byName)
          .map(([n, c]) => `${n} ${fmt(c, 1)}`)
          .join(', ')}`,
    )
    .join('')}
  what the busy connections waited on (active connections in pg_stat_activity every 100 ms; CPU: no wait event): ${[
    ...jobs.filter((j) => j.postgresWaits).map((j) => [j.label, j.postgresWaits!] as const),
    ...reviewPhaseList
      .filter((p) => p.postgresWaits)
      .map((p) => [`review writes ${p.state}`, p.postgresWaits!] as const),
  ]
    .map(
      ([label, sampled]) =>
        `\n    ${label}: ${waitsText(sampled.waits)}\n      statements: ${waitsText(sampled.statements, 3)}`,
    )
    .join('')}
  connections at the end: ${Object.entries(pgFigures.connectionsAtEnd)
    .map(([n, c]) => `${n} ${c}`)
    .join(', ')}
`
  : '';

const text = `
Cluster benchmark: ${fmt(companies)} companies, ${fmt(rows)} rows per job, ${reviewerCount} reviewers (${fmt(reviewerRows)} rows each), closed loop ${duration} s per phase; MATCH_CHUNK_ROWS ${chunkRows ?? '500 (default)'}
Machine: ${machine}; ${os.availableParallelism()} cores, ${fmt(memory.totalGiB, 1)} GiB (${fmt(memory.freeGiBAtStart, 1)} GiB free at the start)
Load average: before ${loadBefore}; after ${loadAfter}
Setup: ${Object.entries(setupTimes)
  .filter(([, v]) => v !== null && v !== undefined)
  .map(([k, v]) => `${k} ${s1(v!)} s`)
  .join(', ')}

Matching jobs (from startMatching until the job's record is finished; CPU seconds of every thread, /proc; commits and rollbacks from pg_stat_database):
${markdownTable(jobHead, jobRows)}
${oneWorker && twoWorkers ? `\n2 workers / 1 worker: ${fmt(twoWorkers.rowsPerSecond / oneWorker.rowsPerSecond, 2)}× rows/s, ${fmt(twoWorkers.rowsPerCpuSecond / oneWorker.rowsPerCpuSecond, 2)}× rows per CPU second` : ''}
Results the same in every deployment (exact / manual / no match): ${sameResults ? 'yes' : 'NO'} (${jobs.map((j) => `${j.label}: ${j.status.statusCounts.exactMatches} / ${j.status.statusCounts.manualMatches} / ${j.status.statusCounts.noMatches}`).join('; ')})

Processes during the jobs:
${alignedTable(procHead, procRows)}

Processes at ready (a process that runs jobs is ready once its company index is loaded):
${alignedTable(readyHead, readyRows)}

Growth of the job's tables (import rows by the upload, results and candidates by the job):
${markdownTable(growthHead, growthRows)}
${pgText}
Review writes, ${reviewerCount} reviewers in a closed loop (each its own session, loopback address and finished batch):
${markdownTable(reviewHead, reviewRowsTable)}
Loaded batches queued: ${Object.entries(loadedBatches)
  .map(([k, v]) => `${k} ${v} × ${fmt(rows)}`)
  .join(', ')}
Cores' worth of CPU per process during the review phases:
${coresText}
${(() => {
  const lines: string[] = [];
  for (const deployment of ['embedded', 'cluster']) {
    const base = phase(deployment, 'baseline');
    const loaded = phase(deployment, 'loaded');
    if (base && loaded)
      lines.push(
        `  ${deployment}: loaded / baseline p99 ${fmt(loaded.latency.p99 / base.latency.p99, 2)}×, req/s ${fmt(loaded.requestsPerSecond / base.requestsPerSecond, 2)}×`,
      );
  }
  const e = phase('embedded', 'loaded');
  const c = phase('cluster', 'loaded');
  if (e && c)
    lines.push(
      `  cluster / embedded while a job runs: p99 ${fmt(c.latency.p99 / e.latency.p99, 2)}×, req/s ${fmt(c.requestsPerSecond / e.requestsPerSecond, 2)}×`,
    );
  return lines.length ? `Ratios (same run):\n${lines.join('\n')}` : '';
})()}

Targets:
${targetLines(targets)}
`;
console.log(text);

const figuresFile = writeFigures(path.join(work.dir, 'bench-cluster.json'), {
  startedAt,
  companies,
  rows,
  reviewers: reviewerCount,
  reviewerRows,
  durationSeconds: duration,
  matchChunkRows: chunkRows,
  machine,
  cores: os.availableParallelism(),
  memory,
  loadBefore,
  loadAfter,
  setup: setupTimes,
  processes: processInfo,
  jobs,
  ratios: {
    oneWorkerToEmbedded:
      oneWorker && embeddedJob ? oneWorker.rowsPerSecond / embeddedJob.rowsPerSecond : null,
    twoWorkersToEmbedded:
      twoWorkers && embeddedJob ? twoWorkers.rowsPerSecond / embeddedJob.rowsPerSecond : null,
    twoWorkersToOne: twoWorkers && oneWorker ? twoWorkers.rowsPerSecond / oneWorker.rowsPerSecond : null,
  },
  growthPer100kRows: { embedded: embeddedGrowth, postgres: pgGrowth },
  postgres: pgFigures,
  sameResults,
  review: reviewPhaseList,
  loadedBatches,
  targets,
});
console.error(`Figures: ${figuresFile}`);
if (!existsSync(figuresFile)) process.exitCode = 1;
clearWorkFolder(work, { keep: values.keep, keepFiles: ['bench-cluster.json'] });
