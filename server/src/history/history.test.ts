import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ExportHistoryItem, ListHistoryExportsResponse } from '@datacare/api-client/generated/types';
import { insertBatch, insertExport } from '../../test/history-fixtures.ts';
import {
  call,
  createTestApp,
  createTestClock,
  signedInUser,
  signIn,
  type TestClock,
} from '../../test/test-app.ts';
import { DEFAULT_PARSE_LIMITS } from '../imports/parse/types.ts';
import { openZip } from '../imports/parse/zip.ts';
import { toHistoryItem } from './service.ts';
import type { HistoryRow } from './storage.ts';

const DAY_MS = 24 * 60 * 60_000;

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function list(cookie: string, body: Record<string, unknown> = {}) {
  return call(
    app,
    '/backend/export/listHistoryExports',
    { paging: { page: 0, pageSize: 25 }, ...body },
    { cookie },
  );
}

async function listed(
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<ListHistoryExportsResponse> {
  const res = await list(cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListHistoryExportsResponse>();
}

function get(url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function unzip(body: Buffer): Map<string, Buffer> {
  const zip = openZip(body, DEFAULT_PARSE_LIMITS);
  return new Map(zip.entries.map((entry) => [entry.name, zip.read(entry)]));
}

describe('listHistoryExports', () => {
  it("lists the caller's own exports newest first, in the contract's shape", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas', name: 'Weber' });
    const batchId = await insertBatch(app, anna.user.id, { tag: 'Kunden Nord' });
    const older = await insertExport(app, {
      userId: anna.user.id,
      batchId,
      name: 'Kunden Nord',
      fileType: 'xlsx',
      createdAt: clock() - DAY_MS,
      numEntities: 42,
    });
    const newer = await insertExport(app, {
      userId: anna.user.id,
      batchId,
      name: 'Kunden Nord',
      fileName: 'Kunden Nord.csv',
    });
    await insertExport(app, { userId: jonas.user.id, name: 'Geheim von Jonas' });

    const page = await listed(anna.cookie);
    expect(page.totalCount).toBe(2);
    expect(page.filteredTotalCount).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([newer, older]);
    expect(page.items[1]).toEqual({
      id: older,
      userId: anna.user.id,
      userFullName: 'Anna Schmidt',
      matchingRequests: [{ batchId, name: 'Kunden Nord', isDeleted: false }],
      data: {
        time: Math.floor((clock() - DAY_MS) / 1000),
        name: 'Kunden Nord',
        file_name: 'Kunden Nord.xlsx',
        num_entities: 42,
        dsvgo_deleted: false,
        product: 'datacare',
        additional_info: JSON.stringify({ batchId }),
      },
      fileAvailable: true,
      fileExpiresAt: new Date(clock() - DAY_MS + 30 * DAY_MS).toISOString(),
    } satisfies ExportHistoryItem);

    // Jonas sees only his own; neither sees the other's.
    const his = await listed(jonas.cookie);
    expect(his.items.map((i) => i.data.name)).toEqual(['Geheim von Jonas']);
    expect(JSON.stringify(his)).not.toContain('Kunden Nord');
    expect((await list('')).statusCode).toBe(401);
  });

  it('pages on the server and sorts by time or name in both directions', async () => {
    const anna = await signedInUser(app);
    const names = ['Zahnärzte', 'ärzte Süd', 'Apotheken', 'Bäckereien', 'autohäuser'];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      ids.push(await insertExport(app, { userId: anna.user.id, name, createdAt: clock() + i * 60_000 }));
    }
    const names_ = (r: ListHistoryExportsResponse) => r.items.map((i) => i.data.name);
    const byTimeDesc = await listed(anna.cookie, { paging: { page: 0, pageSize: 2 } });
    expect(names_(byTimeDesc)).toEqual(['autohäuser', 'Bäckereien']);
    expect(byTimeDesc).toMatchObject({ totalCount: 5, filteredTotalCount: 5 });
    expect(names_(await listed(anna.cookie, { paging: { page: 2, pageSize: 2 } }))).toEqual(['Zahnärzte']);
    expect(names_(await listed(anna.cookie, { paging: { page: 3, pageSize: 2 } }))).toEqual([]);
    expect(
      names_(
        await listed(anna.cookie, {
          sorting: { field: 'time', order: 'asc' },
          paging: { page: 0, pageSize: 3 },
        }),
      ),
    ).toEqual(['Zahnärzte', 'ärzte Süd', 'Apotheken']);
    // German order: umlauts with their letter, case ignored (SQLite would put Ä after Z).
    expect(names_(await listed(anna.cookie, { sorting: { field: 'name', order: 'asc' } }))).toEqual([
      'Apotheken',
      'ärzte Süd',
      'autohäuser',
      'Bäckereien',
      'Zahnärzte',
    ]);
    expect(names_(await listed(anna.cookie, { sorting: { field: 'name', order: 'desc' } }))[0]).toBe(
      'Zahnärzte',
    );
  });

  it('searches name and file name, ignoring case in every language, with LIKE wildcards taken literally', async () => {
    const anna = await signedInUser(app);
    await insertExport(app, { userId: anna.user.id, name: 'ÄRZTE Nord', fileName: 'aerzte.xlsx' });
    await insertExport(app, { userId: anna.user.id, name: 'Kunden', fileName: 'crm_2026%.csv' });
    await insertExport(app, { userId: anna.user.id, name: 'Lieferanten', fileName: 'lieferanten.csv' });
    const search = async (searchterm: string) =>
      (await listed(anna.cookie, { filters: { searchterm } })).items.map((i) => i.data.name);
    expect(await search('ärzte')).toEqual(['ÄRZTE Nord']);
    expect(await search('AERZTE.X')).toEqual(['ÄRZTE Nord']);
    expect(await search('_2026%')).toEqual(['Kunden']);
    expect(await search('%')).toEqual(['Kunden']);
    expect(await search('  ')).toHaveLength(3);
    const found = await listed(anna.cookie, {
      filters: { searchterm: 'n' },
      paging: { page: 0, pageSize: 1 },
    });
    expect(found).toMatchObject({ totalCount: 3, filteredTotalCount: 3 });
    expect((await listed(anna.cookie, { filters: { searchterm: 'nichts' } })).filteredTotalCount).toBe(0);
  });

  it('marks the import deleted and keeps the export; lists unfinished ones on request only', async () => {
    const anna = await signedInUser(app);
    const batchId = await insertBatch(app, anna.user.id, { tag: 'Messe 2026' });
    const id = await insertExport(app, { userId: anna.user.id, batchId, name: 'Messe 2026' });
    const failed = await insertExport(app, {
      userId: anna.user.id,
      batchId,
      name: 'Messe 2026',
      status: 'failed',
    });
    expect(
      (await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie })).statusCode,
    ).toBe(200);
    const page = await listed(anna.cookie);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id,
      matchingRequests: [{ batchId, name: 'Messe 2026', isDeleted: true }],
      fileAvailable: true,
    });
    const every = await listed(anna.cookie, { filters: { status: 'all' } });
    expect(every.items.map((i) => [i.id, i.fileAvailable, i.fileExpiresAt])).toEqual([
      [failed, false, null],
      [id, true, expect.any(String)],
    ]);
    expect((await listed(anna.cookie, { filters: { status: 'failed' } })).items.map((i) => i.id)).toEqual([
      failed,
    ]);
    const other = await listed(anna.cookie, { filters: { matchingRequest: 'nicht-da' } });
    expect(other.items).toEqual([]);
    const bad = await list(anna.cookie, { filters: { status: 'verschickt' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toContain('filters.status');
  });

  it('shows an export of a removed user with the deleted-user marks', () => {
    const row = {
      id: 7,
      user_id: null,
      first_name: null,
      last_name: null,
      batch_id: null,
      batch_tag: null,
      batch_name: 'Altbestand',
      file_name: 'Altbestand.xlsx',
      created_at: '2026-01-01T00:00:00.000Z',
      num_entities: 3,
      product: 'datacare',
      additional_info: null,
      status: 'finished',
      stored_file: null,
      file_deleted_at: null,
      file_expires_at: null,
      finished_at: '2026-01-01T00:00:00.000Z',
    } as unknown as HistoryRow;
    expect(toHistoryItem(row, 30)).toMatchObject({
      userId: null,
      userFullName: null,
      matchingRequests: [],
      data: { dsvgo_deleted: true, additional_info: null },
      fileAvailable: false,
      fileExpiresAt: null,
    });
  });
});

