import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, matchedSampleForReview } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** Waits until a checkbox shows `checked` (React renders after the key press). */
async function expectChecked(page: Page, checked: boolean): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await firstMatch(page).isChecked()) === checked) return;
    await page.waitForTimeout(100);
  }
  assert.equal(await firstMatch(page).isChecked(), checked);
}

/** The rows of the no-match tab as the server has them (getResults). */
async function noMatchRows(
  page: Page,
  baseUrl: string,
  batchId: string,
): Promise<{
  results: { row_id: number; manuallyChecked: boolean; matches: { pos: number; isSelected: boolean }[] }[];
}> {
  const response = await page.request.post(`${baseUrl}/backend/import/getResults`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    data: { batchId, paging: { page: 0, pageSize: 100 }, filters: { matchType: 'noMatch' } },
  });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()) as Awaited<ReturnType<typeof noMatchRows>>;
}

/** The first match's checkbox ("Treffer 1: …"). */
const firstMatch = (page: Page) => page.getByRole('checkbox', { name: /^Treffer 1:/ });

describe('review: a new user reviews a generated import by keyboard only, undoes and reloads', () => {
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

  it('selects with 1, moves on with Enter, undoes with Ctrl+Z, and finds every decision after a reload', async () => {
    const page = await openPage(browser);
    const errors = collectPageErrors(page);
    // Everything to the manual tab: a threshold of 100 % makes every match a check.
    const batchId = await matchedSampleForReview(page, server);

    await page.goto(`${server.url}/import/review?id=${batchId}&tab=manual&row=0`);
    await page.getByRole('heading', { level: 1, name: 'Treffer prüfen' }).waitFor();
    const manualTab = page.locator('label', { hasText: /^Manuell \(/ });
    await manualTab.waitFor();
    assert.equal(await page.getByRole('radio', { name: /^Manuell/ }).isChecked(), true);
    await firstMatch(page).waitFor();
    await expectChecked(page, false);
    await screenshot(page, 'review-card');
    await checkA11y(page, 'review: manual tab, first card');

    // Keyboard only: 1 selects the first match (and checks the row), Enter moves on after 200 ms.
    await page.keyboard.press('1');
    await expectChecked(page, true);
    await screenshot(page, 'review-selected');
    await checkA11y(page, 'review: a match selected');
    await page.keyboard.press('Enter');
    await page.waitForURL(/row=1$/);

    // On the second row: select, then undo (the selection and the check it set).
    await firstMatch(page).waitFor();
    await page.keyboard.press('1');
    await expectChecked(page, true);
    await page.keyboard.press('Control+z');
    await page.getByText('Die letzte Entscheidung wurde rückgängig gemacht.').waitFor();
    await checkA11y(page, 'review: undone, with its notice');
    await expectChecked(page, false);
    assert.equal(await page.getByLabel('Zeile geprüft').isChecked(), false);

    // Let the queue send everything, then reload: the first row's decision is kept.
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Treffer prüfen' }).waitFor();
    // The hotkeys work once the card has loaded.
    await firstMatch(page).waitFor();
    await page.keyboard.press('Home');
    await page.waitForURL(/row=0$/);
    await firstMatch(page).waitFor();
    await expectChecked(page, true);
    assert.equal(await page.getByLabel('Zeile geprüft').isChecked(), true);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/row=1$/);
    await firstMatch(page).waitFor();
    // Undone before the reload: the selection is gone.
    await expectChecked(page, false);
    // Remaining checks: only row 1 is checked (row 2's check went with its undone selection).
    const counts = async () => {
      const match = /Manuell \((\d+) \/ (\d+)\)/.exec(await manualTab.innerText());
      assert.ok(match, await manualTab.innerText());
      return { remaining: Number(match[1]), total: Number(match[2]) };
    };
    const { remaining, total } = await counts();
    assert.equal(remaining, total - 1);
    await screenshot(page, 'review-after-reload');
    await checkA11y(page, 'review: after a reload');

    // Enter checks row 2 and moves on; Ctrl+Z brings row 2 back with its check undone.
    await page.keyboard.press('Enter');
    await page.waitForURL(/row=2$/);
    assert.equal((await counts()).remaining, total - 2);
    await page.keyboard.press('Control+z');
    await page.waitForURL(/row=1$/);
    await page.getByRole('heading', { level: 2, name: /Zeilennummer 2$/ }).waitFor();
    assert.equal(await page.getByLabel('Zeile geprüft').isChecked(), false);
    assert.equal((await counts()).remaining, total - 1);
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });

  it('shows the card and three candidates on a 1280 x 800 screen, and corrects a false "no match" by key', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectPageErrors(page);
    const batchId = await matchedSampleForReview(page, server);
    // A no-match row with at least two candidates besides the no-match entry.
    const noMatch = await noMatchRows(page, server.url, batchId);
    const index = noMatch.results.findIndex((row) => row.matches.length >= 3);
    assert.ok(index >= 0, 'the sample has a no-match row with candidates');
    const row = noMatch.results[index]!;

    await page.goto(`${server.url}/import/review?id=${batchId}&tab=noMatch&row=${index}`);
    const third = page.getByRole('checkbox', { name: /^Treffer 3:/ });
    await third.waitFor();
    // Everything needed to decide is on the screen without scrolling: the card and three entries.
    assert.equal(await page.evaluate('window.scrollY'), 0);
    const card = await page
      .getByRole('region', { name: `Ihre Daten Zeilennummer ${row.row_id}` })
      .boundingBox();
    assert.ok(card && card.y >= 0 && card.y + card.height <= 800, JSON.stringify(card));
    const thirdRow = await third.locator('xpath=ancestor::tr[1]').boundingBox();
    assert.ok(thirdRow && thirdRow.y + thirdRow.height <= 800, JSON.stringify(thirdRow));
    await screenshot(page, 'review-1280x800');
    await checkA11y(page, 'review: no-match tab at 1280 x 800');

    // 2 selects the best candidate: it replaces the no-match entry, and the row counts as reviewed.
    const candidate = page.getByRole('checkbox', { name: /^Treffer 2:/ });
    assert.equal(await candidate.isChecked(), false);
    await page.keyboard.press('2');
    await candidate.waitFor();
    for (let i = 0; i < 50 && !(await candidate.isChecked()); i++) await page.waitForTimeout(100);
    assert.equal(await candidate.isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: /^Treffer 1:/ }).isChecked(), false);
    let stored = row;
    for (let i = 0; i < 50; i++) {
      stored = (await noMatchRows(page, server.url, batchId)).results.find((r) => r.row_id === row.row_id)!;
      if (stored.manuallyChecked) break;
      await page.waitForTimeout(100);
    }
    assert.equal(stored.manuallyChecked, true);
    assert.deepEqual(
      stored.matches.filter((m) => m.isSelected).map((m) => m.pos),
      [row.matches[1]!.pos],
    );
    // The 401 is the session check before the sign-in.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
