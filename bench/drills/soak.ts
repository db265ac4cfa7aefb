/**
 * `npm run drill:soak`: a soak of mixed traffic against the real server (issue 18 item 4): for
 * --minutes (default 30), --users simulated users (default 6) in parallel, each looping through
 * the product's journey (soak-support/user.ts): upload its own customer file (--rows rows, csv and
 * xlsx in turn), the mapping step, matching with status polling, review decisions, the quality
 * report's statistics and, every --pdf-every-th loop, its PDF (headless Chromium), an export (xlsx
 * and csv in turn, charged to its quota), past imports with every import but the newest
 * --keep-imports deleted, the exports list and the quota; every --relogin-every-th loop it signs
 * out and in again. Each user has its own account (`npm run users -- add`, quota raised with
 * `set-quota` so that no export is refused) and signs in from a loopback address of its own.
 *
 * Deployments (--deployment embedded|cluster|both, default both, one after the other):
 * - embedded: one process (server/src/main.ts, DATACARE_ROLE=all) on SQLite, --companies
 *   companies generated into its DATA_DIR (`npm run companies -- generate`);
 * - cluster: a throwaway PostgreSQL (scripts/postgres.ts), the same companies generated into it,
 *   1 API process and 1 worker (REPORT_RENDER_URL the API process) on one shared DATA_DIR
 *   (FILE_STORE=folder).
 *
 * Measured: every request's latency by kind and every job's time (matching, statistics, report
 * PDF, export, the whole journey), bucketed per minute; every 10 s the memory of every server
 * process (VmRSS and RssAnon; the report PDF's Chromium children apart) and of PostgreSQL's tree
 * (the private memory of all its processes summed, its shared memory once), their CPU seconds, the
 * machine's load and busy share; every minute the rows of the tables the traffic writes, the
 * database's size and DATA_DIR's. Errors: any status but the one the journey expects (a 5xx among
 * them), a connection error or hang, a job that failed, a file that is not what was asked, an
 * error-level line in a server's log, a server that does not shut down cleanly; each is printed.
 *
 * Verdicts (exit code 1 when one fails), over windows of 5 minutes (a sixth of a shorter run, at
 * least 1; --window M), the first window after a warm-up of one window against the run's last:
 * - memory flat, for every server process's RSS and PostgreSQL's private memory, over the second
 *   half of the run (the first is warm-up for memory: V8 sizes its heaps over the first 10 to 15
 *   minutes of traffic, soak-support/verdict.ts): the slope of a least-squares line at most
 *   --max-slope MB/min (default 2), and the last window's median at most max(--max-growth
 *   (default 10 %), 16 MB) above the median of the window that opens the second half;
 * - latency not growing: per kind, the last window's p95 at most --max-p95-ratio (default 1.5)
 *   times the first's, or at most 25 ms above it (kinds with fewer than 20 in a window are shown,
 *   not judged);
 * - work not growing: the CPU seconds of the servers (and PostgreSQL) per completed journey, last
 *   window at most 1.25 times the first (CPU time is the product's work whatever the neighbours
 *   run; latency on a shared machine is not);
 * - 0 errors; every account's quota used grew by exactly what its finished exports charged; at
 *   most --users × (--keep-imports + 1) imports left (old imports are deleted, data does not just
 *   grow: exports, their files and charges stay by design, docs/exports.md).
 *
 * The machine is shared: the load average and the machine's busy share beside the soak's own CPU
 * are printed per minute. Writes the figures to WORK/drill-soak.json. Options: --minutes M,
 * --deployment, --users N, --rows N, --companies N, --think-ms N (default 500), --keep-imports N
 * (default 2), --pdf-every N (default 3; 0: no PDF), --relogin-every N (default 5; 0: never),
 * --window M, --max-slope, --max-growth, --max-p95-ratio, --work DIR (reuse the company database
 * and the customer files; app databases and PostgreSQL are always fresh), --keep.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres.ts';
import { closeConnections } from '../support/api.ts';
import { companiesForNoisyRows, ensureCompanyDatabase, ensureNoisyFile } from '../support/data.ts';
import { benchOptions, usage, wholeNumber } from '../support/options.ts';
import { clearWorkFolder, COMPANIES_CLI, ROOT, USERS_CLI, workFolder } from '../support/paths.ts';
import { cpuSecondsOf, machineShare, machineTicks, treeCpuSecondsOf } from '../support/proc.ts';
import { removeAppDatabase, runNode } from '../support/processes.ts';
import {
  alignedTable,
  fmt,
  load,
  loadAverage,
  machine as machineLine,
  targetLines,
  writeFigures,
  type Target,
} from '../support/report.ts';
import { startRole, type RoleProcess } from '../support/roles.ts';
import { quantile, summarize, type Latencies } from '../support/stats.ts';
import { openAppData, type AppData, type DataReading } from './soak-support/data.ts';
import { runQueueWaitSecondsOf, treeMemoryOf, type TreeMemory } from './soak-support/procfs.ts';
import { JOB, Recorder, type SoakError } from './soak-support/recorder.ts';
import { SimUser, type UserConfig } from './soak-support/user.ts';
import {
  DEFAULT_LIMITS,
  judgeLatency,
  judgeMemory,
  windowsOf,
  within,
  type LatencyVerdict,
  type Limits,
  type MemoryVerdict,
  type Windows,
} from './soak-support/verdict.ts';

const PASSWORD = 'drill-soak-password';
const APP_DIST = path.join(ROOT, 'app', 'dist');
const SAMPLE_EVERY_MS = 10_000;
const DATA_EVERY_SAMPLES = 6;

// ---------------------------------------------------------------------------------------------
// Options.

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage(import.meta.filename).replace('npm run bench:soak', 'npm run drill:soak'));
  process.exit(0);
}
const values = benchOptions(import.meta.filename, {
  minutes: { type: 'string', default: '30' },
  deployment: { type: 'string', default: 'both' },
  users: { type: 'string', default: '6' },
  rows: { type: 'string', default: '250' },
  companies: { type: 'string', default: '50000' },
  'think-ms': { type: 'string', default: '500' },
  'keep-imports': { type: 'string', default: '2' },
  'pdf-every': { type: 'string', default: '3' },
  'relogin-every': { type: 'string', default: '5' },
  window: { type: 'string' },
  'max-slope': { type: 'string' },
  'max-growth': { type: 'string' },
  'max-p95-ratio': { type: 'string' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const minutes = wholeNumber(values.minutes, 'minutes', 2);
const userCount = wholeNumber(values.users, 'users');
const rows = wholeNumber(values.rows, 'rows', 10);
const companies = Math.max(wholeNumber(values.companies, 'companies'), companiesForNoisyRows(rows));
const thinkMs = wholeNumber(values['think-ms'], 'think-ms', 0);
const keepImports = wholeNumber(values['keep-imports'], 'keep-imports');
const pdfEvery = wholeNumber(values['pdf-every'], 'pdf-every', 0);
const reloginEvery = wholeNumber(values['relogin-every'], 'relogin-every', 0);
const windowMinutes = values.window === undefined ? undefined : wholeNumber(values.window, 'window');
if (userCount > 200) refuse('--users is at most 200 (one loopback address each, 127.0.0.11 and up).');
if (!['embedded', 'cluster', 'both'].includes(values.deployment))
  refuse('--deployment must be embedded, cluster or both.');
const windows = windowsOf(minutes, windowMinutes);
if (windows.first[1] > windows.last[0])
  refuse(
    `--minutes ${minutes} is too short for windows of ${windows.first[0]} minutes (warm-up, first, last).`,
  );
const positive = (value: string | undefined, option: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!(n > 0)) refuse(`--${option} must be a number above 0.`);
  return n;
};
const limits: Limits = {
  ...DEFAULT_LIMITS,
  maxSlopeMbPerMinute: positive(values['max-slope'], 'max-slope', DEFAULT_LIMITS.maxSlopeMbPerMinute),
  maxGrowth: positive(values['max-growth'], 'max-growth', DEFAULT_LIMITS.maxGrowth),
  maxP95Ratio: positive(values['max-p95-ratio'], 'max-p95-ratio', DEFAULT_LIMITS.maxP95Ratio),
};
const deployments: ('embedded' | 'cluster')[] =
  values.deployment === 'both' ? ['embedded', 'cluster'] : [values.deployment as 'embedded' | 'cluster'];

function refuse(sentence: string): never {
  console.error(sentence);
  process.exit(2);
}

const work = workFolder('soak', values.work);
const embeddedDir = path.join(work.dir, 'embedded');
const clusterDir = path.join(work.dir, 'cluster');
mkdirSync(embeddedDir, { recursive: true });

let postgres: ThrowawayPostgres | null = null;
process.on('exit', () => postgres?.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const emails = Array.from(
  { length: userCount },
  (_, i) => `soak-${String(i + 1).padStart(3, '0')}@drill.example`,
);

// ---------------------------------------------------------------------------------------------
// Set-up: the companies (SQLite, for the embedded server and the customer files), each user's file.

const loadBefore = loadAverage();
console.error(`Working in ${work.dir}`);
const companiesMs = await ensureCompanyDatabase(embeddedDir, companies, '1.');
const files: UserConfig['files'][] = [];
let filesMs = 0;
for (let i = 0; i < userCount; i++) {
  const prefix = path.join(work.dir, 'files', `user-${i + 1}-${rows}`);
  filesMs += (await ensureNoisyFile(embeddedDir, prefix, rows, `2.${i + 1}`, { seed: String(i + 1) })) ?? 0;
  files.push({ csv: `${prefix}.csv`, xlsx: `${prefix}.xlsx` });
}

// The app the report PDF's browser opens: a copy of app/dist made now, so that a build of the shared
// checkout during the soak (other work on the machine) cannot swap the assets under the server.
const staticDir = path.join(work.dir, 'static');
rmSync(staticDir, { recursive: true, force: true });
if (existsSync(path.join(APP_DIST, 'index.html'))) cpSync(APP_DIST, staticDir, { recursive: true });
else if (pdfEvery > 0)
  refuse(
    `${APP_DIST} has no built app: run \`npm run build\` first (the report PDF renders it), or --pdf-every 0.`,
  );
if (existsSync(staticDir)) {
  // A copy taken while a build wrote app/dist would miss what its page loads.
  const page = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const missing = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((asset) => !existsSync(path.join(staticDir, asset)));
  if (missing.length)
    refuse(`app/dist is incomplete (being built?): ${missing.join(', ')} missing; try again.`);
}
const staticEnv = { STATIC_DIR: existsSync(staticDir) ? staticDir : '' };

/** Every user's account with the users CLI, its quota raised; the first alone (it migrates), then two at a time. */
async function createAccounts(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const add = async (email: string, i: number) => {
    await runNode(
      [
        USERS_CLI,
        'add',
        '--email',
        email,
        '--password',
        PASSWORD,
        '--first-name',
        'Soak',
        '--name',
        String(i + 1),
      ],
      { env },
    );
    await runNode(
      [USERS_CLI, 'set-quota', '--email', email, '--total', '100000000', '--monthly-expand', 'false'],
      {
        env,
      },
    );
  };
  await add(emails[0]!, 0);
  for (let i = 1; i < emails.length; i += 2)
    await Promise.all(emails.slice(i, i + 2).map((email, j) => add(email, i + j)));
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// A server's log: error- and warn-level lines (pino JSON, level 50 and up; 40), read as it goes.

interface LogWatch {
  errors: string[];
  warnings: number;
  /** Characters that scrolled out of the process's last 20,000 before they were read. */
  missed: boolean;
  read: () => void;
}

function watchLog(proc: RoleProcess): LogWatch {
  let anchor = '';
  let partial = '';
  const watch: LogWatch = {
    errors: [],
    warnings: 0,
    missed: false,
    read: () => {
      const output = proc.output();
      let fresh = output;
      if (anchor) {
        const at = output.lastIndexOf(anchor);
        if (at >= 0) fresh = output.slice(at + anchor.length);
        else watch.missed = true;
      }
      anchor = output.slice(-200);
      const lines = (partial + fresh).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
        const isError = level >= 50 || (level === 0 && /\berror\b/i.test(line));
        if (isError) {
          watch.errors.push(line.slice(0, 1000));
          console.error(`    LOG ERROR ${proc.name}: ${line.slice(0, 400)}`);
        } else if (level === 40) watch.warnings++;
      }
    },
  };
  return watch;
}

