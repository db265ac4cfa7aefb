import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, signedInUser, tempCwd } from '../../../test/test-app.ts';
import { exactEntries, insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING } from '../../exports/testing.ts';

/**
 * A stand-in for the app's export-mode page, loading its data as the real one does: with the
 * render session's cookies, through the server's own calls, then saying it is ready.
 */
const PAGE_SCRIPT = `(async () => {
  const params = new URLSearchParams(location.search);
  const post = (url, body) => fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const name = await post('/backend/import/getImportName', { batchId: params.get('id') });
  if (!name.ok) { document.body.dataset.reportError = 'load_failed_' + name.status; return; }
  const forbidden = await post('/backend/import/deleteImport', { batchId: params.get('id') });
  const { tag } = await name.json();
  for (const title of ['Bericht ' + tag + ' (' + params.get('lang') + ', deleteImport ' + forbidden.status + ')', 'Prüfungen']) {
    const section = document.createElement('section');
    section.className = 'report-section';
    section.style.breakBefore = 'page';
    section.textContent = title;
    document.body.append(section);
  }
  document.body.dataset.reportReady = 'true';
})();`;

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
});

function pdfText(bytes: Buffer): string {
  const file = path.join(tempCwd(), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the report PDF rendered by chromium from the running server', () => {
  it('opens the export-mode page signed in by a render session and prints what it shows', async () => {
    const staticDir = path.join(tempCwd(), 'dist');
    mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><meta charset="utf-8"><title>Datacare</title><body><script src="/assets/report-abc123.js"></script></body>',
    );
    writeFileSync(path.join(staticDir, 'assets', 'report-abc123.js'), PAGE_SCRIPT);
    app = await createTestApp({ staticDir, chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { user, cookie } = await signedInUser(app);
    await insertMatchedBatch(app.db, {
      id: 'b1',
      userId: user.id,
      tag: 'Kunden Süd',
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [{ cells: ['Alpha GmbH', '10115', 'Berlin', null, null, null], entries: exactEntries('P1') }],
    });

    const asked = await call(app, '/backend/export/exportQualityReport', { batchId: 'b1' }, { cookie });
    expect(asked.json()).toEqual({ ready: false, state: 'processing' });
    await app.jobs.idle();
    const done = await call(app, '/backend/export/exportQualityReport', { batchId: 'b1' }, { cookie });
    expect(done.json()).toEqual({ ready: true, state: 'finished' });

    const file = await app.inject({ method: 'GET', url: '/backend/export/getQualityReportFile?id=b1', headers: { cookie } });
    expect(file.statusCode).toBe(200);
    const pages = pdfText(file.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Bericht Kunden Süd (de, deleteImport 403)');
    expect(pages[0]).toContain('Seite 1 von 2');
    expect(pages[1]).toContain('Prüfungen');
    expect(pages[1]).toContain('Seite 2 von 2');
    // The batch is still there: the render session could not delete it.
    expect((await call(app, '/backend/import/getImportName', { batchId: 'b1' }, { cookie })).statusCode).toBe(200);
  });
});
