import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, matchedSampleForReview, submitSignInForm } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { expireSessions } from '../support/sessions.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** The review page's two writes (api-client/openapi.yaml saveSingleMatchSelection, saveSingleManualCheck). */
const WRITES = /\/backend\/import\/saveSingle(MatchSelection|ManualCheck)$/;

/** One review write as the browser sent it, with the server's answer. */
interface Write {
  call: 'select' | 'check';
  rowId: number;
  value: boolean;
  status: number;
}

/** Records every review write the page sends and what the server answered, in answer order. */
function recordWrites(page: Page): Write[] {
  const writes: Write[] = [];
  page.on('response', (response) => {
    if (!WRITES.test(response.url())) return;
    const body = response.request().postDataJSON() as {
      rowId: number;
      isMatchSelected?: boolean;
      isChecked?: boolean;
    };
    writes.push({
      call: body.isChecked === undefined ? 'select' : 'check',
      rowId: body.rowId,
      value: body.isChecked ?? body.isMatchSelected ?? false,
      status: response.status(),
    });
  });
  return writes;
}

interface ResultPage {
  totalCount: number;
  checkedCount: number;
  results: { row_id: number; manuallyChecked: boolean; matches: { pos: number; isSelected: boolean }[] }[];
}

/** The first rows of the manual tab as the server has them committed (getResults). */
async function manualRows(request: APIRequestContext, baseUrl: string, batchId: string): Promise<ResultPage> {
  const response = await request.post(`${baseUrl}/backend/import/getResults`, {
    headers: XHR,
    data: { batchId, paging: { page: 0, pageSize: 15 }, filters: { matchType: 'manual' } },
  });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()) as ResultPage;
}

/** A row as the server stores it: is its first match selected, is it checked. */
function stored(page: ResultPage, rowId: number): { firstMatch: boolean; checked: boolean } {
  const row = page.results.find((r) => r.row_id === rowId);
  assert.ok(row, `row ${rowId} is on the first page`);
  return {
    firstMatch: row.matches.find((m) => m.pos === 0)?.isSelected ?? false,
    checked: row.manuallyChecked,
  };
}

