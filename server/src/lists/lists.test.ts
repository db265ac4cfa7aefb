import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  CompanyListPage,
  ConnectFinishResult,
  ExportHistoryItem,
  ExportInfo,
  ExportStatus,
  HandleLinkResponse,
  ListHistoryExportsResponse,
  Quota,
  SafeCompanyIdsToTargetRedisResponse,
  TargetCompanyListsResponse,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, createTestClock, type TestClock } from '../../test/test-app.ts';
import { DEFAULT_PARSE_LIMITS } from '../imports/parse/types.ts';
import { openZip } from '../imports/parse/zip.ts';
import { insertMatchedBatch } from '../exports/testing.ts';
import { claimNextListChange, failListChange, queueListChange } from './changes.ts';
import { listMessages } from './messages.ts';
import { runChangeTask } from './task.ts';
import { COLUMNS, foreignList, MAPPING, ok, setupLists, type ListFixture } from './testing.ts';
import { dropFailingTrigger, installFailingTrigger } from '../../test/failing-trigger.ts';

let app: FastifyInstance;
let clock: TestClock;
let fx: ListFixture;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({ publicUrl: 'https://datacare.example' }, { clock });
});
afterEach(async () => {
  await app.close();
});

const post = (url: string, body: unknown, cookie: string) => call(app, url, body, { cookie });

function expectError(
  res: LightMyRequestResponse,
  status: number,
  type: string,
  text?: string | RegExp,
): void {
  expect(res.statusCode, res.body).toBe(status);
  const error = res.json<{ errors: { type: string; message: string }[] }>().errors[0]!;
  expect(error.type).toBe(type);
  if (text !== undefined) expect(error.message).toMatch(text);
}

async function page(
  cookie: string,
  listId: string,
  extra: Record<string, unknown> = {},
): Promise<CompanyListPage> {
  return ok<CompanyListPage>(
    app,
    '/backend/lists/getCompanyList',
    { listId, paging: { page: 0, pageSize: 100 }, ...extra },
    cookie,
  );
}

const memberIds = (p: CompanyListPage) => p.items.map((i) => i.id).sort();

async function history(cookie: string): Promise<ExportHistoryItem[]> {
  return (
    await ok<ListHistoryExportsResponse>(
      app,
      '/backend/export/listHistoryExports',
      { paging: { page: 0, pageSize: 100 }, filters: { status: 'all' } },
      cookie,
    )
  ).items;
}

async function listsOf(cookie: string) {
  return (await ok<TargetCompanyListsResponse>(app, '/backend/profiles/getTargetCompanyLists', {}, cookie))
    .items;
}

async function newList(cookie: string, companyListName = 'Messe Hannover 2026', batchId = 'batch1') {
  const { redirectUrl } = await ok<{ redirectUrl: string }>(
    app,
    '/backend/profiles/createCompanyListFromMatches',
    { batchId, companyListName },
    cookie,
  );
  return { redirectUrl, id: redirectUrl.split('/').pop()! };
}

/** Everything of the other user the tests must leave alone: their lists with members, their history. */
async function othersData() {
  const lists = await app.db
    .selectFrom('company_lists')
    .selectAll()
    .where('owner_id', '=', fx.other.user.id)
    .orderBy('id')
    .execute();
  const members = await app.db
    .selectFrom('company_list_members')
    .innerJoin('company_lists', 'company_lists.id', 'company_list_members.list_id')
    .select(['company_list_members.list_id', 'company_list_members.provider_id'])
    .where('company_lists.owner_id', '=', fx.other.user.id)
    .orderBy('provider_id')
    .execute();
  const batch = await app.db.selectFrom('import_batches').select('id').where('id', '=', 'fremd').execute();
  return { lists, members, history: await history(fx.other.cookie), batch };
}

