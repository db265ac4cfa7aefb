import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ReviewHelpDialog } from './ReviewHelpDialog.tsx';

describe('ReviewHelpDialog', () => {
  it('explains tabs, threshold, checking and the hotkeys', () => {
    renderWithKit(<ReviewHelpDialog open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'So prüfen Sie Ihre Treffer' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Die drei Ansichten', 'Schwellenwert', 'Prüfen', 'Tastenkürzel']);
    expect(within(dialog).getByText('Manuell')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Tastenkürzel' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1 – 9', '← oder A', '→ oder D', 'Enter', 'Pos1 (Home)', 'Ende', 'Strg + Z oder ⌘ + Z']);
  });

  it('closes with its button and Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<ReviewHelpDialog open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks English and takes its own title', () => {
    renderWithKit(<ReviewHelpDialog open onClose={vi.fn()} title="Review help" />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Review help' })).toHaveTextContent('Home');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
