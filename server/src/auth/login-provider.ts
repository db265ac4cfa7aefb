import type { Language } from '@datacare/api-client/generated/types';
import type { AppConfig } from '../config/config.ts';

/** The product code the login service is told about (spec 7 Auth: "with a product code"). */
export const PRODUCT_CODE = 'datacare';

/** Where the login page sends the user (spec 2 Login page, 7 Auth getLoginUrl). */
export interface LoginUrlRequest {
  /** Same-origin app path to come back to after sign-in. */
  redirect: string;
  lang: Language;
}

/**
 * The login service behind /backend/auth/getLoginUrl. The built-in one points at the app's own
 * /signin page (e-mail and password, /backend/auth/signIn). An OIDC provider implements the same
 * interface and returns its authorisation URL instead; choosing it is a matter of configuration
 * (docs/auth.md).
 */
export interface LoginProvider {
  /** A short name for logs and docs: 'built-in', 'oidc', ... */
  readonly name: string;
  /** An absolute URL (external provider) or a same-origin path (built-in). */
  getLoginUrl(request: LoginUrlRequest): Promise<string>;
  /**
   * The provider's account settings page, behind the header's settings link (spec 1): an absolute
   * URL (external provider, opened in a new tab) or a same-origin path (built-in: `/account`).
   */
  getSettingsUrl(request: { lang: Language }): Promise<string>;
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
      return `/signin?${query.toString()}`;
    },
    async getSettingsUrl() {
      return BUILT_IN_SETTINGS_PATH;
    },
  };
}

/** The login provider the configuration asks for; today always the built-in one. */
export function createLoginProvider(_config: AppConfig): LoginProvider {
  return builtInLoginProvider();
}
