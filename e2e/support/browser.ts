import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/** Screenshots land here (git-ignored) for a person to look at. */
export const OUTPUT_DIR = path.resolve(import.meta.dirname, '..', 'output');

/** Debian's chromium, headless, through playwright-core (tools cannot download browsers here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A page in a fresh context (own cookies, like a new visitor). A step that needs more than 10 s
 * is broken: it fails fast, naming the step.
 */
export async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** Saves a full-page screenshot as e2e/output/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Fails the journey on any page error or console error, like the unit tests do. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
