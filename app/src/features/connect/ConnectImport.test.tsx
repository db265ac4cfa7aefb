import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectFinishResult } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { anna } from '../../testing/fixtures.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, kundenUpload } from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';

const location = () => screen.getByTestId('location').textContent;
const stepBar = () => screen.getByRole('navigation', { name: 'Importschritte' });
const file = () => new File(['PK'], 'Kundenliste.xlsx', { type: 'application/vnd.ms-excel' });

function finishResult(overrides: Partial<ConnectFinishResult> = {}): ConnectFinishResult {
  return {
    type: 'add',
    listId: '12',
    listName: 'Messe 2026',
    listUrl: 'http://localhost/lists/12',
    numCompaniesModified: 840,
    numCompaniesMatched: 1050,
    newlyCreated: false,
    ...overrides,
  };
}

/** Records the JSON bodies of one endpoint's calls. */
function recordCalls(call: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/backend/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

function listHandlers(answer: () => Response | Promise<Response>) {
  return [
    http.post('*/backend/lists/addCompaniesToCompanyList', answer),
    http.post('*/backend/lists/removeCompaniesFromCompanyList', answer),
    http.post('*/backend/lists/renameCompanyList', async ({ request }) => {
      const body = (await request.json()) as { listName: string };
      return HttpResponse.json({ listName: body.listName });
    }),
  ];
}

afterEach(() => {
  server.events.removeAllListeners();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the connect import (spec 2 Connect import)', () => {
  it('runs upload, mapping, status and finish with the list and mode on every step', async () => {
    const added = recordCalls('lists/addCompaniesToCompanyList');
    server.use(
      ...sessionHandlers(),
      ...importHandlers({ rowsPerPoll: 5000 }),
      ...listHandlers(() => HttpResponse.json(finishResult())),
    );
    const { user } = renderApp('/connect-import?isIntegrationMode=true&listId=12&mode=add');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' }, { timeout: 5000 }),
    ).toBeVisible();
    // The connect import's four steps.
    expect(within(stepBar()).getByText('Abschluss')).toBeVisible();
    expect(within(stepBar()).queryByText('Prüfung')).not.toBeInTheDocument();

    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file());
    await screen.findByRole('heading', { level: 1, name: 'Spalten zuordnen' }, { timeout: 5000 });
    expect(location()).toBe(`/connect-import/mapping?id=${BATCH_ID}&listId=12&mode=add`);
    await user.click(screen.getByRole('button', { name: /^Verarbeitung starten \(/ }));

    const finish = await screen.findByRole('button', { name: 'Import abschließen' }, { timeout: 5000 });
    expect(location()).toBe(`/connect-import/status?id=${BATCH_ID}&listId=12&mode=add`);
    // Loading until matching has finished (spec 2: finish import, loading until finished).
    await waitFor(() => expect(finish).toBeEnabled(), { timeout: 10_000 });
    // Step links go back only to upload and status (spec 2).
    expect(within(stepBar()).queryByRole('link', { name: /Prüfung|Export|Qualitätsbericht/ })).toBeNull();
    await user.click(finish);

    expect(
      await screen.findByText('840 Unternehmen wurden der Liste „Messe 2026“ hinzugefügt.'),
    ).toBeVisible();
    expect(location()).toBe(`/connect-import/finished?id=${BATCH_ID}&listId=12&mode=add`);
    expect(screen.getByText('Sie können diese Seite jetzt verlassen.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Messe 2026/ })).toHaveAttribute(
      'href',
      'http://localhost/lists/12',
    );
    expect(added).toEqual([{ batchId: BATCH_ID, listId: '12', deleteImport: false }]);
    expect(within(stepBar()).getByRole('link', { name: /Status/ })).toHaveAttribute(
      'href',
      `/connect-import/status?id=${BATCH_ID}&listId=12&mode=add`,
    );
  });

  it('removes from the list in mode remove and renames the list from the finish screen', async () => {
    const removed = recordCalls('lists/removeCompaniesFromCompanyList');
    server.use(
      ...sessionHandlers(),
      ...importHandlers({ initialFinished: kundenUpload.stats.rows.total }),
      ...listHandlers(() => HttpResponse.json(finishResult({ type: 'remove', numCompaniesModified: 3 }))),
    );
    const { user } = renderApp(
      `/connect-import/finished?id=${BATCH_ID}&listId=12&mode=remove&isIntegrationMode=true`,
    );
    expect(
      await screen.findByText('3 Unternehmen wurden aus der Liste „Messe 2026“ entfernt.'),
    ).toBeVisible();
    expect(removed).toEqual([{ batchId: BATCH_ID, listId: '12', deleteImport: false }]);

    await user.click(screen.getByRole('button', { name: 'Liste umbenennen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liste umbenennen' });
    const name = within(dialog).getByRole('textbox', { name: /Name der Liste/ });
    await user.clear(name);
    await user.type(name, 'x{Enter}');
    expect(await within(dialog).findByText(/Der Listenname ist ungültig/)).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Messe Süd 2026{Enter}');
    expect(await screen.findByText('Firmenliste umbenannt in „Messe Süd 2026“')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Messe Süd 2026/ })).toBeVisible();
  });

  it('shows what was done after a reload instead of changing the list again', async () => {
    let calls = 0;
    server.use(
      ...sessionHandlers(),
      ...importHandlers({ initialFinished: kundenUpload.stats.rows.total }),
      ...listHandlers(() => {
        calls += 1;
        return HttpResponse.json(finishResult({ numCompaniesModified: calls === 1 ? 840 : 0 }));
      }),
    );
    const path = `/connect-import/finished?id=${BATCH_ID}&listId=12&mode=add&isIntegrationMode=true`;
    const first = renderApp(path);
    expect(await screen.findByText(/840 Unternehmen wurden/)).toBeVisible();
    first.unmount();
    renderApp(path);
    expect(await screen.findByText(/840 Unternehmen wurden/)).toBeVisible();
    expect(calls).toBe(1);
  });

  it('says when finishing failed and tries again on request (spec 8 Connect)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      ...sessionHandlers(),
      ...importHandlers({ initialFinished: kundenUpload.stats.rows.total }),
      ...listHandlers(() =>
        fail
          ? HttpResponse.json(
              { errors: [{ type: 'not_found', message: 'Nicht gefunden.' }] },
              { status: 404 },
            )
          : HttpResponse.json(finishResult()),
      ),
    );
    const { user } = renderApp(
      `/connect-import/finished?id=${BATCH_ID}&listId=12&mode=add&isIntegrationMode=true`,
    );
    expect(await screen.findByText('Der Import konnte nicht verarbeitet werden')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/840 Unternehmen wurden/)).toBeVisible();
  });

  it('refuses a link with an unknown mode, or removing without a list, before anything is uploaded', async () => {
    server.use(...sessionHandlers(), ...importHandlers());
    const first = renderApp('/connect-import?isIntegrationMode=true&mode=replace');
    expect(await screen.findByText('Dieser Link kann nicht ausgeführt werden')).toBeVisible();
    expect(screen.getByText(/unbekannten Modus/)).toBeVisible();
    expect(document.querySelector('input[type=file]')).toBeNull();
    first.unmount();
    renderApp('/connect-import?isIntegrationMode=true&mode=remove');
    expect(await screen.findByText(/braucht er die Nummer der Liste/)).toBeVisible();
  });
});

describe('the session hand-over (ADR 012)', () => {
  it('signs in with the token in the body, waits instead of going to the login, and drops the token from the address', async () => {
    const bodies = recordCalls('auth/loginViaProviderTool');
    let signedIn = false;
    server.use(
      ...importHandlers(),
      http.post('*/backend/auth/getUser', () =>
        signedIn
          ? HttpResponse.json(anna)
          : HttpResponse.json({ errors: [{ type: 'unauthorized', message: 'x' }] }, { status: 401 }),
      ),
      http.post('*/backend/auth/loginViaProviderTool', () => {
        signedIn = true;
        return HttpResponse.json({ ...anna, fromTarget: true });
      }),
      http.post('*/backend/quota/getUserQuotaInfo', () => HttpResponse.json({})),
    );
    renderApp(
      '/connect-import?isIntegrationMode=true&session=one-time-token&listId=12&mode=add&fromTarget=true',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(bodies).toEqual([{ session: 'one-time-token', tool: 'target' }]);
    await waitFor(() =>
      expect(location()).toBe('/connect-import?isIntegrationMode=true&listId=12&mode=add&fromTarget=true'),
    );
    expect(window.sessionStorage.getItem('datacare.entryFlags') ?? '').not.toContain('one-time-token');
  });
});
