import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, createTestClock, signedInUser, type TestClock } from '../../test/test-app.ts';
import { insertImportBatch } from '../imports/storage.ts';
import { chargeQuota, getQuota } from './service.ts';
import { quotaMonth } from './storage.ts';

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(Date.parse('2026-03-31T23:59:00.000Z'));
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

describe('quota calls', () => {
  it('answers the quota with currentQuota as the USED amount and this month’s expansion usage', async () => {
    const { user, cookie } = await signedInUser(app, {
      totalQuota: 5000,
      usedQuota: 1250,
      monthlyExpand: true,
    });
    const res = await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalQuota: 5000,
      currentQuota: 1250,
      monthlyExpand: true,
      monthlyUsed: 0,
      unlimited: false,
    });

    await app.db
      .insertInto('quota_monthly_usage')
      .values([
        { user_id: user.id, month: '2026-02', used: 4000 },
        { user_id: user.id, month: '2026-03', used: 700 },
      ])
      .execute();
    expect((await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie })).json().monthlyUsed).toBe(700);
    clock.advance(60_000); // April: a fresh month
    expect((await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie })).json().monthlyUsed).toBe(0);
  });

  it('gives new accounts the default quota of 5000, nothing used', async () => {
    const { cookie } = await signedInUser(app);
    expect((await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie })).json()).toEqual({
      totalQuota: 5000,
      currentQuota: 0,
      monthlyExpand: false,
      monthlyUsed: 0,
      unlimited: false,
    });
  });

  it('computes the export calculation with the shared rules', async () => {
    const { cookie } = await signedInUser(app, { totalQuota: 5000, usedQuota: 4000, monthlyExpand: true });
    const info = (n: number, extra = {}) =>
      call(
        app,
        '/backend/quota/getCurrentQuotaInfosForExport',
        { numRequestedExports: n, ...extra },
        { cookie },
      );
    expect((await info(600)).json()).toEqual({
      neededExport: 600,
      neededOverused: 0,
      restQuota: 5400,
      numNotExported: 0,
      mExportQuota: 5000,
    });
    expect((await info(7000)).json()).toEqual({
      neededExport: 7000,
      neededOverused: 6000,
      restQuota: -1000,
      numNotExported: 1000,
      mExportQuota: 5000,
    });
    expect((await info(7000, { exportType: 'target1_companyList' })).json()).toMatchObject({
      neededExport: 0,
      restQuota: 6000,
    });
  });

  it('answers 404 for a batch id of another user (or none)', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await insertImportBatch(app.db, {
      id: 'batchOfOwner',
      user_id: owner.user.id,
      file_name: 'kunden.xlsx',
      tag: 'kunden',
      created_at: new Date(clock()).toISOString(),
    });
    const ask = (cookie: string, batchId: string) =>
      call(
        app,
        '/backend/quota/getCurrentQuotaInfosForExport',
        { numRequestedExports: 10, batchId },
        { cookie },
      );
    expect((await ask(owner.cookie, 'batchOfOwner')).statusCode).toBe(200);
    const foreign = await ask(other.cookie, 'batchOfOwner');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].type).toBe('not_found');
    expect((await ask(owner.cookie, 'nope')).statusCode).toBe(404);
  });

  it('tells whether the quota covers an export', async () => {
    const { cookie } = await signedInUser(app, { totalQuota: 5000, usedQuota: 4000 });
    const has = async (numRequested: number, c = cookie) =>
      (await call(app, '/backend/quota/hasEnoughQuota', { numRequested }, { cookie: c })).json();
    expect(await has(1000)).toEqual({ hasEnoughQuota: true });
    expect(await has(1001)).toEqual({ hasEnoughQuota: false });

    const monthly = await signedInUser(app, { totalQuota: 5000, usedQuota: 4000, monthlyExpand: true });
    expect(await has(6000, monthly.cookie)).toEqual({ hasEnoughQuota: true });
    expect(await has(6001, monthly.cookie)).toEqual({ hasEnoughQuota: false });

    const unlimited = await signedInUser(app, { totalQuota: 0, unlimited: true });
    expect(await has(100_000_000, unlimited.cookie)).toEqual({ hasEnoughQuota: true });
  });
});

describe('chargeQuota', () => {
  it('charges the contract quota, then this month’s expansion, and refuses what neither covers', async () => {
    const { user } = await signedInUser(app, { totalQuota: 5000, usedQuota: 4000, monthlyExpand: true });
    const now = clock();

    const first = await chargeQuota(app.db, user.id, { numRequested: 1500 }, now);
    expect(first).toMatchObject({ charged: true, info: { neededExport: 1500, neededOverused: 500 } });
    expect(await getQuota(app.db, user.id, now)).toMatchObject({ currentQuota: 5000, monthlyUsed: 500 });

    const tooMuch = await chargeQuota(app.db, user.id, { numRequested: 4501 }, now);
    expect(tooMuch).toMatchObject({ charged: false, info: { restQuota: -1, numNotExported: 1 } });
    expect(await getQuota(app.db, user.id, now)).toMatchObject({ currentQuota: 5000, monthlyUsed: 500 });

    // Locked companies and company-list exports cost nothing.
    await chargeQuota(app.db, user.id, { numRequested: 100, numLocked: 100 }, now);
    await chargeQuota(app.db, user.id, { numRequested: 100, exportType: 'target2_companyList' }, now);
    expect(await getQuota(app.db, user.id, now)).toMatchObject({ currentQuota: 5000, monthlyUsed: 500 });

    const next = now + 60_000; // April
    expect(quotaMonth(next)).toBe('2026-04');
    expect(await chargeQuota(app.db, user.id, { numRequested: 5000 }, next)).toMatchObject({ charged: true });
    expect(await getQuota(app.db, user.id, next)).toMatchObject({ currentQuota: 5000, monthlyUsed: 5000 });
  });

  it('never lets two concurrent charges overdraw the quota', async () => {
    const { user } = await signedInUser(app, { totalQuota: 5000, usedQuota: 4000 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => chargeQuota(app.db, user.id, { numRequested: 600 }, clock())),
    );
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(await getQuota(app.db, user.id, clock())).toMatchObject({ currentQuota: 4600 });
  });

  it('refuses to read or charge the quota of an unknown account', async () => {
    await expect(getQuota(app.db, 'nobody', clock())).rejects.toThrow('No quota for unknown user nobody');
    await expect(chargeQuota(app.db, 'nobody', { numRequested: 1 }, clock())).rejects.toThrow(
      'No quota for unknown user nobody',
    );
  });

  it('counts an unlimited account’s usage without ever refusing', async () => {
    const { user } = await signedInUser(app, { totalQuota: 0, unlimited: true });
    expect(await chargeQuota(app.db, user.id, { numRequested: 123_456 }, clock())).toMatchObject({
      charged: true,
      info: { restQuota: null },
    });
    expect(await getQuota(app.db, user.id, clock())).toMatchObject({ currentQuota: 123_456, monthlyUsed: 0 });
  });
});
