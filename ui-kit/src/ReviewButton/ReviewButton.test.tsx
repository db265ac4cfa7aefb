import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ReviewButton } from './ReviewButton.tsx';

describe('ReviewButton', () => {
  it('waits until matching is finished', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <ReviewButton finished={false} manualCount={3} exactCount={10} noMatchCount={1} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: /Verarbeitung läuft/ });
    expect(button).toBeDisabled();
    await user.click(button).catch(() => undefined);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asks to review the manual matches when there are any', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <ReviewButton finished manualCount={1310} exactCount={10} noMatchCount={1} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: '1.310 Unternehmen prüfen' });
    expect(button).toHaveClass('MuiButton-contained');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('uses singular and plural in English', () => {
    const { rerender } = renderWithKit(
      <ReviewButton finished manualCount={1} exactCount={10} noMatchCount={1} onClick={vi.fn()} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Review 1 company' })).toBeVisible();
    rerender(<ReviewButton finished manualCount={2} exactCount={10} noMatchCount={1} onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Review 2 companies' })).toBeVisible();
  });

  it('shows the exact and no-match counts in another variant when nothing needs review', () => {
    renderWithKit(
      <ReviewButton finished manualCount={0} exactCount={2480} noMatchCount={20} onClick={vi.fn()} />,
    );
    const button = screen.getByRole('button', {
      name: 'Ergebnisse ansehen (exakt: 2.480, ohne Treffer: 20)',
    });
    expect(button).toHaveClass('MuiButton-outlined');
  });
});
