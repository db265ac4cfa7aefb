import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { DEFAULT_TOTAL_QUOTA } from '@datacare/api-client/domain';
import type { Language } from '@datacare/api-client/generated/types';
import type { OidcConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { isValidEmail, normaliseEmail } from '../users/service.ts';
import { findUserByEmail, findUserById, insertUser, type UserRecord } from '../users/storage.ts';
import type { LoginCallback, LoginCallbackOutcome, LoginCookie, LoginProvider } from './login-provider.ts';

/**
 * Single sign-on with OpenID Connect (docs/adr/012-company-lists-and-hand-over.md, docs/auth.md):
 * the authorisation code flow with PKCE (S256), state and nonce, through openid-client.
 *
 * getLoginUrl stores a pending sign-in in `oidc_logins` (keyed by the sha256 of its state, 10
 * minutes, one use) and binds it to the browser with an HttpOnly cookie whose random value's hash
 * is stored with it. The callback takes the pending sign-in out, checks the cookie, exchanges the
 * code (state, nonce, PKCE and the ID token checked by openid-client), and signs in the account of
 * the provider's subject, or of the verified e-mail (linked on first use), or a new account.
 */

/** The contract's callback (authOidcCallback); the redirect URI registered at the provider. */
export const OIDC_CALLBACK_PATH = '/backend/auth/oidcCallback';

/** Where a failed single sign-on ends (the login page shows why). */
export const SSO_FAILED_PATH = '/login?sso=failed';

/** The cookie binding a pending sign-in to the browser that started it. */
export const OIDC_BINDING_COOKIE = 'sid_sso';

/** A pending sign-in expires after 10 minutes. */
export const OIDC_LOGIN_TTL_MS = 10 * 60_000;

/**
 * Accounts created by single sign-on have no password: this is never a scrypt hash, so no password
 * matches it (auth/passwords.ts refuses any other format, sign-in verifies the dummy hash instead).
 */
export const NO_PASSWORD_HASH = '!sso';

/** Seconds openid-client waits for the provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** 32 random bytes, base64url: the only shape of our binding cookie. */
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const LANGUAGES: readonly Language[] = ['de', 'en', 'fr'];

export interface OidcProviderDependencies {
  oidc: OidcConfig;
  /** PUBLIC_URL: the redirect URI is `${publicUrl}/backend/auth/oidcCallback`. */
  publicUrl: string;
  secureCookies: boolean;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** A failed sign-in; the reason goes to the log, never a code or token. */
class SsoFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SsoFailure';
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What an error from openid-client says, safe for the log: its class, code, the provider's error
 * code and the library's message (these never carry the authorisation code or tokens).
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const parts = [error.name];
  const { code, error: providerError } = error as { code?: unknown; error?: unknown };
  if (typeof code === 'string') parts.push(code);
  if (typeof providerError === 'string') parts.push(providerError.slice(0, 64));
  const messages = [error.message.slice(0, 200)];
  // openid-client wraps the check that failed; its message and the name of the claim (nonce, iss,
  // aud, ...) say which, never a value.
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 3 && cause; depth++) {
    if (cause instanceof Error) messages.push(cause.message.slice(0, 200));
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') messages.push(`claim ${claim.slice(0, 32)}`);
    cause = (cause as { cause?: unknown }).cause;
  }
  return `${parts.join(' ')}: ${messages.join('; ')}`;
}

/** The claims the account needs, from the ID token, completed from the userinfo endpoint. */
interface IdentityClaims {
  subject: string;
  email: string | undefined;
  emailVerified: unknown;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
}

/** First and last name from given_name/family_name, else split from name, else the e-mail's local part. */
function namesOf(claims: IdentityClaims, email: string): { firstName: string; name: string } {
  if (claims.givenName || claims.familyName) {
    return { firstName: claims.givenName ?? '', name: claims.familyName ?? '' };
  }
  if (claims.name) {
    const parts = claims.name.split(/\s+/);
    if (parts.length === 1) return { firstName: parts[0]!, name: '' };
    return { firstName: parts.slice(0, -1).join(' '), name: parts[parts.length - 1]! };
  }
  return { firstName: email.split('@')[0]!, name: '' };
}

/**
 * The account the provider's subject signs in as:
 * 1. the one linked to (issuer, subject) in `user_identities`;
 * 2. else the account with the verified e-mail, linked now, unless it is already linked to
 *    another subject of the same issuer (then refused: two provider accounts, one of ours);
 * 3. else a new account (default quota and contract as `npm run users -- add`, no password),
 *    linked.
 */
