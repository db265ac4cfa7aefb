import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../scripts/vitest/msw-server.ts';
import { browser } from '../lib/browser.ts';
import { anna } from '../testing/fixtures.ts';
import { sessionHandlers } from '../testing/handlers.ts';
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

  it('hands over to the login service carrying the page to come back to', async () => {
    server.use(...sessionHandlers({ user: null }));
    let sent: unknown;
    server.use(
      http.post('*/backend/auth/getLoginUrl', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ loginUrl: '/signin?redirect=%2Fquota' });
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

  it('sends unknown paths home', async () => {
    server.use(...sessionHandlers());
    renderApp('/no/such/page');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('other modes', () => {
  it('integration mode hides header and menu and starts at the import', async () => {
    server.use(...sessionHandlers());
    renderApp('/?isIntegrationMode=true');
    await waitFor(() => expect(location()).toBe('/import'));
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export-Kontingent/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Import' })).toBeInTheDocument();
  });

  it('integration mode keeps /connect-import and sends the dashboard home', async () => {
    server.use(...sessionHandlers());
    renderApp('/dashboard?isIntegrationMode=true');
    await waitFor(() => expect(location()).toBe('/import'));
  });

  it('export mode starts at the quality report without the shell', async () => {
    server.use(...sessionHandlers());
    renderApp('/?isExportMode=true&id=b1');
    await waitFor(() => expect(location()).toBe('/qualityreport'));
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