describe('target 1 lists (profiles)', () => {
  beforeEach(async () => {
    fx = await setupLists(app);
  });

  it("creates a list of the batch's exported companies and opens it at PUBLIC_URL/lists/<id>", async () => {
    const { redirectUrl, id } = await newList(fx.owner.cookie);
    expect(redirectUrl).toMatch(/^https:\/\/datacare\.example\/lists\/\d+$/);
    const listed = await page(fx.owner.cookie, id);
    expect(listed.list).toMatchObject({ id, name: 'Messe Hannover 2026', kind: 'target1' });
    // Each company once (P1 is on two rows), locked P4 included, rejected/undecided rows left out.
    expect(memberIds(listed)).toEqual(['P1', 'P2', 'P3', 'P4']);
    // The provider's current data (P1 renamed since matching), the snapshot for P3 (left the
    // company database), nothing for the locked Swiss P4.
    expect(listed.items.map((i) => [i.id, i.isUnlocked, i.company_name, i.status])).toEqual([
      ['P1', true, 'Alpha Software GmbH', 'active'],
      ['P2', true, 'Beta AG', 'in_liquidation'],
      ['P3', true, 'Gamma KG', null],
      ['P4', false, null, null],
    ]);
    expect(await listsOf(fx.owner.cookie)).toEqual([{ id, name: 'Messe Hannover 2026' }]);
  });

  it("lists the caller's own target 1 lists by name, never target 2 ones or another user's", async () => {
    await newList(fx.owner.cookie, 'Zahnärzte Süd');
    await newList(fx.owner.cookie, 'Ärzte Nord');
    await newList(fx.owner.cookie, 'Bäckereien');
    await ok(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: false },
      fx.owner.cookie,
    );
    await foreignList(app, fx);
    expect((await listsOf(fx.owner.cookie)).map((l) => l.name)).toEqual([
      'Ärzte Nord',
      'Bäckereien',
      'Zahnärzte Süd',
    ]);
    expect((await listsOf(fx.other.cookie)).map((l) => l.name)).toEqual(['Geheim']);
    expect((await call(app, '/backend/profiles/getTargetCompanyLists', {})).statusCode).toBe(401);
  });

  it('checks the list name: 3 to 400 characters, blanks do not count', async () => {
    const create = (companyListName: string) =>
      post(
        '/backend/profiles/createCompanyListFromMatches',
        { batchId: 'batch1', companyListName },
        fx.owner.cookie,
      );
    expectError(
      await create('ab'),
      400,
      'validation_error',
      /„companyListName“ muss mindestens 3 Zeichen lang sein/,
    );
    expectError(await create('x'.repeat(401)), 400, 'validation_error', /höchstens 400 Zeichen/);
    expectError(await create('   '), 400, 'validation_error', /mindestens 3 Zeichen/);
    expect((await create('x'.repeat(400))).statusCode).toBe(200);
    expect((await create('  abc  ')).statusCode).toBe(200);
    expect((await listsOf(fx.owner.cookie)).map((l) => l.name).sort()).toEqual(['abc', 'x'.repeat(400)]);
  });

  it('adds to an existing list: companies not on it yet count, a second time none', async () => {
    const { id } = await newList(fx.owner.cookie);
    await app.db.deleteFrom('company_list_members').where('provider_id', 'in', ['P2', 'P3']).execute();
    const add = () =>
      ok<ConnectFinishResult>(
        app,
        '/backend/profiles/addCompaniesToCompanyList',
        { batchId: 'batch1', listId: id, deleteImport: false },
        fx.owner.cookie,
      );
    expect(await add()).toEqual({
      type: 'add',
      listId: id,
      listName: 'Messe Hannover 2026',
      listUrl: `https://datacare.example/lists/${id}`,
      numCompaniesModified: 2,
      numCompaniesMatched: 4,
      newlyCreated: false,
    });
    expect(await add()).toMatchObject({ numCompaniesModified: 0, numCompaniesMatched: 4 });
    expect(memberIds(await page(fx.owner.cookie, id))).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it("removes the batch's companies from a list: those that were on it count", async () => {
    const { id } = await newList(fx.owner.cookie);
    await app.db.deleteFrom('company_list_members').where('provider_id', '=', 'P4').execute();
    const remove = () =>
      ok<ConnectFinishResult>(
        app,
        '/backend/profiles/removeCompaniesFromCompanyList',
        { batchId: 'batch1', listId: id, deleteImport: false },
        fx.owner.cookie,
      );
    expect(await remove()).toMatchObject({
      type: 'remove',
      listId: id,
      numCompaniesModified: 3,
      numCompaniesMatched: 4,
    });
    expect(await remove()).toMatchObject({ numCompaniesModified: 0 });
    expect((await page(fx.owner.cookie, id)).totalCount).toBe(0);
  });

  it('renames a list (3 to 400 characters)', async () => {
    const { id } = await newList(fx.owner.cookie);
    const rename = (listName: string) =>
      post(
        '/backend/profiles/renameCompanyList',
        { batchId: 'batch1', listId: id, listName },
        fx.owner.cookie,
      );
    const res = await rename('  Messe Köln  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ listName: 'Messe Köln' });
    expect(await listsOf(fx.owner.cookie)).toEqual([{ id, name: 'Messe Köln' }]);
    expectError(await rename('K'), 400, 'validation_error', /mindestens 3 Zeichen/);
    expectError(await rename('K'.repeat(401)), 400, 'validation_error', /höchstens 400 Zeichen/);
  });

  it('needs target 1 access for every target 1 call: 403 forbidden, nothing changes', async () => {
    const { id } = await newList(fx.owner.cookie);
    await app.db.updateTable('users').set({ target1_access: 0 }).where('id', '=', fx.owner.user.id).execute();
    const calls: [string, unknown][] = [
      ['/backend/profiles/getTargetCompanyLists', {}],
      [
        '/backend/profiles/createCompanyListFromMatches',
        { batchId: 'batch1', companyListName: 'Neue Liste' },
      ],
      ['/backend/profiles/addCompaniesToCompanyList', { batchId: 'batch1', listId: id, deleteImport: true }],
      [
        '/backend/profiles/removeCompaniesFromCompanyList',
        { batchId: 'batch1', listId: id, deleteImport: true },
      ],
      ['/backend/profiles/renameCompanyList', { batchId: 'batch1', listId: id, listName: 'Anders' }],
    ];
    for (const [url, body] of calls) {
      expectError(
        await post(url, body, fx.owner.cookie),
        403,
        'forbidden',
        'Ihr Konto hat keinen Zugang zu TARGET 1.',
      );
    }
    expectError(
      await call(app, '/backend/profiles/getTargetCompanyLists?lang=en', {}, { cookie: fx.owner.cookie }),
      403,
      'forbidden',
      'Your account has no access to TARGET 1.',
    );
    const kept = await page(fx.owner.cookie, id);
    expect(kept.list.name).toBe('Messe Hannover 2026');
    expect(kept.totalCount).toBe(4);
    expect(
      await app.db.selectFrom('import_batches').select('id').where('id', '=', 'batch1').execute(),
    ).toHaveLength(1);
    expect(await app.db.selectFrom('company_lists').select('id').execute()).toHaveLength(1);
  });

  it('answers 412 matching_not_finished before matching has finished', async () => {
    await app.db
      .updateTable('match_jobs')
      .set({ status: 'running' })
      .where('batch_id', '=', 'batch1')
      .execute();
    expectError(
      await post(
        '/backend/profiles/createCompanyListFromMatches',
        { batchId: 'batch1', companyListName: 'Zu früh' },
        fx.owner.cookie,
      ),
      412,
      'matching_not_finished',
      /erst danach in eine Liste/,
    );
    expect(await app.db.selectFrom('company_lists').select('id').execute()).toHaveLength(0);
    expect(await history(fx.owner.cookie)).toHaveLength(0);
  });

  it("answers 404 for another user's batch or list on every call and leaves their data unchanged", async () => {
    const mine = await newList(fx.owner.cookie);
    const theirs = await foreignList(app, fx);
    const before = await othersData();
    const calls: [string, unknown][] = [
      ['/backend/profiles/createCompanyListFromMatches', { batchId: 'fremd', companyListName: 'Geklaut' }],
      [
        '/backend/profiles/addCompaniesToCompanyList',
        { batchId: 'fremd', listId: mine.id, deleteImport: true },
      ],
      [
        '/backend/profiles/addCompaniesToCompanyList',
        { batchId: 'batch1', listId: theirs.listId, deleteImport: false },
      ],
      [
        '/backend/profiles/removeCompaniesFromCompanyList',
        { batchId: 'fremd', listId: mine.id, deleteImport: true },
      ],
      [
        '/backend/profiles/removeCompaniesFromCompanyList',
        { batchId: 'batch1', listId: theirs.listId, deleteImport: false },
      ],
      ['/backend/profiles/renameCompanyList', { batchId: 'fremd', listId: mine.id, listName: 'Geklaut' }],
      [
        '/backend/profiles/renameCompanyList',
        { batchId: 'batch1', listId: theirs.listId, listName: 'Geklaut' },
      ],
      ['/backend/profiles/safeCompanyIdsToTargetRedis', { batchId: 'fremd', shouldCreateLoginLink: false }],
      ['/backend/lists/addCompaniesToCompanyList', { batchId: 'fremd', deleteImport: true }],
      ['/backend/lists/addCompaniesToCompanyList', { batchId: 'fremd', listId: mine.id, deleteImport: true }],
      [
        '/backend/lists/addCompaniesToCompanyList',
        { batchId: 'batch1', listId: theirs.listId, deleteImport: false },
      ],
      [
        '/backend/lists/removeCompaniesFromCompanyList',
        { batchId: 'fremd', listId: mine.id, deleteImport: true },
      ],
      [
        '/backend/lists/removeCompaniesFromCompanyList',
        { batchId: 'batch1', listId: theirs.listId, deleteImport: false },
      ],
      ['/backend/lists/renameCompanyList', { batchId: 'fremd', listId: mine.id, listName: 'Geklaut' }],
      ['/backend/lists/renameCompanyList', { batchId: 'batch1', listId: theirs.listId, listName: 'Geklaut' }],
      ['/backend/lists/getCompanyList', { listId: theirs.listId, paging: { page: 0, pageSize: 10 } }],
      // Unknown ids and ids that are no list number at all.
      [
        '/backend/profiles/addCompaniesToCompanyList',
        { batchId: 'batch1', listId: '999999', deleteImport: false },
      ],
      ['/backend/lists/renameCompanyList', { batchId: 'batch1', listId: 'abc', listName: 'Geklaut' }],
      ['/backend/lists/getCompanyList', { listId: '0', paging: { page: 0, pageSize: 10 } }],
      ['/backend/profiles/createCompanyListFromMatches', { batchId: 'unbekannt', companyListName: 'Nichts' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, body, fx.owner.cookie);
      expectError(res, 404, 'not_found', 'Nicht gefunden.');
      expect(res.body, url).not.toContain('Geheim');
    }
    expect(await othersData()).toEqual(before);
    // Nothing of the owner changed either: one list, four companies, one history entry.
    expect(await listsOf(fx.owner.cookie)).toEqual([{ id: mine.id, name: 'Messe Hannover 2026' }]);
    expect((await page(fx.owner.cookie, mine.id)).totalCount).toBe(4);
    expect(await history(fx.owner.cookie)).toHaveLength(1);
  });

  it('uses no quota: nothing charged, the export info and status unchanged', async () => {
    const quota = () => ok<Quota>(app, '/backend/quota/getUserQuotaInfo', {}, fx.owner.cookie);
    const info = () =>
      ok<ExportInfo>(app, '/backend/export/getExportInfo', { batchId: 'batch1' }, fx.owner.cookie);
    const before = { quota: await quota(), info: await info() };
    const { id } = await newList(fx.owner.cookie);
    await ok(
      app,
      '/backend/profiles/addCompaniesToCompanyList',
      { batchId: 'batch1', listId: id, deleteImport: false },
      fx.owner.cookie,
    );
    await ok(
      app,
      '/backend/lists/addCompaniesToCompanyList',
      { batchId: 'batch1', deleteImport: false },
      fx.owner.cookie,
    );
    await ok(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: true },
      fx.owner.cookie,
    );
    expect(await quota()).toEqual(before.quota);
    expect(await info()).toEqual(before.info);
    expect((await info()).numberOfAlreadyCharged).toBe(0);
    expect(await app.db.selectFrom('export_charges').selectAll().execute()).toEqual([]);
    // The batch's file export status knows nothing of list exports.
    const status = await ok<ExportStatus>(
      app,
      '/backend/export/getExportStatus',
      { batchId: 'batch1' },
      fx.owner.cookie,
    );
    expect(status).toMatchObject({ state: 'none', exportId: null, numCharged: 0 });
    expect((await history(fx.owner.cookie)).every((item) => item.fileAvailable === false)).toBe(true);
  });
});

describe('target 2 hand-over', () => {
  it('hands the companies over as a target 2 list named after the tag and opens it', async () => {
    fx = await setupLists(app);
    const answer = await ok<SafeCompanyIdsToTargetRedisResponse>(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: true },
      fx.owner.cookie,
    );
    expect(answer.hasTargetAccess).toBe(true);
    expect(answer.redirectUrl).toMatch(/^https:\/\/datacare\.example\/lists\/\d+$/);
    const id = answer.redirectUrl!.split('/').pop()!;
    const listed = await page(fx.owner.cookie, id);
    expect(listed.list).toMatchObject({ name: 'Kunden März', kind: 'target2' });
    expect(memberIds(listed)).toEqual(['P1', 'P2', 'P3', 'P4']);
    const [item] = await history(fx.owner.cookie);
    expect(item!.data).toMatchObject({ product: 'target2', num_entities: 4, name: 'Kunden März' });
    expect(JSON.parse(item!.data.additional_info!)).toEqual({ batchId: 'batch1', query: id });
  });

  it('answers hasTargetAccess false without target 2 access and changes nothing', async () => {
    fx = await setupLists(app, { target2: false });
    const res = await post(
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: false },
      fx.owner.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasTargetAccess: false, redirectUrl: null });
    expect(await app.db.selectFrom('company_lists').select('id').execute()).toHaveLength(0);
    expect(await history(fx.owner.cookie)).toHaveLength(0);
    // Another user's batch is still 404, whatever the access.
    expectError(
      await post(
        '/backend/profiles/safeCompanyIdsToTargetRedis',
        { batchId: 'fremd', shouldCreateLoginLink: false },
        fx.owner.cookie,
      ),
      404,
      'not_found',
    );
  });

  it('needs finished matching (412)', async () => {
    fx = await setupLists(app);
    await app.db
      .updateTable('match_jobs')
      .set({ status: 'queued' })
      .where('batch_id', '=', 'batch1')
      .execute();
    expectError(
      await post(
        '/backend/profiles/safeCompanyIdsToTargetRedis',
        { batchId: 'batch1', shouldCreateLoginLink: false },
        fx.owner.cookie,
      ),
      412,
      'matching_not_finished',
    );
  });
});

