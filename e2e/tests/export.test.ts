import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, matchedSampleForReview } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp.ts';

const json = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** Waits for the browser download that `action` starts and returns its bytes and file name. */
async function downloadOf(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), action()]);
  return { name: (download as Download).suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The server's view of the batch's latest export (getExportStatus). */
async function exportStatus(page: Page, baseUrl: string, batchId: string) {
  const response = await page.request.post(`${baseUrl}/backend/export/getExportStatus`, {
    headers: json,
    data: { batchId },
  });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()) as { state: string; numCharged: number; exportId: number | null };
}

/** The account's quota (getUserQuotaInfo): `currentQuota` is the used amount. */
async function usedQuota(page: Page, baseUrl: string): Promise<number> {
  const response = await page.request.post(`${baseUrl}/backend/quota/getUserQuotaInfo`, {
    headers: json,
    data: {},
  });
  assert.equal(response.status(), 200, await response.text());
  return ((await response.json()) as { currentQuota: number }).currentQuota;
}

describe('export: a new user reviews two rows, exports xlsx and csv, mails the link and cleans up', () => {
  let server: RunningServer;
  let smtp: SmtpCatcher;
  let browser: Browser;

  before(async () => {
    smtp = await startSmtpCatcher();
    server = await startServer({ DEMO_PASSWORD, SMTP_URL: smtp.url, MAIL_FROM: 'datacare@example.test' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('carries the chosen companies into the files, charges once, mails a working link and lists both exports', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectPageErrors(page);
    // Every row on the manual tab: nothing is enriched until the user chooses.
    const batchId = await matchedSampleForReview(page, server);
    const usedBefore = await usedQuota(page, server.url);

    // Review: the first candidate of rows 1 and 2, by keyboard.
    await page.goto(`${server.url}/import/review?id=${batchId}&tab=manual&row=0`);
    const chosen: string[] = [];
    for (const row of [0, 1]) {
      const first = page.getByRole('checkbox', { name: /^Treffer 1:/ });
      await first.waitFor();
      await page.getByRole('heading', { level: 2, name: new RegExp(`Zeilennummer ${row + 1}$`) }).waitFor();
      // The checkbox is named "Treffer 1: <company name>".
      const label = (await first.getAttribute('aria-label')) ?? '';
      chosen.push(label.replace(/^Treffer 1:\s*/, ''));
      await page.keyboard.press('1');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`row=${row + 1}$`));
    }
    assert.ok(
      chosen.every((name) => name.length > 0),
      JSON.stringify(chosen),
    );
    // The review answers after the commit; the export step reads the stored decisions.
    await page.waitForTimeout(500);

    // The export step: two companies to enrich, the default options (xlsx, default view).
    await page.getByRole('button', { name: 'Export anzeigen' }).click();
    await page.waitForURL(/\/import\/export\?id=/);
    await page.getByText('Die Datei hat 250 Zeilen; 2 davon mit Treffer werden angereichert.').waitFor();
    await screenshot(page, 'export-step');
    await checkA11y(page, 'export: xlsx');
    const xlsx = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Export herunterladen' }).click(),
    );
    assert.match(xlsx.name, /\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const nameColumn = header.indexOf('Firmenname (Datacare)');
    assert.ok(nameColumn > 0, header.join(' | '));
    // File rows 1 and 2 are sheet rows 2 and 3 (after the header), with the chosen companies.
    assert.equal(sheet.getRow(2).getCell(nameColumn).text, chosen[0]);
    assert.equal(sheet.getRow(3).getCell(nameColumn).text, chosen[1]);
    // Row 3 was not reviewed: a manual row without a choice is not enriched.
    assert.equal(sheet.getRow(4).getCell(nameColumn).text, '');
    const first = await exportStatus(page, server.url, batchId);
    assert.equal(first.state, 'finished');
    assert.equal(first.numCharged, 2);
    assert.equal(await usedQuota(page, server.url), usedBefore + 2);

    // The same import as csv with commas: the same two companies, charged nothing more.
    await page.getByRole('button', { name: 'CSV' }).click();
    await page.getByRole('radio', { name: 'Komma (,)' }).check();
    await checkA11y(page, 'export: csv options');
    const csv = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Export herunterladen' }).click(),
    );
    assert.match(csv.name, /\.csv$/);
    const text = csv.bytes.toString('utf8');
    assert.equal(text.charCodeAt(0), 0xfeff, 'UTF-8 with a byte order mark');
    const [csvHeader] = text.slice(1).split(/\r?\n/);
    assert.ok(csvHeader!.split(',').includes('Firmenname (Datacare)'), csvHeader);
    assert.ok(text.includes(chosen[0]!), 'the chosen company is in the csv');
    assert.equal((await exportStatus(page, server.url, batchId)).numCharged, 0);
    assert.equal(await usedQuota(page, server.url), usedBefore + 2);

    // Mailed: the link arrives by SMTP and leads to the file for its owner.
    await page.getByRole('button', { name: 'Export per E-Mail senden' }).click();
    const mail = await smtp.waitForMail((m) => /\/download\?token=/.test(m.text), 60_000);
    assert.deepEqual(mail.to, ['demo@datacare.example']);
    const link = /(https?:\/\/\S+\/download\?token=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    // The link names PUBLIC_URL; the journey's server listens on a free port of its own.
    const mailedUrl = new URL(link);
    const mailed = await downloadOf(page, () =>
      page.goto(`${server.url}${mailedUrl.pathname}${mailedUrl.search}`),
    );
    assert.match(mailed.name, /\.csv$/);
    await page.getByRole('heading', { name: 'Ihr Export steht bereit' }).waitFor();
    await screenshot(page, 'export-mailed-download');
    await checkA11y(page, 'mailed download');

    // The latest exports list has all three, newest first, each with its import as reference.
    await page.goto(`${server.url}/exports`);
    const grid = page.getByRole('grid');
    await grid.waitFor();
    await page.getByText('3 Exporte').waitFor();
    assert.equal(await grid.getByRole('link', { name: /herunterladen$/ }).count(), 3);
    await screenshot(page, 'exports-list');
    await checkA11y(page, 'latest exports');

    // Past imports: delete the import; its exports stay, marked as from a deleted import.
    await page.goto(`${server.url}/list`);
    await page.getByRole('article').first().waitFor();
    await checkA11y(page, 'past imports');
    await page.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import löschen?' });
    await confirm.waitFor();
    await checkA11y(page, 'past imports: delete dialog');
    await confirm.getByRole('button', { name: 'Import endgültig löschen' }).click();
    await page.getByText('Keine Ergebnisse gefunden').waitFor();
    await checkA11y(page, 'past imports: none left');
    await page.goto(`${server.url}/exports`);
    await page.getByText('3 Exporte').waitFor();
    assert.equal(await page.getByText('Import gelöscht').count(), 3);
    await screenshot(page, 'exports-after-delete');
    await checkA11y(page, 'latest exports of a deleted import');

    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
