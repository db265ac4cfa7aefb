/**
 * A sliding-window rate limit: at most `limit` hits per key within any `windowMs`. It sits in
 * front of password hashing, so a flood of sign-ins from one address costs a look-up instead of
 * 32 MiB and 80 ms of scrypt each.
 *
 * Two implementations of one interface (docs/adr/013-two-databases-one-job-interface.md 'Files and
 * rate limits in a cluster'): in memory for SQLite's one process, and in the database on
 * PostgreSQL, where several API processes share one budget per key (`rateLimiterFor` chooses).
 */
import { sql } from 'kysely';
import { dialectOf, writeTransaction, type Db } from '../db/database.ts';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Keys tracked at most; beyond, idle keys and then the least recently used are forgotten. */
  maxKeys?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts a hit for `key` at `now` unless the limit is reached. */
  take(key: string, now: number): Promise<RateLimitResult>;
  /**
   * Whether `key` is within the limit at `now`, without counting a hit: for limits that count only
   * failures (the session hand-over), checked before the attempt and `take`n after a failure.
   */
  check(key: string, now: number): Promise<RateLimitResult>;
}

/** Sign-in attempts per client IP: 20 within 5 minutes. */
export const SIGN_IN_RATE_LIMIT: RateLimitOptions = { limit: 20, windowMs: 5 * 60_000, maxKeys: 10_000 };

/** Failed session hand-overs per client IP: 10 within 5 minutes (docs/auth.md 'The session hand-over'). */
export const HANDOVER_FAILURE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 5 * 60_000, maxKeys: 10_000 };

/** The limit in this process's memory (SQLite: one process). */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const maxKeys = options.maxKeys ?? 10_000;
  // Map keeps insertion order: a key is re-inserted on every hit, so the first key is the stalest.
  const hits = new Map<string, number[]>();

  function sweep(now: number): void {
    for (const [key, times] of hits) {
      if (times.length === 0 || times[times.length - 1]! <= now - options.windowMs) hits.delete(key);
    }
    while (hits.size >= maxKeys) {
      const oldest = hits.keys().next().value;
      if (oldest === undefined) break;
      hits.delete(oldest);
    }
  }

  function recentOf(key: string, now: number): number[] {
    return (hits.get(key) ?? []).filter((t) => t > now - options.windowMs);
  }

  return {
    async check(key, now) {
      const recent = recentOf(key, now);
      if (recent.length < options.limit) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(1, recent[0]! + options.windowMs - now) };
    },
    async take(key, now) {
      const recent = recentOf(key, now);
      if (recent.length >= options.limit) {
        hits.delete(key);
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: Math.max(1, recent[0]! + options.windowMs - now) };
      }
      recent.push(now);
      hits.delete(key);
      if (hits.size >= maxKeys) sweep(now);
      hits.set(key, recent);
      return { allowed: true };
    },
  };
}

/** Advisory lock class of the rate limits' keys on PostgreSQL (the first of pg_advisory_xact_lock's two keys). */
const ADVISORY_LOCK_CLASS = 0x52_4c_49_4d; // 'RLIM'

/**
 * The limit in the database (table `rate_limit_hits`, migration 0017), one budget per key for
 * every process: `scope` names the limit ('sign_in', 'handover_failure'), each hit is a row. A
 * take counts the key's hits in the window and records one in a single transaction: on
 * PostgreSQL under a transaction-scoped advisory lock of the key (read committed), so simultaneous
 * takes of one key queue for a moment instead of failing serializably under a flood and being
 * retried; on SQLite in a write transaction (its one write lock). Rows past the window are pruned
 * when the window has passed since the last prune in this process.
 */
export function createDatabaseRateLimiter(db: Db, scope: string, options: RateLimitOptions): RateLimiter {
  let lastPrune = -Infinity;

  async function windowOf(trx: Db, key: string, now: number): Promise<RateLimitResult> {
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => [eb.fn.countAll<number>().as('hits'), eb.fn.min('at').as('first')])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('at', '>', now - options.windowMs)
      .executeTakeFirstOrThrow();
    if (Number(row.hits) < options.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: Math.max(1, Number(row.first) + options.windowMs - now) };
  }

  async function prune(now: number): Promise<void> {
    if (now - lastPrune < options.windowMs && now >= lastPrune) return;
    lastPrune = now;
    try {
      await db
        .deleteFrom('rate_limit_hits')
        .where('scope', '=', scope)
        .where('at', '<=', now - options.windowMs)
        .execute();
    } catch {
      // Pruning is housekeeping: the next one catches up.
    }
  }

  async function counted(trx: Db, key: string, now: number): Promise<RateLimitResult> {
    const result = await windowOf(trx, key, now);
    if (result.allowed) {
      await trx.insertInto('rate_limit_hits').values({ scope, key, at: now }).execute();
    }
    return result;
  }

  return {
    check: (key, now) => windowOf(db, key, now),
    async take(key, now) {
      const result =
        dialectOf(db) === 'postgres'
          ? await db
              .transaction()
              .setIsolationLevel('read committed')
              .execute(async (trx) => {
                const lockKey = `${scope}\n${key}`;
                await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, hashtext(${lockKey}))`.execute(
                  trx,
                );
                // Read committed: the count below sees what the take before, now committed, recorded.
                return counted(trx, key, now);
              })
          : await writeTransaction(db, (trx) => counted(trx, key, now));
      await prune(now);
      return result;
    },
  };
}

/**
 * The limiter of an application database: in memory on SQLite (one process), in the database on
 * PostgreSQL (several API processes share the budget). `scope` names the limit in the table.
 */
export function rateLimiterFor(db: Db, scope: string, options: RateLimitOptions): RateLimiter {
  return dialectOf(db) === 'postgres'
    ? createDatabaseRateLimiter(db, scope, options)
    : createRateLimiter(options);
}
