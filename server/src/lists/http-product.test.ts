/**
 * The `http` prospecting product against a stub of the remote product's REST API (docs/lists.md
 * 'The remote API'), a real HTTP server in this process: the adapter on its own, then the app
 * configured with TARGET_API_URL and TARGET_API_TOKEN.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ConnectFinishResult,
  ExportHistoryItem,
  HandleLinkResponse,
  ListHistoryExportsResponse,
  SafeCompanyIdsToTargetRedisResponse,
  TargetCompanyListsResponse,
} from '@datacare/api-client/generated/types';
import { call, createTestApp } from '../../test/test-app.ts';
import { createHttpProduct } from './http-product.ts';
import { ListError } from './messages.ts';
import type { ListCompany, ListOwner } from './product.ts';
import { ok, setupLists, type ListFixture } from './testing.ts';

const TOKEN = 'tok_0123456789abcdef';

/** What the stub received. */
interface Seen {
  method: string;
  path: string;
  owner: string | null;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

interface RemoteList {
  owner: string;
  name: string;
  members: Set<string>;
}

/** A small remote prospecting product: lists and target 2 selections per owner, in memory. */
class RemoteProduct {
  readonly lists = new Map<number, RemoteList>();
  readonly selections = new Map<string, { owner: string; name: string; ids: string[]; loginLink: boolean }>();
  readonly seen: Seen[] = [];
  /** Answer every request with this status (and no body) instead. */
  failWith: number | null = null;
  /** Answer this text with status 200 instead. */
  rawAnswer: string | null = null;
  delayMs = 0;
  private nextId = 100;

  private listJson(id: number, list: RemoteList) {
    return { id: String(id), name: list.name, url: `https://target.example/app/lists/${id}` };
  }