describe('the connect flow (lists)', () => {
  beforeEach(async () => {
    fx = await setupLists(app, { target1: false, target2: false });
  });

  const finish = (mode: 'add' | 'remove', body: Record<string, unknown>) =>
    post(
      mode === 'add'
        ? '/backend/lists/addCompaniesToCompanyList'
        : '/backend/lists/removeCompaniesFromCompanyList',
      { batchId: 'batch1', deleteImport: false, ...body },
      fx.owner.cookie,
    );

  it('adds to a new list named after the tag without a list id, then to that list: modified 0', async () => {
    const first = await finish('add', {});
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<ConnectFinishResult>();
    expect(created).toMatchObject({
      type: 'add',
      listName: 'Kunden März',
      numCompaniesModified: 4,
      numCompaniesMatched: 4,
      newlyCreated: true,
    });
    expect(created.listId).toMatch(/^\d+$/);
    expect(created.listUrl).toBe(`https://datacare.example/lists/${created.listId}`);
    const again = (await finish('add', { listId: created.listId })).json<ConnectFinishResult>();
    expect(again).toEqual({ ...created, numCompaniesModified: 0, newlyCreated: false });

    const removed = (await finish('remove', { listId: created.listId })).json<ConnectFinishResult>();
    expect(removed).toMatchObject({
      type: 'remove',
      numCompaniesModified: 4,
      numCompaniesMatched: 4,
      newlyCreated: false,
    });
    expect(
      (await finish('remove', { listId: created.listId })).json<ConnectFinishResult>().numCompaniesModified,
    ).toBe(0);

    const items = await history(fx.owner.cookie);
    expect(items.map((i) => i.data.product)).toEqual(['connect', 'connect', 'connect', 'connect']);
    expect(items.map((i) => JSON.parse(i.data.additional_info!))).toEqual(
      Array(4).fill({ batchId: 'batch1', ngProfileId: Number(created.listId) }),
    );
  });

  it('needs a list id to remove (400 validation_error)', async () => {
    expectError(
      await finish('remove', {}),
      400,
      'validation_error',
      'Die Anfrage ist ungültig: Feld „listId“ fehlt',
    );
    expect(await history(fx.owner.cookie)).toHaveLength(0);
  });

  it('deletes the import afterwards when asked; the list and the history entry stay', async () => {
    const res = await finish('add', { deleteImport: true });
    expect(res.statusCode, res.body).toBe(200);
    const { listId } = res.json<ConnectFinishResult>();
    expectError(
      await post('/backend/import/getImportName', { batchId: 'batch1' }, fx.owner.cookie),
      404,
      'not_found',
    );
    expect(
      await app.db.selectFrom('match_candidates').select('row_id').where('batch_id', '=', 'batch1').execute(),
    ).toEqual([]);
    expect((await page(fx.owner.cookie, listId)).totalCount).toBe(4);
    const [item] = await history(fx.owner.cookie);
    expect(item!.data).toMatchObject({ product: 'connect', name: 'Kunden März', num_entities: 4 });
    // The entry still names its import, now deleted.
    expect(item!.matchingRequests).toEqual([{ batchId: 'batch1', name: 'Kunden März', isDeleted: true }]);
  });

  it('renames the list from the finish screen; an empty or short name is refused', async () => {
    const { listId } = (await finish('add', {})).json<ConnectFinishResult>();
    const rename = (listName: string) =>
      post('/backend/lists/renameCompanyList', { batchId: 'batch1', listId, listName }, fx.owner.cookie);
    expect((await rename('Kunden Nord')).json()).toEqual({ listName: 'Kunden Nord' });
    expect((await page(fx.owner.cookie, listId)).list.name).toBe('Kunden Nord');
    expectError(await rename(''), 400, 'validation_error');
    expectError(await rename('  a '), 400, 'validation_error', /mindestens 3 Zeichen/);
  });

  it('names a list of a short tag "Import <tag>" (names have at least 3 characters)', async () => {
    await app.db.updateTable('import_batches').set({ tag: 'AB' }).where('id', '=', 'batch1').execute();
    expect((await finish('add', {})).json<ConnectFinishResult>().listName).toBe('Import AB');
  });
});

