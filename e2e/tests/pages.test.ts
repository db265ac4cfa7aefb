import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage } from '../support/browser.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, sampleFile, signIn, uploadSampleAndStart } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Opens `path` and waits for the page's title and its level-one heading. */
async function open(page: Page, baseUrl: string, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page
    .waitForFunction((expected) => document.title === expected, title)
    .catch(async () => {
      assert.fail(`${path}: expected the title "${title}", the page has "${await page.title()}"`);
    });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** The batch id of the page's address (`?id=`). */
const batchIdOf = (page: Page) => new URL(page.url()).searchParams.get('id')!;

/**
 * Issue 18 item 7: axe on the pages and states the other journeys do not reach (the not-found pages,
 * the dialogs of the shell, export mode's print page), and the whole import wizard in English.
 */
describe('accessibility: the app in English, and the pages no other journey reaches', () => {
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

  it('in English: signs in, uploads, maps, matches, and opens every step, the lists and the quota', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);

    await page.goto(`${server.url}/import?lang=en`);
    await page.waitForURL(/\/login\?redirect=%2Fimport&lang=en$/);
    await page.getByRole('dialog').waitFor();
    assert.equal(await page.title(), 'Log in – Datacare');
    await checkA11y(page, 'login');

    await page.goto(`${server.url}/signin?redirect=%2Fimport&lang=en`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter your email address').waitFor();
    await checkA11y(page, 'sign-in, fields missing');
    await page.getByLabel(/^Email address/).fill(DEMO_EMAIL);
    await page.getByLabel(/^Password\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/import(\?lang=en)?$/);

    await page.getByRole('heading', { level: 1, name: 'Upload a file' }).waitFor();
    await checkA11y(page, 'import: upload');
    await page.locator('input[type=file]').setInputFiles(sampleFile(server.dataDir, 'csv'));
    await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Map columns' }).waitFor();
    await page.getByText('The mapping is complete.').waitFor();
    await checkA11y(page, 'import: mapping');

    await page.getByRole('button', { name: 'Start processing (250 rows)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate external IDs' });
    await Promise.race([
      page.waitForURL(/\/import\/status\?id=/),
      dialog.waitFor().then(async () => {
        await checkA11y(page, 'import: duplicate ids dialog');
        await dialog.getByRole('button', { name: 'Continue anyway' }).click();
      }),
    ]);
    await page.waitForURL(/\/import\/status\?id=[\w-]+$/);
    await page.getByText('Matching is complete.').waitFor({ timeout: 60_000 });
    await checkA11y(page, 'import: status, finished');
    const batchId = batchIdOf(page);

    const id = `id=${batchId}&lang=en`;
    await open(page, server.url, `/import/review?${id}&tab=noMatch&row=0`, 'Review – Import – Datacare');
    await page.getByRole('region', { name: /^Your data Row number/ }).waitFor();
    await page.getByRole('checkbox', { name: /^Match 1:/ }).waitFor();
    await checkA11y(page, 'review, no-match tab');
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog');
    await help.waitFor();
    await checkA11y(page, 'review: help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await open(page, server.url, `/import/qualityreport?${id}`, 'Quality report – Import – Datacare');
    await page.getByRole('heading', { name: 'Data quality report' }).waitFor({ timeout: 60_000 });
    await checkA11y(page, 'quality report');
    await open(page, server.url, `/import/export?${id}`, 'Export – Import – Datacare');
    await page.getByRole('button', { name: 'Download export' }).waitFor();
    await checkA11y(page, 'export');

    await open(page, server.url, '/quota?lang=en', 'Export quota – Datacare');
    await page.getByText('3,750').first().waitFor();
    await checkA11y(page, 'quota');
    await open(page, server.url, '/list?lang=en', 'Past imports – Datacare');
    await page.getByRole('article').first().waitFor();
    await checkA11y(page, 'past imports');
    await open(page, server.url, '/exports?lang=en', 'Latest exports – Datacare');
    await page.getByRole('grid').waitFor();
    await checkA11y(page, 'latest exports, none yet');

    await open(page, server.url, '/import/status?id=no-such-import&lang=en', 'Import not found – Datacare');
    await checkA11y(page, 'import not found');

    // The 401 is the sign-in page asking for a user before anyone signed in, the 404 the server's
    // answer about an import that does not exist.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401') && !e.includes('404')),
      [],
    );
  });

  it("in German: the shell's dialogs, the not-found pages, export mode's print page and integration mode", async () => {
    const page = await openPage(browser);
    // The satisfaction survey opens after 30 s on a calm page: the test's clock moves instead.
    await page.clock.install();
    const errors = collectPageErrors(page);
    await signIn(page, server.url);
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Hochgeladene Dateien').waitFor();

    await page.getByRole('button', { name: /^Versionshinweise/ }).click();
    const notes = page.getByRole('dialog');
    await notes.waitFor();
    await checkA11y(page, 'release notes');
    await page.keyboard.press('Escape');
    await notes.waitFor({ state: 'hidden' });

    await page.clock.fastForward('00:31');
    const survey = page.getByRole('dialog', { name: 'Ihre Meinung zu Datacare' });
    await survey.waitFor();
    await checkA11y(page, 'satisfaction survey');
    await page.keyboard.press('Escape');
    await survey.waitFor({ state: 'hidden' });

    await open(page, server.url, '/import/status?id=no-such-import', 'Import nicht gefunden – Datacare');
    await checkA11y(page, 'import not found');
    await open(page, server.url, '/lists/999999', 'Firmenliste – Datacare');
    await checkA11y(page, 'company list not found');
    await open(page, server.url, '/download?token=no-such-link', 'Download – Datacare');
    await page.getByRole('heading', { level: 1, name: /ungültig/ }).waitFor();
    await checkA11y(page, 'mailed download, link invalid');

    // Export mode: the page the server prints as the quality report PDF, in a tab of its own.
    await page.goto(`${server.url}/import`);
    await uploadSampleAndStart(page, server.dataDir);
    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
    const batchId = batchIdOf(page);
    const print = await page.context().newPage();
    await print.goto(`${server.url}/?isExportMode=true&id=${batchId}`);
    await print.waitForURL(/\/qualityreport\?/);
    await print.getByRole('heading', { name: 'Datenqualitätsbericht' }).waitFor({ timeout: 60_000 });
    await checkA11y(print, 'quality report, export mode');

    // Integration mode (an embedding tool): the wizard without header and menu, in a tab of its own.
    const embedded = await page.context().newPage();
    await embedded.goto(`${server.url}/import?isIntegrationMode=true`);
    await embedded.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor();
    assert.equal(await embedded.getByRole('button', { name: 'Abmelden' }).count(), 0);
    await checkA11y(embedded, 'import: upload, integration mode');

    // The 401 is the sign-in page asking for a user before anyone signed in, the 404s the server's
    // answers about the import, list and link that do not exist.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401') && !e.includes('404')),
      [],
    );
  });
});
