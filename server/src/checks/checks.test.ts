import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  EmailCheckResults,
  EmailCheckStatus,
  WebsiteCheckResults,
  WebsiteCheckStatus,
} from '@datacare/api-client/generated/types';
import { startTestDns, type TestDns } from '../../../e2e/support/dns.ts';
import { startTestSite, unusedPort, type TestSite } from '../../../e2e/support/websites.ts';
import { call, createTestApp, signedInUser, signIn } from '../../test/test-app.ts';
import { insertMatchedBatch } from '../exports/testing.ts';
import type { CheckOverrides } from './options.ts';
import { dropFailingTrigger, installFailingTrigger } from '../../test/failing-trigger.ts';

const COLUMNS = ['Firma', 'Mail', 'Web'];
const MAPPING = [
  { internalField: 'company_name' as const, customerField: 'Firma' },
  { internalField: 'email' as const, customerField: 'Mail' },
  { internalField: 'url' as const, customerField: 'Web' },
];

/** Short timeouts: the test's servers answer at once or never. */
const FAST: CheckOverrides = {
  concurrency: 4,
  dns: { queryTimeoutMs: 300, tries: 1, domainTimeoutMs: 1500 },
};

async function insertBatch(app: FastifyInstance, userId: string, id: string, cells: [string, string][]) {
  await insertMatchedBatch(app.db, {
    id,
    userId,
    columns: COLUMNS,
    mapping: MAPPING,
    rows: cells.map(([mail, web], i) => ({ cells: [`Firma ${i + 1}`, mail, web] })),
  });
}

async function finished<T extends { state: string }>(
  app: FastifyInstance,
  url: string,
  cookie: string,
  batchId: string,
) {
  let status: T | undefined;
  await vi.waitFor(
    async () => {
      status = (await call(app, url, { batchId }, { cookie })).json<T>();
      expect(['finished', 'failed']).toContain(status.state);
    },
    { timeout: 20_000, interval: 50 },
  );
  return status!;
}

