import { http, HttpResponse } from 'msw';
import type { DashboardStats, Language, Quota, User } from '@datacare/api-client';
import { anna, annaPassword, annaQuota, annaStats } from './fixtures.ts';

const unauthorized = () =>
  HttpResponse.json(
    { errors: [{ type: 'unauthorized', message: 'Bitte melden Sie sich an.' }] },
    { status: 401 },
  );

export interface SessionHandlerOptions {
  user?: User | null;
  quota?: Quota;
  stats?: DashboardStats;
  /** The user's current password at the built-in login service (changePassword checks it). */
  password?: string;
}

const errorBody = (status: number, item: Record<string, unknown>) =>
  HttpResponse.json({ errors: [item] }, { status });

/**
 * The MSW handlers of a signed-in (or signed-out, with `user: null`) session, shared by app tests
 * and page stories. Tests add or override handlers with `server.use(...)`.
 */
export function sessionHandlers({
  user: initialUser = anna,
  quota = annaQuota,
  stats = annaStats,
  password: initialPassword = annaPassword,
}: SessionHandlerOptions = {}) {
  // The account page changes these; each call of sessionHandlers starts from the given ones.
  let user = initialUser;
  let password = initialPassword;
  return [
    http.post('*/backend/auth/getUser', () => (user ? HttpResponse.json(user) : unauthorized())),
    http.post('*/backend/quota/getUserQuotaInfo', () => (user ? HttpResponse.json(quota) : unauthorized())),
    http.post('*/backend/dashboard/getUserStats', () => (user ? HttpResponse.json(stats) : unauthorized())),
    http.post('*/backend/auth/logout', () => HttpResponse.json({ ok: true })),
    http.post('*/backend/auth/getLoginUrl', async ({ request }) => {
      const body = (await request.json()) as { redirect?: string; lang?: string };
      const query = new URLSearchParams({ redirect: body.redirect ?? '/dashboard', lang: body.lang ?? 'de' });
      return HttpResponse.json({ loginUrl: `/signin?${query.toString()}`, settingsUrl: '/account' });
    }),
    http.post('*/backend/auth/setLanguage', async ({ request }) => {
      if (!user) return unauthorized();
      const body = (await request.json()) as { language: Language };
      user = { ...user, language: body.language };
      return HttpResponse.json(user);
    }),
    // The server's checks in its order (docs/auth.md); the messages as the German server writes them.
    http.post('*/backend/auth/changePassword', async ({ request }) => {
      if (!user) return unauthorized();
      const body = (await request.json()) as { currentPassword: string; newPassword: string };
      if (body.newPassword.length < 8) {
        return errorBody(400, {
          type: 'password_too_short',
          field: 'newPassword',
          message: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
        });
      }
      if (body.newPassword === body.currentPassword) {
        return errorBody(400, {
          type: 'password_unchanged',
          field: 'newPassword',
          message: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
        });
      }
      if (body.currentPassword !== password) {
        return errorBody(403, {
          type: 'wrong_password',
          field: 'currentPassword',
          message: 'Das aktuelle Passwort ist nicht korrekt.',
        });
      }
      password = body.newPassword;
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/backend/tracking/trackNewUserInteraction', () => HttpResponse.json({ ok: true })),
  ];
}
