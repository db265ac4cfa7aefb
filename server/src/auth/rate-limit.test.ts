import { describe, expect, it } from 'vitest';
import { createRateLimiter, SIGN_IN_RATE_LIMIT } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows 20 sign-in attempts per IP within 5 minutes by default', () => {
    expect(SIGN_IN_RATE_LIMIT).toMatchObject({ limit: 20, windowMs: 300_000 });
    const limiter = createRateLimiter(SIGN_IN_RATE_LIMIT);
    for (let i = 0; i < 20; i++) expect(limiter.take('10.0.0.1', i * 1000).allowed).toBe(true);
    expect(limiter.take('10.0.0.1', 20_000)).toEqual({ allowed: false, retryAfterMs: 280_000 });
    expect(limiter.take('10.0.0.2', 20_000).allowed).toBe(true);
  });

  it('slides: each old hit frees one place when it leaves the window', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('k', 0).allowed).toBe(true);
    expect(limiter.take('k', 500).allowed).toBe(true);
    expect(limiter.take('k', 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(limiter.take('k', 1000).allowed).toBe(true);
    expect(limiter.take('k', 1200)).toEqual({ allowed: false, retryAfterMs: 300 });
  });

  it('does not count refused hits', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.take('k', 0);
    for (let t = 100; t < 1000; t += 100) expect(limiter.take('k', t).allowed).toBe(false);
    expect(limiter.take('k', 1000).allowed).toBe(true);
  });

  it('checks without counting: a limit of failures is taken only after a failure', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    for (let t = 0; t < 10; t++) expect(limiter.check('k', t)).toEqual({ allowed: true });
    limiter.take('k', 10);
    limiter.take('k', 20);
    expect(limiter.check('k', 30)).toEqual({ allowed: false, retryAfterMs: 980 });
    expect(limiter.check('k', 1010)).toEqual({ allowed: true });
  });

  it('keeps its memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.take(`ip${i}`, 0);
    // The oldest keys were forgotten: they may try again; the newest are still limited.
    expect(limiter.take('ip0', 1).allowed).toBe(true);
    expect(limiter.take('ip999', 1).allowed).toBe(false);
  });
});
