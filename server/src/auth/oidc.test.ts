import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider, { type OidcAccount } from 'oidc-provider';
import type { OidcConfig } from '../config/config.ts';
import {
  call,
  createTestApp,
  createTestClock,
  createUser,
  postSignIn,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestClock,
} from '../../test/test-app.ts';
import { OIDC_BINDING_COOKIE, OIDC_LOGIN_TTL_MS } from './oidc.ts';

/**
 * Single sign-on against a real OpenID provider (oidc-provider) on a loopback port in this process.
 * The test plays the browser: getLoginUrl on the app, the provider's authorisation endpoint and
 * its login and consent (finished by the handlers below as the account `nextLogin` names), then the
 * app's callback with the cookie getLoginUrl set. The app does not listen: PUBLIC_URL is only the
 * address the provider sends the browser back to, and the test calls that path with app.inject.
 */

const PUBLIC_URL = 'http://datacare.test';
const CALLBACK = `${PUBLIC_URL}/backend/auth/oidcCallback`;
const CLIENT_ID = 'datacare';
const CLIENT_SECRET = 'ein-langes-geheimnis-des-testclients-0123456789';

interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

interface TestProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** The account the next login interaction signs in as; null: the user cancels. */
  nextLogin: string | null;
  /** Answers 503 to everything while true (discovery fails). */
  down: boolean;
  close(): Promise<void>;
}

