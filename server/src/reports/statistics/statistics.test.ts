import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MappingPair, Statistics, StatisticsResponse } from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../../test/test-app.ts';
import { exactEntries, insertMatchedBatch, testCompany, writeTestCompanies } from '../../exports/testing.ts';

const COLUMNS = ['Firma', 'PLZ', 'Ort', 'Mail', 'Web', 'Notiz'];
const MAPPING: MappingPair[] = [
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'zip', customerField: 'PLZ' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'email', customerField: 'Mail' },
  { internalField: 'url', customerField: 'Web' },
];
const URL_ = '/backend/import/getStatistics';

/** The provider's companies of the hand-made batch. */
const COMPANIES = [
  testCompany('P1'),
  testCompany('P2', {
    status: 'deleted',
    legal_form: 'AG',
    zip: '80331',
    location: 'München',
    email: 'info@p2.de',
    num_employees: null,
    employee_size: '501-1000',
    revenue: null,
    revenue_size: '100M-1B',
    industry: 'Baugewerbe',
    wz_code: '43.22',
    wz_label: 'Installation',
  }),
  testCompany('P3', {
    status: 'in_liquidation',
    legal_form: '__proto__',
    zip: '01067',
    email: null,
    phone: null,
    num_employees: 5,
    employee_size: '1-10',
    revenue: 300_000,
    revenue_size: '0-1M',
    industry: 'Handel',
    wz_code: null,
    wz_label: null,
  }),
  // Swiss: in a data pack the account has not purchased.
  testCompany('P4', { status: 'not_in_hr', country_code: 'CH', zip: '8001', location: 'Zürich' }),
];

/**
 * Nine rows whose every figure is known: rows 1 and 2 are one company (n:1) with one e-mail and
 * one website written differently; row 3 has a broken e-mail and website; row 4 a private
 * mailbox; row 5 a locked company; row 6 is manual; rows 7 and 8 are the same row, no match;
 * row 9 was exact but the customer chose "none of these".
 */
async function insertBatch(app: FastifyInstance, userId: string, id = 'b'): Promise<void> {
  await insertMatchedBatch(app.db, {
    id,
    userId,
    columns: COLUMNS,
    mapping: MAPPING,
    rows: [
      { cells: ['Eins GmbH', '10115', 'Berlin', 'INFO@p1.de', 'www.p1.de', 'a'], entries: exactEntries('P1') },
      { cells: ['Eins GmbH', '10115', 'Berlin', 'info@p1.de', 'http://p1.de/', 'b'], entries: exactEntries('P1') },
      { cells: ['Zwei AG', '80331', 'München', 'kein-mail', 'p2 .de', null], entries: exactEntries('P2') },
      { cells: ['Drei', '01067', 'Dresden', 'max@gmail.com', 'https://drei.com', null], entries: exactEntries('P3') },
      { cells: ['Vier', '8001', 'Zürich', null, null, null], entries: exactEntries('P4', 'CH') },
      {
        cells: ['Fünf', null, null, null, null, null],
        entries: [
          { providerId: 'P1', probability: 0.4 },
          { providerId: null, probability: 0.6 },
        ],
      },
      {
        cells: ['Sechs', null, null, null, null, null],
        entries: [
          { providerId: null, probability: 0.9 },
          { providerId: 'P2', probability: 0.1 },
        ],
      },
      {
        cells: ['  sechs ', null, null, null, null, null],
        entries: [
          { providerId: null, probability: 0.9 },
          { providerId: 'P2', probability: 0.1 },
        ],
      },
      {
        cells: ['Neun', '80331', 'München', null, null, null],
        entries: [
          { providerId: 'P2', probability: 0.95 },
          { providerId: null, probability: 0.05, selected: true },
        ],
      },
    ],
  });
}

