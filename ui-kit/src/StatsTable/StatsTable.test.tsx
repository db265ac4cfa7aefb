import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { StatsTable } from './StatsTable.tsx';

const stats = { mExportQuota: 3800, currentQuota: 1250, analysedRows: 48213, uploadedFiles: 17 };

/** Label and value of every body row, as a user reads them. */
function rows(): string[][] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

describe('StatsTable', () => {
  it('lists the four statistics with German labels and numbers', () => {
    renderWithKit(<StatsTable stats={stats} />);
    expect(screen.getByRole('table', { name: 'Ihre Nutzung' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Kennzahl' })).toBeVisible();
    expect(rows()).toEqual([
      ['Monatliches Zusatzkontingent', '3.800'],
      ['Verbrauchtes Export-Kontingent', '1.250'],
      ['Analysierte Zeilen', '48.213'],
      ['Hochgeladene Dateien', '17'],
    ]);
  });

  it('formats for English', () => {
    renderWithKit(<StatsTable stats={{ ...stats, analysedRows: 1234567.891 }} />, { locale: 'en' });
    expect(rows()).toEqual([
      ['Monthly extra quota', '3,800'],
      ['Export quota used', '1,250'],
      ['Rows analysed', '1,234,567.89'],
      ['Files uploaded', '17'],
    ]);
  });

  it('shows labelled skeleton rows while loading', () => {
    renderWithKit(<StatsTable stats={null} loading />);
    const table = screen.getByRole('table', { name: /Statistiken werden geladen/ });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(rows()).toEqual([
      ['Monatliches Zusatzkontingent', ''],
      ['Verbrauchtes Export-Kontingent', ''],
      ['Analysierte Zeilen', ''],
      ['Hochgeladene Dateien', ''],
    ]);
  });

  it('says so when there are no statistics', () => {
    renderWithKit(<StatsTable stats={null} />);
    expect(screen.getByText(/Noch keine Statistiken vorhanden/)).toBeVisible();
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows zeros as 0', () => {
    renderWithKit(
      <StatsTable stats={{ mExportQuota: 0, currentQuota: 0, analysedRows: 0, uploadedFiles: 0 }} />,
    );
    expect(screen.getAllByText('0')).toHaveLength(4);
  });

  it('takes its own caption and labels', () => {
    renderWithKit(
      <StatsTable
        stats={stats}
        caption="Statistik"
        showCaption={false}
        labels={{ uploadedFiles: 'Dateien' }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Statistik' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Dateien' })).toBeVisible();
  });
});
