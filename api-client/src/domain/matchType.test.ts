import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { MatchType } from '../generated/types.ts';
import { MATCH_TYPES, countMatchTypes, matchTypeOf, normalizeThreshold } from './matchType.ts';

const row = (probability: number, isNoMatch = false) => ({ probability, isNoMatch });

describe('matchTypeOf (spec 4 "Match type per row")', () => {
  it.each<[number, boolean, number, MatchType, string]>([
    // [probability, isNoMatch, threshold, expected, why]
    [0.95, true, 0.7, 'noMatch', 'rule 1: flagged and above 0.8'],
    [0.80001, true, 0.7, 'noMatch', 'rule 1: just above the cutoff'],
    [0.8, true, 0.7, 'manual', 'rule 2: exactly 0.8 is "at or below"'],
    [0.75, true, 0.7, 'manual', 'rule 2 wins over rule 4 although above the threshold'],
    [0.1, true, 0.7, 'manual', 'rule 2: a flagged low row still needs a look'],
    [0.95, true, 0.99, 'noMatch', 'rule 1 wins although below the threshold'],
    [0.7, false, 0.7, 'manual', 'rule 3: exactly the threshold is manual'],
    [0.70001, false, 0.7, 'exact', 'rule 4: just above the threshold'],
    [0.2, false, 0.7, 'manual', 'rule 3: low probabilities are manual, not no match'],
    [0.9, false, 0.95, 'manual', 'rule 3 with a raised threshold'],
  ])('p=%s isNoMatch=%s threshold=%s -> %s (%s)', (p, isNoMatch, threshold, expected) => {
    expect(matchTypeOf(row(p, isNoMatch), threshold)).toBe(expected);
  });

  it('uses the default threshold 0.7 when none is given', () => {
    expect(matchTypeOf(row(0.7))).toBe('manual');
    expect(matchTypeOf(row(0.71))).toBe('exact');
  });

  it('at threshold 0 makes every positive probability exact and 0 manual', () => {
    expect(matchTypeOf(row(0), 0)).toBe('manual');
    expect(matchTypeOf(row(0.01), 0)).toBe('exact');
  });

  it('at threshold 1 never yields exact', () => {
    expect(matchTypeOf(row(1), 1)).toBe('manual');
    expect(matchTypeOf(row(0.999), 1)).toBe('manual');
  });

  it('falls through to no match (rule 5) for NaN probability or threshold', () => {
    expect(matchTypeOf(row(Number.NaN), 0.7)).toBe('noMatch');
    expect(matchTypeOf(row(Number.NaN, true), 0.7)).toBe('noMatch');
    expect(matchTypeOf(row(0.9), Number.NaN)).toBe('noMatch');
  });

  it('uses the same three names as the contract', () => {
    const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: { MatchType: { enum: string[] } } };
    };
    expect(contract.components.schemas.MatchType.enum).toEqual([...MATCH_TYPES]);
  });
});

describe('countMatchTypes', () => {
  const priorities = [row(0.95), row(0.71), row(0.7), row(0.3), row(0.85, true), row(0.5, true)];

  it('counts rows per type and passes notStarted through (statusCounts shape)', () => {
    expect(countMatchTypes(priorities, 0.7, 4)).toEqual({
      exactMatches: 2,
      manualMatches: 3,
      noMatches: 1,
      notStarted: 4,
    });
  });

  it('moves rows between exact and manual when the threshold moves, flagged rows stay put', () => {
    expect(countMatchTypes(priorities, 0.9)).toEqual({
      exactMatches: 1,
      manualMatches: 4,
      noMatches: 1,
      notStarted: 0,
    });
    expect(countMatchTypes(priorities, 0)).toEqual({
      exactMatches: 4,
      manualMatches: 1,
      noMatches: 1,
      notStarted: 0,
    });
  });

  it('accounts for every row exactly once', () => {
    const counts = countMatchTypes(priorities, 0.42);
    expect(counts.exactMatches + counts.manualMatches + counts.noMatches).toBe(priorities.length);
  });

  it('returns zeros for an import without results', () => {
    expect(countMatchTypes([], 0.7, 12)).toEqual({
      exactMatches: 0,
      manualMatches: 0,
      noMatches: 0,
      notStarted: 12,
    });
  });
});

describe('normalizeThreshold', () => {
  it.each([
    [0.7000000001, 0.7],
    [0.555, 0.56],
    [0.123, 0.12],
    [1.2, 1],
    [-0.3, 0],
    [0, 0],
    [1, 1],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeThreshold(input)).toBe(expected);
  });

  it('falls back to the default for a non-number', () => {
    expect(normalizeThreshold(Number.NaN)).toBe(0.7);
    expect(normalizeThreshold(Number.POSITIVE_INFINITY)).toBe(0.7);
  });
});
