import { writeTransaction, type Db } from '../db/database.ts';
import { isoAt } from '../system/clock.ts';

/**
 * Account lockout per normalised e-mail, stored in `login_attempts` so it survives a restart.
 * Unknown e-mails are counted exactly like known ones: the answers never tell whether an account
 * exists.
 */
export interface LockoutPolicy {
  /** Failures within `windowMs` that lock the account. */
  maxFailures: number;
  windowMs: number;
  /** Length of the first lockout; each further one doubles, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** After this long without a failure, the escalation starts from the first lockout again. */
  forgetAfterMs: number;
}

/** 5 failures within 15 minutes lock for 5 minutes, then 10, 20, 40, 60 (the cap); forgotten after a quiet day. */
export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  baseLockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** What a failed sign-in leads to. */
export type FailureOutcome =
  | { kind: 'failed'; attemptsLeft: number }
  | { kind: 'exhausted'; lockMs: number }
  | { kind: 'blocked'; remainingMs: number };

/** The length of the n-th lockout (1-based): base, doubled per lockout, capped. */
export function lockDuration(policy: LockoutPolicy, lockouts: number): number {
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.max(0, Math.min(lockouts - 1, 30)));
}

/** Milliseconds the e-mail stays locked, 0 when it is not locked. */
export async function lockedFor(db: Db, email: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  const until = row?.locked_until ? Date.parse(row.locked_until) : 0;
  return Math.max(0, until - now);
}

/**
 * Counts one failed sign-in, in one transaction so concurrent failures are all counted: the last
 * allowed failure locks the account ('exhausted'); a failure that arrives while it is locked (a
 * concurrent attempt that passed the check before the lock) reports 'blocked'.
 */
export async function recordFailure(
  db: Db,
  email: string,
  now: number,
  policy: LockoutPolicy,
): Promise<FailureOutcome> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    const lockedUntil = row?.locked_until ? Date.parse(row.locked_until) : 0;
    if (lockedUntil > now) return { kind: 'blocked', remainingMs: lockedUntil - now };

    const quiet = !row || now - Date.parse(row.updated_at) >= policy.forgetAfterMs;
    let lockouts = quiet ? 0 : row.lockouts;
    const windowStart = row?.first_failure_at ? Date.parse(row.first_failure_at) : NaN;
    const inWindow = !quiet && Number.isFinite(windowStart) && now - windowStart < policy.windowMs;
    const failures = (inWindow ? row!.failures : 0) + 1;
    const firstFailureAt = inWindow ? row!.first_failure_at : isoAt(now);

    let outcome: FailureOutcome;
    let values;
    if (failures >= policy.maxFailures) {
      lockouts += 1;
      const lockMs = lockDuration(policy, lockouts);
      outcome = { kind: 'exhausted', lockMs };
      values = { failures: 0, first_failure_at: null, locked_until: isoAt(now + lockMs), lockouts };
    } else {
      outcome = { kind: 'failed', attemptsLeft: policy.maxFailures - failures };
      values = { failures, first_failure_at: firstFailureAt, locked_until: null, lockouts };
    }
    await trx
      .insertInto('login_attempts')
      .values({ email, ...values, updated_at: isoAt(now) })
      .onConflict((oc) => oc.column('email').doUpdateSet({ ...values, updated_at: isoAt(now) }))
      .execute();
    return outcome;
  });
}

/** A successful sign-in forgets the failures and the escalation. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

/** Forgets rows that neither lock nor count anymore (run now and then, so sprayed e-mails do not pile up). */
export async function pruneLoginAttempts(db: Db, now: number, policy: LockoutPolicy): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('updated_at', '<=', isoAt(now - policy.forgetAfterMs))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', isoAt(now))]))
    .execute();
}
