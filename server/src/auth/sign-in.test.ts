import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  call,
  createTestApp,
  createTestClock,
  createUser,
  fastHasher,
  postSignIn,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestClock,
} from '../../test/test-app.ts';
import type { PasswordHasher } from './passwords.ts';
import { hashSessionId } from './sessions.ts';
import { safeRedirectPath } from './sign-in.ts';

const MINUTE = 60_000;

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function error(res: LightMyRequestResponse) {
  return res.json().errors[0] as Record<string, unknown>;
}

describe('sign-in', () => {
  it('signs in, sets an HttpOnly SameSite=Lax session cookie and answers the requested redirect', async () => {
    const { email } = await createUser(app);
    const res = await postSignIn(app, { email, password: TEST_PASSWORD, redirect: '/import/status?id=b1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/import/status?id=b1' });

    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);

    // Only the hash of the id is stored.
    const rows = await app.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows).toEqual([{ id_hash: hashSessionId(cookie.value) }]);

    const user = await call(app, '/backend/auth/getUser', {}, { cookie: sessionCookieFrom(res) });
    expect(user.statusCode).toBe(200);
    expect(user.json().email).toBe(email);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const { email } = await createUser(app, { email: 'Jonas.Weber@Firma.DE' });
    expect(email).toBe('Jonas.Weber@Firma.DE');
    const res = await postSignIn(app, { email: '  JONAS.weber@firma.de ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('goes to /dashboard without a redirect and never to another origin', async () => {
    const { email } = await createUser(app);
    const plain = await postSignIn(app, { email, password: TEST_PASSWORD });
    expect(plain.json()).toEqual({ redirectUrl: '/dashboard' });
    // A tab is dropped by browsers, which would turn this into //evil.example.
    const sneaky = await postSignIn(app, { email, password: TEST_PASSWORD, redirect: '/\t/evil.example' });
    expect(sneaky.json()).toEqual({ redirectUrl: '/dashboard' });
    // Absolute and protocol-relative URLs are refused by the contract already.
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await postSignIn(app, { email, password: TEST_PASSWORD, redirect });
      expect(res.statusCode, redirect).toBe(400);
    }
  });

  it('keeps redirects on the same origin', () => {
    expect(safeRedirectPath('/list?page=2#top')).toBe('/list?page=2#top');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/\n/evil.example')).toBe('/dashboard');
    expect(safeRedirectPath('/a/../../x')).toBe('/x');
  });

  it('sets a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://datacare.example' }, { clock });
    const { email } = await createUser(secure);
    const res = await postSignIn(secure, { email, password: TEST_PASSWORD });
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    await secure.close();
  });
});

