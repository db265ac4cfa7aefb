import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { tempCwd } from '../../test/test-app.ts';

const run = promisify(execFile);
const POSTGRES = 'postgres://datacare@127.0.0.1:5432/datacare';
const base = { SESSION_SECRET: 's'.repeat(40), HANDOVER_SECRET: 'h'.repeat(40) };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }, tempCwd());

describe('the process role (DATACARE_ROLE) and the shutdown limit', () => {
  it('defaults to all (npm start, SQLite) with 10 s to shut down', () => {
    expect(load({})).toMatchObject({ role: 'all', shutdownTimeoutSeconds: 10 });
    expect(load({ DATACARE_ROLE: '' })).toMatchObject({ role: 'all' });
  });

  it('refuses api and worker on SQLite: the embedded database serves one process', () => {
    for (const role of ['api', 'worker']) {
      expect(() => load({ DATACARE_ROLE: role, REPORT_RENDER_URL: 'http://10.0.0.5:8080' })).toThrow(
        ConfigError,
      );
      expect(() => load({ DATACARE_ROLE: role, REPORT_RENDER_URL: 'http://10.0.0.5:8080' })).toThrow(
        /DATACARE_ROLE: .* needs a PostgreSQL DATABASE_URL/,
      );
    }
  });

  it('takes api on PostgreSQL', () => {
    expect(load({ DATACARE_ROLE: 'api', DATABASE_URL: POSTGRES })).toMatchObject({
      role: 'api',
      shutdownTimeoutSeconds: 10,
    });
  });

  it('takes worker on PostgreSQL with the address the report PDF is printed from, 30 s to shut down', () => {
    expect(() => load({ DATACARE_ROLE: 'worker', DATABASE_URL: POSTGRES })).toThrow(/REPORT_RENDER_URL/);
    expect(
      load({ DATACARE_ROLE: 'worker', DATABASE_URL: POSTGRES, REPORT_RENDER_URL: 'http://10.0.0.5:8080' }),
    ).toMatchObject({ role: 'worker', shutdownTimeoutSeconds: 30 });
  });

  it('refuses an unknown role', () => {
    expect(() => load({ DATACARE_ROLE: 'both' })).toThrow(/DATACARE_ROLE must be all, api or worker/);
  });

  it('takes SHUTDOWN_TIMEOUT_SECONDS from 1 to 3600', () => {
    expect(load({ SHUTDOWN_TIMEOUT_SECONDS: '45' })).toMatchObject({ shutdownTimeoutSeconds: 45 });
    expect(() => load({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => load({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});

describe('the stored secrets of processes starting together on one DATA_DIR', () => {
  it('are the same in every process', async () => {
    const cwd = tempCwd();
    // Real processes, so their first reads and writes interleave as they would.
    const script = `import { loadConfig } from ${JSON.stringify(path.resolve(import.meta.dirname, '../config/config.ts'))};
const at = Number(process.argv[2]);
while (Date.now() < at);
const c = loadConfig({ LOG_LEVEL: 'silent' }, process.argv[1]);
console.log(JSON.stringify([c.sessionSecret, c.handoverSecret]));`;
    // All of them at the same moment once loaded (with the secrets written in place instead of
    // linked, about one run in four ended with two different secrets).
    const at = String(Date.now() + 2500);
    const outputs = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, cwd, at]);
        return stdout.trim();
      }),
    );
    expect(new Set(outputs).size).toBe(1);
    const [session, handover] = JSON.parse(outputs[0]!) as [string, string];
    expect(readFileSync(path.join(cwd, 'data', 'session-secret'), 'utf8').trim()).toBe(session);
    expect(readFileSync(path.join(cwd, 'data', 'handover-secret'), 'utf8').trim()).toBe(handover);
    expect(readdirSync(path.join(cwd, 'data')).sort()).toEqual(['handover-secret', 'session-secret']);
  }, 30_000);
});
