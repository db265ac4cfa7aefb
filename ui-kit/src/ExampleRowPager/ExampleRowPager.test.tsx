import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ExampleRowPager } from './ExampleRowPager.tsx';

describe('ExampleRowPager', () => {
  it('shows the position and pages both ways', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithKit(<ExampleRowPager page={1} count={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('group', { name: 'Beispielzeilen' })).toHaveTextContent('Beispielzeile 2 von 5');
    await user.click(screen.getByRole('button', { name: 'Nächste Beispielzeile' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Vorherige Beispielzeile' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('disables previous on the first and next on the last row', () => {
    const { rerender } = renderWithKit(<ExampleRowPager page={0} count={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Vorherige Beispielzeile' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nächste Beispielzeile' })).toBeEnabled();
    rerender(<ExampleRowPager page={2} count={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Vorherige Beispielzeile' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nächste Beispielzeile' })).toBeDisabled();
  });

  it('says there are no rows and disables both buttons', () => {
    renderWithKit(<ExampleRowPager page={0} count={0} onPageChange={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByText('Aucune ligne d’exemple disponible')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ligne d’exemple précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ligne d’exemple suivante' })).toBeDisabled();
  });

  it('formats large counts', () => {
    renderWithKit(<ExampleRowPager page={999} count={1500} onPageChange={vi.fn()} />);
    expect(screen.getByText('Beispielzeile 1.000 von 1.500')).toBeVisible();
  });
});
