import { describe, expect, it } from 'vitest';
import { MatchModel, NUMERIC_FEATURES, weightVector, type ModelParameters } from '../engine/model.ts';
import { defaultParameters } from '../model/parameters.ts';
import { COMPARISON_LEVELS, MATCH_FIELDS, type ComparisonLevel, type MatchField } from '../types.ts';
import { exampleOfLabel, measure, refit } from './refit.ts';
import { evidenceOf, type Example } from '../model/fit.ts';

/** A seeded generator, so a failure can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const NUMERIC = Object.keys(NUMERIC_FEATURES).length;

/** A candidate's stored features (labels/features.ts) from a few field levels; other fields missing. */
function features(levels: Partial<Record<MatchField, ComparisonLevel>>, cover = 1): string {
  const digits = MATCH_FIELDS.map((field) => COMPARISON_LEVELS.indexOf(levels[field] ?? 'missing')).join('');
  const numeric = [cover, cover, ...Array<number>(NUMERIC - 2).fill(0)];
  return `${digits}|${numeric.join(',')}`;
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/** A row's candidates as a generated file shows them: name and address, never a fax number. */
function generatedCandidates(next: () => number): string[] {
  return Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
    features(
      {
        name: pick(next, ['same', 'similar', 'partial', 'different'] as const),
        zip: pick(next, ['same', 'different', 'missing'] as const),
        city: pick(next, ['same', 'similar', 'different'] as const),
        street: pick(next, ['same', 'partial', 'different', 'missing'] as const),
      },
      Math.round(next() * 100) / 100,
    ),
  );
}

/** Generated rows whose right entries follow the parameters in use (the model is right about them). */
function generatedRows(parameters: ModelParameters, count: number, seed: number): Example[] {
  const next = random(seed);
  const w = weightVector(parameters);
  return Array.from({ length: count }, () => {
    const example = exampleOfLabel({ features: generatedCandidates(next), chosen: -1, rejected: null })!;
    const scores = example.levels.map((levels, c) => {
      let u = 0;
      for (const f of levels) u += w[f]!;
      example.numeric[c]!.forEach((x, i) => (u += w[MATCH_FIELDS.length * 4 + i]! * x));
      return u;
    });
    const exps = [new MatchModel(parameters).noMatchScore(evidenceOf(example)), ...scores].map(Math.exp);
    const total = exps.reduce((a, b) => a + b, 0);
    let draw = next() * total;
    let option = 0;
    while (option < exps.length - 1 && (draw -= exps[option]!) > 0) option += 1;
    return { ...example, chosen: option - 1 };
  });
}

describe('refit from reviewers’ labels', () => {
  // Without the calibration map: the generated rows below follow the model's own softmax.
  const parameters = { ...defaultParameters(), calibration: null };
  const generated = generatedRows(parameters, 800, 5);

  it('goes live when reviewers contradict the weights where generated rows are silent', () => {
    // Reviewers keep choosing the candidate with the same fax number over the one in the same
    // postcode: a fax says more in their data than the weights in use (generated rows have none).
    const labels = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      features: [
        features({ name: 'same', zip: 'same', fax: 'different' }),
        features({ name: 'same', zip: 'different', fax: 'same' }),
      ],
      chosen: 1,
      rejected: null,
    }));
    const outcome = refit({ parameters, labels, generated });
    expect(outcome.labels.after.logLoss).toBeLessThan(outcome.labels.before.logLoss / 2);
    expect(outcome.labels.after.exactRecall).toBeGreaterThan(outcome.labels.before.exactRecall);
    expect(outcome.accepted, outcome.reason).toBe(true);
    const { fax, zip } = outcome.parameters.levelWeights;
    expect(fax!.same! - fax!.different!).toBeGreaterThan(zip!.same! - zip!.different!);
  });

  it('keeps the level weights in order whatever reviewers label', () => {
    // A shared fax line: reviewers reject the candidate with the same fax for one with another.
    // The refit may take the fax's weight away, never make a different fax count for a company.
    const labels = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      features: [
        features({ name: 'same', zip: 'same', fax: 'same' }),
        features({ name: 'same', zip: 'same', fax: 'different' }),
      ],
      chosen: 1,
      rejected: null,
    }));
    const fax = refit({ parameters, labels, generated }).parameters.levelWeights.fax!;
    expect(fax.same ?? 0).toBeGreaterThanOrEqual(fax.similar ?? 0);
    expect(fax.similar ?? 0).toBeGreaterThanOrEqual(0);
    expect(fax.different ?? 0).toBeLessThanOrEqual(0);
  });

  it('is refused with random labels', () => {
    const next = random(77);
    const labels = Array.from({ length: 300 }, (_, i) => {
      const candidates = generatedCandidates(next);
      return {
        id: i + 1,
        features: candidates,
        chosen: Math.floor(next() * (candidates.length + 1)) - 1,
        rejected: null,
      };
    });
    const outcome = refit({ parameters, labels, generated });
    expect(outcome.accepted).toBe(false);
    // The labels alone would look better (a flatter model fits noise better than a confident one);
    // the generated rows show what it costs.
    expect(outcome.reason).toMatch(/generated rows/);
  });

  it('measures the parameters in use as they are stated', () => {
    const m = measure(parameters, generated);
    expect(m.examples).toBe(800);
    expect(m.bands.reduce((n, b) => n + b.rows, 0)).toBe(800);
    // The rows follow the model's own probabilities: those stated above the threshold (0.7) are
    // right at least that often.
    expect(m.exactPrecision).toBeGreaterThan(0.7);
  });
});
