/**
 * The match model (docs/adr/005-matching-model.md): a conditional logit over the row's candidates
 * and "none of them". Each candidate's score is the sum of one weight per field level plus the
 * name's numbers; the no-match option's score is a constant plus one weight per field the row
 * has (a row that says little leaves its best candidate less room to fall short). The probability of a candidate is its
 * share of exp(score) among all options, so the probabilities of a row's candidates and its
 * no-match entry add up to 1. Weights are fitted by maximum likelihood on generated rows whose
 * companies are known (model/fit.ts), then the best entry's probability goes through a monotone
 * calibration map fitted on other generated rows.
 */
import type { NormalizedRow } from '../normalize/row.ts';
import {
  MATCH_FIELDS,
  type ComparisonLevel,
  type ExplanationNote,
  type FieldExplanation,
  type MatchField,
} from '../types.ts';
import { MISSING, levelName, type Comparison } from './compare.ts';

/** The numbers beyond the levels, each belonging to a field for the explanation. */
export const NUMERIC_FEATURES = {
  nameCoverCompany: 'name',
  nameCoverRow: 'name',
  nameFrequency: 'name',
  formerAddress: 'street',
  // Added for issue 15 with weight 0 (absent from parameters.json): the refit gives it its weight.
  nameContained: 'name',
} as const satisfies Record<string, MatchField>;
export type NumericFeature = keyof typeof NUMERIC_FEATURES;

/** The levels that carry a weight; 'missing' is the reference and weighs 0. */
export const WEIGHTED_LEVELS = [
  'same',
  'similar',
  'partial',
  'different',
] as const satisfies readonly ComparisonLevel[];

export interface ModelParameters {
  version: string;
  /** Weight (natural log-odds) per field and level; absent levels weigh 0. */
  levelWeights: Partial<Record<MatchField, Partial<Record<ComparisonLevel, number>>>>;
  /** A feature added after the parameters were fitted is absent and weighs 0. */
  numericWeights: Partial<Record<NumericFeature, number>>;
  /** The no-match option's score for a row without any field (its intercept). */
  noMatchScore: number;
  /**
   * What each field the row has adds to the no-match option's score (issue 15): a row that states
   * a field its best candidate does not confirm is evidence of absence, a row with only a name is
   * not. Absent (parameters fitted before issue 15): 0, the constant no-match score of ADR 005.
   */
  noMatchWeights?: Partial<Record<MatchField, number>>;
  /**
   * Platt scaling of the best entry's probability, p' = sigmoid(slope * logit(p) + intercept);
   * null leaves probabilities as the model states them.
   */
  calibration: { slope: number; intercept: number } | null;
  /** How the weights were obtained (data, rows, log-likelihood), for the ADR and the curious. */
  fit?: Record<string, unknown>;
}

/** Feature layout: one per (field, weighted level), then the numeric ones. */
export const FEATURE_NAMES: readonly string[] = [
  ...MATCH_FIELDS.flatMap((field) => WEIGHTED_LEVELS.map((level) => `${field}.${level}`)),
  ...Object.keys(NUMERIC_FEATURES),
];
const LEVEL_FEATURES = MATCH_FIELDS.length * WEIGHTED_LEVELS.length;
const NUMERIC_NAMES = Object.keys(NUMERIC_FEATURES) as NumericFeature[];

/** Index of a field level's feature, or -1 for 'missing'. */
export function levelFeature(field: number, level: number): number {
  return level === MISSING ? -1 : field * WEIGHTED_LEVELS.length + level;
}

/** The numeric feature values of a comparison, in NUMERIC_NAMES order. */
export function numericValues(comparison: Comparison): number[] {
  return [
    comparison.nameCoverCompany,
    comparison.nameCoverRow,
    comparison.nameFrequency,
    comparison.formerAddress ? 1 : 0,
    comparison.nameContained ? 1 : 0,
  ];
}

/** Weights as one flat vector in FEATURE_NAMES order. */
export function weightVector(parameters: ModelParameters): Float64Array {
  const weights = new Float64Array(FEATURE_NAMES.length);
  MATCH_FIELDS.forEach((field, f) => {
    WEIGHTED_LEVELS.forEach((level, l) => {
      weights[f * WEIGHTED_LEVELS.length + l] = parameters.levelWeights[field]?.[level] ?? 0;
    });
  });
  NUMERIC_NAMES.forEach((name, i) => (weights[LEVEL_FEATURES + i] = parameters.numericWeights[name] ?? 0));
  return weights;
}

