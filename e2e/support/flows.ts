import path from 'node:path';
import type { Page } from 'playwright-core';

export const DEMO_EMAIL = 'demo@datacare.example';
/** The demo password the journeys start the server with (DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Vorfahrt-Achten-2026';

/** Signs in on the built-in login page (German) and lets it redirect. */
export async function signIn(
  page: Page,
  baseUrl: string,
  options: { redirect?: string; password?: string } = {},
): Promise<void> {
  await page.goto(
    `${baseUrl}/signin?redirect=${encodeURIComponent(options.redirect ?? '/dashboard')}&lang=de`,
  );
  await submitSignInForm(page, options.password);
}

/** On the sign-in page (/signin, German): enters the demo account and presses Anmelden. */
export async function submitSignInForm(page: Page, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^E-Mail-Adresse/).fill(DEMO_EMAIL);
  await page.getByLabel(/^Passwort\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The sample file the server wrote into its data folder on first start. */
export function sampleFile(dataDir: string, format: 'csv' | 'xlsx'): string {
  return path.join(dataDir, 'samples', `kundenliste-beispiel.${format}`);
}

/**
 * On /import: uploads the sample csv, keeps the proposed mapping and starts matching, continuing
 * past the duplicate-id dialog when it appears; resolves on the status page.
 */
export async function uploadSampleAndStart(page: Page, dataDir: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(sampleFile(dataDir, 'csv'));
  await page.waitForURL(/\/import\/mapping\?id=[\w-]+$/);
  await page.getByRole('button', { name: 'Verarbeitung starten (250 Zeilen)' }).click();
  const dialog = page.getByRole('dialog');
  await Promise.race([
    page.waitForURL(/\/import\/status\?id=/),
    dialog.waitFor().then(() => dialog.getByRole('button', { name: /Trotzdem fortfahren/ }).click()),
  ]);
  await page.waitForURL(/\/import\/status\?id=[\w-]+$/);
}

/**
 * As a new user: signs in, uploads the sample, matches it and moves every row to the manual tab
 * (a threshold of 100 % makes every match a check). Returns the batch id.
 */
export async function matchedSampleForReview(
  page: Page,
  server: { url: string; dataDir: string },
): Promise<string> {
  await signIn(page, server.url, { redirect: '/import' });
  await page.waitForURL(/\/import(\?lang=de)?$/);
  await uploadSampleAndStart(page, server.dataDir);
  await page.getByText('Der Abgleich ist abgeschlossen.').waitFor({ timeout: 60_000 });
  const batchId = new URL(page.url()).searchParams.get('id')!;
  const saved = await page.request.post(`${server.url}/backend/import/saveThresholds`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    data: { batchId, exactMatchThreshold: 1 },
  });
  if (saved.status() !== 200)
    throw new Error(`saveThresholds answered ${saved.status()}: ${await saved.text()}`);
  return batchId;
}