export async function resolveSsoAccount(
  db: Db,
  input: { issuer: string; claims: IdentityClaims; email: string; language: Language; now: number },
): Promise<UserRecord> {
  const { issuer, claims, email, now } = input;
  const linked = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', claims.subject)
    .executeTakeFirst();
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (user) return user;
  }

  const link = async (user: UserRecord): Promise<UserRecord> => {
    const other = await db
      .selectFrom('user_identities')
      .select('subject')
      .where('issuer', '=', issuer)
      .where('user_id', '=', user.id)
      .where('subject', '!=', claims.subject)
      .executeTakeFirst();
    if (other) throw new SsoFailure('the account of this e-mail is linked to another subject of this issuer');
    await db
      .insertInto('user_identities')
      .values({ issuer, subject: claims.subject, user_id: user.id, created_at: isoAt(now) })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .execute();
    // A concurrent callback of the same subject may have linked first; its link wins.
    const row = await db
      .selectFrom('user_identities')
      .select('user_id')
      .where('issuer', '=', issuer)
      .where('subject', '=', claims.subject)
      .executeTakeFirstOrThrow();
    return row.user_id === user.id ? user : ((await findUserById(db, row.user_id)) ?? user);
  };

  const existing = await findUserByEmail(db, email);
  if (existing) return link(existing);

  const { firstName, name } = namesOf(claims, email);
  try {
    await insertUser(db, {
      id: randomUUID(),
      email,
      first_name: firstName.slice(0, 200),
      name: name.slice(0, 200),
      company_name: null,
      language: input.language,
      contract_type: 'paid',
      picture_mime: null,
      picture_data: null,
      target1_access: 0,
      target2_access: 0,
      password_hash: NO_PASSWORD_HASH,
      last_account_id: null,
      last_survey_at: null,
      total_quota: DEFAULT_TOTAL_QUOTA,
      used_quota: 0,
      monthly_expand: 0,
      unlimited: 0,
      created_at: isoAt(now),
      data_packs: null,
      unlocked_fields: null,
    });
  } catch (error) {
    // The e-mail was taken in the meantime (a concurrent first sign-in): link to that account.
    if (!(await findUserByEmail(db, email))) throw error;
  }
  return link((await findUserByEmail(db, email))!);
}

/**
 * The OpenID Connect login provider. Discovery runs on first use and is retried on the next one
 * when it failed; the client authenticates with client_secret_basic unless the provider only
 * offers client_secret_post.
 */