describe('the exports list: history entries and their links', () => {
  beforeEach(async () => {
    fx = await setupLists(app);
  });

  it('writes a finished entry without a file per list export, with product and additional_info', async () => {
    const { id } = await newList(fx.owner.cookie);
    await ok(
      app,
      '/backend/profiles/removeCompaniesFromCompanyList',
      { batchId: 'batch1', listId: id, deleteImport: false },
      fx.owner.cookie,
    );
    const items = await history(fx.owner.cookie);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({
        userId: fx.owner.user.id,
        // The import the companies came from (batch_id is set on list entries).
        matchingRequests: [{ batchId: 'batch1', name: 'Kunden März', isDeleted: false }],
        fileAvailable: false,
        fileExpiresAt: null,
        data: { product: 'target', name: 'Kunden März', file_name: 'Messe Hannover 2026', num_entities: 4 },
      });
      expect(JSON.parse(item.data.additional_info!)).toEqual({ batchId: 'batch1', ngProfileId: Number(id) });
    }
    // The default list (finished exports) shows them too.
    const listed = await ok<ListHistoryExportsResponse>(
      app,
      '/backend/export/listHistoryExports',
      { paging: { page: 0, pageSize: 25 } },
      fx.owner.cookie,
    );
    expect(listed.totalCount).toBe(2);
  });

  it('has no file to download, and a zip names it in LIESMICH.txt', async () => {
    await newList(fx.owner.cookie);
    const [item] = await history(fx.owner.cookie);
    const download = await app.inject({
      method: 'GET',
      url: `/backend/export/getHistoryExport?id=${item!.id}`,
      headers: { cookie: fx.owner.cookie },
    });
    expectError(download, 404, 'not_found');
    const zip = await app.inject({
      method: 'GET',
      url: `/backend/export/getHistoryExportsZip?ids=${item!.id}`,
      headers: { cookie: fx.owner.cookie },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const archive = openZip(zip.rawPayload, DEFAULT_PARSE_LIMITS);
    expect(archive.entries.map((e) => e.name)).toEqual(['LIESMICH.txt']);
    const readme = archive.read(archive.entries[0]!).toString('utf8');
    expect(readme).toContain('Messe Hannover 2026 (Export „Kunden März“');
    expect(readme).toContain('Ein Export in eine Firmenliste oder an TARGET 2 hat keine Datei.');
  });

  it("links target and connect references to the caller's own list only", async () => {
    const { id, redirectUrl } = await newList(fx.owner.cookie);
    const theirs = await foreignList(app, fx);
    const link = (kind: 'Target' | 'Connect', additionalInfo: object, cookie = fx.owner.cookie) =>
      ok<HandleLinkResponse>(app, `/backend/export/handle${kind}Link`, { additionalInfo }, cookie);
    for (const kind of ['Target', 'Connect'] as const) {
      expect(await link(kind, { batchId: 'batch1', ngProfileId: Number(id) })).toEqual({ redirectUrl });
      expect(await link(kind, { batchId: 'batch1', ngProfileId: 0 })).toEqual({ redirectUrl: null });
      expect(await link(kind, { batchId: 'batch1' })).toEqual({ redirectUrl: null });
      expect(await link(kind, { ngProfileId: Number(theirs.listId) })).toEqual({ redirectUrl: null });
      expect(await link(kind, { ngProfileId: 987654 })).toEqual({ redirectUrl: null });
      // The other user gets nothing of the owner's list.
      expect(await link(kind, { ngProfileId: Number(id) }, fx.other.cookie)).toEqual({ redirectUrl: null });
    }
  });

  it("links a target 2 reference with target 2 access, to the caller's own hand-over only", async () => {
    const mine = await ok<SafeCompanyIdsToTargetRedisResponse>(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: false },
      fx.owner.cookie,
    );
    const query = mine.redirectUrl!.split('/').pop()!;
    const link = (additionalInfo: object, cookie = fx.owner.cookie) =>
      ok<HandleLinkResponse>(app, '/backend/export/handleTarget2Link', { additionalInfo }, cookie);
    expect(await link({ batchId: 'batch1', query })).toEqual({
      redirectUrl: null,
      hasTarget2Access: true,
      target2Link: mine.redirectUrl,
    });
    expect(await link({ batchId: 'batch1' })).toEqual({
      redirectUrl: null,
      hasTarget2Access: true,
      target2Link: null,
    });
    expect(await link({ query }, fx.other.cookie)).toEqual({
      redirectUrl: null,
      hasTarget2Access: true,
      target2Link: null,
    });
    // A target 1 list is no hand-over.
    const { id } = await newList(fx.owner.cookie);
    expect((await link({ query: id })).target2Link).toBeNull();
    await app.db.updateTable('users').set({ target2_access: 0 }).where('id', '=', fx.owner.user.id).execute();
    expect(await link({ query })).toEqual({ redirectUrl: null, hasTarget2Access: false, target2Link: null });
  });
});

