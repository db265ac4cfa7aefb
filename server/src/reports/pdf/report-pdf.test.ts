import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, signedInUser } from '../../../test/test-app.ts';
import { createRenderSession } from '../../auth/sessions.ts';
import { exactEntries, insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING } from '../../exports/testing.ts';
import type { RenderRequest, ReportRenderer } from './renderer.ts';

/** A one-page PDF, as small as a reader still opens. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A renderer that writes TINY_PDF (with the number of its render in it) or fails when told to. */
function fakeRenderer(): ReportRenderer & { requests: RenderRequest[]; failNext: number; onRender?: (r: RenderRequest) => Promise<void> } {
  const fake = {
    requests: [] as RenderRequest[],
    failNext: 0,
    onRender: undefined as ((r: RenderRequest) => Promise<void>) | undefined,
    async render(request: RenderRequest): Promise<Uint8Array> {
      fake.requests.push(request);
      await fake.onRender?.(request);
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        throw new Error('the report page could not show the report: statistics_failed');
      }
      return Buffer.concat([TINY_PDF, Buffer.from(`%render ${fake.requests.length}\n`)]);
    },
  };
  return fake;
}

let app: FastifyInstance;
let renderer: ReturnType<typeof fakeRenderer>;

async function setup(): Promise<void> {
  renderer = fakeRenderer();
  // Route tests do not listen: the fake renderer is given this address instead of the server's own.
  app = await createTestApp({ reportRenderUrl: 'http://127.0.0.1:8999' }, { reportRenderer: renderer });
}

afterEach(async () => {
  await app?.close();
});

async function matchedBatch(userId: string, id = 'b1', jobStatus: 'finished' | 'running' = 'finished') {
  await insertMatchedBatch(app.db, {
    id,
    userId,
    tag: 'Kunden Süd',
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    jobStatus,
    rows: [
      { cells: ['Alpha GmbH', '10115', 'Berlin', 'info@alpha.de', null, null], entries: exactEntries('P1') },
      { cells: ['Beta AG', '20095', 'Hamburg', null, null, null], entries: exactEntries('P2', 'DE', 0.5) },
    ],
  });
}

function exportReport(cookie: string | undefined, batchId = 'b1') {
  return call(app, '/backend/export/exportQualityReport', { batchId }, { cookie });
}

