/**
 * Fits the match model (docs/adr/005-matching-model.md) on generated customer rows whose
 * companies are known, and writes model/parameters.json:
 *
 *   node server/src/matching/model/fit.ts --companies DIR/companies.sqlite --rows PREFIX \
 *     [--rows PREFIX2 …] [--cache-dir DIR] [--out FILE] [--calibration-share 0.3]
 *
 * PREFIX is a noisy sample (`npm run companies -- noisy --out PREFIX`: PREFIX.csv and
 * PREFIX.truth.csv). The rows are split by row id: most fit the weights (maximum likelihood of
 * the conditional logit, Newton's method, with a Gaussian prior around model/prior.json, so a
 * level the data never shows keeps its prior weight); the rest decide on a Platt scaling of
 * the best entry's probability and report calibration.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { Evaluation, formatReport, readTruth, type Truth } from '../evaluate.ts';
import { Matcher, KEPT_CANDIDATES } from '../engine/matcher.ts';
import {
  FEATURE_NAMES,
  levelFeature,
  numericValues,
  parametersFromVector,
  weightVector,
  type ModelParameters,
} from '../engine/model.ts';
import { loadCompanyIndex } from '../index/load.ts';
import { parseMapping, readMappedRows } from '../input.ts';
import { SAMPLE_FILE_MAPPING } from '../sample-mapping.ts';
import { MATCH_FIELDS } from '../types.ts';
import { PARAMETERS_FILE, PRIOR_FILE, readParameters } from './parameters.ts';

/** One row's candidates as sparse feature vectors, and which one is right (-1: none). */
export interface Example {
  /** Per candidate: level feature indices. */
  levels: Int16Array[];
  /** Per candidate: numeric feature values. */
  numeric: number[][];
  chosen: number;
}

const LEVEL_FEATURES = MATCH_FIELDS.length * 4;
export const DIMENSIONS = FEATURE_NAMES.length + 1; // + the no-match score
export const NONE = FEATURE_NAMES.length;
/** Provider ids are not in generated files: their weights stay the documented priors. */
const FIXED = new Set(
  FEATURE_NAMES.map((name, i) => (name.startsWith('provider_id.') ? i : -1)).filter((i) => i >= 0),
);
/** Prior precision (1 / variance) around the previous weights. */
const PRIOR_PRECISION = 0.5;

export function isCalibrationRow(rowId: number, share: number): boolean {
  // A fixed, well-mixed split by row id (Knuth's multiplicative hash).
  return (Math.imul(rowId, 2654435761) >>> 0) / 2 ** 32 < share;
}

/** Utilities of the options [none, candidates…] of an example. */
function utilities(example: Example, w: Float64Array): number[] {
  const out = [w[NONE]!];
  for (let c = 0; c < example.levels.length; c++) {
    let u = 0;
    for (const f of example.levels[c]!) u += w[f]!;
    const numeric = example.numeric[c]!;
    for (let i = 0; i < numeric.length; i++) u += w[LEVEL_FEATURES + i]! * numeric[i]!;
    out.push(u);
  }
  return out;
}

