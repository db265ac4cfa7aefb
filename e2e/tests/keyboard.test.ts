import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { checkA11y } from '../support/axe.ts';
import { collectPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, sampleFile } from '../support/flows.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/** What has the keyboard focus, as the page shows it. */
interface Focus {
  /** `button "Anmelden"`, or `nothing (the document)`. */
  element: string;
  /** The visible mark of the focus (`outline 2px solid …`, a field's 2px border), or null. */
  indicator: string | null;
  /** The focused element (or the control it belongs to) is on the screen, not hidden or empty. */
  onScreen: boolean;
  /** The focused element is part of the page's main content (not the header or the menu). */
  inMain: boolean;
  /** A stable key of the focused element within the page, to notice where Tab went round. */
  key: string;
}

/**
 * The focus of the page. A focus is visible when the focused element, or the control it is part
 * of (an MUI button, checkbox or switch around its input, a text field's frame, a slider's thumb),
 * has an outline, a text field shows its 2px focus border, or a slider thumb its halo.
 */
async function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        element: 'nothing (the document)',
        indicator: null,
        onScreen: false,
        inMain: false,
        key: 'document',
      };
    }
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = (
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const role =
      element.getAttribute('role') ?? (element instanceof HTMLInputElement ? `input ${element.type}` : '');
    const description = `${element.tagName.toLowerCase()}${role ? ` (${role})` : ''} "${name}"`;
    const host =
      element.closest<HTMLElement>('.MuiButtonBase-root, .MuiInputBase-root, .MuiSlider-thumb') ?? element;
    const style = getComputedStyle(host);
    let indicator: string | null = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      indicator = `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    } else if (host.classList.contains('MuiInputBase-root') && host.classList.contains('Mui-focused')) {
      const frame = host.querySelector('.MuiOutlinedInput-notchedOutline');
      const border = frame ? getComputedStyle(frame) : null;
      if (border && parseFloat(border.borderTopWidth) >= 2) {
        indicator = `field border ${border.borderTopWidth} ${border.borderTopColor}`;
      }
    } else if (host.classList.contains('MuiSlider-thumb') && style.boxShadow !== 'none') {
      indicator = `slider halo ${style.boxShadow}`;
    }
    const box = host.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0';
    // The element's path from the body: the same element gives the same key.
    const path: number[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
    }
    return {
      element: description,
      indicator,
      onScreen,
      inMain: element.closest('main') !== null,
      key: path.join('.'),
    };
  });
}

/** The key presses of each step of the journey, with the characters typed. */
class KeyCounter {
  readonly steps: { step: string; keys: number; typed: number }[] = [];
  /** Presses spent checking for keyboard traps (Tab round each screen), not part of any step. */
  trapCheckKeys = 0;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  step(name: string): void {
    this.steps.push({ step: name, keys: 0, typed: 0 });
  }

  private get current() {
    const current = this.steps.at(-1);
    assert.ok(current, 'a key pressed before the first step');
    return current;
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.current.keys += 1;
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.current.typed += text.length;
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus; every stop must show its focus. */
  async tabTo(target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
    await target.waitFor();
    const key = options.backwards ? 'Shift+Tab' : 'Tab';
    const passed: string[] = [];
    for (let i = 0; i < (options.max ?? 60); i++) {
      if (await isFocused(target)) return;
      await this.press(key);
      const focus = await focusOf(this.page);
      passed.push(focus.element);
      if (focus.key !== 'document') expectVisible(focus);
    }
    assert.fail(`${key} did not reach ${String(target)}; it passed:\n  ${passed.join('\n  ')}`);
  }

  /** The figures, one line per step. */
  report(): string {
    const lines = this.steps.map(
      ({ step, keys, typed }) =>
        `  ${step.padEnd(34)} ${String(keys).padStart(4)} keys${typed ? `, ${typed} characters typed` : ''}`,
    );
    const keys = this.steps.reduce((sum, s) => sum + s.keys, 0);
    const typed = this.steps.reduce((sum, s) => sum + s.typed, 0);
    return [
      'key presses per step (keyboard only):',
      ...lines,
      `  ${'total'.padEnd(34)} ${String(keys).padStart(4)} keys, ${typed} characters typed`,
      `  (and ${this.trapCheckKeys} presses of Tab and Shift+Tab checking every screen for keyboard traps)`,
    ].join('\n');
  }
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

function expectVisible(focus: Focus): void {
  assert.ok(focus.indicator, `the focus on ${focus.element} is not visible (no outline, border or halo)`);
  assert.ok(focus.onScreen, `the focus is on ${focus.element}, which is not on the screen`);
}

/**
 * After a navigation the focus must land where the page starts, on its level-one heading, with
 * its focus shown (the next Tab must reach the page's content: expectNoTrap).
 */
async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await heading.waitFor({ timeout: 20_000 });
  for (let i = 0; i < 50 && !(await isFocused(heading)); i++) await page.waitForTimeout(100);
  const focus = await focusOf(page);
  assert.ok(
    await isFocused(heading),
    `after the navigation the focus is on ${focus.element}, not the heading`,
  );
  assert.ok(focus.indicator, 'the focused heading shows no focus');
}

/**
 * No keyboard trap (WCAG 2.1.2): from the first control after the focused heading, which must be
 * one of the page's main content, Tab goes round every control of the screen, out of the page and
 * back to that control, each stop with a visible focus; then Shift+Tab goes back one. Returns how
 * many controls Tab passed.
 */
async function expectNoTrap(page: Page, keys: KeyCounter, screen: string): Promise<number> {
  // The round starts at the first control Tab reaches (the focused heading is not one itself):
  // that Tab is the user's own, counted with the step.
  await keys.press('Tab');
  const start = await focusOf(page);
  assert.ok(
    start.inMain,
    `${screen}: the first Tab after the heading went to ${start.element}, outside the page's content`,
  );
  expectVisible(start);
  const seen: Focus[] = [start];
  let leftThePage = false;
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    keys.trapCheckKeys += 1;
    const focus = await focusOf(page);
    if (focus.key === start.key) {
      assert.ok(leftThePage, `${screen}: Tab went round without ever leaving the page`);
      const previous = seen.at(-1)!;
      await page.keyboard.press('Shift+Tab');
      keys.trapCheckKeys += 1;
      const back = await focusOf(page);
      assert.equal(
        back.key,
        previous.key,
        `${screen}: Shift+Tab went to ${back.element}, not ${previous.element}`,
      );
      await page.keyboard.press('Tab');
      keys.trapCheckKeys += 1;
      return seen.filter((f) => f.key !== 'document').length;
    }
    if (focus.key === 'document') leftThePage = true;
    else {
      assert.ok(
        !seen.some((f) => f.key === focus.key),
        `${screen}: Tab came back to ${focus.element} before ${start.element}: a trap`,
      );
      expectVisible(focus);
    }
    seen.push(focus);
  }
  assert.fail(`${screen}: 150 presses of Tab never came back to ${start.element}`);
}