function download(cookie: string | undefined, batchId = 'b1'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/backend/export/getQualityReportFile?id=${batchId}`,
    headers: cookie ? { cookie } : {},
  });
}

function reportFiles(): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'reports')).sort();
  } catch {
    return [];
  }
}

async function renderSessions(): Promise<number> {
  const rows = await app.db.selectFrom('sessions').select('id_hash').where('render_secret_hash', 'is not', null).execute();
  return rows.length;
}

describe('exportQualityReport and getQualityReportFile', () => {
  it('renders the export-mode report by a job, then hands out the PDF as an attachment', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);

    const first = await exportReport(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ready: false, state: 'processing' });
    await app.jobs.idle();

    expect(renderer.requests).toHaveLength(1);
    const request = renderer.requests[0]!;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/qualityreport');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: 'b1', isExportMode: 'true', lang: 'de' });
    expect(request.pageLabel).toBe('Seite {{page}} von {{pages}}');
    expect(request.cookies.map((c) => c.name)).toEqual(['sid', 'sid_render']);

    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    const file = await download(cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Qualitaetsbericht-Kunden Sud.pdf"; filename*=UTF-8''Qualitaetsbericht-Kunden%20S%C3%BCd.pdf`,
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Asking again renders nothing new; the browser's session is gone.
    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    await app.jobs.idle();
    expect(renderer.requests).toHaveLength(1);
    expect(await renderSessions()).toBe(0);
  });

  it('renders in the user language: footer, page language and file name', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app, { language: 'en' });
    await matchedBatch(user.id);
    await exportReport(cookie);
    await app.jobs.idle();
    expect(renderer.requests[0]!.pageLabel).toBe('Page {{page}} of {{pages}}');
    expect(new URL(renderer.requests[0]!.url).searchParams.get('lang')).toBe('en');
    expect((await download(cookie)).headers['content-disposition']).toContain(
      "filename*=UTF-8''Quality-report-Kunden%20S%C3%BCd.pdf",
    );
  });

  it('makes the PDF stale with a review decision or a new tag: processing again, the old file is no longer handed out', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);
    await exportReport(cookie);
    await app.jobs.idle();
    expect((await download(cookie)).body).toContain('%render 1');

    const review = await call(
      app,
      '/backend/import/saveSingleManualCheck',
      { batchId: 'b1', rowId: 2, isChecked: true },
      { cookie },
    );
    expect(review.statusCode).toBe(200);

    const stale = await download(cookie);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().errors[0]).toMatchObject({ type: 'quality_report_not_ready' });
    expect((await exportReport(cookie)).json()).toEqual({ ready: false, state: 'processing' });
    await app.jobs.idle();
    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    expect((await download(cookie)).body).toContain('%render 2');
    // Only the current state's file is kept.
    expect(reportFiles()).toHaveLength(1);

    // The cover shows the tag: a new one is another PDF too.
    await call(app, '/backend/import/saveTag', { batchId: 'b1', tag: 'Kunden Nord' }, { cookie });
    expect((await download(cookie)).statusCode).toBe(404);
    expect((await exportReport(cookie)).json()).toEqual({ ready: false, state: 'processing' });
    await app.jobs.idle();
    expect((await download(cookie)).headers['content-disposition']).toContain('Kunden%20Nord');
  });

  it('answers a failed render once, then starts a new attempt', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);
    renderer.failNext = 1;
    await exportReport(cookie);
    await app.jobs.idle();

    expect((await exportReport(cookie)).json()).toEqual({ ready: false, state: 'failed' });
    expect((await download(cookie)).statusCode).toBe(404);
    expect(await renderSessions()).toBe(0);

    expect((await exportReport(cookie)).json()).toEqual({ ready: false, state: 'processing' });
    await app.jobs.idle();
    expect(renderer.requests).toHaveLength(2);
    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    expect((await download(cookie)).statusCode).toBe(200);
  });

  it('gives the browser a session that reads the report of its batch and nothing else', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);
    await matchedBatch(user.id, 'b2');
    const seen = new Map<string, number>();
    renderer.onRender = async (request) => {
      const both = request.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const sidOnly = request.cookies.filter((c) => c.name === 'sid').map((c) => `${c.name}=${c.value}`)[0]!;
      const as = async (name: string, url: string, body: unknown, withCookie = both) =>
        seen.set(name, (await call(app, url, body, { cookie: withCookie })).statusCode);
      await as('getUser', '/backend/auth/getUser', {});
      await as('own name', '/backend/import/getImportName', { batchId: 'b1' });
      await as('own statistics results', '/backend/import/getResults', {
        batchId: 'b1',
        paging: { page: 0, pageSize: 10 },
        filters: { matchType: 'exact' },
      });
      await as('other batch', '/backend/import/getImportName', { batchId: 'b2' });
      await as('review', '/backend/import/saveSingleManualCheck', { batchId: 'b1', rowId: 1, isChecked: true });
      await as('delete', '/backend/import/deleteImport', { batchId: 'b1' });
      await as('pdf again', '/backend/export/exportQualityReport', { batchId: 'b1' });
      await as('without secret', '/backend/auth/getUser', {}, sidOnly);
      const get = await app.inject({
        method: 'GET',
        url: '/backend/export/getQualityReportFile?id=b1',
        headers: { cookie: both },
      });
      seen.set('download', get.statusCode);
    };
    await exportReport(cookie);
    await app.jobs.idle();

    expect(Object.fromEntries(seen)).toEqual({
      getUser: 200,
      'own name': 200,
      'own statistics results': 200,
      'other batch': 404,
      review: 403,
      delete: 403,
      'pdf again': 403,
      'without secret': 401,
      download: 403,
    });
    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    // The render's session ended with it.
    const both = renderer.requests[0]!.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: both })).statusCode).toBe(401);
  });

  it("answers 404 for another user's or a missing batch on both calls, 401 without a session", async () => {
    await setup();
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    await matchedBatch(owner.user.id);
    await exportReport(owner.cookie);
    await app.jobs.idle();

    for (const [cookie, batchId] of [
      [stranger.cookie, 'b1'],
      [owner.cookie, 'missing'],
    ] as const) {
      const asked = await exportReport(cookie, batchId);
      expect(asked.statusCode).toBe(404);
      expect(asked.json().errors[0].type).toBe('not_found');
      const file = await download(cookie, batchId);
      expect(file.statusCode).toBe(404);
      expect(file.json().errors[0].type).toBe('not_found');
    }
    expect((await exportReport(undefined)).statusCode).toBe(401);
    expect((await download(undefined)).statusCode).toBe(401);
    expect(renderer.requests).toHaveLength(1);
  });

  it('has no report to print before matching has finished', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id, 'b1', 'running');
    const asked = await exportReport(cookie);
    expect(asked.statusCode).toBe(404);
    expect(asked.json().errors[0].type).toBe('matching_not_finished');
    expect((await download(cookie)).json().errors[0].type).toBe('quality_report_not_ready');
    await app.jobs.idle();
    expect(renderer.requests).toHaveLength(0);
  });

  it('removes the PDF with its import', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);
    await exportReport(cookie);
    await app.jobs.idle();
    expect(reportFiles()).toHaveLength(1);

    const deleted = await call(app, '/backend/import/deleteImport', { batchId: 'b1' }, { cookie });
    expect(deleted.statusCode).toBe(200);
    expect(reportFiles()).toEqual([]);
    expect(await app.db.selectFrom('report_pdfs').selectAll().execute()).toEqual([]);
  });

  it('renders again after a start what a killed process left running, and clears its leftovers', async () => {
    await setup();
    const { user, cookie } = await signedInUser(app);
    await matchedBatch(user.id);
    await exportReport(cookie);
    await app.jobs.idle();
    // What a kill during the render leaves: the job running, the browser's session, a half file.
    const [kept] = reportFiles();
    await app.db
      .updateTable('report_pdfs')
      .set({ status: 'running', stored_file: null, finished_at: null })
      .execute();
    rmSync(path.join(app.config.dataDir, 'reports', kept!));
    const leftover = await createRenderSession(app.db, { userId: user.id, batchId: 'b1', now: app.clock(), ttlMs: 60_000 });
    writeFileSync(path.join(app.config.dataDir, 'reports', `${kept}.a1b2c3d4e5f6.part`), '%PDF-');
    expect((await exportReport(cookie)).json()).toEqual({ ready: false, state: 'processing' });

    await app.jobs.recover();
    await app.jobs.idle();

    expect(renderer.requests).toHaveLength(2);
    expect((await exportReport(cookie)).json()).toEqual({ ready: true, state: 'finished' });
    expect(reportFiles()).toEqual([kept]);
    expect(await renderSessions()).toBe(0);
    const cookies = `sid=${leftover.id}; sid_render=${leftover.secret}`;
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: cookies })).statusCode).toBe(401);
  });
});