function softmax(u: number[]): number[] {
  const max = Math.max(...u);
  const e = u.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** Dense feature vector of option `o` (0 = none). */
function optionVector(example: Example, o: number): Map<number, number> {
  const v = new Map<number, number>();
  if (o === 0) {
    v.set(NONE, 1);
    return v;
  }
  for (const f of example.levels[o - 1]!) v.set(f, (v.get(f) ?? 0) + 1);
  example.numeric[o - 1]!.forEach((x, i) => {
    if (x !== 0) v.set(LEVEL_FEATURES + i, x);
  });
  return v;
}

/** The penalised log-likelihood Newton's method climbs. */
function objective(examples: Example[], w: Float64Array, prior: Float64Array, free: number[]): number {
  let total = 0;
  for (const example of examples) {
    const p = softmax(utilities(example, w));
    total += Math.log(Math.max(1e-300, p[example.chosen + 1]!));
  }
  for (const f of free) total -= 0.5 * PRIOR_PRECISION * (w[f]! - prior[f]!) ** 2;
  return total;
}

/** Maximum a-posteriori weights by Newton's method, with backtracking. */
export function fitWeights(
  examples: Example[],
  prior: Float64Array,
  log: (line: string) => void,
): Float64Array {
  const w = prior.slice();
  const free = [...Array(DIMENSIONS).keys()].filter((i) => !FIXED.has(i));
  for (let iteration = 0; iteration < 30; iteration++) {
    const gradient = new Float64Array(DIMENSIONS);
    const hessian = Array.from({ length: DIMENSIONS }, () => new Float64Array(DIMENSIONS));
    let logLikelihood = 0;
    for (const example of examples) {
      const p = softmax(utilities(example, w));
      const chosen = example.chosen + 1;
      logLikelihood += Math.log(Math.max(1e-300, p[chosen]!));
      const vectors = p.map((_, o) => optionVector(example, o));
      const mean = new Map<number, number>();
      vectors.forEach((v, o) => {
        for (const [f, x] of v) mean.set(f, (mean.get(f) ?? 0) + p[o]! * x);
      });
      for (const [f, x] of vectors[chosen]!) gradient[f]! += x;
      for (const [f, m] of mean) gradient[f]! -= m;
      // Hessian of the log-likelihood: -(E[v vᵀ] - E[v] E[v]ᵀ).
      vectors.forEach((v, o) => {
        const po = p[o]!;
        if (po < 1e-12) return;
        for (const [f, x] of v) for (const [g, y] of v) hessian[f]![g]! -= po * x * y;
      });
      for (const [f, m] of mean) for (const [g, n] of mean) hessian[f]![g]! += m * n;
    }
    let penalty = 0;
    for (const f of free) {
      gradient[f]! -= PRIOR_PRECISION * (w[f]! - prior[f]!);
      hessian[f]![f]! -= PRIOR_PRECISION;
      penalty += 0.5 * PRIOR_PRECISION * (w[f]! - prior[f]!) ** 2;
    }
    // Newton step on the free weights: solve (-H) d = g.
    const n = free.length;
    const matrix = free.map((f) => free.map((g) => -hessian[f]![g]!));
    const rhs = free.map((f) => gradient[f]!);
    const step = solve(matrix, rhs);
    // Backtracking: a full Newton step can overshoot where the data separate the options (it then
    // jumps between two points for ever); halve it until the objective does not fall.
    const current = logLikelihood - penalty;
    let scale = 1;
    for (let halving = 0; halving < 30; halving++) {
      const trial = w.slice();
      free.forEach((f, i) => (trial[f]! += scale * step[i]!));
      if (objective(examples, trial, prior, free) >= current - 1e-9) break;
      scale /= 2;
    }
    let size = 0;
    free.forEach((f, i) => {
      w[f]! += scale * step[i]!;
      size = Math.max(size, Math.abs(scale * step[i]!));
    });
    log(
      `  iteration ${iteration + 1}: log-likelihood ${(logLikelihood - penalty).toFixed(2)}, largest step ${size.toFixed(5)} (${n} weights)`,
    );
    if (size < 1e-5) break;
  }
  return w;
}

/** Gaussian elimination with partial pivoting (the matrix is small and positive definite). */
function solve(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = a[r]![col]! / p;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

const clampProbability = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));
const logit = (p: number) => Math.log(clampProbability(p) / (1 - clampProbability(p)));

