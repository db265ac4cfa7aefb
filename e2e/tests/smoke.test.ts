import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('smoke: a newcomer opens the product', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers the health check', async () => {
    const response = await fetch(`${server.url}/health`);
    assert.equal(response.status, 200);
    const body = (await response.json()) as { status: string; version: string };
    assert.equal(body.status, 'ok');
  });

  it('loads the app, lands on the dashboard and shows the server is reachable', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(server.url);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Willkommen bei Datacare' }).waitFor();
    await page.getByText(/Alle Dienste erreichbar/).waitFor();
    assert.equal(await page.title(), 'Willkommen – Datacare');
    await screenshot(page, 'smoke-dashboard');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('refuses a state-changing call without the anti-CSRF header', async () => {
    const response = await fetch(`${server.url}/backend/import/getStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ batchId: 'b1' }),
    });
    assert.equal(response.status, 403);
  });
});
