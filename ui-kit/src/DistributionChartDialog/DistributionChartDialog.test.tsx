import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { DistributionChartDialog } from './DistributionChartDialog.tsx';
import { probabilityHistogram, type DistributionRow } from './probabilityHistogram.ts';

const drawn = (probability: number, threshold = 0.7): DistributionRow => ({
  probability,
  matchType: probability > threshold ? 'exact' : 'manual',
});

const rows: DistributionRow[] = [
  ...[0.12, 0.45, 0.7, 0.71, 0.72, 0.88, 0.95, 1].map((p) => drawn(p)),
  // Best entry "no match": two above 80 % (no match), one below (manual); none has a match probability.
  { matchType: 'noMatch', probability: null },
  { matchType: 'noMatch', probability: null },
  { matchType: 'manual', probability: null },
];

describe('DistributionChartDialog', () => {
  it('counts every row by the match type it was given, and says which rows are not drawn', () => {
    renderWithKit(<DistributionChartDialog open onClose={vi.fn()} rows={rows} threshold={0.7} />);
    const dialog = screen.getByRole('dialog', { name: 'Verteilung der Trefferwahrscheinlichkeiten' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bis zum Schwellenwert (manuell) 4 (davon 1 nicht im Diagramm)',
      'Über dem Schwellenwert (exakt) 5',
      'Kein Treffer 2 (nicht im Diagramm)',
      'Schwellenwert 70\u00a0%',
    ]);
    expect(
      within(dialog).getByText(/haben keine Trefferwahrscheinlichkeit und erscheinen nicht im Diagramm/),
    ).toBeVisible();
  });

  it('needs no note when every row is drawn', () => {
    renderWithKit(
      <DistributionChartDialog open onClose={vi.fn()} rows={[drawn(0.9), drawn(0.3)]} threshold={0.7} />,
      { locale: 'en' },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent('No match 0 (not in the chart)');
    expect(within(dialog).queryByText(/no match probability/)).not.toBeInTheDocument();
  });

  it('closes with its button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(
      <DistributionChartDialog open onClose={onClose} rows={rows} threshold={0.7} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when there are no rows, and waits while loading', () => {
    const { rerender } = renderWithKit(
      <DistributionChartDialog open onClose={vi.fn()} rows={[]} threshold={0.7} />,
    );
    expect(screen.getByText('Es liegen noch keine Wahrscheinlichkeiten vor.')).toBeVisible();
    rerender(<DistributionChartDialog open onClose={vi.fn()} rows={[]} threshold={0.7} loading />);
    expect(screen.getByText('Verteilung wird geladen')).toBeInTheDocument();
  });
});

describe('probabilityHistogram', () => {
  it('counts drawn rows into 20 bins of 5 % by their match type', () => {
    const { bins, counts, notDrawn } = probabilityHistogram(rows);
    expect(bins).toHaveLength(20);
    expect(bins[2]).toMatchObject({ from: 0.1, manual: 1, exact: 0 });
    // 0.7 is manual (at the threshold), 0.71 and 0.72 exact: bin 70-75 % holds both colours.
    expect(bins[14]).toMatchObject({ manual: 1, exact: 2 });
    // 1 (100 %) falls into the last bin.
    expect(bins[19]).toMatchObject({ manual: 0, exact: 2 });
    expect(counts).toEqual({ exact: 5, manual: 4, noMatch: 2 });
    expect(notDrawn).toEqual({ exact: 0, manual: 1, noMatch: 2 });
    const barTotal = bins.reduce((sum, bin) => sum + bin.manual + bin.exact, 0);
    expect(barTotal).toBe(rows.length - 3);
  });

  it('puts boundary values into the bin they start, and does not draw values outside 0-1', () => {
    const { bins, counts, notDrawn } = probabilityHistogram(
      [0, 0.15, 0.3, -0.1, 1.2, Number.NaN].map((p) => drawn(p, 0.5)),
      20,
    );
    expect(bins[0]?.manual).toBe(1);
    expect(bins[3]?.manual).toBe(1);
    expect(bins[6]?.manual).toBe(1);
    expect(counts.manual + counts.exact).toBe(6);
    expect(notDrawn.manual + notDrawn.exact).toBe(3);
  });

  it('never draws a no-match row, even with a probability', () => {
    const { bins, counts } = probabilityHistogram([{ matchType: 'noMatch', probability: 0.9 }]);
    expect(bins.every((bin) => bin.manual + bin.exact === 0)).toBe(true);
    expect(counts.noMatch).toBe(1);
  });

  it('supports other bin counts', () => {
    expect(probabilityHistogram([drawn(0.05)], 100).bins[5]?.manual).toBe(1);
    expect(probabilityHistogram([drawn(0.5)], 0).bins).toHaveLength(1);
  });
});
