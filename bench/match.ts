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
 *
 * Then on real data's error classes (issue 15), each file split by a fixed seed (SPLIT_SEED) into a
 * fit part and a held-out part (the measures are those of the held-out part; a model refit may
 * only ever use the fit part):
 *
 * 7. a customer file of --realistic-rows rows (default 20,000) with the realistic error profile
 *    from the generated database, matched with the cached index, and the baseline on its first
 *    --baseline-rows rows;
 * 8. an index built from the OffeneRegister sample (--register FILE, default
 *    ../shared/data/offeneregister-sample.jsonl.gz: 300,000 real German register companies,
 *    CC-BY 4.0, "OffeneRegister.de, Open Knowledge Foundation Deutschland") with
 *    `npm run companies -- import`, a realistic customer file from it, matched (the cold start
 *    builds its index), and the baseline on its first rows.
 *
 * Prints the figures, the machine and the targets of issues 5 and 15 met or not; writes them as
 * JSON to WORK/bench-match.json. Options: --work DIR (reuse a folder: the database, the sample and
 * the index cache are kept and reused), --keep, --reference FILE (a bench-match.json of a smaller
 * database: its rows per second are compared with this run's).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Evaluation,
  evaluateOutputFile,
  readTruthFile,
  splitTruth,
  type EvaluationReport,
} from '../server/src/matching/evaluate.ts';
import { ensureCompanyDatabase, ensureImportedDatabase, ensureNoisyFile } from './support/data.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, MATCH_CLI, ROOT, workFolder } from './support/paths.ts';
import { runNode } from './support/processes.ts';
import { fmt, machine as machineLine, targetLines, writeFigures, type Target } from './support/report.ts';

