/**
 * `npm run bench:match`: the matching engine end to end, on the product's own entry points
 * (`npm run companies` and `npm run match`) in child processes, against a baseline in the same run:
 *
 * 1. generate the company database (--companies, default 1,000,000; the default seed);
 * 2. write a noisy customer file of --rows rows (default 100,000, seed 1) with its truth;
 * 3. match it with the index engine, building the index (cold start: build time, peak RSS);
 * 4. match it again with the index read from its cache file (a restart): rows per second end to
 *    end (reading the CSV, normalising, matching on two worker threads, writing JSON lines), the
 *    RSS with the index loaded, and every quality measure against the truth;
 * 5. the same on one thread, for the per-core ratio;
 * 6. the baseline (SQLite FTS5 on the two rarest name words plus Jaro-Winkler, one thread) on the
 *    first --baseline-rows rows (default 5,000), and the index engine on the same rows.
 *
 * Prints the figures, the machine and the targets of issue 5 met or not; writes them as JSON to
 * WORK/bench-match.json. Options: --work DIR (reuse a folder: the database, the sample and the
 * index cache are kept and reused), --keep, --reference FILE (a bench-match.json of a smaller
 * database: its rows per second are compared with this run's).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const COMPANIES_CLI = path.join(root, 'server', 'src', 'cli', 'companies.ts');
const MATCH_CLI = path.join(root, 'server', 'src', 'cli', 'match.ts');

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000000' },
    rows: { type: 'string', default: '100000' },
    'baseline-rows': { type: 'string', default: '5000' },
    'single-thread-rows': { type: 'string', default: '20000' },
    work: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reference: { type: 'string' },
  },
});
const companies = Number(values.companies);
const rows = Number(values.rows);
const baselineRows = Number(values['baseline-rows']);
const singleRows = Number(values['single-thread-rows']);
for (const [name, n] of [
  ['--companies', companies],
  ['--rows', rows],
  ['--baseline-rows', baselineRows],
  ['--single-thread-rows', singleRows],
] as const) {
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1.`);
    process.exit(2);
  }
}

const work = values.work
  ? path.resolve(values.work)
  : mkdtempSync(path.join(os.tmpdir(), 'datacare-bench-match-'));
mkdirSync(work, { recursive: true });
const dataDir = path.join(work, 'data');
const sample = path.join(work, 'sample', `kunden-${rows}`);

interface Run {
  ms: number;
  output: string;
}

/** Runs a node script; rejects with its output when it fails. */
function runNode(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${output}`));
      else resolve({ ms: performance.now() - started, output });
    });
  });
}

/** The figures `npm run match -- --report` writes (server/src/cli/match.ts MatchRunReport). */
interface CalibrationBand {
  from: number;
  entries: number;
  stated: number;
  observed: number;
}
interface MatchReport {
  engine: string;
  rows: number;
  ms: number;
  rowsPerSecond: number;
  index: { origin: string; ms: number; companies: number | null };
  rssAfterIndexMb: number;
  peakRssMb: number;
  workers: number;
  evaluation: {
    rows: number;
    rowsWithCompany: number;
    candidateRecall: number;
    topRecall: number;
    exact: { rows: number; correct: number; precision: number; recall: number };
    noMatch: { rows: number; correct: number; precision: number };
    manual: { rows: number };
    decidedShare: number;
    calibrationBest: CalibrationBand[];
    calibrationAll: CalibrationBand[];
    worstBandGap: { best: number; all: number };
    minBandEntries: number;
  };
}

async function match(name: string, extra: string[]): Promise<MatchReport> {
  const report = path.join(work, `${name}.json`);
  await runNode([
    MATCH_CLI,
    '--input',
    `${sample}.csv`,
    '--mapping',
    'sample',
    '--out',
    path.join(work, `${name}.jsonl`),
    '--truth',
    `${sample}.truth.csv`,
    '--report',
    report,
    ...extra,
  ]);
  return JSON.parse(readFileSync(report, 'utf8')) as MatchReport;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;
const loadBefore = os.loadavg();

console.error(`Working in ${work}`);
const companyFile = path.join(dataDir, 'companies.sqlite');
let generateMs: number | null = null;
if (existsSync(companyFile)) {
  console.error(`1/6 company database exists (${companyFile}): reused`);
} else {
  console.error(`1/6 generate ${fmt(companies)} companies …`);
  generateMs = (await runNode([COMPANIES_CLI, 'generate', '--count', String(companies)])).ms;
}
if (existsSync(`${sample}.truth.csv`)) {
  console.error(`2/6 sample of ${fmt(rows)} rows exists: reused`);
} else {
  console.error(`2/6 write a noisy customer file of ${fmt(rows)} rows with its truth …`);
  await runNode([COMPANIES_CLI, 'noisy', '--count', String(rows), '--out', sample, '--seed', '1']);
}
rmSync(path.join(dataDir, 'match-index'), { recursive: true, force: true });
console.error('3/6 match with the index engine, building the index …');
const cold = await match('index-cold', []);
console.error('4/6 match again, index read from its cache (a restart) …');
const warm = await match('index', []);
console.error(`5/6 the same on one thread (${fmt(Math.min(singleRows, rows))} rows) …`);
const single = await match('index-one-thread', ['--workers', '0', '--limit', String(singleRows)]);
console.error(
  `6/6 the baseline on the first ${fmt(baselineRows)} rows, and the index engine on the same rows …`,
);
const baseline = await match('baseline', ['--engine', 'baseline', '--limit', String(baselineRows)]);
const sameRows = await match('index-baseline-rows', ['--limit', String(baselineRows)]);
const loadAfter = os.loadavg();

const reference = values.reference
  ? (JSON.parse(readFileSync(values.reference, 'utf8')) as { companies: number; index: MatchReport })
  : null;
const evaluation = warm.evaluation;
const ratio = warm.rowsPerSecond / baseline.rowsPerSecond;
const perCoreRatio = single.rowsPerSecond / baseline.rowsPerSecond;
const enough = evaluation.minBandEntries;
const targets: [string, boolean, string][] = [
  [`≥ 2,000 rows/s end to end`, warm.rowsPerSecond >= 2000, `${fmt(warm.rowsPerSecond)} rows/s`],
  [`≥ 50× the baseline`, ratio >= 50, `${fmt(ratio, 1)}×`],
  [
    `right company among the candidates ≥ 99 %`,
    evaluation.candidateRecall >= 0.99,
    pct(evaluation.candidateRecall),
  ],
  [`precision of exact ≥ 99.5 %`, evaluation.exact.precision >= 0.995, pct(evaluation.exact.precision)],
  [`decided without review ≥ 85 %`, evaluation.decidedShare >= 0.85, pct(evaluation.decidedShare)],
  [
    `every band with ≥ ${enough} rows within 5 points`,
    evaluation.worstBandGap.best <= 0.05,
    `worst gap ${pct(evaluation.worstBandGap.best)} (every entry: ${pct(evaluation.worstBandGap.all)})`,
  ],
];
if (companies === 1_000_000) {
  targets.splice(2, 0, [
    `index RSS ≤ 1.5 GB at 1,000,000`,
    warm.rssAfterIndexMb <= 1536,
    `${fmt(warm.rssAfterIndexMb)} MB`,
  ]);
}
if (reference) {
  const slower = reference.index.rowsPerSecond / warm.rowsPerSecond;
  targets.push([
    `time at ${fmt(companies)} ≤ twice the time at ${fmt(reference.companies)}`,
    slower <= 2,
    `${fmt(slower, 2)}× (${fmt(reference.index.rowsPerSecond)} -> ${fmt(warm.rowsPerSecond)} rows/s)`,
  ]);
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
const row = (name: string, r: MatchReport) => {
  const e = r.evaluation;
  return `| ${name} | ${fmt(r.rows)} | ${fmt(r.rowsPerSecond)} | ${pct(e.candidateRecall)} | ${pct(e.exact.precision)} | ${pct(e.exact.recall)} | ${pct(e.decidedShare)} | ${pct(e.worstBandGap.best)} |`;
};
const bands = (list: CalibrationBand[]) =>
  list
    .map(
      (b) =>
        `| ${b.from.toFixed(1)}–${(b.from + 0.1).toFixed(1)} | ${fmt(b.entries)} | ${b.entries ? pct(b.stated) : '–'} | ${b.entries ? pct(b.observed) : '–'} |`,
    )
    .join('\n');

const text = `
Matching benchmark: ${fmt(companies)} companies, ${fmt(rows)} noisy rows (${fmt(evaluation.rowsWithCompany)} with a company in the database)
Machine: ${machine}
${generateMs === null ? '' : `Generating the company database: ${fmt(generateMs / 1000, 1)} s\n`}
| step | figure |
|---|---|
| index build (cold start, from the company database) | ${fmt(cold.index.ms / 1000, 1)} s |
| index load from the cache file (restart) | ${fmt(warm.index.ms / 1000, 1)} s |
| RSS with the index loaded | ${fmt(warm.rssAfterIndexMb)} MB |
| peak RSS, matching with the cached index | ${fmt(warm.peakRssMb)} MB |
| peak RSS, cold start (build + match) | ${fmt(cold.peakRssMb)} MB |
| rows per second end to end, 2 worker threads | ${fmt(warm.rowsPerSecond)} (${fmt(warm.ms / 1000, 1)} s for ${fmt(warm.rows)} rows) |
| rows per second, one thread | ${fmt(single.rowsPerSecond)} |
| baseline rows per second (one thread; FTS5 table built in ${fmt(baseline.index.ms / 1000, 1)} s) | ${fmt(baseline.rowsPerSecond)} |
| ratio to the baseline (2 threads / 1 thread) | ${fmt(ratio, 1)}× / ${fmt(perCoreRatio, 1)}× |

| engine | rows | rows/s | right company among candidates | precision of exact at 0.7 | recall of exact | decided without review | worst band gap |
|---|---|---|---|---|---|---|---|
${row('index, all rows', warm)}
${row(`index, first ${fmt(baselineRows)}`, sameRows)}
${row(`baseline, first ${fmt(baselineRows)}`, baseline)}

Calibration of the index engine (best entry of each row: stated probability -> share right):

| band | rows | stated | observed |
|---|---|---|---|
${bands(evaluation.calibrationBest)}

Calibration over every entry (each candidate and each no-match entry):

| band | entries | stated | observed |
|---|---|---|---|
${bands(evaluation.calibrationAll)}

Targets (issue 5):
${targets.map(([name, ok, figure]) => `  ${ok ? 'met    ' : 'MISSED '} ${name}: ${figure}`).join('\n')}
`;
console.log(text);
writeFileSync(
  path.join(work, 'bench-match.json'),
  `${JSON.stringify({ companies, rows, machine, generateMs, cold, index: warm, single, baseline, sameRows, ratio, perCoreRatio, targets }, null, 2)}\n`,
);
if (!values.keep && !values.work) {
  rmSync(work, { recursive: true, force: true });
  console.error('Work folder removed (--keep or --work DIR keeps it).');
} else {
  console.error(`Figures: ${path.join(work, 'bench-match.json')}`);
}
