/**
 * Where the login page sends the user back to (spec section 4 Login: "The url query carries the
 * current path, plus the other query parameters"). /import/status?id=b1&lang=en becomes
 * /login?redirect=%2Fimport%2Fstatus&id=b1&lang=en, and back.
 */

/** Pages where a 401 does not redirect again. */
export const LOGIN_PATHS = ['/login', '/signin'];

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** Same-origin paths only: '/x', never '//evil.example' or 'https://…'. */
export function isSafePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path);
}

/** The login URL for a page the user could not open without a session. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  if (LOGIN_PATHS.includes(location.pathname)) return `${location.pathname}${location.search}`;
  const params = new URLSearchParams(location.search);
  params.delete('redirect');
  // A hand-over token is one-time and never travels on in an address (ADR 012).
  params.delete('session');
  const query = new URLSearchParams({ redirect: location.pathname });
  for (const [key, value] of params) query.append(key, value);
  return `/login?${query.toString()}`;
}

/** The page to continue at after login, rebuilt from the login page's query. */
export function afterLoginPath(search: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  if (!isSafePath(redirect) || LOGIN_PATHS.includes(redirect.split('?')[0]!)) return DEFAULT_AFTER_LOGIN;
  params.delete('redirect');
  const rest = params.toString();
  if (!rest) return redirect;
  return `${redirect}${redirect.includes('?') ? '&' : '?'}${rest}`;
}