describe('list changes are jobs: one transaction, nothing half-written', () => {
  beforeEach(async () => {
    fx = await setupLists(app);
  });

  /** Makes the job's history insert fail, inside the transaction that changed the list already. */
  const refuseHistory = () =>
    installFailingTrigger(app.db, {
      name: 'refuse_list_history',
      table: 'exports',
      event: 'insert',
      when: "new.product <> 'datacare'",
      message: 'history entry refused',
    });

  it('a failed job writes neither the list, its members nor the history entry, and says so', async () => {
    const { id } = await newList(fx.owner.cookie);
    await app.db.deleteFrom('company_list_members').where('provider_id', 'in', ['P2', 'P3']).execute();
    const before = await app.db.selectFrom('company_lists').selectAll().orderBy('id').execute();
    await refuseHistory();

    const calls: [string, unknown][] = [
      [
        '/backend/profiles/createCompanyListFromMatches',
        { batchId: 'batch1', companyListName: 'Neue Liste' },
      ],
      ['/backend/profiles/addCompaniesToCompanyList', { batchId: 'batch1', listId: id, deleteImport: true }],
      [
        '/backend/profiles/removeCompaniesFromCompanyList',
        { batchId: 'batch1', listId: id, deleteImport: false },
      ],
      ['/backend/lists/addCompaniesToCompanyList', { batchId: 'batch1', deleteImport: true }],
      ['/backend/lists/addCompaniesToCompanyList', { batchId: 'batch1', listId: id, deleteImport: false }],
      ['/backend/profiles/safeCompanyIdsToTargetRedis', { batchId: 'batch1', shouldCreateLoginLink: false }],
    ];
    for (const [url, body] of calls) {
      expectError(
        await post(url, body, fx.owner.cookie),
        500,
        'list_change_failed',
        'Die Firmenliste konnte nicht geändert werden; es wurde nichts geändert. Bitte versuchen Sie es erneut.',
      );
    }
    expectError(
      await call(app, `${calls[1]![0]}?lang=en`, calls[1]![1], { cookie: fx.owner.cookie }),
      500,
      'list_change_failed',
      'The company list could not be changed; nothing was changed. Please try again.',
    );
    // No new list, the list's members and time as they were, one history entry (the first list's),
    // the import not deleted, no job record left behind.
    expect(await app.db.selectFrom('company_lists').selectAll().orderBy('id').execute()).toEqual(before);
    expect(memberIds(await page(fx.owner.cookie, id))).toEqual(['P1', 'P4']);
    expect(await history(fx.owner.cookie)).toHaveLength(1);
    expect(
      await app.db.selectFrom('import_batches').select('id').where('id', '=', 'batch1').execute(),
    ).toHaveLength(1);
    expect(await app.db.selectFrom('list_changes').selectAll().execute()).toEqual([]);

    // The next change, once the fault is gone, goes through.
    await dropFailingTrigger(app.db, { name: 'refuse_list_history', table: 'exports' });
    expect(
      await ok<ConnectFinishResult>(
        app,
        '/backend/profiles/addCompaniesToCompanyList',
        { batchId: 'batch1', listId: id, deleteImport: false },
        fx.owner.cookie,
      ),
    ).toMatchObject({ numCompaniesModified: 2, numCompaniesMatched: 4 });
    expect(await history(fx.owner.cookie)).toHaveLength(2);
  });

  it('the job refuses a change whose import or list went away meanwhile, writing nothing', async () => {
    const { id } = await newList(fx.owner.cookie);
    const members = () =>
      app.db
        .selectFrom('company_list_members')
        .selectAll()
        .where('list_id', '=', Number(id))
        .orderBy('provider_id')
        .execute();
    const before = await members();
    const now = new Date(clock()).toISOString();
    const running = async (values: { batchId: string; listId: string }) => {
      await queueListChange(app.db, {
        userId: fx.owner.user.id,
        action: 'add',
        product: 'connect',
        now,
        ...values,
      });
      return (await claimNextListChange(app.db, now))!;
    };
    const task = (changeId: number) =>
      runChangeTask(app.db, { changeId, now, publicUrl: 'https://datacare.example' });

    // Another user's list (the request checked it; the job checks again).
    const theirs = await foreignList(app, fx);
    expect(await task((await running({ batchId: 'batch1', listId: theirs.listId })).id)).toEqual({
      outcome: 'refused',
      error: 'not_found',
    });
    // A change no longer running (recovered and failed elsewhere): nothing.
    const recovered = await running({ batchId: 'batch1', listId: id });
    await failListChange(app.db, recovered.id, { type: 'failed', error: 'test' }, now);
    expect(await task(recovered.id)).toEqual({ outcome: 'gone' });
    // The import deleted after the request checked it.
    const orphan = await running({ batchId: 'batch1', listId: id });
    await app.db.deleteFrom('import_batches').where('id', '=', 'batch1').execute();
    expect(await task(orphan.id)).toEqual({ outcome: 'refused', error: 'not_found' });

    expect(await members()).toEqual(before);
    expect(await history(fx.owner.cookie)).toHaveLength(1);
  });
});

