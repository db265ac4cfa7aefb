import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultStorybookDir, loadConfig } from './config.ts';

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'datacare-config-'));
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(cwd, 'data', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers SESSION_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ SESSION_SECRET: secret }, tempDir()).sessionSecret).toBe(secret);
  });

  it('names every invalid variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short', PUBLIC_URL: 'ftp://x' }, tempDir()),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short' }, tempDir());
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('SESSION_SECRET must be at least 32 characters');
    }
  });

  it('reads the session timeouts and the demo password', () => {
    const defaults = loadConfig({}, tempDir());
    expect(defaults).toMatchObject({
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 12,
      demoPassword: undefined,
    });
    const set = loadConfig(
      { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8', DEMO_PASSWORD: 'demo-demo-1' },
      tempDir(),
    );
    expect(set).toMatchObject({
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      demoPassword: 'demo-demo-1',
    });
    expect(loadConfig({ DEMO_PASSWORD: '' }, tempDir()).demoPassword).toBeUndefined();
  });

  it('serves the component catalogue only with SERVE_STORYBOOK, from storybook-static or STORYBOOK_DIR', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd).storybookDir).toBeNull();
    expect(loadConfig({ SERVE_STORYBOOK: '0' }, cwd).storybookDir).toBeNull();
    expect(loadConfig({ SERVE_STORYBOOK: '' }, cwd).storybookDir).toBeNull();
    expect(loadConfig({ STORYBOOK_DIR: 'catalogue' }, cwd).storybookDir).toBeNull();
    expect(loadConfig({ SERVE_STORYBOOK: '1' }, cwd).storybookDir).toBe(defaultStorybookDir());
    expect(path.basename(defaultStorybookDir())).toBe('storybook-static');
    expect(loadConfig({ SERVE_STORYBOOK: 'true', STORYBOOK_DIR: 'catalogue' }, cwd).storybookDir).toBe(
      path.join(cwd, 'catalogue'),
    );
    expect(() => loadConfig({ SERVE_STORYBOOK: 'on' }, cwd)).toThrow(/SERVE_STORYBOOK/);
  });

  it('refuses invalid session timeouts and a short demo password', () => {
    for (const env of [
      { SESSION_IDLE_MINUTES: '0' },
      { SESSION_IDLE_MINUTES: 'two hours' },
      { SESSION_ABSOLUTE_HOURS: '1.5' },
      { DEMO_PASSWORD: 'kurz' },
    ]) {
      expect(() => loadConfig(env, tempDir()), JSON.stringify(env)).toThrow(new RegExp(Object.keys(env)[0]!));
    }
  });

  it('takes a PostgreSQL DATABASE_URL and refuses any other kind of database with a clear message', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/datacare' }, tempDir()).databaseUrl).toBe(
      'postgres://db/datacare',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/x' }, tempDir()).databaseUrl).toBe(
      'postgresql://u:p@db:5432/x',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/datacare' }, tempDir())).toThrow(
      /DATABASE_URL: must be a PostgreSQL URL/,
    );
  });

  it('keeps files in DATA_DIR by default and in the database only on PostgreSQL (FILE_STORE)', () => {
    expect(loadConfig({}, tempDir()).fileStore).toBe('folder');
    expect(loadConfig({ FILE_STORE: '' }, tempDir()).fileStore).toBe('folder');
    expect(loadConfig({ FILE_STORE: 'folder', DATABASE_URL: 'postgres://db/x' }, tempDir()).fileStore).toBe(
      'folder',
    );
    expect(loadConfig({ FILE_STORE: 'database', DATABASE_URL: 'postgres://db/x' }, tempDir()).fileStore).toBe(
      'database',
    );
    expect(() => loadConfig({ FILE_STORE: 'database' }, tempDir())).toThrow(
      /FILE_STORE: database keeps the files in PostgreSQL and needs a PostgreSQL DATABASE_URL/,
    );
    expect(() => loadConfig({ FILE_STORE: 's3' }, tempDir())).toThrow(
      /FILE_STORE must be folder or database/,
    );
  });

  it('reads the mail and retention settings, with their documented defaults', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Datacare <noreply@datacare.example>',
      mailLinkDays: 7,
      exportRetentionDays: 30,
      retentionSweepMinutes: 60,
    });
    expect(
      loadConfig(
        {
          SMTP_URL: 'smtps://mailer:geheim@mail.firma.de:465',
          MAIL_FROM: 'Firma Datacare <datacare@firma.de>',
          MAIL_LINK_DAYS: '14',
          EXPORT_RETENTION_DAYS: '90',
          RETENTION_SWEEP_MINUTES: '5',
        },
        tempDir(),
      ),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:geheim@mail.firma.de:465',
      mailFrom: 'Firma Datacare <datacare@firma.de>',
      mailLinkDays: 14,
      exportRetentionDays: 90,
      retentionSweepMinutes: 5,
    });
    expect(loadConfig({ SMTP_URL: '' }, tempDir()).smtpUrl).toBeNull();
    expect(loadConfig({ MAIL_FROM: 'datacare@firma.de' }, tempDir()).mailFrom).toBe('datacare@firma.de');
  });

  it('reads the PDF renderer settings: the chromium path and an optional address of the server itself', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({
      chromiumPath: '/usr/bin/chromium',
      reportRenderUrl: null,
    });
    expect(
      loadConfig(
        { CHROMIUM_PATH: '/opt/chromium/chrome', REPORT_RENDER_URL: 'http://10.0.0.5:8080/' },
        tempDir(),
      ),
    ).toMatchObject({ chromiumPath: '/opt/chromium/chrome', reportRenderUrl: 'http://10.0.0.5:8080' });
    expect(() => loadConfig({ REPORT_RENDER_URL: 'file:///etc/passwd' }, tempDir())).toThrow(
      /REPORT_RENDER_URL/,
    );
  });

  it('refuses an SMTP_URL that is not smtp, a MAIL_FROM without an address and out-of-range days', () => {
    for (const env of [
      { SMTP_URL: 'http://mail.firma.de' },
      { SMTP_URL: 'mail.firma.de' },
      { MAIL_FROM: 'Datacare' },
      { MAIL_LINK_DAYS: '0' },
      { EXPORT_RETENTION_DAYS: 'thirty' },
      { RETENTION_SWEEP_MINUTES: '0' },
    ]) {
      expect(() => loadConfig(env, tempDir()), JSON.stringify(env)).toThrow(new RegExp(Object.keys(env)[0]!));
    }
  });

  it('generates the hand-over secret once into DATA_DIR unless HANDOVER_SECRET is set', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    expect(first.handoverSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.handoverSecret).not.toBe(first.sessionSecret);
    expect(loadConfig({}, cwd).handoverSecret).toBe(first.handoverSecret);
    const file = path.join(cwd, 'data', 'handover-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.handoverSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ HANDOVER_SECRET: 'h'.repeat(32) }, tempDir()).handoverSecret).toBe('h'.repeat(32));
    expect(() => loadConfig({ HANDOVER_SECRET: 'kurz' }, tempDir())).toThrow(/HANDOVER_SECRET/);
  });

  it('switches on single sign-on with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together', () => {
    expect(loadConfig({}, tempDir()).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://login.firma.de/realms/kunden',
      OIDC_CLIENT_ID: 'datacare',
      OIDC_CLIENT_SECRET: 'geheim',
    };
    expect(loadConfig(oidc, tempDir()).oidc).toEqual({
      issuer: 'https://login.firma.de/realms/kunden',
      clientId: 'datacare',
      clientSecret: 'geheim',
      scopes: 'openid email profile',
      allowHttp: false,
    });
    expect(loadConfig({ ...oidc, OIDC_SCOPES: 'openid email' }, tempDir()).oidc?.scopes).toBe('openid email');
    const local = { ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000', OIDC_ALLOW_HTTP: '1' };
    expect(loadConfig(local, tempDir()).oidc).toMatchObject({
      issuer: 'http://127.0.0.1:4000',
      allowHttp: true,
    });
    for (const [env, message] of [
      [{ OIDC_ISSUER: oidc.OIDC_ISSUER }, /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: single sign-on needs/],
      [{ ...oidc, OIDC_ISSUER: 'http://login.firma.de' }, /OIDC_ISSUER: must be an https/],
      [
        { ...oidc, OIDC_ISSUER: 'http://login.firma.de', OIDC_ALLOW_HTTP: '1' },
        /OIDC_ISSUER: must be an https/,
      ],
      [{ ...oidc, OIDC_ISSUER: 'login.firma.de' }, /OIDC_ISSUER/],
      [{ ...oidc, OIDC_SCOPES: 'email profile' }, /OIDC_SCOPES must contain openid/],
    ] as const) {
      expect(() => loadConfig(env, tempDir()), JSON.stringify(env)).toThrow(message);
    }
  });
});
