import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from '../system/clock.ts';
import { findUserByEmail, type UserRecord } from '../users/storage.ts';
import { isValidEmail, normaliseEmail } from '../users/service.ts';
import {
  clearFailures,
  lockedFor,
  pruneLoginAttempts,
  recordFailure,
  type LockoutPolicy,
} from './lockout.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * A hash of a random password nobody knows, with the default parameters: unknown e-mails are
 * verified against it so they take as long as a wrong password for a known account.
 */
const DUMMY_HASH = 'scrypt$32768$8$1$LrbqsBTYpog_BsP8mNRkrA$p0z55JuN2fLlxsEaqhuRNWOLJ-BiUbvH0S0KSPabjCk';

/** Where a sign-in goes when it names no (acceptable) redirect. */
export const DEFAULT_REDIRECT = '/dashboard';

/** Stale lockout rows are swept at most this often. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

export interface SignInDependencies {
  db: Db;
  hasher: PasswordHasher;
  clock: Clock;
  /** Attempts per client IP, checked before any hashing. */
  ipLimiter: RateLimiter;
  lockout: LockoutPolicy;
}

export interface SignInInput {
  email: string;
  password: string;
  ip: string;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A 429 with `retryAfterSeconds` in the body and a Retry-After header (sign-in, change of password). */
export function tooManyRequests(
  type: 'too_many_requests' | 'login_attempts_exhausted' | 'login_blocked',
  ms: number,
): HttpError {
  const retryAfterSeconds = seconds(ms);
  return new HttpError(429, type, {
    plural: { key: type, count: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
    extra: { retryAfterSeconds },
  });
}

/**
 * The form checks in the order the login page shows them (spec 2 Login page): e-mail missing,
 * e-mail malformed, password missing; each names its field.
 */
export function validateSignIn(email: string, password: string): void {
  const trimmed = email.trim();
  if (trimmed === '') throw new HttpError(400, 'username_missing', { extra: { field: 'email' } });
  if (!isValidEmail(normaliseEmail(trimmed))) {
    throw new HttpError(400, 'invalid_email', { extra: { field: 'email' } });
  }
  if (password === '') throw new HttpError(400, 'password_missing', { extra: { field: 'password' } });
}

/**
 * A same-origin path to continue at, or /dashboard: never an absolute or protocol-relative URL,
 * and nothing a browser could turn into one (`/\evil`, `/<tab>/evil`, control characters).
 */
export function safeRedirectPath(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.length > 2048) return DEFAULT_REDIRECT;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(redirect) || redirect.startsWith('//')) return DEFAULT_REDIRECT;
  const base = 'http://app.invalid';
  try {
    const url = new URL(redirect, base);
    if (url.origin !== base) return DEFAULT_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

/**
 * The built-in login service's check of e-mail and password (docs/auth.md):
 * 1. the form checks (400 with the field);
 * 2. the per-IP rate limit, before any hashing (429 `too_many_requests`);
 * 3. a locked account answers 429 `login_blocked` without looking at the password;
 * 4. the password is verified (unknown e-mails against a dummy hash, same cost);
 * 5. a failure counts towards the lockout: 401 `login_failed` with `attemptsLeft`, and the last
 *    one 429 `login_attempts_exhausted`. Known and unknown e-mails get identical answers.
 * Returns the account on success and forgets its failures.
 */
export function createSignInService(deps: SignInDependencies): {
  signIn(input: SignInInput): Promise<UserRecord>;
} {
  let lastPrune = -Infinity;

  return {
    async signIn({ email, password, ip }) {
      validateSignIn(email, password);
      const now = deps.clock();
      const limited = await deps.ipLimiter.take(ip, now);
      if (!limited.allowed) throw tooManyRequests('too_many_requests', limited.retryAfterMs);

      const normalised = normaliseEmail(email);
      const locked = await lockedFor(deps.db, normalised, now);
      if (locked > 0) throw tooManyRequests('login_blocked', locked);

      const user = await findUserByEmail(deps.db, normalised);
      // An account without a password (created by single sign-on) takes as long as any other.
      const usable = user?.password_hash.startsWith('scrypt$') === true;
      const ok = (await deps.hasher.verify(password, usable ? user!.password_hash : DUMMY_HASH)) && usable;
      // Time has passed while hashing; decisions below use the clock after it.
      const after = deps.clock();
      if (ok && user) {
        // A lockout that started while this attempt was hashing still applies.
        const lockedNow = await lockedFor(deps.db, normalised, after);
        if (lockedNow > 0) throw tooManyRequests('login_blocked', lockedNow);
        await clearFailures(deps.db, normalised);
        return user;
      }

      const outcome = await recordFailure(deps.db, normalised, after, deps.lockout);
      if (after - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = after;
        await pruneLoginAttempts(deps.db, after, deps.lockout);
      }
      switch (outcome.kind) {
        case 'failed':
          throw new HttpError(401, 'login_failed', {
            plural: { key: 'login_failed', count: outcome.attemptsLeft },
            extra: { attemptsLeft: outcome.attemptsLeft },
          });
        case 'exhausted':
          throw tooManyRequests('login_attempts_exhausted', outcome.lockMs);
        case 'blocked':
          throw tooManyRequests('login_blocked', outcome.remainingMs);
      }
    },
  };
}
