import { describe, expect, it } from 'vitest';
import { evidenceShares } from './mapper.ts';

describe('evidenceShares (issue 12: no "same" chip with a negative share)', () => {
  it('folds the weight of an agreeing common value into the base instead of showing it against the candidate', () => {
    // The model weighs 'country same' slightly below 'country missing': almost every company is German.
    const shares = evidenceShares([
      ['name', 'same', 6],
      ['zip', 'same', 2],
      ['country', 'same', -0.4],
      ['street', 'similar', -0.1],
      ['city', 'different', -2],
    ]);
    expect(shares).toEqual([
      { field: 'name', level: 'same', share: 0.6 },
      { field: 'zip', level: 'same', share: 0.2 },
      { field: 'country', level: 'same', share: 0 },
      { field: 'street', level: 'similar', share: 0 },
      { field: 'city', level: 'different', share: -0.2 },
    ]);
    expect(shares.every((s) => s.level !== 'same' || !Object.is(s.share, -0))).toBe(true);
  });

  it('never shows a differing field as a reason for the candidate, and keeps partial and missing as weighed', () => {
    expect(
      evidenceShares([
        ['name', 'partial', -1],
        ['zip', 'different', 0.5],
        ['phone', 'missing', 1],
      ]).map((s) => s.share),
    ).toEqual([-0.5, 0, 0.5]);
  });

  it('never shows a field the company lacks as a reason for it, and passes the notes on', () => {
    expect(
      evidenceShares([
        ['name', 'same', 3, ['common_name']],
        ['phone', 'absent', -1],
        ['hr_id', 'absent', 0.5],
      ]),
    ).toEqual([
      { field: 'name', level: 'same', share: 0.75, notes: ['common_name'] },
      { field: 'phone', level: 'absent', share: -0.25 },
      { field: 'hr_id', level: 'absent', share: 0 },
    ]);
  });
});
