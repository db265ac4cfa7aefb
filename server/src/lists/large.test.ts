/**
 * A list export of a large import (docs/lists.md 'Which companies', 'Jobs'): 100,000 rows go onto a
 * list, each company once, in chunks inside one transaction, and come off it again; the change runs
 * as a job in a worker thread while the server keeps answering other requests.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CompanyListPage, ConnectFinishResult } from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { ok } from './testing.ts';

const ROWS = 100_000;
/** Every tenth row repeats the company of the row before: 90,000 companies. */
const COMPANIES = 90_000;

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

/** A matched batch written in bulk: each row exact with one candidate and the no-match entry. */
async function insertLargeBatch(db: Db, userId: string): Promise<void> {
  const now = '2026-03-02T09:00:00.000Z';
  await db
    .insertInto('import_batches')
    .values({
      id: 'gross',
      user_id: userId,
      file_name: 'gross.csv',
      tag: 'Großkunden',
      created_at: now,
      state: 'ready',
    })
    .execute();
  await db
    .insertInto('match_jobs')
    .values({
      batch_id: 'gross',
      status: 'finished',
      columns: '["Firma"]',
      mapping: '[]',
      total: ROWS,
      finished: ROWS,
      engine: 'test',
      model_version: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.transaction().execute(async (trx) => {
    let company = 0;
    for (let start = 1; start <= ROWS; start += 500) {
      const rowIds = Array.from({ length: Math.min(500, ROWS - start + 1) }, (_, i) => start + i);
      const providers = rowIds.map((rowId) => (rowId % 10 === 0 ? company : ++company));
      await trx
        .insertInto('import_rows')
        .values(rowIds.map((row_id) => ({ batch_id: 'gross', row_id, cells: `["Firma ${row_id}"]` })))
        .execute();
      await trx
        .insertInto('match_results')
        .values(
          rowIds.map((row_id) => ({
            batch_id: 'gross',
            row_id,
            probability: 0.95,
            is_no_match: 0 as const,
            no_match_probability: 0.05,
            note: null,
          })),
        )
        .execute();
      await trx
        .insertInto('match_candidates')
        .values(
          rowIds.flatMap((row_id, i) => [
            {
              batch_id: 'gross',
              row_id,
              pos: 0,
              provider_id: `C${providers[i]}`,
              probability: 0.95,
              is_no_match: 0 as const,
              data_pack: 'DE',
              data: JSON.stringify({
                company_name: `Firma ${providers[i]} GmbH`,
                zip: '10115',
                location: 'Berlin',
              }),
              explanation: '[]',
            },
            {
              batch_id: 'gross',
              row_id,
              pos: 1,
              provider_id: null,
              probability: 0.05,
              is_no_match: 1 as const,
              data_pack: null,
              data: null,
              explanation: null,
            },
          ]),
        )
        .execute();
    }
  });
}

it(
  'puts the 90,000 companies of 100,000 rows onto a list and takes them off again',
  { timeout: 120_000 },
  async () => {
    const owner = await signedInUser(app, { target1Access: true });
    await insertLargeBatch(app.db, owner.user.id);

    let started = performance.now();
    const created = await ok<ConnectFinishResult>(
      app,
      '/backend/lists/addCompaniesToCompanyList',
      { batchId: 'gross', deleteImport: false },
      owner.cookie,
    );
    const addMs = performance.now() - started;
    expect(created).toMatchObject({
      numCompaniesModified: COMPANIES,
      numCompaniesMatched: COMPANIES,
      newlyCreated: true,
    });

    const page = await ok<CompanyListPage>(
      app,
      '/backend/lists/getCompanyList',
      { listId: created.listId, paging: { page: 899, pageSize: 100 }, filters: { searchterm: 'firma 8999' } },
      owner.cookie,
    );
    expect(page.totalCount).toBe(COMPANIES);
    expect(page.filteredTotalCount).toBe(11); // 8999 and 89990 to 89999
    const last = await ok<CompanyListPage>(
      app,
      '/backend/lists/getCompanyList',
      {
        listId: created.listId,
        paging: { page: 899, pageSize: 100 },
        sorting: { field: 'company_name', order: 'asc' },
      },
      owner.cookie,
    );
    expect(last.items).toHaveLength(100);
    expect(last.items.at(-1)!.company_name).toBe('Firma 9999 GmbH');

    started = performance.now();
    const removed = await ok<ConnectFinishResult>(
      app,
      '/backend/lists/removeCompaniesFromCompanyList',
      { batchId: 'gross', listId: created.listId, deleteImport: false },
      owner.cookie,
    );
    const removeMs = performance.now() - started;
    expect(removed.numCompaniesModified).toBe(COMPANIES);
    // Generous bounds for a loaded test machine; the figures are printed for docs/lists.md.
    expect(addMs).toBeLessThan(30_000);
    expect(removeMs).toBeLessThan(30_000);
    console.info(
      `lists: 100,000 rows added in ${Math.round(addMs)} ms, removed in ${Math.round(removeMs)} ms`,
    );
  },
);

it(
  'keeps answering other requests while the list change of 100,000 rows runs',
  { timeout: 120_000 },
  async () => {
    const owner = await signedInUser(app, { target1Access: true });
    await insertLargeBatch(app.db, owner.user.id);

    const order: string[] = [];
    const change = call(
      app,
      '/backend/profiles/createCompanyListFromMatches',
      { batchId: 'gross', companyListName: 'Großkunden 2026' },
      { cookie: owner.cookie },
    ).then((res) => {
      order.push('change');
      return res;
    });
    // The job has been claimed: from here on its work is in the worker thread.
    for (;;) {
      const job = await app.db.selectFrom('list_changes').select('status').executeTakeFirst();
      if (job?.status === 'running') break;
      expect(order).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const health = await app.inject({ method: 'GET', url: '/health' });
    order.push('health');
    const user = await call(app, '/backend/auth/getUser', {}, { cookie: owner.cookie });
    order.push('getUser');
    expect(health.statusCode).toBe(200);
    expect(user.statusCode, user.body).toBe(200);

    const res = await change;
    expect(res.statusCode, res.body).toBe(200);
    // Both answered while the change was still running: it finished after them.
    expect(order).toEqual(['health', 'getUser', 'change']);
    const list = await app.db.selectFrom('company_lists').select('id').executeTakeFirstOrThrow();
    expect(res.json<{ redirectUrl: string }>().redirectUrl).toMatch(new RegExp(`/lists/${list.id}$`));
    const members = await app.db
      .selectFrom('company_list_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(COMPANIES);
  },
);
