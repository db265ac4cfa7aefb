import { describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  fastHasher,
  sessionCookieFrom,
  tempCwd,
  testDatabaseUrlOf,
  XRW,
} from '../../test/test-app.ts';
import { createDatabase } from '../db/database.ts';
import { loadConfig } from '../config/config.ts';
import { findUserByEmail } from '../users/storage.ts';
import { EXIT, runUsersCli } from './users.ts';

/** Runs the CLI in-process on a DATA_DIR below `cwd`, capturing its output. */
async function users(cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  // On PostgreSQL (the postgres test project) the DATA_DIR's database is its schema there.
  const databaseUrl = await testDatabaseUrlOf(loadConfig({}, cwd).dataDir);
  const code = await runUsersCli(args, {
    env: { LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    hasher: fastHasher,
  });
  return { code, stdout, stderr };
}

async function readUser(cwd: string, email: string) {
  const { dataDir } = loadConfig({}, cwd);
  const db = await createDatabase(dataDir, await testDatabaseUrlOf(dataDir));
  try {
    return await findUserByEmail(db, email);
  } finally {
    await db.destroy();
  }
}

const anna = [
  'add',
  '--email',
  'Anna@Firma.de',
  '--password',
  'sehr-geheim-1',
  '--first-name',
  'Anna',
  '--name',
  'Schmidt',
];

describe('users CLI', () => {
  it('adds an account with everything the options say', async () => {
    const cwd = tempCwd();
    const res = await users(
      cwd,
      ...anna,
      '--company',
      'Schmidt GmbH',
      '--language',
      'en',
      '--contract',
      'subcontract',
      '--target1',
    );
    expect(res).toMatchObject({ code: EXIT.ok, stderr: '' });
    expect(res.stdout).toContain('Created anna@firma.de');
    const user = await readUser(cwd, 'anna@firma.de');
    expect(user).toMatchObject({
      email: 'anna@firma.de',
      first_name: 'Anna',
      name: 'Schmidt',
      company_name: 'Schmidt GmbH',
      language: 'en',
      contract_type: 'subcontract',
      target1_access: 1,
      target2_access: 0,
      total_quota: 5000,
      used_quota: 0,
    });
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    expect(await fastHasher.verify('sehr-geheim-1', user!.password_hash)).toBe(true);
  });

  it('lists the accounts as a table, without hashes', async () => {
    const cwd = tempCwd();
    expect((await users(cwd, 'list')).stdout).toMatch(/No accounts yet/);
    await users(cwd, ...anna, '--company', 'Schmidt GmbH');
    const res = await users(cwd, 'list');
    expect(res.code).toBe(EXIT.ok);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^e-mail\s+name\s+company\s+lang\s+contract\s+access\s+quota used\/total\s+monthly\s+packs\s+fields\s+created$/,
    );
    expect(lines[2]).toMatch(
      /^anna@firma\.de\s+Anna Schmidt\s+Schmidt GmbH\s+de\s+paid\s+-\s+0\/5000\s+no\s+all\s+all\s+\d{4}-\d\d-\d\d$/,
    );
    expect(res.stdout).not.toMatch(/scrypt/);
  });

  it('changes the quota', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const res = await users(
      cwd,
      'set-quota',
      '--email',
      'anna@firma.de',
      '--total',
      '10000',
      '--used',
      '250',
      '--monthly-expand',
      'true',
    );
    expect(res.code).toBe(EXIT.ok);
    expect(res.stdout).toContain('250 of 10000 used');
    expect(await readUser(cwd, 'anna@firma.de')).toMatchObject({
      total_quota: 10000,
      used_quota: 250,
      monthly_expand: 1,
      unlimited: 0,
    });
    await users(cwd, 'set-quota', '--email', 'anna@firma.de', '--unlimited', 'true');
    expect(await readUser(cwd, 'anna@firma.de')).toMatchObject({ total_quota: 10000, unlimited: 1 });
  });

  it('sets the data packs and the unlocked export fields, shown by list', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const packs = await users(cwd, 'set-packs', 'Anna@Firma.de', 'de, AT');
    expect(packs).toMatchObject({ code: EXIT.ok, stdout: 'Data packs of anna@firma.de: DE,AT.\n' });
    const fields = await users(cwd, 'set-fields', '--email', 'anna@firma.de', '--fields', 'zip,phone,url');
    expect(fields).toMatchObject({
      code: EXIT.ok,
      stdout: 'Export fields of anna@firma.de: zip,phone,url.\n',
    });
    expect((await users(cwd, 'list')).stdout.split('\n')[2]).toMatch(/\sno\s+DE,AT\s+zip,phone,url\s+\d{4}-/);
    expect(await readUser(cwd, 'anna@firma.de')).toMatchObject({
      data_packs: '["DE","AT"]',
      unlocked_fields: '["zip","phone","url"]',
    });

    await users(cwd, 'set-packs', 'anna@firma.de', 'none');
    await users(cwd, 'set-fields', 'anna@firma.de', 'all');
    expect((await users(cwd, 'list')).stdout.split('\n')[2]).toMatch(/\sno\s+none\s+all\s+\d{4}-/);
    await users(cwd, 'set-packs', 'anna@firma.de', 'all');
    expect(await readUser(cwd, 'anna@firma.de')).toMatchObject({ data_packs: null, unlocked_fields: null });
  });

  it('grants and withdraws target 1 and target 2 access, shown by list', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const both = await users(
      cwd,
      'set-permissions',
      '--email',
      'Anna@Firma.de',
      '--target1',
      'on',
      '--target2',
      'on',
    );
    expect(both).toMatchObject({
      code: EXIT.ok,
      stdout: 'Permissions of anna@firma.de: target 1 on, target 2 on.\n',
    });
    expect((await users(cwd, 'list')).stdout.split('\n')[2]).toMatch(/\spaid\s+t1,t2\s/);
    const one = await users(cwd, 'set-permissions', '--email', 'anna@firma.de', '--target1', 'off');
    expect(one.stdout).toBe('Permissions of anna@firma.de: target 1 off, target 2 on.\n');
    expect(await readUser(cwd, 'anna@firma.de')).toMatchObject({ target1_access: 0, target2_access: 1 });
  });

  it('prints a hand-over token and the connect address that signs the account in', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna, '--language', 'en');
    const res = await users(cwd, 'tool-session', '--email', 'anna@firma.de', '--list-id', '42');
    expect(res).toMatchObject({ code: EXIT.ok, stderr: '' });
    const [tokenLine, urlLine, note] = res.stdout.trimEnd().split('\n');
    const token = /^token: (\S+)$/.exec(tokenLine!)![1]!;
    const url = new URL(/^url: +(\S+)$/.exec(urlLine!)![1]!);
    expect(note).toBe('Valid for 60 seconds, once, for anna@firma.de (tool datacare).');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/connect-import');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isIntegrationMode: 'true',
      session: token,
      mode: 'add',
      lang: 'en',
      listId: '42',
    });

    // The server on the same DATA_DIR (and so the same generated hand-over secret) accepts it, once.
    const config = loadConfig({}, cwd);
    const app = await createTestApp({ dataDir: config.dataDir, handoverSecret: config.handoverSecret });
    try {
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/backend/auth/loginViaProviderTool',
          headers: XRW,
          payload: { session: url.searchParams.get('session'), tool: 'datacare' },
        });
      const first = await login();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ email: 'anna@firma.de', fromTarget: false });
      const me = await call(app, '/backend/auth/getUser', {}, { cookie: sessionCookieFrom(first)! });
      expect(me.json().email).toBe('anna@firma.de');
      expect((await login()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('makes a target token and address for the sister product', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const res = await users(
      cwd,
      'tool-session',
      '--email',
      'anna@firma.de',
      '--tool',
      'target',
      '--mode',
      'remove',
      '--lang',
      'fr',
    );
    expect(res.code).toBe(EXIT.ok);
    const url = new URL(/^url: +(\S+)$/m.exec(res.stdout)![1]!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      mode: 'remove',
      lang: 'fr',
      fromTarget: 'true',
    });
    expect(url.searchParams.has('listId')).toBe(false);

    const config = loadConfig({}, cwd);
    const app = await createTestApp({ dataDir: config.dataDir, handoverSecret: config.handoverSecret });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/backend/auth/loginViaProviderTool',
        headers: XRW,
        payload: { session: url.searchParams.get('session'), tool: 'target' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().fromTarget).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('sets a new password', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const res = await users(cwd, 'set-password', '--email', 'anna@firma.de', '--password', 'ganz-neu-2026');
    expect(res.code).toBe(EXIT.ok);
    const user = await readUser(cwd, 'anna@firma.de');
    expect(await fastHasher.verify('ganz-neu-2026', user!.password_hash)).toBe(true);
    expect(await fastHasher.verify('sehr-geheim-1', user!.password_hash)).toBe(false);
  });

  it('shows help and exits 0', async () => {
    const cwd = tempCwd();
    for (const args of [['--help'], ['add', '--help'], ['tool-session', '--help']]) {
      const res = await users(cwd, ...args);
      expect(res.code).toBe(EXIT.ok);
      expect(res.stdout).toMatch(/Usage: npm run users -- <command>/);
      expect(res.stdout).toMatch(/tool-session {2}print a one-time hand-over token/);
      expect(res.stdout).toMatch(/set-permissions\n/);
    }
  });

  it('explains usage errors and exits 2', async () => {
    const cwd = tempCwd();
    const cases: [string[], RegExp][] = [
      [[], /Usage/],
      [['remove'], /Unknown command "remove"/],
      [['add', '--email', 'a@firma.de'], /--password is required/],
      [['add', '--bogus'], /Unknown option '--bogus'/],
      [[...anna, '--language', 'es'], /--language must be one of de, en, fr/],
      [[...anna, '--contract', 'vip'], /--contract must be one of demo, test, paid/],
      [['set-quota', '--email', 'anna@firma.de', '--total', '12.5'], /--total must be a whole number/],
      [['set-quota', '--email', 'anna@firma.de', '--total', '-5'], /--total/],
      [
        ['set-quota', '--email', 'anna@firma.de', '--unlimited', 'maybe'],
        /--unlimited must be true or false/,
      ],
      [['set-quota', '--email', 'anna@firma.de'], /Nothing to change/],
      [['set-packs', 'anna@firma.de'], /--packs is required/],
      [['set-packs', 'anna@firma.de', 'DE', 'AT'], /Too many arguments/],
      [['set-fields', '--email', 'anna@firma.de', 'anna@firma.de', 'zip'], /--email given twice/],
      [['set-permissions', '--email', 'anna@firma.de'], /Nothing to change/],
      [['set-permissions', '--email', 'anna@firma.de', '--target1', 'maybe'], /--target1 must be on or off/],
      [['set-permissions', '--email', 'anna@firma.de', '--target3', 'on'], /Unknown option '--target3'/],
      [['tool-session'], /--email is required/],
      [
        ['tool-session', '--email', 'anna@firma.de', '--tool', 'crm'],
        /--tool must be one of datacare, target/,
      ],
      [
        ['tool-session', '--email', 'anna@firma.de', '--mode', 'replace'],
        /--mode must be one of add, remove/,
      ],
      [['tool-session', '--email', 'anna@firma.de', '--list-id', 'liste'], /--list-id must be a list id/],
      [['tool-session', '--email', 'anna@firma.de', '--lang', 'es'], /--lang must be one of de, en, fr/],
    ];
    for (const [args, message] of cases) {
      const res = await users(cwd, ...args);
      expect(res.code, args.join(' ')).toBe(EXIT.usage);
      expect(res.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('refuses what the data does not allow and exits 1', async () => {
    const cwd = tempCwd();
    await users(cwd, ...anna);
    const cases: [string[], RegExp][] = [
      [anna, /already an account for anna@firma.de/],
      [
        ['set-password', '--email', 'niemand@firma.de', '--password', 'lang-genug-1'],
        /no account for niemand@firma.de/,
      ],
      [['set-quota', '--email', 'niemand@firma.de', '--total', '1'], /no account/],
      [
        [
          'add',
          '--email',
          'kein-at-zeichen',
          '--password',
          'lang-genug-1',
          '--first-name',
          'A',
          '--name',
          'B',
        ],
        /not a valid e-mail/,
      ],
      [['set-password', '--email', 'anna@firma.de', '--password', 'kurz'], /at least 8 characters/],
      [['set-packs', 'niemand@firma.de', 'DE'], /no account for niemand@firma.de/],
      [
        ['set-permissions', '--email', 'niemand@firma.de', '--target1', 'on'],
        /no account for niemand@firma.de/,
      ],
      [['tool-session', '--email', 'niemand@firma.de'], /no account for niemand@firma.de/],
      [['set-packs', 'anna@firma.de', 'DE,Schweiz'], /Not a data pack: SCHWEIZ/],
      [
        ['set-fields', 'anna@firma.de', 'zip,passwort'],
        /Not an export field: passwort\. Known fields: ext_id, provider_id, company_name/,
      ],
    ];
    for (const [args, message] of cases) {
      const res = await users(cwd, ...args);
      expect(res.code, args.join(' ')).toBe(EXIT.refused);
      expect(res.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('exits 78 when the configuration is invalid', async () => {
    let stderr = '';
    const code = await runUsersCli(['list'], {
      env: { PORT: 'eighty' },
      cwd: tempCwd(),
      stdout: () => {},
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(EXIT.config);
    expect(stderr).toMatch(/PORT/);
  });
});
