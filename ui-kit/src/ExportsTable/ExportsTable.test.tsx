import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render.tsx';
import { ExportsTable, type ExportsSort, type ExportsTableProps } from './ExportsTable.tsx';
import { exportRows } from './fixtures.ts';

const BERLIN = 'Europe/Berlin';

function props(overrides: Partial<ExportsTableProps> = {}): ExportsTableProps {
  return {
    rows: exportRows,
    rowCount: 134,
    totalCount: 134,
    page: 1,
    onPageChange: vi.fn(),
    sort: { field: 'time', order: 'desc' },
    onSortChange: vi.fn(),
    selectedIds: [],
    onSelectionChange: vi.fn(),
    bulkExportHref: '/backend/export/getHistoryExportsZip',
    timeZone: BERLIN,
    ...overrides,
  };
}

/** The grid row of the export with this file name. */
const row = (fileName: string) => {
  const found = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(fileName));
  if (!found) throw new Error(`no row for ${fileName}`);
  return found;
};

describe('ExportsTable', () => {
  it('shows date, user, name, count, reference and download per export', () => {
    renderWithKit(<ExportsTable {...props()} />);
    const grid = screen.getByRole('grid', { name: 'Letzte Exporte' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(1)).toEqual([
      'Exportdatum',
      'Nutzer',
      'Exportname',
      'Anzahl',
      'Referenz',
      'Download',
    ]);
    const first = row('Bestandskunden Süd.xlsx');
    expect(within(first).getByText('24.11.2026')).toBeInTheDocument();
    expect(within(first).getByText('10:12')).toBeInTheDocument();
    expect(within(first).getByText('Anna Schmidt')).toBeInTheDocument();
    expect(within(first).getByText('1.234')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Import „Bestandskunden Süd“ öffnen' })).toHaveAttribute(
      'href',
      '/import/status?id=b_sued_2026',
    );
    const download = within(first).getByRole('link', { name: '„Bestandskunden Süd.xlsx“ herunterladen' });
    expect(download).toHaveAttribute('href', '/backend/export/getHistoryExport?id=412');
    expect(within(first).getByText('verfügbar bis 24.12.2026')).toBeInTheDocument();
  });

  it('notes a deleted import without a link, a foreign reference and a deleted user', () => {
    renderWithKit(<ExportsTable {...props()} />);
    const deleted = row('Messe Hannover 2026.csv');
    expect(within(deleted).getByText('Import gelöscht')).toBeInTheDocument();
    expect(within(deleted).queryByRole('link', { name: /Import „Messe/ })).not.toBeInTheDocument();
    expect(within(row('Lieferanten Bayern.xlsx')).getByText('Fremde Referenz')).toBeInTheDocument();
    const gone = row('Altkunden Nord.xlsx');
    expect(within(gone).getByText('Gelöschter Nutzer')).toBeInTheDocument();
    expect(within(gone).getByText('Datei abgelaufen')).toBeInTheDocument();
    expect(within(gone).getByText('gelöscht am 01.11.2026')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the other products and resolves their links on click', async () => {
    const onReferenceClick = vi.fn();
    const { user } = renderWithKit(<ExportsTable {...props({ onReferenceClick })} />);
    expect(
      within(row('Freie Suche Maschinenbau.xlsx')).getByText('Freie Suche in Target'),
    ).toBeInTheDocument();
    expect(within(row('Altbestand 2024.xlsx')).getByText('Alter Export')).toBeInTheDocument();
    expect(within(row('Freie Suche Maschinenbau.xlsx')).getByText('Keine Datei')).toBeInTheDocument();
    await user.click(
      within(row('Zielkunden Target.xlsx')).getByRole('button', { name: 'Firmenliste in Target' }),
    );
    await user.click(
      within(row('CRM-Abgleich Connect.xlsx')).getByRole('button', { name: 'Firmenliste (Connect)' }),
    );
    await user.click(
      within(row('Abfrage Logistik.xlsx')).getByRole('button', { name: 'Abfrage in Target 2.0' }),
    );
    const clicked = onReferenceClick.mock.calls.map((call: unknown[]) => (call[0] as { id: number }).id);
    expect(clicked).toEqual([288, 255, 240]);
  });

  it('sorts on the server: name ascending first, date toggles', async () => {
    function Sorted({ onSortChange }: { onSortChange: (sort: ExportsSort) => void }) {
      const [sort, setSort] = useState<ExportsSort>({ field: 'time', order: 'desc' });
      return (
        <ExportsTable
          {...props({
            sort,
            onSortChange: (next) => {
              setSort(next);
              onSortChange(next);
            },
          })}
        />
      );
    }
    const onSortChange = vi.fn();
    const { user } = renderWithKit(<Sorted onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: /Exportdatum/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('columnheader', { name: /Exportname/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'asc' });
    await user.click(screen.getByRole('columnheader', { name: /Exportname/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'desc' });
    await user.click(screen.getByRole('columnheader', { name: /Exportdatum/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'time', order: 'desc' });
  });

  it('pages on the server, 1-based', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithKit(<ExportsTable {...props({ onPageChange, page: 2 })} />);
    expect(screen.getByText('26–50 von 134')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('selects rows and exports the selection, or all filtered exports', async () => {
    function Selecting() {
      const [selectedIds, setSelected] = useState<number[]>([]);
      return (
        <ExportsTable
          {...props({
            rowCount: 12,
            searching: true,
            selectedIds,
            onSelectionChange: setSelected,
            bulkExportHref: selectedIds.length
              ? `/zip?ids=${selectedIds.join(',')}`
              : '/zip?searchterm=Kunden',
          })}
        />
      );
    }
    const { user } = renderWithKit(<Selecting />);
    expect(screen.getByRole('status')).toHaveTextContent('12 von 134 Exporten');
    expect(screen.getByRole('link', { name: /Alle als ZIP herunterladen \(12\)/ })).toHaveAttribute(
      'href',
      '/zip?searchterm=Kunden',
    );
    await user.click(within(row('Bestandskunden Süd.xlsx')).getByRole('checkbox'));
    await user.click(within(row('Lieferanten Bayern.xlsx')).getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent('12 von 134 Exporten · 2 ausgewählt');
    expect(screen.getByRole('link', { name: /Auswahl als ZIP herunterladen \(2\)/ })).toHaveAttribute(
      'href',
      '/zip?ids=412,377',
    );
    await user.click(screen.getByRole('button', { name: 'Auswahl aufheben' }));
    expect(screen.getByRole('link', { name: /Alle als ZIP herunterladen/ })).toBeInTheDocument();
  });

  it('says "Keine Daten" when there are none', () => {
    renderWithKit(<ExportsTable {...props({ rows: [], rowCount: 0, totalCount: 0 })} />);
    expect(screen.getByText('Keine Daten')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 Exporte');
    expect(screen.getByRole('link', { name: /Alle als ZIP herunterladen \(0\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says it is loading, not "Keine Daten", while the first page loads', () => {
    renderWithKit(<ExportsTable {...props({ rows: [], rowCount: 0, totalCount: 0, loading: true })} />);
    expect(screen.getByRole('progressbar', { name: 'Exporte werden geladen' })).toBeInTheDocument();
    expect(screen.queryByText('Keine Daten')).not.toBeInTheDocument();
  });

  it('speaks English and French', () => {
    const { unmount } = renderWithKit(<ExportsTable {...props()} />, { locale: 'en' });
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('134 exports');
    unmount();
    renderWithKit(<ExportsTable {...props()} />, { locale: 'fr' });
    expect(within(row('Lieferanten Bayern.xlsx')).getByText('Référence externe')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Date d’export/ })).toBeInTheDocument();
  });
});
