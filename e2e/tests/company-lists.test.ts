import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, sampleFile, signIn, uploadSampleAndStart } from '../support/flows.ts';
import { startOpenIdProvider, type TestOpenIdProvider } from '../support/oidc.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { unusedPort } from '../support/websites.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const json = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** `npm run users -- tool-session …` against the journey's server: the connect URL it prints. */
async function toolSessionUrl(server: RunningServer, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'server', 'src', 'cli', 'users.ts'), 'tool-session', '--email', DEMO_EMAIL, ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, PUBLIC_URL: server.url, LOG_LEVEL: 'silent' },
    },
  );
  const url = /^url:\s+(\S+)$/m.exec(stdout)?.[1];
  assert.ok(url, stdout);
  return url;
}

async function usedQuota(page: Page, baseUrl: string): Promise<number> {
  const response = await page.request.post(`${baseUrl}/backend/quota/getUserQuotaInfo`, {
    headers: json,
    data: {},
  });
  assert.equal(response.status(), 200, await response.text());
  return ((await response.json()) as { currentQuota: number }).currentQuota;
}

/** On the connect import's upload page: uploads the sample, starts matching and finishes the import. */
async function connectSampleAndFinish(page: Page, dataDir: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor({ timeout: 20_000 });
  await page.locator('input[type=file]').setInputFiles(sampleFile(dataDir, 'csv'));
  await page.waitForURL(/\/connect-import\/mapping\?id=/);
  await page.getByText('Die Zuordnung ist vollständig.').waitFor();
  await checkA11y(page, 'connect import: mapping');
  await page.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }).click();
  const dialog = page.getByRole('dialog');
  await Promise.race([
    page.waitForURL(/\/connect-import\/status\?id=/),
    dialog.waitFor().then(() => dialog.getByRole('button', { name: /Trotzdem fortfahren/ }).click()),
  ]);
  await page.waitForURL(/\/connect-import\/status\?id=/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await checkA11y(page, 'connect import: status');
  // Loading until matching has finished (spec 2), then it finishes the list change.
  await page.getByRole('button', { name: 'Import abschließen', disabled: false }).click({ timeout: 60_000 });
  await page.waitForURL(/\/connect-import\/finished\?id=/);
}