describe('the e-mail check', () => {
  let dns: TestDns;
  let app: FastifyInstance;

  beforeAll(async () => {
    dns = await startTestDns({
      'mail.de': { mx: ['mx.mail.de'] },
      'nomx.de': { a: ['93.184.215.14'] },
      'null.de': { mx: ['.'] },
      'empty.de': {},
      'broken.de': { fail: 'servfail' },
      'silent.de': { fail: 'timeout' },
    });
  });
  afterAll(() => dns.close());
  afterEach(() => app?.close());

  it('is idle before a start, then counts available, unavailable and unknown addresses with examples', async () => {
    app = await createTestApp({ checksDnsServers: [dns.server] }, { checks: FAST });
    const { user, cookie } = await signedInUser(app);
    await insertBatch(app, user.id, 'b1', [
      ['info@mail.de', ''],
      ['Vertrieb@MAIL.de; kontakt@nomx.de', ''],
      ['a@null.de', ''],
      ['b@gone.de', ''],
      ['c@empty.de', ''],
      ['d@broken.de', ''],
      ['e@silent.de', ''],
      ['a@b', ''],
      ['', ''],
    ]);

    const idle = (
      await call(app, '/backend/emailcheck/getStatus', { batchId: 'b1' }, { cookie })
    ).json<EmailCheckStatus>();
    expect(idle).toEqual({
      state: 'idle',
      isFinished: false,
      stats: { available: 0, unavailable: 0, unknown: 0, notStarted: 8 },
    });

    const start = await call(app, '/backend/emailcheck/start', { batchId: 'b1' }, { cookie });
    expect(start.statusCode).toBe(200);
    expect(['processing', 'finished']).toContain(start.json<EmailCheckStatus>().state);

    const done = await finished<EmailCheckStatus>(app, '/backend/emailcheck/getStatus', cookie, 'b1');
    expect(done).toEqual({
      state: 'finished',
      isFinished: true,
      stats: { available: 3, unavailable: 3, unknown: 2, notStarted: 0 },
    });
    const results = (
      await call(app, '/backend/emailcheck/getResults', { batchId: 'b1' }, { cookie })
    ).json<EmailCheckResults>();
    expect(results.examples.unavailable).toEqual([
      { email: 'a@null.de', row_id: 3 },
      { email: 'b@gone.de', row_id: 4 },
      { email: 'c@empty.de', row_id: 5 },
    ]);
    // One MX look-up per distinct domain, whatever the number of addresses.
    expect(dns.queries('mail.de')).toBe(1);

    // A rerun keeps what was checked and asks only the resolver's failures again.
    const before = dns.queries('null.de');
    await call(app, '/backend/emailcheck/start', { batchId: 'b1' }, { cookie });
    await finished<EmailCheckStatus>(app, '/backend/emailcheck/getStatus', cookie, 'b1');
    expect(dns.queries('null.de')).toBe(before);
    expect(dns.queries('mail.de')).toBe(1);
  });

  it('continues after a restart without asking finished domains again', async () => {
    const slowDns = await startTestDns({
      'a.de': { mx: ['mx.a.de'] },
      'b.de': { mx: ['mx.b.de'] },
      'c.de': { mx: ['mx.c.de'], delayMs: 300 },
      'd.de': { mx: ['mx.d.de'] },
    });
    try {
      const options: CheckOverrides = {
        concurrency: 1,
        dns: { queryTimeoutMs: 3000, tries: 1, domainTimeoutMs: 5000 },
      };
      app = await createTestApp({ checksDnsServers: [slowDns.server] }, { checks: options });
      const dataDir = app.config.dataDir;
      const { user, email, password } = await signedInUser(app);
      await insertBatch(app, user.id, 'b2', [
        ['x@a.de', ''],
        ['x@b.de', ''],
        ['x@c.de', ''],
        ['x@d.de', ''],
      ]);
      const own = await signIn(app, email, password);
      await call(app, '/backend/emailcheck/start', { batchId: 'b2' }, { cookie: own });
      await vi.waitFor(() => expect(slowDns.queries('c.de')).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 10,
      });
      await app.close();

      app = await createTestApp({ dataDir, checksDnsServers: [slowDns.server] }, { checks: options });
      const again = await signIn(app, email, password);
      const status = (
        await call(app, '/backend/emailcheck/getStatus', { batchId: 'b2' }, { cookie: again })
      ).json<EmailCheckStatus>();
      expect(status.state).toBe('processing');
      // a.de and b.de were finished before the restart; c.de was under way.
      expect(status.stats.available).toBeGreaterThanOrEqual(2);
      await app.jobs.recover();
      const done = await finished<EmailCheckStatus>(app, '/backend/emailcheck/getStatus', again, 'b2');
      expect(done.stats).toEqual({ available: 4, unavailable: 0, unknown: 0, notStarted: 0 });
      expect(slowDns.queries('a.de')).toBe(1);
      expect(slowDns.queries('b.de')).toBe(1);
      expect(slowDns.queries('d.de')).toBe(1);
    } finally {
      await slowDns.close();
    }
  });
  const FAIL_RESULTS = {
    name: 'fail_results',
    table: 'check_targets',
    event: 'update',
    message: 'disk I/O error',
  } as const;

  it('says failed when its job breaks, and a new start finishes from what it had checked', async () => {
    app = await createTestApp({ checksDnsServers: [dns.server] }, { checks: FAST });
    const { user, cookie } = await signedInUser(app);
    await insertBatch(app, user.id, 'b3', [
      ['info@mail.de', ''],
      ['a@null.de', ''],
    ]);
    // Every result write fails, as on a full disk.
    await installFailingTrigger(app.db, FAIL_RESULTS);
    await call(app, '/backend/emailcheck/start', { batchId: 'b3' }, { cookie });
    const failed = await finished<EmailCheckStatus>(app, '/backend/emailcheck/getStatus', cookie, 'b3');
    expect(failed.state).toBe('failed');
    expect(failed.isFinished).toBe(false);

    await dropFailingTrigger(app.db, FAIL_RESULTS);
    const again = await call(app, '/backend/emailcheck/start', { batchId: 'b3' }, { cookie });
    expect(again.statusCode).toBe(200);
    const done = await finished<EmailCheckStatus>(app, '/backend/emailcheck/getStatus', cookie, 'b3');
    expect(done).toEqual({
      state: 'finished',
      isFinished: true,
      stats: { available: 1, unavailable: 1, unknown: 0, notStarted: 0 },
    });
  });
});

