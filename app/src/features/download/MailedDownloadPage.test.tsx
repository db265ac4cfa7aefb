import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { historyHandlers, MAILED_TOKENS } from '../../testing/history-handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { downloads } from '../exports/downloads.ts';

const location = () => screen.getByTestId('location').textContent;
const LAZY = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('/download?token= (the link in the export mail)', () => {
  it("shows the export's name and file and starts the download once by itself", async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    const url = `/backend/export/getMailedExport?token=${MAILED_TOKENS.valid}`;
    const { unmount } = renderApp(`/download?token=${MAILED_TOKENS.valid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Export steht bereit' }, LAZY),
    ).toBeInTheDocument();
    expect(document.title).toBe('Download – Datacare');
    expect(screen.getByText('Kundenliste März 2026 (final)')).toBeInTheDocument();
    expect(screen.getByText('Kundenliste März 2026 (final).xlsx')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Herunterladen' })).toHaveAttribute('href', url);
    await waitFor(() => expect(start).toHaveBeenCalledExactlyOnceWith(url));
    unmount();

    // Coming back to the page in this tab offers the button, without downloading again.
    renderApp(`/download?token=${MAILED_TOKENS.valid}`);
    expect(await screen.findByRole('link', { name: 'Herunterladen' }, LAZY)).toBeInTheDocument();
    expect(start).toHaveBeenCalledOnce();
  });

  it('says an expired link has expired and leads to /exports, where the file is still kept', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    const { user } = renderApp(`/download?token=${MAILED_TOKENS.expired}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Download-Link ist abgelaufen' }, LAZY),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Solange die Datei aufbewahrt wird, können Sie „Messe Hannover 2026.csv“/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Herunterladen' })).not.toBeInTheDocument();
    server.use(...historyHandlers());
    await user.click(screen.getByRole('link', { name: 'Zu den letzten Exporten' }));
    await waitFor(() => expect(location()).toBe('/exports'));
    expect(start).not.toHaveBeenCalled();
  });

  it('says when the file was removed after the retention time', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    renderApp(`/download?token=${MAILED_TOKENS.fileRemoved}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Datei ist nicht mehr verfügbar' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/so auch „Altkunden Nord.xlsx“/)).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('says both when an expired link leads to a removed file', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    renderApp(`/download?token=${MAILED_TOKENS.expiredAndRemoved}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Download-Link ist abgelaufen' }, LAZY),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Die Datei wurde inzwischen nach Ablauf der Aufbewahrungsfrist gelöscht/),
    ).toBeInTheDocument();
  });

  it("answers another user's or an unknown token (404) with one message", async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const start = vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    renderApp(`/download?token=${MAILED_TOKENS.foreign}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Dieser Link ist ungültig oder gehört zu einem anderen Konto' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not_found/)).not.toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('answers a malformed or missing token without asking the server', async () => {
    // No handler for getMailedExportInfo: a call would fail the test.
    server.use(...sessionHandlers());
    renderApp('/download?token=kurz');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Dieser Link ist ungültig oder gehört zu einem anderen Konto' },
        LAZY,
      ),
    ).toBeInTheDocument();
  });

  it('notifies a failure of the server and offers to try again', async () => {
    server.use(...sessionHandlers(), ...historyHandlers({ fail: { mailedInfo: true } }));
    const { user } = renderApp(`/download?token=${MAILED_TOKENS.valid}`);
    expect(await screen.findByText('internal_error: Interner Serverfehler.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Der Download-Link konnte nicht geprüft werden.')).toBeInTheDocument();
    vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    server.use(...historyHandlers());
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Ihr Export steht bereit' })).toBeInTheDocument();
  });

  it('sends a signed-out user to the login and back to the link', async () => {
    server.use(...sessionHandlers({ user: null }));
    renderApp(`/download?token=${MAILED_TOKENS.valid}`);
    await waitFor(() => expect(location()).toBe(`/login?redirect=%2Fdownload&token=${MAILED_TOKENS.valid}`));
  });
});
