import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operationSpecs } from '@datacare/api-client/generated/operations';
import {
  call,
  createTestApp,
  createTestClock,
  createUser,
  postSignIn,
  sessionCookieFrom,
  signedInUser,
  signIn,
  TEST_PASSWORD,
  XRW,
  type TestClock,
} from '../../test/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function getUser(cookie: string | undefined, headers: Record<string, string> = {}) {
  return call(app, '/backend/auth/getUser', {}, { cookie, headers });
}

describe('sessions', () => {
  it('gives a new session id at every sign-in; the one sent along stops working', async () => {
    const { email, cookie: first } = await signedInUser(app);
    const res = await postSignIn(app, { email, password: TEST_PASSWORD }, { headers: { cookie: first } });
    const second = sessionCookieFrom(res)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
    expect(await app.db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(1);
  });

  it('ends the session on the server at logout: the old cookie then gets 401', async () => {
    const { cookie } = await signedInUser(app);
    const out = await call(app, '/backend/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = out.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);

    const again = await getUser(cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      errors: [{ type: 'unauthorized', message: 'Bitte melden Sie sich an.' }],
    });
  });

  it('ends a session after 2 hours without activity; activity keeps it alive', async () => {
    const { cookie } = await signedInUser(app);
    clock.advance(2 * HOUR - MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(200);
    clock.advance(2 * HOUR - MINUTE);
    expect((await getUser(cookie)).statusCode).toBe(200);
    clock.advance(2 * HOUR);
    const res = await getUser(cookie);
    expect(res.statusCode).toBe(401);
    // The expired row is gone and the browser is told to forget the cookie.
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('ends a session 12 hours after sign-in whatever the activity', async () => {
    const { cookie } = await signedInUser(app);
    for (let hour = 1; hour < 12; hour++) {
      clock.advance(HOUR);
      expect((await getUser(cookie)).statusCode, `after ${hour} h`).toBe(200);
    }
    clock.advance(HOUR);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('takes the timeouts from SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', async () => {
    const short = await createTestApp({ sessionIdleMinutes: 5, sessionAbsoluteHours: 1 }, { clock });
    const { cookie } = await signedInUser(short);
    const get = () => call(short, '/backend/auth/getUser', {}, { cookie });
    clock.advance(4 * MINUTE);
    expect((await get()).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    expect((await get()).statusCode).toBe(401);

    const { cookie: other } = await signedInUser(short);
    for (let i = 0; i < 14; i++) {
      clock.advance(4 * MINUTE);
      expect((await call(short, '/backend/auth/getUser', {}, { cookie: other })).statusCode).toBe(200);
    }
    clock.advance(4 * MINUTE); // 60 minutes after sign-in
    expect((await call(short, '/backend/auth/getUser', {}, { cookie: other })).statusCode).toBe(401);
    await short.close();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { cookie } = await signedInUser(app);
    const lastSeen = async () =>
      (await app.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow()).last_seen_at;
    const start = await lastSeen();
    clock.advance(30_000);
    await getUser(cookie);
    expect(await lastSeen()).toBe(start);
    clock.advance(31_000);
    await getUser(cookie);
    expect(await lastSeen()).toBe(new Date(clock()).toISOString());
  });

  it('refuses forged, malformed and unknown cookies', async () => {
    await signedInUser(app);
    for (const cookie of ['sid=abc', `sid=${'A'.repeat(43)}`, 'sid=', 'other=1']) {
      const res = await getUser(cookie);
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().errors[0].type).toBe('unauthorized');
    }
  });
});

describe('auth guard', () => {
  const guarded = operationSpecs.filter((op) => !op.isPublic);

  it('answers 401 unauthorized on every non-public contract route without a session', async () => {
    expect(guarded.length).toBeGreaterThan(50);
    for (const op of guarded) {
      const res = await app.inject({
        method: op.method,
        url: op.path,
        headers: { ...XRW, 'accept-language': 'en' },
        ...(op.method === 'POST' && op.bodyKind === 'json' && { payload: {} }),
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(res.json(), op.id).toEqual({ errors: [{ type: 'unauthorized', message: 'Please sign in.' }] });
    }
  });

  it('lets the public routes through without a session', async () => {
    expect(operationSpecs.filter((op) => op.isPublic).map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'systemHealth',
        'authGetLoginUrl',
        'authSignIn',
        'authLoginViaProviderTool',
        'authOidcCallback',
      ]),
    );
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await call(app, '/backend/auth/getLoginUrl', {})).statusCode).toBe(200);
    expect((await call(app, '/backend/auth/signIn', { email: '', password: '' })).statusCode).toBe(400);
    const handover = await call(app, '/backend/auth/loginViaProviderTool', { session: 's', tool: 't' });
    expect(handover.statusCode).toBe(401);
    expect(handover.json().errors[0].type).toBe('handover_failed');
    const callback = await app.inject({ method: 'GET', url: '/backend/auth/oidcCallback?code=c&state=s' });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/login?sso=failed');
  });

  it('refuses a cross-site or header-less request with 403 before asking for a session', async () => {
    const noHeader = await app.inject({ method: 'POST', url: '/backend/auth/getUser', payload: {} });
    expect(noHeader.statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/backend/auth/getUser',
      headers: { ...XRW, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers 401 before reading the body of an anonymous request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/backend/tracking/trackNewUserInteraction',
      headers: { ...XRW, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(res.statusCode).toBe(401);
  });

  it("writes messages in the signed-in user's language over Accept-Language", async () => {
    const { cookie } = await signedInUser(app, { language: 'fr' });
    const res = await call(
      app,
      '/backend/auth/changePassword',
      { currentPassword: '', newPassword: 'ganz-neu-2026' },
      {
        cookie,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/mot de passe actuel/);
  });
});

describe('login URL', () => {
  it('points at the built-in sign-in page with the redirect, language and product code', async () => {
    const res = await call(app, '/backend/auth/getLoginUrl', {
      redirect: '/import/status?id=b1',
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      loginUrl: '/signin?redirect=%2Fimport%2Fstatus%3Fid%3Db1&lang=en&product=datacare',
      settingsUrl: '/account',
    });
  });

  it('defaults to /dashboard and the language of the request', async () => {
    const res = await call(app, '/backend/auth/getLoginUrl', {}, { headers: { 'accept-language': 'fr-CH' } });
    expect(res.json()).toEqual({
      loginUrl: '/signin?redirect=%2Fdashboard&lang=fr&product=datacare',
      settingsUrl: '/account',
    });
  });

  it('refuses a redirect to another origin', async () => {
    const res = await call(app, '/backend/auth/getLoginUrl', { redirect: '//evil.example/' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the current user', () => {
  it('answers the contract User: full name, picture, permissions, no secrets', async () => {
    const { cookie, user } = await signedInUser(app, {
      email: 'jonas.weber@firma.de',
      firstName: 'Jonas',
      name: 'Weber',
      companyName: 'Weber & Söhne KG',
      language: 'en',
      contractType: 'test',
      target1Access: true,
      pictureMime: 'image/png',
      pictureData: 'iVBORw0KGgo=',
    });
    const res = await getUser(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: 'jonas.weber@firma.de',
      firstName: 'Jonas',
      name: 'Weber',
      fullName: 'Jonas Weber',
      language: 'en',
      lastAccountId: null,
      pictureUrl: { mime: 'image/png', data: 'iVBORw0KGgo=' },
      fromTarget: false,
      targetSessionId: null,
      contractType: 'test',
      companyName: 'Weber & Söhne KG',
      target1Permissions: { ACCESS: true },
      target2Permissions: { ACCESS: false },
      lastSurveyAt: null,
    });
    expect(res.body).not.toContain('scrypt');
  });

  it('has no picture when none is stored', async () => {
    const { cookie } = await signedInUser(app);
    expect((await getUser(cookie)).json().pictureUrl).toBeNull();
  });

  it('marks only the current session as coming from the sister product and stores its session id', async () => {
    const { email, cookie } = await signedInUser(app);
    const otherBrowser = await signIn(app, email);
    expect((await call(app, '/backend/auth/setFromTarget', {}, { cookie })).json()).toEqual({ ok: true });
    expect(
      (await call(app, '/backend/auth/setTargetSession', { targetSessionId: 'T-123' }, { cookie }))
        .statusCode,
    ).toBe(200);
    expect((await getUser(cookie)).json()).toMatchObject({ fromTarget: true, targetSessionId: 'T-123' });
    expect((await getUser(otherBrowser)).json()).toMatchObject({ fromTarget: false, targetSessionId: null });
  });

  it('ends every session of an account whose password is changed', async () => {
    const { email, cookie } = await signedInUser(app);
    const { setUserPassword } = await import('../users/service.ts');
    await setUserPassword(app.db, app.passwordHasher, email, 'ein-neues-passwort');
    expect((await getUser(cookie)).statusCode).toBe(401);
    expect((await postSignIn(app, { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await postSignIn(app, { email, password: 'ein-neues-passwort' })).statusCode).toBe(200);
  });

  it('cannot be created twice for one e-mail', async () => {
    await createUser(app, { email: 'doppelt@firma.de' });
    await expect(createUser(app, { email: 'DOPPELT@firma.de' })).rejects.toThrow(/already an account/);
  });
});
