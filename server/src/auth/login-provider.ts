import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@datacare/api-client/generated/types';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../system/clock.ts';
import { oidcLoginProvider } from './oidc.ts';

/** The product code the login service is told about (spec 7 Auth: "with a product code"). */
export const PRODUCT_CODE = 'datacare';

/** Where the login page sends the user (spec 2 Login page, 7 Auth getLoginUrl). */
export interface LoginUrlRequest {
  /** Same-origin app path to come back to after sign-in. */
  redirect: string;
  lang: Language;
  /** A cookie the browser sent along (the OIDC provider reuses its binding cookie). */
  cookie?: (name: string) => string | undefined;
}

/** A cookie a login provider asks the getLoginUrl answer to set (the OIDC browser binding). */
export interface LoginCookie {
  name: string;
  value: string;
  options: {
    path: string;
    maxAge: number;
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
  };
}

/** Where getLoginUrl sends the browser, and the cookies that go with it. */
export interface LoginRedirect {
  /** An absolute URL (external provider) or a same-origin path (built-in). */
  url: string;
  cookies?: LoginCookie[];
}

/** What the browser brought back to /backend/auth/oidcCallback. */
export interface LoginCallback {
  /** The raw query string, `?` included: the authorisation response as the provider sent it. */
  search: string;
  state: string | undefined;
  /** The provider's error code (`access_denied`, ...), when it sent one instead of a code. */
  error: string | undefined;
  cookie: (name: string) => string | undefined;
}

/**
 * The outcome of a callback: the account to start a session for and the page to go to, or the
 * reason it failed (for the log; the browser goes to `/login?sso=failed`).
 */
export type LoginCallbackOutcome =
  { ok: true; userId: string; redirect: string } | { ok: false; reason: string };

/**
 * The login service behind /backend/auth/getLoginUrl. The built-in one points at the app's own
 * /signin page (e-mail and password, /backend/auth/signIn). The OIDC provider (auth/oidc.ts)
 * returns its authorisation URL and a cookie binding the sign-in to the browser, and completes
 * the sign-in in `handleCallback`; choosing it is a matter of configuration (docs/auth.md).
 */
export interface LoginProvider {
  /** A short name for logs and docs: 'built-in', 'oidc', ... */
  readonly name: string;
  getLoginUrl(request: LoginUrlRequest): Promise<LoginRedirect>;
  /**
   * The provider's account settings page, behind the header's settings link (spec 1): an absolute
   * URL (external provider, opened in a new tab) or a same-origin path (built-in: `/account`).
   */
  getSettingsUrl(request: { lang: Language }): Promise<string>;
  /**
   * Providers that send the browser back to `/backend/auth/oidcCallback` finish the sign-in here;
   * the route then starts the session exactly as signIn does.
   */
  handleCallback?(callback: LoginCallback): Promise<LoginCallbackOutcome>;
}

/** The built-in login service's account page (the app's route /account). */
export const BUILT_IN_SETTINGS_PATH = '/account';

/**
 * The built-in login service: `/signin?redirect=<encoded>&lang=<lang>&product=datacare`, and its
 * account page `/account` (password and language).
 */
export function builtInLoginProvider(): LoginProvider {
  return {
    name: 'built-in',
    async getLoginUrl({ redirect, lang }) {
      const query = new URLSearchParams({ redirect, lang, product: PRODUCT_CODE });
      return { url: `/signin?${query.toString()}` };
    },
    async getSettingsUrl() {
      return BUILT_IN_SETTINGS_PATH;
    },
  };
}

/** What the OIDC provider needs besides its configuration. */
export interface LoginProviderDependencies {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The login provider the configuration asks for: OpenID Connect when OIDC_ISSUER, OIDC_CLIENT_ID
 * and OIDC_CLIENT_SECRET are set, else the built-in one.
 */
export function createLoginProvider(config: AppConfig, deps: LoginProviderDependencies): LoginProvider {
  if (!config.oidc) return builtInLoginProvider();
  return oidcLoginProvider({
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    secureCookies: config.publicUrl.startsWith('https:'),
    ...deps,
  });
}
