import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, XRW } from '../../test/test-app.ts';
import { installStorybook, STORYBOOK_POLICY } from './storybook.ts';

/** A catalogue as `npm run build-storybook` leaves it, with a file beside it that must stay private. */
function fakeCatalogue(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'datacare-storybook-'));
  writeFileSync(path.join(parent, 'secret.txt'), 'not for the catalogue');
  const dir = path.join(parent, 'storybook-static');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Datacare UI kit</title><script>1</script>',
  );
  writeFileSync(path.join(dir, 'iframe.html'), '<!doctype html><title>Preview</title>');
  writeFileSync(path.join(dir, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(path.join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'assets', 'iframe-abc123.js'), 'console.log("preview")');
  return dir;
}

const page = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the catalogue with SERVE_STORYBOOK=1', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ storybookDir: fakeCatalogue() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves its start page at /storybook/ without a session, under its own policy', async () => {
    const res = await page(app, '/storybook/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Datacare UI kit');
    expect(res.headers['content-security-policy']).toBe(STORYBOOK_POLICY);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the preview page, the index and the hashed assets, these cached for a year', async () => {
    const preview = await page(app, '/storybook/iframe.html');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Preview');
    const index = await app.inject({ method: 'GET', url: '/storybook/index.json' });
    expect(index.json()).toEqual({ v: 5, entries: {} });
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/storybook/assets/iframe-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-security-policy']).toBe(STORYBOOK_POLICY);
  });

  it("lets the stories' service worker connect to this origin (its script's policy is the worker's)", async () => {
    const res = await app.inject({ method: 'GET', url: '/storybook/mockServiceWorker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('redirects /storybook to /storybook/, keeping the query', async () => {
    const bare = await page(app, '/storybook');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
    const deep = await page(app, '/storybook?path=/docs/ui-kit-feedback-confirmdialog--docs');
    expect(deep.statusCode).toBe(301);
    expect(deep.headers.location).toBe('/storybook/?path=/docs/ui-kit-feedback-confirmdialog--docs');
  });

  it("answers a missing file with the error body, not the app's page, and gives nothing outside", async () => {
    for (const url of ['/storybook/nope.html', '/storybook/assets/old-999.js']) {
      const res = await page(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].type).toBe('not_found');
      expect(res.body).not.toContain('not for the catalogue');
    }
    // `..` leaves the catalogue: the URL is resolved first (`/secret.txt`, an app path) or refused.
    for (const url of [
      '/storybook/../secret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/..%2fsecret.txt',
    ]) {
      expect((await page(app, url)).body, url).not.toContain('not for the catalogue');
    }
  });

  it("refuses API calls from the catalogue's pages: an unmocked story call never reaches the API", async () => {
    const { cookie } = await signedInUser(app);
    const call = (referer?: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/auth/getUser',
        headers: { ...XRW, cookie, ...(referer ? { referer } : {}) },
        payload: {},
      });
    const fromStory = await call('http://localhost:80/storybook/iframe.html?id=pages-dashboard--signed-in');
    expect(fromStory.statusCode).toBe(404);
    expect(fromStory.json().errors[0].type).toBe('not_found');
    expect((await call('http://localhost:80/review')).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    // Another site's catalogue is not ours.
    expect((await call('http://elsewhere.example/storybook/iframe.html')).statusCode).toBe(200);
  });

  it('is read-only', async () => {
    const res = await app.inject({ method: 'POST', url: '/storybook/index.json', headers: XRW });
    expect(res.statusCode).toBe(404);
  });

  it("leaves the app's pages their own policy: never framed", async () => {
    const res = await page(app, '/review');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // No inline scripts for the app: its policy has no script-src beside default-src 'self'.
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the catalogue switched off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The default: SERVE_STORYBOOK unset.
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers every /storybook path with 404 and the error body, not the app's page", async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/index.html', '/storybook/iframe.html']) {
      const res = await page(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].type).toBe('not_found');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('the catalogue switched on but not built', () => {
  it('answers 404 and says so at start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'datacare-storybook-')), 'storybook-static');
    const app = Fastify({ logger: { level: 'warn', stream } });
    try {
      expect(await installStorybook(app, missing)).toBe(false);
      const res = await page(app, '/storybook/');
      expect(res.statusCode).toBe(404);
      const warning = lines.map((line) => JSON.parse(line) as { msg: string; storybookDir: string });
      expect(warning).toEqual([
        expect.objectContaining({
          storybookDir: missing,
          msg: expect.stringContaining('npm run build-storybook'),
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers 404 in the product too', async () => {
    const app = await createTestApp({ storybookDir: path.join(tmpdir(), 'datacare-no-such-catalogue') });
    try {
      const res = await page(app, '/storybook/');
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].type).toBe('not_found');
    } finally {
      await app.close();
    }
  });
});
