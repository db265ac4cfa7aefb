import type { Db } from '../db/database.ts';
import type { ContractHandlers } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from '../system/clock.ts';
import {
  changeUserPassword,
  PASSWORD_MIN_LENGTH,
  setUserLanguage,
  toContractUser,
} from '../users/service.ts';
import { signedIn } from './guard.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RateLimiter } from './rate-limit.ts';
import { tooManyRequests } from './sign-in.ts';

export interface AccountRouteDependencies {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** The per-IP limit, shared with sign-in: both let a caller try passwords. */
  ipLimiter: RateLimiter;
}

type AccountHandlers = Required<Pick<ContractHandlers, 'authChangePassword' | 'authSetLanguage'>>;

/**
 * The form checks of a change of password, in the order the account page shows them (400 with
 * the field): current password missing, new password missing, new password shorter than
 * {@link PASSWORD_MIN_LENGTH}, new password equal to the current one (compared as scrypt sees
 * them, NFC-normalised).
 */
export function validateChangePassword(currentPassword: string, newPassword: string): void {
  if (currentPassword === '') {
    throw new HttpError(400, 'password_missing', {
      key: 'current_password_missing',
      extra: { field: 'currentPassword' },
    });
  }
  if (newPassword === '') {
    throw new HttpError(400, 'password_missing', {
      key: 'new_password_missing',
      extra: { field: 'newPassword' },
    });
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    throw new HttpError(400, 'password_too_short', {
      params: { min: PASSWORD_MIN_LENGTH },
      extra: { field: 'newPassword' },
    });
  }
  if (newPassword.normalize('NFC') === currentPassword.normalize('NFC')) {
    throw new HttpError(400, 'password_unchanged', { extra: { field: 'newPassword' } });
  }
}

/**
 * The built-in login service's account page (/account, docs/auth.md):
 * - `authChangePassword`: the form checks, the per-IP limit (before any hashing), the current
 *   password (403 `wrong_password`, never 401: the session is fine and the app must not sign the
 *   user out), then the new hash; every other session of the account ends, this one stays.
 * - `authSetLanguage`: stores the language and answers the updated user.
 */
export function accountHandlers(deps: AccountRouteDependencies): AccountHandlers {
  return {
    authChangePassword: async ({ body, request }) => {
      const { user, session } = signedIn(request);
      validateChangePassword(body.currentPassword, body.newPassword);
      const limited = await deps.ipLimiter.take(request.ip, deps.clock());
      if (!limited.allowed) throw tooManyRequests('too_many_requests', limited.retryAfterMs);
      if (!(await deps.hasher.verify(body.currentPassword, user.password_hash))) {
        request.log.info({ userId: user.id }, 'password change refused: wrong current password');
        throw new HttpError(403, 'wrong_password', { extra: { field: 'currentPassword' } });
      }
      await changeUserPassword(deps.db, deps.hasher, {
        userId: user.id,
        newPassword: body.newPassword,
        keepSessionHash: session.idHash,
      });
      request.log.info({ userId: user.id }, 'password changed; other sessions ended');
      return { ok: true };
    },

    authSetLanguage: async ({ body, request }) => {
      const { user, session } = signedIn(request);
      const updated = await setUserLanguage(deps.db, user.id, body.language);
      return toContractUser(updated, session);
    },
  };
}
