import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { exportHandlers } from '../../testing/export-handlers.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import {
  BATCH_ID,
  importHandlers,
  importNotFoundHandlers,
  kundenUpload,
  reviewHandlers,
} from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { reportHandlers } from '../../testing/report-handlers.ts';

const NOT_FOUND = 'Dieser Import existiert nicht (oder gehört nicht zu Ihrem Konto)';
const location = () => screen.getByTestId('location').textContent;
const stepBar = () => screen.getByRole('navigation', { name: 'Importschritte' });

/** The not-found page in place of the step: its links, and nothing of the step. */
async function expectNotFoundPage() {
  expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Frühere Importe ansehen' })).toHaveAttribute('href', '/list');
  expect(screen.getByRole('link', { name: 'Neue Datei hochladen' })).toHaveAttribute('href', '/import');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // No step links, and no step marked done or current: the import has none.
  expect(within(stepBar()).queryAllByRole('link')).toEqual([]);
  expect(stepBar()).not.toHaveTextContent('erledigt');
  expect(stepBar().querySelector('[aria-current="step"]')).toBeNull();
  expect(
    screen.queryByRole('button', { name: /Unternehmen prüfen|Verarbeitung läuft/ }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Qualitätsbericht anzeigen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Qualitätsbericht anzeigen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export anzeigen' })).not.toBeInTheDocument();
  expect(screen.queryByText('Alle Unternehmen wurden geprüft')).not.toBeInTheDocument();
  expect(screen.queryByText(/werden mit der Firmendatenbank abgeglichen/)).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Import nicht gefunden – Datacare'));
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ImportWizard: an import the server does not know', () => {
  it.each(['status', 'review', 'qualityreport', 'export', 'mapping'])(
    '/import/%s?id=doesnotexist shows the not-found page and no step',
    async (step) => {
      server.use(...sessionHandlers(), ...importNotFoundHandlers());
      renderApp(`/import/${step}?id=doesnotexist`);
      await expectNotFoundPage();
      expect(location()).toBe(`/import/${step}?id=doesnotexist`);
    },
  );

  it('leads from there to a new upload', async () => {
    server.use(...sessionHandlers(), ...importNotFoundHandlers(), ...importHandlers());
    const { user } = renderApp('/import/status?id=doesnotexist');
    await user.click(await screen.findByRole('link', { name: 'Neue Datei hochladen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' })).toBeVisible();
    expect(location()).toBe('/import');
  });

  it('shows the same page when the batch disappears while the status is polled', async () => {
    // 600 rows are polled every second.
    const upload = { ...kundenUpload, stats: { ...kundenUpload.stats, rows: { total: 600, empty: 0 } } };
    server.use(...sessionHandlers(), ...importHandlers({ upload, rowsPerPoll: 10 }));
    renderApp(`/import/status?id=${BATCH_ID}`);
    expect(await screen.findByText('Ihre Daten werden mit der Firmendatenbank abgeglichen.')).toBeVisible();
    // Deleted in another tab: from now on every call answers 404.
    server.use(...importNotFoundHandlers());
    await expectNotFoundPage();
  });

  it('offers only the new upload in integration mode, which has no past-imports list', async () => {
    server.use(...sessionHandlers(), ...importNotFoundHandlers());
    renderApp('/import/review?id=doesnotexist&isIntegrationMode=true');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Frühere Importe ansehen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Datei hochladen' })).toBeVisible();
  });
});

describe('ImportWizard: a step without a usable id', () => {
  it.each([
    '/import/status',
    '/import/review?id=',
    '/import/qualityreport?id=../etc',
    '/import/export?id=a%20b',
  ])('%s shows the not-found page', async (path) => {
    server.use(...sessionHandlers(), ...importHandlers());
    renderApp(path);
    await expectNotFoundPage();
  });

  it('/import/mapping without an id goes to the upload, as the mapping is never restored', async () => {
    server.use(...sessionHandlers(), ...importHandlers());
    renderApp('/import/mapping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' })).toBeVisible();
    expect(location()).toBe('/import');
  });
});

describe('ImportWizard: the export step', () => {
  it('is headed "Export", not "Import"', async () => {
    server.use(...exportHandlers(), ...sessionHandlers(), ...importHandlers({ initialFinished: 1234 }));
    renderApp(`/import/export?id=${BATCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Export' })).toBeVisible();
  });
});

describe('ImportWizard: page titles per step', () => {
  it.each([
    ['/import', 'Upload – Import – Datacare'],
    [`/import/status?id=${BATCH_ID}`, 'Status – Import – Datacare'],
    [`/import/review?id=${BATCH_ID}&tab=manual&row=0`, 'Prüfung – Import – Datacare'],
    [`/import/qualityreport?id=${BATCH_ID}`, 'Qualitätsbericht – Import – Datacare'],
    [`/import/export?id=${BATCH_ID}`, 'Export – Import – Datacare'],
  ])('%s is titled "%s"', async (path, title) => {
    server.use(
      ...reportHandlers(),
      ...exportHandlers(),
      ...sessionHandlers(),
      ...reviewHandlers(),
      ...importHandlers({ initialFinished: 1234 }),
    );
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    // Still so once the step's content has loaded (a step must not overwrite it).
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
    expect(document.title).toBe(title);
  });

  it('titles the mapping step after an upload, and follows the language', async () => {
    server.use(...sessionHandlers(), ...importHandlers());
    const { user, container } = renderApp('/import?lang=en');
    await waitFor(() => expect(document.title).toBe('Upload – Import – Datacare'));
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['PK'], 'kunden.xlsx'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Map columns' })).toBeVisible();
    expect(document.title).toBe('Mapping – Import – Datacare');
  });
});