describe('the website check', () => {
  let dns: TestDns;
  let sites: Record<string, TestSite>;
  let inside: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The "inside" server stands for a private target: on 127.0.0.2, outside the allow-list.
    inside = await startTestSite({ kind: 'ok' }, '127.0.0.2');
    const p = inside.port;
    sites = {
      ok: await startTestSite({ kind: 'ok' }),
      www: await startTestSite({ kind: 'ok' }),
      int: await startTestSite({ kind: 'redirect', location: '' }),
      ext: await startTestSite({ kind: 'redirect', location: '' }),
      head: await startTestSite({ kind: 'headRefused' }),
      missing: await startTestSite({ kind: 'status', status: 404 }),
      meta: await startTestSite({ kind: 'redirect', location: 'http://169.254.169.254/latest/meta-data/' }),
      toInside: await startTestSite({ kind: 'redirect', location: `http://127.0.0.2:${p}/` }),
    };
    dns = await startTestDns({
      'ok.firma.de': { a: ['127.0.0.1'] },
      'www.firma.de': { a: ['127.0.0.1'] },
      'int.firma.de': { a: ['127.0.0.1'] },
      'ext.firma.de': { a: ['127.0.0.1'] },
      'andere.de': { a: ['127.0.0.1'] },
      'head.firma.de': { a: ['127.0.0.1'] },
      'missing.firma.de': { a: ['127.0.0.1'] },
      'meta.firma.de': { a: ['127.0.0.1'] },
      'toinside.firma.de': { a: ['127.0.0.1'] },
      'inside.firma.de': { a: ['127.0.0.2'] },
      // Rebinding: a permitted address first, the private one second.
      'rebind.firma.de': { a: ['127.0.0.1', '127.0.0.2'] },
      // Rebinding between check and connect: the first answer is checked, later ones are private.
      'change.firma.de': { a: (query) => (query === 1 ? ['127.0.0.1'] : ['127.0.0.2']) },
    });
  });
  afterAll(async () => {
    await dns.close();
    await inside.close();
    for (const site of Object.values(sites)) await site.close();
  });
  afterEach(() => app?.close());

  it('sorts sites into available, redirects, unavailable and blocked without ever touching a private target', async () => {
    // The redirect targets need the ports of the sites they lead to.
    await sites.int!.close();
    await sites.ext!.close();
    sites.int = await startTestSite({
      kind: 'redirect',
      location: `http://www.firma.de:${sites.www!.port}/start`,
    });
    sites.ext = await startTestSite({ kind: 'redirect', location: `http://andere.de:${sites.ok!.port}/` });
    const down = await unusedPort();
    app = await createTestApp(
      { checksDnsServers: [dns.server], websiteCheckAllowedNetworks: ['127.0.0.1/32'] },
      { checks: FAST },
    );
    const { user, cookie } = await signedInUser(app);
    const at = (name: string, site: TestSite) => `http://${name}:${site.port}/`;
    await insertBatch(app, user.id, 'w1', [
      ['', at('ok.firma.de', sites.ok!)],
      ['', at('int.firma.de', sites.int!)],
      ['', at('ext.firma.de', sites.ext!)],
      ['', at('head.firma.de', sites.head!)],
      ['', at('missing.firma.de', sites.missing!)],
      ['', `http://ok.firma.de:${down}/`],
      ['', 'http://gibtsnicht.firma.de/'],
      ['', at('meta.firma.de', sites.meta!)],
      ['', at('toinside.firma.de', sites.toInside!)],
      ['', at('inside.firma.de', inside)],
      ['', at('rebind.firma.de', inside)],
      ['', `http://ok.firma.de@127.0.0.2:${inside.port}/`],
      ['', 'http://169.254.169.254/'],
      ['', 'http://[::ffff:127.0.0.2]/'],
      ['', 'javascript:alert(1)'],
      ['', 'file:///etc/passwd'],
    ]);

    const idle = (
      await call(app, '/backend/websitecheck/getStatus', { batchId: 'w1' }, { cookie })
    ).json<WebsiteCheckStatus>();
    expect(idle.state).toBe('idle');
    expect(idle.stats.notStarted).toBe(14);

    await call(app, '/backend/websitecheck/start', { batchId: 'w1' }, { cookie });
    const done = await finished<WebsiteCheckStatus>(app, '/backend/websitecheck/getStatus', cookie, 'w1');
    expect(done.stats).toEqual({
      available: 2,
      intRedirect: 1,
      extRedirect: 1,
      unavailable: 3,
      blocked: 7,
      notStarted: 0,
    });
    const results = (
      await call(app, '/backend/websitecheck/getResults', { batchId: 'w1' }, { cookie })
    ).json<WebsiteCheckResults>();
    expect(results.isFinished).toBe(true);
    expect(results.examples.intRedirect).toEqual([
      {
        url: at('int.firma.de', sites.int!),
        row_id: 2,
        finalUrl: `http://www.firma.de:${sites.www!.port}/start`,
        differentDomain: null,
      },
    ]);
    expect(results.examples.extRedirect).toEqual([
      {
        url: at('ext.firma.de', sites.ext!),
        row_id: 3,
        finalUrl: `http://andere.de:${sites.ok!.port}/`,
        differentDomain: 'andere.de',
      },
    ]);
    expect(results.examples.blocked.map((e) => e.row_id)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(results.examples.unavailable.map((e) => e.row_id)).toEqual([5, 6, 7]);

    // Not one connection reached the private target, whatever the route.
    expect(inside.connections()).toBe(0);
    // HEAD first, GET when HEAD is refused; a user agent that names the product.
    expect(sites.head!.requests().map((r) => r.method)).toEqual(['HEAD', 'GET']);
    expect(sites.ok!.requests()[0]!.userAgent).toMatch(/^Datacare-Website-Check\/1\.0 \(\+http/);
    // The Host header is the name, although the connection went to the checked address.
    expect(sites.ok!.requests().map((r) => r.host)).toContain(`ok.firma.de:${sites.ok!.port}`);
  });

  it('connects to the address it checked when the name answers differently afterwards', async () => {
    // The same port on 127.0.0.1 (checked, permitted) and 127.0.0.2 (the later, private answer).
    const outside = await startTestSite({ kind: 'ok' }, '127.0.0.1');
    // A server at the same port on 127.0.0.2, where a second look-up of the name would lead.
    const twin = await startTestSiteOn(outside.port);
    try {
      app = await createTestApp(
        { checksDnsServers: [dns.server], websiteCheckAllowedNetworks: ['127.0.0.1/32'] },
        { checks: FAST },
      );
      const { user, cookie } = await signedInUser(app);
      await insertBatch(app, user.id, 'w2', [['', `http://change.firma.de:${outside.port}/`]]);
      await call(app, '/backend/websitecheck/start', { batchId: 'w2' }, { cookie });
      const done = await finished<WebsiteCheckStatus>(app, '/backend/websitecheck/getStatus', cookie, 'w2');
      expect(done.stats.available).toBe(1);
      expect(outside.connections()).toBe(1);
      expect(twin?.connections() ?? 0).toBe(0);
    } finally {
      await outside.close();
      await twin?.close();
    }
  });

  it('blocks loopback in every spelling when no network is allowed', async () => {
    const local = await startTestSite({ kind: 'ok' });
    try {
      app = await createTestApp({ checksDnsServers: [dns.server] }, { checks: FAST });
      const { user, cookie } = await signedInUser(app);
      const p = local.port;
      await insertBatch(app, user.id, 'w3', [
        ['', `http://127.0.0.1:${p}/`],
        ['', `http://2130706433:${p}/`],
        ['', `http://0x7f000001:${p}/`],
        ['', `http://0x7f.1:${p}/`],
        ['', `http://[::ffff:127.0.0.1]:${p}/`],
        ['', `http://user:pass@ok.firma.de:${p}/`],
        ['', `http://example.com@127.0.0.1:${p}/`],
        ['', `127.0.0.1:${p}`],
      ]);
      await call(app, '/backend/websitecheck/start', { batchId: 'w3' }, { cookie });
      const done = await finished<WebsiteCheckStatus>(app, '/backend/websitecheck/getStatus', cookie, 'w3');
      expect(done.stats).toMatchObject({ blocked: 8, available: 0, unavailable: 0 });
      expect(local.connections()).toBe(0);
    } finally {
      await local.close();
    }
  });
});

