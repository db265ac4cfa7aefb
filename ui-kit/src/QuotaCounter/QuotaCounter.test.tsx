import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { QuotaCounter } from './QuotaCounter.tsx';
import { deriveQuotaCounter } from './useQuotaCounter.ts';

describe('QuotaCounter', () => {
  it('shows the remaining and total quota formatted for German', () => {
    renderWithKit(<QuotaCounter remaining={4750} total={5000} />);
    expect(screen.getByText('Export-Kontingent')).toBeVisible();
    expect(screen.getByText('4.750')).toBeVisible();
    expect(screen.getByText('von 5.000')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws a bar as long as the share left, the number it shows (3.750 of 5.000: three quarters)', () => {
    renderWithKit(<QuotaCounter remaining={3750} total={5000} />);
    expect(screen.getByText('3.750')).toBeVisible();
    // MUI draws a determinate bar of value v by shifting it left by (100 - v) %.
    const bar = screen.getByTestId('quota-bar').querySelector('.MuiLinearProgress-bar');
    expect(bar).toHaveStyle({ transform: 'translateX(-25%)' });
  });

  it('shows the same quota in English', () => {
    renderWithKit(<QuotaCounter remaining={4750} total={5000} />, { locale: 'en' });
    expect(screen.getByText('Export quota')).toBeVisible();
    expect(screen.getByText('4,750')).toBeVisible();
    expect(screen.getByText('of 5,000')).toBeVisible();
  });

  it('is a button named after label and value that reports clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(<QuotaCounter remaining={4750} total={5000} onClick={onClick} />);
    const button = screen.getByRole('button', { name: /Export-Kontingent.*4\.750.*von 5\.000/ });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be reached and pressed with the keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(<QuotaCounter remaining={12} total={5000} onClick={onClick} />, {
      locale: 'en',
    });
    await user.tab();
    expect(screen.getByRole('button', { name: /Export quota/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says the quota is unlimited when remaining is null', () => {
    renderWithKit(<QuotaCounter remaining={null} />);
    expect(screen.getByText('Unbegrenzt')).toBeVisible();
    renderWithKit(<QuotaCounter remaining={null} />, { locale: 'en' });
    expect(screen.getByText('Unlimited')).toBeVisible();
  });

  it('warns below 10 % and when used up, in words not only colour', () => {
    renderWithKit(<QuotaCounter remaining={320} total={5000} />);
    expect(screen.getByText('Fast aufgebraucht')).toBeVisible();
    renderWithKit(<QuotaCounter remaining={0} total={5000} />, { locale: 'en' });
    expect(screen.getByText('Used up')).toBeVisible();
  });

  it('announces loading and shows no numbers yet', () => {
    renderWithKit(<QuotaCounter remaining={4750} total={5000} loading onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /Export-Kontingent wird geladen/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('4.750')).not.toBeInTheDocument();
  });

  it('shows an error text instead of numbers', () => {
    renderWithKit(<QuotaCounter remaining={null} error />, { locale: 'en' });
    expect(screen.getByText('Quota unavailable')).toBeVisible();
    expect(screen.queryByText('Unlimited')).not.toBeInTheDocument();
  });

  it('lets every text be overridden by props', () => {
    renderWithKit(
      <QuotaCounter
        remaining={100}
        total={5000}
        label="Exporte"
        lowText="Bitte nachkaufen"
        formatTotalText={(total) => `/ ${total}`}
      />,
    );
    expect(screen.getByText('Exporte')).toBeVisible();
    expect(screen.getByText('Bitte nachkaufen')).toBeVisible();
    expect(screen.getByText('/ 5.000')).toBeVisible();
  });
});

describe('deriveQuotaCounter', () => {
  it('ranks loading over error over data', () => {
    expect(deriveQuotaCounter({ remaining: 1, loading: true, error: true }).status).toBe('loading');
    expect(deriveQuotaCounter({ remaining: 1, error: true }).status).toBe('error');
    expect(deriveQuotaCounter({ remaining: null }).status).toBe('unlimited');
  });

  it('computes the share left and the low threshold', () => {
    expect(deriveQuotaCounter({ remaining: 4750, total: 5000 })).toEqual({
      status: 'ok',
      remainingPercent: 95,
    });
    expect(deriveQuotaCounter({ remaining: 500, total: 5000 }).status).toBe('ok');
    expect(deriveQuotaCounter({ remaining: 499, total: 5000 }).status).toBe('low');
    expect(deriveQuotaCounter({ remaining: 0, total: 5000 })).toEqual({
      status: 'exhausted',
      remainingPercent: 0,
    });
    expect(deriveQuotaCounter({ remaining: 20 })).toEqual({ status: 'ok', remainingPercent: null });
  });
});
