import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { RankedBarChart } from './RankedBarChart.tsx';
import { rankedBars } from './rankedEntries.ts';

describe('rankedBars', () => {
  it('sorts by count, leaves out zeros and keeps at most maxEntries', () => {
    const { bars, leftOut } = rankedBars(
      [
        { key: 'b', label: 'B', count: 2 },
        { key: 'a', label: 'A', count: 5 },
        { key: 'z', label: 'Z', count: 0 },
        { key: 'c', label: 'C', count: 2 },
      ],
      { maxEntries: 2 },
    );
    expect(bars.map((bar) => bar.key)).toEqual(['a', 'b']);
    expect(leftOut).toBe(1);
  });

  it('labels only counts from minCountForLabel on', () => {
    const { bars } = rankedBars(
      [
        { key: 'info', label: 'info', count: 3 },
        { key: 'x', label: 'x', count: 2 },
      ],
      { minCountForLabel: 3 },
    );
    expect(bars.map((bar) => bar.shownLabel)).toEqual(['info', '']);
    expect(bars.map((bar) => bar.fullLabel)).toEqual(['info', 'x']);
  });

  it('adds up repeated keys, also __proto__', () => {
    const { bars } = rankedBars([
      { key: '__proto__', label: '__proto__', count: 2 },
      { key: '__proto__', label: '__proto__', count: 3 },
    ]);
    expect(bars).toHaveLength(1);
    expect(bars[0]?.count).toBe(5);
  });

  it('shortens labels to labelMaxLength characters, an emoji counting once', () => {
    const { bars } = rankedBars([{ key: 'k', label: `${'🏭'.repeat(8)}Fabrik`, count: 1 }], {
      labelMaxLength: 5,
    });
    expect(bars[0]?.fullLabel).toBe('🏭🏭🏭🏭…');
  });
});

describe('RankedBarChart', () => {
  it('names its table of values before the chart is measured', () => {
    renderWithKit(
      <RankedBarChart label="Rechtsformen" entries={[{ key: 'GmbH', label: 'GmbH', count: 1234 }]} />,
    );
    expect(screen.getByRole('figure', { name: 'Rechtsformen' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^GmbH 1\.234 100\s%$/ })).toBeInTheDocument();
  });
});
