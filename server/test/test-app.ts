import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { createPasswordHasher } from '../src/auth/passwords.ts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { loadConfig, type AppConfig } from '../src/config/config.ts';
import { databaseLocation, type DatabaseLocation } from '../src/db/database.ts';
import type { Clock } from '../src/system/clock.ts';
import { createUser as createAccount, type NewUser } from '../src/users/service.ts';
import type { UserRecord } from '../src/users/storage.ts';

/** The header every state-changing request from our own client carries. */
export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * scrypt with a small cost for accounts created in tests (N = 2^12 instead of 2^15): hashes carry
 * their parameters, so sign-in verifies them just as fast. Unknown e-mails still pay the real cost
 * (the dummy hash); passwords.test.ts covers the production parameters.
 */
export const fastHasher = createPasswordHasher({ N: 2 ** 12, r: 8, p: 1 });

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock standing at `start` (default Monday 2 March 2026, 09:00 UTC) until moved. */
export function createTestClock(start = Date.parse('2026-03-02T09:00:00.000Z')): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}

/** A fresh temporary folder usable as the `cwd` of loadConfig (DATA_DIR is `<cwd>/data`). */
export function tempCwd(): string {
  return mkdtempSync(path.join(tmpdir(), 'datacare-test-'));
}

/**
 * A server on a fresh temporary DATA_DIR (or the given `overrides.dataDir`, to rebuild on the same
 * database), silent, with a tiny built app so page routes can be tested. Close it with `app.close()`.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const cwd = tempCwd();
  const staticDir = path.join(cwd, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Datacare</title><div id="root"></div>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 's'.repeat(40) }, cwd);
  // On PostgreSQL a DATA_DIR stands for its schema: an app built again on the same DATA_DIR (a
  // restart) finds the same database, as on SQLite.
  const dataDir = overrides.dataDir ?? config.dataDir;
  const databaseUrl =
    overrides.databaseUrl ??
    (deps.db ? undefined : (schemaOfDataDir.get(dataDir) ?? (await testDatabaseUrl())));
  if (databaseUrl) schemaOfDataDir.set(dataDir, databaseUrl);
  return buildApp(
    { ...config, staticDir, ...overrides, ...(databaseUrl ? { databaseUrl } : {}) },
    // Jobs run in the test's process, as on SQLite: the suite tests the storage on both databases;
    // the pg-boss queues of a cluster have tests of their own (src/jobs/cluster.test.ts).
    { passwordHasher: fastHasher, jobQueue: 'local', ...deps },
  );
}

/**
 * True in the `postgres` test project (TEST_DATABASE_URL): a test about SQLite itself (pragmas, the
 * write lock between threads, the database file) skips there with `it.skipIf(ON_POSTGRES)` and a
 * comment saying why.
 */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let schemaCounter = 0;
const createdSchemas: string[] = [];

/**
 * Drops the schemas this test file's apps used (and their company schemas), once the file's apps
 * are closed: a server with thousands of schemas gets slow at DDL, as the tests' would by the end.
 */
export async function dropTestSchemas(): Promise<void> {
  if (!admin || createdSchemas.length === 0) return;
  const schemas = createdSchemas.splice(0);
  for (const schema of schemas) {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.query(`drop schema if exists "${schema}_companies" cascade`);
  }
}
const schemaOfDataDir = new Map<string, string>();
let admin: pg.Pool | null = null;

/**
 * The application database of the test apps built on this DATA_DIR: their PostgreSQL schema, or
 * the SQLite file in the folder (also for a folder no test app was built on).
 */
/**
 * The PostgreSQL URL that stands for a DATA_DIR in the `postgres` test project (made on first
 * ask, the same one a test app on that DATA_DIR gets); undefined on SQLite. For tests that run a
 * CLI or open the database beside a test app.
 */
export async function testDatabaseUrlOf(dataDir: string): Promise<string | undefined> {
  const known = schemaOfDataDir.get(dataDir);
  if (known) return known;
  const url = await testDatabaseUrl();
  if (url) schemaOfDataDir.set(dataDir, url);
  return url;
}

export function testAppDatabase(dataDir: string): DatabaseLocation {
  return databaseLocation(dataDir, schemaOfDataDir.get(dataDir));
}

/**
 * With TEST_DATABASE_URL (npm test's PostgreSQL run, docs/testing.md), a fresh schema of its own on
 * that server for each test app, reached through the URL's search_path, as a fresh DATA_DIR is for
 * SQLite; undefined otherwise. The schemas live as long as the throwaway cluster of the run.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  schemaCounter += 1;
  const schema = `t_${process.pid}_${schemaCounter}_${Math.random().toString(36).slice(2, 8)}`;
  admin ??= new pg.Pool({ connectionString: base, max: 2 });
  await admin.query(`create schema "${schema}"`);
  createdSchemas.push(schema);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

let userCounter = 0;

/** The password test accounts get unless one is given. */
export const TEST_PASSWORD = 'richtig-geheim-42';

/**
 * Creates an account in the app's database (Anna Schmidt at a unique e-mail unless told otherwise)
 * and returns it with its e-mail and password.
 */
export async function createUser(
  app: FastifyInstance,
  input: Partial<NewUser> = {},
): Promise<{ user: UserRecord; email: string; password: string }> {
  userCounter += 1;
  const email = input.email ?? `anna.schmidt.${userCounter}@firma.de`;
  const password = input.password ?? TEST_PASSWORD;
  const user = await createAccount(
    app.db,
    app.passwordHasher,
    { firstName: 'Anna', name: 'Schmidt', companyName: 'Schmidt GmbH', ...input, email, password },
    app.clock(),
  );
  return { user, email, password };
}

/** The `sid=<value>` Cookie header from a response's Set-Cookie, or undefined when none was set. */
export function sessionCookieFrom(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Posts to the sign-in call (with the anti-CSRF header) and returns the raw response. */
export function postSignIn(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/backend/auth/signIn',
    headers: { ...XRW, ...options.headers },
    payload: body,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

/** Signs in and returns the Cookie header (`sid=...`) for the following requests; throws on failure. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<string> {
  const res = await postSignIn(app, { email, password });
  const cookie = sessionCookieFrom(res);
  if (res.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in failed with ${res.statusCode}: ${res.body}`);
  }
  return cookie;
}

/** Creates an account and signs it in. */
export async function signedInUser(
  app: FastifyInstance,
  input: Partial<NewUser> = {},
): Promise<{ user: UserRecord; email: string; password: string; cookie: string }> {
  const created = await createUser(app, input);
  return { ...created, cookie: await signIn(app, created.email, created.password) };
}

/** A POST of a contract call with the anti-CSRF header and, when given, the session cookie. */
export function call(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...XRW, ...(options.cookie && { cookie: options.cookie }), ...options.headers },
    payload: body as Record<string, unknown>,
  });
}
