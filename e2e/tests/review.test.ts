import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
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

    // Keyboard only: 1 selects the first match (and checks the row), Enter moves on after 200 ms.
    await page.keyboard.press('1');
    await expectChecked(page, true);
    await screenshot(page, 'review-selected');
    await page.keyboard.press('Enter');
    await page.waitForURL(/row=1$/);

    // On the second row: select, then undo.
    await firstMatch(page).waitFor();
    await page.keyboard.press('1');
    await expectChecked(page, true);
    await page.keyboard.press('Control+z');
    await page.getByText('Die letzte Entscheidung wurde rückgängig gemacht.').waitFor();
    await expectChecked(page, false);

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
    // Remaining checks count down: row 1 checked by its selection, row 2 by the selection undone later.
    const remaining = /Manuell \((\d+) \/ (\d+)\)/.exec(await manualTab.innerText());
    assert.ok(remaining, await manualTab.innerText());
    assert.ok(Number(remaining[1]) < Number(remaining[2]));
    await screenshot(page, 'review-after-reload');
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