  handle(seen: Seen): { status: number; body?: unknown } {
    if (seen.authorization !== `Bearer ${TOKEN}`) return { status: 401, body: { error: 'token' } };
    const owner = seen.owner ?? '';
    const body = (seen.body ?? {}) as { name?: string; companyIds?: string[]; loginLink?: boolean };
    const route = `${seen.method} ${seen.path}`;
    if (route === 'GET /api/lists') {
      return {
        status: 200,
        body: {
          items: [...this.lists].filter(([, l]) => l.owner === owner).map(([id, l]) => this.listJson(id, l)),
        },
      };
    }
    if (route === 'POST /api/lists') {
      const id = this.nextId++;
      const list = { owner, name: body.name!, members: new Set(body.companyIds) };
      this.lists.set(id, list);
      return { status: 201, body: { ...this.listJson(id, list), added: list.members.size } };
    }
    if (route === 'POST /api/target2/selections') {
      const id = `sel-${this.nextId++}`;
      this.selections.set(id, { owner, name: body.name!, ids: body.companyIds!, loginLink: body.loginLink! });
      return {
        status: 200,
        body: { id, url: `https://target2.example/s/${id}${body.loginLink ? '?login=once' : ''}` },
      };
    }
    const selection = /^GET \/api\/target2\/selections\/([^/]+)$/.exec(route);
    if (selection) {
      const id = decodeURIComponent(selection[1]!);
      const found = this.selections.get(id);
      if (!found || found.owner !== owner) return { status: 404 };
      return { status: 200, body: { id, url: `https://target2.example/s/${id}` } };
    }
    const match = /^(POST|DELETE|PATCH) \/api\/lists\/(\d+)(\/companies)?$/.exec(route);
    const list = match ? this.lists.get(Number(match[2])) : undefined;
    if (!match || !list || list.owner !== owner) return { status: 404, body: { error: 'not found' } };
    const id = Number(match[2]);
    if (match[1] === 'PATCH' && !match[3]) {
      list.name = body.name!;
      return { status: 200, body: this.listJson(id, list) };
    }
    let count = 0;
    for (const company of body.companyIds ?? []) {
      if (match[1] === 'POST' && !list.members.has(company)) {
        list.members.add(company);
        count++;
      }
      if (match[1] === 'DELETE' && list.members.delete(company)) count++;
    }
    return {
      status: 200,
      body: { ...this.listJson(id, list), [match[1] === 'POST' ? 'added' : 'removed']: count },
    };
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

let remote: RemoteProduct;
let server: Server;
let baseUrl: string;

beforeEach(async () => {
  remote = new RemoteProduct();
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url!, 'http://stub');
      const seen: Seen = {
        method: request.method!,
        path: url.pathname,
        owner: url.searchParams.get('owner'),
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: await readBody(request),
      };
      remote.seen.push(seen);
      if (remote.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, remote.delayMs));
      if (response.destroyed) return;
      if (remote.failWith !== null) {
        response.writeHead(remote.failWith).end();
        return;
      }
      if (remote.rawAnswer !== null) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(remote.rawAnswer);
        return;
      }
      const answer = remote.handle(seen);
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ANNA: ListOwner = { userId: 'u1', email: 'anna@firma.de' };
const company = (providerId: string): ListCompany => ({
  providerId,
  batchId: 'b1',
  dataPack: 'DE',
  name: `Firma ${providerId}`,
  zip: null,
  location: null,
});

async function failure(
  work: Promise<unknown>,
): Promise<{ status: number; type: string; de: string; en: string }> {
  const error = await work.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ListError);
  const e = error as ListError;
  return {
    status: e.statusCode,
    type: e.type,
    de: e.body('de').errors[0]!.message,
    en: e.body('en').errors[0]!.message,
  };
}

describe('the http product on its own', () => {
  // A timeout that only a remote that never answers reaches: 300 ms failed a call in a loaded CI run.
  const product = (timeoutMs = 10_000) => createHttpProduct({ baseUrl, token: TOKEN, timeoutMs });

  it('creates, lists, adds, removes and renames lists of the owner named by e-mail, with the bearer token', async () => {
    const p = product();
    const created = await p.createList(ANNA, 'Messe 2026', [company('P1'), company('P2')]);
    expect(created).toEqual({
      list: { id: '100', name: 'Messe 2026', url: 'https://target.example/app/lists/100' },
      modified: 2,
      newlyCreated: true,
    });
    expect(remote.seen[0]).toEqual({
      method: 'POST',
      path: '/api/lists',
      owner: 'anna@firma.de',
      authorization: `Bearer ${TOKEN}`,
      contentType: 'application/json',
      body: { name: 'Messe 2026', companyIds: ['P1', 'P2'] },
    });
    expect(await p.addCompanies(ANNA, '100', [company('P2'), company('P3')])).toMatchObject({ modified: 1 });
    expect(await p.removeCompanies(ANNA, '100', [company('P1'), company('P9')])).toMatchObject({
      modified: 1,
    });
    expect(await p.renameList(ANNA, '100', 'Messe Köln')).toEqual({
      id: '100',
      name: 'Messe Köln',
      url: 'https://target.example/app/lists/100',
    });
    expect(await p.lists(ANNA)).toEqual([
      { id: '100', name: 'Messe Köln', url: 'https://target.example/app/lists/100' },
    ]);
    expect(await p.findList(ANNA, '100')).toMatchObject({ id: '100' });
    expect([...remote.lists.get(100)!.members].sort()).toEqual(['P2', 'P3']);
    expect(remote.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/lists',
      'POST /api/lists/100/companies',
      'DELETE /api/lists/100/companies',
      'PATCH /api/lists/100',
      'GET /api/lists',
      'GET /api/lists',
    ]);
  });

  it("answers null for another owner's or an unknown list (the caller's 404)", async () => {
    const p = product();
    await p.createList({ userId: 'u2', email: 'jonas@firma.de' }, 'Jonas', [company('P1')]);
    expect(await p.addCompanies(ANNA, '100', [company('P2')])).toBeNull();
    expect(await p.removeCompanies(ANNA, '100', [company('P1')])).toBeNull();
    expect(await p.renameList(ANNA, '100', 'Meins')).toBeNull();
    expect(await p.findList(ANNA, '100')).toBeNull();
    expect(await p.findHandOver(ANNA, 'sel-1')).toBeNull();
    // An id that is no list number never reaches the remote product.
    const before = remote.seen.length;
    expect(await p.addCompanies(ANNA, 'abc', [company('P2')])).toBeNull();
    expect(remote.seen.length).toBe(before);
    expect([...remote.lists.get(100)!.members]).toEqual(['P1']);
    expect(remote.lists.get(100)!.name).toBe('Jonas');
  });

  it('hands over to target 2 with the login link wish, and finds the hand-over for its owner only', async () => {
    const p = product();
    const handOver = await p.handOverToTarget2(ANNA, [company('P1')], {
      name: 'Kunden März',
      loginLink: true,
    });
    expect(handOver).toEqual({ queryId: 'sel-100', url: 'https://target2.example/s/sel-100?login=once' });
    expect(remote.selections.get('sel-100')).toEqual({
      owner: 'anna@firma.de',
      name: 'Kunden März',
      ids: ['P1'],
      loginLink: true,
    });
    expect(await p.findHandOver(ANNA, 'sel-100')).toEqual({
      queryId: 'sel-100',
      url: 'https://target2.example/s/sel-100',
    });
    expect(await p.findHandOver({ userId: 'u2', email: 'jonas@firma.de' }, 'sel-100')).toBeNull();
  });

  it('turns every failure of the remote product into a translated 502', async () => {
    const p = product();
    const unavailable = {
      status: 502,
      type: 'service_unavailable',
      de: 'Die Firmenlisten sind gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      en: 'The company lists cannot be reached right now. Please try again in a few minutes.',
    };
    for (const status of [500, 503, 401, 403, 400, 409]) {
      remote.failWith = status;
      expect(await failure(p.lists(ANNA)), String(status)).toEqual(unavailable);
    }
    remote.failWith = null;
    // Answers that are no JSON, of the wrong shape, with a URL the browser must not open, a non-decimal id.
    for (const raw of [
      'not json',
      '{"items": "none"}',
      '{"items": [{"id": "100", "name": "X", "url": "javascript:alert(1)"}]}',
      '{"items": [{"id": "list-a", "name": "X", "url": "https://target.example/a"}]}',
    ]) {
      remote.rawAnswer = raw;
      expect(await failure(p.lists(ANNA)), raw).toEqual(unavailable);
    }
    remote.rawAnswer = '{"id": "100", "name": "X", "url": "https://target.example/x"}';
    expect(await failure(p.createList(ANNA, 'Ohne Zahl', [company('P1')]))).toEqual(unavailable);
    remote.rawAnswer = null;
    // A wrong token is the remote's 401: the same 502 (and logged), never the user's 401.
    const wrongToken = createHttpProduct({ baseUrl, token: 'wrong-token-0123456789', timeoutMs: 10_000 });
    expect(await failure(wrongToken.lists(ANNA))).toEqual(unavailable);
  });

  it('gives up after its timeout, and when nothing listens', async () => {
    // The remote would answer, after 2 s: a 502 means the call gave up at its 300 ms.
    remote.delayMs = 2000;
    expect((await failure(product(300).lists(ANNA))).status).toBe(502);
    const nowhere = createHttpProduct({ baseUrl: 'http://127.0.0.1:9/api', token: TOKEN, timeoutMs: 300 });
    expect((await failure(nowhere.lists(ANNA))).status).toBe(502);
  });

  it("needs the owner's e-mail address (400 lists_no_email), asking nothing remotely", async () => {
    const result = await failure(
      product().createList({ userId: 'u3', email: null }, 'Liste', [company('P1')]),
    );
    expect(result).toMatchObject({ status: 400, type: 'lists_no_email' });
    expect(result.de).toMatch(/keine E-Mail-Adresse/);
    expect(remote.seen).toEqual([]);
  });
});