/** The inverse of weightVector (rounded for a readable file). */
export function parametersFromVector(
  weights: Float64Array,
  base: Omit<ModelParameters, 'levelWeights' | 'numericWeights'>,
): ModelParameters {
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const levelWeights: ModelParameters['levelWeights'] = {};
  MATCH_FIELDS.forEach((field, f) => {
    const levels: Partial<Record<ComparisonLevel, number>> = {};
    WEIGHTED_LEVELS.forEach((level, l) => {
      const w = weights[f * WEIGHTED_LEVELS.length + l]!;
      if (w !== 0) levels[level] = round(w);
    });
    levelWeights[field] = levels;
  });
  const numericWeights = Object.fromEntries(
    NUMERIC_NAMES.map((name, i) => [name, round(weights[LEVEL_FEATURES + i]!)]),
  ) as Record<NumericFeature, number>;
  return { ...base, levelWeights, numericWeights };
}

/**
 * Which match fields the row has (1) after normalisation, in MATCH_FIELDS order: the terms of the
 * no-match option's score.
 */
export function rowEvidence(row: NormalizedRow): Uint8Array {
  const has: Record<MatchField, boolean> = {
    provider_id: row.providerId !== null,
    name: row.name.tokens.length > 0,
    legal_form: row.name.legalForm !== null,
    street: row.street.name !== null,
    zip: row.postcode !== null,
    city: row.city !== null,
    country: row.country !== null,
    phone: row.phone !== null || row.phoneTail !== null,
    fax: row.fax !== null || row.faxTail !== null,
    email: row.email !== null,
    url: row.url !== null,
    vat_id: row.vat !== null,
    hr_id: row.register !== null,
  };
  return Uint8Array.from(MATCH_FIELDS, (field) => (has[field] ? 1 : 0));
}

/**
 * The fields a row has as far as its candidates show it (a field is compared, not missing, for
 * at least one): for stored labels, which keep the candidates' features but not the row.
 */
export function evidenceOfComparisons(levels: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(MATCH_FIELDS.length);
  for (const l of levels) for (let f = 0; f < out.length; f++) if (l[f] !== MISSING) out[f] = 1;
  return out;
}

/** The no-match weights as a vector in MATCH_FIELDS order. */
export function noMatchVector(parameters: ModelParameters): Float64Array {
  return Float64Array.from(MATCH_FIELDS, (field) => parameters.noMatchWeights?.[field] ?? 0);
}

const BITS_PER_NAT = Math.LOG2E;

/** Scores candidates and turns scores into probabilities and explanations. */
export class MatchModel {
  readonly parameters: ModelParameters;
  readonly weights: Float64Array;
  readonly noMatchWeights: Float64Array;

  constructor(parameters: ModelParameters) {
    this.parameters = parameters;
    this.weights = weightVector(parameters);
    this.noMatchWeights = noMatchVector(parameters);
  }

  /** The no-match option's score for a row with these fields (rowEvidence); none given: the intercept. */
  noMatchScore(evidence?: Uint8Array): number {
    let score = this.parameters.noMatchScore;
    if (evidence) for (let f = 0; f < evidence.length; f++) if (evidence[f]) score += this.noMatchWeights[f]!;
    return score;
  }

  /** A candidate's score (natural log-odds against the no-match option, plus noMatchScore). */
  score(comparison: Comparison): number {
    const w = this.weights;
    let total = 0;
    for (let f = 0; f < MATCH_FIELDS.length; f++) {
      const feature = levelFeature(f, comparison.levels[f]!);
      if (feature >= 0) total += w[feature]!;
    }
    const numeric = numericValues(comparison);
    for (let i = 0; i < numeric.length; i++) total += w[LEVEL_FEATURES + i]! * numeric[i]!;
    return total;
  }

  /**
   * Probabilities of the candidates (same order as `scores`) and of "none of them": a softmax
   * over the candidates' scores and the no-match score of a row with the fields `evidence`.
   */
  probabilities(scores: readonly number[], evidence?: Uint8Array): { candidates: number[]; none: number } {
    const none = this.noMatchScore(evidence);
    let max = none;
    for (const s of scores) if (s > max) max = s;
    let sum = Math.exp(none - max);
    const exps = scores.map((s) => Math.exp(s - max));
    for (const e of exps) sum += e;
    return { candidates: exps.map((e) => e / sum), none: Math.exp(none - max) / sum };
  }

