/**
 * Fits the match model (docs/adr/005-matching-model.md) on noisy customer rows whose companies are
 * known, and writes model/parameters.json:
 *
 *   node server/src/matching/model/fit.ts --data COMPANIES.sqlite,PREFIX[,PREFIX…] [--data …] \
 *     [--split-seed issue-15] [--out FILE] [--version DATE] [--calibration-share 0.3]
 *
 * PREFIX is a noisy sample of that company database (`npm run companies -- noisy --out PREFIX`:
 * PREFIX.csv and PREFIX.truth.csv). Each file is split with evaluate.ts splitTruth (the benchmark's
 * seed): the held-out part is never read for fitting, only measured at the end (before: the
 * checked-in parameters, after: the new ones). Of the fit part, most rows fit the weights (maximum
 * likelihood of the conditional logit, Newton's method with a Gaussian prior around
 * model/prior.json, the level weights kept in order), the rest decide on a Platt scaling of the
 * best entry's probability.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import {
  Evaluation,
  formatReport,
  readTruthFile,
  splitTruth,
  type SameCompany,
  type Truth,
} from '../evaluate.ts';
import type { CompanyIndex } from '../index/company-index.ts';
import { Matcher, KEPT_CANDIDATES } from '../engine/matcher.ts';
import {
  FEATURE_NAMES,
  WEIGHTED_LEVELS,
  levelFeature,
  noMatchVector,
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
  /**
   * The fields the row has (model.ts rowEvidence), the terms of its no-match score; absent (a
   * stored label keeps only its candidates): the fields some candidate compares.
   */
  evidence?: Uint8Array;
}

const LEVEL_FEATURES = MATCH_FIELDS.length * 4;
/** The no-match intercept, then one no-match weight per field the row has. */
export const NONE = FEATURE_NAMES.length;
export const NONE_FIELDS = NONE + 1;
export const DIMENSIONS = NONE_FIELDS + MATCH_FIELDS.length;
/** Provider ids are not in generated files: their weights stay the documented priors. */
const FIXED = new Set([
  ...FEATURE_NAMES.map((name, i) => (name.startsWith('provider_id.') ? i : -1)).filter((i) => i >= 0),
  NONE_FIELDS + MATCH_FIELDS.indexOf('provider_id'),
]);
/** Prior precision (1 / variance) around the previous weights. */
const PRIOR_PRECISION = 0.5;
/** A chain's stand-in for the 'missing' level, whose weight is 0 by definition. */
const ZERO = -1;

/**
 * The order a field's level weights must keep (issue 15): same ≥ similar ≥ partial ≥ missing (0)
 * ≥ different, for the levels the field has (those prior.json names). Without it the fit lets a
 * level stand in for something else the data correlate with it (see ADR 005, 'Revisited').
 */
export function levelChains(prior: ModelParameters): number[][] {
  const chains: number[][] = [];
  MATCH_FIELDS.forEach((field, f) => {
    if (field === 'provider_id') return;
    const has = (level: (typeof WEIGHTED_LEVELS)[number]) => prior.levelWeights[field]?.[level] !== undefined;
    const chain: number[] = [];
    WEIGHTED_LEVELS.forEach((level, l) => {
      if (level === 'different') chain.push(ZERO);
      if (has(level)) chain.push(f * WEIGHTED_LEVELS.length + l);
    });
    chains.push(chain);
  });
  return chains;
}

/**
 * Euclidean projection of the chains' weights onto their order (pool adjacent violators; the
 * 'missing' stand-in is pinned at 0 by a very large weight). Returns the blocks of tied members.
 */
function projectChain(w: Float64Array, chain: readonly number[]): number[][] {
  interface Block {
    members: number[];
    sum: number;
    weight: number;
  }
  const blocks: Block[] = [];
  for (const member of chain) {
    const weight = member === ZERO ? 1e12 : 1;
    const value = member === ZERO ? 0 : w[member]!;
    blocks.push({ members: [member], sum: value * weight, weight });
    // Non-increasing order: merge while a block's mean exceeds its predecessor's.
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (b.sum / b.weight <= a.sum / a.weight) break;
      blocks.splice(blocks.length - 2, 2, {
        members: [...a.members, ...b.members],
        sum: a.sum + b.sum,
        weight: a.weight + b.weight,
      });
    }
  }
  for (const block of blocks) {
    const mean = block.members.includes(ZERO) ? 0 : block.sum / block.weight;
    for (const m of block.members) if (m !== ZERO) w[m] = mean;
  }
  return blocks.map((b) => b.members);
}

function project(w: Float64Array, chains: readonly number[][]): number[][] {
  return chains.flatMap((chain) => projectChain(w, chain));
}

