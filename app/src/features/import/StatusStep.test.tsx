import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMatchTypes, DESKTOP_NOTIFICATION_CLOSE_MS } from '@datacare/api-client';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import {
  BATCH_ID,
  importHandlers,
  kundenUpload,
  samplePriorities,
  type ImportHandlerOptions,
} from '../../testing/import-handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { DESKTOP_NOTIFICATION_PREFERENCE_KEY } from './useDesktopNotification.ts';

/** 600 rows: polled every second (spec 4), so a running job finishes within a few polls. */
const smallUpload = { ...kundenUpload, stats: { ...kundenUpload.stats, rows: { total: 600, empty: 0 } } };
const STATUS_PATH = `/import/status?id=${BATCH_ID}`;
const location = () => screen.getByTestId('location').textContent;
/** Long enough for a few one-second polls on a busy machine. */
const POLLS = { timeout: 10_000 };

/** Records every call of one import endpoint (its JSON body), whatever handler answers it. */
function recordCalls(call: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/backend/import/${call}`)) bodies.push(await request.clone().json());
  });
  return bodies;
}

function renderStatus(options: ImportHandlerOptions = {}) {
  server.use(...sessionHandlers(), ...importHandlers({ upload: smallUpload, ...options }));
  return renderApp(STATUS_PATH);
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('StatusStep: restored while matching starts', () => {
  it('waits through "not started yet" (412) and then shows the progress', async () => {
    renderStatus({ notStartedPolls: 1, initialFinished: 60, rowsPerPoll: 60 });
    expect(await screen.findByText('Verbleibende Zeit', {}, POLLS)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' })).toHaveAttribute(
      'aria-valuenow',
    );
  });
});

describe('StatusStep: a failed matching', () => {
  it('says so instead of spinning, with the progress reached, and stops polling', async () => {
    const polls = recordCalls('getStatus');
    renderStatus({ initialFinished: 240, interruptAt: 240 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Der Abgleich ist fehlgeschlagen' })).toBeVisible();
    expect(alert).toHaveTextContent('240 von 600 Zeilen sind bereits abgeglichen und bleiben erhalten.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Import löschen' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Verarbeitung' })).toHaveAttribute(
      'aria-valuetext',
      'Fehlgeschlagen bei 40\u00a0%',
    );
    expect(
      screen.queryByText('Ihre Daten werden mit der Firmendatenbank abgeglichen.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verarbeitung läuft/ })).not.toBeInTheDocument();
    const seen = polls.length;
    // Longer than the one-second poll interval of 600 rows: a poller still running would have called.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toHaveLength(seen);
  });

  it('continues from the checkpoint on "Erneut versuchen", and polling resumes to the end', async () => {
    const retries = recordCalls('retryMatching');
    const { user } = renderStatus({ initialFinished: 240, interruptAt: 240, rowsPerPoll: 200 });
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(retries).toEqual([{ batchId: BATCH_ID }]);
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Unternehmen prüfen/ })).toBeEnabled();
  });

  it('deletes the import only after asking, then goes to the upload', async () => {
    const deletes = recordCalls('deleteImport');
    const { user } = renderStatus({ initialFinished: 240, interruptAt: 240 });
    await user.click(await screen.findByRole('button', { name: 'Import löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import löschen?' });
    expect(dialog).toHaveAccessibleDescription(
      'Der Import „Kundenliste März 2026 (final)“ wird mit allen Zeilen und Ergebnissen gelöscht. Das lässt sich nicht rückgängig machen.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Import löschen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import löschen?' })).getByRole('button', {
        name: 'Import löschen',
      }),
    );
    await waitFor(() => expect(location()).toBe('/import'));
    expect(deletes).toEqual([{ batchId: BATCH_ID }]);
    expect(
      await screen.findByText('Der Import „Kundenliste März 2026 (final)“ wurde gelöscht.'),
    ).toBeVisible();
  });
});

describe('StatusStep: a stopped matching', () => {
  it('says it was stopped and offers to continue', async () => {
    const retries = recordCalls('retryMatching');
    const { user } = renderStatus({ initialFinished: 60, interruptAt: 60, interruption: 'stopped' });
    expect(await screen.findByRole('heading', { name: 'Der Abgleich wurde angehalten' })).toBeVisible();
    expect(screen.getByText(/60 von 600 Zeilen sind abgeglichen/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(retries).toEqual([{ batchId: BATCH_ID }]);
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
  });
});

describe('StatusStep: rows whose matching failed', () => {
  it('says how many rows could not be matched and count as no match', async () => {
    renderStatus({ initialFinished: 600, failedRows: 3 });
    expect(
      await screen.findByText(
        '3 Zeilen konnten wegen eines Fehlers nicht abgeglichen werden und zählen als „Kein Treffer“.',
      ),
    ).toBeVisible();
  });

  it('says nothing of the kind when every row was matched', async () => {
    renderStatus({ initialFinished: 600 });
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.')).toBeVisible();
    expect(screen.queryByText(/wegen eines Fehlers/)).not.toBeInTheDocument();
  });
});

describe('StatusStep: the distribution dialog', () => {
  it('counts exactly what the page counts, no-match rows as no match and not drawn', async () => {
    const { user } = renderStatus({ initialFinished: 600 });
    const cards = await screen.findByRole('region', { name: 'Kennzahlen des Imports' });
    const card = (label: string) => within(cards).getByText(label).parentElement?.textContent ?? '';
    const page = countMatchTypes(samplePriorities(600), 0.7);
    expect(page.noMatches).toBeGreaterThan(0);
    await waitFor(() => expect(card('Exakte Treffer')).toBe(`Exakte Treffer${page.exactMatches}`));
    expect(card('Manuelle Treffer')).toBe(`Manuelle Treffer${page.manualMatches}`);
    expect(card('Kein Treffer')).toBe(`Kein Treffer${page.noMatches}`);
    await user.click(screen.getByRole('button', { name: 'Verteilung anzeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verteilung der Trefferwahrscheinlichkeiten' });
    const entry = (label: string) => within(dialog).getByText(label).closest('li')?.textContent ?? '';
    expect(entry('Über dem Schwellenwert (exakt)')).toBe(
      `Über dem Schwellenwert (exakt) ${page.exactMatches}`,
    );
    expect(entry('Bis zum Schwellenwert (manuell)')).toBe(
      `Bis zum Schwellenwert (manuell) ${page.manualMatches}`,
    );
    expect(entry('Kein Treffer')).toBe(`Kein Treffer ${page.noMatches} (nicht im Diagramm)`);
  });
});

/** A stand-in for the browser's Notification: permission as given, every notification recorded. */
function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string; close: ReturnType<typeof vi.fn> }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body, close: this.close });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

describe('StatusStep: the desktop notification', () => {
  beforeEach(() => window.localStorage.clear());

  it('with permission granted, notifies when matching finishes without any click, and closes it after 10 s', async () => {
    // Fake timers that still run with the clock: the polls go on, and the 10 s can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { shown } = fakeNotification('granted');
    renderStatus({ initialFinished: 300, rowsPerPoll: 300 });
    expect(await screen.findByRole('switch', { name: 'Desktop-Benachrichtigung' })).toBeChecked();
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Datacare: Abgleich abgeschlossen',
      body: '„Kundenliste März 2026 (final)“ ist fertig verarbeitet.',
    });
    expect(shown[0]?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DESKTOP_NOTIFICATION_CLOSE_MS);
    expect(shown[0]?.close).toHaveBeenCalledOnce();
  });

  it('sends none when the switch is turned off, and remembers that', async () => {
    const { shown } = fakeNotification('granted');
    const { user, unmount } = renderStatus({ initialFinished: 300, rowsPerPoll: 300 });
    await user.click(await screen.findByRole('switch', { name: 'Desktop-Benachrichtigung' }));
    expect(screen.getByRole('switch', { name: 'Desktop-Benachrichtigung' })).not.toBeChecked();
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
    expect(shown).toEqual([]);
    expect(window.localStorage.getItem(DESKTOP_NOTIFICATION_PREFERENCE_KEY)).toBe('off');
    unmount();
    renderStatus({ initialFinished: 0, rowsPerPoll: 100 });
    expect(await screen.findByRole('switch', { name: 'Desktop-Benachrichtigung' })).not.toBeChecked();
  });

  it('asks for permission when not asked yet, and notifies once granted', async () => {
    const { shown, FakeNotification } = fakeNotification('default', 'granted');
    const { user } = renderStatus({ initialFinished: 0, rowsPerPoll: 300 });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigen, wenn fertig' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByRole('switch', { name: 'Desktop-Benachrichtigung' })).toBeChecked();
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
    await waitFor(() => expect(shown).toHaveLength(1));
  });

  it('warns lastingly when notifications are blocked', async () => {
    const { shown } = fakeNotification('denied');
    renderStatus({ initialFinished: 300, rowsPerPoll: 300 });
    expect(
      await screen.findByText(/Desktop-Benachrichtigungen sind in Ihrem Browser blockiert/),
    ).toBeVisible();
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.', {}, POLLS)).toBeVisible();
    expect(shown).toEqual([]);
  });

  it('sends none for an import that had finished before the page opened', async () => {
    const { shown } = fakeNotification('granted');
    renderStatus({ initialFinished: 600 });
    expect(await screen.findByText('Der Abgleich ist abgeschlossen.')).toBeVisible();
    expect(await screen.findByRole('button', { name: /Unternehmen prüfen/ })).toBeEnabled();
    expect(shown).toEqual([]);
  });

  it('tells the user when the watched matching fails', async () => {
    const { shown } = fakeNotification('granted');
    renderStatus({ initialFinished: 0, rowsPerPoll: 300, interruptAt: 300 });
    expect(
      await screen.findByRole('heading', { name: 'Der Abgleich ist fehlgeschlagen' }, POLLS),
    ).toBeVisible();
    await waitFor(() => expect(shown.map((n) => n.title)).toEqual(['Datacare: Abgleich fehlgeschlagen']));
  });
});
