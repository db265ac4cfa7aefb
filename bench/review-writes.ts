/**
 * `npm run bench:review-writes`: review-write latency with 50 concurrent reviewers on loopback
 * while a matching job runs (issue 7, target: p99 ≤ 100 ms), measured with autocannon against
 * baselines in the same run. The product's own entry points run in child processes:
 *
 * 1. on a fresh data folder, create --reviewers accounts (default 50) and the account of another
 *    customer who owns the big batches with `npm run users -- add` before the server starts (the
 *    users CLI, server/src/cli/users.ts; so there is no demo user);
 * 2. start the real server (server/src/main.ts, DEMO_COMPANIES=--companies, default 112,500: the
 *    first start generates the company database and the 250-row sample customer file in
 *    DATA_DIR/samples); write a noisy customer file of --big-rows rows (default 100,000) with
 *    `npm run companies -- noisy`;
 * 3. sign every reviewer in, each from its own loopback address (127.0.0.11, .12, …: the sign-in
 *    limit is per IP, 20 in 5 minutes, and each reviewer is a machine of its own), and the owner
 *    from 127.0.0.1; each reviewer uploads the sample (250 rows) and starts matching it with
 *    the proposed mapping; the owner uploads the big file --big-batches times (default 4);
 *    wait until the reviewers' jobs are finished and read each batch's rows (getResults);
 * 4. **baseline** (no matching job): autocannon with one connection per reviewer (its own cookie
 *    and batch), requests cycling over the batch's rows: select the row's first candidate, deselect
 *    it, uncheck the row, check it (saveSingleMatchSelection / saveSingleManualCheck; every request
 *    changes something), for --duration seconds (default 20):
 *      a. closed loop: each reviewer sends its next decision as soon as the answer arrives;
 *      b. paced: each reviewer decides --rate times a second (default 1), the reviewers' phases
 *         spread at random over the second (one autocannon instance per reviewer, started at
 *         its own offset);
 *      c. `GET /health` with 50 connections, closed loop, --health-duration seconds (the floor);
 * 5. **loaded**: the owner starts matching its big batches (jobs run one after another, so a
 *    job runs throughout); once the first chunk is committed, --alone seconds with the job alone
 *    (a single /health probe every 50 ms), then a.–c. again; every phase checks that a job ran
 *    until its end;
 * 6. stop the jobs (stopMatching) and measure a.–c. once more (**after**): the drift of the
 *    machine over the run.
 *
 * During each phase it reads the server's threads' CPU time and run-queue wait
 * (/proc/PID/task/TID/stat and schedstat), this process's CPU time, the machine's busy and steal
 * share (/proc/stat), the load average and the matching job's progress. Latencies are every
 * answer's own time (autocannon's 'response' event), not autocannon's 1 ms histogram.
 *
 * Prints the figures, the ratio loaded/baseline, the target (p99 ≤ 100 ms while a job runs) met
 * or not, the machine and the load average; writes them as JSON to WORK/bench-review-writes.json.
 * Options: --reviewers N, --duration S, --health-duration S, --alone S, --rate N, --companies N,
 * --big-rows N, --big-batches N, --work DIR (reuse the company database and the files; the app
 * database is always fresh), --keep (keep the temporary folder), --match-chunk-rows N and
 * --match-pause-ms N (the server's MATCH_CHUNK_ROWS and MATCH_PAUSE_MS; default the product's),
 * --cpu-prof (a diagnosis: the server writes V8 CPU profiles to WORK/cpu-profiles, and the report
 * adds where its main thread spent each phase, and the episodes of slow requests; profiling slows
 * the server, so such a run's figures are not the ones to record).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  call,
  closeConnections,
  matchStatus,
  reviewRows,
  signInFrom,
  startMatching,
  stopMatching,
  uploadRows,
  type UploadResponse,
} from './support/api.ts';
import { companiesForNoisyRows, ensureNoisyFile } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, USERS_CLI, workFolder } from './support/paths.ts';
import { CLK_TCK, machineShare, machineTicks } from './support/proc.ts';
import { removeAppDatabase, runNode, startServer, type BenchServer } from './support/processes.ts';
import {
  fmt,
  loadAverage,
  machine as machineLine,
  markdownTable as markdown,
  targetLines,
  writeFigures,
  type Target,
} from './support/report.ts';
import {
  autocannon,
  decisions,
  type AutocannonClient,
  type AutocannonOptions,
  type AutocannonResult,
  type Reviewer,
} from './support/review-load.ts';
import { sleep, stopwatch, summarize, type Latencies } from './support/stats.ts';

const TARGET_P99_MS = 100;
/** The owner of the big batches, another customer (no demo user: the accounts exist before the first start). */
const OWNER_EMAIL = 'job-owner@bench.example';
const PASSWORD = 'bench-review-writes-password';
const SAMPLE_CSV = path.join('samples', 'kundenliste-beispiel.csv');
const PRODUCT_MAX_UPLOAD_ROWS = 100_000;
const ALONE_PROBE_EVERY_MS = 50;

// ---------------------------------------------------------------------------------------------
// Options.

