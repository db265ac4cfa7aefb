import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  call,
  createTestApp,
  createTestClock,
  createUser,
  sessionCookieFrom,
  signedInUser,
  type TestClock,
} from '../../test/test-app.ts';
import { createHandoverToken, HANDOVER_LIFETIME_MS, type HandoverTool } from './handover.ts';

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function tokenFor(
  email: string,
  tool: HandoverTool = 'datacare',
  secret = app.config.handoverSecret,
): string {
  return createHandoverToken(secret, { email, tool, now: clock() });
}

/** A token with the given payload, signed like a sister product would. */
function signed(payload: unknown, secret = app.config.handoverSecret): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${createHmac('sha256', secret).update(encoded).digest('base64url')}`;
}

function handOver(
  session: string,
  tool = 'datacare',
  options: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/backend/auth/loginViaProviderTool',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    payload: { session, tool },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

function expectRefused(res: Awaited<ReturnType<typeof handOver>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    errors: [
      {
        type: 'handover_failed',
        message:
          'Die Anmeldung aus dem anderen Produkt ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
      },
    ],
  });
  expect(sessionCookieFrom(res)).toBeUndefined();
}

describe('session hand-over (loginViaProviderTool)', () => {
  it('signs the user in with a fresh session and answers the User', async () => {
    const { email, user } = await createUser(app, { firstName: 'Jonas', name: 'Weber' });
    const res = await handOver(tokenFor(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email,
      fullName: 'Jonas Weber',
      fromTarget: false,
      targetSessionId: null,
    });
    const cookie = sessionCookieFrom(res)!;
    expect(cookie).toBeDefined();
    const me = await call(app, '/backend/auth/getUser', {}, { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, fromTarget: false });
  });

  it('ends the session the browser came with (no session fixation)', async () => {
    const other = await signedInUser(app);
    const { email } = await createUser(app);
    const res = await handOver(tokenFor(email), 'datacare', { cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: other.cookie })).statusCode).toBe(401);
    const fresh = sessionCookieFrom(res)!;
    expect(fresh).not.toBe(other.cookie);
    expect((await call(app, '/backend/auth/getUser', {}, { cookie: fresh })).json().email).toBe(email);
  });

  it('marks the session fromTarget for a token of the tool target', async () => {
    const { email } = await createUser(app);
    const res = await handOver(tokenFor(email, 'target'), 'target');
    expect(res.statusCode).toBe(200);
    expect(res.json().fromTarget).toBe(true);
    const me = await call(app, '/backend/auth/getUser', {}, { cookie: sessionCookieFrom(res)! });
    expect(me.json().fromTarget).toBe(true);
  });

  it('accepts a token once: the replay is 401', async () => {
    const { email } = await createUser(app);
    const token = tokenFor(email);
    expect((await handOver(token)).statusCode).toBe(200);
    expectRefused(await handOver(token));
  });

  it('accepts a token for 60 seconds', async () => {
    const { email } = await createUser(app);
    const fresh = tokenFor(email);
    const stale = tokenFor(email);
    clock.advance(HANDOVER_LIFETIME_MS - 1);
    expect((await handOver(fresh)).statusCode).toBe(200);
    clock.advance(1);
    expectRefused(await handOver(stale));
  });

  it('refuses a token for another tool, a tool it does not know, and an unknown tool in the token', async () => {
    const { email } = await createUser(app);
    expectRefused(await handOver(tokenFor(email, 'target'), 'datacare'));
    expectRefused(await handOver(tokenFor(email, 'datacare'), 'target'));
    expectRefused(await handOver(tokenFor(email, 'datacare'), 'crm'));
    const now = Math.floor(clock() / 1000);
    expectRefused(
      await handOver(
        signed({ sub: email, tool: 'crm', iat: now, exp: now + 60, jti: 'a'.repeat(22) }),
        'crm',
      ),
    );
  });

  it('refuses a token signed with another secret or changed after signing', async () => {
    const { email } = await createUser(app);
    expectRefused(await handOver(tokenFor(email, 'datacare', 'x'.repeat(48))));
    const [, signature] = tokenFor(email).split('.');
    const now = Math.floor(clock() / 1000);
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'chef@firma.de',
        tool: 'datacare',
        iat: now,
        exp: now + 60,
        jti: 'b'.repeat(22),
      }),
    ).toString('base64url');
    expectRefused(await handOver(`${forged}.${signature}`));
  });

  it('refuses a token for an unknown account and malformed tokens', async () => {
    expectRefused(await handOver(tokenFor('niemand@firma.de')));
    const { email } = await createUser(app);
    const now = Math.floor(clock() / 1000);
    for (const token of [
      'kein-token',
      `${tokenFor(email)}.zusatz`,
      signed({ sub: email, tool: 'datacare', iat: now, exp: now + 3600, jti: 'c'.repeat(22) }),
      signed({ sub: email, tool: 'datacare', iat: now + 120, exp: now + 180, jti: 'd'.repeat(22) }),
      signed({ sub: email, tool: 'datacare', iat: now, exp: now + 60, jti: 'kurz' }),
      signed({ sub: email, tool: 'datacare', iat: String(now), exp: now + 60, jti: 'e'.repeat(22) }),
      signed(['liste']),
    ]) {
      expectRefused(await handOver(token));
    }
  });

  it('answers 429 after 10 failures from one address; other addresses go on', async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < 10; i++) {
      expect((await handOver('falsch', 'datacare', { remoteAddress: '10.0.0.7' })).statusCode).toBe(401);
    }
    const limited = await handOver(tokenFor(email), 'datacare', {
      remoteAddress: '10.0.0.7',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('300');
    expect(limited.json().errors[0]).toMatchObject({ type: 'too_many_requests', retryAfterSeconds: 300 });
    expect(limited.json().errors[0].message).toMatch(/Too many requests/);

    expect((await handOver(tokenFor(email), 'datacare', { remoteAddress: '10.0.0.8' })).statusCode).toBe(200);
    clock.advance(5 * 60_000);
    expect((await handOver(tokenFor(email), 'datacare', { remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
  });

  it('does not count successful hand-overs towards the limit', async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < 12; i++) {
      expect((await handOver(tokenFor(email), 'datacare', { remoteAddress: '10.0.0.9' })).statusCode).toBe(
        200,
      );
    }
  });

  it('forgets consumed ids once their tokens have expired', async () => {
    const { email } = await createUser(app);
    await handOver(tokenFor(email));
    expect(await app.db.selectFrom('handover_tokens_used').selectAll().execute()).toHaveLength(1);
    clock.advance(11 * 60_000);
    await handOver(tokenFor(email));
    const left = await app.db.selectFrom('handover_tokens_used').selectAll().execute();
    expect(left).toHaveLength(1);
    expect(Date.parse(left[0]!.expires_at)).toBeGreaterThan(clock());
  });
});

describe('hand-over and the log', () => {
  it('logs why a hand-over failed, never the token, also not from the connect page address', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'info' },
      { clock, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const { email } = await createUser(logged);
      const token = createHandoverToken(logged.config.handoverSecret, {
        email,
        tool: 'datacare',
        now: clock(),
      });
      const page = await logged.inject({
        method: 'GET',
        url: `/connect-import?isIntegrationMode=true&session=${token}&mode=add&lang=de`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      const post = (session: string) =>
        logged.inject({
          method: 'POST',
          url: '/backend/auth/loginViaProviderTool',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          payload: { session, tool: 'datacare' },
        });
      expect((await post(token)).statusCode).toBe(200);
      expect((await post(token)).statusCode).toBe(401);

      const log = lines.join('');
      const [payload, signature] = token.split('.') as [string, string];
      expect(log).not.toContain(payload);
      expect(log).not.toContain(signature);
      expect(log).toContain('session=[redacted]&mode=add');
      const refused = lines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'session hand-over refused');
      expect(refused).toMatchObject({ reason: 'replayed', tool: 'datacare' });
    } finally {
      await logged.close();
    }
  });
});
