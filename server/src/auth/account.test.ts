import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  call,
  createTestApp,
  createTestClock,
  postSignIn,
  signedInUser,
  signIn,
  TEST_PASSWORD,
  type TestClock,
} from '../../test/test-app.ts';
import { hashSessionId } from './sessions.ts';

const NEW_PASSWORD = 'neu-und-geheim-2026';

let app: FastifyInstance;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock();
  app = await createTestApp({}, { clock });
});
afterEach(async () => {
  await app.close();
});

function changePassword(
  body: Record<string, unknown>,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  return call(app, '/backend/auth/changePassword', body, { cookie });
}

function getUser(cookie: string | undefined) {
  return call(app, '/backend/auth/getUser', {}, { cookie });
}

function sessionHashes(): Promise<string[]> {
  return app.db
    .selectFrom('sessions')
    .select('id_hash')
    .execute()
    .then((rows) => rows.map((row) => row.id_hash));
}

const hashOf = (cookie: string) => hashSessionId(cookie.slice('sid='.length));

describe('change of password', () => {
  it('stores the new password, ends the other sessions and keeps the current one', async () => {
    const { email, cookie } = await signedInUser(app);
    const otherDevice = await signIn(app, email);
    const res = await changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The session the change was made in goes on; no new cookie is needed.
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await getUser(cookie)).statusCode).toBe(200);
    expect((await getUser(otherDevice)).statusCode).toBe(401);
    expect(await sessionHashes()).toEqual([hashOf(cookie)]);

    // The old password no longer signs in, the new one does.
    const old = await postSignIn(app, { email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(old.json().errors[0].type).toBe('login_failed');
    expect((await postSignIn(app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('stores a new scrypt hash, never the password', async () => {
    const { user, cookie } = await signedInUser(app);
    await changePassword({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, cookie);
    const row = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toBe(user.password_hash);
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
  });

  it('answers a wrong current password with 403 wrong_password, and the session stays valid', async () => {
    const { email, cookie } = await signedInUser(app, { language: 'en' });
    const otherDevice = await signIn(app, email);
    const res = await changePassword({ currentPassword: 'falsch-falsch', newPassword: NEW_PASSWORD }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [
        {
          type: 'wrong_password',
          field: 'currentPassword',
          message: 'The current password is not correct.',
        },
      ],
    });
    // Not a 401: nothing is signed out, no cookie is cleared, the password is unchanged.
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await getUser(cookie)).statusCode).toBe(200);
    expect((await getUser(otherDevice)).statusCode).toBe(200);
    expect((await postSignIn(app, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a new password under 8 characters with password_too_short on the new field', async () => {
    const { email, cookie } = await signedInUser(app);
    const res = await changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'kurz123' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          type: 'password_too_short',
          field: 'newPassword',
          message: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
        },
      ],
    });
    expect((await postSignIn(app, { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a new password equal to the current one with password_unchanged', async () => {
    const { cookie } = await signedInUser(app, { language: 'fr' });
    const res = await changePassword({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          type: 'password_unchanged',
          field: 'newPassword',
          message: "Le nouveau mot de passe doit être différent de l'actuel.",
        },
      ],
    });
  });

  it('treats the two ways of typing an umlaut as the same password', async () => {
    const composed = 'Grüße-aus-Köln';
    const { cookie } = await signedInUser(app, { password: composed });
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const res = await changePassword({ currentPassword: composed, newPassword: decomposed }, cookie);
    expect(res.json().errors[0].type).toBe('password_unchanged');
  });

  it('names the missing field: the current password first, then the new one', async () => {
    const { cookie } = await signedInUser(app);
    const both = await changePassword({ currentPassword: '', newPassword: '' }, cookie);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      errors: [
        {
          type: 'password_missing',
          field: 'currentPassword',
          message: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
        },
      ],
    });
    // The lang query flag wins over the user's language (docs/auth.md, the auth guard).
    const newMissing = await call(
      app,
      '/backend/auth/changePassword?lang=en',
      { currentPassword: TEST_PASSWORD, newPassword: '' },
      { cookie },
    );
    expect(newMissing.statusCode).toBe(400);
    expect(newMissing.json()).toEqual({
      errors: [{ type: 'password_missing', field: 'newPassword', message: 'Please enter a new password.' }],
    });
  });

  it('refuses a body without the fields or with extra ones (contract validation)', async () => {
    const { cookie } = await signedInUser(app);
    const missing = await changePassword({ newPassword: NEW_PASSWORD }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].type).toBe('validation_error');
    const extra = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, email: 'x@y.de' },
      cookie,
    );
    expect(extra.statusCode).toBe(400);
    const long = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(1025) },
      cookie,
    );
    expect(long.statusCode).toBe(400);
  });

  it('needs a session: 401 without one', async () => {
    const res = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      undefined,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('unauthorized');
  });

  it('leaves other accounts alone', async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas', name: 'Weber' });
    const res = await changePassword(
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      anna.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await getUser(jonas.cookie)).statusCode).toBe(200);
    expect(await sessionHashes()).toEqual(
      expect.arrayContaining([hashOf(anna.cookie), hashOf(jonas.cookie)]),
    );
    expect((await postSignIn(app, { email: jonas.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await postSignIn(app, { email: jonas.email, password: NEW_PASSWORD })).statusCode).toBe(401);
  });
});

