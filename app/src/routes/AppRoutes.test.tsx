import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../scripts/vitest/msw-server.ts';
import { browser } from '../lib/browser.ts';
import { anna, annaPassword } from '../testing/fixtures.ts';
import { sessionHandlers } from '../testing/handlers.ts';
import { downloads } from '../features/exports/downloads.ts';
import { historyHandlers, MAILED_TOKENS } from '../testing/history-handlers.ts';
import { BATCH_ID, importHandlers, importNotFoundHandlers } from '../testing/import-handlers.ts';
import { renderApp } from '../testing/render.tsx';

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('signed out', () => {
  it('sends a protected deep link to /login with the path and the other query parameters', async () => {
    server.use(...sessionHandlers({ user: null }));
    renderApp('/quota?id=b1&lang=en');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fquota&id=b1&lang=en'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the query a page wrote to the address without the router (the review row)', async () => {
    server.use(...sessionHandlers({ user: null }));
    // The review step writes its row with history.replaceState; the router still has row=0.
    window.history.replaceState(null, '', '/quota?id=b1&row=7');
    try {
      renderApp('/quota?id=b1&row=0');
      await waitFor(() => expect(location()).toBe('/login?redirect=%2Fquota&id=b1&row=7'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('hands over to the login service carrying the page to come back to', async () => {
    server.use(...sessionHandlers({ user: null }));
    let sent: unknown;
    server.use(
      http.post('*/backend/auth/getLoginUrl', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ loginUrl: '/signin?redirect=%2Fquota', settingsUrl: '/account' });
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp('/login?redirect=%2Fquota&id=b1');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signin?redirect=%2Fquota'));
    expect(sent).toEqual({ redirect: '/quota?id=b1', lang: 'de' });
  });
});

describe('the built-in sign-in page', () => {
  it('shows the attempts left after a wrong password', async () => {
    server.use(
      ...sessionHandlers({ user: null }),
      http.post('*/backend/auth/signIn', () =>
        HttpResponse.json(
          { errors: [{ type: 'login_failed', message: 'Anmeldedaten falsch', attemptsLeft: 3 }] },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderApp('/signin?redirect=%2Fdashboard');
    await user.type(await screen.findByLabelText(/^E-Mail-Adresse/), 'anna.schmidt@mueller-logistik.de');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/noch 3 Versuche/)).toBeInTheDocument();
    expect(location()).toBe('/signin?redirect=%2Fdashboard');
  });

  it('continues to the requested page after signing in', async () => {
    let signedIn = false;
    server.use(
      http.post('*/backend/auth/signIn', () => {
        signedIn = true;
        return HttpResponse.json({ redirectUrl: '/quota' });
      }),
      http.post('*/backend/auth/getUser', () =>
        signedIn
          ? HttpResponse.json(anna)
          : HttpResponse.json({ errors: [{ type: 'unauthorized', message: 'x' }] }, { status: 401 }),
      ),
      ...sessionHandlers(),
    );
    const { user } = renderApp('/signin?redirect=%2Fquota');
    await user.type(await screen.findByLabelText(/^E-Mail-Adresse/), 'anna.schmidt@mueller-logistik.de');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'richtig-richtig');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location()).toBe('/quota'));
  });
});

describe('signed in, default mode', () => {
  it('redirects / to the dashboard with statistics, name and quota counter', async () => {
    server.use(...sessionHandlers());
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna Schmidt' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(await screen.findByText('48.213')).toBeInTheDocument();
    expect(screen.getByText('Anna Schmidt')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Export-Kontingent.*3\.750/ })).toBeInTheDocument();
    expect(document.title).toBe('Willkommen – Datacare');
  });

  it('opens the quota page from the counter', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Export-Kontingent.*3\.750/ }));
    await waitFor(() => expect(location()).toBe('/quota'));
    expect(document.title).toBe('Export-Kontingent – Datacare');
    expect(await screen.findAllByText('1.250')).not.toHaveLength(0);
  });

  it('speaks English with ?lang=en', async () => {
    server.use(...sessionHandlers());
    renderApp('/dashboard?lang=en');
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna Schmidt' })).toBeInTheDocument();
    expect(await screen.findByText('48,213')).toBeInTheDocument();
  });

  it("speaks the user's language when the URL names none", async () => {
    server.use(...sessionHandlers({ user: { ...anna, language: 'fr' } }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bienvenue, Anna Schmidt' })).toBeInTheDocument();
  });

  it('hides and shows the menu with the quota counter', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/dashboard');
    const counter = await screen.findByRole('button', { name: /Export-Kontingent/ });
    const toggle = screen.getByRole('button', { name: 'Hauptmenü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    await waitFor(() => expect(counter).not.toBeVisible());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('button', { name: /Export-Kontingent/ })).toBeVisible());
  });

  it('offers a skip link as the first Tab stop that moves the focus past header and menu to the page', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Willkommen, Anna Schmidt' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab is in the page, not in the header or the menu.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    expect(location()).toBe('/dashboard');
  });

  it('logs out on the server and lands on /login', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/backend/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ ok: true });
      }),
      ...sessionHandlers(),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(loggedOut).toBe(true);
  });

  it('goes to /login with the current page when any call answers 401', async () => {
    let expired = false;
    server.use(
      http.post('*/backend/auth/getUser', () =>
        expired
          ? HttpResponse.json({ errors: [{ type: 'unauthorized', message: 'x' }] }, { status: 401 })
          : HttpResponse.json(anna),
      ),
      http.post('*/backend/quota/getUserQuotaInfo', () => {
        expired = true;
        return HttpResponse.json({ errors: [{ type: 'unauthorized', message: 'x' }] }, { status: 401 });
      }),
      ...sessionHandlers(),
    );
    renderApp('/quota?id=b7');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fquota&id=b7'));
  });

  it('notifies when the quota cannot be loaded', async () => {
    server.use(
      http.post('*/backend/quota/getUserQuotaInfo', () =>
        HttpResponse.json(
          { errors: [{ type: 'internal_error', message: 'Datenbank nicht erreichbar' }] },
          { status: 500 },
        ),
      ),
      ...sessionHandlers(),
    );
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('internal_error: Datenbank nicht erreichbar')).toBeInTheDocument();
  });

  it('shows the release-notes dot until the notes are read', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Versionshinweise \(neue Version/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem('datacare.releaseNotes.lastRead')).toBe('V1.21');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Versionshinweise' })).toBeInTheDocument();
  });

  it("answers a deep link to an import that is not the user's with the not-found page", async () => {
    server.use(...sessionHandlers(), ...importNotFoundHandlers());
    renderApp('/import/status?id=b_someone_else&lang=en');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This import does not exist (or does not belong to your account)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View past imports' })).toHaveAttribute('href', '/list');
    await waitFor(() => expect(document.title).toBe('Import not found – Datacare'));
  });

  it('titles the wizard per step', async () => {
    server.use(...sessionHandlers(), ...importHandlers({ initialFinished: 1234 }));
    renderApp(`/import/status?id=${BATCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verarbeitung' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Status – Import – Datacare'));
  });

  it('sends unknown paths home', async () => {
    server.use(...sessionHandlers());
    renderApp('/no/such/page');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('history pages (/list, /exports, /download)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('opens the past imports from the menu', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Frühere Importe' }));
    await waitFor(() => expect(location()).toBe('/list'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frühere Importe' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Kundenliste März 2026 (final).xlsx' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/noch nicht verfügbar/)).not.toBeInTheDocument();
    expect(document.title).toBe('Frühere Importe – Datacare');
  });

  it("moves the keyboard focus to the heading of the page the menu opens, not on the first page's", async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/dashboard');
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Willkommen, Anna Schmidt' });
    expect(welcome).not.toHaveFocus();
    (await screen.findByRole('link', { name: 'Frühere Importe' })).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Frühere Importe' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    // Reachable by script only: Tab goes on to the page's controls.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('opens the latest exports from the menu', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Letzte Exporte' }));
    await waitFor(() => expect(location()).toBe('/exports'));
    const grid = await screen.findByRole('grid', { name: 'Letzte Exporte' }, { timeout: 10_000 });
    expect(await within(grid).findByText('Kundenliste März 2026 (final).xlsx')).toBeInTheDocument();
    expect(screen.queryByText(/noch nicht verfügbar/)).not.toBeInTheDocument();
    expect(document.title).toBe('Letzte Exporte – Datacare');
  });

  it('opens the download page of a mailed link in the shell', async () => {
    server.use(...sessionHandlers(), ...historyHandlers());
    vi.spyOn(downloads, 'start').mockImplementation(() => undefined);
    renderApp(`/download?token=${MAILED_TOKENS.valid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Export steht bereit' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('keeps the history pages out of integration mode', async () => {
    server.use(...sessionHandlers());
    renderApp('/exports?isIntegrationMode=true');
    await waitFor(() => expect(location()).toBe('/import'));
  });
});

