import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { CompanyListGrid, type CompanyListGridProps } from './CompanyListGrid.tsx';
import { companyList, companyListRows } from './fixtures.ts';

function props(overrides: Partial<CompanyListGridProps> = {}): CompanyListGridProps {
  return {
    list: companyList,
    rows: companyListRows,
    rowCount: 134,
    totalCount: 134,
    paginationModel: { page: 1, pageSize: 25 },
    onPaginationModelChange: vi.fn(),
    sortModel: { field: 'addedAt', order: 'desc' },
    onSortModelChange: vi.fn(),
    searchterm: '',
    onSearch: vi.fn(),
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

/** The grid row that shows this text. */
const row = (text: string) => {
  const found = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(text));
  if (!found) throw new Error(`no row with ${text}`);
  return found;
};

describe('CompanyListGrid', () => {
  it('shows the list’s name, kind, number of companies and last change', () => {
    renderWithKit(<CompanyListGrid {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messe Hannover 2026' })).toBeVisible();
    expect(screen.getByText('Firmenliste in Target')).toBeVisible();
    expect(screen.getByText('134 Unternehmen')).toBeVisible();
    expect(screen.getByText('Zuletzt geändert am 24.11.2026 um 10:12')).toBeVisible();
  });

  it('shows name with status, address, website and when each company was added', () => {
    renderWithKit(<CompanyListGrid {...props()} />);
    const grid = screen.getByRole('grid', { name: 'Unternehmen der Liste: Messe Hannover 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Firmenname',
      'Postleitzahl',
      'Ort',
      'Straße und Hausnummer',
      'Land',
      'Website',
      'Hinzugefügt am',
    ]);
    const mueller = row('Müller Logistik GmbH');
    expect(within(mueller).getByText('30159')).toBeInTheDocument();
    expect(within(mueller).getByText('Georgstraße 12')).toBeInTheDocument();
    const website = within(mueller).getByRole('link', {
      name: 'www.mueller-logistik.de (öffnet in neuem Tab)',
    });
    expect(website).toHaveAttribute('href', 'https://www.mueller-logistik.de/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mueller).getByText('24.11.2026')).toBeInTheDocument();
    expect(within(mueller).getByText('10:12')).toBeInTheDocument();
    expect(within(row('Schneider & Söhne Maschinenbau KG')).getByText('in Liquidation')).toBeInTheDocument();
    const weber = row('Bäckerei Weber e.K.');
    expect(within(weber).getByText('gelöscht')).toBeInTheDocument();
    expect(within(weber).getAllByText('keine Angabe')).toHaveLength(2);
    // Not a web address: plain text, never a link.
    const bildung = row('kein Internetauftritt');
    expect(within(bildung).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a locked company as XXXX, read as locked, and asks why with the lock button', async () => {
    const onLockClick = vi.fn();
    const { user } = renderWithKit(<CompanyListGrid {...props({ onLockClick })} />);
    const locked = screen
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByText('XXXX').length > 0)!;
    expect(within(locked).getAllByText('XXXX')).toHaveLength(6);
    expect(within(locked).getAllByText('gesperrt')).toHaveLength(6);
    expect(within(locked).getByText('20.11.2026')).toBeInTheDocument();
    await user.click(within(locked).getByRole('button', { name: 'Warum gesperrt?' }));
    expect(onLockClick).toHaveBeenCalledExactlyOnceWith(companyListRows[3]);
  });

  it('sorts on the server: names A to Z first, the date newest first, street not at all', async () => {
    const onSortModelChange = vi.fn();
    const { user } = renderWithKit(<CompanyListGrid {...props({ onSortModelChange })} />);
    expect(screen.getByRole('columnheader', { name: /Hinzugefügt am/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('columnheader', { name: /^Ort/ }));
    expect(onSortModelChange).toHaveBeenLastCalledWith({ field: 'location', order: 'asc' });
    await user.click(screen.getByRole('columnheader', { name: /Straße/ }));
    expect(onSortModelChange).toHaveBeenCalledOnce();
  });

  it('toggles the sorted column to its other order, never to unsorted', async () => {
    const onSortModelChange = vi.fn();
    const { user } = renderWithKit(
      <CompanyListGrid
        {...props({ onSortModelChange, sortModel: { field: 'company_name', order: 'asc' } })}
      />,
    );
    await user.click(screen.getByRole('columnheader', { name: /Firmenname/ }));
    expect(onSortModelChange).toHaveBeenCalledExactlyOnceWith({ field: 'company_name', order: 'desc' });
  });

  it('pages on the server, 1-based, 25 per page', async () => {
    const onPaginationModelChange = vi.fn();
    const { user } = renderWithKit(
      <CompanyListGrid {...props({ onPaginationModelChange, paginationModel: { page: 2, pageSize: 25 } })} />,
    );
    expect(screen.getByText('26–50 von 134')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(onPaginationModelChange).toHaveBeenCalledExactlyOnceWith({ page: 3, pageSize: 25 });
  });

  it('searches on Enter, clears with Escape, and counts the results', async () => {
    const onSearch = vi.fn();
    const { user, rerender } = renderWithKit(<CompanyListGrid {...props({ onSearch })} />);
    const search = screen.getByRole('searchbox', { name: 'Liste durchsuchen' });
    await user.type(search, 'Hannover');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Hannover');
    rerender(<CompanyListGrid {...props({ onSearch, searchterm: 'Hannover', rowCount: 12 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('12 von 134 Unternehmen');
    await user.click(search);
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('says the list is empty, or that a search found nothing', () => {
    const { rerender } = renderWithKit(
      <CompanyListGrid {...props({ rows: [], rowCount: 0, totalCount: 0 })} />,
    );
    expect(screen.getByText('Keine Unternehmen in dieser Liste')).toBeVisible();
    expect(screen.getByText('0 Unternehmen')).toBeVisible();
    rerender(<CompanyListGrid {...props({ rows: [], rowCount: 0, searchterm: 'Zeppelin' })} />);
    expect(screen.getByText('Keine Ergebnisse gefunden')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 von 134 Unternehmen');
  });

  it('says it is loading while the first page loads, without a heading yet', () => {
    renderWithKit(<CompanyListGrid {...props({ list: undefined, rows: [], rowCount: 0, loading: true })} />);
    expect(screen.getByRole('progressbar', { name: 'Unternehmen werden geladen' })).toBeVisible();
    expect(screen.getByText('Unternehmen werden geladen')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Keine Unternehmen in dieser Liste')).not.toBeInTheDocument();
  });

  it('shows a failed load with retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithKit(
      <CompanyListGrid {...props({ list: undefined, rows: [], rowCount: 0, error: true, onRetry })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Firmenliste konnte nicht geladen werden.');
    expect(screen.queryByText('Keine Unternehmen in dieser Liste')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names a target 2.0 list and speaks English and French', () => {
    const target2 = { ...companyList, kind: 'target2' as const };
    const { unmount } = renderWithKit(<CompanyListGrid {...props({ list: target2 })} />, { locale: 'en' });
    expect(screen.getByText('Company list in Target 2.0')).toBeVisible();
    expect(screen.getByText('134 companies')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Added on/ })).toBeVisible();
    unmount();
    renderWithKit(<CompanyListGrid {...props({ rowCount: 1234, totalCount: 1234 })} />, { locale: 'fr' });
    expect(screen.getByText(/^1\s234 entreprises$/)).toBeVisible();
    expect(screen.getByText('en liquidation')).toBeInTheDocument();
  });
});