export function oidcLoginProvider(deps: OidcProviderDependencies): LoginProvider & {
  handleCallback(callback: LoginCallback): Promise<LoginCallbackOutcome>;
} {
  const { oidc, db, clock } = deps;
  const redirectUri = `${deps.publicUrl}${OIDC_CALLBACK_PATH}`;
  let discovered: Promise<client.Configuration> | null = null;

  async function discover(): Promise<client.Configuration> {
    const options: client.DiscoveryRequestOptions = {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(oidc.allowHttp && { execute: [client.allowInsecureRequests] }),
    };
    const found = await client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      options,
    );
    const server = found.serverMetadata();
    const methods = server.token_endpoint_auth_methods_supported;
    // Without the list, the provider supports client_secret_basic (OpenID Connect Discovery 1.0, 3).
    const auth =
      !methods || methods.includes('client_secret_basic') || !methods.includes('client_secret_post')
        ? client.ClientSecretBasic(oidc.clientSecret)
        : client.ClientSecretPost(oidc.clientSecret);
    const configuration = new client.Configuration(server, oidc.clientId, oidc.clientSecret, auth);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (oidc.allowHttp) client.allowInsecureRequests(configuration);
    return configuration;
  }

  function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      discovered = discover().catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    }
    return discovered;
  }

  function bindingCookie(value: string): LoginCookie {
    return {
      name: OIDC_BINDING_COOKIE,
      value,
      options: {
        path: OIDC_CALLBACK_PATH,
        maxAge: OIDC_LOGIN_TTL_MS / 1000,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
      },
    };
  }

  async function claimsOf(
    config: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<IdentityClaims> {
    const idToken = tokens.claims();
    if (!idToken) throw new SsoFailure('the provider returned no ID token');
    let email: unknown = idToken.email;
    let emailVerified: unknown = idToken.email_verified;
    let profile: Record<string, unknown> = idToken;
    // Providers that follow the core spec strictly put the e-mail and profile claims in userinfo only.
    if (typeof email !== 'string' || emailVerified === undefined) {
      const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      email = info.email;
      emailVerified = info.email_verified;
      profile = { ...info, ...idToken };
    }
    return {
      subject: idToken.sub,
      email: text(email, 320),
      emailVerified,
      givenName: text(profile.given_name, 200),
      familyName: text(profile.family_name, 200),
      name: text(profile.name, 400),
    };
  }

  async function complete(callback: LoginCallback): Promise<{ userId: string; redirect: string }> {
    const now = clock();
    if (!callback.state) throw new SsoFailure('no state in the callback');
    const stateHash = sha256(callback.state);
    const pending = await db
      .selectFrom('oidc_logins')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    if (!pending) throw new SsoFailure('unknown or already used state');
    // One use: whoever deletes the row owns the sign-in.
    const deleted = await db.deleteFrom('oidc_logins').where('state_hash', '=', stateHash).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new SsoFailure('state used concurrently');
    if (now >= Date.parse(pending.expires_at)) throw new SsoFailure('the sign-in started too long ago');
    const binding = callback.cookie(OIDC_BINDING_COOKIE);
    if (!binding || !BINDING_PATTERN.test(binding)) throw new SsoFailure('no binding cookie');
    if (!sameHash(sha256(binding), pending.browser_hash)) {
      throw new SsoFailure('the binding cookie belongs to another sign-in');
    }
    if (callback.error !== undefined) {
      const code = /^[A-Za-z0-9_.-]{1,64}$/.test(callback.error) ? callback.error : 'malformed';
      throw new SsoFailure(`the provider answered ${code}`);
    }

    let config: client.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      throw new SsoFailure(`discovery failed: ${describeError(error)}`);
    }
    let claims: IdentityClaims;
    try {
      const tokens = await client.authorizationCodeGrant(
        config,
        new URL(`${redirectUri}${callback.search}`),
        {
          pkceCodeVerifier: pending.code_verifier,
          expectedState: callback.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        },
      );
      claims = await claimsOf(config, tokens);
    } catch (error) {
      if (error instanceof SsoFailure) throw error;
      throw new SsoFailure(`code exchange failed: ${describeError(error)}`);
    }

    if (!claims.email) throw new SsoFailure('the provider sent no e-mail');
    if (claims.emailVerified !== true) throw new SsoFailure('the e-mail is not verified');
    const email = normaliseEmail(claims.email);
    if (!isValidEmail(email)) throw new SsoFailure('the e-mail is not a valid address');
    const language = LANGUAGES.includes(pending.language) ? pending.language : 'de';
    const user = await resolveSsoAccount(db, {
      issuer: config.serverMetadata().issuer,
      claims,
      email,
      language,
      now,
    });
    return { userId: user.id, redirect: pending.redirect_path };
  }

  return {
    name: 'oidc',

    async getLoginUrl({ redirect, lang, cookie }) {
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        deps.log.error({ reason: describeError(error) }, 'OpenID provider discovery failed');
        throw new HttpError(503, 'service_unavailable');
      }
      const now = clock();
      await db.deleteFrom('oidc_logins').where('expires_at', '<=', isoAt(now)).execute();
      // One binding per browser: a second tab (or the settings link's call) keeps the first valid.
      const existing = cookie?.(OIDC_BINDING_COOKIE);
      const binding =
        existing && BINDING_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db
        .insertInto('oidc_logins')
        .values({
          state_hash: sha256(state),
          browser_hash: sha256(binding),
          nonce,
          code_verifier: codeVerifier,
          redirect_path: redirect,
          language: lang,
          created_at: isoAt(now),
          expires_at: isoAt(now + OIDC_LOGIN_TTL_MS),
        })
        .execute();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: oidc.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: lang,
      });
      return { url: url.href, cookies: [bindingCookie(binding)] };
    },

    async getSettingsUrl() {
      try {
        const server = (await configuration()).serverMetadata();
        // Not standardised; some providers name their account page in the discovery document.
        const page = server.account_management_uri;
        if (typeof page === 'string' && /^https?:\/\//.test(page)) return page;
        return server.issuer;
      } catch {
        return oidc.issuer;
      }
    },

    async handleCallback(callback) {
      try {
        return { ok: true, ...(await complete(callback)) };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof SsoFailure ? error.message : `unexpected: ${describeError(error)}`,
        };
      }
    },
  };
}
