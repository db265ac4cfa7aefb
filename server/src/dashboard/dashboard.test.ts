import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, createTestClock, signedInUser } from '../../test/test-app.ts';
import { insertImportBatch } from '../imports/storage.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp({}, { clock: createTestClock() });
});
afterEach(async () => {
  await app.close();
});

/** An import of `rowsOk` rows; `started`: its matching was started (it has a job). */
async function batch(userId: string, id: string, rowsOk: number, started = true) {
  await insertImportBatch(app.db, {
    id,
    user_id: userId,
    file_name: `${id}.xlsx`,
    tag: id,
    rows_total: rowsOk + 2,
    rows_empty: 2,
    rows_ok: rowsOk,
    created_at: '2026-03-01T10:00:00.000Z',
  });
  if (!started) return;
  await app.db
    .insertInto('match_jobs')
    .values({
      batch_id: id,
      status: 'finished',
      columns: '[]',
      mapping: '[]',
      total: rowsOk,
      engine: 'index',
      model_version: null,
      created_at: '2026-03-01T10:05:00.000Z',
      updated_at: '2026-03-01T10:06:00.000Z',
    })
    .execute();
}

describe('dashboard statistics', () => {
  it('counts only the caller’s own imports and quota', async () => {
    const anna = await signedInUser(app, { usedQuota: 1250, monthlyExpand: true });
    const jonas = await signedInUser(app, { firstName: 'Jonas', name: 'Weber', usedQuota: 10 });
    await batch(anna.user.id, 'annaKunden', 1200);
    await batch(anna.user.id, 'annaLieferanten', 34);

    const annaStats = await call(app, '/backend/dashboard/getUserStats', {}, { cookie: anna.cookie });
    expect(annaStats.statusCode).toBe(200);
    expect(annaStats.json()).toEqual({
      mExportQuota: 5000,
      currentQuota: 1250,
      analysedRows: 1234,
      uploadedFiles: 2,
    });

    const jonasStats = await call(app, '/backend/dashboard/getUserStats', {}, { cookie: jonas.cookie });
    expect(jonasStats.json()).toEqual({
      mExportQuota: 0,
      currentQuota: 10,
      analysedRows: 0,
      uploadedFiles: 0,
    });

    await batch(jonas.user.id, 'jonasListe', 5);
    expect(
      (await call(app, '/backend/dashboard/getUserStats', {}, { cookie: jonas.cookie })).json(),
    ).toMatchObject({
      analysedRows: 5,
      uploadedFiles: 1,
    });
    expect(
      (await call(app, '/backend/dashboard/getUserStats', {}, { cookie: anna.cookie })).json(),
    ).toMatchObject({
      analysedRows: 1234,
      uploadedFiles: 2,
    });
  });

  it('counts only imports whose matching was started, not uploads left on the mapping screen', async () => {
    const anna = await signedInUser(app);
    await batch(anna.user.id, 'annaGestartet', 300);
    await batch(anna.user.id, 'annaAbgebrochen', 100_000, false);
    await batch(anna.user.id, 'annaAuchAbgebrochen', 20, false);
    const stats = await call(app, '/backend/dashboard/getUserStats', {}, { cookie: anna.cookie });
    expect(stats.json()).toMatchObject({ analysedRows: 300, uploadedFiles: 1 });
  });

  it('shows the monthly allowance left this month', async () => {
    const { user, cookie } = await signedInUser(app, { usedQuota: 5000, monthlyExpand: true });
    await app.db
      .insertInto('quota_monthly_usage')
      .values({ user_id: user.id, month: '2026-03', used: 1800 })
      .execute();
    expect((await call(app, '/backend/dashboard/getUserStats', {}, { cookie })).json().mExportQuota).toBe(
      3200,
    );
  });
});
