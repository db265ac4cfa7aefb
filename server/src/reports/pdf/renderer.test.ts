import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChromiumRenderer, ReportRenderError } from './renderer.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Three sections, a page each; ready only once loaded with both cookies, like the report page. */
function reportPage(otherOrigin: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { font-family: sans-serif; margin: 0 }
  .report-section { break-before: page; padding: 20px; background: #e8f0fe }
  .report-section:first-child { break-before: auto }
</style></head><body>
<section class="report-section"><h1>Qualitätsbericht</h1><p>Deckblatt</p>
<img src="${otherOrigin}/tracker.png" alt=""></section>
<section class="report-section"><h2>Prüfungen</h2></section>
<section class="report-section"><h2>Anreicherung</h2></section>
<script>
  setTimeout(async () => {
    const res = await fetch('/backend/session', { credentials: 'same-origin' });
    if (res.ok) document.body.dataset.reportReady = 'true';
    else document.body.dataset.reportError = 'unauthorized';
  }, 50);
</script></body></html>`;
}

let server: Server;
let other: Server;
let base: string;
let otherHits = 0;

function listen(s: Server): Promise<string> {
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  other = createServer((_req, res) => {
    otherHits += 1;
    res.end();
  });
  const otherOrigin = await listen(other);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/backend/session') {
      const cookie = req.headers.cookie ?? '';
      res.statusCode = cookie.includes('sid=abc') && cookie.includes('sid_render=xyz') ? 200 : 401;
      res.end();
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/qualityreport') res.end(reportPage(otherOrigin));
    else if (url.pathname === '/broken')
      res.end('<body><script>document.body.dataset.reportError = "statistics_failed"</script></body>');
    else res.end('<body>never ready</body>');
  });
  base = await listen(server);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => other.close(resolve));
});

const renderer = createChromiumRenderer({ executablePath: CHROMIUM });
const cookies = [
  { name: 'sid', value: 'abc' },
  { name: 'sid_render', value: 'xyz' },
];

describe('the chromium renderer', () => {
  it('prints the page as A4 with a page per section and numbered footers, fetching nothing elsewhere', async () => {
    const bytes = await renderer.render({
      url: `${base}/qualityreport?id=b1&isExportMode=true&lang=de`,
      cookies,
      pageLabel: 'Seite {{page}} von {{pages}}',
      timeoutMs: 20_000,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+3$/m);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 842\.\d+ pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Qualitätsbericht');
    expect(pages[0]).toContain('Seite 1 von 3');
    expect(pages[1]).toContain('Prüfungen');
    expect(pages[2]).toContain('Seite 3 von 3');
    execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(dir, 'page')]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.png'))).toHaveLength(3);
    expect(otherHits).toBe(0);
  });

  it('fails with the code the page sets when it cannot show the report', async () => {
    await expect(
      renderer.render({ url: `${base}/broken`, cookies, pageLabel: '{{page}}/{{pages}}', timeoutMs: 20_000 }),
    ).rejects.toThrow(new ReportRenderError('the report page could not show the report: statistics_failed'));
  });

  it('fails when the page does not open without the render session cookies', async () => {
    await expect(
      renderer.render({
        url: `${base}/qualityreport`,
        cookies: [{ name: 'sid', value: 'abc' }],
        pageLabel: '{{page}}/{{pages}}',
        timeoutMs: 20_000,
      }),
    ).rejects.toThrow(/could not show the report: unauthorized/);
  });

  it('fails when the page never says it is ready', async () => {
    await expect(
      renderer.render({ url: `${base}/never`, cookies, pageLabel: '{{page}}/{{pages}}', timeoutMs: 1_000 }),
    ).rejects.toThrow(/rendering \/never failed: .*Timeout/);
  });

  it('names the path when chromium cannot be started', async () => {
    const missing = createChromiumRenderer({ executablePath: '/nonexistent/chromium' });
    await expect(
      missing.render({ url: `${base}/qualityreport`, cookies, pageLabel: '', timeoutMs: 5_000 }),
    ).rejects.toThrow(/chromium could not be started from \/nonexistent\/chromium \(CHROMIUM_PATH\)/);
  });
});
