import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

/** A built app as `npm run build` leaves it: a script with its precompressed twins and a source map. */
const SCRIPT = `console.log(${JSON.stringify('Datacare '.repeat(200))});\n`;
let app: FastifyInstance;

beforeAll(async () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'datacare-static-'));
  const assets = path.join(staticDir, 'assets');
  mkdirSync(assets);
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Datacare</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>',
  );
  writeFileSync(path.join(assets, 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(assets, 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(assets, 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(assets, 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  app = await createTestApp({ staticDir });
});
afterAll(async () => {
  await app.close();
});

const script = (acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed scripts', () => {
  it('serves brotli to a browser that accepts it, as JavaScript that varies by Accept-Encoding', async () => {
    const res = await script('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves gzip to a client that accepts gzip only', async () => {
    const res = await script('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves the plain file to a client that accepts no compression, still marked as varying', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await script(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });
});

describe('what the server does not serve', () => {
  it('answers a source map with 404, also when a browser asks for a page', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js.map',
        headers: { accept },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('answers a missing script with 404 instead of the page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-old999.js',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].type).toBe('not_found');
  });
});

describe('framing', () => {
  it('forbids framing the pages and the API answers alike', async () => {
    const page = await app.inject({ method: 'GET', url: '/review', headers: { accept: 'text/html' } });
    const health = await app.inject({ method: 'GET', url: '/health' });
    const unknown = await app.inject({ method: 'POST', url: '/backend/nope' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    for (const res of [page, health, unknown]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
