import { describe, expect, it } from 'vitest';
import { fitPlatt, logLoss } from '../model/fit.ts';
import { defaultParameters, readParameters, PRIOR_FILE } from '../model/parameters.ts';
import { MATCH_FIELDS } from '../types.ts';
import { DIFFERENT, MISSING, SAME, SIMILAR, type Comparison } from './compare.ts';
import { FEATURE_NAMES, MatchModel, parametersFromVector, weightVector } from './model.ts';

function comparison(
  levels: Partial<Record<(typeof MATCH_FIELDS)[number], number>>,
  name = { cover: 1, frequency: 0 },
): Comparison {
  const array = new Uint8Array(MATCH_FIELDS.length).fill(MISSING);
  for (const [field, level] of Object.entries(levels)) array[MATCH_FIELDS.indexOf(field as never)] = level!;
  return {
    company: 0,
    levels: array,
    nameCoverCompany: name.cover,
    nameCoverRow: name.cover,
    nameFrequency: name.frequency,
    formerAddress: false,
  };
}

describe('the match model', () => {
  const model = new MatchModel(defaultParameters());

  it('turns scores into probabilities of each candidate and of none, adding up to 1', () => {
    const { candidates, none } = model.probabilities([10, 8, -3]);
    expect(candidates.reduce((a, b) => a + b, 0) + none).toBeCloseTo(1, 12);
    expect(candidates[0]).toBeGreaterThan(candidates[1]!);
    const nothing = model.probabilities([]);
    expect(nothing).toEqual({ candidates: [], none: 1 });
  });

  it('scores agreement up and disagreement down, and says why field by field', () => {
    const agree = comparison({ name: SAME, zip: SAME, street: SAME, vat_id: SAME });
    const disagree = comparison({ name: SAME, zip: DIFFERENT, street: DIFFERENT, vat_id: DIFFERENT });
    expect(model.score(agree)).toBeGreaterThan(model.score(disagree));
    const explanation = model.explain(agree);
    expect(explanation.map((e) => e.field)).toEqual(['name', 'street', 'zip', 'vat_id']);
    expect(explanation.every((e) => e.contribution > 0)).toBe(true);
    // Contributions are in bits and add up to the score (ln) times log2(e).
    const bits = explanation.reduce((sum, e) => sum + e.contribution, 0);
    expect(bits).toBeCloseTo(model.score(agree) * Math.LOG2E, 1);
  });

  it('gives a common name less weight than a rare one (term frequency)', () => {
    const rare = comparison({ name: SAME }, { cover: 1, frequency: 0 });
    const common = comparison({ name: SIMILAR }, { cover: 1, frequency: Math.log(50) });
    expect(model.score(common)).toBeLessThan(model.score(rare));
  });

  it('rescales the other entries when it calibrates the best one', () => {
    const platt = new MatchModel({ ...defaultParameters(), calibration: { slope: 0.5, intercept: 0 } });
    const { candidates, none } = platt.calibrate([0.9, 0.05], 0.05);
    expect(candidates[0]).toBeCloseTo(0.75, 2);
    expect(candidates.reduce((a, b) => a + b, 0) + none).toBeCloseTo(1, 12);
    const uncalibrated = new MatchModel({ ...defaultParameters(), calibration: null });
    expect(uncalibrated.calibrate([0.9, 0.05], 0.05)).toEqual({ candidates: [0.9, 0.05], none: 0.05 });
  });

  it('stores weights by name and reads them back', () => {
    const parameters = defaultParameters();
    const vector = weightVector(parameters);
    expect(vector.length).toBe(FEATURE_NAMES.length);
    const back = parametersFromVector(vector, { version: 'x', noMatchScore: 1, calibration: null });
    expect(weightVector(back)).toEqual(vector.map((w) => Math.round(w * 10_000) / 10_000));
    expect(readParameters(PRIOR_FILE).levelWeights.provider_id).toEqual(parameters.levelWeights.provider_id);
  });
});

describe('calibration fitting', () => {
  it('recovers a Platt scaling and measures log loss', () => {
    // Stated probabilities that are too timid: the truth is sharper.
    const pairs: [number, boolean][] = [];
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5_000; i++) {
      const stated = 0.05 + 0.9 * random();
      const logit = Math.log(stated / (1 - stated));
      const truth = 1 / (1 + Math.exp(-2 * logit));
      pairs.push([stated, random() < truth]);
    }
    const platt = fitPlatt(pairs);
    expect(platt.slope).toBeGreaterThan(1.7);
    expect(platt.slope).toBeLessThan(2.3);
    expect(Math.abs(platt.intercept)).toBeLessThan(0.2);
    expect(logLoss(pairs, platt)).toBeLessThan(logLoss(pairs));
  });
});
