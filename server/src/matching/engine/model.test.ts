import { describe, expect, it } from 'vitest';
import { fitPlatt, logLoss } from '../model/fit.ts';
import { defaultParameters, readParameters, PRIOR_FILE } from '../model/parameters.ts';
import { MATCH_FIELDS } from '../types.ts';
import { DIFFERENT, MISSING, SAME, SIMILAR, type Comparison } from './compare.ts';
import { COMMON_NAME_BITS, FEATURE_NAMES, MatchModel, parametersFromVector, weightVector } from './model.ts';

function comparison(
  levels: Partial<Record<(typeof MATCH_FIELDS)[number], number>>,
  name: { cover: number; frequency: number; contained?: boolean; former?: boolean } = {
    cover: 1,
    frequency: 0,
  },
): Comparison {
  const array = new Uint8Array(MATCH_FIELDS.length).fill(MISSING);
  for (const [field, level] of Object.entries(levels)) array[MATCH_FIELDS.indexOf(field as never)] = level!;
  return {
    company: 0,
    levels: array,
    nameCoverCompany: name.cover,
    nameCoverRow: name.cover,
    nameFrequency: name.frequency,
    nameContained: name.contained ?? false,
    formerAddress: name.former ?? false,
  };
}

/** The fields a row states (model.ts rowEvidence), as the matcher passes them. */
function stated(...fields: (typeof MATCH_FIELDS)[number][]): Uint8Array {
  return Uint8Array.from(MATCH_FIELDS, (field) => (fields.includes(field) ? 1 : 0));
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

  describe('explanations against "none of them" (issue 15, 6)', () => {
    const shipped = new MatchModel(defaultParameters());
    const row = stated('name', 'street', 'zip', 'city', 'country', 'phone', 'email');

    it("adds up, with the base odds, to the candidate's log-odds against no match, in bits", () => {
      const c = comparison({
        name: SIMILAR,
        street: DIFFERENT,
        zip: SAME,
        city: SAME,
        country: SAME,
        email: SAME,
      });
      const explanation = shipped.explain(c, row);
      const bits = explanation.reduce((sum, e) => sum + e.contribution, 0) + shipped.baseBits(row);
      const logOdds = (shipped.score(c) - shipped.noMatchScore(row)) * Math.LOG2E;
      // Each contribution is rounded to 0.01 bit.
      expect(bits).toBeCloseTo(logOdds, 1);
      expect(Math.abs(bits - logOdds)).toBeLessThan(0.005 * explanation.length + 1e-9);
    });

    it('shows a field the row states and the company lacks as absent, counting against the company', () => {
      const explanation = shipped.explain(
        comparison({ name: SAME, zip: SAME }),
        stated('name', 'zip', 'phone'),
      );
      const phone = explanation.find((e) => e.field === 'phone');
      expect(phone?.level).toBe('absent');
      expect(phone!.contribution).toBeLessThan(0);
      // A field neither side has is not listed; without the row's fields nothing is absent.
      expect(explanation.some((e) => e.field === 'email')).toBe(false);
      expect(shipped.explain(comparison({ name: SAME, zip: SAME })).some((e) => e.level === 'absent')).toBe(
        false,
      );
    });

    it('never makes an agreeing field count against the company or a differing one for it, with the shipped weights', () => {
      const fields = MATCH_FIELDS.filter((f) => f !== 'name');
      for (const field of fields) {
        const same = shipped.explain(comparison({ name: SAME, [field]: SAME }), stated('name', field));
        const different = shipped.explain(
          comparison({ name: SAME, [field]: DIFFERENT }),
          stated('name', field),
        );
        const absent = shipped.explain(comparison({ name: SAME }), stated('name', field));
        const at = (list: typeof same) => list.find((e) => e.field === field)!.contribution;
        expect.soft(at(same), `${field} same`).toBeGreaterThanOrEqual(0);
        expect.soft(at(different), `${field} different`).toBeLessThan(0);
        expect.soft(at(absent), `${field} absent`).toBeLessThanOrEqual(0);
        expect.soft(at(same), `${field} same ≥ absent`).toBeGreaterThan(at(absent));
      }
      // Issue 15's complaint: "same country" cost 1.17 bits.
      const country = shipped
        .explain(comparison({ name: SAME, country: SAME }), row)
        .find((e) => e.field === 'country');
      expect(country!.contribution).toBeGreaterThan(0);
    });

    it("names the name's frequency and containment and a former address in words", () => {
      const rare = shipped.explain(comparison({ name: SAME }, { cover: 1, frequency: 0 }), row);
      expect(rare.find((e) => e.field === 'name')!.notes).toBeUndefined();
      const weight = -defaultParameters().numericWeights.nameFrequency!;
      // Just below and at one bit off the odds.
      const below = (COMMON_NAME_BITS * Math.LN2) / weight - 0.01;
      const at = (COMMON_NAME_BITS * Math.LN2) / weight;
      expect(
        shipped.explain(comparison({ name: SAME }, { cover: 1, frequency: below }), row)[0]!.notes,
      ).toBeUndefined();
      expect(shipped.explain(comparison({ name: SAME }, { cover: 1, frequency: at }), row)[0]!.notes).toEqual(
        ['common_name'],
      );
      const parent = shipped.explain(
        comparison({ name: SIMILAR }, { cover: 1, frequency: 0, contained: true }),
        row,
      );
      expect(parent.find((e) => e.field === 'name')!.notes).toEqual(['name_contained']);
      const moved = shipped.explain(
        comparison({ name: SAME, street: SAME }, { cover: 1, frequency: 0, former: true }),
        row,
      );
      expect(moved.find((e) => e.field === 'street')!.notes).toEqual(['former_address']);
      expect(moved.find((e) => e.field === 'name')!.notes).toBeUndefined();
    });
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