const values = benchOptions(import.meta.filename, {
  reviewers: { type: 'string', default: '50' },
  duration: { type: 'string', default: '20' },
  'health-duration': { type: 'string', default: '10' },
  alone: { type: 'string', default: '5' },
  rate: { type: 'string', default: '1' },
  companies: { type: 'string', default: '112500' },
  'big-rows': { type: 'string', default: '100000' },
  'big-batches': { type: 'string', default: '4' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
  'cpu-prof': { type: 'boolean', default: false },
  'match-chunk-rows': { type: 'string' },
  'match-pause-ms': { type: 'string' },
});
const reviewerCount = wholeNumber(values.reviewers, 'reviewers');
const duration = wholeNumber(values.duration, 'duration');
const healthDuration = wholeNumber(values['health-duration'], 'health-duration');
const aloneSeconds = wholeNumber(values.alone, 'alone');
const rate = wholeNumber(values.rate, 'rate');
const companiesWanted = wholeNumber(values.companies, 'companies');
const bigRows = wholeNumber(values['big-rows'], 'big-rows');
const bigBatches = wholeNumber(values['big-batches'], 'big-batches');
if (reviewerCount > 200) {
  console.error('--reviewers is at most 200 (one loopback address each, 127.0.0.11 and up).');
  process.exit(2);
}
const companies = Math.max(companiesWanted, companiesForNoisyRows(bigRows));

const work = workFolder('review-writes', values.work);
const dataDir = path.join(work.dir, 'data');
mkdirSync(dataDir, { recursive: true });
const bigPrefix = path.join(work.dir, 'sample', `kunden-${bigRows}`);
const bigCsv = `${bigPrefix}.csv`;
/** --cpu-prof: the server's threads write V8 CPU profiles here (a diagnosis: profiling slows it). */
const profileDir = values['cpu-prof'] ? path.join(work.dir, 'cpu-profiles') : null;
if (profileDir) rmSync(profileDir, { recursive: true, force: true });
/** Microseconds of the monotonic clock, the one V8's CPU profiles use on Linux. */
const monoUs = () => Number(process.hrtime.bigint() / 1000n);
const inData = { env: { DATA_DIR: dataDir } };

/** A small deterministic generator (mulberry32) for the reviewers' phases. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The server.

function startAppServer(): Promise<BenchServer> {
  return startServer({
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      DEMO_COMPANIES: String(companies),
      DEMO_PASSWORD: PASSWORD,
      MAX_UPLOAD_ROWS: String(Math.max(bigRows, PRODUCT_MAX_UPLOAD_ROWS)),
      // The product's defaults (500 rows, no pause) unless the options set them.
      ...(values['match-chunk-rows'] ? { MATCH_CHUNK_ROWS: values['match-chunk-rows'] } : {}),
      ...(values['match-pause-ms'] ? { MATCH_PAUSE_MS: values['match-pause-ms'] } : {}),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// What the machine and the server's threads did during a phase.

interface ThreadTimes {
  /** CPU seconds (user + system) per thread name; the main thread is 'MainThread'. */
  cpu: Map<string, number>;
  /** Seconds waiting on a run queue (schedstat), per thread name. */
  wait: Map<string, number>;
}

function threadTimes(pid: number): ThreadTimes {
  const cpu = new Map<string, number>();
  const wait = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return { cpu, wait };
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      const name = Number(tid) === pid ? 'MainThread' : stat.slice(open + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
      cpu.set(name, (cpu.get(name) ?? 0) + seconds);
      const sched = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ');
      wait.set(name, (wait.get(name) ?? 0) + Number(sched[1]) / 1e9);
    } catch {
      // the thread ended meanwhile
    }
  }
  return { cpu, wait };
}

interface Usage {
  seconds: number;
  /** Cores' worth of CPU per thread name of the server. */
  serverCores: Record<string, number>;
  /** Cores' worth of run-queue wait per thread name of the server. */
  serverWaitCores: Record<string, number>;
  /** This process (autocannon and the probes), cores' worth. */
  benchCores: number;
  /** Share of the machine busy (user, system, irq) and stolen by the hypervisor. */
  machineBusy: number;
  machineSteal: number;
  loadStart: string;
  loadEnd: string;
}

