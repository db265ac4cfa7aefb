import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { QuotaCalculation } from './QuotaCalculation.tsx';

const line = (label: string) => screen.getByText(label).nextElementSibling;

describe('QuotaCalculation', () => {
  it('shows the companies, the quota needed and what is left', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        info={{
          neededExport: 1050,
          neededOverused: 0,
          restQuota: 7700,
          numNotExported: 0,
          mExportQuota: 5000,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Kontingentberechnung' })).toBeVisible();
    expect(line('Unternehmen mit Treffer')).toHaveTextContent('1.050');
    expect(line('Benötigtes Kontingent')).toHaveTextContent('1.050');
    expect(line('Monatliche Erweiterung verfügbar')).toHaveTextContent('5.000');
    expect(line('Verbleibend nach dem Export')).toHaveTextContent('7.700');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('davon gesperrt (nicht berechnet)')).not.toBeInTheDocument();
  });

  it('leaves out locked and already charged companies and shows the monthly expansion’s share', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        lockedCompanies={87}
        alreadyCharged={400}
        info={{
          neededExport: 563,
          neededOverused: 313,
          restQuota: 4687,
          numNotExported: 0,
          mExportQuota: 5000,
        }}
      />,
    );
    expect(line('davon gesperrt (nicht berechnet)')).toHaveTextContent('87');
    expect(line('davon bereits berechnet')).toHaveTextContent('400');
    expect(line('davon aus der monatlichen Erweiterung')).toHaveTextContent('313');
  });

  it('says when the quota does not cover the export', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        info={{
          neededExport: 1050,
          neededOverused: 1040,
          restQuota: -1040,
          numNotExported: 1040,
          mExportQuota: 0,
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Nicht genügend Kontingent')).toBeVisible();
    expect(alert).toHaveTextContent('Für 1.040 Unternehmen reicht Ihr Kontingent nicht aus.');
    expect(line('Verbleibend nach dem Export')).toHaveTextContent('-1.040');
  });

  it('says unlimited', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        info={{ neededExport: 1050, neededOverused: 0, restQuota: null, numNotExported: 0, mExportQuota: 0 }}
      />,
    );
    expect(line('Verbleibend nach dem Export')).toHaveTextContent('Unbegrenzt');
    expect(screen.getByText('Ihr Export-Kontingent ist unbegrenzt.')).toBeVisible();
  });

  it('says an export of charged companies only is free', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        alreadyCharged={1050}
        info={{ neededExport: 0, neededOverused: 0, restQuota: 3750, numNotExported: 0, mExportQuota: 0 }}
      />,
    );
    expect(screen.getByText(/Dieser Export kostet kein Kontingent/)).toBeVisible();
  });

  it('waits while loading and offers a retry after an error', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderWithKit(<QuotaCalculation companies={1050} info={null} loading />);
    expect(screen.getByRole('region', { name: 'Kontingentberechnung' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Kontingent wird berechnet')).toBeInTheDocument();
    rerender(<QuotaCalculation companies={1050} info={null} error onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Kontingent konnte nicht berechnet werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks French', () => {
    renderWithKit(
      <QuotaCalculation
        companies={1050}
        info={{ neededExport: 1050, neededOverused: 0, restQuota: 2700, numNotExported: 0, mExportQuota: 0 }}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('region', { name: 'Calcul du quota' })).toBeVisible();
    expect(line('Quota nécessaire')).toHaveTextContent(/1\s050/);
  });
});
