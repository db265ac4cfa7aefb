import { http, HttpResponse } from 'msw';
import type { DashboardStats, Quota, User } from '@datacare/api-client';
import { anna, annaQuota, annaStats } from './fixtures.ts';

const unauthorized = () =>
  HttpResponse.json(
    { errors: [{ type: 'unauthorized', message: 'Bitte melden Sie sich an.' }] },
    { status: 401 },
  );

export interface SessionHandlerOptions {
  user?: User | null;
  quota?: Quota;
  stats?: DashboardStats;
}

/**
 * The MSW handlers of a signed-in (or signed-out, with `user: null`) session, shared by app tests
 * and page stories. Tests add or override handlers with `server.use(...)`.
 */
export function sessionHandlers({
  user = anna,
  quota = annaQuota,
  stats = annaStats,
}: SessionHandlerOptions = {}) {
  return [
    http.post('*/backend/auth/getUser', () => (user ? HttpResponse.json(user) : unauthorized())),
    http.post('*/backend/quota/getUserQuotaInfo', () => (user ? HttpResponse.json(quota) : unauthorized())),
    http.post('*/backend/dashboard/getUserStats', () => (user ? HttpResponse.json(stats) : unauthorized())),
    http.post('*/backend/auth/logout', () => HttpResponse.json({ ok: true })),
    http.post('*/backend/auth/getLoginUrl', async ({ request }) => {
      const body = (await request.json()) as { redirect?: string; lang?: string };
      const query = new URLSearchParams({ redirect: body.redirect ?? '/dashboard', lang: body.lang ?? 'de' });
      return HttpResponse.json({ loginUrl: `/signin?${query.toString()}` });
    }),
    http.post('*/backend/tracking/trackNewUserInteraction', () => HttpResponse.json({ ok: true })),
  ];
}
