import type { ContractHandlers } from '../http/contract.ts';
import { requestLanguage } from '../http/language.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../system/clock.ts';
import { toContractUser } from '../users/service.ts';
import { signedIn } from './guard.ts';
import type { LoginProvider } from './login-provider.ts';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  createSession,
  createSessionPruner,
  deleteSessionByHash,
  deleteSessionById,
  setSessionCookie,
  setSessionFromTarget,
  setSessionTargetId,
  type SessionSettings,
} from './sessions.ts';
import { safeRedirectPath, type createSignInService } from './sign-in.ts';

export interface AuthRouteDependencies {
  db: Db;
  clock: Clock;
  settings: SessionSettings;
  loginProvider: LoginProvider;
  signInService: ReturnType<typeof createSignInService>;
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
  >
>;

/**
 * The auth calls (spec 7 Auth); the account page's calls are in account.ts.
 * `authLoginViaProviderTool` (the session hand-over from a sister product's tool) is not here yet
 * and answers 501.
 */
export function authHandlers(deps: AuthRouteDependencies): AuthHandlers {
  const prune = createSessionPruner(deps.db, deps.settings.idleMs);
  return {
    authGetLoginUrl: async ({ body, request }) => {
      const lang = body.lang ?? requestLanguage(request);
      return {
        loginUrl: await deps.loginProvider.getLoginUrl({ redirect: safeRedirectPath(body.redirect), lang }),
        settingsUrl: await deps.loginProvider.getSettingsUrl({ lang }),
      };
    },

    authSignIn: async ({ body, request, reply }) => {
      const user = await deps.signInService.signIn({
        email: body.email,
        password: body.password,
        ip: request.ip,
      });
      // Whatever session the browser came with ends here; the signed-in one gets a fresh id.
      await deleteSessionById(deps.db, request.cookies[SESSION_COOKIE]);
      const now = deps.clock();
      const id = await createSession(deps.db, {
        userId: user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        now,
        absoluteMs: deps.settings.absoluteMs,
      });
      await prune(now);
      setSessionCookie(reply, id, deps.settings);
      request.log.info({ userId: user.id }, 'signed in');
      return { redirectUrl: safeRedirectPath(body.redirect) };
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
