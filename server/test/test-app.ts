import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/config.ts';

/** The header every state-changing request from our own client carries. */
export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * A server on a fresh temporary DATA_DIR, silent, with a tiny built app so page routes can be
 * tested. Close it with `app.close()`.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'datacare-test-'));
  const staticDir = path.join(cwd, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Datacare</title><div id="root"></div>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 's'.repeat(40) }, cwd);
  return buildApp({ ...config, staticDir, ...overrides });
}
