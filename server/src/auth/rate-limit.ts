/**
 * An in-memory sliding-window rate limit: at most `limit` hits per key within any `windowMs`.
 * It sits in front of password hashing, so a flood of sign-ins from one address costs a map lookup
 * instead of 32 MiB and 80 ms of scrypt each. Per process: several servers each allow the limit.
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Keys tracked at most; beyond, idle keys and then the least recently used are forgotten. */
  maxKeys?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts a hit for `key` at `now` unless the limit is reached. */
  take(key: string, now: number): RateLimitResult;
  /**
   * Whether `key` is within the limit at `now`, without counting a hit: for limits that count only
   * failures (the session hand-over), checked before the attempt and `take`n after a failure.
   */
  check(key: string, now: number): RateLimitResult;
}

/** Sign-in attempts per client IP: 20 within 5 minutes. */
export const SIGN_IN_RATE_LIMIT: RateLimitOptions = { limit: 20, windowMs: 5 * 60_000, maxKeys: 10_000 };

/** Failed session hand-overs per client IP: 10 within 5 minutes (docs/auth.md 'The session hand-over'). */
export const HANDOVER_FAILURE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 5 * 60_000, maxKeys: 10_000 };

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
    check(key, now) {
      const recent = recentOf(key, now);
      if (recent.length < options.limit) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(1, recent[0]! + options.windowMs - now) };
    },
    take(key, now) {
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
