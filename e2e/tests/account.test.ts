import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const NEW_PASSWORD = 'Rechts-vor-Links-2027';
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function getUserStatus(page: Page, baseUrl: string): Promise<number> {
  const response = await page.request.post(`${baseUrl}/backend/auth/getUser`, { headers: XHR, data: {} });
  return response.status();
}

describe('account: the demo user changes language and password on /account', () => {
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

  it('opens the settings from the header, switches the language, changes the password and signs in with it', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);
    // A second device, signed in too: the change of password ends its session.
    const otherDevice = await openPage(browser);

    await signIn(page, server.url, { password: DEMO_PASSWORD });
    await page.waitForURL(/\/dashboard/);
    await signIn(otherDevice, server.url, { password: DEMO_PASSWORD });
    await otherDevice.waitForURL(/\/dashboard/);

    // The header's settings link opens the built-in login service's page in the same tab.
    await page.getByRole('link', { name: 'Kontoeinstellungen' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();
    await page.getByText(DEMO_EMAIL).waitFor();
    assert.equal(await page.title(), 'Kontoeinstellungen – Datacare');
    await screenshot(page, 'account-de');
    await checkA11y(page, 'account');

    // The language is stored and the page follows at once.
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await screenshot(page, 'account-en');
    await checkA11y(page, 'account');
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' }).waitFor();

    // A wrong current password is shown on its field; the session stays.
    await page.getByLabel(/^Aktuelles Passwort/).fill('falsch-falsch');
    await page.getByLabel(/^Neues Passwort\s*\*?$/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Neues Passwort wiederholen/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Das aktuelle Passwort ist nicht korrekt').waitFor();
    await checkA11y(page, 'account, wrong current password');
    assert.equal(await getUserStatus(page, server.url), 200);

    await page.getByLabel(/^Aktuelles Passwort/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Ihr Passwort wurde geändert.').waitFor();
    await screenshot(page, 'account-password-changed');
    await checkA11y(page, 'account, password changed');
    assert.equal(await getUserStatus(page, server.url), 200);
    assert.equal(await getUserStatus(otherDevice, server.url), 401);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('dialog').waitFor();
    await checkA11y(page, 'login after logging out');

    // The old password is refused, the new one signs in.
    await signIn(page, server.url, { password: DEMO_PASSWORD });
    await page.getByText(/noch 4 Versuche/).waitFor();
    await signIn(page, server.url, { password: NEW_PASSWORD });
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { name: 'Willkommen, Demo Nutzer' }).waitFor();

    assert.deepEqual(
      errors.filter((e) => !e.includes('401') && !e.includes('403')),
      [],
    );
    await otherDevice.context().close();
    await page.context().close();
  });
});