describe('account page (/account)', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });
  const currentField = () => screen.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' });
  const newField = () => screen.getByLabelText(/^Neues Passwort\s*\*?$/, { selector: 'input' });
  const repeatField = () => screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });

  it("opens from the header's settings link in the same tab, with name and e-mail", async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/dashboard');
    const settings = await screen.findByRole('link', { name: 'Kontoeinstellungen' });
    expect(settings).toHaveAttribute('href', '/account');
    expect(settings).not.toHaveAttribute('target');
    await user.click(settings);
    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeInTheDocument();
    expect(document.title).toBe('Kontoeinstellungen – Datacare');
    expect(screen.getByText('anna.schmidt@mueller-logistik.de')).toBeInTheDocument();
    expect(screen.getByText('Müller Logistik GmbH')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });

  it("opens an external provider's settings in a new tab", async () => {
    server.use(
      http.post('*/backend/auth/getLoginUrl', () =>
        HttpResponse.json({
          loginUrl: 'https://login.example/authorize',
          settingsUrl: 'https://login.example/account',
        }),
      ),
      ...sessionHandlers(),
    );
    renderApp('/dashboard');
    const settings = await screen.findByRole('link', { name: 'Kontoeinstellungen (öffnet in neuem Tab)' });
    expect(settings).toHaveAttribute('href', 'https://login.example/account');
    expect(settings).toHaveAttribute('target', '_blank');
  });

  it('changes the password and says so', async () => {
    let sent: unknown;
    server.use(...sessionHandlers());
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/backend/auth/changePassword')) sent = await request.clone().json();
    });
    const { user } = renderApp('/account');
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' }), annaPassword);
    await user.type(newField(), 'Herbst-2026-neu');
    await user.type(repeatField(), 'Herbst-2026-neu');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Auf anderen Geräten wurden Sie abgemeldet.'),
    ).toBeVisible();
    expect(sent).toEqual({ currentPassword: annaPassword, newPassword: 'Herbst-2026-neu' });
    expect(currentField()).toHaveValue('');
    // Still signed in, still on the page.
    expect(location()).toBe('/account');
  });

  it('shows a wrong current password on its field and stays signed in', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/account');
    await user.type(
      await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' }),
      'falsch-falsch',
    );
    await user.type(newField(), 'Herbst-2026-neu');
    await user.type(repeatField(), 'Herbst-2026-neu');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() =>
      expect(currentField()).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt'),
    );
    expect(currentField()).toHaveFocus();
    expect(location()).toBe('/account');
    expect(screen.queryByText(/Ihr Passwort wurde geändert/)).not.toBeInTheDocument();
  });

  it('checks the form before sending: a repetition that does not match is not sent', async () => {
    let called = false;
    server.use(
      http.post('*/backend/auth/changePassword', () => {
        called = true;
        return HttpResponse.json({ ok: true });
      }),
      ...sessionHandlers(),
    );
    const { user } = renderApp('/account');
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/, { selector: 'input' }), annaPassword);
    await user.type(newField(), 'Herbst-2026-neu');
    await user.type(repeatField(), 'Herbst-2026-nue');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(repeatField()).toHaveAccessibleDescription('Die beiden Eingaben stimmen nicht überein');
    expect(called).toBe(false);
  });

  it('switches the page to English when English is chosen, and stores it', async () => {
    let sent: unknown;
    server.use(...sessionHandlers());
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/backend/auth/setLanguage')) sent = await request.clone().json();
    });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(sent).toEqual({ language: 'en' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account settings – Datacare'));
  });

  it('switches even when the entry URL named a language', async () => {
    server.use(...sessionHandlers());
    const { user } = renderApp('/account?lang=de');
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paramètres du compte' }),
    ).toBeInTheDocument();
  });

  it('notifies when the language cannot be stored and keeps the old one', async () => {
    server.use(
      http.post('*/backend/auth/setLanguage', () =>
        HttpResponse.json(
          { errors: [{ type: 'internal_error', message: 'Datenbank nicht erreichbar' }] },
          { status: 500 },
        ),
      ),
      ...sessionHandlers(),
    );
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('internal_error: Datenbank nicht erreichbar')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeInTheDocument();
  });
});

describe('other modes', () => {
  it('integration mode hides header and menu and starts at the import', async () => {
    server.use(...sessionHandlers());
    renderApp('/?isIntegrationMode=true');
    await waitFor(() => expect(location()).toBe('/import'));
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export-Kontingent/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datei hochladen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('integration mode keeps /connect-import and sends the dashboard home', async () => {
    server.use(...sessionHandlers());
    renderApp('/dashboard?isIntegrationMode=true');
    await waitFor(() => expect(location()).toBe('/import'));
  });

  it('export mode starts at the quality report without the shell', async () => {
    server.use(...sessionHandlers());
    renderApp('/?isExportMode=true&id=b1');
    // The batch id goes on to the report.
    await waitFor(() => expect(location()).toBe('/qualityreport?isExportMode=true&id=b1'));
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
  });

  it('a failed tool-session hand-over is logged and the user goes to /', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/backend/auth/loginViaProviderTool', () =>
        HttpResponse.json({ errors: [{ type: 'not_implemented', message: 'x' }] }, { status: 501 }),
      ),
      ...sessionHandlers({ user: null }),
    );
    renderApp('/import?isIntegrationMode=true&session=tok123');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(location()).toMatch(/^\/login\?redirect=%2F/));
  });
});
