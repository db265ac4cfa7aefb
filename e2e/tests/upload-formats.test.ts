import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, signIn } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Public test files of other spreadsheet readers (server/test/fixtures/spreadsheets/README.md). */
const fixture = (name: string) =>
  path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'spreadsheets', name);

/** On /import: uploads the file and waits for the mapping screen; returns its intro line. */
async function uploadToMapping(page: Page, file: string): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: 'Spalten zuordnen' }).waitFor();
  return page.getByText(/Zeilen? mit \d+ Spalten wurden? gelesen/).innerText();
}

describe('upload: files Excel opens without a question reach the mapping screen', () => {
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

  it("reads a workbook encrypted with Excel's default password, and an Excel 5.0 workbook of a report generator", async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);
    await signIn(page, server.url, { redirect: '/import' });

    // Encrypted with "VelvetSweatshop": Excel and LibreOffice open it without asking, so do we.
    const encrypted = await uploadToMapping(page, fixture('default-password.xls'));
    assert.match(encrypted, /^6 Zeilen mit 3 Spalten wurden gelesen/);
    await screenshot(page, 'upload-default-password');
    await checkA11y(page, 'import: mapping of an encrypted xls');

    // An Excel 5.0 (BIFF5) calendar, 24 columns, read with its Windows-1252 text.
    await page.goto(`${server.url}/import`);
    const biff5 = await uploadToMapping(page, fixture('biff5-malformed-format.xls'));
    assert.match(biff5, /Zeilen mit 24 Spalten wurden gelesen/);
    await screenshot(page, 'upload-biff5');
    await checkA11y(page, 'import: mapping of 24 columns');

    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