// ---------------------------------------------------------------------------------------------
// Sampling: memory and CPU of the processes every 10 s, the data every minute.

interface ProcessSample {
  memory: TreeMemory | null;
  /** CPU seconds of the process (every thread) and of its tree (ended children included). */
  cpu: number;
  treeCpu: number;
  /** Seconds its threads waited for a core so far (the machine's other work). */
  wait: number;
}

interface Sample {
  minute: number;
  processes: Record<string, ProcessSample>;
  postgres: { privateMb: number; sharedMb: number; rssMb: number; processes: number; cpu: number } | null;
  drillCpu: number;
  load1: number;
  /** Share of the machine's CPU busy since the previous sample (all processes, the other helpers' too). */
  machineBusy: number;
}

interface Soaked {
  samples: Sample[];
  data: { minute: number; reading: DataReading }[];
  records: Recorder['records'];
  errors: SoakError[];
  users: SimUser[];
  wallMinutes: number;
  logs: Record<string, { errors: string[]; warnings: number; missed: boolean }>;
  shutdown: Record<string, string>;
}

function pgTree(postmaster: number | null): Sample['postgres'] {
  if (postmaster === null) return null;
  const tree = treeMemoryOf(postmaster);
  if (!tree) return null;
  return {
    privateMb: tree.total.anonMb,
    sharedMb: tree.total.shmemMb,
    rssMb: tree.total.rssMb,
    processes: tree.children.count + 1,
    cpu: treeCpuSecondsOf(postmaster),
  };
}

