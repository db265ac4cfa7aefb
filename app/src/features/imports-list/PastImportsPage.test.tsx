import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListImportsRequest } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { historyHandlers, sampleImports } from '../../testing/history-handlers.ts';
import { renderApp } from '../../testing/render.tsx';

const location = () => screen.getByTestId('location').textContent;

/** The cards once the list has loaded (the page itself loads lazily). */
const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Frühere Importe' }, { timeout: 10_000 });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return within(list).getAllByRole('article');
};

const card = (name: string) => screen.getByRole('article', { name });

/** Records the body of every listImports call. */
function recordListCalls(): ListImportsRequest[] {
  const calls: ListImportsRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/backend/import/listImports'))
      void request
        .clone()
        .json()
        .then((body) => calls.push(body as ListImportsRequest));
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('/list', () => {
  it('shows 9 cards with file name, tag, date, rows and empty rows, newest first', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    renderApp('/list');
    expect(await cards()).toHaveLength(9);
    expect(document.title).toBe('Frühere Importe – Datacare');
    const newest = card('Kundenliste März 2026 (final).xlsx');
    expect(
      within(newest).getByRole('button', { name: 'Tag „Kundenliste März 2026 (final)“ bearbeiten' }),
    ).toBeInTheDocument();
    expect(within(newest).getByText('24.11.2026')).toBeInTheDocument();
    expect(within(newest).getByText('1.234')).toBeInTheDocument();
    expect(within(newest).getByText('Exportiert')).toBeInTheDocument();
    expect(within(card('Messe Hannover 2026 Kontakte.csv')).getAllByRole('definition')[4]).toHaveTextContent(
      '0',
    );
  });

  it('opens each import at the furthest step it reached', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/list');
    await cards();
    expect(
      within(card('Kundenliste März 2026 (final).xlsx')).getByRole('link', { name: /^Zum Export/ }),
    ).toHaveAttribute('href', '/import/export?id=b_imp_01');
    expect(
      within(card('Messe Hannover 2026 Kontakte.csv')).getByRole('link', { name: /^Zur Prüfung/ }),
    ).toHaveAttribute('href', '/import/review?id=b_imp_02');
    expect(
      within(card('Lieferanten Bayern.xlsx')).getByRole('link', { name: /^Zum Status/ }),
    ).toHaveAttribute('href', '/import/status?id=b_imp_04');
    // Matching never started: nothing to open, and the card says so.
    const notStarted = card('Adressbestand Handwerk NRW.xlsx');
    expect(within(notStarted).getByText('Nicht gestartet')).toBeInTheDocument();
    expect(within(notStarted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(notStarted).getByText(/Der Abgleich wurde nie gestartet/)).toBeInTheDocument();

    server.use(
      ...(await import('../../testing/import-handlers.ts')).importHandlers({ initialFinished: 1234 }),
    );
    await user.click(within(card('Lieferanten Bayern.xlsx')).getByRole('link', { name: /^Zum Status/ }));
    await waitFor(() => expect(location()).toBe('/import/status?id=b_imp_04'));
  });

  it('pages with 9 per page, 1-based in the address and 0-based in the API', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const calls = recordListCalls();
    const { user } = renderApp('/list');
    await cards();
    expect(calls.at(-1)?.paging).toEqual({ page: 0, pageSize: 9 });
    await user.click(screen.getByRole('button', { name: 'Gehe zu Seite 3' }));
    await waitFor(() => expect(location()).toBe('/list?page=3'));
    await waitFor(() => expect(calls.at(-1)?.paging).toEqual({ page: 2, pageSize: 9 }));
    await waitFor(async () => expect(await cards()).toHaveLength(5));
    expect(card('Testdatei.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the button and on Enter, hides the paging on one page, and Esc resets', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const calls = recordListCalls();
    const { user } = renderApp('/list?page=2');
    await cards();
    const search = screen.getByRole('searchbox', { name: 'Importe durchsuchen' });
    await user.type(search, 'Kundenliste');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(location()).toBe('/list?search=Kundenliste'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        paging: { page: 0, pageSize: 9 },
        filters: { searchterm: 'Kundenliste' },
      }),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Bodensee{Enter}');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/list'));
    await waitFor(async () => expect(await cards()).toHaveLength(9));
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
  });

  it('says "Keine Ergebnisse gefunden" when nothing matches, and for a user without imports', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ imports: [] }));
    renderApp('/list');
    expect(await screen.findByText('Keine Ergebnisse gefunden', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
  });

  it('hides the paging when all imports fit on one page', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ imports: sampleImports(9) }));
    renderApp('/list');
    expect(await cards()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
  });

  it('saves an edited tag', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/list');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Tag „Messe Hannover 2026“ bearbeiten' }));
    const input = screen.getByRole('textbox', { name: 'Tag' });
    await user.clear(input);
    await user.type(input, 'Messe Hannover – Nachfassen{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Tag „Messe Hannover – Nachfassen“ bearbeiten' }),
    ).toBeInTheDocument();
  });

  it('notifies when the tag cannot be saved', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { saveTag: true } }));
    const { user } = renderApp('/list');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Tag „Messe Hannover 2026“ bearbeiten' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), ' neu{Enter}');
    expect(await screen.findByText('internal_error: Interner Serverfehler.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tag „Messe Hannover 2026“ bearbeiten' })).toBeInTheDocument();
  });

  it('deletes an import after a confirmation that names it, then reloads the list', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/list');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Löschen: Messe Hannover 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import löschen?' });
    expect(dialog).toHaveTextContent(
      '„Messe Hannover 2026“ (Messe Hannover 2026 Kontakte.csv) wird mit allen Zeilen, Abgleichsergebnissen, Prüfentscheidungen und der hochgeladenen Datei endgültig gelöscht.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Messe Hannover 2026 Kontakte.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Löschen: Messe Hannover 2026' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import endgültig löschen' }),
    );
    expect(await screen.findByText('Der Import „Messe Hannover 2026“ wurde gelöscht.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Messe Hannover 2026 Kontakte.csv' }),
      ).not.toBeInTheDocument(),
    );
    // The next import moved up from page 2.
    expect(await cards()).toHaveLength(9);
    expect(card('Altkunden 2019–2022.xlsx')).toBeInTheDocument();
  });

  it("keeps a deleted import's exports in the history, marked deleted", async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/list');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Löschen: Kundenliste März 2026 (final)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import endgültig löschen' }),
    );
    await screen.findByText('Der Import „Kundenliste März 2026 (final)“ wurde gelöscht.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Letzte Exporte' }));
    const grid = await screen.findByRole('grid', { name: 'Letzte Exporte' }, { timeout: 10_000 });
    const row = (await within(grid).findByText('Kundenliste März 2026 (final).xlsx')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText('Import gelöscht')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Import „Kundenliste/ })).not.toBeInTheDocument();
  });

  it('goes to the previous page when its last import was deleted', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ imports: sampleImports(10) }));
    const { user } = renderApp('/list?page=2');
    expect(await cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Löschen: Altkunden Reaktivierung' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import endgültig löschen' }),
    );
    await waitFor(() => expect(location()).toBe('/list'));
    await waitFor(async () => expect(await cards()).toHaveLength(9));
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
  });

  it('notifies a failed delete and keeps the import', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { deleteImport: true } }));
    const { user } = renderApp('/list');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Löschen: Messe Hannover 2026' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import endgültig löschen' }),
    );
    expect(await screen.findByText('internal_error: Interner Serverfehler.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Messe Hannover 2026 Kontakte.csv')).toBeInTheDocument();
  });

  it('notifies a failed load and says so on the page', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { listImports: true } }));
    renderApp('/list');
    expect(
      await screen.findByText('internal_error: Interner Serverfehler.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Die Liste der Importe konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.queryByText('Keine Ergebnisse gefunden')).not.toBeInTheDocument();
  });
});
