/// <reference lib="dom" />
/**
 * `npm run bench:review-keys`: keypress to next card on the review page, in the browser (issue 7:
 * p95 50 ms or less). Starts the real server (fresh DATA_DIR, the demo companies and sample file),
 * uploads the sample csv through the API, matches it, moves every row to the manual tab
 * (threshold 1), opens /import/review in Debian's chromium and, inside the page, dispatches
 * ArrowRight and measures until the next row's card is rendered and painted (a MutationObserver
 * for the 'Zeile N von' text, then one animation frame). Rows are fetched 15 at a time and the next
 * 15 prefetched, so crossing a chunk boundary is part of the sample.
 *
 * Baseline in the same run: opening the same card by URL (a full page load of
 * /import/review?row=N until the card shows), what paging would cost without the client cache.
 * Options: --presses N (default 200), --loads N (default 10).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { benchOptions, wholeNumber } from './support/options.ts';
import { clearWorkFolder, workFolder } from './support/paths.ts';
import { startServer } from './support/processes.ts';
import { fmt, loadAverage, machine, markdownTable, targetLines } from './support/report.ts';
import { quantile, sleep } from './support/stats.ts';

const values = benchOptions(import.meta.filename, {
  presses: { type: 'string', default: '200' },
  loads: { type: 'string', default: '10' },
});
const presses = wholeNumber(values.presses, 'presses');
const loads = wholeNumber(values.loads, 'loads');
const PASSWORD = 'Bench-Review-Keys-2026';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const TARGET_P95_MS = 50;

const work = workFolder('keys');
const dataDir = work.dir;
// The built app (app/dist, the server's default STATIC_DIR) is what the browser loads.
const server = await startServer({
  env: { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, DEMO_COMPANIES: '2000' },
  timeoutMs: 60_000,
});
const url = server.url;

try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const api = page.request;
  const post = async (call: string, data: unknown) => {
    const res = await api.post(`${url}/backend/${call}`, {
      headers: XHR,
      data: data as Record<string, unknown>,
    });
    if (!res.ok()) throw new Error(`${call}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  await post('auth/signIn', { email: 'demo@datacare.example', password: PASSWORD });
  const upload = await api.post(`${url}/backend/import/upload`, {
    headers: XHR,
    multipart: {
      file: {
        name: 'kundenliste-beispiel.csv',
        mimeType: 'text/csv',
        buffer: readFileSync(path.join(dataDir, 'samples', 'kundenliste-beispiel.csv')),
      },
    },
  });
  const { batchId, detectedMapping } = (await upload.json()) as {
    batchId: string;
    detectedMapping: unknown[];
  };
  await post('import/startMatching', {
    batchId,
    mapping: detectedMapping,
    additionalCustomerColumns: [],
    checkDuplicateExtIds: false,
  });
  for (;;) {
    const res = await api.post(`${url}/backend/import/getStatus`, { headers: XHR, data: { batchId } });
    if (res.ok() && ((await res.json()) as { isFinished: boolean }).isFinished) break;
    await sleep(250);
  }
  await post('import/saveThresholds', { batchId, exactMatchThreshold: 1 });

  await page.goto(`${url}/import/review?id=${batchId}&tab=manual&row=0`);
  await page.getByText(/^Zeile 1 von \d+/).waitFor({ timeout: 30_000 });
  const total = Number(/von (\d+)/.exec(await page.getByText(/^Zeile 1 von \d+/).innerText())![1]);
  const count = Math.min(presses, total - 1);
  const times = (await page.evaluate(async (n: number) => {
    const result: number[] = [];
    const label = (row: number) => new RegExp(`Zeile ${row} von`);
    for (let i = 1; i <= n; i++) {
      const next = label(i + 1);
      const start = performance.now();
      const shown = new Promise<void>((resolve) => {
        const check = () => next.test(document.body.innerText);
        if (check()) return resolve();
        const observer = new MutationObserver(() => {
          if (check()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await shown;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      result.push(performance.now() - start);
    }
    return result;
  }, count)) as number[];

  const loadTimes: number[] = [];
  for (let i = 0; i < loads; i++) {
    const row = 20 + i * 7;
    const started = performance.now();
    await page.goto(`${url}/import/review?id=${batchId}&tab=manual&row=${row}`);
    await page.getByText(new RegExp(`^Zeile ${row + 1} von`)).waitFor({ timeout: 30_000 });
    loadTimes.push(performance.now() - started);
  }
  await browser.close();

  const sorted = [...times].sort((a, b) => a - b);
  const loadSorted = [...loadTimes].sort((a, b) => a - b);
  const p95 = quantile(sorted, 0.95);
  const ms = (n: number) => fmt(n, 1);
  console.log(`\nKeypress to next card (${count} presses over ${total} manual rows, chromium headless)`);
  console.log(`machine: ${machine()}; load average ${loadAverage()}`);
  console.log(
    markdownTable(
      ['measure', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['ArrowRight to next card painted', ms(quantile(sorted, 0.5)), ms(p95), ms(sorted.at(-1)!)],
        [
          'baseline: open the card by URL (full load)',
          ms(quantile(loadSorted, 0.5)),
          ms(quantile(loadSorted, 0.95)),
          ms(loadSorted.at(-1)!),
        ],
      ],
    ),
  );
  console.log(`ratio p95 keypress / p95 full load: ${(p95 / quantile(loadSorted, 0.95)).toFixed(3)}`);
  console.log(
    targetLines([[`keypress to next card p95 ≤ ${TARGET_P95_MS} ms`, p95 <= TARGET_P95_MS, `${ms(p95)} ms`]]),
  );
} finally {
  await server.stop();
  clearWorkFolder(work);
}
