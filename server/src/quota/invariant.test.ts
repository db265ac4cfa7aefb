import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ExportMatchesRequest, ExportStatus } from '@datacare/api-client/generated/types';
import { call, createTestApp, createTestClock, signedInUser, type TestClock } from '../../test/test-app.ts';
import { exactEntries, insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING } from '../exports/testing.ts';
import { assertQuotaInvariant, quotaInvariantViolations, readQuotaBooks } from './invariant.ts';
import { addMonthlyUsage } from './storage.ts';

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(Date.parse('2026-03-10T09:00:00.000Z'));
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

const request = (batchId: string): ExportMatchesRequest => ({
  batchId,
  exportFileType: 'csv',
  defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
  consolidatedView: {
    export: false,
    customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
  },
  numExports: 1,
});

/** A matched batch of the user's with one row per company id. */
async function batch(userId: string, id: string, companies: string[]): Promise<void> {
  await insertMatchedBatch(app.db, {
    id,
    userId,
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    rows: companies.map((providerId) => ({
      cells: [`Firma ${providerId}`, '10115', 'Berlin', null, null, null],
      entries: exactEntries(providerId),
    })),
  });
}

/** Exports the batch through the API and waits until the export job settled. */
async function exported(cookie: string, batchId: string): Promise<ExportStatus> {
  const start = await call(app, '/backend/export/exportMatches', request(batchId), { cookie });
  expect([200, 409]).toContain(start.statusCode);
  for (let i = 0; i < 1200; i++) {
    const status = (
      await call(app, '/backend/export/getExportStatus', { batchId }, { cookie })
    ).json<ExportStatus>();
    if (!status.exportInQueue) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the export of ${batchId} did not settle`);
}

const check = () => quotaInvariantViolations(app.db, { now: clock() });

/** An account with exports through the real job: 3 companies charged, 1 of them from the expansion. */
async function accountWithExports() {
  const account = await signedInUser(app, { totalQuota: 5, usedQuota: 0, monthlyExpand: true });
  await batch(account.user.id, 'first', ['P1', 'P2', 'P3']);
  await batch(account.user.id, 'second', ['P4', 'P5', 'P6']);
  expect(await exported(account.cookie, 'first')).toMatchObject({ state: 'finished', numCharged: 3 });
  expect(await exported(account.cookie, 'second')).toMatchObject({ state: 'finished', numCharged: 3 });
  return account;
}

describe('the quota invariant', () => {
  it('holds for what the export jobs write: contract, expansion, unlimited, repeated and refused exports', async () => {
    const monthly = await accountWithExports();
    // Again: nothing more charged.
    expect(await exported(monthly.cookie, 'first')).toMatchObject({ state: 'finished', numCharged: 0 });
    const unlimited = await signedInUser(app, { totalQuota: 0, unlimited: true });
    await batch(unlimited.user.id, 'unlimited', ['P1', 'P2']);
    expect(await exported(unlimited.cookie, 'unlimited')).toMatchObject({ numCharged: 2 });
    // Two exports that each fit alone, against room for one: one of them is refused.
    const tight = await signedInUser(app, { totalQuota: 1, usedQuota: 0 });
    await batch(tight.user.id, 'tight-a', ['P1']);
    await batch(tight.user.id, 'tight-b', ['P2']);
    const outcomes = await Promise.all(['tight-a', 'tight-b'].map((id) => exported(tight.cookie, id)));
    // The second is refused at its start (409, no export) when the first finished before it came.
    expect(outcomes.filter((s) => s.state === 'finished')).toHaveLength(1);

    // Every account was opened with nothing used: the books are checked from zero.
    expect(await check()).toEqual([]);
    await expect(assertQuotaInvariant(app.db, { now: clock() })).resolves.toBeUndefined();
    expect(await app.db.selectFrom('quota_monthly_usage').select('used').execute()).toEqual([{ used: 1 }]);
  }, 60_000);

  it('fails when an export was charged twice', async () => {
    const { user } = await accountWithExports();
    expect(await check()).toEqual([]);
    await addMonthlyUsage(app.db, user.id, '2026-03', 3);
    const violations = await check();
    expect(violations).toEqual([
      `account ${user.id}: the quota moved by 9 (used +5, monthly expansion +4) but its finished exports charged 6`,
    ]);
    await expect(assertQuotaInvariant(app.db, { now: clock() })).rejects.toThrow(/do not add up/);
  }, 60_000);

  it('fails when the quota moved for an export that did not finish, or one finished without its charge', async () => {
    const { user } = await accountWithExports();
    await app.db
      .updateTable('exports')
      .set({ status: 'failed' })
      .where('batch_name', '=', 'second')
      .execute();
    const second = await app.db
      .selectFrom('exports')
      .select('id')
      .where('batch_name', '=', 'second')
      .executeTakeFirstOrThrow();
    expect(await check()).toEqual([
      `account ${user.id}: the quota moved by 6 (used +5, monthly expansion +1) but its finished exports charged 3`,
      `export ${second.id}: failed, yet num_charged 3 and 3 charge rows`,
    ]);
  }, 60_000);

  it('fails when a finished export lost charge rows, or charge rows name no export', async () => {
    await accountWithExports();
    const first = await app.db
      .selectFrom('exports')
      .select('id')
      .where('batch_name', '=', 'first')
      .executeTakeFirstOrThrow();
    await app.db.deleteFrom('export_charges').where('provider_id', '=', 'P1').execute();
    await app.db
      .insertInto('export_charges')
      .values({
        batch_id: 'first',
        provider_id: 'P9',
        export_id: 999,
        charged_at: '2026-03-10T09:00:00.000Z',
      })
      .execute();
    expect(await check()).toEqual([
      `export ${first.id}: finished with num_charged 3 but 2 charge rows`,
      '1 charge rows name export 999, which does not exist',
    ]);
  }, 60_000);

  it('fails when the contract quota is overdrawn, or a month’s expansion exceeded', async () => {
    const { user } = await signedInUser(app, { totalQuota: 10, usedQuota: 10, monthlyExpand: true });
    const opening = await readQuotaBooks(app.db);
    expect(await quotaInvariantViolations(app.db, { opening, now: clock() })).toEqual([]);
    await app.db.updateTable('users').set({ used_quota: 11 }).where('id', '=', user.id).execute();
    await app.db
      .insertInto('quota_monthly_usage')
      .values({ user_id: user.id, month: '2026-03', used: 5001 })
      .execute();
    const after = await readQuotaBooks(app.db);
    const violations = await quotaInvariantViolations(app.db, { opening: after, now: clock() });
    expect(violations).toEqual([
      `account ${user.id}: contract quota 10 + monthly expansion 5000 = 5010, but used 11 + monthly used 5001 + remaining 0 + monthly remaining 0 = 5012 (2026-03)`,
      `account ${user.id}: 5001 companies drawn from the expansion of 2026-03, allowed 0 to 5000`,
    ]);
  });

  it('fails when the expansion was drawn while the contract quota had room', async () => {
    const { user } = await accountWithExports();
    // The same total, moved from the contract to the expansion.
    await app.db.updateTable('users').set({ used_quota: 4 }).where('id', '=', user.id).execute();
    await addMonthlyUsage(app.db, user.id, '2026-03', 1);
    expect(await check()).toEqual([
      `account ${user.id}: 2 drawn from the monthly expansion while the contract quota had 1 left`,
    ]);
  }, 60_000);

  it('counts from the opening balance: a used quota set before it is not a charge', async () => {
    const { user } = await signedInUser(app, { totalQuota: 5000, usedQuota: 100 });
    expect(await check()).toEqual([
      `account ${user.id}: the quota moved by 100 (used +100, monthly expansion +0) but its finished exports charged 0`,
    ]);
    const opening = await readQuotaBooks(app.db);
    expect(await quotaInvariantViolations(app.db, { opening, now: clock() })).toEqual([]);
    expect(opening.get(user.id)).toEqual({
      totalQuota: 5000,
      usedQuota: 100,
      monthlyExpand: false,
      unlimited: false,
      monthly: new Map(),
      charged: 0,
    });
  });
});
