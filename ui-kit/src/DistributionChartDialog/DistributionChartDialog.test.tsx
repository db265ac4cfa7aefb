import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { DistributionChartDialog } from './DistributionChartDialog.tsx';
import { probabilityHistogram } from './probabilityHistogram.ts';

const probabilities = [0.12, 0.45, 0.7, 0.71, 0.72, 0.88, 0.95, 1];

describe('DistributionChartDialog', () => {
  it('shows how many rows lie up to and above the threshold', () => {
    renderWithKit(
      <DistributionChartDialog open onClose={vi.fn()} probabilities={probabilities} threshold={0.7} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verteilung der Trefferwahrscheinlichkeiten' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bis zum Schwellenwert (manuell) 3',
      'Über dem Schwellenwert (exakt) 5',
      'Schwellenwert 70\u00a0%',
    ]);
  });

  it('closes with its button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(
      <DistributionChartDialog open onClose={onClose} probabilities={probabilities} threshold={0.7} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when there are no probabilities, and waits while loading', () => {
    const { rerender } = renderWithKit(
      <DistributionChartDialog open onClose={vi.fn()} probabilities={[]} threshold={0.7} />,
    );
    expect(screen.getByText('Es liegen noch keine Wahrscheinlichkeiten vor.')).toBeVisible();
    rerender(<DistributionChartDialog open onClose={vi.fn()} probabilities={[]} threshold={0.7} loading />);
    expect(screen.getByText('Verteilung wird geladen')).toBeInTheDocument();
  });
});

describe('probabilityHistogram', () => {
  it('counts into 20 bins of 5 % and splits at the threshold as the match type rule does', () => {
    const { bins, below, above } = probabilityHistogram(probabilities, 0.7);
    expect(bins).toHaveLength(20);
    expect(bins[2]).toMatchObject({ from: 0.1, below: 1, above: 0 });
    // 0.7 is manual (at the threshold), 0.71 and 0.72 exact: bin 70-75 % holds both colours.
    expect(bins[14]).toMatchObject({ below: 1, above: 2 });
    // 1 (100 %) falls into the last bin.
    expect(bins[19]).toMatchObject({ below: 0, above: 2 });
    expect([below, above]).toEqual([3, 5]);
  });

  it('puts boundary values into the bin they start and ignores values outside 0-1', () => {
    const { bins, below, above } = probabilityHistogram([0, 0.15, 0.3, -0.1, 1.2, Number.NaN], 0.5, 20);
    expect(bins[0]?.below).toBe(1);
    expect(bins[3]?.below).toBe(1);
    expect(bins[6]?.below).toBe(1);
    expect(below + above).toBe(3);
  });

  it('supports other bin counts', () => {
    expect(probabilityHistogram([0.05], 0.7, 100).bins[5]?.below).toBe(1);
    expect(probabilityHistogram([0.5], 0.7, 0).bins).toHaveLength(1);
  });
});