describe('getHistoryExport', () => {
  it('downloads the file; another user or an unknown id gets 404, an expired file 410', async () => {
    const anna = await signedInUser(app, { language: 'en' });
    const jonas = await signedInUser(app);
    const id = await insertExport(app, {
      userId: anna.user.id,
      fileName: 'Kunden Süd.csv',
      content: 'Firma\r\nA\r\n',
    });
    const res = await get(`/backend/export/getHistoryExport?id=${id}`, anna.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Firma\r\nA\r\n');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Kunden%20S%C3%BCd.csv");

    for (const url of [
      `/backend/export/getHistoryExport?id=${id}`,
      '/backend/export/getHistoryExport?id=999999',
    ]) {
      const refused = await get(url, jonas.cookie);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('Firma');
    }
    expect((await get(`/backend/export/getHistoryExport?id=${id}`)).statusCode).toBe(401);
    const queued = await insertExport(app, { userId: anna.user.id, status: 'queued' });
    expect((await get(`/backend/export/getHistoryExport?id=${queued}`, anna.cookie)).statusCode).toBe(404);

    clock.advance(31 * DAY_MS);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(1);
    const cookie = await signIn(app, anna.email); // the session ran out meanwhile
    const gone = await get(`/backend/export/getHistoryExport?id=${id}`, cookie);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0]).toEqual({
      type: 'file_expired',
      message: 'The export file was deleted after the retention period. Please export the import again.',
    });
  });
});

