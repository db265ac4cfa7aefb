import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { QuotaOverview } from './QuotaOverview.tsx';
import { deriveQuotaOverview } from './useQuotaOverview.ts';

/** The value (dd) that belongs to a visible label (dt). */
function valueOf(label: string): HTMLElement | null {
  return screen.getByText(label).nextElementSibling as HTMLElement | null;
}

describe('QuotaOverview', () => {
  it('shows used, total and remaining quota in German', () => {
    renderWithKit(<QuotaOverview used={1750} total={5000} remaining={3250} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Export-Kontingent' })).toBeVisible();
    expect(valueOf('Verbraucht')).toHaveTextContent('1.750');
    expect(valueOf('Gesamtkontingent')).toHaveTextContent('5.000');
    expect(valueOf('Verbleibend')).toHaveTextContent('3.250');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the same in English', () => {
    renderWithKit(<QuotaOverview used={1750} total={5000} remaining={3250} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Export quota' })).toBeVisible();
    expect(valueOf('Used')).toHaveTextContent('1,750');
    expect(valueOf('Remaining')).toHaveTextContent('3,250');
  });

  it('says unlimited and shows a dash for remaining when remaining is null', () => {
    renderWithKit(<QuotaOverview used={18420} total={0} remaining={null} />);
    expect(valueOf('Gesamtkontingent')).toHaveTextContent('Unbegrenzt');
    expect(screen.getByText('–')).toBeVisible();
    expect(valueOf('Verbleibend')).toHaveTextContent('keine Begrenzung');
  });

  it('warns when the quota is used up', () => {
    renderWithKit(<QuotaOverview used={5000} total={5000} remaining={0} />);
    expect(screen.getByText(/Ihr Export-Kontingent ist aufgebraucht/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /monatliche Erweiterung/ })).not.toBeInTheDocument();
  });

  it('explains the monthly expansion in a popover only for accounts that have it', async () => {
    const { user } = renderWithKit(
      <QuotaOverview used={5000} total={5000} remaining={0} monthlyExpand monthlyRemaining={3800} />,
    );
    expect(screen.getByText(/aus der monatlichen Erweiterung abgerechnet/)).toBeVisible();
    expect(screen.getByText('In diesem Monat noch verfügbar: 3.800')).toBeVisible();
    const help = screen.getByRole('button', { name: 'Was ist die monatliche Erweiterung?' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    const popover = await screen.findByRole('dialog', { name: 'Monatliche Erweiterung' });
    expect(popover).toHaveTextContent('zusätzlich 5.000 Unternehmen pro Kalendermonat');
    await user.keyboard('{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows placeholders while loading and no numbers', () => {
    renderWithKit(<QuotaOverview used={1750} total={5000} remaining={3250} loading />);
    expect(screen.getByRole('region', { name: 'Export-Kontingent' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Export-Kontingent wird geladen')).toBeInTheDocument();
    expect(screen.queryByText('1.750')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(
      <QuotaOverview used={0} total={0} remaining={0} error onRetry={onRetry} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The export quota could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lets texts be overridden', () => {
    renderWithKit(
      <QuotaOverview
        used={10}
        total={100}
        remaining={90}
        heading="Kontingent"
        headingComponent="h2"
        usedLabel="Genutzt"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kontingent' })).toBeVisible();
    expect(valueOf('Genutzt')).toHaveTextContent('10');
  });
});

describe('deriveQuotaOverview', () => {
  it('ranks loading over error over data and derives the used share', () => {
    expect(deriveQuotaOverview({ used: 1, total: 2, remaining: 1, loading: true, error: true }).status).toBe(
      'loading',
    );
    expect(deriveQuotaOverview({ used: 1, total: 2, remaining: 1, error: true }).status).toBe('error');
    expect(deriveQuotaOverview({ used: 1, total: 0, remaining: null })).toEqual({
      status: 'unlimited',
      usedPercent: null,
    });
    expect(deriveQuotaOverview({ used: 1750, total: 5000, remaining: 3250 })).toEqual({
      status: 'ok',
      usedPercent: 35,
    });
    expect(deriveQuotaOverview({ used: 6000, total: 5000, remaining: 0 })).toEqual({
      status: 'exhausted',
      usedPercent: 100,
    });
    expect(deriveQuotaOverview({ used: 0, total: 0, remaining: 0 }).usedPercent).toBeNull();
  });
});