/** The fields the example's row has: given, else those some candidate compares. */
export function evidenceOf(example: Example): Uint8Array {
  if (!example.evidence) {
    const out = new Uint8Array(MATCH_FIELDS.length);
    for (const levels of example.levels) for (const f of levels) out[Math.floor(f / 4)] = 1;
    example.evidence = out;
  }
  return example.evidence;
}

export function isCalibrationRow(rowId: number, share: number): boolean {
  // A fixed, well-mixed split by row id (Knuth's multiplicative hash).
  return (Math.imul(rowId, 2654435761) >>> 0) / 2 ** 32 < share;
}

/** Utilities of the options [none, candidates…] of an example. */
function utilities(example: Example, w: Float64Array): number[] {
  let none = w[NONE]!;
  const evidence = evidenceOf(example);
  for (let f = 0; f < evidence.length; f++) if (evidence[f]) none += w[NONE_FIELDS + f]!;
  const out = [none];
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
    const evidence = evidenceOf(example);
    for (let f = 0; f < evidence.length; f++) if (evidence[f]) v.set(NONE_FIELDS + f, 1);
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

/**
 * Maximum a-posteriori weights by Newton's method with backtracking. With `chains`
 * (levelChains), the level weights keep their order: an active-set projected Newton method, whose
 * step moves tied weights together (a block tied to 'missing' stays at 0) and whose trial points
 * are projected onto the order; a tie is released when the gradient pulls its members apart.
 */
export function fitWeights(
  examples: Example[],
  prior: Float64Array,
  log: (line: string) => void,
  chains: readonly number[][] = [],
): Float64Array {
  const w = prior.slice();
  project(w, chains);
  const free = [...Array(DIMENSIONS).keys()].filter((i) => !FIXED.has(i));
  for (let iteration = 0; iteration < 40; iteration++) {
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
    // The active set: the blocks a small gradient step leaves tied after projection.
    const groups = activeGroups(w, gradient, chains, free);
    const n = groups.length;
    const matrix = groups.map((a) =>
      groups.map((b) => {
        let sum = 0;
        for (const f of a) for (const g of b) sum -= hessian[f]![g]!;
        return sum;
      }),
    );
    const rhs = groups.map((a) => a.reduce((sum, f) => sum + gradient[f]!, 0));
    const step = solve(matrix, rhs);
    // Backtracking: a full Newton step can overshoot where the data separate the options (it then
    // jumps between two points for ever); halve it until the objective does not fall.
    const current = logLikelihood - penalty;
    let scale = 1;
    let trial = w.slice();
    for (let halving = 0; halving < 30; halving++) {
      trial = w.slice();
      groups.forEach((group, i) => {
        for (const f of group) trial[f]! += scale * step[i]!;
      });
      project(trial, chains);
      if (objective(examples, trial, prior, free) >= current - 1e-9) break;
      scale /= 2;
    }
    let size = 0;
    for (const f of free) size = Math.max(size, Math.abs(trial[f]! - w[f]!));
    w.set(trial);
    log(
      `  iteration ${iteration + 1}: log-likelihood ${current.toFixed(2)}, largest step ${size.toFixed(5)} (${n} free groups)`,
    );
    if (size < 1e-5) break;
  }
  return w;
}

/**
 * The free weights grouped for a Newton step: a weight alone, or the members of an order block
 * that stays tied when the weights move a little along the gradient (a block tied to 'missing' is
 * left out: it stays at 0).
 */
function activeGroups(
  w: Float64Array,
  gradient: Float64Array,
  chains: readonly number[][],
  free: readonly number[],
): number[][] {
  if (chains.length === 0) return free.map((f) => [f]);
  let largest = 0;
  for (const f of free) largest = Math.max(largest, Math.abs(gradient[f]!));
  const nudged = w.slice();
  if (largest > 0) for (const f of free) nudged[f]! += (1e-3 * gradient[f]!) / largest;
  const blocks = project(nudged, chains);
  const grouped = new Set<number>();
  const groups: number[][] = [];
  for (const block of blocks) {
    for (const m of block) if (m !== ZERO) grouped.add(m);
    if (block.includes(ZERO)) continue;
    // Members a hair apart before the nudge and tied after it move together.
    groups.push(block);
  }
  for (const f of free) if (!grouped.has(f)) groups.push([f]);
  return groups;
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

/** The fit's vector of a parameter set: level and numeric weights, the no-match intercept and weights. */
export function parameterVector(parameters: ModelParameters): Float64Array {
  const w = new Float64Array(DIMENSIONS);
  w.set(weightVector(parameters));
  w[NONE] = parameters.noMatchScore;
  w.set(noMatchVector(parameters), NONE_FIELDS);
  return w;
}

/** The inverse of parameterVector (rounded for a readable file). */
export function parametersOfVector(
  w: Float64Array,
  base: Omit<ModelParameters, 'levelWeights' | 'numericWeights' | 'noMatchScore' | 'noMatchWeights'>,
): ModelParameters {
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    ...parametersFromVector(w.subarray(0, FEATURE_NAMES.length), { ...base, noMatchScore: round(w[NONE]!) }),
    noMatchWeights: Object.fromEntries(
      MATCH_FIELDS.map((field, f) => [field, round(w[NONE_FIELDS + f]!)]).filter(([, x]) => x !== 0),
    ),
  };
}

/** One company database and the noisy samples matched against it. */
interface DataSet {
  companies: string;
  prefixes: string[];
}

/**
 * Per level feature: how often it is on the right candidate, on the wrong ones and on any
 * candidate of a row whose company is absent (the diagnosis of ADR 005's revisit).
 */
function levelTable(examples: readonly Example[]): string {
  const right = new Float64Array(FEATURE_NAMES.length);
  const wrong = new Float64Array(FEATURE_NAMES.length);
  const absent = new Float64Array(FEATURE_NAMES.length);
  let rights = 0;
  let wrongs = 0;
  let absents = 0;
  for (const example of examples) {
    example.levels.forEach((levels, c) => {
      const table = example.chosen < 0 ? absent : c === example.chosen ? right : wrong;
      if (example.chosen < 0) absents += 1;
      else if (c === example.chosen) rights += 1;
      else wrongs += 1;
      for (const f of levels) table[f]! += 1;
    });
  }
  const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)} %`.padStart(8);
  const lines = [
    `  level on: right candidate (${rights}) | wrong ones (${wrongs}) | rows without company (${absents})`,
  ];
  FEATURE_NAMES.slice(0, LEVEL_FEATURES).forEach((name, f) => {
    if (right[f] || wrong[f] || absent[f])
      lines.push(
        `    ${name.padEnd(22)} ${pct(right[f]!, rights)} | ${pct(wrong[f]!, wrongs)} | ${pct(absent[f]!, absents)}`,
      );
  });
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      rows: { type: 'string', multiple: true },
      data: { type: 'string', multiple: true },
      'cache-dir': { type: 'string' },
      out: { type: 'string', default: PARAMETERS_FILE },
      'calibration-share': { type: 'string', default: '0.3' },
      'split-seed': { type: 'string', default: 'issue-15' },
      before: { type: 'string', default: PARAMETERS_FILE },
      version: { type: 'string' },
      prior: { type: 'string' },
      unconstrained: { type: 'boolean', default: false },
      'constant-no-match': { type: 'boolean', default: false },
    },
  });
  const sets: DataSet[] = (values.data ?? []).map((spec) => {
    const [companies, ...prefixes] = spec.split(',');
    return { companies: companies!, prefixes };
  });
  if (values.companies && values.rows?.length)
    sets.push({ companies: values.companies, prefixes: values.rows });
  if (sets.length === 0 || sets.some((set) => set.prefixes.length === 0)) {
    process.stderr.write(
      'Usage: node server/src/matching/model/fit.ts --data COMPANIES.sqlite,PREFIX[,PREFIX…] [--data …] [--split-seed S] [--out FILE]\n' +
        '   or: node server/src/matching/model/fit.ts --companies FILE --rows PREFIX [--rows PREFIX …]\n',
    );
    process.exit(2);
  }
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const share = Number(values['calibration-share']);
  const seed = values['split-seed'];
  const previous = readParameters(values.prior ?? PRIOR_FILE);
  const before = readParameters(values.before);
  const chains = values.unconstrained ? [] : levelChains(previous);
  const mapping = parseMapping(SAMPLE_FILE_MAPPING);

  // Every row of the held-out part (evaluate.ts splitTruth with the benchmark's seed) is left
  // alone here; of the fit part, most fit the weights and the rest decide on a Platt scaling.
  interface Sample {
    set: number;
    prefix: string;
    fit: Truth;
    heldOut: Truth;
    sameCompany: SameCompany;
  }
  const samples: Sample[] = [];
  const fitExamples: Example[] = [];
  const calibrationRowIds = new Map<Sample, Set<number>>();
  const indexes: CompanyIndex[] = [];
  let rows = 0;
  for (const [s, set] of sets.entries()) {
    const sqlite = new Database(set.companies, { readonly: true });
    const { index, origin, ms } = loadCompanyIndex(sqlite, {
      cacheDir: values['cache-dir'] ?? path.join(path.dirname(set.companies), 'match-index'),
      sourceFile: set.companies,
      onProgress: (done, total) => log(`  index: ${done} of ${total} companies`),
    });
    log(`Index of ${index.size} companies from ${set.companies} (${origin}, ${(ms / 1000).toFixed(1)} s).`);
    indexes.push(index);
    const matcher = new Matcher(index, previous);
    for (const prefix of set.prefixes) {
      const { truth, sameCompany } = await readTruthFile(`${prefix}.truth.csv`);
      const parts = splitTruth(truth, seed);
      const sample: Sample = { set: s, prefix, fit: parts.fit, heldOut: parts.heldOut, sameCompany };
      samples.push(sample);
      const calibrating = new Set<number>();
      calibrationRowIds.set(sample, calibrating);
      for await (const row of readMappedRows(`${prefix}.csv`, mapping)) {
        if (!parts.fit.has(row.rowId)) continue;
        rows += 1;
        if (isCalibrationRow(row.rowId, share)) {
          calibrating.add(row.rowId);
          continue;
        }
        const scored = matcher.score(row);
        const company = parts.fit.get(row.rowId) ?? null;
        const twins = sameCompany.get(row.rowId) ?? [];
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
          const id = index.display(comparison.company).provider_id;
          if (company !== null && chosen < 0 && (id === company || twins.includes(id ?? ''))) chosen = c;
        });
        // --constant-no-match: ADR 005's constant no-match score, for comparison.
        const evidence = values['constant-no-match'] ? new Uint8Array(MATCH_FIELDS.length) : scored.evidence;
        fitExamples.push({ levels, numeric, chosen, evidence });
      }
    }
  }
  log(`${rows} rows of the fit parts: ${fitExamples.length} fit the weights, the rest calibrate.`);
  log(levelTable(fitExamples));

  const prior = parameterVector(previous);
  const w = fitWeights(fitExamples, prior, log, chains);
  const version = values.version ?? new Date().toISOString().slice(0, 10);
  const uncalibrated = parametersOfVector(w, { version, calibration: null });

  const pairs: [number, boolean][] = [];
  const calibratingMatchers = indexes.map((index) => new Matcher(index, uncalibrated));
  for (const sample of samples) {
    const ids = calibrationRowIds.get(sample)!;
    for await (const row of readMappedRows(`${sample.prefix}.csv`, mapping)) {
      if (!ids.has(row.rowId)) continue;
      const result = calibratingMatchers[sample.set]!.matchRow(row);
      const company = sample.fit.get(row.rowId) ?? null;
      const twins = sample.sameCompany.get(row.rowId) ?? [];
      const isCompany = (id: string | undefined) =>
        company !== null && (id === company || twins.includes(id ?? ''));
      const among = result.candidates.some((c) => isCompany(c.providerId));
      const right = result.priority.isNoMatch ? !among : isCompany(result.candidates[0]?.providerId);
      pairs.push([result.priority.probability, right]);
    }
  }
  const calibration = chooseCalibration(pairs, log);
  const parameters: ModelParameters = {
    ...uncalibrated,
    calibration,
    fit: {
      method:
        'conditional logit over candidates and no-match (an intercept plus one weight per field the row has), Newton MAP with a Gaussian prior (precision 0.5) around model/prior.json, level weights kept in order (same ≥ similar ≥ partial ≥ missing = 0 ≥ different) by an active-set projected Newton method; Platt scaling of the best entry when it helps in cross-validation on calibration rows of the fit part',
      data: sets.map((set) => ({
        companies: path.basename(path.dirname(set.companies)),
        samples: set.prefixes.map((p) => path.basename(p)),
      })),
      splitSeed: seed,
      rows,
      fitRows: fitExamples.length,
      calibrationRows: pairs.length,
      keptCandidates: KEPT_CANDIDATES,
    },
  };

  // The held-out parts, before (the parameters in use) and after.
  for (const [label, params] of [
    ['before', before],
    ['after', parameters],
  ] as const) {
    const matchers = indexes.map((index) => new Matcher(index, params));
    for (const sample of samples) {
      const evaluation = new Evaluation(sample.heldOut, undefined, 50, sample.sameCompany);
      for await (const row of readMappedRows(`${sample.prefix}.csv`, mapping)) {
        if (sample.heldOut.has(row.rowId)) evaluation.add(matchers[sample.set]!.matchRow(row));
      }
      log(formatReport(evaluation.report(), `Held-out part of ${path.basename(sample.prefix)}, ${label}: `));
    }
  }
  writeFileSync(values.out, `${JSON.stringify(parameters, null, 2)}\n`);
  log(`Wrote ${values.out}.`);
}

if (import.meta.main) await main();
