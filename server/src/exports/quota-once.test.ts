import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ExportMatchesRequest,
  ExportStatus,
  QuotaInfoForExport,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, createTestClock, signedInUser, type TestClock } from '../../test/test-app.ts';
import { quotaInvariantViolations, readQuotaBooks, type QuotaBooks } from '../quota/invariant.ts';
import { getQuota } from '../quota/service.ts';
import { exactEntries, insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING, type TestRow } from './testing.ts';

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(Date.parse('2026-03-10T09:00:00.000Z'));
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function row(providerId: string, dataPack = 'DE'): TestRow {
  return {
    cells: [`Firma ${providerId}`, '10115', 'Berlin', null, null, null],
    entries: exactEntries(providerId, dataPack),
  };
}

async function batch(userId: string, id: string, rows: TestRow[]): Promise<void> {
  await insertMatchedBatch(app.db, { id, userId, columns: TEST_COLUMNS, mapping: TEST_MAPPING, rows });
}

function request(batchId: string, exportFileType: 'xlsx' | 'csv' = 'xlsx'): ExportMatchesRequest {
  return {
    batchId,
    exportFileType,
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 1,
  };
}

async function settled(cookie: string, batchId: string): Promise<ExportStatus> {
  for (let i = 0; i < 1200; i++) {
    const status = (
      await call(app, '/backend/export/getExportStatus', { batchId }, { cookie })
    ).json<ExportStatus>();
    if (!status.exportInQueue) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the export of ${batchId} did not settle`);
}

async function used(userId: string) {
  return getQuota(app.db, userId, clock());
}

/**
 * The quota's books add up (quota/invariant.ts): every account's balance moved by what its finished
 * exports charged since `opening` (taken once the test's accounts exist; without it every account
 * started with nothing used), each export's charge rows match it, nothing is overdrawn.
 */
async function expectBooksAddUp(opening?: QuotaBooks): Promise<void> {
  expect(await quotaInvariantViolations(app.db, { opening, now: clock() })).toEqual([]);
}

async function chargedRows(batchId: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('export_charges')
    .select('provider_id')
    .where('batch_id', '=', batchId)
    .orderBy('provider_id')
    .execute();
  return rows.map((r) => r.provider_id);
}

describe('the quota is charged exactly once', () => {
  it('20 exports at once of 20 batches against room for 3: exactly 3 charged, the others fail with not_enough_quota', async () => {
    const { user, cookie } = await signedInUser(app, { totalQuota: 10, usedQuota: 7 });
    const opening = await readQuotaBooks(app.db);
    const ids = Array.from({ length: 20 }, (_, i) => `b${i}`);
    for (const [i, id] of ids.entries()) await batch(user.id, id, [row(`P${i}`)]);

    const starts = await Promise.all(
      ids.map((id) => call(app, '/backend/export/exportMatches', request(id), { cookie })),
    );
    // Each export alone fits: every one is queued, and the job's finishing transaction decides.
    for (const res of starts) expect([200, 409]).toContain(res.statusCode);
    const outcomes = await Promise.all(ids.map((id) => settled(cookie, id)));
    const finished = outcomes.filter((s) => s.state === 'finished');
    expect(finished).toHaveLength(3);
    expect(finished.every((s) => s.numCharged === 1)).toBe(true);
    const records = await app.db.selectFrom('exports').select(['status', 'error', 'num_charged']).execute();
    const refusedAtStart = starts.filter((res) => res.statusCode === 409).length;
    expect(records.filter((r) => r.status === 'failed')).toHaveLength(17 - refusedAtStart);
    expect(
      records
        .filter((r) => r.status === 'failed')
        .every((r) => r.error === 'not_enough_quota' && r.num_charged === 0),
    ).toBe(true);
    expect(await used(user.id)).toMatchObject({ currentQuota: 10 });
    expect(await app.db.selectFrom('export_charges').selectAll().execute()).toHaveLength(3);
    await expectBooksAddUp(opening);
  }, 120_000);

  it('20 simultaneous starts of one batch: one export is queued, 19 answer 409 export_in_progress', async () => {
    const { user, cookie } = await signedInUser(app);
    await batch(user.id, 'one', [row('P1'), row('P2')]);
    const starts = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, '/backend/export/exportMatches', request('one'), { cookie }),
      ),
    );
    expect(starts.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = starts.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(res.json().errors[0]).toMatchObject({
        type: 'export_in_progress',
        message: 'Die Datei wird bereits erstellt. Bitte versuchen Sie es in einer Minute erneut.',
      });
    }
    expect(await settled(cookie, 'one')).toMatchObject({ state: 'finished', numCharged: 2 });
    expect(await app.db.selectFrom('exports').selectAll().execute()).toHaveLength(1);
    expect(await used(user.id)).toMatchObject({ currentQuota: 2 });
    await expectBooksAddUp();
  }, 60_000);

  it('exporting the same import again (csv after xlsx) charges nothing more; another import with the same company is charged again', async () => {
    const { user, cookie } = await signedInUser(app);
    await batch(user.id, 'first', [row('P1'), row('P2'), row('P1')]);
    await call(app, '/backend/export/exportMatches', request('first'), { cookie });
    expect(await settled(cookie, 'first')).toMatchObject({ state: 'finished', numCharged: 2 });
    await call(app, '/backend/export/exportMatches', request('first', 'csv'), { cookie });
    expect(await settled(cookie, 'first')).toMatchObject({
      state: 'finished',
      numCharged: 0,
      exportFileType: 'csv',
    });
    expect(await used(user.id)).toMatchObject({ currentQuota: 2 });
    expect(await chargedRows('first')).toEqual(['P1', 'P2']);

    const info = await call(app, '/backend/export/getExportInfo', { batchId: 'first' }, { cookie });
    expect(info.json()).toMatchObject({ numberOfCompanies: 3, numberOfAlreadyCharged: 3 });
    const quota = await call(
      app,
      '/backend/quota/getCurrentQuotaInfosForExport',
      { numRequestedExports: 3, batchId: 'first' },
      { cookie },
    );
    expect(quota.json<QuotaInfoForExport>()).toMatchObject({ neededExport: 0 });

    await batch(user.id, 'second', [row('P1')]);
    await call(app, '/backend/export/exportMatches', request('second'), { cookie });
    expect(await settled(cookie, 'second')).toMatchObject({ state: 'finished', numCharged: 1 });
    expect(await used(user.id)).toMatchObject({ currentQuota: 3 });
    await expectBooksAddUp();
  }, 60_000);

  it('exports locked companies without charging them, and the quota calculation leaves them out', async () => {
    const { user, cookie } = await signedInUser(app);
    await app.db.updateTable('users').set({ data_packs: '["DE","AT"]' }).where('id', '=', user.id).execute();
    await batch(user.id, 'mixed', [row('P1'), row('C1', 'CH'), row('A1', 'AT'), row('C2', 'CH')]);
    const quota = await call(
      app,
      '/backend/quota/getCurrentQuotaInfosForExport',
      { numRequestedExports: 4, batchId: 'mixed' },
      { cookie },
    );
    expect(quota.json<QuotaInfoForExport>()).toMatchObject({ neededExport: 2, restQuota: 4998 });
    await call(app, '/backend/export/exportMatches', request('mixed'), { cookie });
    expect(await settled(cookie, 'mixed')).toMatchObject({ state: 'finished', numCharged: 2 });
    expect(await chargedRows('mixed')).toEqual(['A1', 'P1']);
    const record = await app.db.selectFrom('exports').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ num_rows: 4, num_entities: 2, num_charged: 2 });
    expect(await used(user.id)).toMatchObject({ currentQuota: 2 });
    await expectBooksAddUp();
  }, 60_000);

  it('draws from the monthly expansion once the contract quota is used, and counts an unlimited account’s usage', async () => {
    const monthly = await signedInUser(app, { totalQuota: 5000, usedQuota: 4999, monthlyExpand: true });
    const full = await signedInUser(app, { totalQuota: 5000, usedQuota: 5000 });
    const opening = await readQuotaBooks(app.db);
    await batch(monthly.user.id, 'monthly', [row('P1'), row('P2'), row('P3')]);
    await call(app, '/backend/export/exportMatches', request('monthly'), { cookie: monthly.cookie });
    expect(await settled(monthly.cookie, 'monthly')).toMatchObject({ state: 'finished', numCharged: 3 });
    expect(await used(monthly.user.id)).toMatchObject({ currentQuota: 5000, monthlyUsed: 2 });

    const unlimited = await signedInUser(app, { totalQuota: 0, unlimited: true });
    await batch(unlimited.user.id, 'unlimited', [row('P1'), row('P2')]);
    await call(app, '/backend/export/exportMatches', request('unlimited'), { cookie: unlimited.cookie });
    expect(await settled(unlimited.cookie, 'unlimited')).toMatchObject({ state: 'finished', numCharged: 2 });
    expect(await used(unlimited.user.id)).toMatchObject({ currentQuota: 2, unlimited: true });

    // Without expansion, a contract quota that is used up refuses at once.
    await batch(full.user.id, 'full', [row('P1')]);
    const refused = await call(app, '/backend/export/exportMatches', request('full'), {
      cookie: full.cookie,
    });
    expect(refused.json().errors[0].type).toBe('no_quota_left');
    await expectBooksAddUp(opening);
  }, 60_000);
});

describe('getCurrentQuotaInfosForExport with a batch', () => {
  it('answers 404 for another user’s batch', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await batch(owner.user.id, 'mine', [row('P1')]);
    const res = await call(
      app,
      '/backend/quota/getCurrentQuotaInfosForExport',
      { numRequestedExports: 1, batchId: 'mine' },
      { cookie: other.cookie },
    );
    expect(res.statusCode).toBe(404);
  });
});