describe('sign-in form checks', () => {
  it('answers an empty e-mail with username_missing on the email field, before anything else', async () => {
    const res = await postSignIn(
      app,
      { email: '  ', password: '' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ type: 'username_missing', field: 'email', message: 'Please enter your e-mail address.' }],
    });
  });

  it('answers a malformed e-mail with invalid_email on the email field', async () => {
    for (const email of [
      'anna',
      'anna@',
      '@firma.de',
      'anna@firma',
      'anna schmidt@firma.de',
      'a@b@firma.de',
    ]) {
      const res = await postSignIn(app, { email, password: '' });
      expect(res.statusCode, email).toBe(400);
      expect(error(res), email).toMatchObject({ type: 'invalid_email', field: 'email' });
      expect(error(res).message).toBe('Die E-Mail-Adresse ist ungültig.');
    }
  });

  it('answers an empty password with password_missing on the password field', async () => {
    const res = await postSignIn(
      app,
      { email: 'anna@firma.de', password: '' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual({
      type: 'password_missing',
      field: 'password',
      message: 'Veuillez saisir votre mot de passe.',
    });
  });

  it('refuses a body that breaks the contract (missing fields, unknown fields) with validation_error', async () => {
    const missing = await postSignIn(app, { email: 'anna@firma.de' });
    expect(missing.statusCode).toBe(400);
    expect(error(missing).type).toBe('validation_error');
    const extra = await postSignIn(app, { email: 'anna@firma.de', password: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
  });
});

describe('account lockout', () => {
  it('counts down 4..1 attempts, then exhausts, then blocks with Retry-After', async () => {
    const { email } = await createUser(app);
    const wrong = { email, password: 'falsch-falsch' };
    const expected = [
      'Anmeldedaten falsch. Noch 4 Versuche.',
      'Anmeldedaten falsch. Noch 3 Versuche.',
      'Anmeldedaten falsch. Noch 2 Versuche.',
      'Anmeldedaten falsch. Noch 1 Versuch.',
    ];
    for (const [index, text] of expected.entries()) {
      const res = await postSignIn(app, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ type: 'login_failed', message: text, attemptsLeft: 4 - index }],
      });
      expect(res.cookies).toEqual([]);
    }

    const exhausted = await postSignIn(app, wrong);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.headers['retry-after']).toBe('300');
    expect(exhausted.json()).toEqual({
      errors: [
        {
          type: 'login_attempts_exhausted',
          message: 'Keine Versuche mehr. Bitte in 300 Sekunden erneut versuchen.',
          retryAfterSeconds: 300,
        },
      ],
    });

    // Locked: even the right password is not looked at.
    clock.advance(100_000);
    const blocked = await postSignIn(app, { email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('200');
    expect(blocked.json()).toEqual({
      errors: [
        {
          type: 'login_blocked',
          message: 'Konto vorübergehend gesperrt. Bitte in 200 Sekunden erneut versuchen.',
          retryAfterSeconds: 200,
        },
      ],
    });
    expect(sessionCookieFrom(blocked)).toBeUndefined();

    clock.advance(199_500);
    const lastSecond = await postSignIn(
      app,
      { email, password: TEST_PASSWORD },
      { headers: { 'accept-language': 'en' } },
    );
    expect(error(lastSecond).message).toBe('Account temporarily locked. Please try again in 1 second.');

    clock.advance(500);
    const after = await postSignIn(app, { email, password: TEST_PASSWORD });
    expect(after.statusCode).toBe(200);
  });

  it('doubles each further lockout, up to one hour', async () => {
    const { email } = await createUser(app);
    const lockLengths: number[] = [];
    for (let lockout = 0; lockout < 6; lockout++) {
      let res: LightMyRequestResponse | undefined;
      for (let i = 0; i < 5; i++) res = await postSignIn(app, { email, password: 'falsch-falsch' });
      expect(error(res!).type).toBe('login_attempts_exhausted');
      const seconds = error(res!).retryAfterSeconds as number;
      lockLengths.push(seconds);
      clock.advance(seconds * 1000);
    }
    expect(lockLengths).toEqual([300, 600, 1200, 2400, 3600, 3600]);
  });

  it('counts failures within 15 minutes only', async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < 4; i++) await postSignIn(app, { email, password: 'falsch-falsch' });
    clock.advance(15 * MINUTE);
    const res = await postSignIn(app, { email, password: 'falsch-falsch' });
    expect(error(res)).toMatchObject({ type: 'login_failed', attemptsLeft: 4 });
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < 3; i++) await postSignIn(app, { email, password: 'falsch-falsch' });
    expect((await postSignIn(app, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const res = await postSignIn(app, { email, password: 'falsch-falsch' });
    expect(error(res)).toMatchObject({ type: 'login_failed', attemptsLeft: 4 });
  });

  it('answers an unknown account exactly like a known one, through the whole sequence', async () => {
    const { email } = await createUser(app, { email: 'known@firma.de' });
    const unknown = 'unknown@firma.de';
    const sequence = async (address: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const res = await postSignIn(app, { email: address, password: 'falsch-falsch' });
        answers.push({
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
          setsCookie: res.headers['set-cookie'] !== undefined,
          body: res.json(),
        });
        clock.advance(1000);
      }
      return answers;
    };
    const known = await sequence(email);
    clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
    const other = await sequence(unknown);
    expect(other).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(known.map((a) => a.body.errors[0].type)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_attempts_exhausted',
      'login_blocked',
      'login_blocked',
    ]);
  });

  it('keeps a lockout when the server restarts on the same DATA_DIR', async () => {
    const { email } = await createUser(app);
    for (let i = 0; i < 5; i++) await postSignIn(app, { email, password: 'falsch-falsch' });
    const dataDir = app.config.dataDir;
    await app.close();

    app = await createTestApp({ dataDir }, { clock });
    const res = await postSignIn(app, { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(error(res)).toMatchObject({ type: 'login_blocked', retryAfterSeconds: 300 });
  });
});

describe('rate limit per IP', () => {
  it('answers 429 too_many_requests before any password is hashed', async () => {
    let verifications = 0;
    const counting: PasswordHasher = {
      hash: (password) => fastHasher.hash(password),
      verify: (password, stored) => {
        verifications += 1;
        return fastHasher.verify(password, stored);
      },
    };
    const limited = await createTestApp(
      {},
      { clock, passwordHasher: counting, signInRateLimit: { limit: 3, windowMs: MINUTE } },
    );
    const { email } = await createUser(limited);
    const from = (remoteAddress: string, address = email) =>
      postSignIn(limited, { email: address, password: 'falsch-falsch' }, { remoteAddress });

    // Different e-mails from one address: the limit is per IP, not per account.
    for (let i = 0; i < 3; i++)
      expect((await from('203.0.113.7', `spray${i}@firma.de`)).statusCode).toBe(401);
    expect(verifications).toBe(3);

    clock.advance(20_000);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({
      errors: [
        {
          type: 'too_many_requests',
          message: 'Zu viele Anfragen. Bitte in 40 Sekunden erneut versuchen.',
          retryAfterSeconds: 40,
        },
      ],
    });
    expect(verifications).toBe(3);

    // Another address is not affected; the window slides.
    expect((await from('198.51.100.2')).statusCode).toBe(401);
    clock.advance(40_000);
    expect((await from('203.0.113.7')).statusCode).toBe(401);
    await limited.close();
  });

  it('checks the form before counting an attempt', async () => {
    const limited = await createTestApp({}, { clock, signInRateLimit: { limit: 1, windowMs: MINUTE } });
    for (let i = 0; i < 3; i++) {
      expect((await postSignIn(limited, { email: '', password: '' })).statusCode).toBe(400);
    }
    expect((await postSignIn(limited, { email: 'a@firma.de', password: 'x' })).statusCode).toBe(401);
    expect((await postSignIn(limited, { email: 'a@firma.de', password: 'x' })).statusCode).toBe(429);
    await limited.close();
  });
});
