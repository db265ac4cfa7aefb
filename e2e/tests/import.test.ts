import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, sampleFile, signIn } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** The number on an info card ("Exakte Treffer 219"). */
async function cardValue(page: Page, label: string): Promise<number> {
  const cards = page.getByRole('region', { name: 'Kennzahlen des Imports' });
  const text = await cards.getByText(label, { exact: true }).locator('xpath=..').innerText();
  return Number(text.replace(label, '').replace(/\D/g, ''));
}

describe('import wizard: a new user uploads the sample file, maps it and watches matching finish', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // Small chunks with a pause, so the status page can be reloaded while matching still runs.
    server = await startServer({ DEMO_PASSWORD, MATCH_CHUNK_ROWS: '10', MATCH_PAUSE_MS: '300' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads the generated csv, starts matching, reloads midway, sees 100 % and moves the threshold', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);
    await signIn(page, server.url, { redirect: '/import' });
    await page.waitForURL(/\/import(\?lang=de)?$/);
    await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor();
    assert.equal(await page.title(), 'Upload – Import – Datacare');
    await screenshot(page, 'import-upload');
    await checkA11y(page, 'import: upload');

    await page.locator('input[type=file]').setInputFiles(sampleFile(server.dataDir, 'csv'));
    await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Spalten zuordnen' }).waitFor();
    // The proposal from the German headers: company name, street, zip, city, ...
    assert.equal(await page.getByRole('combobox', { name: /^Firmenname/ }).innerText(), 'Firma');
    assert.equal(await page.getByRole('combobox', { name: /^Postleitzahl/ }).innerText(), 'PLZ');
    await page.getByText('Die Zuordnung ist vollständig.').waitFor();
    await screenshot(page, 'import-mapping');
    await checkA11y(page, 'import: mapping');

    await page.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }).click();
    const duplicates = page.getByRole('dialog');
    await Promise.race([
      page.waitForURL(/\/import\/status\?id=/),
      duplicates.waitFor().then(async () => {
        await screenshot(page, 'import-duplicates');
        await checkA11y(page, 'import: duplicate ids dialog');
        await duplicates.getByRole('button', { name: /Trotzdem fortfahren/ }).click();
      }),
    ]);
    await page.waitForURL(/\/import\/status\?id=[\w-]+$/);
    const statusUrl = page.url();
    await page.getByRole('region', { name: 'Kennzahlen des Imports' }).waitFor();

    // Reload while matching runs: the same step comes back from the id in the URL.
    const processed = await cardValue(page, 'Verarbeitet');
    assert.ok(processed < 250, `matching should still be running, processed ${processed}`);
    await page.reload();
    assert.equal(page.url(), statusUrl);
    await page.getByRole('heading', { level: 1, name: 'Verarbeitung' }).waitFor();
    await page.getByRole('progressbar', { name: /Fortschritt der Verarbeitung/ }).waitFor();
    await screenshot(page, 'import-status-running');
    await checkA11y(page, 'import: status, matching');

    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
    assert.equal(await cardValue(page, 'Verarbeitet'), 250);
    const exactBefore = await cardValue(page, 'Exakte Treffer');
    const noMatchBefore = await cardValue(page, 'Kein Treffer');
    assert.equal(exactBefore + noMatchBefore + (await cardValue(page, 'Manuelle Treffer')), 250);
    await screenshot(page, 'import-status-finished');
    await checkA11y(page, 'import: status, finished');

    // Move the slider to 100 %: every match becomes a manual check, live, and is saved.
    const slider = page.getByRole('slider', { name: /Schwellenwert für exakte Treffer/ });
    await slider.focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: /Unternehmen prüfen/ }).waitFor();
    assert.equal(await cardValue(page, 'Exakte Treffer'), 0);
    assert.ok((await cardValue(page, 'Manuelle Treffer')) >= exactBefore);
    await screenshot(page, 'import-status-threshold');
    await checkA11y(page, 'import: status, threshold 100 %');
    await page.reload();
    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor();
    assert.equal(await cardValue(page, 'Exakte Treffer'), 0);

    // /import starts over.
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor();
    // The 401 is the sign-in page asking for a user before anyone signed in.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });

  it('uploads the xlsx version and gets the same columns; a picture is refused with a clear message', async () => {
    const page = await openPage(browser);
    await signIn(page, server.url, { redirect: '/import' });
    await page.waitForURL(/\/import(\?lang=de)?$/);
    await page.locator('input[type=file]').setInputFiles(sampleFile(server.dataDir, 'xlsx'));
    await page.waitForURL(/\/import\/mapping\?id=/);
    await page
      .getByText('250 Zeilen mit 18 Spalten wurden gelesen. Prüfen Sie die vorgeschlagene Zuordnung.')
      .waitFor();
    assert.equal(await page.getByRole('combobox', { name: /^Firmenname/ }).innerText(), 'Firma');
    await checkA11y(page, 'import: mapping of an xlsx');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL(/\/import(\?lang=de)?$/);

    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ff' +
        'ff3f0005fe02fea7d6a4b50000000049454e44ae426082',
      'hex',
    );
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: png });
    await page.getByText('Die Datei ist keine Tabelle. Erlaubt sind .xls, .xlsx und .csv.').waitFor();
    await screenshot(page, 'import-upload-refused');
    await checkA11y(page, 'import: upload refused');
  });
});
