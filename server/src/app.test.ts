import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operationSpecs } from '@datacare/api-client/generated/operations';
import { createTestApp, signedInUser, XRW } from '../test/test-app.ts';

let app: FastifyInstance;
/** The anti-CSRF header and a signed-in session: contract calls other than sign-in need both. */
let AUTH: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ jsonBodyLimit: 4096 });
  const { cookie } = await signedInUser(app);
  AUTH = { ...XRW, cookie };
});
afterAll(async () => {
  await app.close();
});

/** A signed-in contract call (the connect finish), with a valid body naming an unknown import: 404. */
const listsCall = operationSpecs.find((op) => op.id === 'listsAddCompaniesToCompanyList')!;
const validBody = { batchId: 'b1', listId: 'l1', deleteImport: false };

describe('health', () => {
  it('answers ok with the version', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('contract', () => {
  it('registers every operation of the contract', () => {
    for (const op of operationSpecs) {
      expect(app.hasRoute({ method: op.method, url: op.path }), `${op.method} ${op.path}`).toBe(true);
    }
  });

  it('implements every call of the company lists: none answers 501', async () => {
    // A valid body per call; the user has no target 1 access and the import and list are unknown.
    const bodies: Record<string, unknown> = {
      profilesGetTargetCompanyLists: {},
      profilesCreateCompanyListFromMatches: { batchId: 'b1', companyListName: 'Liste' },
      profilesAddCompaniesToCompanyList: { batchId: 'b1', listId: '1', deleteImport: false },
      profilesRemoveCompaniesFromCompanyList: { batchId: 'b1', listId: '1', deleteImport: false },
      profilesRenameCompanyList: { batchId: 'b1', listId: '1', listName: 'Liste' },
      profilesSafeCompanyIdsToTargetRedis: { batchId: 'b1', shouldCreateLoginLink: false },
      listsAddCompaniesToCompanyList: { batchId: 'b1', deleteImport: false },
      listsRemoveCompaniesFromCompanyList: { batchId: 'b1', listId: '1', deleteImport: false },
      listsRenameCompanyList: { batchId: 'b1', listId: '1', listName: 'Liste' },
      listsGetCompanyList: { listId: '1', paging: { page: 0, pageSize: 10 } },
      exportHandleTargetLink: { additionalInfo: { ngProfileId: 1 } },
      exportHandleConnectLink: { additionalInfo: { ngProfileId: 1 } },
      exportHandleTarget2Link: { additionalInfo: { query: '1' } },
    };
    const calls = operationSpecs.filter((op) => Object.hasOwn(bodies, op.id));
    expect(calls.map((op) => op.id).sort()).toEqual(Object.keys(bodies).sort());
    for (const op of calls) {
      const res = await app.inject({
        method: op.method,
        url: op.path,
        headers: AUTH,
        payload: bodies[op.id] as Record<string, unknown>,
      });
      expect(res.statusCode, `${op.id}: ${res.body}`).not.toBe(501);
      expect([200, 403, 404], `${op.id}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('writes messages in the language the client asks for', async () => {
    // Anonymous, on a public call (a refused hand-over): no user language to prefer.
    const publicCall = { url: '/backend/auth/loginViaProviderTool', body: { session: 's1', tool: 'x' } };
    const de = await app.inject({
      method: 'POST',
      url: publicCall.url,
      headers: XRW,
      payload: publicCall.body,
    });
    const en = await app.inject({
      method: 'POST',
      url: publicCall.url,
      headers: { ...XRW, 'accept-language': 'en-GB,en;q=0.9' },
      payload: publicCall.body,
    });
    const fr = await app.inject({
      method: 'POST',
      url: `${listsCall.path}?lang=fr`,
      headers: AUTH,
      payload: validBody,
    });
    expect(de.json().errors[0].message).toMatch(/Bitte melden Sie sich erneut an/);
    expect(en.json().errors[0].message).toMatch(/Please sign in again/);
    expect(fr.json().errors[0].message).toBe('Introuvable.');
  });

  it('refuses a body that breaks the contract with a readable message', async () => {
    const res = await app.inject({
      method: 'POST',
      // The signed-in user's language (de) wins over Accept-Language; the lang flag wins over both.
      url: `${listsCall.path}?lang=en`,
      headers: AUTH,
      payload: { batchId: '../etc/passwd', surprise: 1 },
    });
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.type).toBe('validation_error');
    expect(error.message).toMatch(/The request is invalid: /);
  });
});

describe('request hygiene', () => {
  it('refuses a POST without X-Requested-With with 403', async () => {
    const res = await app.inject({ method: 'POST', url: listsCall.path, payload: validBody });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].type).toBe('missing_csrf_header');
  });

  it('refuses a cross-site request with 403 even with the header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: listsCall.path,
      headers: { ...XRW, 'sec-fetch-site': 'cross-site' },
      payload: validBody,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].type).toBe('cross_site_request');
  });

  it('refuses an upload without the header before reading it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/backend/import/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses text/plain and form bodies on JSON routes with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: listsCall.path,
        headers: { ...XRW, 'content-type': type },
        payload: '{"batchId":"b1"}',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().errors[0].type).toBe('unsupported_media_type');
    }
  });

  it('refuses a JSON body on the upload route with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/backend/import/upload',
      headers: XRW,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses __proto__ in JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: listsCall.path,
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{"batchId":"b1","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('forbidden_property');
  });

  it('refuses constructor.prototype in JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: listsCall.path,
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{"batchId":"b1","constructor":{"prototype":{"admin":true}}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('forbidden_property');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: listsCall.path,
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: '{"batchId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].type).toBe('invalid_json');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: listsCall.path,
      headers: { ...AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ batchId: 'b1', padding: 'x'.repeat(10_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].type).toBe('payload_too_large');
  });
});

describe('pages and unknown paths', () => {
  it('serves the app for its routes so deep links survive a reload', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/import/status?id=abc',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with 404 and the standard error body', async () => {
    const res = await app.inject({ method: 'GET', url: '/backend/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].type).toBe('not_found');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