describe('keyboard only: a new user goes from sign-in through upload, mapping, matching and review to the export', () => {
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

  it("never needs the mouse, always shows the focus, lands on each new page's heading and has no trap", async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectPageErrors(page);
    const keys = new KeyCounter(page);
    // Listening from the start: Playwright takes over the browser's file chooser only once someone
    // listens, and that must be in place before the key that opens it.
    const fileChooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    const controls = new Map<string, number>();

    // 1. Sign in: the deep link to the import asks for a login; the dialog has the focus.
    keys.step('sign in');
    await page.goto(`${server.url}/import`);
    await page.waitForURL(/\/login\?redirect=%2Fimport$/);
    const loginDialog = page.getByRole('dialog');
    await loginDialog.waitFor();
    await keys.tabTo(loginDialog.getByRole('button', { name: 'Anmelden' }));
    await keys.press('Enter');
    await page.waitForURL(/\/signin\?/);
    const email = page.getByLabel(/^E-Mail-Adresse/);
    await keys.tabTo(email);
    await keys.type(DEMO_EMAIL);
    await keys.tabTo(page.getByLabel(/^Passwort\s*\*?$/));
    await keys.type(DEMO_PASSWORD);
    await keys.press('Enter');
    await page.waitForURL(/\/import(\?[^/]*)?$/);

    // 2. Upload: Enter on "Datei auswählen" opens the file chooser.
    keys.step('upload');
    await expectFocusOnHeading(page, 'Datei hochladen');
    await screenshot(page, 'keyboard-upload');
    controls.set('upload', await expectNoTrap(page, keys, 'upload'));
    await keys.tabTo(page.getByRole('button', { name: 'Datei auswählen' }));
    await keys.press('Enter');
    let timer: NodeJS.Timeout | undefined;
    const chooser = await Promise.race([
      fileChooser,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('Enter on "Datei auswählen" opened no file chooser')),
          10_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    await chooser.setFiles(sampleFile(server.dataDir, 'csv'));
    await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);

    // 3. Mapping: the proposal is complete; the customer status goes along as an additional column,
    // chosen in the select's list with the arrows.
    keys.step('map columns');
    await expectFocusOnHeading(page, 'Spalten zuordnen');
    await page.getByText('Die Zuordnung ist vollständig.').waitFor();
    controls.set('mapping', await expectNoTrap(page, keys, 'mapping'));
    const additional = page.getByRole('combobox', { name: /^Zusätzliche Spalten für den Export/ });
    await keys.tabTo(additional);
    await keys.press('Enter');
    const options = page.getByRole('listbox');
    await options.waitFor();
    // The arrows skip the columns already mapped to a field; the customer status is free.
    const customerStatus = options.getByRole('option', { name: /^Kundenstatus/ });
    for (let i = 0; i < 20 && !(await isFocused(customerStatus)); i++) {
      await keys.press('ArrowDown');
      expectVisible(await focusOf(page));
    }
    assert.ok(await isFocused(customerStatus), 'the arrows reach the option "Kundenstatus"');
    await keys.press('Space');
    await options.getByRole('option', { name: /^Kundenstatus/, selected: true }).waitFor();
    await screenshot(page, 'keyboard-mapping');
    await keys.press('Escape');
    await options.waitFor({ state: 'hidden' });
    // Escape gives the focus back to the select, which now names the column.
    assert.ok(await isFocused(additional), `Escape left the focus on ${(await focusOf(page)).element}`);
    expectVisible(await focusOf(page));
    assert.equal(await additional.innerText(), 'Kundenstatus');
    await keys.tabTo(page.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }));
    await keys.press('Enter');
    await page.waitForURL(/\/import\/status\?id=[\w-]+$/);
    const batchId = new URL(page.url()).searchParams.get('id')!;

    // 4. Matching: when it is done, the threshold goes to 100 % by key, so every match is checked.
    keys.step('match, threshold to 100 %');
    await expectFocusOnHeading(page, 'Verarbeitung');
    await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
    controls.set('status', await expectNoTrap(page, keys, 'status'));
    await keys.tabTo(page.getByRole('slider', { name: /Schwellenwert für exakte Treffer/ }));
    await keys.press('End');
    const review = page.getByRole('button', { name: /Unternehmen prüfen$/ });
    await keys.tabTo(review);
    await screenshot(page, 'keyboard-status');
    await keys.press('Enter');
    await page.waitForURL(/\/import\/review\?/);

    // 5. Review: 1 selects the first match, Enter marks the row checked and moves on.
    keys.step('review 3 rows');
    await expectFocusOnHeading(page, 'Treffer prüfen');
    const firstMatch = page.getByRole('checkbox', { name: /^Treffer 1:/ });
    await firstMatch.waitFor();
    controls.set('review', await expectNoTrap(page, keys, 'review'));
    // The row number of the file (the card's heading) and the company chosen for it.
    const chosen = new Map<number, string>();
    for (const index of [0, 1, 2]) {
      const card = page.getByRole('heading', { level: 2, name: /Zeilennummer \d+$/ });
      const rowId = Number(/(\d+)$/.exec(await card.innerText())![1]);
      chosen.set(rowId, ((await firstMatch.getAttribute('aria-label')) ?? '').replace(/^Treffer 1:\s*/, ''));
      await keys.press('1');
      await page.getByRole('checkbox', { name: /^Treffer 1:/, checked: true }).waitFor();
      await keys.press('Enter');
      await page.waitForURL(new RegExp(`row=${index + 1}(&|$)`));
      await page
        .getByRole('heading', { level: 2, name: new RegExp(`Zeilennummer (?!${rowId}$)\\d+$`) })
        .waitFor();
    }
    await screenshot(page, 'keyboard-review');
    const showExport = page.getByRole('button', { name: 'Export anzeigen' });
    await keys.tabTo(showExport);
    await keys.press('Enter');
    await page.waitForURL(/\/import\/export\?id=/);

    // 6. Export: the default xlsx, downloaded with Enter.
    keys.step('export');
    await expectFocusOnHeading(page, /^Export/);
    await page.getByText(/3 davon mit Treffer werden angereichert/).waitFor();
    controls.set('export', await expectNoTrap(page, keys, 'export'));
    await checkA11y(page, 'export, reached by keyboard');
    await keys.tabTo(page.getByRole('button', { name: 'Export herunterladen' }));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      keys.press('Enter'),
    ]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const nameColumn = header.indexOf('Firmenname (Datacare)');
    assert.ok(nameColumn > 0, header.join(' | '));
    // The additional column chosen on the mapping screen goes along unchanged.
    assert.ok(header.includes('Kundenstatus'), header.join(' | '));
    // The rows reviewed carry the companies chosen by key (file row n is sheet row n + 1).
    for (const [rowId, company] of chosen) {
      assert.ok(company.length > 0, `a company chosen for row ${rowId}`);
      assert.equal(sheet.getRow(rowId + 1).getCell(nameColumn).text, company, `row ${rowId}`);
    }
    await screenshot(page, 'keyboard-export');

    console.log(keys.report());
    console.log(
      `controls passed by Tab per screen: ${[...controls].map(([screen, n]) => `${screen} ${n}`).join(', ')}; batch ${batchId}`,
    );
    // The 401 is the sign-in page asking for a user before anyone signed in.
    assert.deepEqual(
      errors.filter((e) => !e.includes('401')),
      [],
    );
  });
});
