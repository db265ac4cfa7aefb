import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestClock, signedInUser, type TestClock } from '../../test/test-app.ts';
import { exactEntries, insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING } from '../exports/testing.ts';
import { createRenderSession, RENDER_SECRET_COOKIE, SESSION_COOKIE } from './sessions.ts';

const TTL_MS = 3 * 60_000;

let app: FastifyInstance;
let clock: TestClock;
let userId: string;
let cookie: string;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
  const signed = await signedInUser(app);
  userId = signed.user.id;
  cookie = signed.cookie;
  for (const id of ['b1', 'b2']) {
    await insertMatchedBatch(app.db, {
      id,
      userId,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [{ cells: ['Alpha GmbH', '10115', 'Berlin', null, null, null], entries: exactEntries('P1') }],
    });
  }
});
afterEach(async () => {
  await app.close();
});

/** A render session for b1 as the PDF job mints it, as the Cookie header its browser sends. */
async function renderCookies(): Promise<{ both: string; idOnly: string; secret: string }> {
  const session = await createRenderSession(app.db, { userId, batchId: 'b1', now: clock(), ttlMs: TTL_MS });
  const idOnly = `${SESSION_COOKIE}=${session.id}`;
  return { both: `${idOnly}; ${RENDER_SECRET_COOKIE}=${session.secret}`, idOnly, secret: session.secret };
}

describe('the render session of the report PDF', () => {
  it("reads the report page's calls for its batch as the batch's owner", async () => {
    const { both } = await renderCookies();
    const user = await call(app, '/backend/auth/getUser', {}, { cookie: both });
    expect(user.statusCode).toBe(200);
    expect(user.json().id).toBe(userId);
    const name = await call(app, '/backend/import/getImportName', { batchId: 'b1' }, { cookie: both });
    expect(name.statusCode).toBe(200);
    expect(
      (await call(app, '/backend/import/getThresholds', { batchId: 'b1' }, { cookie: both })).statusCode,
    ).toBe(200);
  });

  it('answers 403 render_session_forbidden to any other call, and 404 for another batch of the same owner', async () => {
    const { both } = await renderCookies();
    for (const [url, body] of [
      ['/backend/import/saveTag', { batchId: 'b1', tag: 'anders' }],
      ['/backend/import/deleteImport', { batchId: 'b1' }],
      ['/backend/import/listImports', { paging: { page: 0, pageSize: 10 }, filters: { searchterm: '' } }],
      ['/backend/export/exportQualityReport', { batchId: 'b1' }],
      ['/backend/emailcheck/start', { batchId: 'b1' }],
      ['/backend/auth/logout', {}],
    ] as const) {
      const res = await call(app, url, body, { cookie: both });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0].type, url).toBe('render_session_forbidden');
    }
    const download = await app.inject({
      method: 'GET',
      url: '/backend/export/getQualityReportFile?id=b1',
      headers: { cookie: both },
    });
    expect(download.statusCode).toBe(403);

    const other = await call(app, '/backend/import/getImportName', { batchId: 'b2' }, { cookie: both });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].type).toBe('not_found');
    // The owner's own session reads both.
    expect((await call(app, '/backend/import/getImportName', { batchId: 'b2' }, { cookie })).statusCode).toBe(
      200,
    );
  });

  it('does not work without its secret cookie or with a wrong one', async () => {
    const { idOnly } = await renderCookies();
    const wrong = `${idOnly}; ${RENDER_SECRET_COOKIE}=${'x'.repeat(43)}`;
    for (const header of [idOnly, wrong, `${idOnly}; ${RENDER_SECRET_COOKIE}=kurz`]) {
      expect((await call(app, '/backend/auth/getUser', {}, { cookie: header })).statusCode).toBe(401);
    }
    // Nor does another session's secret make an ordinary session a render session or vice versa.
    const other = await renderCookies();
    expect(
      (
        await call(
          app,
          '/backend/auth/getUser',
          {},
          { cookie: `${idOnly}; ${RENDER_SECRET_COOKIE}=${other.secret}` },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          app,
          '/backend/auth/getUser',
          {},
          { cookie: `${cookie}; ${RENDER_SECRET_COOKIE}=${other.secret}` },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('expires after its short lifetime', async () => {
    const { both } = await renderCookies();
    clock.advance(TTL_MS - 1_000);
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: both })).statusCode).toBe(200);
    clock.advance(1_000);
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: both })).statusCode).toBe(401);
  });
});