  /**
   * Applies the calibration map to the best entry and rescales the others so that the entries
   * still add up to 1. `entries` are the kept candidates' probabilities, best first, and the
   * no-match probability.
   */
  calibrate(candidates: number[], none: number): { candidates: number[]; none: number } {
    const platt = this.parameters.calibration;
    if (!platt) return { candidates, none };
    const topIsNone = none >= (candidates[0] ?? 0);
    const top = topIsNone ? none : candidates[0]!;
    const clamped = Math.min(1 - 1e-12, Math.max(1e-12, top));
    const mapped = 1 / (1 + Math.exp(-(platt.slope * Math.log(clamped / (1 - clamped)) + platt.intercept)));
    const rest = 1 - top;
    const scale = rest > 1e-12 ? (1 - mapped) / rest : 0;
    if (topIsNone) return { candidates: candidates.map((p) => p * scale), none: mapped };
    return { candidates: [mapped, ...candidates.slice(1).map((p) => p * scale)], none: none * scale };
  }

  /**
   * Per field: its level and what it added to the odds of this candidate against "none of them",
   * in bits (issue 15, 6). A field the row states moves both sides: the candidate by its level's
   * weight, the no-match option by the field's no-match weight. A field's contribution is the
   * difference, so stating a value the company lacks ('absent') or only half shares counts against
   * it. A negative no-match weight (rows with a register number are seldom without a company)
   * says nothing about this candidate: it belongs to the base odds ({@link baseBits}), like the
   * intercept. So the contributions plus the base odds are the candidate's log-odds against the
   * no-match option, in bits. Fields neither side has are left out; the name always stays.
   * Without `evidence` (comparisons decoded from stored features) no field counts as stated.
   */
  explain(comparison: Comparison, evidence?: Uint8Array): FieldExplanation[] {
    const w = this.weights;
    const contributions = new Float64Array(MATCH_FIELDS.length);
    for (let f = 0; f < MATCH_FIELDS.length; f++) {
      const feature = levelFeature(f, comparison.levels[f]!);
      const weight = feature >= 0 ? w[feature]! : 0;
      contributions[f] = evidence?.[f] ? weight - Math.max(0, this.noMatchWeights[f]!) : weight;
    }
    const numeric = numericValues(comparison);
    NUMERIC_NAMES.forEach((name, i) => {
      contributions[FIELD_OF_NUMERIC[i]!]! += w[LEVEL_FEATURES + i]! * numeric[i]!;
    });
    const notes = this.notes(comparison);
    const out: FieldExplanation[] = [];
    MATCH_FIELDS.forEach((field, f) => {
      const level = comparison.levels[f]!;
      const stated = evidence?.[f] === 1;
      if (level === MISSING && !stated && field !== 'name') return;
      const fieldNotes = notes.filter((note) => NOTE_FIELD[note] === field);
      out.push({
        field,
        level: level === MISSING && stated ? 'absent' : levelName(level),
        contribution: Math.round(contributions[f]! * BITS_PER_NAT * 100) / 100,
        ...(fieldNotes.length > 0 ? { notes: fieldNotes } : {}),
      });
    });
    return out;
  }

  /**
   * The odds every candidate of a row starts from against "none of them", in bits: minus the
   * no-match intercept and the negative no-match weights of the fields the row states. With the
   * contributions of {@link explain} they add up to the candidate's log-odds against no match.
   */
  baseBits(evidence?: Uint8Array): number {
    let nats = -this.parameters.noMatchScore;
    if (evidence)
      for (let f = 0; f < evidence.length; f++) if (evidence[f]) nats -= Math.min(0, this.noMatchWeights[f]!);
    return nats * BITS_PER_NAT;
  }

  /** The notes a comparison earns (types.ts ExplanationNote), each on its field. */
  notes(comparison: Comparison): ExplanationNote[] {
    const out: ExplanationNote[] = [];
    const frequencyBits =
      (this.parameters.numericWeights.nameFrequency ?? 0) * comparison.nameFrequency * BITS_PER_NAT;
    if (frequencyBits <= -COMMON_NAME_BITS) out.push('common_name');
    if (comparison.nameContained) out.push('name_contained');
    if (comparison.formerAddress) out.push('former_address');
    return out;
  }
}

/**
 * A name is called common in an explanation when how many names share its words takes at least
 * one bit (halves the odds) off the match: about three or more with today's weight.
 */
export const COMMON_NAME_BITS = 1;

const NOTE_FIELD: Readonly<Record<ExplanationNote, MatchField>> = {
  common_name: 'name',
  name_contained: 'name',
  former_address: 'street',
};

const FIELD_OF_NUMERIC = NUMERIC_NAMES.map((name) => MATCH_FIELDS.indexOf(NUMERIC_FEATURES[name]));