describe('getHistoryExportsZip', () => {
  it('zips the selected exports, names the expired ones in LIESMICH.txt, and refuses foreign ids', async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app);
    const xlsx = Buffer.from('PK\u0003\u0004 not really a workbook, stored as it is');
    const big = 'Firma;Ort\r\n' + 'Müller GmbH;München\r\n'.repeat(20_000);
    const a = await insertExport(app, {
      userId: anna.user.id,
      name: 'Nord',
      fileType: 'xlsx',
      content: xlsx,
    });
    const b = await insertExport(app, { userId: anna.user.id, name: 'Süd', content: big });
    const same = await insertExport(app, { userId: anna.user.id, name: 'Süd', content: 'zweiter\r\n' });
    const old = await insertExport(app, {
      userId: anna.user.id,
      name: 'Alt',
      createdAt: clock() - 40 * DAY_MS,
    });
    await app.exportHistory.sweepExpiredFiles();
    const foreign = await insertExport(app, { userId: jonas.user.id, name: 'Jonas' });

    const res = await get(`/backend/export/getHistoryExportsZip?ids=${a},${b},${same},${old}`, anna.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('datacare-exporte-2026-03-02.zip');
    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['Nord.xlsx', 'Süd.csv', 'Süd (2).csv', 'LIESMICH.txt']);
    expect(files.get('Nord.xlsx')).toEqual(xlsx);
    expect(files.get('Süd.csv')!.toString('utf8')).toBe(big);
    expect(files.get('Süd (2).csv')!.toString('utf8')).toBe('zweiter\r\n');
    const readme = files.get('LIESMICH.txt')!.toString('utf8');
    expect(readme).toContain('Diese Exporte sind nicht im Archiv enthalten:');
    expect(readme).toContain('- Alt.csv (Export „Alt“ vom 21.01.2026, 10:00): Die Datei wurde nach Ablauf');
    // The csv is deflated: the archive is far smaller than its content.
    expect(res.rawPayload.length).toBeLessThan(big.length / 10);

    for (const ids of [`${a},${foreign}`, `${a},999999`]) {
      const refused = await get(`/backend/export/getHistoryExportsZip?ids=${ids}`, anna.cookie);
      expect(refused.statusCode, ids).toBe(404);
    }
    expect((await get(`/backend/export/getHistoryExportsZip?ids=${a}`, jonas.cookie)).statusCode).toBe(404);
    expect((await get(`/backend/export/getHistoryExportsZip?ids=1;2`, anna.cookie)).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const claire = await signedInUser(app, { language: 'fr' });
    const tooMany = await get(`/backend/export/getHistoryExportsZip?ids=${many}`, claire.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe('Au plus 500 exports peuvent être téléchargés à la fois.');
  });

  it('zips what the search finds, without ids; nothing of another user', async () => {
    const anna = await signedInUser(app, { language: 'en' });
    const jonas = await signedInUser(app);
    await insertExport(app, { userId: anna.user.id, name: 'Kunden Nord', content: 'nord' });
    await insertExport(app, { userId: anna.user.id, name: 'Kunden Süd', content: 'süd' });
    await insertExport(app, { userId: anna.user.id, name: 'Lieferanten', content: 'lief' });
    await insertExport(app, { userId: jonas.user.id, name: 'Kunden Jonas', content: 'jonas' });
    const res = await get('/backend/export/getHistoryExportsZip?searchterm=KUNDEN', anna.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('datacare-exports-2026-03-02.zip');
    const files = unzip(res.rawPayload);
    expect(new Map([...files].map(([k, v]) => [k, v.toString()]))).toEqual(
      new Map([
        ['Kunden Süd.csv', 'süd'],
        ['Kunden Nord.csv', 'nord'],
      ]),
    );
    const all = unzip((await get('/backend/export/getHistoryExportsZip', anna.cookie)).rawPayload);
    expect(all.size).toBe(3);
  });
});

describe('retention', () => {
  it('deletes files past their expiry, keeps the record and says so; not a day early', async () => {
    const anna = await signedInUser(app);
    const recorded = await insertExport(app, { userId: anna.user.id, name: 'Mit Ablauf' });
    // A record without an expiry is kept EXPORT_RETENTION_DAYS (30) after it finished.
    const unrecorded = await insertExport(app, {
      userId: anna.user.id,
      name: 'Ohne Ablauf',
      retentionDays: null,
    });
    const file = (id: number) => path.join(app.config.dataDir, 'exports', `${id}.csv`);
    clock.advance(30 * DAY_MS - 1);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(0);
    expect(existsSync(file(recorded)) && existsSync(file(unrecorded))).toBe(true);
    expect((await listed(await signIn(app, anna.email))).items.every((i) => i.fileAvailable)).toBe(true);

    clock.advance(1);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(2);
    expect(existsSync(file(recorded)) || existsSync(file(unrecorded))).toBe(false);
    const page = await listed(await signIn(app, anna.email));
    expect(page.items.map((i) => [i.data.name, i.fileAvailable, i.fileExpiresAt])).toEqual([
      ['Ohne Ablauf', false, '2026-04-01T09:00:00.000Z'],
      ['Mit Ablauf', false, '2026-04-01T09:00:00.000Z'],
    ]);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(0);
  });

  it('runs at start with the sweeps a running server starts', async () => {
    const anna = await signedInUser(app);
    const id = await insertExport(app, { userId: anna.user.id, createdAt: clock() - 31 * DAY_MS });
    app.exportHistory.startSweeps();
    await app.exportHistory.settled();
    expect(existsSync(path.join(app.config.dataDir, 'exports', `${id}.csv`))).toBe(false);
    expect((await get(`/backend/export/getHistoryExport?id=${id}`, anna.cookie)).statusCode).toBe(410);
  });

  it('sweeps in rounds when many files are due', async () => {
    const anna = await signedInUser(app);
    for (let i = 0; i < 230; i++) await insertExport(app, { userId: anna.user.id, content: `${i}` });
    clock.advance(31 * DAY_MS);
    expect(await app.exportHistory.sweepExpiredFiles()).toBe(230);
    const rest = await app.db
      .selectFrom('exports')
      .select('id')
      .where('file_deleted_at', 'is', null)
      .execute();
    expect(rest).toEqual([]);
  });
});