describe('change of password: rate limit per IP', () => {
  let limited: FastifyInstance;
  beforeEach(async () => {
    limited = await createTestApp({}, { clock, signInRateLimit: { limit: 3, windowMs: 5 * 60_000 } });
  });
  afterEach(async () => {
    await limited.close();
  });

  it('shares the sign-in budget and answers 429 too_many_requests with the wait', async () => {
    const { cookie } = await signedInUser(limited); // one attempt: the sign-in
    const wrong = { currentPassword: 'falsch-falsch', newPassword: NEW_PASSWORD };
    const post = (body: Record<string, unknown>) =>
      call(limited, '/backend/auth/changePassword', body, { cookie });

    // Form errors do not count.
    expect((await post({ currentPassword: '', newPassword: '' })).statusCode).toBe(400);
    expect((await post(wrong)).statusCode).toBe(403);
    expect((await post(wrong)).statusCode).toBe(403);
    const res = await post({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
    const error = res.json().errors[0];
    expect(error).toMatchObject({ type: 'too_many_requests', retryAfterSeconds: 300 });
    expect(error.message).toBe('Zu viele Anfragen. Bitte in 300 Sekunden erneut versuchen.');
    expect(res.headers['retry-after']).toBe('300');
    // Still signed in, and the password did not change.
    expect((await call(limited, '/backend/auth/getUser', {}, { cookie })).statusCode).toBe(200);

    clock.advance(5 * 60_000);
    const later = await post({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(later.statusCode).toBe(200);
  });
});

describe('language', () => {
  it('stores the language: setLanguage answers the user and getUser reports it', async () => {
    const { cookie } = await signedInUser(app, { language: 'de' });
    const res = await call(app, '/backend/auth/setLanguage', { language: 'en' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en', fullName: 'Anna Schmidt' });
    expect(res.json()).not.toHaveProperty('password_hash');
    const user = await getUser(cookie);
    expect(user.json().language).toBe('en');
  });

  it("writes the server's messages in the new language from the next request on", async () => {
    const { cookie } = await signedInUser(app, { language: 'de' });
    await call(app, '/backend/auth/setLanguage', { language: 'fr' }, { cookie });
    const res = await changePassword({ currentPassword: 'falsch-falsch', newPassword: NEW_PASSWORD }, cookie);
    expect(res.json().errors[0].message).toBe("Le mot de passe actuel n'est pas correct.");
  });

  it('accepts only the product languages and needs a session', async () => {
    const { cookie } = await signedInUser(app);
    const bad = await call(app, '/backend/auth/setLanguage', { language: 'es' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].type).toBe('validation_error');
    const anonymous = await call(app, '/backend/auth/setLanguage', { language: 'en' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes only the signed-in account', async () => {
    const anna = await signedInUser(app, { language: 'de' });
    const jonas = await signedInUser(app, { language: 'de', firstName: 'Jonas' });
    await call(app, '/backend/auth/setLanguage', { language: 'en' }, { cookie: anna.cookie });
    expect((await getUser(jonas.cookie)).json().language).toBe('de');
  });
});
