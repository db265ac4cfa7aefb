import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractHandlers } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../system/clock.ts';
import { toContractUser } from '../users/service.ts';
import { signedIn } from './guard.ts';
import { createHandoverService, HandoverError } from './handover.ts';
import type { LoginProvider } from './login-provider.ts';
import { SSO_FAILED_PATH } from './oidc.ts';
import { HANDOVER_FAILURE_LIMIT, rateLimiterFor, type RateLimitOptions } from './rate-limit.ts';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  createSession,
  createSessionPruner,
  deleteSessionByHash,
  deleteSessionById,
  hashSessionId,
  setSessionCookie,
  setSessionFromTarget,
  setSessionTargetId,
  type SessionSettings,
} from './sessions.ts';
import { safeRedirectPath, tooManyRequests, type createSignInService } from './sign-in.ts';

export interface AuthRouteDependencies {
  db: Db;
  clock: Clock;
  settings: SessionSettings;
  loginProvider: LoginProvider;
  signInService: ReturnType<typeof createSignInService>;
  /** HANDOVER_SECRET: signs the sister products' one-time hand-over tokens. */
  handoverSecret: string;
  /** Failed hand-overs per client IP (default: 10 per 5 minutes). */
  handoverFailureLimit?: RateLimitOptions;
}

type AuthHandlers = Required<
  Pick<
    ContractHandlers,
    | 'authGetLoginUrl'
    | 'authSignIn'
    | 'authLogout'
    | 'authGetUser'
    | 'authSetFromTarget'
    | 'authSetTargetSession'
    | 'authLoginViaProviderTool'
    | 'authOidcCallback'
  >
>;

/** The cookie a request came with, by name. */
function cookieOf(request: FastifyRequest): (name: string) => string | undefined {
  return (name) => request.cookies[name];
}

/**
 * The auth calls (spec 7 Auth), the session hand-over and the OpenID Connect callback; the account
 * page's calls are in account.ts.
 */
export function authHandlers(deps: AuthRouteDependencies): AuthHandlers {
  const prune = createSessionPruner(deps.db, deps.settings.idleMs);
  const handover = createHandoverService({ db: deps.db, clock: deps.clock, secret: deps.handoverSecret });
  const handoverFailures = rateLimiterFor(
    deps.db,
    'handover_failure',
    deps.handoverFailureLimit ?? HANDOVER_FAILURE_LIMIT,
  );

  /**
   * Starts a session for the account, as every way of signing in does: whatever session the
   * browser came with ends, the signed-in one gets a fresh id (no session fixation), the cookie is
   * set. Returns the new session's hash.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
    await deleteSessionById(deps.db, request.cookies[SESSION_COOKIE]);
    const now = deps.clock();
    const id = await createSession(deps.db, {
      userId,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      now,
      absoluteMs: deps.settings.absoluteMs,
    });
    await prune(now);
    setSessionCookie(reply, id, deps.settings);
    return hashSessionId(id);
  }

  return {
    authGetLoginUrl: async ({ body, request, reply }) => {
      const lang = body.lang ?? requestLanguage(request);
      const login = await deps.loginProvider.getLoginUrl({
        redirect: safeRedirectPath(body.redirect),
        lang,
        cookie: cookieOf(request),
      });
      for (const cookie of login.cookies ?? []) reply.setCookie(cookie.name, cookie.value, cookie.options);
      return {
        loginUrl: login.url,
        settingsUrl: await deps.loginProvider.getSettingsUrl({ lang }),
      };
    },

    authSignIn: async ({ body, request, reply }) => {
      const user = await deps.signInService.signIn({
        email: body.email,
        password: body.password,
        ip: request.ip,
      });
      await startSession(request, reply, user.id);
      request.log.info({ userId: user.id }, 'signed in');
      return { redirectUrl: safeRedirectPath(body.redirect) };
    },

    authLoginViaProviderTool: async ({ body, request, reply }) => {
      const now = deps.clock();
      const limited = await handoverFailures.check(request.ip, now);
      if (!limited.allowed) {
        request.log.warn(
          { tool: body.tool },
          'session hand-over refused: too many failures from this address',
        );
        throw tooManyRequests('too_many_requests', limited.retryAfterMs);
      }
      let redeemed: Awaited<ReturnType<typeof handover.redeem>>;
      try {
        redeemed = await handover.redeem({ token: body.session, tool: body.tool });
      } catch (error) {
        if (!(error instanceof HandoverError)) throw error;
        await handoverFailures.take(request.ip, now);
        // The reason, never the token.
        request.log.warn({ reason: error.reason, tool: body.tool }, 'session hand-over refused');
        throw new HttpError(401, 'handover_failed');
      }
      const { user, tool } = redeemed;
      const idHash = await startSession(request, reply, user.id);
      const fromTarget = tool === 'target';
      if (fromTarget) await setSessionFromTarget(deps.db, idHash, true);
      request.log.info({ userId: user.id, tool }, 'signed in by session hand-over');
      return toContractUser(user, { fromTarget, targetSessionId: null });
    },

    authOidcCallback: async ({ query, request, reply }) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = deps.loginProvider.handleCallback
        ? await deps.loginProvider.handleCallback({
            search,
            state: query.state,
            error: query.error,
            cookie: cookieOf(request),
          })
        : { ok: false as const, reason: 'single sign-on is not configured' };
      if (!outcome.ok) {
        request.log.warn({ reason: outcome.reason }, 'single sign-on failed');
        return reply.redirect(SSO_FAILED_PATH, 303);
      }
      await startSession(request, reply, outcome.userId);
      request.log.info({ userId: outcome.userId }, 'signed in by single sign-on');
      return reply.redirect(safeRedirectPath(outcome.redirect), 303);
    },

    authLogout: async ({ request, reply }) => {
      const { session } = signedIn(request);
      await deleteSessionByHash(deps.db, session.idHash);
      clearSessionCookie(reply, deps.settings);
      return { ok: true };
    },

    authGetUser: async ({ request }) => {
      const { user, session } = signedIn(request);
      return toContractUser(user, session);
    },

    authSetFromTarget: async ({ request }) => {
      const { session } = signedIn(request);
      await setSessionFromTarget(deps.db, session.idHash, true);
      return { ok: true };
    },

    authSetTargetSession: async ({ body, request }) => {
      const { session } = signedIn(request);
      await setSessionTargetId(deps.db, session.idHash, body.targetSessionId);
      return { ok: true };
    },
  };
}
