import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { simulateThreshold } from '@datacare/api-client/domain';
import type {
  ExportMatchesRequest,
  ExportStatus,
  ResultPriority,
  Status,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  type TestRow,
} from '../exports/testing.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const cells = (name: string) => [name, '10115', 'Berlin', null, null, null];

/**
 * Six rows at threshold 0.7 (provider ids the client must never see):
 * 1, 2 exact with the same company; 3 manual with a second candidate (pos 1) to select;
 * 4 exact, to be rejected in review; 5 a confident no match with a weak candidate;
 * 6 a failed row (only the no-match entry).
 */
const ROWS: TestRow[] = [
  { cells: cells('Alpha GmbH'), entries: exactEntries('SECRET-ALPHA', 'DE', 0.95) },
  { cells: cells('Alpha G.m.b.H.'), entries: exactEntries('SECRET-ALPHA', 'DE', 0.9) },
  {
    cells: cells('Beta'),
    entries: [
      { providerId: 'SECRET-BETA', probability: 0.6 },
      { providerId: 'SECRET-GAMMA', probability: 0.25 },
      { providerId: null, probability: 0.15 },
    ],
  },
  { cells: cells('Delta AG'), entries: exactEntries('SECRET-DELTA', 'DE', 0.8) },
  {
    cells: cells('Epsilon'),
    entries: [
      { providerId: null, probability: 0.9 },
      { providerId: 'SECRET-EPSILON', probability: 0.1 },
    ],
  },
  { cells: cells('kaputt'), entries: [{ providerId: null, probability: 1 }] },
];

async function priorities(cookie: string, batchId: string) {
  const res = await call(app, '/backend/import/getResultPriorities', { batchId }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toMatch(/SECRET/);
  return res.json<{ resultPriorities: ResultPriority[] }>().resultPriorities;
}

async function select(cookie: string, batchId: string, rowId: number, pos: number) {
  const res = await call(
    app,
    '/backend/import/saveSingleMatchSelection',
    { batchId, rowId, pos, isMatchSelected: true },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
}

function exportRequest(batchId: string): ExportMatchesRequest {
  return {
    batchId,
    exportFileType: 'csv',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 1,
  };
}

async function exported(cookie: string, batchId: string): Promise<ExportStatus> {
  const start = await call(app, '/backend/export/exportMatches', exportRequest(batchId), { cookie });
  expect(start.statusCode, start.body).toBe(200);
  for (let i = 0; i < 1200; i++) {
    const status = (
      await call(app, '/backend/export/getExportStatus', { batchId }, { cookie })
    ).json<ExportStatus>();
    if (!status.exportInQueue) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not settle');
}

describe('getResultPriorities: what the threshold simulator needs of each row', () => {
  it('gives each row its company as a small opaque key, the review decision and the earlier charge', async () => {
    const { user, cookie } = await signedInUser(app);
    await insertMatchedBatch(app.db, {
      id: 'sim',
      userId: user.id,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: ROWS,
    });

    const before = await priorities(cookie, 'sim');
    expect(before.map((p) => [p.probability, p.isNoMatch])).toEqual([
      [0.95, false],
      [0.9, false],
      [0.6, false],
      [0.8, false],
      [0.9, true],
      [1, true],
    ]);
    // Rows with the same best company share its key; keys are 0, 1, 2, … in row order.
    expect(before.map((p) => p.companyKey)).toEqual([0, 0, 1, 2, 3, null]);
    expect(before.every((p) => !p.decided && !p.charged)).toBe(true);
    // The same answer every time.
    expect(await priorities(cookie, 'sim')).toEqual(before);

    // Row 3: the second candidate chosen; row 4: "none of these".
    await select(cookie, 'sim', 3, 1);
    await select(cookie, 'sim', 4, 1);
    const decided = await priorities(cookie, 'sim');
    expect(decided.map((p) => p.decided)).toEqual([false, false, true, true, false, false]);
    // The chosen company gets a key of its own; the best candidates keep theirs.
    expect(decided.map((p) => p.companyKey)).toEqual([0, 0, 4, null, 3, null]);
    // The status call of the finished job carries the same priorities.
    const status = await call(app, '/backend/import/getStatus', { batchId: 'sim' }, { cookie });
    expect(status.json<Status>().resultPriorities).toEqual(decided);

    // What the simulator expects an export at 0.7 to charge is what the export charges.
    const simulated = simulateThreshold(decided, 0.7);
    // Row 4 is still typed exact (review decisions aside), but its rejection is no expected error.
    expect(simulated).toMatchObject({ exactRows: 3, quotaNeeded: 2 });
    expect(simulated.expectedWrongExact).toBeCloseTo(0.05 + 0.1, 10);
    expect(await exported(cookie, 'sim')).toMatchObject({ state: 'finished', numCharged: 2 });

    const after = await priorities(cookie, 'sim');
    expect(after.map((p) => p.charged)).toEqual([true, true, true, false, false, false]);
    expect(after.map((p) => p.companyKey)).toEqual(decided.map((p) => p.companyKey));
    expect(simulateThreshold(after, 0.7).quotaNeeded).toBe(0);
    // Row 5's weak candidate was never exported: a threshold of 0.05 would still not export it
    // (a no-match row is never exact), while row 4 stays rejected whatever the threshold.
    expect(simulateThreshold(after, 0.05).quotaNeeded).toBe(0);
  }, 60_000);

  it("answers 404 for another user's batch, matched and finished", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    await insertMatchedBatch(app.db, {
      id: 'annas',
      userId: anna.user.id,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: ROWS,
    });
    const res = await call(
      app,
      '/backend/import/getResultPriorities',
      { batchId: 'annas' },
      { cookie: jonas.cookie },
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/SECRET|0\.95/);
  });
});
