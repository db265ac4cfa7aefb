/**
 * Refitting the match model from reviewers' labels plus generated rows (issue 15, docs/matching.md
 * 'Learning from reviewers'; `npm run match -- refit`).
 *
 * Both kinds of examples are split by a fixed hash into a part that is fitted and a held-out part
 * (30 %) that is never fitted. The weights are fitted on the fitted parts with model/fit.ts's
 * fitting (conditional logit, Newton MAP with a Gaussian prior around the parameters in use); the
 * held-out parts are measured before and after: log loss of the right entry, exact precision and
 * recall at the default threshold, and calibration of the best entry per 0.1 band. The refit goes
 * live only when it is not worse on the held-out part:
 *
 * - on the held-out labels (real rows, what the refit is for) the log loss must not rise, and
 * - on the held-out generated rows (the truth the model was built on) it must not be worse than a
 *   control fit on the same generated rows without the labels, by more than two standard errors of
 *   the paired per-row difference. Comparing with the control rather than with the parameters in use
 *   separates what the labels do from the noise of fitting 50-odd weights on a sample again.
 *
 * Random labels teach nothing: fitting them flattens the weights, which the generated rows show as
 * a clear rise over the control. Labels that contradict the weights where the generated rows are
 * silent move those weights alone.
 */
import { DEFAULT_EXACT_MATCH_THRESHOLD, matchTypeOf } from '@datacare/api-client/domain';
import type { Comparison } from '../engine/compare.ts';
import { MatchModel, levelFeature, numericValues, type ModelParameters } from '../engine/model.ts';
import {
  evidenceOf,
  fitWeights,
  isCalibrationRow,
  levelChains,
  parameterVector,
  parametersOfVector,
  type Example,
} from '../model/fit.ts';
import { PRIOR_FILE, readParameters } from '../model/parameters.ts';
import { MATCH_FIELDS } from '../types.ts';
import { decodeFeatures, type CandidateFeatures } from './features.ts';
import type { StoredLabel } from './storage.ts';

/** The share of examples held out (never fitted). */
export const HELD_OUT_SHARE = 0.3;

const LEVEL_FEATURES = MATCH_FIELDS.length * 4;

/** One candidate's features as fit.ts's sparse example part. */
function sparse(features: CandidateFeatures): { levels: Int16Array; numeric: number[] } {
  const levels: number[] = [];
  for (let f = 0; f < MATCH_FIELDS.length; f++) {
    const feature = levelFeature(f, features.levels[f]!);
    if (feature >= 0) levels.push(feature);
  }
  return { levels: Int16Array.from(levels), numeric: features.numeric };
}

/** A row's candidates (as the matcher compared them) and the right one (-1: none) as an example. */
export function exampleOfComparisons(
  comparisons: readonly Comparison[],
  chosen: number,
  evidence?: Uint8Array,
): Example {
  const parts = comparisons.map((c) => sparse({ levels: c.levels, numeric: numericValues(c) }));
  return { levels: parts.map((p) => p.levels), numeric: parts.map((p) => p.numeric), chosen, evidence };
}

/**
 * A label as an example: a selection says which entry was right among the row's candidates and
 * 'none of these'; a deselected candidate says that it was not the company (an example of that
 * candidate against 'none'). A deselected 'none of these' says too little and features that do not
 * fit the engine's layout cannot be used: null.
 */
export function exampleOfLabel(label: Pick<StoredLabel, 'features' | 'chosen' | 'rejected'>): Example | null {
  const decoded = label.features.map(decodeFeatures);
  if (decoded.length === 0 || decoded.some((f) => f === null)) return null;
  const parts = (decoded as CandidateFeatures[]).map(sparse);
  if (label.chosen !== null) {
    if (label.chosen < -1 || label.chosen >= parts.length) return null;
    return { levels: parts.map((p) => p.levels), numeric: parts.map((p) => p.numeric), chosen: label.chosen };
  }
  if (label.rejected === null || label.rejected < 0 || label.rejected >= parts.length) return null;
  const part = parts[label.rejected]!;
  return { levels: [part.levels], numeric: [part.numeric], chosen: -1 };
}

/** Calibration of the best entry in one 0.1 band of stated probability. */
export interface Band {
  from: number;
  rows: number;
  /** Mean stated probability of the best entry. */
  stated: number;
  /** Share of rows whose best entry was right. */
  right: number;
}

