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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { presses: { type: 'string', default: '200' }, loads: { type: 'string', default: '10' } },
});
const presses = Number(values.presses);
const loads = Number(values.loads);
const PASSWORD = 'Bench-Review-Keys-2026';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'datacare-bench-keys-'));
const server = spawn(process.execPath, [path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    DEMO_COMPANIES: '2000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const url = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /running at (http:\/\/\S+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
});

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
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
  const { readFileSync } = await import('node:fs');
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
    await new Promise((resolve) => setTimeout(resolve, 250));
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
  const p95 = percentile(sorted, 95);
  const fmt = (n: number) => n.toFixed(1);
  console.log(`\nKeypress to next card (${count} presses over ${total} manual rows, chromium headless)`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores; node ${process.version}`,
  );
  console.log('| measure | p50 ms | p95 ms | max ms |');
  console.log('| --- | --: | --: | --: |');
  console.log(
    `| ArrowRight to next card painted | ${fmt(percentile(sorted, 50))} | ${fmt(p95)} | ${fmt(sorted.at(-1)!)} |`,
  );
  console.log(
    `| baseline: open the card by URL (full load) | ${fmt(percentile(loadSorted, 50))} | ${fmt(percentile(loadSorted, 95))} | ${fmt(loadSorted.at(-1)!)} |`,
  );
  console.log(`ratio p95 keypress / p95 full load: ${(p95 / percentile(loadSorted, 95)).toFixed(3)}`);
  console.log(`target p95 <= 50 ms: ${p95 <= 50 ? 'met' : 'MISSED'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
