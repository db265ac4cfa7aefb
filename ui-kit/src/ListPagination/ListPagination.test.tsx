import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ListPagination, pageCountOf } from './ListPagination.tsx';

describe('ListPagination', () => {
  it('is hidden on a single page', () => {
    const { container } = renderWithKit(<ListPagination page={1} pageCount={1} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reports the chosen page, 1-based', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<ListPagination page={1} pageCount={3} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Gehe zu Seite 3' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 9)).toBe(1);
    expect(pageCountOf(9, 9)).toBe(1);
    expect(pageCountOf(10, 9)).toBe(2);
    expect(pageCountOf(134, 25)).toBe(6);
  });
});
