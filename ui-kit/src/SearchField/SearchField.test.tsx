import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { SearchField } from './SearchField.tsx';

/** Keeps the search in force, as a list page does with its address. */
function Controlled({ initial = '', onSearch }: { initial?: string; onSearch: (term: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchField
        value={value}
        onSearch={(term) => {
          setValue(term);
          onSearch(term);
        }}
      />
      <output>{`Suche: ${value}`}</output>
    </>
  );
}

describe('SearchField', () => {
  it('searches on Enter with the trimmed term, not while typing', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithKit(<Controlled onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Suchen' });
    await user.type(field, '  Kunden Süd ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Kunden Süd');
    expect(field).toHaveValue('Kunden Süd');
    expect(screen.getByRole('search', { name: 'Suchen' })).toBeInTheDocument();
  });

  it('searches with the button, and not again for the same term', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithKit(<Controlled onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'Messe');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Messe');
  });

  it('clears and resets the list with Esc', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithKit(<Controlled initial="Messe" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox');
    expect(field).toHaveValue('Messe');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.getByText('Suche:')).toBeInTheDocument();
  });

  it('only empties the field with Esc when no search is in force', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithKit(<Controlled onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox'), 'Mes{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears with the clear button', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithKit(<Controlled initial="Messe" onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.queryByRole('button', { name: 'Suche zurücksetzen' })).not.toBeInTheDocument();
  });

  it('follows a search set from outside (back in the history)', () => {
    const { rerender } = renderWithKit(<SearchField value="Messe" onSearch={vi.fn()} />);
    rerender(<SearchField value="Bestand" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('Bestand');
  });

  it('takes its texts from props and speaks English', () => {
    renderWithKit(<SearchField value="" onSearch={vi.fn()} label="Exporte durchsuchen" />);
    expect(screen.getByRole('searchbox', { name: 'Exporte durchsuchen' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithKit(<SearchField value="x" onSearch={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Enter searches, Esc resets the search',
    );
    expect(screen.getByRole('button', { name: 'Reset search' })).toBeInTheDocument();
  });
});