/** Platt scaling: slope and intercept on the logit of the stated probability, by Newton's method. */
export function fitPlatt(pairs: readonly [number, boolean][]): { slope: number; intercept: number } {
  let slope = 1;
  let intercept = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let g0 = 0;
    let g1 = 0;
    let h00 = 1e-6;
    let h01 = 0;
    let h11 = 1e-6;
    for (const [p, right] of pairs) {
      const x = logit(p);
      const q = 1 / (1 + Math.exp(-(slope * x + intercept)));
      const r = (right ? 1 : 0) - q;
      g0 += r * x;
      g1 += r;
      const v = q * (1 - q);
      h00 += v * x * x;
      h01 += v * x;
      h11 += v;
    }
    const det = h00 * h11 - h01 * h01;
    const d0 = (h11 * g0 - h01 * g1) / det;
    const d1 = (h00 * g1 - h01 * g0) / det;
    slope += d0;
    intercept += d1;
    if (Math.abs(d0) + Math.abs(d1) < 1e-9) break;
  }
  return { slope, intercept };
}

/** Mean log loss of stated probabilities, optionally after Platt scaling. */
export function logLoss(
  pairs: readonly [number, boolean][],
  platt?: { slope: number; intercept: number },
): number {
  let sum = 0;
  for (const [p, right] of pairs) {
    const q = platt ? 1 / (1 + Math.exp(-(platt.slope * logit(p) + platt.intercept))) : p;
    sum -= Math.log(clampProbability(right ? q : 1 - q));
  }
  return sum / Math.max(1, pairs.length);
}

/**
 * Platt scaling of the best entry, adopted only when it lowers the log loss in two-fold
 * cross-validation on the held-out rows (when nearly every row is decided with certainty, the
 * few uncertain rows do not support a map, and the model's own probabilities stand).
 */
