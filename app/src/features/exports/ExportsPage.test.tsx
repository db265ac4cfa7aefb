import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListHistoryExportsRequest } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { historyHandlers } from '../../testing/history-handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { downloads } from './downloads.ts';

const location = () => screen.getByTestId('location').textContent;

/**
 * The exports grid (the page loads lazily with the DataGrid), and with `fileName` once that
 * export's row is on screen.
 */
async function grid(fileName?: string): Promise<HTMLElement> {
  const found = await screen.findByRole('grid', { name: 'Letzte Exporte' }, { timeout: 10_000 });
  if (fileName) await within(found).findByText(fileName);
  return found;
}

const NEWEST = 'Kundenliste März 2026 (final).xlsx';

/** The grid row of the export with this file name. */
function row(fileName: string): HTMLElement {
  const found = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(fileName));
  if (!found) throw new Error(`no row for ${fileName}`);
  return found;
}

/** Records the body of every listHistoryExports call (MSW lets the next handler answer). */
function recordListCalls(): ListHistoryExportsRequest[] {
  const calls: ListHistoryExportsRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/backend/export/listHistoryExports'))
      void request
        .clone()
        .json()
        .then((body) => calls.push(body as ListHistoryExportsRequest));
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('/exports', () => {
  it('shows the newest 25 exports with counts, user, reference and download', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    renderApp('/exports');
    await grid(NEWEST);
    expect(screen.getByText('60 Exporte')).toBeInTheDocument();
    expect(document.title).toBe('Letzte Exporte – Datacare');
    expect(screen.getByText('1–25 von 60')).toBeInTheDocument();

    const own = row('Kundenliste März 2026 (final).xlsx');
    expect(within(own).getByText('24.11.2026')).toBeInTheDocument();
    expect(within(own).getByText('Anna Schmidt')).toBeInTheDocument();
    expect(within(own).getByText('1.234')).toBeInTheDocument();
    expect(
      within(own).getByRole('link', { name: 'Import „Kundenliste März 2026 (final)“ öffnen' }),
    ).toHaveAttribute('href', '/import/status?id=b_imp_01');
    expect(
      within(own).getByRole('link', { name: '„Kundenliste März 2026 (final).xlsx“ herunterladen' }),
    ).toHaveAttribute('href', '/backend/export/getHistoryExport?id=412');

    const deletedImport = row('Messe Hannover 2026.csv');
    expect(within(deletedImport).getByText('Import gelöscht')).toBeInTheDocument();
    expect(within(deletedImport).queryByRole('link', { name: /Import „Messe/ })).not.toBeInTheDocument();

    const foreign = row('Lieferanten Bayern.xlsx');
    expect(within(foreign).getByText('Jonas Weber')).toBeInTheDocument();
    expect(within(foreign).getByText('Fremde Referenz')).toBeInTheDocument();
    expect(within(foreign).queryByRole('link', { name: /Import/ })).not.toBeInTheDocument();

    expect(within(row('Freie Suche Logistik.xlsx')).getByText('Freie Suche in Target')).toBeInTheDocument();
    expect(within(row('Target 2.0 Export.xlsx')).getByText('Target 2.0')).toBeInTheDocument();
    expect(
      within(row('Abfrage Großhandel.xlsx')).getByRole('button', { name: 'Abfrage in Target 2.0' }),
    ).toBeInTheDocument();

    const gone = row('Altkunden Nord.xlsx');
    expect(within(gone).getByText('Gelöschter Nutzer')).toBeInTheDocument();
    expect(within(gone).getByText('Datei abgelaufen')).toBeInTheDocument();
    expect(within(gone).getByText('gelöscht am 19.11.2026')).toBeInTheDocument();
    expect(within(gone).queryByRole('link', { name: /herunterladen/ })).not.toBeInTheDocument();
  });

  it('pages on the server: the address counts from 1, the API from 0', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const calls = recordListCalls();
    const { user } = renderApp('/exports');
    await grid(NEWEST);
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    await waitFor(() => expect(location()).toBe('/exports?page=2'));
    expect(await screen.findByText('26–50 von 60')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.paging).toEqual({ page: 1, pageSize: 25 }));
    expect(await screen.findByText('Neukunden Q3 2026.csv')).toBeInTheDocument();
    expect(screen.queryByText('Kundenliste März 2026 (final).xlsx')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zur vorherigen Seite' }));
    await waitFor(() => expect(location()).toBe('/exports'));
    expect(await screen.findByText('Kundenliste März 2026 (final).xlsx')).toBeInTheDocument();
  });

  it('opens the page of the address and goes to the last page past the end', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    renderApp('/exports?page=9');
    await grid('Altbestand 2024.xlsx');
    await waitFor(() => expect(location()).toBe('/exports?page=3'));
    expect(await screen.findByText('51–60 von 60')).toBeInTheDocument();
    expect(row('Altbestand 2024.xlsx')).toBeInTheDocument();
    expect(within(row('Altbestand 2024.xlsx')).getByText('Alter Export')).toBeInTheDocument();
  });

  it('sorts by name and by date on the server', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const calls = recordListCalls();
    const { user } = renderApp('/exports?page=2');
    await grid('Neukunden Q3 2026.csv');
    await user.click(screen.getByRole('columnheader', { name: /Exportname/ }));
    await waitFor(() => expect(location()).toBe('/exports?sort=name&order=asc'));
    await waitFor(() => expect(calls.at(-1)?.sorting).toEqual({ field: 'name', order: 'asc' }));
    expect(calls.at(-1)?.paging.page).toBe(0);
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Abfrage Großhandel'));
    await user.click(screen.getByRole('columnheader', { name: /Exportdatum/ }));
    await waitFor(() => expect(location()).toBe('/exports'));
    await waitFor(() => expect(calls.at(-1)?.sorting).toEqual({ field: 'time', order: 'desc' }));
    await waitFor(() =>
      expect(screen.getAllByRole('row')[1]).toHaveTextContent('Kundenliste März 2026 (final)'),
    );
  });

  it('searches on Enter with filtered and total counts, and Esc resets', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const calls = recordListCalls();
    const { user } = renderApp('/exports?page=2');
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Exporte durchsuchen' });
    await user.type(search, 'Messe{Enter}');
    await waitFor(() => expect(location()).toBe('/exports?search=Messe'));
    await waitFor(() => expect(calls.at(-1)?.filters).toEqual({ searchterm: 'Messe' }));
    expect(await screen.findByText('1 von 60 Exporten')).toBeInTheDocument();
    expect(row('Messe Hannover 2026.csv')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/exports'));
    expect(await screen.findByText('60 Exporte')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('says "Keine Daten" when nothing matches', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/exports');
    await grid();
    await user.type(screen.getByRole('searchbox'), 'Gibt es nicht');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Daten')).toBeInTheDocument();
    expect(screen.getByText('0 von 60 Exporten')).toBeInTheDocument();
  });

  it('says "Keine Daten" for a user without exports', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ exports: [] }));
    renderApp('/exports');
    await grid();
    expect(await screen.findByText('Keine Daten')).toBeInTheDocument();
    expect(screen.getByText('0 Exporte')).toBeInTheDocument();
  });

  it('exports the selection as one zip, or every filtered export when none is selected', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    const { user } = renderApp('/exports?search=2026');
    await grid(NEWEST);
    const all = await screen.findByRole('link', { name: /Alle als ZIP herunterladen/ });
    expect(all).toHaveAttribute('href', '/backend/export/getHistoryExportsZip?searchterm=2026');
    await user.click(within(row('Kundenliste März 2026 (final).xlsx')).getByRole('checkbox'));
    await user.click(within(row('Messe Hannover 2026.csv')).getByRole('checkbox'));
    const selection = screen.getByRole('link', { name: 'Auswahl als ZIP herunterladen (2)' });
    expect(selection).toHaveAttribute('href', '/backend/export/getHistoryExportsZip?ids=412%2C409');
    await user.click(selection);
    await waitFor(() =>
      expect(start).toHaveBeenCalledExactlyOnceWith('/backend/export/getHistoryExportsZip?ids=412%2C409'),
    );
    // The selection stays while paging.
    await user.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    await waitFor(() => expect(location()).toBe('/exports?search=2026&page=2'));
    expect(screen.getByRole('link', { name: 'Auswahl als ZIP herunterladen (2)' })).toBeInTheDocument();
  });

  it('notifies a failed bulk export and starts no download', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { zip: true } }));
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    const { user } = renderApp('/exports');
    await grid(NEWEST);
    await user.click(screen.getByRole('link', { name: /Alle als ZIP herunterladen \(60\)/ }));
    expect(await screen.findByText('internal_error: Interner Serverfehler.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('resolves a reference link on click and only logs a failure (501 today)', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(downloads, 'open').mockImplementation(() => undefined);
    const { user } = renderApp('/exports');
    await grid(NEWEST);
    await user.click(
      within(row('Zielkunden Maschinenbau.xlsx')).getByRole('button', { name: 'Firmenliste in Target' }),
    );
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Reference link of export 398/);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText(/not_implemented/)).not.toBeInTheDocument();
  });

  it('opens the resolved link in a new tab, and warns without Target 2.0 access', async () => {
    let sent: unknown;
    server.use(
      http.post('*/backend/export/handleConnectLink', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ redirectUrl: 'https://connect.example/lists/77' });
      }),
      http.post('*/backend/export/handleTarget2Link', () =>
        HttpResponse.json({ redirectUrl: null, hasTarget2Access: false, target2Link: null }),
      ),
      ...sessionHandlers(),
      ...historyHandlers(),
    );
    const open = vi.spyOn(downloads, 'open').mockImplementation(() => undefined);
    const { user } = renderApp('/exports');
    await grid(NEWEST);
    await user.click(
      within(row('CRM-Abgleich Connect.xlsx')).getByRole('button', { name: 'Firmenliste (Connect)' }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledExactlyOnceWith('https://connect.example/lists/77'));
    expect(sent).toEqual({ additionalInfo: { batchId: 'b_connect_01' } });
    await user.click(
      within(row('Abfrage Großhandel.xlsx')).getByRole('button', { name: 'Abfrage in Target 2.0' }),
    );
    expect(await screen.findByText('Kein Zugriff auf Target 2.0')).toBeInTheDocument();
    expect(open).toHaveBeenCalledOnce();
  });

  it('says on the page when the list cannot be loaded, without a notification, and retries', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { listHistoryExports: true } }));
    const { user } = renderApp('/exports');
    expect(
      await screen.findByText('Die Liste der Exporte konnte nicht geladen werden.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByText(/internal_error/)).not.toBeInTheDocument();
    server.use(...historyHandlers());
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await grid()).toBeInTheDocument();
  });
});
