import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SIZE_BUCKETS, EMPLOYEE_SIZE_COMPARISON } from './constants.ts';
import {
  FILL_RATE_RULES,
  bucketShares,
  checkProgress,
  fillRateAfterEnrichment,
  fillRateLevel,
  fillRateOf,
  schoolGradeOf,
} from './report.ts';

describe('schoolGradeOf (docs/quality-report.md, Grades)', () => {
  it.each([
    [1, 1],
    [0.9, 1],
    [0.8999, 2],
    [0.75, 2],
    [0.7499, 3],
    [0.5, 3],
    [0.4999, 4],
    [0.25, 4],
    [0.2499, 5],
    [0.0001, 5],
    [0, 6],
  ])('grades a fill rate of %s as %s', (rate, grade) => {
    expect(schoolGradeOf(rate)).toBe(grade);
  });
});

describe('fillRateOf', () => {
  it('is the share of rows with a value', () => {
    expect(fillRateOf({ existing: 3, missing: 1 })).toBe(0.75);
    expect(fillRateOf({ existing: 0, missing: 12 })).toBe(0);
  });

  it('is null when the field counts no rows', () => {
    expect(fillRateOf({ existing: 0, missing: 0 })).toBeNull();
  });
});

describe('fillRateLevel (spec 9 fill-rate colours)', () => {
  it.each([
    [1, 'high'],
    [0.8, 'high'],
    [0.7999, 'medium'],
    [0.2, 'medium'],
    [0.1999, 'low'],
    [0.001, 'low'],
    [0, 'none'],
  ] as const)('puts %s into %s', (rate, level) => {
    expect(fillRateLevel(rate)).toBe(level);
  });
});

describe('fillRateAfterEnrichment', () => {
  const bucket = (count: number) => ({ count, examples: [] });
  const enrichment = (missingKnown: number) => ({
    missing: bucket(10),
    missing_known: bucket(missingKnown),
    missing_unknown: bucket(10 - missingKnown),
    existing: bucket(5),
    existing_unchanged: bucket(5),
    existing_changed_known: bucket(0),
    existing_changed_unknown: bucket(0),
  });

  it('adds the values the provider knows where the customer has none', () => {
    expect(fillRateAfterEnrichment({ existing: 5, missing: 10 }, enrichment(6))).toEqual({
      existing: 11,
      missing: 4,
    });
  });

  it('stays as it was without enrichment counts', () => {
    expect(fillRateAfterEnrichment({ existing: 5, missing: 10 }, undefined)).toEqual({
      existing: 5,
      missing: 10,
    });
  });

  it('never fills more than is missing', () => {
    expect(fillRateAfterEnrichment({ existing: 5, missing: 3 }, enrichment(6))).toEqual({
      existing: 8,
      missing: 0,
    });
  });
});

describe('FILL_RATE_RULES', () => {
  it('carries the grade and colour rules and the spec 9 colour limits', () => {
    expect(FILL_RATE_RULES.gradeOf(0.8)).toBe(schoolGradeOf(0.8));
    expect(FILL_RATE_RULES.levelOf(0.8)).toBe('high');
    expect(FILL_RATE_RULES.levelLimits).toEqual({ high: 0.8, medium: 0.2 });
  });
});

describe('bucketShares', () => {
  it('orders the buckets as the report does, with shares and the comparison data', () => {
    const shares = bucketShares(
      [
        { key: '>500', count: 10 },
        { key: '1-10', count: 30 },
        { key: 'unknown', count: 99 },
      ],
      EMPLOYEE_SIZE_BUCKETS,
      EMPLOYEE_SIZE_COMPARISON,
    );
    expect(shares).toEqual([
      { key: '1-10', count: 30, share: 0.75, comparison: 0.67 },
      { key: '11-100', count: 0, share: 0, comparison: 0.27 },
      { key: '101-500', count: 0, share: 0, comparison: 0.04 },
      { key: '>500', count: 10, share: 0.25, comparison: 0.02 },
    ]);
  });

  it('has no shares when nothing was counted', () => {
    expect(bucketShares([], ['a', 'b'], [50, 50]).map((bucket) => bucket.share)).toEqual([0, 0]);
  });
});

describe('checkProgress', () => {
  it('counts every result of the e-mail check as checked', () => {
    expect(checkProgress({ available: 50, unavailable: 5, unknown: 5, notStarted: 40 })).toEqual({
      checked: 60,
      total: 100,
      percent: 60,
    });
  });

  it('counts every result of the website check as checked', () => {
    expect(
      checkProgress({
        available: 10,
        extRedirect: 2,
        intRedirect: 3,
        unavailable: 4,
        blocked: 1,
        notStarted: 1,
      }),
    ).toEqual({ checked: 20, total: 21, percent: 95 });
  });

  it('is 0 % with nothing to check', () => {
    expect(checkProgress({ available: 0, unavailable: 0, unknown: 0, notStarted: 0 }).percent).toBe(0);
  });
});
