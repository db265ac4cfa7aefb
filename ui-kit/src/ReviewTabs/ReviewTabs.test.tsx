import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ReviewTabs } from './ReviewTabs.tsx';

const counts = { noMatches: 8, manualMatches: 40, exactMatches: 1234 };

describe('ReviewTabs', () => {
  it('is a radio group with counts, manual as remaining / total', () => {
    renderWithKit(<ReviewTabs value="manual" counts={counts} remaining={12} onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Ergebnisse nach Trefferart' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Kein Treffer (8)',
      'Manuell (12 / 40)',
      'Exakt (1.234)',
    ]);
    expect(screen.getByRole('radio', { name: 'Manuell (12 / 40)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Manuell (12 / 40)' })).toHaveAccessibleDescription(
      '12 von 40 Zeilen noch zu prüfen',
    );
  });

  it('reports the picked tab on click and with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <ReviewTabs value="noMatch" counts={counts} remaining={12} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Exakt (1.234)' }));
    expect(onChange).toHaveBeenLastCalledWith('exact');
    screen.getByRole('radio', { name: 'Kein Treffer (8)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('manual');
  });

  it('can be disabled and speaks English', () => {
    renderWithKit(<ReviewTabs value="exact" counts={counts} remaining={0} onChange={vi.fn()} disabled />, {
      locale: 'en',
    });
    expect(screen.getByRole('radio', { name: 'Exact (1,234)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Manual (0 / 40)' })).toBeDisabled();
  });
});