describe("the batch's file export and its list exports", () => {
  beforeEach(async () => {
    fx = await setupLists(app);
  });

  const exportBody = {
    batchId: 'batch1',
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 5,
  };
  const exportStatus = () =>
    ok<ExportStatus>(app, '/backend/export/getExportStatus', { batchId: 'batch1' }, fx.owner.cookie);
  const exportFile = () =>
    app.inject({
      method: 'GET',
      url: '/backend/export/getExportFile?id=batch1&exportFileType=xlsx',
      headers: { cookie: fx.owner.cookie },
    });

  it('status, file and mail still mean the file export after list exports of the batch', async () => {
    // Before any file export, list exports leave the batch without one.
    await newList(fx.owner.cookie, 'Vorher');
    expect(await exportStatus()).toMatchObject({ state: 'none', exportId: null });
    expectError(await exportFile(), 404, 'not_found');
    expectError(
      await post('/backend/export/sendExportViaMail', { batchId: 'batch1' }, fx.owner.cookie),
      400,
      'no_export_to_mail',
    );

    const started = await ok<ExportStatus>(app, '/backend/export/exportMatches', exportBody, fx.owner.cookie);
    await app.jobs.idle();
    const file = await exportStatus();
    expect(file).toMatchObject({
      state: 'finished',
      exportId: started.exportId,
      fileName: 'Kunden März.xlsx',
    });

    // Lists after the file export: their history entries are newer, with the same batch id.
    const { id } = await newList(fx.owner.cookie, 'Nachher');
    await ok(
      app,
      '/backend/lists/addCompaniesToCompanyList',
      { batchId: 'batch1', listId: id, deleteImport: false },
      fx.owner.cookie,
    );
    await ok(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: false },
      fx.owner.cookie,
    );
    expect(await exportStatus()).toEqual(file);
    const download = await exportFile();
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const mailed = await ok<ExportStatus>(
      app,
      '/backend/export/sendExportViaMail',
      { batchId: 'batch1' },
      fx.owner.cookie,
    );
    expect(mailed).toMatchObject({ exportId: started.exportId, pressedSendMail: true });
    await app.exportHistory.settled();
    // A new file export may start: the list entries are no active export of the batch.
    const again = await call(app, '/backend/export/exportMatches', exportBody, { cookie: fx.owner.cookie });
    expect(again.statusCode, again.body).toBe(200);
    await app.jobs.idle();

    // Every entry names the import, and the exports list filters all of them by it.
    const items = await history(fx.owner.cookie);
    expect(items.map((i) => i.data.product).sort()).toEqual(
      ['datacare', 'datacare', 'target', 'target', 'target2', 'connect'].sort(),
    );
    for (const item of items) {
      expect(item.matchingRequests).toEqual([{ batchId: 'batch1', name: 'Kunden März', isDeleted: false }]);
    }
    const filtered = await ok<ListHistoryExportsResponse>(
      app,
      '/backend/export/listHistoryExports',
      { paging: { page: 0, pageSize: 100 }, filters: { status: 'all', matchingRequest: 'batch1' } },
      fx.owner.cookie,
    );
    expect(filtered.totalCount).toBe(6);
  });
});