function chooseCalibration(
  pairs: readonly [number, boolean][],
  log: (line: string) => void,
): { slope: number; intercept: number } | null {
  const halves = [pairs.filter((_, i) => i % 2 === 0), pairs.filter((_, i) => i % 2 === 1)];
  let identity = 0;
  let scaled = 0;
  for (let k = 0; k < 2; k++) {
    const platt = fitPlatt(halves[k]!);
    identity += logLoss(halves[1 - k]!);
    scaled += logLoss(halves[1 - k]!, platt);
  }
  log(
    `  calibration: cross-validated log loss ${(identity / 2).toFixed(6)} as stated, ${(scaled / 2).toFixed(6)} with Platt scaling`,
  );
  if (scaled >= identity * 0.99) return null;
  const platt = fitPlatt(pairs);
  return {
    slope: Math.round(platt.slope * 10_000) / 10_000,
    intercept: Math.round(platt.intercept * 10_000) / 10_000,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      rows: { type: 'string', multiple: true },
      'cache-dir': { type: 'string' },
      out: { type: 'string', default: PARAMETERS_FILE },
      'calibration-share': { type: 'string', default: '0.3' },
      version: { type: 'string' },
      prior: { type: 'string' },
    },
  });
  if (!values.companies || !values.rows?.length) {
    process.stderr.write(
      'Usage: node server/src/matching/model/fit.ts --companies FILE --rows PREFIX [--rows PREFIX …] [--cache-dir DIR] [--out FILE]\n',
    );
    process.exit(2);
  }
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const share = Number(values['calibration-share']);
  const sqlite = new Database(values.companies, { readonly: true });
  const { index, origin, ms } = loadCompanyIndex(sqlite, {
    cacheDir: values['cache-dir'] ?? null,
    sourceFile: values.companies,
    onProgress: (done, total) => log(`  index: ${done} of ${total} companies`),
  });
  log(`Index of ${index.size} companies (${origin}, ${(ms / 1000).toFixed(1)} s).`);
  const previous = readParameters(values.prior ?? PRIOR_FILE);
  const matcher = new Matcher(index, previous);
  const mapping = parseMapping(SAMPLE_FILE_MAPPING);

  const fitExamples: Example[] = [];
  const calibrationRows: { prefix: string; rowIds: Set<number>; truth: Truth }[] = [];
  let rows = 0;
  for (const prefix of values.rows) {
    const truth = await readTruth(`${prefix}.truth.csv`);
    const held = new Set<number>();
    for await (const row of readMappedRows(`${prefix}.csv`, mapping)) {
      rows += 1;
      if (isCalibrationRow(row.rowId, share)) {
        held.add(row.rowId);
        continue;
      }
      const scored = matcher.score(row);
      const company = truth.get(row.rowId) ?? null;
      let chosen = -1;
      const levels: Int16Array[] = [];
      const numeric: number[][] = [];
      scored.comparisons.forEach((comparison, c) => {
        const features: number[] = [];
        for (let f = 0; f < MATCH_FIELDS.length; f++) {
          const feature = levelFeature(f, comparison.levels[f]!);
          if (feature >= 0) features.push(feature);
        }
        levels.push(Int16Array.from(features));
        numeric.push(numericValues(comparison));
        if (company !== null && index.display(comparison.company).provider_id === company) chosen = c;
      });
      fitExamples.push({ levels, numeric, chosen });
    }
    calibrationRows.push({ prefix, rowIds: held, truth });
  }
  log(`${rows} rows: ${fitExamples.length} to fit the weights, ${rows - fitExamples.length} to calibrate.`);

  const prior = new Float64Array(DIMENSIONS);
  prior.set(weightVector(previous));
  prior[NONE] = previous.noMatchScore;
  const w = fitWeights(fitExamples, prior, log);
  const uncalibrated = parametersFromVector(w.subarray(0, FEATURE_NAMES.length), {
    version: values.version ?? new Date().toISOString().slice(0, 10),
    noMatchScore: Math.round(w[NONE]! * 10_000) / 10_000,
    calibration: null,
  });

  // Calibration of the best entry on the held-out rows, exactly as the engine states it. Each
  // sample is measured on its own: row ids repeat across samples.
  const heldOut = (c: (typeof calibrationRows)[number]) =>
    new Evaluation(new Map([...c.truth].filter(([id]) => c.rowIds.has(id))));
  const calibrating = new Matcher(index, uncalibrated);
  const pairs: [number, boolean][] = [];
  for (const sample of calibrationRows) {
    const before = heldOut(sample);
    for await (const row of readMappedRows(`${sample.prefix}.csv`, mapping)) {
      if (!sample.rowIds.has(row.rowId)) continue;
      const result = calibrating.matchRow(row);
      const company = sample.truth.get(row.rowId) ?? null;
      const among = company !== null && result.candidates.some((c) => c.providerId === company);
      const right = result.priority.isNoMatch ? !among : result.candidates[0]?.providerId === company;
      pairs.push([result.priority.probability, right]);
      before.add(result);
    }
    log(formatReport(before.report(), `Held-out rows of ${path.basename(sample.prefix)}: `));
  }
  const calibration = chooseCalibration(pairs, log);
  const parameters: ModelParameters = {
    ...uncalibrated,
    calibration,
    fit: {
      method:
        'conditional logit over candidates and no-match, Newton MAP with a Gaussian prior (precision 0.5) around model/prior.json; Platt scaling of the best entry when it helps in cross-validation',
      data: values.rows.map((p) => path.basename(p)),
      companies: index.size,
      rows,
      fitRows: fitExamples.length,
      calibrationRows: pairs.length,
      keptCandidates: KEPT_CANDIDATES,
    },
  };
  if (calibration) {
    const calibrated = new Matcher(index, parameters);
    for (const sample of calibrationRows) {
      const after = heldOut(sample);
      for await (const row of readMappedRows(`${sample.prefix}.csv`, mapping)) {
        if (sample.rowIds.has(row.rowId)) after.add(calibrated.matchRow(row));
      }
      log(
        formatReport(
          after.report(),
          `After calibration (in-sample for the map), ${path.basename(sample.prefix)}: `,
        ),
      );
    }
  }
  writeFileSync(values.out, `${JSON.stringify(parameters, null, 2)}\n`);
  log(`Wrote ${values.out}.`);
}

if (import.meta.main) await main();