export interface Measures {
  examples: number;
  /** Mean −ln of the probability given to the right entry. */
  logLoss: number;
  /** Of the rows typed exact at the default threshold, the share whose candidate was right. */
  exactPrecision: number;
  /** Of the rows whose company was among the candidates, the share typed exact with the right one. */
  exactRecall: number;
  bands: Band[];
  /** Per example: its loss (for the paired comparison). */
  losses: number[];
}

/** The entries' probabilities as the engine states them: softmax, then the calibration of the best. */
function stated(
  model: MatchModel,
  weights: Float64Array,
  example: Example,
): { candidates: number[]; none: number } {
  const scores = example.levels.map((levels, c) => {
    let u = 0;
    for (const f of levels) u += weights[f]!;
    const numeric = example.numeric[c]!;
    for (let i = 0; i < numeric.length; i++) u += (weights[LEVEL_FEATURES + i] ?? 0) * numeric[i]!;
    return u;
  });
  const raw = model.probabilities(scores, example.evidence ?? evidenceOf(example));
  const order = raw.candidates.map((_, i) => i).sort((x, y) => raw.candidates[y]! - raw.candidates[x]!);
  const calibrated = model.calibrate(
    order.map((i) => raw.candidates[i]!),
    raw.none,
  );
  const candidates = new Array<number>(order.length);
  order.forEach((i, k) => (candidates[i] = calibrated.candidates[k]!));
  return { candidates, none: calibrated.none };
}

/** The measures of a parameter set on examples. */
export function measure(parameters: ModelParameters, examples: readonly Example[]): Measures {
  const model = new MatchModel(parameters);
  const weights = model.weights;
  const losses: number[] = [];
  let exact = 0;
  let exactRight = 0;
  let withCompany = 0;
  const bands = Array.from({ length: 10 }, (_, b) => ({ from: b / 10, rows: 0, stated: 0, right: 0 }));
  for (const example of examples) {
    const p = stated(model, weights, example);
    const chosenP = example.chosen < 0 ? p.none : p.candidates[example.chosen]!;
    losses.push(-Math.log(Math.min(1, Math.max(1e-12, chosenP))));
    let best = -1;
    let bestP = p.none;
    p.candidates.forEach((q, c) => {
      if (q > bestP) {
        best = c;
        bestP = q;
      }
    });
    const right = best === example.chosen;
    if (example.chosen >= 0) withCompany += 1;
    if (matchTypeOf({ probability: bestP, isNoMatch: best < 0 }, DEFAULT_EXACT_MATCH_THRESHOLD) === 'exact') {
      exact += 1;
      if (right) exactRight += 1;
    }
    const band = bands[Math.min(9, Math.floor(bestP * 10))]!;
    band.rows += 1;
    band.stated += bestP;
    band.right += right ? 1 : 0;
  }
  return {
    examples: examples.length,
    logLoss: losses.reduce((a, b) => a + b, 0) / Math.max(1, losses.length),
    exactPrecision: exact > 0 ? exactRight / exact : 1,
    exactRecall: withCompany > 0 ? exactRight / withCompany : 1,
    bands: bands
      .filter((b) => b.rows > 0)
      .map((b) => ({ from: b.from, rows: b.rows, stated: b.stated / b.rows, right: b.right / b.rows })),
    losses,
  };
}

/** Mean and standard error of the per-example differences after − before. */
function pairedDifference(before: readonly number[], after: readonly number[]): { mean: number; se: number } {
  const n = before.length;
  if (n === 0) return { mean: 0, se: 0 };
  const d = before.map((b, i) => after[i]! - b);
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? d.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(variance / n) };
}

export interface RefitInput {
  /** The parameters in use (the prior of the fit and the 'before'). */
  parameters: ModelParameters;
  /** Reviewers' labels (review_labels). */
  labels: readonly Pick<StoredLabel, 'id' | 'features' | 'chosen' | 'rejected'>[];
  /** Generated rows with known companies, as examples, in a fixed order. */
  generated: readonly Example[];
  /** The new parameters' version (default: the old one with '+refit-<date>'). */
  version?: string;
  log?: (line: string) => void;
}

export interface RefitPart {
  before: Measures;
  after: Measures;
  /** The control fit without labels (generated rows only). */
  control?: Measures;
}

export interface RefitOutcome {
  parameters: ModelParameters;
  labels: RefitPart & { used: number; skipped: number; fitted: number };
  generated: RefitPart & { fitted: number };
  /** Whether the refit may go live, and why not. */
  accepted: boolean;
  reason: string;
}