describe('the list page (getCompanyList)', () => {
  /** Companies of a second import: names that sort differently folded than in bytes, two of them locked. */
  const PAGE_COMPANIES: [string, string, string, string][] = [
    // provider id, name, zip, city
    ['L01', 'Zahnarztpraxis Weber', '20095', 'Hamburg'],
    ['L02', 'Ärztehaus am Markt', '80331', 'München'],
    ['L03', 'apotheke am see', '01067', 'Dresden'],
    ['L04', 'Bäckerei Müller', '10115', 'Berlin'],
    ['L05', 'Müller & Söhne KG', '50667', 'Köln'],
    ['L06', 'Baumarkt Nord', '24103', 'Kiel'],
    ['L07', 'Straßenbau Süd GmbH', '70173', 'Stuttgart'],
    ['L08', 'Café 100% Bio', '04109', 'Leipzig'],
    ['L09', 'Geheimfirma Müller AG', '8001', 'Zürich'],
    ['L10', 'Uhrmacher Berlin AG', '3011', 'Bern'],
  ];
  const LOCKED = new Set(['L09', 'L10']);
  let listId: string;

  beforeEach(async () => {
    fx = await setupLists(app, { companies: false });
    const { writeTestCompanies, testCompany } = await import('../exports/testing.ts');
    await writeTestCompanies(
      app.config.dataDir,
      PAGE_COMPANIES.map(([id, name, zip, location]) =>
        testCompany(id, {
          company_name: name,
          zip,
          location,
          street: `Hauptstraße ${id.slice(1)}`,
          url: `https://${id.toLowerCase()}.example`,
          ...(LOCKED.has(id) && { country_code: 'CH', data_pack: 'CH', country: 'Schweiz' }),
        }),
      ),
    );
    await insertMatchedBatch(app.db, {
      id: 'seite',
      userId: fx.owner.user.id,
      tag: 'Seite',
      columns: COLUMNS,
      mapping: MAPPING,
      rows: PAGE_COMPANIES.map(([id, name, zip, location]) => ({
        cells: [name, zip, location],
        entries: [
          {
            providerId: id,
            probability: 0.95,
            dataPack: LOCKED.has(id) ? 'CH' : 'DE',
            data: { company_name: name, zip, location },
          },
          { providerId: null, probability: 0.05 },
        ],
      })),
    });
    listId = (await newList(fx.owner.cookie, 'Seitenliste', 'seite')).id;
  });

  const names = (p: CompanyListPage) => p.items.map((i) => i.company_name);

  it("shows the companies with the provider's current data, locked ones without data", async () => {
    const listed = await page(fx.owner.cookie, listId, { sorting: { field: 'company_name', order: 'asc' } });
    expect(listed.list).toMatchObject({ id: listId, name: 'Seitenliste', kind: 'target1' });
    expect(listed.totalCount).toBe(10);
    expect(listed.filteredTotalCount).toBe(10);
    expect(listed.items[0]).toEqual({
      id: 'L02',
      isUnlocked: true,
      company_name: 'Ärztehaus am Markt',
      zip: '80331',
      location: 'München',
      street: 'Hauptstraße 02',
      country: 'Deutschland',
      url: 'https://l02.example',
      status: 'active',
      addedAt: new Date(clock()).toISOString(),
    });
    const locked = listed.items.filter((i) => !i.isUnlocked);
    expect(locked.map((i) => i.id).sort()).toEqual(['L09', 'L10']);
    for (const item of locked) {
      expect(item).toMatchObject({
        company_name: null,
        zip: null,
        location: null,
        street: null,
        country: null,
        url: null,
        status: null,
      });
    }
    expect(JSON.stringify(listed)).not.toContain('Geheimfirma');
    expect(JSON.stringify(listed)).not.toContain('Uhrmacher');
  });

  it('sorts by name, postcode, city and time added across pages; locked last', async () => {
    const all = async (field: string, order: string) => {
      const seen: (string | null)[] = [];
      for (let p = 0; p < 4; p++) {
        const got = await page(fx.owner.cookie, listId, {
          paging: { page: p, pageSize: 3 },
          sorting: { field, order },
        });
        expect(got.totalCount).toBe(10);
        seen.push(...got.items.map((i) => i.id));
      }
      return seen;
    };
    // Folded: Ä as ae, ß as ss, case ignored.
    expect(await all('company_name', 'asc')).toEqual([
      'L02',
      'L03',
      'L04',
      'L06',
      'L08',
      'L05',
      'L07',
      'L01',
      'L09',
      'L10',
    ]);
    expect(await all('company_name', 'desc')).toEqual([
      'L01',
      'L07',
      'L05',
      'L08',
      'L06',
      'L04',
      'L03',
      'L02',
      'L09',
      'L10',
    ]);
    expect(await all('zip', 'asc')).toEqual([
      'L03',
      'L08',
      'L04',
      'L01',
      'L06',
      'L05',
      'L07',
      'L02',
      'L09',
      'L10',
    ]);
    expect(await all('location', 'desc')).toEqual([
      'L07',
      'L02',
      'L08',
      'L05',
      'L06',
      'L01',
      'L03',
      'L04',
      'L09',
      'L10',
    ]);
    await ok(
      app,
      '/backend/profiles/removeCompaniesFromCompanyList',
      { batchId: 'seite', listId, deleteImport: false },
      fx.owner.cookie,
    );
    await app.db.updateTable('match_candidates').set({ is_selected: 0 }).execute();
    // Added again in two rounds: L01-L05 first, later the rest.
    await app.db
      .updateTable('match_results')
      .set({ probability: 0.5 })
      .where('batch_id', '=', 'seite')
      .where('row_id', '>', 5)
      .execute();
    await ok(
      app,
      '/backend/profiles/addCompaniesToCompanyList',
      { batchId: 'seite', listId, deleteImport: false },
      fx.owner.cookie,
    );
    clock.advance(60_000);
    await app.db
      .updateTable('match_results')
      .set({ probability: 0.95 })
      .where('batch_id', '=', 'seite')
      .execute();
    await ok(
      app,
      '/backend/profiles/addCompaniesToCompanyList',
      { batchId: 'seite', listId, deleteImport: false },
      fx.owner.cookie,
    );
    expect(await all('addedAt', 'desc')).toEqual([
      'L06',
      'L07',
      'L08',
      'L09',
      'L10',
      'L01',
      'L02',
      'L03',
      'L04',
      'L05',
    ]);
    expect((await all('addedAt', 'asc')).slice(0, 5)).toEqual(['L01', 'L02', 'L03', 'L04', 'L05']);
  });

  it('searches name and city, folded, across pages; never finds a locked company', async () => {
    const search = async (searchterm: string, paging = { page: 0, pageSize: 100 }) =>
      page(fx.owner.cookie, listId, {
        filters: { searchterm },
        paging,
        sorting: { field: 'company_name', order: 'asc' },
      });
    const mueller = await search('MÜLLER');
    expect(names(mueller)).toEqual(['Bäckerei Müller', 'Müller & Söhne KG']);
    expect(mueller).toMatchObject({ totalCount: 10, filteredTotalCount: 2 });
    expect(names(await search('muell', { page: 1, pageSize: 1 }))).toEqual(['Müller & Söhne KG']);
    expect(names(await search('strasse'))).toEqual(['Straßenbau Süd GmbH']);
    expect(names(await search('münchen'))).toEqual(['Ärztehaus am Markt']);
    // LIKE's own characters are plain text.
    expect(names(await search('100%'))).toEqual(['Café 100% Bio']);
    expect((await search('%')).filteredTotalCount).toBe(1);
    expect((await search('_')).filteredTotalCount).toBe(0);
    // Locked companies: neither by name nor by city.
    expect((await search('Geheimfirma')).filteredTotalCount).toBe(0);
    expect((await search('Zürich')).filteredTotalCount).toBe(0);
    expect((await search('Bern')).items.map((i) => i.id)).toEqual([]);
    expect((await search('')).filteredTotalCount).toBe(10);
  });

  it("shows a company that left the company database with the import's snapshot", async () => {
    const { id } = await newList(fx.owner.cookie, 'Alte Liste', 'batch1');
    const listed = await page(fx.owner.cookie, id, { sorting: { field: 'company_name', order: 'asc' } });
    // No company database was written for batch1's companies: snapshots, P4 (CH) locked.
    expect(listed.items.map((i) => [i.id, i.company_name, i.location, i.isUnlocked])).toEqual([
      ['P1', 'Alpha GmbH', 'Berlin', true],
      ['P2', 'Beta AG', 'München', true],
      ['P3', 'Gamma KG', 'Köln', true],
      ['P4', null, null, false],
    ]);
  });

  it('opens unlocked for an account with every pack', async () => {
    await app.db.updateTable('users').set({ data_packs: null }).where('id', '=', fx.owner.user.id).execute();
    const listed = await page(fx.owner.cookie, listId, { filters: { searchterm: 'zürich' } });
    expect(listed.items.map((i) => [i.id, i.isUnlocked, i.company_name])).toEqual([
      ['L09', true, 'Geheimfirma Müller AG'],
    ]);
  });
});

describe('server messages of the lists', () => {
  it('has the same keys in German, English and French', () => {
    const keys = Object.keys(listMessages.de).sort();
    expect(Object.keys(listMessages.en).sort()).toEqual(keys);
    expect(Object.keys(listMessages.fr).sort()).toEqual(keys);
  });
});