/** A site on 127.0.0.2 at a given port, or null when the port is taken there. */
async function startTestSiteOn(port: number): Promise<TestSite | null> {
  const http = await import('node:http');
  let connections = 0;
  const server = http.createServer((_req, res) => res.writeHead(200).end());
  server.on('connection', () => (connections += 1));
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.2', () => resolve(true));
  });
  if (!ok) return null;
  return {
    url: `http://127.0.0.2:${port}/`,
    port,
    connections: () => connections,
    requests: () => [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('check calls and other users', () => {
  it("answers 404 for another user's batch on all six calls", async () => {
    const app = await createTestApp();
    try {
      const owner = await signedInUser(app);
      const other = await signedInUser(app);
      await insertBatch(app, owner.user.id, 'mine', [['x@a.de', 'a.de']]);
      for (const url of [
        '/backend/emailcheck/start',
        '/backend/emailcheck/getStatus',
        '/backend/emailcheck/getResults',
        '/backend/websitecheck/start',
        '/backend/websitecheck/getStatus',
        '/backend/websitecheck/getResults',
      ]) {
        const res = await call(app, url, { batchId: 'mine' }, { cookie: other.cookie });
        expect(res.statusCode, url).toBe(404);
      }
      const status = (
        await call(app, '/backend/emailcheck/getStatus', { batchId: 'mine' }, { cookie: owner.cookie })
      ).json<EmailCheckStatus>();
      expect(status.state).toBe('idle');
    } finally {
      await app.close();
    }
  });
});