/** Refits the weights and measures before and after on the held-out parts (see the module comment). */
export function refit(input: RefitInput): RefitOutcome {
  const log = input.log ?? (() => {});
  const fitted: Example[] = [];
  const heldLabels: Example[] = [];
  const heldGenerated: Example[] = [];
  let used = 0;
  let skipped = 0;
  let fittedLabels = 0;
  for (const label of input.labels) {
    const example = exampleOfLabel(label);
    if (!example) {
      skipped += 1;
      continue;
    }
    used += 1;
    if (isCalibrationRow(label.id, HELD_OUT_SHARE)) heldLabels.push(example);
    else {
      fitted.push(example);
      fittedLabels += 1;
    }
  }
  // After the labels: the control fit takes this generated part alone.
  input.generated.forEach((example, i) => {
    if (isCalibrationRow(i + 1, HELD_OUT_SHARE)) heldGenerated.push(example);
    else fitted.push(example);
  });
  const old = input.parameters;
  const prior = parameterVector(old);
  const chains = levelChains(readParameters(PRIOR_FILE));
  const version = input.version ?? `${old.version}+refit-${new Date().toISOString().slice(0, 10)}`;
  const asParameters = (w: Float64Array): ModelParameters =>
    parametersOfVector(w, { version, calibration: old.calibration });
  log('Fitting on the labels and the generated rows:');
  const w = fitted.length > 0 ? fitWeights(fitted, prior, log, chains) : prior;
  const generatedOnly = fitted.slice(fittedLabels);
  log('Control fit on the generated rows alone:');
  const control = asParameters(
    generatedOnly.length > 0 ? fitWeights(generatedOnly, prior, log, chains) : prior,
  );
  const parameters: ModelParameters = {
    ...asParameters(w),
    fit: {
      method:
        'refit from review labels plus generated rows: model/fit.ts fitting around the parameters in use; 30 % of each held out',
      from: old.version,
      labels: used,
      labelsFitted: fittedLabels,
      generatedFitted: fitted.length - fittedLabels,
    },
  };
  const labels = {
    before: measure(old, heldLabels),
    after: measure(parameters, heldLabels),
    used,
    skipped,
    fitted: fittedLabels,
  };
  const generated = {
    before: measure(old, heldGenerated),
    after: measure(parameters, heldGenerated),
    control: measure(control, heldGenerated),
    fitted: fitted.length - fittedLabels,
  };
  let accepted = true;
  let reason = 'not worse on the held-out labels and generated rows';
  const rise = pairedDifference(generated.control.losses, generated.after.losses);
  if (heldLabels.length === 0) {
    accepted = false;
    reason = 'no held-out labels to judge the refit on';
  } else if (labels.after.logLoss > labels.before.logLoss) {
    accepted = false;
    reason = `held-out labels: log loss ${labels.before.logLoss.toFixed(4)} → ${labels.after.logLoss.toFixed(4)}`;
  } else if (rise.mean > 2 * rise.se) {
    accepted = false;
    reason = `held-out generated rows: log loss ${generated.after.logLoss.toFixed(4)} against ${generated.control.logLoss.toFixed(4)} without the labels (more than two standard errors)`;
  }
  return { parameters, labels, generated, accepted, reason };
}

/** The measures as lines for the terminal. */
export function formatMeasures(title: string, part: RefitPart): string {
  const line = (name: string, m: Measures) =>
    `  ${name.padEnd(7)} ${String(m.examples).padStart(6)} rows  log loss ${m.logLoss.toFixed(4)}  exact precision ${(m.exactPrecision * 100).toFixed(2)} %  exact recall ${(m.exactRecall * 100).toFixed(2)} %`;
  const bands = (m: Measures) =>
    m.bands
      .map(
        (b) =>
          `    ${b.from.toFixed(1)}–${(b.from + 0.1).toFixed(1)}: ${String(b.rows).padStart(5)} rows, stated ${(b.stated * 100).toFixed(1)} %, right ${(b.right * 100).toFixed(1)} %`,
      )
      .join('\n');
  return [
    `${title}:`,
    line('before', part.before),
    line('after', part.after),
    ...(part.control ? [line('control', part.control)] : []),
    '  calibration per band, before:',
    bands(part.before),
    '  calibration per band, after:',
    bands(part.after),
  ].join('\n');
}
