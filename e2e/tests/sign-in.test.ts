import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const DEMO_EMAIL = 'demo@datacare.example';
const DEMO_PASSWORD = 'Vorfahrt-Achten-2026';

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-Mail-Adresse/).fill(email);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

describe('sign-in: the first minute of a new user', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer({ DEMO_PASSWORD });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('goes from a protected deep link to the login, signs in after a wrong password and comes back', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);

    await page.goto(`${server.url}/quota?lang=de`);
    await page.waitForURL(/\/login\?redirect=%2Fquota/);
    await page.getByRole('dialog').waitFor();
    await checkA11y(page, 'login with a deep link');
    await page.getByRole('button', { name: /Anmelden|Zur Anmeldung/ }).click();
    await page.waitForURL(/\/signin\?/);
    await checkA11y(page, 'sign-in');

    await fillSignIn(page, DEMO_EMAIL, 'falsch');
    await page.getByText(/noch 4 Versuche/).waitFor();
    await screenshot(page, 'sign-in-attempts-left');
    await checkA11y(page, 'sign-in, wrong password');

    await fillSignIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/quota/);
    await page.getByText('3.750').first().waitFor();
    await screenshot(page, 'quota-page');
    await checkA11y(page, 'quota');
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
    await page.context().close();
  });

  it('shows the dashboard with statistics and quota, switches to English, hides the menu and logs out', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);

    await page.goto(`${server.url}/signin?redirect=%2Fdashboard`);
    await fillSignIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { name: 'Willkommen, Demo Nutzer' }).waitFor();
    await page.getByText('Hochgeladene Dateien').waitFor();
    await page.getByRole('button', { name: /Export-Kontingent/ }).waitFor();
    await screenshot(page, 'dashboard-de');
    await checkA11y(page, 'dashboard');

    await page.goto(`${server.url}/dashboard?lang=en`);
    await page.getByRole('heading', { name: 'Welcome, Demo Nutzer' }).waitFor();
    await page.getByText('Files uploaded').waitFor();
    await checkA11y(page, 'dashboard');

    const quotaCounter = page.getByRole('button', { name: /Export quota/ });
    assert.equal(await quotaCounter.isVisible(), true);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await quotaCounter.waitFor({ state: 'hidden' });
    await checkA11y(page, 'dashboard, menu hidden');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await quotaCounter.waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard-en');

    await page.getByRole('button', { name: /Log out/ }).click();
    await page.waitForURL(/\/login$/);
    const me = await page.request.post(`${server.url}/backend/auth/getUser`, {
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      data: {},
    });
    assert.equal(me.status(), 401);
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
    await page.context().close();
  });
});