/** oidc-provider's storage, in a Map per provider (its own in-memory adapter warns on every start). */
function memoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  return class TestAdapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    private key(id: string): string {
      return `${this.model}:${id}`;
    }
    private all(): Record<string, unknown>[] {
      return [...store].filter(([key]) => key.startsWith(`${this.model}:`)).map(([, payload]) => payload);
    }
    async upsert(id: string, payload: Record<string, unknown>): Promise<void> {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return this.all().find((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return this.all().find((payload) => payload.userCode === userCode);
    }
    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

async function startProvider(): Promise<TestProvider> {
  let handle: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state: TestProvider = {
    issuer,
    accounts: new Map(),
    nextLogin: null,
    down: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['schluessel-fuer-die-cookies-des-test-providers'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: async (_ctx: unknown, sub: string): Promise<OidcAccount | undefined> => {
      const account = state.accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const providerCallback = provider.callback();
  handle = (req, res) => {
    if (state.down) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (!/^\/interaction\/[^/?]+/.test(req.url ?? '')) {
      providerCallback(req, res);
      return;
    }
    void (async () => {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name === 'login') {
        const result = state.nextLogin
          ? { login: { accountId: state.nextLogin } }
          : { error: 'access_denied', error_description: 'Abgebrochen' };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        return;
      }
      const grant = interaction.grantId
        ? (await provider.Grant.find(interaction.grantId))!
        : new provider.Grant({
            accountId: interaction.session!.accountId,
            clientId: interaction.params.client_id,
          });
      const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
  return state;
}

/** The browser's cookies at the provider (names only; paths do not matter for this flow). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key?.toLowerCase() === 'expires') return Date.parse(val ?? '') <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Follows the provider's redirects from the login URL until it sends the browser to our callback. */
async function throughProvider(loginUrl: string, jar = new CookieJar()): Promise<URL> {
  let current = new URL(loginUrl);
  for (let hops = 0; hops < 20; hops++) {
    if (current.href.startsWith(CALLBACK)) return current;
    const res = await fetch(current, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const body = await res.text();
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(
        `the provider stopped at ${current.pathname} with ${res.status}: ${body.slice(0, 500)}`,
      );
    }
    current = new URL(location, current);
  }
  throw new Error('too many redirects at the provider');
}

let provider: TestProvider;
let app: FastifyInstance;
let clock: TestClock;
let logLines: string[];

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  await provider.close();
});

function oidcConfig(overrides: Partial<OidcConfig> = {}): OidcConfig {
  return {
    issuer: provider.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    scopes: 'openid email profile',
    allowHttp: true,
    ...overrides,
  };
}

beforeEach(async () => {
  provider.down = false;
  provider.nextLogin = null;
  clock = createTestClock(Date.now());
  logLines = [];
  app = await createTestApp(
    { publicUrl: PUBLIC_URL, oidc: oidcConfig(), logLevel: 'info' },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterEach(async () => {
  await app.close();
});

/** getLoginUrl as the login page calls it; returns the provider URL and the binding cookie. */
async function startLogin(
  body: { redirect?: string; lang?: 'de' | 'en' | 'fr' } = {},
  cookie?: string,
): Promise<{ loginUrl: string; settingsUrl: string; binding: string }> {
  const res = await call(app, '/backend/auth/getLoginUrl', body, cookie ? { cookie } : {});
  expect(res.statusCode, res.body).toBe(200);
  const set = res.cookies.find((c) => c.name === OIDC_BINDING_COOKIE)!;
  expect(set).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/backend/auth/oidcCallback',
    maxAge: 600,
  });
  return { ...res.json(), binding: `${OIDC_BINDING_COOKIE}=${set.value}` };
}

/** The browser arriving at the app's callback. */
function arrive(url: URL, cookie: string | undefined): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole sign-in as `sub`; returns the callback's answer. */
async function signInAs(
  sub: string,
  body: { redirect?: string; lang?: 'de' | 'en' | 'fr' } = {},
): Promise<LightMyRequestResponse> {
  provider.nextLogin = sub;
  const { loginUrl, binding } = await startLogin(body);
  return arrive(await throughProvider(loginUrl), binding);
}

function expectFailed(res: LightMyRequestResponse, reason: RegExp): void {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/login?sso=failed');
  expect(sessionCookieFrom(res)).toBeUndefined();
  const failures = logLines.map((line) => JSON.parse(line)).filter((e) => e.msg === 'single sign-on failed');
  expect(failures.at(-1)?.reason).toMatch(reason);
}

describe('single sign-on with OpenID Connect', () => {
  it('sends the browser to the provider with PKCE, state, nonce and the language', async () => {
    const { loginUrl, settingsUrl } = await startLogin({ redirect: '/import', lang: 'en' });
    const url = new URL(loginUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'en',
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(settingsUrl).toBe(provider.issuer);
    // Only hashes of the state and the cookie are stored.
    const [pending] = await app.db.selectFrom('oidc_logins').selectAll().execute();
    expect(pending!.state_hash).not.toBe(url.searchParams.get('state'));
    expect(pending).toMatchObject({ redirect_path: '/import', language: 'en' });
  });

  it('creates an account on first sign-in, with no password, and starts a session', async () => {
    provider.accounts.set('sub-neu', {
      email: 'Neu.Kunde@Firma.de',
      email_verified: true,
      given_name: 'Nele',
      family_name: 'Kunde',
    });
    const res = await signInAs('sub-neu', { redirect: '/import/status?id=b1', lang: 'en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/import/status?id=b1');
    const cookie = sessionCookieFrom(res)!;
    const me = await call(app, '/backend/auth/getUser', {}, { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'neu.kunde@firma.de',
      firstName: 'Nele',
      name: 'Kunde',
      language: 'en',
      contractType: 'paid',
      fromTarget: false,
    });
    const quota = await call(app, '/backend/quota/getUserQuotaInfo', {}, { cookie });
    expect(quota.json()).toMatchObject({ totalQuota: 5000 });
    expect(await app.db.selectFrom('user_identities').selectAll().execute()).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: 'sub-neu', user_id: me.json().id }),
    ]);
    // No password signs in to it.
    const password = await postSignIn(app, { email: 'neu.kunde@firma.de', password: '!sso' });
    expect(password.statusCode).toBe(401);
  });

  it('links an existing account by its verified e-mail, then recognises the subject', async () => {
    const { user } = await createUser(app, { email: 'anna@firma.de' });
    provider.accounts.set('sub-anna', { email: 'ANNA@firma.de', email_verified: true, name: 'Anna Schmidt' });
    const first = await signInAs('sub-anna');
    expect(first.headers.location).toBe('/dashboard');
    const me = await call(app, '/backend/auth/getUser', {}, { cookie: sessionCookieFrom(first)! });
    expect(me.json()).toMatchObject({ id: user.id, email: 'anna@firma.de' });
    // The password keeps working for a linked account.
    expect((await postSignIn(app, { email: 'anna@firma.de', password: TEST_PASSWORD })).statusCode).toBe(200);

    // A changed e-mail at the provider still signs in as the linked account.
    provider.accounts.set('sub-anna', { email: 'anna.neu@firma.de', email_verified: true });
    const second = await signInAs('sub-anna');
    const again = await call(app, '/backend/auth/getUser', {}, { cookie: sessionCookieFrom(second)! });
    expect(again.json().id).toBe(user.id);

    // Another provider account with the linked account's e-mail does not get in.
    provider.accounts.set('sub-zweite', { email: 'anna@firma.de', email_verified: true });
    expectFailed(await signInAs('sub-zweite'), /linked to another subject/);
  });

  it('refuses an e-mail the provider has not verified, or none', async () => {
    provider.accounts.set('sub-unverified', { email: 'offen@firma.de', email_verified: false });
    expectFailed(await signInAs('sub-unverified'), /not verified/);
    provider.accounts.set('sub-silent', { email: 'still@firma.de' });
    expectFailed(await signInAs('sub-silent'), /not verified/);
    provider.accounts.set('sub-nomail', { given_name: 'Ohne' });
    expectFailed(await signInAs('sub-nomail'), /no e-mail/);
    expect(await app.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a callback whose state is not one of ours, or without the binding cookie', async () => {
    provider.accounts.set('sub-a', { email: 'a@firma.de', email_verified: true });
    provider.nextLogin = 'sub-a';

    const first = await startLogin();
    const url = await throughProvider(first.loginUrl);
    const forged = new URL(url);
    forged.searchParams.set('state', 'ein-anderer-state-0123456789');
    expectFailed(await arrive(forged, first.binding), /unknown or already used state/);

    const second = await startLogin();
    expectFailed(await arrive(await throughProvider(second.loginUrl), undefined), /no binding cookie/);
  });

  it("refuses a sign-in completed in another browser (the other browser's cookie)", async () => {
    provider.accounts.set('sub-b', { email: 'b@firma.de', email_verified: true });
    provider.nextLogin = 'sub-b';
    const victim = await startLogin();
    const attacker = await startLogin();
    expect(victim.binding).not.toBe(attacker.binding);
    // The attacker's own authorisation response, planted in the victim's browser.
    expectFailed(await arrive(await throughProvider(attacker.loginUrl), victim.binding), /another sign-in/);
  });

  it('keeps one binding per browser: a second getLoginUrl does not break the first', async () => {
    provider.accounts.set('sub-tabs', { email: 'tabs@firma.de', email_verified: true });
    provider.nextLogin = 'sub-tabs';
    const first = await startLogin({ redirect: '/import' });
    const second = await startLogin({ redirect: '/list' }, first.binding);
    expect(second.binding).toBe(first.binding);
    const res = await arrive(await throughProvider(first.loginUrl), second.binding);
    expect(res.headers.location).toBe('/import');
  });

  it('accepts a callback once: the replay is refused', async () => {
    provider.accounts.set('sub-c', { email: 'c@firma.de', email_verified: true });
    provider.nextLogin = 'sub-c';
    const { loginUrl, binding } = await startLogin();
    const url = await throughProvider(loginUrl);
    expect((await arrive(url, binding)).headers.location).toBe('/dashboard');
    expectFailed(await arrive(url, binding), /unknown or already used state/);
  });

  it('refuses an ID token with another nonce than the sign-in started with', async () => {
    provider.accounts.set('sub-d', { email: 'd@firma.de', email_verified: true });
    provider.nextLogin = 'sub-d';
    const { loginUrl, binding } = await startLogin();
    const tampered = new URL(loginUrl);
    tampered.searchParams.set('nonce', 'ein-anderer-nonce-0123456789');
    expectFailed(await arrive(await throughProvider(tampered.href), binding), /nonce/);
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    provider.accounts.set('sub-e', { email: 'e@firma.de', email_verified: true });
    provider.nextLogin = 'sub-e';
    const { loginUrl, binding } = await startLogin();
    const url = await throughProvider(loginUrl);
    clock.advance(OIDC_LOGIN_TTL_MS);
    expectFailed(await arrive(url, binding), /too long ago/);
  });

  it('goes to the failure page when the user cancels at the provider', async () => {
    provider.nextLogin = null;
    const { loginUrl, binding } = await startLogin();
    const url = await throughProvider(loginUrl);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expectFailed(await arrive(url, binding), /the provider answered access_denied/);
  });

  it('never logs the authorisation code, the state or the binding cookie', async () => {
    provider.accounts.set('sub-f', { email: 'f@firma.de', email_verified: true });
    provider.nextLogin = 'sub-f';
    const { loginUrl, binding } = await startLogin();
    const url = await throughProvider(loginUrl);
    expect((await arrive(url, binding)).statusCode).toBe(303);
    expectFailed(await arrive(url, binding), /already used/);
    const log = logLines.join('');
    expect(log).toContain('signed in by single sign-on');
    for (const secret of [
      url.searchParams.get('code')!,
      url.searchParams.get('state')!,
      new URL(loginUrl).searchParams.get('nonce')!,
      binding.split('=')[1]!,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('oidcCallback?code=[redacted]&state=[redacted]&iss=');
  });
});

describe('single sign-on when the provider is unreachable', () => {
  it('answers getLoginUrl 503 while discovery fails, and retries it on the next call', async () => {
    provider.down = true;
    const res = await call(app, '/backend/auth/getLoginUrl', {}, { headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: [{ type: 'service_unavailable', message: expect.any(String) }],
    });
    provider.down = false;
    const again = await call(app, '/backend/auth/getLoginUrl', {});
    expect(again.statusCode).toBe(200);
    expect(new URL(again.json().loginUrl).origin).toBe(provider.issuer);
  });
});

describe('the callback without single sign-on', () => {
  it('goes to the failure page when the built-in login is in use', async () => {
    const builtIn = await createTestApp();
    try {
      const res = await builtIn.inject({ method: 'GET', url: '/backend/auth/oidcCallback?code=x&state=y' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login?sso=failed');
    } finally {
      await builtIn.close();
    }
  });
});
