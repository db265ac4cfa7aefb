import { describe, expect, it } from 'vitest';
import type { ResultPriority } from '../generated/types.ts';
import { simulateThreshold } from './simulate.ts';

const row = (
  probability: number,
  companyKey: number | null,
  extra: Partial<ResultPriority> = {},
): ResultPriority => ({
  probability,
  isNoMatch: false,
  companyKey,
  decided: false,
  charged: false,
  ...extra,
});

describe('simulateThreshold', () => {
  it('counts the rows above the threshold and expects 1 - p of each to be wrong', () => {
    const rows = [row(0.99, 1), row(0.9, 2), row(0.75, 3), row(0.5, 4)];
    const at70 = simulateThreshold(rows, 0.7);
    expect(at70.exactRows).toBe(3);
    expect(at70.expectedWrongExact).toBeCloseTo(0.01 + 0.1 + 0.25, 10);
    expect(at70.quotaNeeded).toBe(3);
    const at95 = simulateThreshold(rows, 0.95);
    expect(at95).toEqual({ exactRows: 1, expectedWrongExact: expect.closeTo(0.01, 10), quotaNeeded: 1 });
  });

  it('types a row exactly at the threshold as manual, as matchTypeOf does', () => {
    expect(simulateThreshold([row(0.7, 1)], 0.7)).toEqual({
      exactRows: 0,
      expectedWrongExact: 0,
      quotaNeeded: 0,
    });
  });

  it('charges a company once however many rows export it, and not again when paid for', () => {
    const rows = [row(0.9, 7), row(0.95, 7), row(0.92, 8, { charged: true })];
    expect(simulateThreshold(rows, 0.7).quotaNeeded).toBe(1);
  });

  it('exports what review decided whatever the threshold, and expects no error of a confirmed company', () => {
    const rows = [
      row(0.4, 5, { decided: true }),
      row(0.95, null, { decided: true }),
      row(0.95, 6, { decided: true }),
    ];
    const simulation = simulateThreshold(rows, 0.7);
    expect(simulation.quotaNeeded).toBe(2);
    expect(simulation.exactRows).toBe(2);
    expect(simulation.expectedWrongExact).toBe(0);
  });

  it('leaves out no-match rows and rows without a company', () => {
    const rows = [row(0.95, null, { isNoMatch: true }), row(0.9, null)];
    expect(simulateThreshold(rows, 0.7)).toEqual({
      exactRows: 1,
      expectedWrongExact: expect.closeTo(0.1, 10),
      quotaNeeded: 0,
    });
  });
});
