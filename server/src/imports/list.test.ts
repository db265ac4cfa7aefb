import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ImportListItem,
  ListHistoryExportsResponse,
  ListImportsResponse,
} from '@datacare/api-client/generated/types';
import { insertBatch, insertExport, insertMatchJob } from '../../test/history-fixtures.ts';
import { call, createTestApp, createTestClock, signedInUser, type TestClock } from '../../test/test-app.ts';
import { uploadsDir } from './upload.ts';

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

async function listImports(cookie: string, body: Record<string, unknown> = {}): Promise<ListImportsResponse> {
  const res = await call(
    app,
    '/backend/import/listImports',
    { paging: { page: 0, pageSize: 9 }, ...body },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListImportsResponse>();
}

/** An import made `minutes` after the clock's start. */
function at(minutes: number): string {
  return new Date(clock() + minutes * 60_000).toISOString();
}

describe('listImports', () => {
  it("lists the caller's complete imports newest first with the step each has reached", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app);
    const uploaded = await insertBatch(app, anna.user.id, {
      file_name: 'hochgeladen.csv',
      tag: 'hochgeladen',
      created_at: at(1),
      rows_ok: 120,
      rows_empty: 3,
    });
    const matching = await insertBatch(app, anna.user.id, { tag: 'läuft', created_at: at(2) });
    await insertMatchJob(app, matching, 'running');
    const failed = await insertBatch(app, anna.user.id, { tag: 'fehlgeschlagen', created_at: at(3) });
    await insertMatchJob(app, failed, 'failed');
    const matched = await insertBatch(app, anna.user.id, { tag: 'abgeglichen', created_at: at(4) });
    await insertMatchJob(app, matched, 'finished');
    await insertExport(app, { userId: anna.user.id, batchId: matched, status: 'queued' });
    const exported = await insertBatch(app, anna.user.id, { tag: 'exportiert', created_at: at(5) });
    await insertMatchJob(app, exported, 'finished');
    await insertExport(app, { userId: anna.user.id, batchId: exported });
    // Being stored (an upload in progress) and another user's: never listed.
    await insertBatch(app, anna.user.id, { tag: 'wird gespeichert', created_at: at(6), state: 'storing' });
    await insertBatch(app, jonas.user.id, { tag: 'von Jonas', created_at: at(7) });

    const page = await listImports(anna.cookie);
    expect(page.totalCount).toBe(5);
    expect(page.items.map((i) => [i.tag, i.furthestStep])).toEqual([
      ['exportiert', 'export'],
      ['abgeglichen', 'review'],
      ['fehlgeschlagen', 'status'],
      ['läuft', 'status'],
      ['hochgeladen', 'mapping'],
    ]);
    expect(page.items[4]).toEqual({
      batchId: uploaded,
      fileName: 'hochgeladen.csv',
      tag: 'hochgeladen',
      timeCreated: Math.floor(Date.parse(at(1)) / 1000),
      stats: { file: { rows: { ok: 120, empty: 3 } } },
      furthestStep: 'mapping',
    } satisfies ImportListItem);

    const second = await listImports(anna.cookie, { paging: { page: 1, pageSize: 2 } });
    expect(second.items.map((i) => i.tag)).toEqual(['fehlgeschlagen', 'läuft']);
    expect(second.totalCount).toBe(5);
    expect((await listImports(anna.cookie, { paging: { page: 3, pageSize: 2 } })).items).toEqual([]);

    const his = await listImports(jonas.cookie);
    expect(his.items.map((i) => i.tag)).toEqual(['von Jonas']);
    expect(
      (await call(app, '/backend/import/listImports', { paging: { page: 0, pageSize: 9 } })).statusCode,
    ).toBe(401);
    const bad = await call(
      app,
      '/backend/import/listImports',
      { paging: { page: -1, pageSize: 501 } },
      { cookie: anna.cookie },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('searches file name and tag ignoring case in every language, wildcards taken literally', async () => {
    const anna = await signedInUser(app);
    await insertBatch(app, anna.user.id, { file_name: 'ÄRZTE_Nord.xlsx', tag: 'Praxen', created_at: at(1) });
    await insertBatch(app, anna.user.id, { file_name: 'kunden.csv', tag: 'Kunden 100%', created_at: at(2) });
    await insertBatch(app, anna.user.id, {
      file_name: 'lieferanten.csv',
      tag: 'Lieferanten',
      created_at: at(3),
    });
    const search = async (searchterm: string, pageSize = 9) => {
      const page = await listImports(anna.cookie, { filters: { searchterm }, paging: { page: 0, pageSize } });
      return [page.items.map((i) => i.tag), page.totalCount];
    };
    expect(await search('ärzte_')).toEqual([['Praxen'], 1]);
    expect(await search('PRAXEN')).toEqual([['Praxen'], 1]);
    expect(await search('100%')).toEqual([['Kunden 100%'], 1]);
    expect(await search('%')).toEqual([['Kunden 100%'], 1]);
    expect(await search('_')).toEqual([['Praxen'], 1]);
    expect(await search('.csv', 1)).toEqual([['Lieferanten'], 2]);
    expect(await search('  ')).toEqual([['Lieferanten', 'Kunden 100%', 'Praxen'], 3]);
    expect(await search('nirgends')).toEqual([[], 0]);
  });
});

describe('deleteImport', () => {
  it('deletes everything of the import and its upload; its exports stay, marked deleted', async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app);
    mkdirSync(uploadsDir(app.config.dataDir), { recursive: true });
    const upload = path.join(uploadsDir(app.config.dataDir), 'messe.csv');
    writeFileSync(upload, 'Firma\r\nA\r\n');
    const batchId = await insertBatch(app, anna.user.id, { tag: 'Messe', stored_file: 'messe.csv' });
    const kept = await insertBatch(app, anna.user.id, { tag: 'Bleibt' });
    for (const id of [batchId, kept]) {
      await app.db.insertInto('import_rows').values({ batch_id: id, row_id: 1, cells: '["A"]' }).execute();
      await insertMatchJob(app, id, 'finished');
      await app.db
        .insertInto('match_results')
        .values({
          batch_id: id,
          row_id: 1,
          probability: 0.9,
          is_no_match: 0,
          no_match_probability: 0.1,
          note: null,
          manually_checked: 1,
        })
        .execute();
      await app.db
        .insertInto('match_candidates')
        .values({
          batch_id: id,
          row_id: 1,
          pos: 0,
          provider_id: 'p1',
          probability: 0.9,
          is_no_match: 0,
          is_selected: 1,
          data_pack: 'DE',
          data: null,
          explanation: null,
        })
        .execute();
      await app.db
        .insertInto('export_previews')
        .values({
          batch_id: id,
          review_version: 0,
          exact_match_threshold: 0.7,
          status: 'finished',
          data: '{}',
          error: null,
          updated_at: at(0),
        })
        .execute();
    }
    const exportId = await insertExport(app, { userId: anna.user.id, batchId, name: 'Messe' });
    // An export still waiting for its turn has nothing to export once the import is gone.
    const queued = await insertExport(app, {
      userId: anna.user.id,
      batchId,
      name: 'Messe',
      status: 'queued',
    });
    const counts = async (id: string) => {
      const n = async (
        table: 'import_rows' | 'match_jobs' | 'match_results' | 'match_candidates' | 'export_previews',
      ) => (await app.db.selectFrom(table).select('batch_id').where('batch_id', '=', id).execute()).length;
      return [
        await n('import_rows'),
        await n('match_jobs'),
        await n('match_results'),
        await n('match_candidates'),
        await n('export_previews'),
      ];
    };

    // Another user's delete: 404, nothing gone.
    const foreign = await call(app, '/backend/import/deleteImport', { batchId }, { cookie: jonas.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(await counts(batchId)).toEqual([1, 1, 1, 1, 1]);
    expect(existsSync(upload)).toBe(true);

    const res = await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie });
    expect(res.statusCode).toBe(200);
    expect(await counts(batchId)).toEqual([0, 0, 0, 0, 0]);
    expect(await counts(kept)).toEqual([1, 1, 1, 1, 1]);
    expect(existsSync(upload)).toBe(false);
    expect(await app.db.selectFrom('exports').select('id').where('id', '=', queued).execute()).toEqual([]);
    expect((await listImports(anna.cookie)).items.map((i) => i.tag)).toEqual(['Bleibt']);
    expect(
      (await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie })).statusCode,
    ).toBe(404);

    const history = await call(
      app,
      '/backend/export/listHistoryExports',
      { paging: { page: 0, pageSize: 25 } },
      { cookie: anna.cookie },
    );
    expect(history.json<ListHistoryExportsResponse>().items).toMatchObject([
      { id: exportId, matchingRequests: [{ batchId, name: 'Messe', isDeleted: true }], fileAvailable: true },
    ]);
  });
});
