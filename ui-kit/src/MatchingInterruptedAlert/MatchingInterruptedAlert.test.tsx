import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MatchingInterruptedAlert } from './MatchingInterruptedAlert.tsx';

describe('MatchingInterruptedAlert', () => {
  it('says that matching failed, how far it got, and offers retry and delete', async () => {
    const onRetry = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithKit(
      <MatchingInterruptedAlert
        state="failed"
        processed={1200}
        total={4800}
        onRetry={onRetry}
        onDelete={onDelete}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Der Abgleich ist fehlgeschlagen' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('1.200 von 4.800 Zeilen sind bereits abgeglichen und bleiben erhalten.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(within(alert).getByRole('button', { name: 'Import löschen' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('says that matching was stopped and offers to continue', () => {
    renderWithKit(
      <MatchingInterruptedAlert
        state="stopped"
        processed={60}
        total={600}
        onRetry={vi.fn()}
        onDelete={vi.fn()}
      />,
      { locale: 'en' },
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Matching was stopped' })).toBeVisible();
    expect(status).toHaveTextContent('60 of 600 rows are matched.');
    expect(within(status).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('takes nothing twice while the retry runs', () => {
    renderWithKit(
      <MatchingInterruptedAlert
        state="failed"
        processed={0}
        total={10}
        onRetry={vi.fn()}
        onDelete={vi.fn()}
        retrying
      />,
    );
    expect(screen.getByRole('button', { name: /Erneut versuchen/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import löschen' })).toBeDisabled();
  });

  it('takes its texts from props', () => {
    renderWithKit(
      <MatchingInterruptedAlert
        state="failed"
        processed={0}
        total={10}
        onRetry={vi.fn()}
        onDelete={vi.fn()}
        title="Abbruch"
        text="Bitte später erneut."
        retryLabel="Nochmal"
        deleteLabel="Weg damit"
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Abbruch' })).toBeVisible();
    expect(screen.getByText('Bitte später erneut.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nochmal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weg damit' })).toBeVisible();
  });
});