function usageMeter(pid: number): () => Usage {
  const elapsed = stopwatch();
  const threads = threadTimes(pid);
  const ticks = machineTicks();
  const loadStart = loadAverage();
  return () => {
    const own = elapsed();
    const seconds = own.wallMs / 1000;
    const now = threadTimes(pid);
    const after = machineTicks();
    const per = (a: Map<string, number>, b: Map<string, number>) =>
      Object.fromEntries(
        [...a].map(([name, value]) => [name, Math.max(0, value - (b.get(name) ?? 0)) / seconds]),
      );
    const share = machineShare(ticks, after);
    return {
      seconds,
      serverCores: per(now.cpu, threads.cpu),
      serverWaitCores: per(now.wait, threads.wait),
      benchCores: own.cpuMs / 1000 / seconds,
      machineBusy: share.busy,
      machineSteal: share.steal,
      loadStart,
      loadEnd: loadAverage(),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// The measurements.

type Kind = 'writes' | 'paced' | 'health';
type State = 'baseline' | 'loaded' | 'after';

interface Phase {
  state: State;
  kind: Kind;
  name: string;
  latency: Latencies;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  usage: Usage;
  /** The phase on the monotonic clock (µs), for --cpu-prof. */
  window: [number, number];
  /** --cpu-prof: the server's main thread during the phase. */
  profile?: ProfileSlice;
  /** Requests slower than the target, merged into episodes where they overlap in time. */
  slow: { requests: number; episodes: number; longestEpisodeMs: number; episodesShare: number };
  /** The episodes on the monotonic clock (µs). */
  slowEpisodes: [number, number][];
  /** --cpu-prof: the server's main thread during the episodes. */
  slowProfile?: ProfileSlice;
  /** Rows the matching jobs committed during the phase, per second; null without a job. */
  matchingRowsPerSecond: number | null;
  /** Whether a job was still running when the phase ended (loaded phases). */
  jobRanThroughout: boolean | null;
}

/** Merges the slow requests' intervals where they overlap: the stalls behind them. */
function slowEpisodes(slow: [number, number][], phaseUs: number): Pick<Phase, 'slow' | 'slowEpisodes'> {
  const episodes: [number, number][] = [];
  for (const [from, to] of [...slow].sort((a, b) => a[0] - b[0])) {
    const last = episodes.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else episodes.push([from, to]);
  }
  const lengths = episodes.map(([from, to]) => to - from);
  return {
    slow: {
      requests: slow.length,
      episodes: episodes.length,
      longestEpisodeMs: lengths.length ? Math.max(...lengths) / 1000 : 0,
      episodesShare: lengths.reduce((sum, us) => sum + us, 0) / phaseUs,
    },
    slowEpisodes: episodes,
  };
}

interface Run {
  latencies: number[];
  /** Requests slower than the target: start and end on the monotonic clock (µs). */
  slow: [number, number][];
  result: AutocannonResult[];
  /** Answers per reviewer index. */
  answered: Map<number, number>;
}

/**
 * One autocannon instance; each of its clients gets the requests of the reviewers given, at most
 * `limit` of them (autocannon encodes them all when the client is set up; a paced reviewer needs
 * few, and encoding a thousand each while other reviewers already send would delay their answers
 * in this process).
 */
function cannon(
  options: AutocannonOptions,
  reviewers: number[],
  run: Run,
  limit = Number.POSITIVE_INFINITY,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const owner = new Map<AutocannonClient, number>();
    let next = 0;
    const instance = autocannon(
      {
        ...options,
        ...(reviewers.length
          ? {
              setupClient: (client: AutocannonClient) => {
                const index = reviewers[next++ % reviewers.length]!;
                owner.set(client, index);
                client.setRequests(decisions(allReviewers[index]!, limit));
              },
            }
          : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else {
          run.result.push(result);
          resolve();
        }
      },
    );
    instance.on('response', (client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300) run.latencies.push(ms);
      if (ms > TARGET_P99_MS) {
        const end = monoUs();
        run.slow.push([end - ms * 1000, end]);
      }
      const index = owner.get(client);
      if (index !== undefined) run.answered.set(index, (run.answered.get(index) ?? 0) + 1);
    });
  });
}

let allReviewers: Reviewer[] = [];
let server: BenchServer | null = null;
/** The running server. */
const running = (): BenchServer => {
  if (!server) throw new Error('the server is not running');
  return server;
};
let ownerCookie = '';
let bigBatchIds: string[] = [];

async function bigProgress(): Promise<{ finished: number; running: boolean }> {
  let finished = 0;
  let isRunning = false;
  for (const batchId of bigBatchIds) {
    const s = await matchStatus(running().url, ownerCookie, batchId);
    finished += s.finished;
    if ((s.rowsPerSecond ?? 0) > 0 && !s.isFinished) isRunning = true;
  }
  return { finished, running: isRunning };
}

async function measure(state: State, kind: Kind): Promise<Phase> {
  const seconds = kind === 'health' ? healthDuration : duration;
  const name =
    kind === 'writes'
      ? `review writes, ${reviewerCount} reviewers, closed loop`
      : kind === 'paced'
        ? `review writes, ${reviewerCount} reviewers, ${rate}/s each`
        : `GET /health, ${reviewerCount} connections, closed loop`;
  console.error(`    ${state}: ${name}, ${seconds} s …`);
  const progressBefore = state === 'loaded' ? await bigProgress() : null;
  const run: Run = { latencies: [], slow: [], result: [], answered: new Map() };
  const meter = usageMeter(running().pid);
  const started = performance.now();
  const startUs = monoUs();
  const base = { url: running().url, duration: seconds, timeout: 30 };
  if (kind === 'health') {
    await cannon(
      { ...base, connections: reviewerCount, requests: [{ method: 'GET', path: '/health', headers: {} }] },
      [],
      run,
    );
  } else if (kind === 'writes') {
    await cannon(
      { ...base, connections: reviewerCount },
      allReviewers.map((_, i) => i),
      run,
    );
  } else {
    // One instance per reviewer, each started at its own random offset within the first second,
    // so the reviewers' decisions are spread over the second as independent people's would be.
    // The same offsets in every state, so that the states compare.
    const draw = random(7);
    await Promise.all(
      allReviewers.map(async (_, i) => {
        await sleep(draw() * 1000);
        // autocannon's correction for coordinated omission assumes an interval of ceil(1 / rate)
        // ms; every latency here is its own request's, and 1 s apart.
        await cannon(
          { ...base, connections: 1, connectionRate: rate, ignoreCoordinatedOmission: true },
          [i],
          run,
          rate * (seconds + 2),
        );
      }),
    );
  }
  const wall = (performance.now() - started) / 1000;
  const endUs = monoUs();
  const usage = meter();
  const progressAfter = state === 'loaded' ? await bigProgress() : null;
  for (const [index, count] of run.answered) allReviewers[index]!.answered += count;
  const statusCodes: Record<string, number> = {};
  for (const result of run.result)
    for (const [code, { count }] of Object.entries(result.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const phase: Phase = {
    state,
    kind,
    name,
    latency: summarize(run.latencies),
    requestsPerSecond: run.latencies.length / (kind === 'paced' ? seconds : wall),
    non2xx: run.result.reduce((s, r) => s + r.non2xx, 0),
    errors: run.result.reduce((s, r) => s + r.errors, 0),
    timeouts: run.result.reduce((s, r) => s + r.timeouts, 0),
    statusCodes,
    usage,
    window: [startUs, endUs],
    ...slowEpisodes(run.slow, endUs - startUs),
    matchingRowsPerSecond:
      progressBefore && progressAfter ? (progressAfter.finished - progressBefore.finished) / wall : null,
    jobRanThroughout: progressAfter ? progressAfter.running : null,
  };
  const l = phase.latency;
  console.error(
    `      ${fmt(phase.requestsPerSecond)} req/s, p50 ${fmt(l.p50, 1)} ms, p99 ${fmt(l.p99, 1)} ms, max ${fmt(l.max, 1)} ms, non-2xx ${phase.non2xx}, errors ${phase.errors}${phase.matchingRowsPerSecond === null ? '' : `, matching ${fmt(phase.matchingRowsPerSecond)} rows/s${phase.jobRanThroughout ? '' : ' (NO JOB RUNNING at the end)'}`} (load ${usage.loadEnd.split(' ')[0]})`,
  );
  if (phase.non2xx > 0 || phase.errors > 0)
    console.error(
      `      status codes ${JSON.stringify(statusCodes)}; server output:\n${running().output().slice(-2000)}`,
    );
  return phase;
}

interface Alone {
  health: Latencies;
  usage: Usage;
  window: [number, number];
  profile?: ProfileSlice;
  matchingRowsPerSecond: number;
  running: boolean;
}

/** The job alone: one /health probe at a time, every 50 ms; the threads' CPU; the job's rate. */
async function alone(): Promise<Alone> {
  console.error(
    `    loaded: the job alone, /health probed every ${ALONE_PROBE_EVERY_MS} ms, ${aloneSeconds} s …`,
  );
  const before = await bigProgress();
  const meter = usageMeter(running().pid);
  const started = performance.now();
  const startUs = monoUs();
  const latencies: number[] = [];
  while (performance.now() - started < aloneSeconds * 1000) {
    const probe = performance.now();
    const answer = await call(running().url, 'GET', '/health');
    if (answer.status !== 200) throw new Error(`/health answered ${answer.status}`);
    const ms = performance.now() - probe;
    latencies.push(ms);
    await sleep(Math.max(0, ALONE_PROBE_EVERY_MS - ms));
  }
  const wall = (performance.now() - started) / 1000;
  const usage = meter();
  const after = await bigProgress();
  const result: Alone = {
    health: summarize(latencies),
    usage,
    window: [startUs, monoUs()],
    matchingRowsPerSecond: (after.finished - before.finished) / wall,
    running: after.running,
  };
  console.error(
    `      matching ${fmt(result.matchingRowsPerSecond)} rows/s; /health p50 ${fmt(result.health.p50, 1)} ms, max ${fmt(result.health.max, 1)} ms (load ${usage.loadEnd.split(' ')[0]})`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// --cpu-prof: where the server's main thread spent each phase (V8 CPU profile, sampled every ms).

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Who a sample works for: the deepest frame of server/src decides. */
type Owner =
  | 'matching job'
  | 'review writes'
  | 'sessions'
  | 'health'
  | 'other server code'
  | 'HTTP, framework'
  | 'GC'
  | 'idle';
const OWNERS: Owner[] = [
  'matching job',
  'review writes',
  'sessions',
  'health',
  'other server code',
  'HTTP, framework',
  'GC',
  'idle',
];
/** Where a sample's time went: SQLite (better-sqlite3's native calls show as the self time of
 * Kysely's SqliteConnection.executeQuery, which calls them; preparing a statement is
 * better-sqlite3's `prepare`), Kysely building and compiling the query, or the rest. */
type Leaf = 'sqlite' | 'kysely' | 'other';
function leafOf(frame: ProfileNode['callFrame']): Leaf {
  if (frame.url.includes('/better-sqlite3/')) return 'sqlite';
  if (frame.url.endsWith('/dialect/sqlite/sqlite-driver.js') && frame.functionName === 'executeQuery')
    return 'sqlite';
  if (frame.url.includes('/kysely/')) return 'kysely';
  return 'other';
}

interface ProfileSlice {
  /** Milliseconds per second of the phase, per owner: in SQLite, in Kysely, the rest. */
  msPerSecond: Record<Owner, Record<Leaf, number>>;
  /** The longest stretch the main thread worked for the matching job without a break (ms). */
  longestJobStretchMs: number;
  /** Stretches of matching-job work of 50 ms or more, per second. */
  jobStretchesOver50msPerSecond: number;
}

function ownerOf(path: string): Owner {
  if (path.includes('/matching/')) return 'matching job';
  if (path.includes('/review/')) return 'review writes';
  if (path.includes('/auth/')) return 'sessions';
  if (path.includes('/system/health')) return 'health';
  return 'other server code';
}

/** Slices the main thread's profile by the phases' windows. */
function sliceProfile(profile: CpuProfile, windowSets: [number, number][][]): ProfileSlice[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const memo = new Map<number, { owner: Owner; leaf: Leaf }>();
  const classify = (id: number) => {
    const known = memo.get(id);
    if (known) return known;
    const leaf = byId.get(id)!.callFrame;
    let owner: Owner | null = null;
    if (leaf.functionName === '(idle)') owner = 'idle';
    else if (leaf.functionName === '(garbage collector)') owner = 'GC';
    // The deepest frame of server/src decides, but a review write's own calls into the matching
    // job's storage (findMatchJob) are the review's.
    let deepest: Owner | null = null;
    for (let at: number | undefined = id; owner === null && at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (!url.includes('/server/src/')) continue;
      deepest ??= ownerOf(url);
      if (ownerOf(url) === 'review writes') owner = 'review writes';
    }
    owner ??= deepest;
    const result = { owner: owner ?? 'HTTP, framework', leaf: leafOf(leaf) };
    memo.set(id, result);
    return result;
  };
  return windowSets.map((windows) => {
    const msPerSecond = Object.fromEntries(
      OWNERS.map((o) => [o, { sqlite: 0, kysely: 0, other: 0 }]),
    ) as ProfileSlice['msPerSecond'];
    let t = profile.startTime;
    let stretch = 0;
    let longest = 0;
    let over50 = 0;
    const endStretch = () => {
      longest = Math.max(longest, stretch);
      if (stretch >= 50_000) over50++;
      stretch = 0;
    };
    let w = 0;
    for (let i = 0; i < profile.samples.length && w < windows.length; i++) {
      const delta = profile.timeDeltas[i] ?? 0;
      t += delta;
      while (w < windows.length && t > windows[w]![1]) {
        w++;
        endStretch();
      }
      if (w >= windows.length || t < windows[w]![0]) continue;
      // A sample stands for the time since the previous one.
      const { owner, leaf } = classify(profile.samples[i]!);
      msPerSecond[owner][leaf] += delta / 1000;
      if (owner === 'matching job') stretch += delta;
      else endStretch();
    }
    endStretch();
    const seconds = windows.reduce((sum, [from, to]) => sum + (to - from), 0) / 1e6 || 1;
    for (const owner of OWNERS) {
      for (const leaf of ['sqlite', 'kysely', 'other'] as const) msPerSecond[owner][leaf] /= seconds;
    }
    return {
      msPerSecond,
      longestJobStretchMs: longest / 1000,
      jobStretchesOver50msPerSecond: over50 / seconds,
    };
  });
}

/** The main thread's profile of the server (thread id 0 in the file name). */
function mainThreadProfile(pid: number): CpuProfile | null {
  if (!profileDir || !existsSync(profileDir)) return null;
  const file = readdirSync(profileDir).find(
    (name) => name.includes(`.${pid}.0.`) && name.endsWith('.cpuprofile'),
  );
  return file ? (JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile) : null;
}

// ---------------------------------------------------------------------------------------------
// The run.

const loadBefore = loadAverage();
console.error(`Working in ${work.dir}`);
removeAppDatabase(dataDir);

// 1. The reviewers' accounts, with the users CLI, before the server starts.
console.error(`1/6 create ${reviewerCount} reviewer accounts with the users CLI …`);
const accountsStarted = performance.now();
const emails = Array.from(
  { length: reviewerCount },
  (_, i) => `reviewer-${String(i + 1).padStart(3, '0')}@bench.example`,
);
const addAccount = (email: string, name: string) =>
  runNode(
    [USERS_CLI, 'add', '--email', email, '--password', PASSWORD, '--first-name', 'Reviewer', '--name', name],
    inData,
  );
// The first creates the database; then two at a time (2 cores).
await addAccount(OWNER_EMAIL, 'Owner');
for (let i = 0; i < emails.length; i += 2) {
  await Promise.all(emails.slice(i, i + 2).map((email, j) => addAccount(email, String(i + j + 1))));
}
const accountsMs = performance.now() - accountsStarted;

// 2. The server (first start: companies and the 250-row sample), the big customer file.
console.error(`2/6 start the server (first start: ${fmt(companies)} demo companies and the sample file) …`);
const serverStarted = performance.now();
server = await startAppServer();
const firstStartMs = performance.now() - serverStarted;
const sampleCsv = path.join(dataDir, SAMPLE_CSV);
if (!existsSync(sampleCsv)) throw new Error(`the server wrote no sample file ${sampleCsv}`);
const sampleRows = readFileSync(sampleCsv, 'utf8').trim().split(/\r?\n/).length - 1;
const noisyMs = await ensureNoisyFile(dataDir, bigPrefix, bigRows, '   ');

// 3. Sign-ins, uploads, the reviewers' matching jobs, their rows.
console.error(`3/6 sign in, upload the sample ${reviewerCount} times and the big file ${bigBatches} times …`);
ownerCookie = await signInFrom(running().url, OWNER_EMAIL, PASSWORD, '127.0.0.1');
const setupStarted = performance.now();
allReviewers = [];
for (const [i, email] of emails.entries()) {
  const cookie = await signInFrom(running().url, email, PASSWORD, `127.0.0.${11 + i}`);
  const batch = await uploadRows(running().url, cookie, sampleCsv, sampleRows);
  await startMatching(running().url, cookie, batch);
  allReviewers.push({ email, url: running().url, cookie, batchId: batch.batchId, rows: [], answered: 0 });
}
const bigUploads: UploadResponse[] = [];
for (let i = 0; i < bigBatches; i++)
  bigUploads.push(await uploadRows(running().url, ownerCookie, bigCsv, bigRows));
bigBatchIds = bigUploads.map((b) => b.batchId);
for (const reviewer of allReviewers) {
  for (;;) {
    const s = await matchStatus(running().url, reviewer.cookie, reviewer.batchId);
    if (s.isFinished) break;
    await sleep(250);
  }
  reviewer.rows = await reviewRows(running().url, reviewer.cookie, reviewer.batchId);
  if (reviewer.rows.length !== sampleRows)
    throw new Error(`${reviewer.email}: ${reviewer.rows.length} matched rows, not ${sampleRows}`);
}
const setupMs = performance.now() - setupStarted;

// A short warm-up, not recorded (the server's first review writes).
console.error('    warm-up: 3 s of review writes …');
{
  const run: Run = { latencies: [], slow: [], result: [], answered: new Map() };
  await cannon(
    { url: running().url, connections: reviewerCount, duration: 3, timeout: 30 },
    allReviewers.map((_, i) => i),
    run,
  );
  for (const [index, count] of run.answered) allReviewers[index]!.answered += count;
}

// 4. Baseline: no matching job.
console.error('4/6 baseline: no matching job runs …');
const phases: Phase[] = [];
for (const kind of ['writes', 'paced', 'health'] as const) phases.push(await measure('baseline', kind));

// 5. Loaded: the big jobs run one after another.
console.error(`5/6 loaded: start matching the ${bigBatches} big batches (${fmt(bigRows)} rows each) …`);
for (const batch of bigUploads) await startMatching(running().url, ownerCookie, batch);
const waitStarted = performance.now();
for (;;) {
  const p = await bigProgress();
  if (p.running && p.finished > 0) break;
  if (performance.now() - waitStarted > 60_000)
    throw new Error('the big matching job committed nothing in 60 s');
  await sleep(100);
}
const jobAlone = await alone();
for (const kind of ['writes', 'paced', 'health'] as const) phases.push(await measure('loaded', kind));

// 6. Stop the jobs (the queued ones first, so none starts meanwhile) and measure again.
console.error('6/6 after: stop the jobs and measure again …');
for (const batchId of [...bigBatchIds].reverse()) await stopMatching(running().url, ownerCookie, batchId);
for (let quiet = 0; quiet < 3;) {
  const before = await bigProgress();
  await sleep(500);
  const after = await bigProgress();
  quiet = !after.running && after.finished === before.finished ? quiet + 1 : 0;
}
const matchedRows = (await bigProgress()).finished;
for (const kind of ['writes', 'paced', 'health'] as const) phases.push(await measure('after', kind));
const serverPid = running().pid;
const serverPeakRssMb = await running().stop();
server = null;
closeConnections();
const loadAfter = loadAverage();
const profile = mainThreadProfile(serverPid);
if (profileDir && !profile) throw new Error(`no CPU profile of the server's main thread in ${profileDir}`);
if (profile) {
  const slices = sliceProfile(profile, [
    ...phases.map((p) => [p.window]),
    [jobAlone.window],
    ...phases.map((p) => p.slowEpisodes),
  ]);
  phases.forEach((p, i) => {
    p.profile = slices[i];
    p.slowProfile = slices[phases.length + 1 + i];
  });
  jobAlone.profile = slices[phases.length];
}

// ---------------------------------------------------------------------------------------------
// The report.

const get = (state: State, kind: Kind) => phases.find((p) => p.state === state && p.kind === kind)!;
const ms = (n: number) => fmt(n, n < 10 ? 1 : 0);
const header = [
  'phase',
  'job',
  'requests',
  'req/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'max ms',
  'non-2xx',
  `> ${TARGET_P99_MS} ms: requests / episodes / longest ms`,
  'load (1 min)',
];
const table = phases.map((p) => [
  p.name,
  p.state === 'loaded'
    ? p.jobRanThroughout
      ? 'running'
      : 'ENDED'
    : p.state === 'baseline'
      ? 'none'
      : 'stopped',
  fmt(p.latency.count),
  fmt(p.requestsPerSecond),
  ms(p.latency.p50),
  ms(p.latency.p90),
  ms(p.latency.p99),
  ms(p.latency.max),
  String(p.non2xx + p.errors),
  `${fmt(p.slow.requests)} / ${fmt(p.slow.episodes)} / ${fmt(p.slow.longestEpisodeMs)}`,
  `${p.usage.loadStart.split(' ')[0]}–${p.usage.loadEnd.split(' ')[0]}`,
]);
const ratioRows = (['writes', 'paced', 'health'] as const).map((kind) => {
  const base = get('baseline', kind);
  const loaded = get('loaded', kind);
  const after = get('after', kind);
  return {
    kind,
    name: loaded.name,
    p50: loaded.latency.p50 / base.latency.p50,
    p90: loaded.latency.p90 / base.latency.p90,
    p99: loaded.latency.p99 / base.latency.p99,
    requestsPerSecond: loaded.requestsPerSecond / base.requestsPerSecond,
    afterP99: after.latency.p99 / base.latency.p99,
  };
});
const cores = (record: Record<string, number>, name: string) => record[name] ?? 0;
const otherCores = (record: Record<string, number>) =>
  Object.entries(record)
    .filter(([name]) => name !== 'MainThread' && name !== 'WorkerThread')
    .reduce((s, [, v]) => s + v, 0);
const usageHeader = [
  'phase',
  'server main thread: CPU / run-queue wait (cores)',
  'server worker threads: CPU (cores)',
  'server other threads (cores)',
  'benchmark process (cores)',
  'machine busy / steal',
  'matching rows/s',
  'main-thread CPU ms per request',
];
const usageRow = (
  label: string,
  u: Usage,
  rowsPerSecond: number | null,
  requestsPerSecond: number | null,
) => [
  label,
  `${fmt(cores(u.serverCores, 'MainThread'), 2)} / ${fmt(cores(u.serverWaitCores, 'MainThread'), 2)}`,
  fmt(cores(u.serverCores, 'WorkerThread'), 2),
  fmt(otherCores(u.serverCores), 2),
  fmt(u.benchCores, 2),
  `${fmt(u.machineBusy * 100)} % / ${fmt(u.machineSteal * 100)} %`,
  rowsPerSecond === null ? '-' : fmt(rowsPerSecond),
  requestsPerSecond ? fmt((cores(u.serverCores, 'MainThread') * 1000) / requestsPerSecond, 2) : '-',
];
const usageTable = [
  ...phases.map((p) =>
    usageRow(`${p.state}: ${p.name}`, p.usage, p.matchingRowsPerSecond, p.requestsPerSecond),
  ),
  usageRow(
    `loaded: the job alone (/health every ${ALONE_PROBE_EVERY_MS} ms)`,
    jobAlone.usage,
    jobAlone.matchingRowsPerSecond,
    null,
  ),
];

const profileHeader = [
  'phase',
  'job: SQLite / Kysely / JS',
  'review writes: SQLite / Kysely / JS',
  'sessions',
  'rest: SQLite / Kysely / JS',
  'GC',
  'idle',
  'longest job stretch',
  'job stretches ≥ 50 ms',
];
const profileRow = (label: string, slice: ProfileSlice) => {
  const m = slice.msPerSecond;
  const sum = (...owners: Owner[]) =>
    owners.reduce((total, owner) => total + m[owner].sqlite + m[owner].kysely + m[owner].other, 0);
  const split = (owner: Owner) =>
    `${fmt(m[owner].sqlite)} / ${fmt(m[owner].kysely)} / ${fmt(m[owner].other)}`;
  return [
    label,
    split('matching job'),
    split('review writes'),
    fmt(sum('sessions')),
    (['sqlite', 'kysely', 'other'] as const)
      .map((leaf) => fmt(m['HTTP, framework'][leaf] + m['other server code'][leaf] + m.health[leaf]))
      .join(' / '),
    fmt(sum('GC')),
    fmt(sum('idle')),
    `${fmt(slice.longestJobStretchMs)} ms`,
    `${fmt(slice.jobStretchesOver50msPerSecond, 1)}/s`,
  ];
};
const profileText = profile
  ? `
The server's main thread by V8 CPU profile (--cpu-prof; profiling slows the server, so these figures are not the recorded ones), ms per second of the phase, by who the work was for (a frame of server/src/review, else the deepest frame of server/src; 'rest' is HTTP, the framework, and the parts of queries resumed after an await, whose stacks hold no frame of server/src, so the owners' figures are lower bounds); 'SQLite' is better-sqlite3 preparing and running statements (commits and checkpoints included), 'Kysely' building and compiling queries; a stretch is uninterrupted main-thread work for the matching job (reading rows, results from the workers, storing a chunk), during which nothing else runs:
${markdown(profileHeader, [
  ...phases.map((p) => profileRow(`${p.state}: ${p.name}`, p.profile!)),
  profileRow('loaded: the job alone', jobAlone.profile!),
])}

The same, only during the episodes of requests slower than ${TARGET_P99_MS} ms (ms per second of episode):
${markdown(
  profileHeader,
  phases.filter((p) => p.slow.episodes > 0).map((p) => profileRow(`${p.state}: ${p.name}`, p.slowProfile!)),
)}
`
  : '';
const machine = machineLine();
const closedLoaded = get('loaded', 'writes');
const pacedLoaded = get('loaded', 'paced');
const targets: Target[] = [
  [
    `review writes, ${reviewerCount} reviewers, closed loop, while a job runs: p99 ≤ ${TARGET_P99_MS} ms`,
    closedLoaded.latency.p99 <= TARGET_P99_MS &&
      closedLoaded.jobRanThroughout === true &&
      closedLoaded.non2xx === 0,
    `p99 ${ms(closedLoaded.latency.p99)} ms at ${fmt(closedLoaded.requestsPerSecond)} req/s`,
  ],
  [
    `review writes, ${reviewerCount} reviewers at ${rate}/s each, while a job runs: p99 ≤ ${TARGET_P99_MS} ms`,
    pacedLoaded.latency.p99 <= TARGET_P99_MS &&
      pacedLoaded.jobRanThroughout === true &&
      pacedLoaded.non2xx === 0,
    `p99 ${ms(pacedLoaded.latency.p99)} ms at ${fmt(pacedLoaded.requestsPerSecond)} req/s`,
  ],
];

const text = `
Review-write benchmark: ${reviewerCount} reviewers (own account, session, loopback address and batch of ${sampleRows} rows each), ${fmt(companies)} companies, a matching job of ${bigBatches} × ${fmt(bigRows)} rows; MATCH_CHUNK_ROWS ${values['match-chunk-rows'] ?? '500 (default)'}, MATCH_PAUSE_MS ${values['match-pause-ms'] ?? '0 (default)'}${profileDir ? '; CPU PROFILING ON' : ''}
Machine: ${machine}
Load: before ${loadBefore}; after ${loadAfter}
Setup: ${reviewerCount} accounts with the users CLI ${fmt(accountsMs / 1000, 1)} s; first start ${fmt(firstStartMs / 1000, 1)} s${noisyMs === null ? '' : `; noisy file ${fmt(noisyMs / 1000, 1)} s`}; sign-ins, uploads and the reviewers' jobs ${fmt(setupMs / 1000, 1)} s

${markdown(header, table)}

Loaded / baseline (same run):
${ratioRows.map((r) => `  ${r.name}: p50 ${fmt(r.p50, 2)}×, p90 ${fmt(r.p90, 2)}×, p99 ${fmt(r.p99, 2)}×, req/s ${fmt(r.requestsPerSecond, 2)}×; after stopping the job p99 ${fmt(r.afterP99, 2)}× the baseline`).join('\n')}

The job alone (before the loaded phases): ${fmt(jobAlone.matchingRowsPerSecond)} rows/s; /health one probe at a time p50 ${ms(jobAlone.health.p50)} ms, p99 ${ms(jobAlone.health.p99)} ms, max ${ms(jobAlone.health.max)} ms (${jobAlone.health.count} probes)
Rows matched by the big jobs until stopped: ${fmt(matchedRows)}; server peak RSS ${fmt(serverPeakRssMb)} MB

Where the CPU went (per phase; a core's worth = 1.00; run-queue wait = time ready to run but not on a core):
${markdown(usageHeader, usageTable)}

${profileText}
Targets (issue 7):
${targetLines(targets)}
`;
console.log(text);

writeFigures(path.join(work.dir, 'bench-review-writes.json'), {
  reviewers: reviewerCount,
  reviewerRows: sampleRows,
  companies,
  bigRows,
  bigBatches,
  durationSeconds: duration,
  healthDurationSeconds: healthDuration,
  ratePerReviewer: rate,
  matchChunkRows: values['match-chunk-rows'] ?? null,
  matchPauseMs: values['match-pause-ms'] ?? null,
  cpuProfile: profileDir !== null,
  machine,
  loadBefore,
  loadAfter,
  setup: { accountsMs, firstStartMs, noisyMs, setupMs },
  phases,
  jobAlone,
  matchedRows,
  serverPeakRssMb,
  ratios: ratioRows,
  targets,
});
// The CPU profiles stay with the figures: they are what a --cpu-prof run is for.
clearWorkFolder(work, {
  keep: values.keep,
  keepFiles: ['bench-review-writes.json', ...(profileDir ? ['cpu-profiles'] : [])],
});
