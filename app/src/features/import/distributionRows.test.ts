import { describe, expect, it } from 'vitest';
import { countMatchTypes, type MatchPriority } from '@datacare/api-client';
import { probabilityHistogram } from '@datacare/ui-kit';
import { samplePriorities } from '../../testing/import-handlers.ts';
import { distributionRows } from './distributionRows.ts';

describe('distributionRows', () => {
  it.each([0, 0.45, 0.7, 0.8, 0.95, 1])(
    'gives the dialog the counts of the page (countMatchTypes) at threshold %s',
    (threshold) => {
      const priorities: MatchPriority[] = [
        ...samplePriorities(600),
        // "No match" as best entry at or below 80 %: manual by rule 2.
        { probability: 0.55, isNoMatch: true },
        { probability: 0.8, isNoMatch: true },
      ];
      const { counts } = probabilityHistogram(distributionRows(priorities, threshold));
      const page = countMatchTypes(priorities, threshold);
      expect(counts).toEqual({
        exact: page.exactMatches,
        manual: page.manualMatches,
        noMatch: page.noMatches,
      });
    },
  );

  it('draws no row whose best entry is "no match"', () => {
    const rows = distributionRows(
      [
        { probability: 0.9, isNoMatch: true },
        { probability: 0.6, isNoMatch: true },
        { probability: 0.6, isNoMatch: false },
      ],
      0.7,
    );
    expect(rows).toEqual([
      { matchType: 'noMatch', probability: null },
      { matchType: 'manual', probability: null },
      { matchType: 'manual', probability: 0.6 },
    ]);
  });
});
