import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Download, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { startTestDns, type TestDns } from '../support/dns.ts';
import { OUTPUT_DIR, collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, sampleFile, signIn } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startTestSite, unusedPort, type TestSite } from '../support/websites.ts';

const json = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** One csv field as the sample writes it (semicolons, double quotes doubled). */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

const toCsvLine = (fields: readonly string[]) =>
  fields.map((f) => (/[;"\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(';');

/**
 * The sample customer file with its e-mail and website columns pointed at the test's own DNS and
 * web servers: the first rows carry one case each, the other rows none (so every address the
 * checks see is one the test answers).
 */
function sampleWithTestAddresses(dataDir: string, emails: string[], websites: string[]): string {
  const text = readFileSync(sampleFile(dataDir, 'csv'), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = parseCsvLine(lines[0]!);
  const emailColumn = header.indexOf('E-Mail');
  const websiteColumn = header.indexOf('Website');
  assert.ok(emailColumn >= 0 && websiteColumn >= 0, `sample header: ${header.join(';')}`);
  const rows = lines.slice(1).map((line, index) => {
    const fields = parseCsvLine(line);
    fields[emailColumn] = emails[index] ?? '';
    fields[websiteColumn] = websites[index] ?? '';
    return toCsvLine(fields);
  });
  const file = path.join(mkdtempDir(), 'kundenliste-pruefung.csv');
  writeFileSync(file, `\uFEFF${[toCsvLine(header), ...rows].join('\r\n')}\r\n`);
  return file;
}

function mkdtempDir(): string {
  const dir = path.join(tmpdir(), `datacare-e2e-report-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { headers: json, data });
  assert.equal(response.status(), 200, `${url}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface MatchingResult {
  processedRows: number;
  noMatch: number;
  manualMatch: number;
  manuallyAdded: number;
  result: number;
}

/** getStatistics, asked again while the job counts. */
async function statistics(page: Page, baseUrl: string, batchId: string): Promise<MatchingResult> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await post<{
      state: string;
      statistics: { matches: { matchingResult: MatchingResult } } | null;
    }>(page, `${baseUrl}/backend/import/getStatistics`, { batchId });
    if (answer.state === 'finished') return answer.statistics!.matches.matchingResult;
    assert.notEqual(answer.state, 'failed', 'the statistics job failed');
    await page.waitForTimeout(500);
  }
  throw new Error('statistics did not finish within a minute');
}

describe('quality report: a new user matches a file, runs both checks, prints the PDF and sees a review counted', () => {
  let server: RunningServer;
  let browser: Browser;
  let dns: TestDns;
  const sites: TestSite[] = [];

  before(async () => {
    dns = await startTestDns();
    server = await startServer({ DEMO_PASSWORD }, { checks: { dnsServer: dns.server } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all(sites.map((site) => site.close()));
    await dns?.close();
    rmSync(mkdtempDir(), { recursive: true, force: true });
  });

  it('shows the report, checks e-mails and websites against real DNS and HTTP, downloads a paged PDF and recounts after a review', async () => {
    // The test's own internet: mail domains and websites with one outcome each.
    dns.set('mx-ok.test', { mx: ['mail.mx-ok.test'] });
    dns.set('a-only.test', { a: ['127.0.0.1'] });
    dns.set('null-mx.test', { mx: ['.'] });
    dns.set('broken.test', { fail: 'servfail' });
    const ok = await startTestSite({ kind: 'ok' });
    sites.push(ok);
    const internal = await startTestSite({
      kind: 'redirect',
      location: `http://www.site-int.test:${ok.port}/start`,
    });
    const external = await startTestSite({
      kind: 'redirect',
      location: `http://other-site.test:${ok.port}/`,
    });
    const metadata = await startTestSite({
      kind: 'redirect',
      location: 'http://169.254.169.254/latest/meta-data/',
    });
    sites.push(internal, external, metadata);
    const down = await unusedPort();
    for (const name of [
      'site-ok.test',
      'site-int.test',
      'www.site-int.test',
      'site-ext.test',
      'other-site.test',
      'site-meta.test',
      'site-down.test',
    ])
      dns.set(name, { a: ['127.0.0.1'] });
    dns.set('intranet.test', { a: ['10.1.2.3'] });

    const emails = [
      'info@mx-ok.test',
      'vertrieb@mx-ok.test',
      'kontakt@a-only.test',
      'office@gone.test',
      'post@null-mx.test',
      'team@broken.test',
    ];
    const websites = [
      `http://site-ok.test:${ok.port}/`,
      `http://site-int.test:${internal.port}/`,
      `http://site-ext.test:${external.port}/`,
      `http://site-meta.test:${metadata.port}/`,
      `http://site-down.test:${down}/`,
      'http://intranet.test/',
    ];
    const file = sampleWithTestAddresses(server.dataDir, emails, websites);

    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.url, { redirect: '/import' });
    await page.waitForURL(/\/import(\?lang=de)?$/);
    // Signed in, nothing may fail (the sign-in page's own getUser answers 401 by design).
    const errors = collectPageErrors(page);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);
    await page.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }).click();
    const duplicateIds = page.getByRole('dialog');
    await Promise.race([
      page.waitForURL(/\/import\/status\?id=/),
      duplicateIds
        .waitFor()
        .then(() => duplicateIds.getByRole('button', { name: /Trotzdem fortfahren/ }).click()),
    ]);
    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
    const batchId = new URL(page.url()).searchParams.get('id')!;

    // The report: the cover with the file's figures, then the checks, idle.
    await page.goto(`${server.url}/import/qualityreport?id=${batchId}`);
    await page.getByRole('heading', { name: 'Datenqualitätsbericht' }).waitFor({ timeout: 60_000 });
    await page.getByText('kundenliste-pruefung.csv').first().waitFor();
    await screenshot(page, 'quality-report-cover');
    await checkA11y(page, 'quality report, checks not started');
    const before = await statistics(page, server.url, batchId);
    assert.equal(before.processedRows, 250);

    // Both checks, started by the user and followed to the end.
    const start = page.getByRole('button', { name: 'Prüfung starten' });
    await start.nth(1).click();
    await start.first().click();
    const emailResults = page.getByRole('figure', { name: 'Ergebnis der E-Mail-Prüfung' });
    const websiteResults = page.getByRole('figure', { name: 'Ergebnis der Website-Prüfung' });
    await emailResults.waitFor({ timeout: 90_000 });
    await websiteResults.waitFor({ timeout: 90_000 });

    const email = await post<{
      stats: Record<string, number>;
      examples: { unavailable: { email: string }[] };
    }>(page, `${server.url}/backend/emailcheck/getResults`, { batchId });
    assert.deepEqual(email.stats, { available: 3, unavailable: 2, unknown: 1, notStarted: 0 });
    assert.deepEqual(email.examples.unavailable.map((e) => e.email).sort(), [
      'office@gone.test',
      'post@null-mx.test',
    ]);
    // One look-up per domain: the two mx-ok.test addresses share it.
    assert.equal(dns.queries('mx-ok.test'), 1);

    const web = await post<{
      stats: Record<string, number>;
      examples: Record<string, { url: string; finalUrl: string | null; differentDomain: string | null }[]>;
    }>(page, `${server.url}/backend/websitecheck/getResults`, { batchId });
    assert.deepEqual(web.stats, {
      available: 1,
      intRedirect: 1,
      extRedirect: 1,
      unavailable: 1,
      blocked: 2,
      notStarted: 0,
    });
    assert.equal(web.examples.extRedirect?.[0]?.differentDomain, 'other-site.test');
    // The redirect to the metadata address was never followed, the private address never reached.
    assert.equal(metadata.requests().length, 1);
    assert.ok(ok.requests().every((request) => /Datacare/i.test(request.userAgent)));

    // What the user sees: the results and their examples.
    await websiteResults.getByText('Weiterleitung auf eine andere Domain').first().waitFor();
    await page
      .getByRole('button', { name: 'Beispiele anzeigen: Weiterleitung auf eine andere Domain' })
      .click();
    const examples = page.getByRole('dialog');
    await examples
      .getByText(/other-site\.test/)
      .first()
      .waitFor();
    await screenshot(page, 'quality-report-examples');
    await checkA11y(page, 'quality report: examples dialog');
    await page.keyboard.press('Escape');
    await examples.waitFor({ state: 'hidden' });
    await websiteResults.scrollIntoViewIfNeeded();
    await screenshot(page, 'quality-report-checks');
    await checkA11y(page, 'quality report with both checks');

    // The PDF: rendered by the server's headless browser, downloaded, one page per section.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'PDF exportieren' }).click(),
    ]);
    const pdfPath = path.join(OUTPUT_DIR, 'quality-report.pdf');
    await (download as Download).saveAs(pdfPath);
    assert.match((download as Download).suggestedFilename(), /\.pdf$/);
    const pdf = readFileSync(pdfPath);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    assert.ok(pages >= 4, `the PDF has ${pages} pages`);
    assert.match(info, /Page size:.*\(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Datenqualitätsbericht',
      // The cover's narrow column may wrap the file name at its hyphen.
      'pruefung.csv',
      'Handelsregister',
      'E-Mail-Prüfung',
      'Website-Prüfung',
      'Datenanalyse',
      `Seite 1 von ${pages}`,
      `Seite ${pages} von ${pages}`,
    ])
      assert.ok(text.includes(expected), `the PDF says "${expected}"`);
    // Every page as a picture, to look at (e2e/output).
    for (const old of readdirSync(OUTPUT_DIR).filter((name) => name.startsWith('quality-report-page')))
      rmSync(path.join(OUTPUT_DIR, old));
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(OUTPUT_DIR, 'quality-report-page')]);
    assert.equal(
      readdirSync(OUTPUT_DIR).filter((name) => name.startsWith('quality-report-page')).length,
      pages,
    );

    // A review decision counts: with every match to check (threshold 100 %), the user picks the
    // first candidate of the first row, and the report, asked again, counts one company added.
    await post(page, `${server.url}/backend/import/saveThresholds`, { batchId, exactMatchThreshold: 1 });
    const allToCheck = await statistics(page, server.url, batchId);
    assert.ok(allToCheck.manualMatch > 0, 'rows to check at 100 %');
    await page.goto(`${server.url}/import/review?id=${batchId}&tab=manual&row=0`);
    await page.getByRole('checkbox', { name: /^Treffer 1:/ }).waitFor();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page.waitForURL(/row=1$/);
    await page.goto(`${server.url}/import/qualityreport?id=${batchId}`);
    await page.getByRole('heading', { name: 'Datenqualitätsbericht' }).waitFor({ timeout: 60_000 });
    const afterReview = await statistics(page, server.url, batchId);
    assert.equal(afterReview.manuallyAdded, allToCheck.manuallyAdded + 1);
    assert.equal(afterReview.result, allToCheck.result + 1);
    const added = page.getByRole('listitem').filter({ hasText: 'Manuell hinzugefügt' });
    await added.getByText(String(afterReview.manuallyAdded), { exact: true }).waitFor();
    await checkA11y(page, 'quality report after a review');

    assert.deepEqual(errors, []);
  });
});