const values = benchOptions(import.meta.filename, {
  companies: { type: 'string', default: '1000000' },
  rows: { type: 'string', default: '100000' },
  'baseline-rows': { type: 'string', default: '5000' },
  'single-thread-rows': { type: 'string', default: '20000' },
  'realistic-rows': { type: 'string', default: '20000' },
  register: { type: 'string' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
  reference: { type: 'string' },
});
const companies = wholeNumber(values.companies, 'companies');
const rows = wholeNumber(values.rows, 'rows');
const baselineRows = wholeNumber(values['baseline-rows'], 'baseline-rows');
const singleRows = wholeNumber(values['single-thread-rows'], 'single-thread-rows');
const realisticRows = wholeNumber(values['realistic-rows'], 'realistic-rows');
const registerFile = path.resolve(
  values.register ?? path.join(ROOT, '..', 'shared', 'data', 'offeneregister-sample.jsonl.gz'),
);
/** The seed of the fit / held-out split of the realistic files (evaluate.ts splitTruth). */
const SPLIT_SEED = 'issue-15';
/** Calibration bands with at least this many rows are held to issue 15's target. */
const MIN_BAND_ROWS = 50;
const STEPS = 8;

const work = workFolder('match', values.work);
const dataDir = path.join(work.dir, 'data');
mkdirSync(dataDir, { recursive: true });
const sample = path.join(work.dir, 'sample', `kunden-${rows}`);
const registerDir = path.join(work.dir, 'register-data');
mkdirSync(registerDir, { recursive: true });
const realisticSample = path.join(work.dir, 'sample', `realistic-${realisticRows}`);
const registerSample = path.join(work.dir, 'sample', `register-realistic-${realisticRows}`);

/** The figures `npm run match -- --report` writes (server/src/cli/match.ts MatchRunReport). */
interface CalibrationBand {
  from: number;
  entries: number;
  stated: number;
  observed: number;
}
interface MatchReport {
  /** Added by the benchmark: wall time and CPU seconds (user + system, all threads) of the process. */
  wallMs: number;
  cpuSeconds: number;
  out: string;
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

async function match(
  name: string,
  extra: string[],
  from: { sample: string; dataDir: string } = { sample, dataDir },
): Promise<MatchReport> {
  const report = path.join(work.dir, `${name}.json`);
  const out = path.join(work.dir, `${name}.jsonl`);
  const run = await runNode(
    [
      MATCH_CLI,
      '--input',
      `${from.sample}.csv`,
      '--mapping',
      'sample',
      '--out',
      out,
      '--truth',
      `${from.sample}.truth.csv`,
      '--report',
      report,
      ...extra,
    ],
    { env: { DATA_DIR: from.dataDir } },
  );
  return {
    ...(JSON.parse(readFileSync(report, 'utf8')) as Omit<MatchReport, 'wallMs' | 'cpuSeconds' | 'out'>),
    wallMs: run.ms,
    cpuSeconds: run.cpuSeconds,
    out,
  };
}

/** The fit and held-out parts of a realistic file's results, measured from the output file. */
async function splitEvaluation(
  prefix: string,
  out: string,
): Promise<{ fit: EvaluationReport; heldOut: EvaluationReport }> {
  const { truth, sameCompany } = await readTruthFile(`${prefix}.truth.csv`);
  const parts = splitTruth(truth, SPLIT_SEED);
  const fit = new Evaluation(parts.fit, undefined, MIN_BAND_ROWS, sameCompany);
  const heldOut = new Evaluation(parts.heldOut, undefined, MIN_BAND_ROWS, sameCompany);
  await evaluateOutputFile(out, [fit, heldOut]);
  return { fit: fit.report(), heldOut: heldOut.report() };
}

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;
const loadBefore = os.loadavg();

console.error(`Working in ${work.dir}`);
const generateMs = await ensureCompanyDatabase(dataDir, companies, `1/${STEPS}`);
await ensureNoisyFile(dataDir, sample, rows, `2/${STEPS}`);
rmSync(path.join(dataDir, 'match-index'), { recursive: true, force: true });
console.error(`3/${STEPS} match with the index engine, building the index …`);
const cold = await match('index-cold', []);
console.error(`4/${STEPS} match again, index read from its cache (a restart) …`);
const warm = await match('index', []);
console.error(`5/${STEPS} the same on one thread (${fmt(Math.min(singleRows, rows))} rows) …`);
const single = await match('index-one-thread', ['--workers', '0', '--limit', String(singleRows)]);
console.error(
  `6/${STEPS} the baseline on the first ${fmt(baselineRows)} rows, and the index engine on the same rows …`,
);
const baseline = await match('baseline', ['--engine', 'baseline', '--limit', String(baselineRows)]);
const sameRows = await match('index-baseline-rows', ['--limit', String(baselineRows)]);

console.error(`7/${STEPS} realistic error profile on the generated database …`);
await ensureNoisyFile(dataDir, realisticSample, realisticRows, `7/${STEPS}`, {
  profile: 'realistic',
  seed: '15',
});
const generatedFrom = { sample: realisticSample, dataDir };
const realisticGenerated = await match('realistic-generated', [], generatedFrom);
const realisticGeneratedBaseline = await match(
  'realistic-generated-baseline',
  ['--engine', 'baseline', '--limit', String(baselineRows)],
  generatedFrom,
);

console.error(`8/${STEPS} the OffeneRegister sample as the company database, realistic error profile …`);
const importMs = await ensureImportedDatabase(registerDir, registerFile, `8/${STEPS}`);
await ensureNoisyFile(registerDir, registerSample, realisticRows, `8/${STEPS}`, {
  profile: 'realistic',
  seed: '15',
});
rmSync(path.join(registerDir, 'match-index'), { recursive: true, force: true });
const registerFrom = { sample: registerSample, dataDir: registerDir };
const registerCold = await match('register-cold', [], registerFrom);
const register = await match('register', [], registerFrom);
const registerBaseline = await match(
  'register-baseline',
  ['--engine', 'baseline', '--limit', String(baselineRows)],
  registerFrom,
);
const realistic = {
  generated: await splitEvaluation(realisticSample, realisticGenerated.out),
  generatedBaseline: await splitEvaluation(realisticSample, realisticGeneratedBaseline.out),
  register: await splitEvaluation(registerSample, register.out),
  registerBaseline: await splitEvaluation(registerSample, registerBaseline.out),
};
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

const heldOut = realistic.register.heldOut;
const gapLimit = 0.1;
const realTargets: Target[] = [
  [
    `precision of exact ≥ 99 % (real register, held-out part)`,
    heldOut.exact.precision >= 0.99,
    pct(heldOut.exact.precision),
  ],
  [
    `recall of exact ≥ 92 % (real register, held-out)`,
    heldOut.exact.recall >= 0.92,
    pct(heldOut.exact.recall),
  ],
  [
    `wrong confident no match ≤ 1 % of rows with a company (real register, held-out)`,
    heldOut.confidentNoMatch.share <= 0.01,
    pct(heldOut.confidentNoMatch.share),
  ],
  [
    `every band with ≥ ${MIN_BAND_ROWS} rows within 10 points (real register, held-out)`,
    heldOut.worstBandGap.best <= gapLimit,
    `worst gap ${pct(heldOut.worstBandGap.best)}`,
  ],
  [
    `every band with ≥ ${MIN_BAND_ROWS} rows within 10 points (generated, realistic, held-out)`,
    realistic.generated.heldOut.worstBandGap.best <= gapLimit,
    `worst gap ${pct(realistic.generated.heldOut.worstBandGap.best)}`,
  ],
];
if (companies === 1_000_000) {
  realTargets.push([
    `≥ 8,000 rows/s at 1,000,000 companies`,
    warm.rowsPerSecond >= 8000,
    `${fmt(warm.rowsPerSecond)} rows/s (realistic file: ${fmt(realisticGenerated.rowsPerSecond)})`,
  ]);
}

const machine = `${machineLine()}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`;
const row = (name: string, r: MatchReport) => {
  const e = r.evaluation;
  return `| ${name} | ${fmt(r.rows)} | ${fmt(r.rowsPerSecond)} | ${pct(e.candidateRecall)} | ${pct(e.exact.precision)} | ${pct(e.exact.recall)} | ${pct(e.decidedShare)} | ${pct(e.worstBandGap.best)} |`;
};
const evaluationRow = (name: string, e: EvaluationReport) =>
  `| ${name} | ${fmt(e.rows)} | ${fmt(e.rowsWithCompany)} | ${pct(e.exact.precision)} | ${pct(e.exact.recall)} | ${pct(e.confidentNoMatch.share)} (${fmt(e.confidentNoMatch.rows)}) | ${pct(e.candidateRecall)} | ${pct(e.decidedShare)} | ${pct(e.worstBandGap.best)} |`;
const speedRow = (name: string, r: MatchReport, base: MatchReport) =>
  `| ${name} | ${fmt(r.rows)} | ${fmt(r.rowsPerSecond)} | ${fmt(r.wallMs / 1000, 1)} | ${fmt(r.cpuSeconds, 1)} | ${fmt(r.rowsPerSecond / base.rowsPerSecond, 1)}× |`;
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

Realistic error profile (issue 15): ${fmt(realisticRows)} rows per file, split by the seed "${SPLIT_SEED}" into a fit part and a held-out part (measures of the held-out part; a refit may use only the fit part)
${
  importMs === null
    ? ''
    : `Importing the OffeneRegister sample (${registerFile}): ${fmt(importMs / 1000, 1)} s
`
}Company data of the register index: OffeneRegister.de, Open Knowledge Foundation Deutschland (CC BY 4.0)

| index, part | rows | with company | exact precision | exact recall | confident no match | among candidates | decided | worst band gap (≥ ${MIN_BAND_ROWS}) |
|---|---|---|---|---|---|---|---|---|
${evaluationRow(`generated ${fmt(companies)}, fit`, realistic.generated.fit)}
${evaluationRow(`generated ${fmt(companies)}, held-out`, realistic.generated.heldOut)}
${evaluationRow(`generated, baseline, held-out of first ${fmt(baselineRows)}`, realistic.generatedBaseline.heldOut)}
${evaluationRow(`OffeneRegister ${fmt(register.index.companies ?? 0)}, fit`, realistic.register.fit)}
${evaluationRow(`OffeneRegister, held-out`, realistic.register.heldOut)}
${evaluationRow(`OffeneRegister, baseline, held-out of first ${fmt(baselineRows)}`, realistic.registerBaseline.heldOut)}

| run (all rows of the file) | rows | rows/s | wall s | CPU s | ratio to the baseline (rows/s) |
|---|---|---|---|---|---|
${speedRow('generated, realistic, index engine (cached index)', realisticGenerated, realisticGeneratedBaseline)}
${speedRow(`generated, realistic, baseline (first ${fmt(baselineRows)})`, realisticGeneratedBaseline, realisticGeneratedBaseline)}
${speedRow(`OffeneRegister, index engine, cold start (index built in ${fmt(registerCold.index.ms / 1000, 1)} s)`, registerCold, registerBaseline)}
${speedRow('OffeneRegister, index engine (cached index)', register, registerBaseline)}
${speedRow(`OffeneRegister, baseline (first ${fmt(baselineRows)})`, registerBaseline, registerBaseline)}

Calibration, held-out part, best entry of each row — generated ${fmt(companies)}, realistic:

| band | rows | stated | observed |
|---|---|---|---|
${bands(realistic.generated.heldOut.calibrationBest)}

Calibration, held-out part, best entry of each row — OffeneRegister:

| band | rows | stated | observed |
|---|---|---|---|
${bands(realistic.register.heldOut.calibrationBest)}

Targets (issue 15):
${targetLines(realTargets)}
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
  realistic: {
    rows: realisticRows,
    splitSeed: SPLIT_SEED,
    registerFile,
    importMs,
    runs: { realisticGenerated, realisticGeneratedBaseline, registerCold, register, registerBaseline },
    evaluations: realistic,
    targets: realTargets,
  },
});
clearWorkFolder(work, { keep: values.keep, keepFiles: ['bench-match.json'] });