describe('the app with TARGET_API_URL and TARGET_API_TOKEN', () => {
  let app: FastifyInstance;
  let fx: ListFixture;

  beforeEach(async () => {
    app = await createTestApp({
      publicUrl: 'https://datacare.example',
      targetApi: { url: baseUrl, token: TOKEN },
    });
    fx = await setupLists(app);
  });
  afterEach(async () => {
    await app.close();
  });

  const history = async (cookie: string): Promise<ExportHistoryItem[]> =>
    (
      await ok<ListHistoryExportsResponse>(
        app,
        '/backend/export/listHistoryExports',
        { paging: { page: 0, pageSize: 100 }, filters: { status: 'all' } },
        cookie,
      )
    ).items;

  it('keeps the lists in the remote product, opened there; the list page here is 404', async () => {
    const { redirectUrl } = await ok<{ redirectUrl: string }>(
      app,
      '/backend/profiles/createCompanyListFromMatches',
      { batchId: 'batch1', companyListName: 'Messe Hannover' },
      fx.owner.cookie,
    );
    expect(redirectUrl).toBe('https://target.example/app/lists/100');
    const created = remote.seen.at(-1)!;
    expect(created.owner).toBe(fx.owner.email);
    expect(created.body).toEqual({ name: 'Messe Hannover', companyIds: ['P1', 'P2', 'P3', 'P4'] });

    expect(
      await ok<TargetCompanyListsResponse>(
        app,
        '/backend/profiles/getTargetCompanyLists',
        {},
        fx.owner.cookie,
      ),
    ).toEqual({
      items: [{ id: '100', name: 'Messe Hannover' }],
    });
    const again = await ok<ConnectFinishResult>(
      app,
      '/backend/profiles/addCompaniesToCompanyList',
      { batchId: 'batch1', listId: '100', deleteImport: false },
      fx.owner.cookie,
    );
    expect(again).toMatchObject({
      numCompaniesModified: 0,
      numCompaniesMatched: 4,
      listName: 'Messe Hannover',
    });

    const page = await call(
      app,
      '/backend/lists/getCompanyList',
      { listId: '100', paging: { page: 0, pageSize: 10 } },
      { cookie: fx.owner.cookie },
    );
    expect(page.statusCode).toBe(404);

    const items = await history(fx.owner.cookie);
    expect(items.map((i) => [i.data.product, JSON.parse(i.data.additional_info!)])).toEqual([
      ['target', { batchId: 'batch1', ngProfileId: 100 }],
      ['target', { batchId: 'batch1', ngProfileId: 100 }],
    ]);
    const link = (cookie: string) =>
      ok<HandleLinkResponse>(
        app,
        '/backend/export/handleTargetLink',
        { additionalInfo: { ngProfileId: 100 } },
        cookie,
      );
    expect(await link(fx.owner.cookie)).toEqual({ redirectUrl: 'https://target.example/app/lists/100' });
    // The other user asks the remote product for their own lists: not this one.
    expect(await link(fx.other.cookie)).toEqual({ redirectUrl: null });
  });

  it('finishes a connect import and hands over to target 2 remotely', async () => {
    const finished = await ok<ConnectFinishResult>(
      app,
      '/backend/lists/addCompaniesToCompanyList',
      { batchId: 'batch1', deleteImport: false },
      fx.owner.cookie,
    );
    expect(finished).toEqual({
      type: 'add',
      listId: '100',
      listName: 'Kunden März',
      // The remote product's page of the list.
      listUrl: 'https://target.example/app/lists/100',
      numCompaniesModified: 4,
      numCompaniesMatched: 4,
      newlyCreated: true,
    });
    const handOver = await ok<SafeCompanyIdsToTargetRedisResponse>(
      app,
      '/backend/profiles/safeCompanyIdsToTargetRedis',
      { batchId: 'batch1', shouldCreateLoginLink: true },
      fx.owner.cookie,
    );
    expect(handOver).toEqual({
      hasTargetAccess: true,
      redirectUrl: 'https://target2.example/s/sel-101?login=once',
    });
    expect(
      await ok<HandleLinkResponse>(
        app,
        '/backend/export/handleTarget2Link',
        { additionalInfo: { batchId: 'batch1', query: 'sel-101' } },
        fx.owner.cookie,
      ),
    ).toEqual({
      redirectUrl: null,
      hasTarget2Access: true,
      target2Link: 'https://target2.example/s/sel-101',
    });
    expect((await history(fx.owner.cookie)).map((i) => i.data.product)).toEqual(['target2', 'connect']);
  });

  it("answers 502 in the user's language when the remote product fails, and records nothing", async () => {
    remote.failWith = 503;
    const res = await call(
      app,
      '/backend/profiles/createCompanyListFromMatches?lang=en',
      { batchId: 'batch1', companyListName: 'Messe' },
      { cookie: fx.owner.cookie },
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      errors: [
        {
          type: 'service_unavailable',
          message: 'The company lists cannot be reached right now. Please try again in a few minutes.',
        },
      ],
    });
    expect(await history(fx.owner.cookie)).toEqual([]);
  });

  it("answers 404 for another user's batch without asking the remote product", async () => {
    for (const [url, body] of [
      ['/backend/profiles/createCompanyListFromMatches', { batchId: 'fremd', companyListName: 'Geklaut' }],
      ['/backend/lists/addCompaniesToCompanyList', { batchId: 'fremd', deleteImport: true }],
      ['/backend/profiles/safeCompanyIdsToTargetRedis', { batchId: 'fremd', shouldCreateLoginLink: false }],
    ] as const) {
      expect((await call(app, url, body, { cookie: fx.owner.cookie })).statusCode, url).toBe(404);
    }
    expect(remote.seen).toEqual([]);
    expect(
      await app.db.selectFrom('import_batches').select('id').where('id', '=', 'fremd').execute(),
    ).toHaveLength(1);
  });
});