/** The soak itself against processes that are ready; stops them at the end. */
async function soak(
  label: string,
  processes: RoleProcess[],
  apiUrl: string,
  postmaster: number | null,
  appData: AppData,
): Promise<Soaked> {
  const recorder = new Recorder(label);
  const logs = processes.map((p) => [p.name, watchLog(p)] as const);
  const drillCpu = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  };
  const samples: Sample[] = [];
  const data: Soaked['data'] = [];
  let ticks = machineTicks();
  const sample = () => {
    const now = machineTicks();
    const busy = machineShare(ticks, now).busy;
    ticks = now;
    const entries = processes.map((p): [string, ProcessSample] => [
      p.name,
      {
        memory: treeMemoryOf(p.pid),
        cpu: cpuSecondsOf(p.pid),
        treeCpu: treeCpuSecondsOf(p.pid),
        wait: runQueueWaitSecondsOf(p.pid),
      },
    ]);
    samples.push({
      minute: recorder.minute(),
      processes: Object.fromEntries(entries),
      postgres: pgTree(postmaster),
      drillCpu: drillCpu(),
      load1: load(),
      machineBusy: busy,
    });
    for (const [, watch] of logs) watch.read();
  };
  let reading: Promise<void> = Promise.resolve();
  const readData = () => {
    reading = reading.then(async () => {
      const minute = recorder.minute();
      try {
        data.push({ minute, reading: await appData.read() });
      } catch (error) {
        console.error(
          `    ${label}: reading the data failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
    return reading;
  };
  sample();
  await readData();
  let count = 0;
  let lastPrinted = -1;
  const timer = setInterval(() => {
    sample();
    if (++count % DATA_EVERY_SAMPLES === 0) void readData();
    const minute = Math.floor(recorder.minute());
    if (minute !== lastPrinted) {
      lastPrinted = minute;
      const s = samples.at(-1)!;
      const memory = processes
        .map((p) => `${p.name} ${fmt(s.processes[p.name]?.memory?.own.rssMb ?? NaN)} MB`)
        .join(', ');
      console.error(
        `    ${label} minute ${minute}: ${fmt(recorder.records.length)} answers, ${recorder.errors.length} errors, ${memory}${s.postgres ? `, PostgreSQL private ${fmt(s.postgres.privateMb)} MB` : ''}, load ${s.load1.toFixed(2)}`,
      );
    }
  }, SAMPLE_EVERY_MS);

  const deadline = performance.now() + minutes * 60_000;
  const users = emails.map(
    (email, i) =>
      new SimUser(
        {
          index: i,
          email,
          password: PASSWORD,
          loopback: `127.0.0.${11 + i}`,
          url: apiUrl,
          files: files[i]!,
          rows,
        },
        { thinkMs, keepImports, pdfEvery, reloginEvery, deadline },
        recorder,
      ),
  );
  await Promise.all(users.map((user) => user.run()));
  const wallMinutes = recorder.minute();
  clearInterval(timer);
  sample();
  await readData();
  await appData.close();
  const shutdown: Record<string, string> = {};
  for (const p of [...processes].reverse()) {
    try {
      await p.stop();
      shutdown[p.name] = 'exit 0';
    } catch (error) {
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 600);
      shutdown[p.name] = detail;
      recorder.error(-1, `shutdown ${p.name}`, 0, detail);
    }
  }
  for (const [, watch] of logs) watch.read();
  return {
    samples,
    data,
    records: recorder.records,
    errors: recorder.errors,
    users,
    wallMinutes,
    logs: Object.fromEntries(
      logs.map(([name, w]) => [name, { errors: w.errors, warnings: w.warnings, missed: w.missed }]),
    ),
    shutdown,
  };
}

// ---------------------------------------------------------------------------------------------
// The deployments.

interface Setup {
  companiesMs: number | null;
  accountsMs: number;
  readyMs: Record<string, number>;
  postgresSettings?: Record<string, string>;
}

async function embedded(): Promise<{ setup: Setup; soaked: Soaked }> {
  console.error(`embedded: ${userCount} accounts, one process (role all, SQLite) …`);
  removeAppDatabase(embeddedDir);
  for (const name of ['reports', 'outbox', 'samples'])
    rmSync(path.join(embeddedDir, name), { recursive: true, force: true });
  const accountsMs = await createAccounts({ DATA_DIR: embeddedDir });
  const server = await startRole('embedded', 'all', {
    DATA_DIR: embeddedDir,
    DEMO_COMPANIES: '0',
    ...staticEnv,
  });
  console.error(`    ready after ${fmt(server.readyMs / 1000, 1)} s; ${minutes} minutes of traffic …`);
  const soaked = await soak('embedded', [server], server.url, null, openAppData(embeddedDir, null));
  return { setup: { companiesMs, accountsMs, readyMs: { embedded: server.readyMs } }, soaked };
}

async function cluster(): Promise<{ setup: Setup; soaked: Soaked }> {
  console.error('cluster: a throwaway PostgreSQL, the companies, 1 API process and 1 worker …');
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true });
  postgres = await startThrowawayPostgres();
  const url = postgres.url;
  const admin = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 1, application_name: 'datacare-soak' }),
    }),
  });
  const setting = async (name: string) =>
    String(
      Object.values(
        (await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(admin)).rows[0] ?? {},
      )[0],
    );
  const postgresSettings: Record<string, string> = {};
  for (const name of ['server_version', 'shared_buffers', 'max_connections', 'fsync', 'synchronous_commit'])
    postgresSettings[name] = await setting(name);
  const dataDirectory = await setting('data_directory');
  const postmaster = Number(readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  await admin.destroy();
  console.error(`    generate ${fmt(companies)} companies into PostgreSQL …`);
  const generated = await runNode(
    [COMPANIES_CLI, 'generate', '--count', String(companies), '--database-url', url],
    {
      env: { DATA_DIR: clusterDir },
    },
  );
  const env = {
    DATA_DIR: clusterDir,
    DEMO_COMPANIES: '0',
    DATABASE_URL: url,
    FILE_STORE: 'folder',
    ...staticEnv,
  };
  const accountsMs = await createAccounts({ DATA_DIR: clusterDir, DATABASE_URL: url });
  const api = await startRole('api', 'api', env);
  const worker = await startRole('worker', 'worker', { ...env, REPORT_RENDER_URL: api.url });
  console.error(
    `    API ready after ${fmt(api.readyMs / 1000, 1)} s, worker after ${fmt(worker.readyMs / 1000, 1)} s; ${minutes} minutes of traffic …`,
  );
  const soaked = await soak('cluster', [api, worker], api.url, postmaster, openAppData(clusterDir, url));
  postgres.stop();
  postgres = null;
  return {
    setup: {
      companiesMs: generated.ms,
      accountsMs,
      readyMs: { api: api.readyMs, worker: worker.readyMs },
      postgresSettings,
    },
    soaked,
  };
}

// ---------------------------------------------------------------------------------------------
// Figures and verdicts of one deployment.

interface KindFigures {
  kind: string;
  all: Latencies;
  perMinute: (Latencies & { minute: number })[];
  verdict: LatencyVerdict;
}

interface DeploymentFigures {
  deployment: string;
  setup: Setup;
  wallMinutes: number;
  windows: Windows;
  kinds: KindFigures[];
  windowComparison: { first: WindowFigures; last: WindowFigures };
  /** Every 10-s sample: minute, each process's RSS, RssAnon, children's RSS, CPU and run-queue wait, PostgreSQL's tree, the load. */
  samples: Sample[];
  memory: MemoryVerdict[];
  memoryInfo: { series: string; firstMedianMb: number; lastMedianMb: number; peakMb: number }[];
  cpu: { name: string; cpuSeconds: number; treeCpuSeconds: number; cores: number }[];
  perMinute: {
    minute: number;
    answers: number;
    errors: number;
    loops: number;
    load1: number;
    machineBusyCores: number;
    soakCores: number;
    /** Cores' worth of the servers' threads waiting for a core (the machine's other work). */
    waitCores: number;
    rssMb: Record<string, number>;
    postgresPrivateMb: number | null;
  }[];
  data: {
    first: DataReading | null;
    last: DataReading | null;
    readings: { minute: number; reading: DataReading }[];
  };
  users: {
    loops: number;
    completed: number;
    exports: number;
    charged: number;
    quotaUsed: number;
    pdfs: number;
    deleted: number;
  }[];
  errors: SoakError[];
  logs: Soaked['logs'];
  shutdown: Record<string, string>;
  targets: Target[];
}

/** CPU seconds so far of the servers (their Chromium that ended included) and PostgreSQL. */
const serverCpu = (s: Sample) =>
  Object.values(s.processes).reduce((sum, p) => sum + (Number.isFinite(p.treeCpu) ? p.treeCpu : 0), 0) +
  (s.postgres?.cpu ?? 0);
/** Seconds the servers' threads waited for a core so far. */
const serverWait = (s: Sample) =>
  Object.values(s.processes).reduce((sum, p) => sum + (Number.isFinite(p.wait) ? p.wait : 0), 0);

interface WindowFigures {
  load1: number;
  machineBusyCores: number;
  waitCores: number;
  journeys: number;
  /** CPU seconds of the servers and PostgreSQL per completed journey: the product's work, whatever the machine's load. */
  serverCpuPerJourney: number;
}

const ms = (n: number) => (Number.isFinite(n) ? fmt(n, n < 10 ? 1 : 0) : '-');
const medianOf = (values: number[]) => quantile(Float64Array.from(values).sort(), 0.5);

function figuresOf(deployment: string, setup: Setup, soaked: Soaked): DeploymentFigures {
  const { samples, records } = soaked;
  const processNames = Object.keys(samples[0]?.processes ?? {});
  // Latency per kind.
  const kinds = [...new Set(records.map((r) => r.kind))];
  const ordered = [...kinds.filter((k) => !k.startsWith(JOB)), ...kinds.filter((k) => k.startsWith(JOB))];
  const kindFigures: KindFigures[] = ordered.map((kind) => {
    const mine = records.filter((r) => r.kind === kind && r.status === 200);
    const perMinute: KindFigures['perMinute'] = [];
    for (let m = 0; m < Math.ceil(soaked.wallMinutes); m++) {
      const bucket = mine.filter((r) => Math.floor(r.minute) === m).map((r) => r.ms);
      if (bucket.length) perMinute.push({ minute: m, ...summarize(bucket) });
    }
    return {
      kind,
      all: summarize(mine.map((r) => r.ms)),
      perMinute,
      verdict: judgeLatency(
        kind,
        mine.map((r) => ({ minute: r.minute, ms: r.ms })),
        windows,
        limits,
      ),
    };
  });
  // Memory.
  const memory: MemoryVerdict[] = processNames.map((name) =>
    judgeMemory(
      `${name}: RSS`,
      samples.flatMap((s) => {
        const m = s.processes[name]?.memory;
        return m ? [{ minute: s.minute, value: m.own.rssMb }] : [];
      }),
      windows,
      limits,
    ),
  );
  if (samples.some((s) => s.postgres))
    memory.push(
      judgeMemory(
        'PostgreSQL: private memory of every process',
        samples.flatMap((s) => (s.postgres ? [{ minute: s.minute, value: s.postgres.privateMb }] : [])),
        windows,
        limits,
      ),
    );
  const info = (series: string, points: { minute: number; value: number }[]) => ({
    series,
    firstMedianMb: medianOf(points.filter((p) => within(p.minute, windows.memoryFirst)).map((p) => p.value)),
    lastMedianMb: medianOf(points.filter((p) => within(p.minute, windows.last)).map((p) => p.value)),
    peakMb: Math.max(...points.map((p) => p.value)),
  });
  const memoryInfo = [
    ...processNames.map((name) =>
      info(
        `${name}: RssAnon`,
        samples.map((s) => ({ minute: s.minute, value: s.processes[name]?.memory?.own.anonMb ?? NaN })),
      ),
    ),
    ...processNames.map((name) =>
      info(
        `${name}: children (report PDF's Chromium)`,
        samples.map((s) => ({ minute: s.minute, value: s.processes[name]?.memory?.children.rssMb ?? 0 })),
      ),
    ),
    ...(samples.some((s) => s.postgres)
      ? [
          info(
            'PostgreSQL: shared memory (largest of its processes)',
            samples.map((s) => ({ minute: s.minute, value: s.postgres?.sharedMb ?? NaN })),
          ),
          info(
            'PostgreSQL: RSS of every process summed (shared counted again in each)',
            samples.map((s) => ({ minute: s.minute, value: s.postgres?.rssMb ?? NaN })),
          ),
        ]
      : []),
  ];
  // CPU.
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const wallSeconds = (last.minute - first.minute) * 60;
  const cpu = [
    ...processNames.map((name) => {
      const a = first.processes[name]!;
      const b = last.processes[name]!;
      // The process's own figures at its last sample before it stopped.
      return { name, cpuSeconds: b.cpu - a.cpu, treeCpuSeconds: b.treeCpu - a.treeCpu };
    }),
    ...(first.postgres && last.postgres
      ? [
          {
            name: 'PostgreSQL (postmaster and backends)',
            cpuSeconds: last.postgres.cpu - first.postgres.cpu,
            treeCpuSeconds: last.postgres.cpu - first.postgres.cpu,
          },
        ]
      : []),
    {
      name: 'this drill (the users)',
      cpuSeconds: last.drillCpu - first.drillCpu,
      treeCpuSeconds: last.drillCpu - first.drillCpu,
    },
  ].map((c) => ({ ...c, cores: c.treeCpuSeconds / wallSeconds }));
  // Per minute.
  const cores = os.cpus().length;
  const windowFigures = (range: [number, number]): WindowFigures => {
    const inside = samples.filter((s) => within(s.minute, range));
    const from = [...samples].reverse().find((s) => s.minute <= range[0]) ?? first;
    const to = [...samples].reverse().find((s) => s.minute <= range[1]) ?? last;
    const span = (to.minute - from.minute) * 60 || 1;
    const journeys = records.filter((r) => r.kind === `${JOB}journey` && within(r.minute, range)).length;
    return {
      load1: inside.reduce((sum, s) => sum + s.load1, 0) / (inside.length || 1),
      machineBusyCores: (inside.reduce((sum, s) => sum + s.machineBusy, 0) / (inside.length || 1)) * cores,
      waitCores: (serverWait(to) - serverWait(from)) / span,
      journeys,
      serverCpuPerJourney: (serverCpu(to) - serverCpu(from)) / (journeys || NaN),
    };
  };
  const windowComparison = { first: windowFigures(windows.first), last: windowFigures(windows.last) };
  const perMinute: DeploymentFigures['perMinute'] = [];
  for (let m = 0; m < Math.ceil(soaked.wallMinutes); m++) {
    const inMinute = samples.filter((s) => Math.floor(s.minute) === m);
    if (inMinute.length === 0) continue;
    const before = [...samples].reverse().find((s) => s.minute <= m) ?? first;
    const after = inMinute.at(-1)!;
    const span = (after.minute - before.minute) * 60 || 1;
    const soakCpu = (s: Sample) => serverCpu(s) + s.drillCpu;
    perMinute.push({
      minute: m,
      answers: records.filter((r) => Math.floor(r.minute) === m && !r.kind.startsWith(JOB)).length,
      errors: soaked.errors.filter((e) => Math.floor(e.minute) === m).length,
      loops: records.filter((r) => Math.floor(r.minute) === m && r.kind === `${JOB}journey`).length,
      load1: Math.max(...inMinute.map((s) => s.load1)),
      machineBusyCores: (inMinute.reduce((sum, s) => sum + s.machineBusy, 0) / inMinute.length) * cores,
      soakCores: (soakCpu(after) - soakCpu(before)) / span,
      waitCores: (serverWait(after) - serverWait(before)) / span,
      rssMb: Object.fromEntries(
        processNames.map((name) => [
          name,
          medianOf(inMinute.map((s) => s.processes[name]?.memory?.own.rssMb ?? NaN).filter(Number.isFinite)),
        ]),
      ),
      postgresPrivateMb: inMinute[0]!.postgres
        ? medianOf(inMinute.map((s) => s.postgres?.privateMb ?? NaN))
        : null,
    });
  }
  // Data, users, verdicts.
  const firstData =
    soaked.data.find((d) => d.minute >= windows.first[0])?.reading ?? soaked.data[0]?.reading ?? null;
  const lastData = soaked.data.at(-1)?.reading ?? null;
  const users = soaked.users.map((u) => ({
    loops: u.loops,
    completed: u.completed,
    exports: u.exports,
    charged: u.charged,
    quotaUsed:
      u.quotaAtStart && u.quotaAtEnd
        ? u.quotaAtEnd.currentQuota +
          u.quotaAtEnd.monthlyUsed -
          u.quotaAtStart.currentQuota -
          u.quotaAtStart.monthlyUsed
        : NaN,
    pdfs: u.pdfs,
    deleted: u.deleted,
  }));
  const logErrors = Object.values(soaked.logs).reduce((s, l) => s + l.errors.length, 0);
  const importsLeft = lastData?.rows.import_batches ?? NaN;
  const maxImports = userCount * (keepImports + 1);
  const cpuRatio = windowComparison.last.serverCpuPerJourney / windowComparison.first.serverCpuPerJourney;
  const targets: Target[] = [
    ...memory.map((v): Target => [
      `memory flat, ${v.series}: slope ≤ ${limits.maxSlopeMbPerMinute} MB/min over the second half, last window ≤ first + max(${fmt(limits.maxGrowth * 100)} %, ${limits.growthFloorMb} MB)`,
      v.ok,
      `slope ${v.slopeMbPerMinute.toFixed(2)} MB/min, ${fmt(v.firstMedianMb)} → ${fmt(v.lastMedianMb)} MB (${v.growth >= 0 ? '+' : ''}${(v.growth * 100).toFixed(1)} %)${v.why ? `: ${v.why}` : ''}`,
    ]),
    [
      `latency not growing: p95 of every kind, last window ≤ ${limits.maxP95Ratio}× the first (or ≤ ${limits.p95FloorMs} ms more)`,
      kindFigures.every((k) => k.verdict.ok),
      (() => {
        const judged = kindFigures.filter((k) => k.verdict.judged);
        const worst = [...judged].sort((a, b) => b.verdict.ratio - a.verdict.ratio)[0];
        const failed = judged.filter((k) => !k.verdict.ok).map((k) => `${k.kind} ${k.verdict.why}`);
        return `${judged.length} of ${kindFigures.length} kinds judged${worst ? `; highest ratio ${worst.kind} ${worst.verdict.ratio.toFixed(2)}×` : ''}${failed.length ? `; GREW: ${failed.join('; ')}` : ''}`;
      })(),
    ],
    [
      `work not growing: CPU seconds of the servers${samples.some((x) => x.postgres) ? ' and PostgreSQL' : ''} per journey, last window ≤ ${limits.maxCpuPerJourneyRatio}× the first`,
      cpuRatio <= limits.maxCpuPerJourneyRatio,
      `${windowComparison.first.serverCpuPerJourney.toFixed(2)} → ${windowComparison.last.serverCpuPerJourney.toFixed(2)} s (${cpuRatio.toFixed(2)}×)`,
    ],
    [
      '0 errors (unexpected status, connection error or hang, failed job, wrong file, unclean shutdown)',
      soaked.errors.length === 0,
      `${soaked.errors.length} errors in ${fmt(records.filter((r) => !r.kind.startsWith(JOB)).length)} answers`,
    ],
    ['no error-level line in the servers\u2019 logs', logErrors === 0, `${logErrors} lines`],
    [
      'quota: every account used exactly what its finished exports charged',
      users.every((u) => u.quotaUsed === u.charged),
      `${fmt(users.reduce((s, u) => s + u.charged, 0))} charged by ${fmt(users.reduce((s, u) => s + u.exports, 0))} exports, ${fmt(users.reduce((s, u) => s + u.quotaUsed, 0))} used`,
    ],
    [
      `old imports deleted: at most ${maxImports} imports left (users × (keep-imports + 1))`,
      importsLeft <= maxImports,
      `${importsLeft} left, ${fmt(users.reduce((s, u) => s + u.deleted, 0))} deleted`,
    ],
  ];
  return {
    deployment,
    setup,
    wallMinutes: soaked.wallMinutes,
    windows,
    kinds: kindFigures,
    windowComparison,
    samples,
    memory,
    memoryInfo,
    cpu,
    perMinute,
    data: { first: firstData, last: lastData, readings: soaked.data },
    users,
    errors: soaked.errors,
    logs: soaked.logs,
    shutdown: soaked.shutdown,
    targets,
  };
}

function report(f: DeploymentFigures): string {
  const w = f.windows;
  const wc = f.windowComparison;
  const windowText = (range: [number, number]) => `${range[0]}–${range[1]}`;
  const kindRows = f.kinds.map((k) => [
    k.kind,
    fmt(k.all.count),
    ms(k.all.p50),
    ms(k.all.p95),
    ms(k.all.p99),
    ms(k.all.max),
    `${ms(k.verdict.firstP95)} (${k.verdict.firstCount})`,
    `${ms(k.verdict.lastP95)} (${k.verdict.lastCount})`,
    Number.isFinite(k.verdict.ratio) ? `${k.verdict.ratio.toFixed(2)}×` : '-',
    !k.verdict.judged ? 'not judged' : k.verdict.ok ? 'held' : 'GREW',
  ]);
  const processNames = Object.keys(f.perMinute[0]?.rssMb ?? {});
  const watched = [
    'saveSingleMatchSelection',
    'getResults',
    'getStatus',
    'upload',
    `${JOB}matching`,
    `${JOB}export`,
    `${JOB}journey`,
  ];
  const p95At = (kind: string, minute: number) =>
    f.kinds.find((k) => k.kind === kind)?.perMinute.find((p) => p.minute === minute)?.p95 ?? NaN;
  const minuteRows = f.perMinute.map((m) => [
    String(m.minute),
    fmt(m.answers),
    String(m.errors),
    String(m.loops),
    ...watched.map((kind) => ms(p95At(kind, m.minute))),
    ...processNames.map((name) => fmt(m.rssMb[name] ?? NaN)),
    ...(m.postgresPrivateMb === null ? [] : [fmt(m.postgresPrivateMb)]),
    m.soakCores.toFixed(2),
    m.waitCores.toFixed(2),
    m.machineBusyCores.toFixed(2),
    m.load1.toFixed(2),
  ]);
  const hasPg = f.perMinute.some((m) => m.postgresPrivateMb !== null);
  const memoryRows = [
    ...f.memory.map((v) => [
      v.series,
      fmt(v.firstMedianMb),
      fmt(v.lastMedianMb),
      `${v.growth >= 0 ? '+' : ''}${(v.growth * 100).toFixed(1)} %`,
      v.slopeMbPerMinute.toFixed(2),
      v.ok ? 'held' : 'FAILED',
    ]),
    ...f.memoryInfo.map((v) => [
      v.series,
      fmt(v.firstMedianMb),
      fmt(v.lastMedianMb),
      `peak ${fmt(v.peakMb)}`,
      '',
      'shown',
    ]),
  ];
  const dataRows =
    f.data.first && f.data.last
      ? [
          ...Object.keys(f.data.last.rows).map((table) => [
            table,
            fmt(f.data.first!.rows[table] ?? 0),
            fmt(f.data.last!.rows[table] ?? 0),
          ]),
          [
            'database (MB)',
            fmt(f.data.first.databaseBytes / 2 ** 20, 1),
            fmt(f.data.last.databaseBytes / 2 ** 20, 1),
          ],
          ...Object.keys(f.data.last.schemaBytes).map((schema) => [
            `  schema ${schema} (MB)`,
            fmt((f.data.first!.schemaBytes[schema] ?? 0) / 2 ** 20, 1),
            fmt((f.data.last!.schemaBytes[schema] ?? 0) / 2 ** 20, 1),
          ]),
          [
            'DATA_DIR (MB)',
            fmt(f.data.first.dataDirBytes / 2 ** 20, 1),
            fmt(f.data.last.dataDirBytes / 2 ** 20, 1),
          ],
        ]
      : [];
  const totals = f.users.reduce(
    (s, u) => ({
      loops: s.loops + u.loops,
      completed: s.completed + u.completed,
      exports: s.exports + u.exports,
      pdfs: s.pdfs + u.pdfs,
      deleted: s.deleted + u.deleted,
    }),
    { loops: 0, completed: 0, exports: 0, pdfs: 0, deleted: 0 },
  );
  const errorLines = f.errors
    .slice(0, 30)
    .map(
      (e) => `  minute ${e.minute.toFixed(2)} user ${e.user + 1} ${e.kind}: ${e.status || ''} ${e.detail}`,
    );
  const logLines = Object.entries(f.logs).flatMap(([name, l]) => [
    `  ${name}: ${l.errors.length} error lines, ${l.warnings} warnings${l.missed ? ' (some output scrolled past unread)' : ''}`,
    ...l.errors.slice(0, 5).map((line) => `    ${line}`),
  ]);
  return `
== ${f.deployment}: ${fmt(f.wallMinutes, 1)} minutes, ${userCount} users; windows (minutes): warm-up 0–${w.first[0]}, first ${windowText(w.first)}, last ${windowText(w.last)}; memory: ${windowText(w.memoryFirst)} against ${windowText(w.last)}, line fitted from ${w.fitFrom}
Set-up: ${f.setup.companiesMs === null ? 'company database reused' : `companies ${fmt(f.setup.companiesMs / 1000, 1)} s`}; ${userCount} accounts ${fmt(f.setup.accountsMs / 1000, 1)} s; ready after ${Object.entries(
    f.setup.readyMs,
  )
    .map(([n, t]) => `${n} ${fmt(t / 1000, 1)} s`)
    .join(', ')}${
    f.setup.postgresSettings
      ? `; PostgreSQL ${Object.entries(f.setup.postgresSettings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`
      : ''
  }
Journeys: ${fmt(totals.loops)} begun, ${fmt(totals.completed)} completed; ${fmt(totals.exports)} exports, ${fmt(totals.pdfs)} report PDFs, ${fmt(totals.deleted)} imports deleted

Latency by kind (ms; jobs from their start to the answer that said done; first/last window p95 with the count):
${alignedTable(['kind', 'count', 'p50', 'p95', 'p99', 'max', `p95 ${windowText(w.first)}`, `p95 ${windowText(w.last)}`, 'ratio', 'verdict'], kindRows)}

The two windows (first → last): load ${wc.first.load1.toFixed(2)} → ${wc.last.load1.toFixed(2)}; machine busy ${wc.first.machineBusyCores.toFixed(2)} → ${wc.last.machineBusyCores.toFixed(2)} cores; servers waiting for a core ${wc.first.waitCores.toFixed(2)} → ${wc.last.waitCores.toFixed(2)} cores; journeys ${wc.first.journeys} → ${wc.last.journeys}; CPU of the servers${hasPg ? ' and PostgreSQL' : ''} per journey ${wc.first.serverCpuPerJourney.toFixed(2)} → ${wc.last.serverCpuPerJourney.toFixed(2)} s (${(wc.last.serverCpuPerJourney / wc.first.serverCpuPerJourney).toFixed(2)}×: the product's work, whatever the machine's load)

Per minute (p95 ms of some kinds; RSS MB; soak = CPU cores of the servers${hasPg ? ', PostgreSQL' : ''} and this drill; wait = cores' worth of the servers' threads ready to run without a core; busy = the whole machine's cores in use, other helpers' work included; load = 1-minute load average, highest):
${alignedTable(['min', 'answers', 'err', 'loops', ...watched.map((k) => k.replace(JOB, '')), ...processNames.map((n) => `${n} RSS`), ...(hasPg ? ['PG private'] : []), 'soak', 'wait', 'busy', 'load'], minuteRows)}

Memory (MB; medians of the 10-s samples in the windows ${windowText(w.memoryFirst)} and ${windowText(w.last)}; slope of the line over the second half, MB/min):
${alignedTable(['series', 'first', 'last', 'growth', 'slope', 'verdict'], memoryRows)}

CPU over ${fmt(f.wallMinutes, 1)} minutes of wall time (seconds; with children: the report PDF's Chromium that ended):
${alignedTable(
  ['process', 'CPU s', 'with children', 'cores'],
  f.cpu.map((c) => [c.name, fmt(c.cpuSeconds, 1), fmt(c.treeCpuSeconds, 1), c.cores.toFixed(2)]),
)}

Data (rows; at the first window's start and at the end):
${alignedTable(['table', 'first window', 'end'], dataRows)}

Shut-down: ${Object.entries(f.shutdown)
    .map(([n, s]) => `${n} ${s}`)
    .join('; ')}
Server logs:
${logLines.join('\n')}
Errors: ${f.errors.length}${errorLines.length ? `\n${errorLines.join('\n')}` : ''}

Verdicts (${f.deployment}):
${targetLines(f.targets)}
`;
}

// ---------------------------------------------------------------------------------------------
// The run.

const results: DeploymentFigures[] = [];
for (const deployment of deployments) {
  const { setup, soaked } = deployment === 'embedded' ? await embedded() : await cluster();
  const figures = figuresOf(deployment, setup, soaked);
  console.log(report(figures));
  results.push(figures);
}
closeConnections();
const machine = machineLine();
const loadAfter = loadAverage();
const failed = results.flatMap((r) =>
  r.targets.filter(([, met]) => !met).map(([name]) => `${r.deployment}: ${name}`),
);
console.log(`Soak drill: ${minutes} minutes per deployment, ${userCount} users, ${rows}-row files, ${fmt(companies)} companies, think ${thinkMs} ms, PDF every ${pdfEvery || '-'} loops, sign-in again every ${reloginEvery || '-'} loops
Machine: ${machine}; shared with other work: load before ${loadBefore}, after ${loadAfter}
${failed.length === 0 ? 'Every verdict held.' : `FAILED:\n${failed.map((f) => `  ${f}`).join('\n')}`}`);
const file = writeFigures(path.join(work.dir, 'drill-soak.json'), {
  minutes,
  users: userCount,
  rows,
  companies,
  thinkMs,
  keepImports,
  pdfEvery,
  reloginEvery,
  limits,
  machine,
  loadBefore,
  loadAfter,
  setupFiles: { filesMs },
  deployments: results,
});
console.error(`Figures: ${file}`);
clearWorkFolder(work, { keep: values.keep, keepFiles: ['drill-soak.json'] });
process.exit(failed.length === 0 ? 0 : 1);
