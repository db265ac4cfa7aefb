import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { MatchProgressRing } from './MatchProgressRing.tsx';

describe('MatchProgressRing', () => {
  it('is a named progress bar with the percent as value and in the middle', () => {
    renderWithKit(<MatchProgressRing percent={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42\u00a0%');
    // Testing Library normalises the no-break space before % to a plain one.
    expect(screen.getByText('42 %')).toBeVisible();
  });

  it('keeps the value within 0 to 100', () => {
    renderWithKit(<MatchProgressRing percent={130} />, { locale: 'en' });
    expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('100%')).toBeVisible();
  });

  it('spins without a value while matching starts', () => {
    renderWithKit(<MatchProgressRing percent={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'Die Verarbeitung wird gestartet');
  });

  it('stands still at the progress reached when matching failed or was stopped', () => {
    const { rerender } = renderWithKit(<MatchProgressRing percent={37} state="failed" />);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' });
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(bar).toHaveAttribute('aria-valuetext', 'Fehlgeschlagen bei 37\u00a0%');
    rerender(<MatchProgressRing percent={null} state="stopped" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Angehalten bei 0\u00a0%');
  });
});
