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
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCompanyDatabase, ensureNoisyFile } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, MATCH_CLI, workFolder } from './support/paths.ts';
import { runNode } from './support/processes.ts';
import { fmt, machine as machineLine, targetLines, writeFigures, type Target } from './support/report.ts';

const values = benchOptions(import.meta.filename, {
  companies: { type: 'string', default: '1000000' },
  rows: { type: 'string', default: '100000' },
  'baseline-rows': { type: 'string', default: '5000' },
  'single-thread-rows': { type: 'string', default: '20000' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
  reference: { type: 'string' },
});
const companies = wholeNumber(values.companies, 'companies');
const rows = wholeNumber(values.rows, 'rows');
const baselineRows = wholeNumber(values['baseline-rows'], 'baseline-rows');
const singleRows = wholeNumber(values['single-thread-rows'], 'single-thread-rows');

const work = workFolder('match', values.work);
const dataDir = path.join(work.dir, 'data');
mkdirSync(dataDir, { recursive: true });
const sample = path.join(work.dir, 'sample', `kunden-${rows}`);
const inData = { env: { DATA_DIR: dataDir } };

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
  const report = path.join(work.dir, `${name}.json`);
  await runNode(
    [
      MATCH_CLI,
      '--input',
      `${sample}.csv`,
      '--mapping',
      'sample',
      '--out',
      path.join(work.dir, `${name}.jsonl`),
      '--truth',
      `${sample}.truth.csv`,
      '--report',
      report,
      ...extra,
    ],
    inData,
  );
  return JSON.parse(readFileSync(report, 'utf8')) as MatchReport;
}

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;
const loadBefore = os.loadavg();

console.error(`Working in ${work.dir}`);
const generateMs = await ensureCompanyDatabase(dataDir, companies, '1/6');
await ensureNoisyFile(dataDir, sample, rows, '2/6');
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
const targets: Target[] = [
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

const machine = `${machineLine()}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
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
${targetLines(targets)}
`;
console.log(text);
writeFigures(path.join(work.dir, 'bench-match.json'), {
  companies,
  rows,
  machine,
  generateMs,
  cold,
  index: warm,
  single,
  baseline,
  sameRows,
  ratio,
  perCoreRatio,
  targets,
});
clearWorkFolder(work, { keep: values.keep, keepFiles: ['bench-match.json'] });