/** The manual tab's label, "Manuell (218 / 219)": remaining checks and rows. */
async function manualTab(page: Page): Promise<{ remaining: number; total: number }> {
  const text = await page.locator('label', { hasText: /^Manuell \(/ }).innerText();
  const match = /Manuell \((\d+) \/ (\d+)\)/.exec(text);
  assert.ok(match, text);
  return { remaining: Number(match[1]), total: Number(match[2]) };
}

/** Waits until the manual tab shows `remaining` checks left (it counts a decision at once). */
async function expectRemaining(page: Page, remaining: number, total: number): Promise<void> {
  const label = `Manuell (${remaining} / ${total})`;
  await page
    .locator('label', { hasText: label })
    .waitFor()
    .catch(async () => {
      assert.fail(`expected the tab "${label}", it shows ${JSON.stringify(await manualTab(page))}`);
    });
}

/**
 * Waits until the card of `rowId` is shown with its first match selected or not and its
 * "Zeile geprüft" switch on or off, as the user sees it.
 */
async function expectCard(
  page: Page,
  rowId: number,
  state: { firstMatch: boolean; checked: boolean },
): Promise<void> {
  const card = page.getByRole('region', { name: `Ihre Daten Zeilennummer ${rowId}` });
  await card.waitFor();
  const what = `row ${rowId}: first match ${state.firstMatch ? '' : 'not '}selected, ${state.checked ? '' : 'not '}checked`;
  await Promise.all([
    page.getByRole('checkbox', { name: /^Treffer 1:/, checked: state.firstMatch }).waitFor(),
    card.getByRole('switch', { name: 'Zeile geprüft', checked: state.checked }).waitFor(),
  ]).catch(async () => {
    const firstMatch = await page.getByRole('checkbox', { name: /^Treffer 1:/ }).isChecked();
    const checked = await card.getByRole('switch', { name: 'Zeile geprüft' }).isChecked();
    assert.fail(`expected ${what}; the card shows first match ${firstMatch}, checked ${checked}`);
  });
}

/** The review URL's row (0-based in the tab). */
const atRow = (row: number) => new RegExp(`/import/review\\?.*\\brow=${row}(&|$)`);

/**
 * Issue 7: "when the session expires mid-review the unsent decisions are kept, sent again after
 * sign-in, and never lost". A new user reviews by keyboard, the session runs out on the server,
 * the decisions made meanwhile show at once and wait; after signing in again on the login page
 * the review comes back and sends them. Proven through the server's API and after a reload.
 */
describe('review: the session expires mid-review, no decision is lost (issue 7)', () => {
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

  it('keeps the decisions made after the expiry, signs in again, returns to the review and sends them', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);
    const writes = recordWrites(page);

    // 1. Sign in, upload the sample, match, and review the manual tab (a 100 % threshold makes
    // every match a check).
    const batchId = await matchedSampleForReview(page, server);
    const initial = await manualRows(page.request, server.url, batchId);
    const [row0, row1, row2, row3] = initial.results.map((r) => r.row_id);
    assert.ok(row0 !== undefined && row1 !== undefined && row2 !== undefined && row3 !== undefined);
    for (const rowId of [row0, row1, row2, row3]) {
      assert.deepEqual(stored(initial, rowId), { firstMatch: false, checked: false }, `row ${rowId} before`);
    }

    await page.goto(`${server.url}/import/review?id=${batchId}&tab=manual&row=0`);
    await page.getByRole('heading', { level: 1, name: 'Treffer prüfen' }).waitFor();
    await expectCard(page, row0, { firstMatch: false, checked: false });
    const start = await manualTab(page);
    assert.equal(start.total, initial.totalCount);
    assert.equal(start.remaining, initial.totalCount - initial.checkedCount);

    // 2. One decision by keyboard while signed in: 1 selects the first match, the server
    // acknowledges it and has it stored.
    const acknowledged = page.waitForResponse((r) => WRITES.test(r.url()));
    await page.keyboard.press('1');
    await expectCard(page, row0, { firstMatch: true, checked: true });
    assert.equal((await acknowledged).status(), 200);
    assert.deepEqual(stored(await manualRows(page.request, server.url, batchId), row0), {
      firstMatch: true,
      checked: true,
    });
    await expectRemaining(page, start.remaining - 1, start.total);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(atRow(1));
    await expectCard(page, row1, { firstMatch: false, checked: false });

    // 3. The session runs out on the server (its absolute timeout passes); the browser still has
    // its cookie and learns of it only from the next call.
    assert.equal(expireSessions(server.dataDir), 1);

    // 4. Two more decisions. On a slow connection the user is quicker than the answer: the first
    // write is held in the network until the second decision is made (locally the 401 would come
    // back within milliseconds, before a person presses the next key).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sentWhileHeld = 0;
    await page.route(WRITES, async (route) => {
      sentWhileHeld += 1;
      await held;
      await route.continue();
    });
    await page.keyboard.press('1');
    // Shown at once on the card and in the count, before any answer.
    await expectCard(page, row1, { firstMatch: true, checked: true });
    await expectRemaining(page, start.remaining - 2, start.total);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(atRow(2));
    await expectCard(page, row2, { firstMatch: false, checked: false });
    // Enter marks the row checked and moves on.
    await page.keyboard.press('Enter');
    await page.waitForURL(atRow(3));
    await expectCard(page, row3, { firstMatch: false, checked: false });
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(atRow(2));
    await expectCard(page, row2, { firstMatch: false, checked: true });
    await expectRemaining(page, start.remaining - 3, start.total);
    // The queue sends one decision at a time: only the first is on its way.
    assert.equal(sentWhileHeld, 1);

    const refused = page.waitForResponse((r) => WRITES.test(r.url()));
    release();
    assert.equal((await refused).status(), 401);
    // The app goes to its login page (a page of its own, not a dialog over the review), carrying
    // the review's path and query.
    await page.waitForURL(/\/login\?redirect=%2Fimport%2Freview&/);
    await page.unroute(WRITES);
    const loginUrl = new URL(page.url());
    assert.equal(loginUrl.searchParams.get('id'), batchId);
    assert.equal(loginUrl.searchParams.get('tab'), 'manual');
    // The card the user was on, though the review writes its row without the router.
    assert.equal(loginUrl.searchParams.get('row'), '2');
    await page.getByText('Melden Sie sich an, um Ihre Firmendaten abzugleichen').waitFor();
    await checkA11y(page, 'login after the session expired mid-review');
    // The refused decision was not retried and the other not sent while signed out.
    assert.deepEqual(writes, [
      { call: 'select', rowId: row0, value: true, status: 200 },
      { call: 'select', rowId: row1, value: true, status: 401 },
    ]);

    // 5. Sign in again: the login page hands over to the sign-in page, which returns to the review.
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/signin\?redirect=%2Fimport%2Freview/);
    const lastSent = page
      .waitForResponse((r) => WRITES.test(r.url()) && r.url().endsWith('ManualCheck'))
      .catch(() => assert.fail('after signing in again, the decisions held back by the 401 were not sent'));
    await submitSignInForm(page);
    await page.waitForURL(/\/import\/review\?/);
    const back = new URL(page.url());
    assert.equal(back.searchParams.get('id'), batchId);
    assert.equal(back.searchParams.get('tab'), 'manual');
    assert.equal(back.searchParams.get('row'), '2');
    await page.getByRole('heading', { level: 1, name: 'Treffer prüfen' }).waitFor();
    // Back on the same card, with the decisions made while signed out shown on it and counted.
    await expectCard(page, row2, { firstMatch: false, checked: true });
    await expectRemaining(page, start.remaining - 3, start.total);
    // The held-back decisions go out in the order they were made, each acknowledged.
    assert.equal((await lastSent).status(), 200);
    assert.deepEqual(writes, [
      { call: 'select', rowId: row0, value: true, status: 200 },
      { call: 'select', rowId: row1, value: true, status: 401 },
      { call: 'select', rowId: row1, value: true, status: 200 },
      { call: 'check', rowId: row2, value: true, status: 200 },
    ]);
    // 6. The card the review returned to, for a person to look at.
    await screenshot(page, 'review-session-resumed');
    await checkA11y(page, 'review: resumed after signing in again');

    // The server has all three decisions, and nothing else.
    const final = await manualRows(page.request, server.url, batchId);
    assert.deepEqual(
      [row0, row1, row2, row3].map((rowId) => stored(final, rowId)),
      [
        { firstMatch: true, checked: true },
        { firstMatch: true, checked: true },
        { firstMatch: false, checked: true },
        { firstMatch: false, checked: false },
      ],
    );
    assert.equal(final.checkedCount, initial.checkedCount + 3);

    // And the review shows them after a reload, with three checks fewer to go.
    await page.reload();
    await page.getByRole('region', { name: /^Ihre Daten Zeilennummer/ }).waitFor();
    await page.keyboard.press('Home');
    await page.waitForURL(atRow(0));
    await expectCard(page, row0, { firstMatch: true, checked: true });
    await expectRemaining(page, start.remaining - 3, start.total);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(atRow(1));
    await expectCard(page, row1, { firstMatch: true, checked: true });
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(atRow(2));
    await expectCard(page, row2, { firstMatch: false, checked: true });
    await screenshot(page, 'review-session-reloaded');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(atRow(3));
    await expectCard(page, row3, { firstMatch: false, checked: false });

    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
