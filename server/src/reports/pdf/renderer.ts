/**
 * Prints a page as an A4 PDF with headless Chromium through playwright-core (docs/adr/011-report-pdf.md):
 * the quality report's export mode, drawn by the app itself, so the PDF shows exactly what the page
 * shows. One browser per render: a render is rare (a user asks for the PDF), a start costs about a
 * second, and a browser that crashed or hung on one report cannot spoil the next one; nothing stays
 * in memory between reports. The browser is a process of its own; the job only awaits it.
 */
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's chromium headless, as the tests drive it (scripts/chromium.ts): quiet on a closed
 * network and runnable as root in a container.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

export interface RenderRequest {
  /** The page to print; the browser reaches nothing but this page's origin. */
  url: string;
  /** Cookies set for the page's origin before it opens (the render session). */
  cookies: readonly { name: string; value: string }[];
  /** The footer's text: `{{page}}` and `{{pages}}` become the page number and the page count. */
  pageLabel: string;
  /**
   * How long the page may take to say it is ready (`document.body.dataset.reportReady === 'true'`)
   * or that it cannot show the report (`dataset.reportError`); the same again for printing.
   */
  timeoutMs: number;
  /** Aborting closes the browser: the render rejects at once (the server is shutting down). */
  signal?: AbortSignal;
}

/** Prints a page to PDF bytes, or rejects with why not. Tests inject a fake (AppDependencies). */
export interface ReportRenderer {
  render(request: RenderRequest): Promise<Uint8Array>;
}

/** The page could not show the report, or did not say so in time. */
export class ReportRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportRenderError';
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Chromium's footer: its own small document per page, where the classes pageNumber and totalPages
 * are filled in. Without a font size it prints at an unreadable default.
 */
export function footerTemplate(pageLabel: string): string {
  const text = escapeHtml(pageLabel)
    .replace('{{page}}', '<span class="pageNumber"></span>')
    .replace('{{pages}}', '<span class="totalPages"></span>');
  return `<div style="width:100%;margin:0 12mm;font-family:sans-serif;font-size:8pt;color:#555;text-align:right;">${text}</div>`;
}

const A4_MARGINS = { top: '12mm', bottom: '16mm', left: '12mm', right: '12mm' };

/** What the page says when waited for: ready, or the error code it set. */
type PageOutcome = { ready: true } | { ready: false; error: string };

export function createChromiumRenderer(options: { executablePath: string; args?: readonly string[] }): ReportRenderer {
  return {
    async render(request) {
      if (request.signal?.aborted) throw new ReportRenderError('the render was aborted');
      let browser: Browser;
      try {
        browser = await chromium.launch({
          executablePath: options.executablePath,
          headless: true,
          args: [...(options.args ?? CHROMIUM_ARGS)],
          timeout: request.timeoutMs,
        });
      } catch (error) {
        throw new ReportRenderError(
          `chromium could not be started from ${options.executablePath} (CHROMIUM_PATH): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const close = () => {
        browser.close().catch(() => undefined);
      };
      request.signal?.addEventListener('abort', close, { once: true });
      // Printing has no timeout of its own: a hung print is ended by closing the browser.
      const deadline = setTimeout(close, 2 * request.timeoutMs);
      const pageErrors: string[] = [];
      try {
        const origin = new URL(request.url).origin;
        const context = await browser.newContext({
          viewport: { width: 1240, height: 1754 },
          serviceWorkers: 'block',
          acceptDownloads: false,
        });
        context.setDefaultTimeout(request.timeoutMs);
        await context.addCookies(
          request.cookies.map((cookie) => ({ ...cookie, url: origin, httpOnly: true, sameSite: 'Strict' as const })),
        );
        // The report only needs its own server; nothing of it (company names, URLs in the data) may
        // make the browser fetch from elsewhere.
        await context.route('**/*', async (route) => {
          const target = route.request().url();
          if (target.startsWith('data:') || target.startsWith('blob:') || new URL(target).origin === origin) {
            await route.continue();
          } else {
            await route.abort('blockedbyclient');
          }
        });
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.goto(request.url, { waitUntil: 'load' });
        const handle = await page.waitForFunction(
          (): PageOutcome | false => {
            // Runs in the page; the server's types have no DOM.
            const page = globalThis as unknown as { document: { body?: { dataset: Record<string, string | undefined> } } };
            const data = page.document.body?.dataset;
            if (data?.reportError) return { ready: false, error: data.reportError };
            return data?.reportReady === 'true' ? { ready: true } : false;
          },
          undefined,
          { polling: 100 },
        );
        const outcome = (await handle.jsonValue()) as PageOutcome;
        if (!outcome.ready) throw new ReportRenderError(`the report page could not show the report: ${outcome.error}`);
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(request.pageLabel),
          margin: A4_MARGINS,
        });
        return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } catch (error) {
        if (request.signal?.aborted) throw new ReportRenderError('the render was aborted');
        if (error instanceof ReportRenderError) throw error;
        const detail = pageErrors.length > 0 ? ` (page errors: ${pageErrors.slice(0, 3).join('; ')})` : '';
        throw new ReportRenderError(
          `rendering ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.message : String(error)}${detail}`,
        );
      } finally {
        clearTimeout(deadline);
        request.signal?.removeEventListener('abort', close);
        await browser.close().catch(() => undefined);
      }
    },
  };
}
