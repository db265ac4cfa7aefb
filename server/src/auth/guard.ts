import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from '../system/clock.ts';
import type { UserRecord } from '../users/storage.ts';
import {
  RENDER_SECRET_COOKIE,
  RENDER_SESSION_OPERATIONS,
  SESSION_COOKIE,
  clearSessionCookie,
  resolveSession,
  type ActiveSession,
  type SessionSettings,
} from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account on routes that need a session (set by the auth guard), else null. */
    user: UserRecord | null;
    /** The session of the signed-in account, else null. */
    session: ActiveSession | null;
  }
}

/**
 * The auth guard: every contract route the contract does not mark public (`security: []`) needs a
 * valid session, else 401 `unauthorized` (and a stale cookie is cleared). It runs in onRequest after
 * the request hygiene (a cross-site request gets 403 before 401) and before the body is read, so an
 * anonymous caller costs no parsing. Pages, assets and /health are not contract routes needing it.
 */
export function installAuthGuard(
  app: FastifyInstance,
  options: { db: Db; clock: Clock; settings: SessionSettings },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!config?.operationId || config.isPublic === true) return;
    const rawId = request.cookies[SESSION_COOKIE];
    const found = await resolveSession(options.db, rawId, {
      now: options.clock(),
      idleMs: options.settings.idleMs,
      renderSecret: request.cookies[RENDER_SECRET_COOKIE],
    });
    if (!found) {
      if (rawId !== undefined) clearSessionCookie(reply, options.settings);
      throw new HttpError(401, 'unauthorized');
    }
    // A render session (the report PDF's headless browser) only reads the report (sessions.ts).
    if (found.session.render && !RENDER_SESSION_OPERATIONS.has(config.operationId)) {
      throw new HttpError(403, 'render_session_forbidden');
    }
    request.user = found.user;
    request.session = found.session;
  });
  // ... and only its own batch: the id is in the validated body or query, so this runs after them.
  app.addHook('preHandler', async (request) => {
    const render = request.session?.render;
    if (!render) return;
    const body = request.body as { batchId?: unknown } | null | undefined;
    const query = request.query as { id?: unknown } | null | undefined;
    const batchId = body?.batchId ?? query?.id;
    if (batchId !== undefined && batchId !== render.batchId) throw new HttpError(404, 'not_found');
  });
}

/** The signed-in account and session of a guarded route (401 if a route forgot the guard). */
export function signedIn(request: FastifyRequest): { user: UserRecord; session: ActiveSession } {
  if (!request.user || !request.session) throw new HttpError(401, 'unauthorized');
  return { user: request.user, session: request.session };
}