describe('getStatistics', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  async function ask(cookie: string, batchId = 'b') {
    const res = await call(app, URL_, { batchId }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StatisticsResponse>();
  }

  async function finished(cookie: string, batchId = 'b'): Promise<Statistics> {
    for (let i = 0; i < 600; i++) {
      const answer = await ask(cookie, batchId);
      if (answer.state === 'finished' && answer.statistics) return answer.statistics;
      expect(answer).toEqual({ state: 'processing', statistics: null });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the statistics were never finished');
  }

  async function userWithBatch() {
    await writeTestCompanies(app.config.dataDir, COMPANIES);
    const signed = await signedInUser(app);
    await app.db.updateTable('users').set({ data_packs: '["DE"]' }).where('id', '=', signed.user.id).execute();
    await insertBatch(app, signed.user.id);
    return signed;
  }

  it('answers processing, counts in a job, then answers every group of the hand-made file', async () => {
    const { cookie } = await userWithBatch();
    expect(await ask(cookie)).toEqual({ state: 'processing', statistics: null });
    const stats = await finished(cookie);

    expect(stats.file).toEqual({ rows: { total: 9, empty: 0 }, columns: { total: 6 } });
    expect(stats.import).toEqual({
      count: 9,
      syntaxErrors: { count: 2 },
      checks: {
        email: { count: 1, examples: [{ row_id: 3, value: 'kein-mail' }] },
        emailPrivateDomain: { count: 1, examples: [{ row_id: 4, value: 'max@gmail.com' }] },
        url: { count: 1, examples: [{ row_id: 3, value: 'p2 .de' }] },
      },
      duplicates: { count: 1, examples: [{ company_name: 'Sechs', row_ids: [7, 8] }] },
      fillrates: {
        byField: {
          company_name: { existing: 9, missing: 0 },
          zip: { existing: 6, missing: 3 },
          location: { existing: 6, missing: 3 },
          email: { existing: 4, missing: 5 },
          url: { existing: 4, missing: 5 },
        },
      },
      email: {
        prefixes: [
          { key: 'info', count: 2 },
          { key: 'max', count: 1 },
        ],
        duplicates: [{ email: 'INFO@p1.de', row_ids: [1, 2] }],
      },
      url: {
        tlds: [
          { key: 'de', count: 2 },
          { key: 'com', count: 1 },
        ],
        duplicates: [{ url: 'www.p1.de', row_ids: [1, 2] }],
      },
    });

    const { exactMatch, ...counts } = stats.matches;
    expect(counts).toEqual({
      matchingResult: { processedRows: 9, duplicates: 1, noMatch: 3, manualMatch: 1, manuallyAdded: 0, result: 4 },
      noMatch: { count: 3 },
      manualMatch: { count: 1 },
    });
    const { enrichment, ...exact } = exactMatch;
    expect(exact).toEqual({
      count: 5,
      status: {
        active: {
          count: 2,
          examples: [
            { company_name: 'Eins GmbH', location: 'Berlin', row_id: 1 },
            { company_name: 'Eins GmbH', location: 'Berlin', row_id: 2 },
          ],
        },
        in_liquidation: { count: 1, examples: [{ company_name: 'Drei', location: 'Dresden', row_id: 4 }] },
        deleted: { count: 1, examples: [{ company_name: 'Zwei AG', location: 'München', row_id: 3 }] },
        not_in_hr: { count: 1, examples: [{ company_name: 'Vier', location: 'Zürich', row_id: 5 }] },
      },
      nToOne: {
        count: 2,
        countUnique: 1,
        examples: [
          {
            sourceCompanyName: 'Eins GmbH',
            rows: [1, 2],
            matchedCompanyName: 'Firma P1 GmbH',
            matchedCompanyLocation: 'Berlin',
          },
        ],
      },
      // The locked Swiss company shows nothing of its paid record.
      legalForms: [
        { key: 'GmbH', count: 2 },
        { key: 'AG', count: 1 },
        { key: '__proto__', count: 1 },
      ],
      employeeSizes: [
        { key: '1-10', count: 1 },
        { key: '11-100', count: 2 },
        { key: '101-500', count: 0 },
        { key: '>500', count: 1 },
      ],
      revenueSizes: [
        { key: '0-1Mio', count: 1 },
        { key: '1-10Mio', count: 2 },
        { key: '10-100Mio', count: 0 },
        { key: '100-1Mrd', count: 1 },
        { key: '>1Mrd', count: 0 },
      ],
      zipCodes: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((key) => ({
        key,
        count: key === '1' ? 2 : key === '0' || key === '8' ? 1 : 0,
      })),
      industries: [
        { key: 'Information und Kommunikation', count: 2 },
        { key: 'Baugewerbe', count: 1 },
        { key: 'Handel', count: 1 },
      ],
      industryCodes: [
        { key: '62.01 Programmierungstätigkeiten', count: 2 },
        { key: '43.22 Installation', count: 1 },
      ],
      selectedByCustomer: 0,
    });
    const counted = (field: string) =>
      Object.fromEntries(Object.entries(enrichment[field]!).map(([name, bucket]) => [name, bucket.count]));
    expect(counted('email')).toEqual({
      missing: 1,
      missing_known: 0,
      missing_unknown: 1,
      existing: 4,
      existing_unchanged: 2,
      existing_changed_known: 1,
      existing_changed_unknown: 1,
    });
    expect(enrichment.email!.existing_changed_known.examples).toEqual([
      { row_id: 3, customerValue: 'kein-mail', providerValue: 'info@p2.de' },
    ]);
    expect(counted('phone')).toMatchObject({ missing: 5, missing_known: 3, missing_unknown: 2, existing: 0 });
    // The checks have not run: every valid address and website counts as not started.
    expect(stats.emails).toMatchObject({ available: 0, unavailable: 0, unknown: 0 });
    expect(stats.websites).toMatchObject({ extRedirect: 0, intRedirect: 0, unavailable: 0 });

    // Answered from the cache: no second count.
    expect(await ask(cookie)).toMatchObject({ state: 'finished' });
    expect(await app.db.selectFrom('batch_statistics').select('status').execute()).toEqual([
      { status: 'finished' },
    ]);
  });

  it('counts again after a review decision, with the decision in the numbers', async () => {
    const { cookie } = await userWithBatch();
    await finished(cookie);
    const chosen = await call(
      app,
      '/backend/import/saveSingleMatchSelection',
      { batchId: 'b', rowId: 6, pos: 1, isMatchSelected: true },
      { cookie },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await ask(cookie)).toEqual({ state: 'processing', statistics: null });
    const stats = await finished(cookie);
    expect(stats.matches.matchingResult).toEqual({
      processedRows: 9,
      duplicates: 2,
      noMatch: 3,
      manualMatch: 1,
      manuallyAdded: 1,
      result: 4,
    });
    expect(stats.matches.exactMatch).toMatchObject({
      count: 6,
      selectedByCustomer: 1,
      nToOne: { count: 3, countUnique: 1, examples: [{ rows: [1, 2, 6] }] },
      status: { active: { count: 3 } },
    });
  });

  it('answers failed once when the count fails, and counts again at the next call', async () => {
    const { cookie } = await userWithBatch();
    const broken = () =>
      app.db.updateTable('import_rows').set({ cells: '{' }).where('batch_id', '=', 'b').where('row_id', '=', 3);
    await broken().execute();
    let answer = await ask(cookie);
    for (let i = 0; answer.state === 'processing' && i < 600; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await ask(cookie);
    }
    expect(answer).toEqual({ state: 'failed', statistics: null });
    expect(await app.db.selectFrom('batch_statistics').select(['status', 'error']).execute()).toEqual([
      { status: 'failed', error: expect.stringMatching(/JSON/) as unknown },
    ]);
    await app.db
      .updateTable('import_rows')
      .set({ cells: JSON.stringify(['Zwei AG', '80331', 'München', 'kein-mail', 'p2 .de', null]) })
      .where('batch_id', '=', 'b')
      .where('row_id', '=', 3)
      .execute();
    expect(await ask(cookie)).toEqual({ state: 'processing', statistics: null });
    expect((await finished(cookie)).import.count).toBe(9);
  });

  it('queues again a count a killed process left running', async () => {
    const { cookie } = await userWithBatch();
    await finished(cookie);
    // What a process killed while counting leaves: the row running, no figures.
    await app.db.updateTable('batch_statistics').set({ status: 'running', data: null }).execute();
    expect(await ask(cookie)).toEqual({ state: 'processing', statistics: null });
    await app.jobs.recover();
    expect((await finished(cookie)).matches.exactMatch.count).toBe(5);
  });

  it('is 404 for another user’s batch and for a missing one', async () => {
    await userWithBatch();
    const other = await signedInUser(app);
    for (const batchId of ['b', 'missing']) {
      const res = await call(app, URL_, { batchId }, { cookie: other.cookie });
      expect(res.statusCode).toBe(404);
    }
    expect(await app.db.selectFrom('batch_statistics').selectAll().execute()).toEqual([]);
  });

  it('is 412 before matching has finished', async () => {
    const { user, cookie } = await signedInUser(app);
    await insertMatchedBatch(app.db, {
      id: 'r',
      userId: user.id,
      columns: COLUMNS,
      mapping: MAPPING,
      rows: [],
      jobStatus: 'running',
    });
    const res = await call(app, URL_, { batchId: 'r' }, { cookie });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ errors: [{ type: 'matching_not_finished' }] });
  });
});
