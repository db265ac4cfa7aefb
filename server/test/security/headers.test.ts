/**
 * Security headers on every response (issue 18, item 5; server/src/http/security-headers.ts): every
 * operation of the contract, signed in and not, answered with success or an error, and the app's
 * pages, assets and unknown paths. The operations come from the contract when the test runs, so a
 * new route is checked without anyone touching this file.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, signIn, XRW } from '../test-app.ts';
import { loadContract, type ContractOperation } from './contract.ts';
import { noMatchEngine, tinyPdfRenderer } from './fakes.ts';

let app: FastifyInstance;
let cookie: string;
let user: { email: string; password: string };
const contract = loadContract();

beforeAll(async () => {
  app = await createTestApp({}, { matchEngine: () => noMatchEngine, reportRenderer: tinyPdfRenderer });
  const signedIn = await signedInUser(app);
  ({ cookie } = signedIn);
  user = { email: signedIn.email, password: signedIn.password };
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** The headers every answer carries, whatever it is; what is wrong with `res`, empty when nothing. */
function missingHeaders(res: LightMyRequestResponse, url: string): string[] {
  const wrong: string[] = [];
  const expect = (name: string, ok: (value: string) => boolean) => {
    const value = res.headers[name];
    if (typeof value !== 'string' || !ok(value)) wrong.push(`${name}: ${String(value)}`);
  };
  expect('x-content-type-options', (v) => v === 'nosniff');
  expect('referrer-policy', (v) => v === 'same-origin');
  expect('x-frame-options', (v) => v === 'DENY');
  expect('cross-origin-opener-policy', (v) => v === 'same-origin');
  expect('content-security-policy', (v) => v.includes("frame-ancestors 'none'"));
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) {
    expect('content-security-policy', (v) => v.startsWith("default-src 'none'"));
  }
  // Answers of the API carry customer data: never kept by a cache (downloads say so themselves).
  if (url.startsWith('/backend/')) expect('cache-control', (v) => /no-store|private/.test(v));
  return wrong;
}

/** A path with its parameters filled in, and a query string with a value for each required one. */
function urlOf(op: ContractOperation): string {
  const path = op.path.replace(/\{[^}]+\}/g, '1');
  const query = op.query
    .filter((q) => q.required)
    .map((q) => `${encodeURIComponent(q.name)}=1`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function send(op: ContractOperation, withSession: boolean): Promise<LightMyRequestResponse> {
  const url = urlOf(op);
  const headers: Record<string, string> = { ...XRW, ...(withSession ? { cookie } : {}) };
  if (op.body?.mediaType === 'application/json') {
    return app.inject({ method: op.method, url, headers, payload: {} });
  }
  return app.inject({ method: op.method, url, headers });
}

describe('security headers', () => {
  it('are on the answer of every operation of the contract, signed in or not, success or error', async () => {
    expect(contract.operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const op of contract.operations) {
      for (const withSession of [false, true]) {
        let res = await send(op, withSession);
        if (withSession && res.statusCode === 401) {
          // An earlier call ended the session (signing out): a new one, and the call again.
          cookie = await signIn(app, user.email, user.password);
          res = await send(op, withSession);
        }
        if (withSession) expect(res.statusCode, `${op.id} signed in`).not.toBe(401);
        statuses.add(res.statusCode);
        for (const problem of missingHeaders(res, urlOf(op)))
          wrong.push(`${op.id} (${withSession ? 'signed in' : 'no session'}, ${res.statusCode}): ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
    // Both kinds of answer were checked: successes and errors.
    expect([...statuses].some((s) => s < 300)).toBe(true);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  }, 120_000);

  it('are on the app’s pages, its assets, unknown paths and refused requests', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }[] = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/login' },
      { method: 'GET', url: '/imports/1/review' },
      { method: 'GET', url: '/assets/app-abc123.js' },
      { method: 'GET', url: '/does-not-exist.txt' },
      { method: 'GET', url: '/backend/no-such-call' },
      // Without the anti-CSRF header, and a cross-site form post: refused, with the headers.
      { method: 'POST', url: '/backend/import/listImports', headers: { cookie } },
      { method: 'POST', url: '/backend/auth/signIn', headers: { 'sec-fetch-site': 'cross-site' } },
    ];
    const wrong: string[] = [];
    for (const request of requests) {
      const res = await app.inject(request);
      for (const problem of missingHeaders(res, request.url))
        wrong.push(`${request.method} ${request.url} (${res.statusCode}): ${problem}`);
    }
    expect(wrong).toEqual([]);
    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