describe('company lists: a new user exports to a Target list, opens it, and keeps it up to date through the connect import', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // The list links name PUBLIC_URL: the server gets a port known in advance.
    const port = await unusedPort();
    server = await startServer({ DEMO_PASSWORD, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('exports the matches to a new list without quota, opens it in a new tab and finds it in the exports list', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectPageErrors(page);
    await signIn(page, server.url, { redirect: '/import' });
    await page.waitForURL(/\/import(\?lang=de)?$/);
    await uploadSampleAndStart(page, server.dataDir);
    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
    const batchId = new URL(page.url()).searchParams.get('id')!;
    const quotaBefore = await usedQuota(page, server.url);

    await page.goto(`${server.url}/import/export?id=${batchId}`);
    await page.getByRole('button', { name: /Firmenliste in Target$/ }).click();
    await page.getByText('Exporte in eine Firmenliste verbrauchen kein Export-Kontingent.').waitFor();
    await checkA11y(page, 'export: to a company list');
    await page.getByRole('button', { name: 'Nach Target exportieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nach Target exportieren' });
    await dialog.getByRole('textbox', { name: /Name der neuen Liste/ }).fill('Messe Köln 2026');
    await screenshot(page, 'company-list-dialog');
    await checkA11y(page, 'export: company list dialog');
    await dialog.getByRole('button', { name: 'Exportieren' }).click();
    const open = dialog.getByRole('link', { name: /Liste öffnen/ });
    await open.waitFor({ timeout: 30_000 });
    const created = /„Messe Köln 2026“ wurde mit ([\d.]+) Unternehmen angelegt/.exec(
      (await dialog.textContent()) ?? '',
    );
    assert.ok(created, (await dialog.textContent()) ?? '');
    const listHref = (await open.getAttribute('href'))!;
    assert.match(listHref, /\/lists\/\d+$/);
    await screenshot(page, 'company-list-dialog-finished');
    await checkA11y(page, 'export: company list created');

    // The list opens in a new tab and shows what arrived, with the provider's data.
    const [listPage] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await listPage.setViewportSize({ width: 1280, height: 800 });
    await listPage.getByRole('heading', { level: 1, name: /Messe Köln 2026/ }).waitFor({ timeout: 20_000 });
    await listPage.getByRole('grid').waitFor();
    const listText = (await listPage.textContent('body')) ?? '';
    assert.ok(listText.includes(created[1]!), `the list page names ${created[1]} companies`);
    await screenshot(listPage, 'company-list-page');
    await checkA11y(listPage, 'company list');

    // No quota for a list export (spec 5), and the exports list names it with its reference.
    assert.equal(await usedQuota(page, server.url), quotaBefore);
    await page.goto(`${server.url}/exports`);
    await page
      .getByRole('button', { name: /Firmenliste in Target/ })
      .first()
      .waitFor();
    await screenshot(page, 'company-list-exports');
    await checkA11y(page, 'latest exports with a list export');
    // The 401s are the signed-out first look at the session before signing in.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });

  it('adds to the list and removes from it through the connect import, from a tool-session token, and renames it', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectPageErrors(page);
    // The list the first journey made is list 1 of this fresh server.
    const lists = await (async () => {
      await signIn(page, server.url);
      await page.waitForURL(/\/dashboard/);
      const response = await page.request.post(`${server.url}/backend/profiles/getTargetCompanyLists`, {
        headers: json,
        data: {},
      });
      return ((await response.json()) as { items: { id: string; name: string }[] }).items;
    })();
    const list = lists.find((l) => l.name === 'Messe Köln 2026');
    assert.ok(list, JSON.stringify(lists));
    // A new visitor: the token alone signs in (integration mode, no header and no menu).
    await page.context().clearCookies();

    const addUrl = await toolSessionUrl(server, ['--list-id', list.id, '--mode', 'add', '--lang', 'de']);
    await page.goto(addUrl);
    await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor({ timeout: 20_000 });
    assert.ok(!page.url().includes('session='), `the token left the address: ${page.url()}`);
    assert.equal(await page.getByRole('button', { name: 'Abmelden' }).count(), 0);
    await checkA11y(page, 'connect import: upload (integration mode)');
    await connectSampleAndFinish(page, server.dataDir);
    await page
      .getByText(/Unternehmen wurden? der Liste „Messe Köln 2026“ hinzugefügt/)
      .waitFor({ timeout: 30_000 });
    await page.getByText('Sie können diese Seite jetzt verlassen.').waitFor();
    await screenshot(page, 'connect-finished-add');
    await checkA11y(page, 'connect import: finished, added');

    // Rename from the finish screen: Enter submits; a too short name is refused.
    await page.getByRole('button', { name: 'Liste umbenennen' }).click();
    const rename = page.getByRole('dialog', { name: 'Liste umbenennen' });
    const name = rename.getByRole('textbox', { name: /Name der Liste/ });
    await name.fill('ab');
    await name.press('Enter');
    await rename.getByText(/Der Listenname ist ungültig/).waitFor();
    await checkA11y(page, 'connect import: rename dialog, name refused');
    await name.fill('Messe Köln 2026 (alle)');
    await name.press('Enter');
    await page.getByText('Firmenliste umbenannt in „Messe Köln 2026 (alle)“').waitFor();
    await page.getByRole('link', { name: /Messe Köln 2026 \(alle\)/ }).waitFor();

    // A second token removes the same companies again.
    await page.goto(await toolSessionUrl(server, ['--list-id', list.id, '--mode', 'remove', '--lang', 'de']));
    await connectSampleAndFinish(page, server.dataDir);
    const removed = page.getByText(/Unternehmen wurden? aus der Liste „Messe Köln 2026 \(alle\)“ entfernt/);
    await removed.waitFor({ timeout: 30_000 });
    await screenshot(page, 'connect-finished-remove');
    await checkA11y(page, 'connect import: finished, removed');

    // A token works once: the first one, sent again, is refused.
    const replay = await page.request.post(`${server.url}/backend/auth/loginViaProviderTool`, {
      headers: json,
      data: { session: new URL(addUrl).searchParams.get('session'), tool: 'datacare' },
    });
    assert.equal(replay.status(), 401);

    // What remains on the list: the list page counts none of the file's companies.
    const page2 = await page.context().newPage();
    await page2.goto(`${server.url}/lists/${list.id}`);
    await page2
      .getByRole('heading', { level: 1, name: /Messe Köln 2026 \(alle\)/ })
      .waitFor({ timeout: 20_000 });
    await screenshot(page2, 'company-list-after-remove');
    await checkA11y(page2, 'company list after the removal');
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});

describe('single sign-on: a user signs in through the company OpenID provider', () => {
  let server: RunningServer;
  let provider: TestOpenIdProvider;
  let browser: Browser;

  before(async () => {
    const port = await unusedPort();
    const publicUrl = `http://localhost:${port}`;
    provider = await startOpenIdProvider(
      [{ email: 'lena.vogel@firma.example', email_verified: true, given_name: 'Lena', family_name: 'Vogel' }],
      `${publicUrl}/backend/auth/oidcCallback`,
    );
    server = await startServer({
      DEMO_PASSWORD,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOW_HTTP: '1',
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('goes from the login page to the provider and back, signed in as a new account', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Failed answers of the product, but the signed-out first look at the session.
    const failures: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (response.status() >= 400 && url.startsWith(server.url) && !url.endsWith('/backend/auth/getUser')) {
        failures.push(`${response.status()} ${url}`);
      }
    });
    await page.goto(`${server.url}/import`);
    await page.waitForURL(/\/login\?redirect=%2Fimport/);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
    await page.getByRole('heading', { name: 'Firmen-Login' }).waitFor();
    await page.getByLabel('E-Mail').fill('lena.vogel@firma.example');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page
      .waitForURL(new RegExp(`^${server.url}/import`), { timeout: 20_000 })
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${server.output()}`);
      });
    await page.getByRole('heading', { level: 1, name: 'Datei hochladen' }).waitFor({ timeout: 20_000 });
    await page.getByText('Lena Vogel').first().waitFor();
    await screenshot(page, 'sso-signed-in');
    await checkA11y(page, 'import: upload after single sign-on');
    assert.deepEqual(failures, []);
  });
});
