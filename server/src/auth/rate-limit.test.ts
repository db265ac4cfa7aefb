import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-app.ts';
import {
  createDatabase,
  databaseLocation,
  dialectOf,
  openDatabase,
  type DatabaseLocation,
  type Db,
} from '../db/database.ts';
import {
  createDatabaseRateLimiter,
  createRateLimiter,
  rateLimiterFor,
  SIGN_IN_RATE_LIMIT,
  type RateLimiter,
  type RateLimitOptions,
} from './rate-limit.ts';

let dir: string;
let location: DatabaseLocation;
let db: Db;
let scopes = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-rate-limit-'));
  const url = await testDatabaseUrl();
  location = databaseLocation(dir, url);
  db = await createDatabase(dir, url);
});

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Each test's database limiter counts in a scope of its own: the tests share one table. */
function freshScope(): string {
  scopes += 1;
  return `test_${scopes}`;
}

/** The behaviour both implementations share, run against each. */
const implementations: [string, (options: RateLimitOptions) => RateLimiter][] = [
  ['in memory', (options) => createRateLimiter(options)],
  ['in the database', (options) => createDatabaseRateLimiter(db, freshScope(), options)],
];

describe.each(implementations)('rate limiter %s', (_name, create) => {
  it('allows 20 sign-in attempts per IP within 5 minutes by default', async () => {
    expect(SIGN_IN_RATE_LIMIT).toMatchObject({ limit: 20, windowMs: 300_000 });
    const limiter = create(SIGN_IN_RATE_LIMIT);
    for (let i = 0; i < 20; i++) expect((await limiter.take('10.0.0.1', i * 1000)).allowed).toBe(true);
    expect(await limiter.take('10.0.0.1', 20_000)).toEqual({ allowed: false, retryAfterMs: 280_000 });
    expect((await limiter.take('10.0.0.2', 20_000)).allowed).toBe(true);
  });

  it('slides: each old hit frees one place when it leaves the window', async () => {
    const limiter = create({ limit: 2, windowMs: 1000 });
    expect((await limiter.take('k', 0)).allowed).toBe(true);
    expect((await limiter.take('k', 500)).allowed).toBe(true);
    expect(await limiter.take('k', 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect((await limiter.take('k', 1000)).allowed).toBe(true);
    expect(await limiter.take('k', 1200)).toEqual({ allowed: false, retryAfterMs: 300 });
  });

  it('does not count refused hits', async () => {
    const limiter = create({ limit: 1, windowMs: 1000 });
    await limiter.take('k', 0);
    for (let t = 100; t < 1000; t += 100) expect((await limiter.take('k', t)).allowed).toBe(false);
    expect((await limiter.take('k', 1000)).allowed).toBe(true);
  });

  it('checks without counting: a limit of failures is taken only after a failure', async () => {
    const limiter = create({ limit: 2, windowMs: 1000 });
    for (let t = 0; t < 10; t++) expect(await limiter.check('k', t)).toEqual({ allowed: true });
    await limiter.take('k', 10);
    await limiter.take('k', 20);
    expect(await limiter.check('k', 30)).toEqual({ allowed: false, retryAfterMs: 980 });
    expect(await limiter.check('k', 1010)).toEqual({ allowed: true });
  });
});

describe('rate limiter in memory', () => {
  it('keeps its memory bounded', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await limiter.take(`ip${i}`, 0);
    // The oldest keys were forgotten: they may try again; the newest are still limited.
    expect((await limiter.take('ip0', 1)).allowed).toBe(true);
    expect((await limiter.take('ip999', 1)).allowed).toBe(false);
  });
});

describe('rate limiter in the database', () => {
  async function hitsOf(scope: string): Promise<number> {
    const row = await db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('is the one rateLimiterFor gives on PostgreSQL; SQLite keeps its one process in memory', async () => {
    const scope = freshScope();
    const limiter = rateLimiterFor(db, scope, { limit: 5, windowMs: 1000 });
    await limiter.take('k', 0);
    expect(await hitsOf(scope)).toBe(dialectOf(db) === 'postgres' ? 1 : 0);
  });

  it('is one budget for every process: limiters on other connections count together', async () => {
    const scope = freshScope();
    const other = openDatabase(location);
    try {
      const here = createDatabaseRateLimiter(db, scope, { limit: 3, windowMs: 60_000 });
      const there = createDatabaseRateLimiter(other, scope, { limit: 3, windowMs: 60_000 });
      expect((await here.take('10.0.0.1', 0)).allowed).toBe(true);
      expect((await there.take('10.0.0.1', 1)).allowed).toBe(true);
      expect((await here.take('10.0.0.1', 2)).allowed).toBe(true);
      expect(await there.take('10.0.0.1', 3)).toEqual({ allowed: false, retryAfterMs: 59_997 });
      expect(await here.check('10.0.0.1', 4)).toEqual({ allowed: false, retryAfterMs: 59_996 });
      // Another limit (scope) and another key have budgets of their own.
      expect((await there.take('10.0.0.2', 5)).allowed).toBe(true);
      const otherScope = createDatabaseRateLimiter(other, freshScope(), { limit: 3, windowMs: 60_000 });
      expect((await otherScope.take('10.0.0.1', 5)).allowed).toBe(true);
    } finally {
      await other.destroy();
    }
  });

  it('allows exactly the limit when processes take at the same moment', async () => {
    const scope = freshScope();
    const other = openDatabase(location);
    try {
      const options = { limit: 7, windowMs: 60_000 };
      const limiters = [
        createDatabaseRateLimiter(db, scope, options),
        createDatabaseRateLimiter(other, scope, options),
      ];
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.take('10.0.0.9', 1000)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(7);
      expect(await hitsOf(scope)).toBe(7);
    } finally {
      await other.destroy();
    }
  });

  it('prunes the hits that left the window, now and then', async () => {
    const scope = freshScope();
    const limiter = createDatabaseRateLimiter(db, scope, { limit: 100, windowMs: 1000 });
    for (let t = 0; t < 10; t++) await limiter.take(`ip${t}`, t);
    // The first take pruned (nothing yet); the next prune is due a window later.
    expect(await hitsOf(scope)).toBe(10);
    await limiter.take('late', 1500);
    // The hits at 0..9 ms are past the window at 1500 ms: only the late one is left.
    expect(await hitsOf(scope)).toBe(1);
  });
});
