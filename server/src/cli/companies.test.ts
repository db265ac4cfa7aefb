import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../../test/test-app.ts';
import { EXIT, runCompaniesCli } from './companies.ts';

const FIXTURES = path.join(import.meta.dirname, '..', 'companies', 'fixtures');

/** On PostgreSQL (TEST_DATABASE_URL): an application URL of its own per data folder, memoized. */
const urls = new Map<string, string>();
let counter = 0;

function databaseUrlFor(cwd: string, dataDir: string): string {
  const key = path.resolve(cwd, dataDir);
  let url = urls.get(key);
  if (!url) {
    counter += 1;
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.searchParams.set(
      'options',
      `-c search_path=tcli_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`,
    );
    urls.set(key, (url = u.toString()));
  }
  return url;
}

/**
 * Runs the CLI in-process, capturing its output; DATA_DIR is `<cwd>/data` unless --data-dir says
 * otherwise. With TEST_DATABASE_URL each data folder stands for a PostgreSQL application database
 * of its own (--database-url), whose company schema the CLI works on.
 */
async function companies(cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const dataDir = args.includes('--data-dir') ? args[args.indexOf('--data-dir') + 1]! : 'data';
  const known = ['generate', 'import', 'noisy', 'export', 'stats'].includes(args[0] ?? '');
  if (ON_POSTGRES && known && !args.includes('--help')) {
    args = [...args, '--database-url', databaseUrlFor(cwd, dataDir)];
  }
  const code = await runCompaniesCli(args, {
    env: { LOG_LEVEL: 'silent' },
    cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    interactive: false,
  });
  return { code, stdout, stderr };
}

const tempCwd = () => mkdtempSync(path.join(tmpdir(), 'datacare-cli-'));

describe('companies CLI', () => {
  it('explains itself and refuses what it does not understand', async () => {
    const cwd = tempCwd();
    expect(await companies(cwd, '--help')).toMatchObject({
      code: EXIT.ok,
      stdout: expect.stringContaining('generate'),
    });
    expect(await companies(cwd)).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('Usage'),
    });
    expect(await companies(cwd, 'frobnicate')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('Unknown command'),
    });
    expect(await companies(cwd, 'generate', '--colour', 'blue')).toMatchObject({ code: EXIT.usage });
    expect(await companies(cwd, 'generate')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--count is required'),
    });
    expect(await companies(cwd, 'generate', '--count', 'viele')).toMatchObject({ code: EXIT.usage });
    expect(await companies(cwd, 'import')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('exactly one file'),
    });
    expect(await companies(cwd, 'import', 'nope.jsonl')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('No such file'),
    });
    expect(
      await companies(cwd, 'import', path.join(FIXTURES, 'provider.csv'), '--format', 'xls'),
    ).toMatchObject({
      code: EXIT.usage,
    });
    expect(await companies(cwd, 'noisy', '--count', '10')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--out'),
    });
    expect(
      await companies(cwd, 'noisy', '--count', '10', '--out', 'x', '--missing-share', '2'),
    ).toMatchObject({
      code: EXIT.usage,
    });
    expect(await companies(cwd, 'stats')).toMatchObject({
      code: EXIT.ok,
      stdout: expect.stringContaining('0 companies'),
    });
    let stderr = '';
    const broken = await runCompaniesCli(['stats'], {
      env: { PORT: 'eighty' },
      cwd,
      stdout: () => {},
      stderr: (text) => (stderr += text),
      interactive: false,
    });
    expect(broken).toBe(EXIT.config);
    expect(stderr).toContain('PORT');
  });

  it('takes a PostgreSQL application database with --database-url, nothing else', async () => {
    const cwd = tempCwd();
    let stderr = '';
    const code = await runCompaniesCli(['stats', '--database-url', 'mysql://localhost/x'], {
      env: { LOG_LEVEL: 'silent' },
      cwd,
      stdout: () => {},
      stderr: (text) => (stderr += text),
      interactive: false,
    });
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('--database-url must be a postgres://');
    expect((await companies(cwd, '--help')).stdout).toContain("the schema\n'companies' of that database");
  });

  it('generates, refuses to generate over companies, replaces on request, and shows figures', async () => {
    const cwd = tempCwd();
    const generated = await companies(cwd, 'generate', '--count', '1_500', '--seed', '4', '--data-dir', 'co');
    expect(generated).toMatchObject({ code: EXIT.ok });
    expect(generated.stdout).toMatch(
      ON_POSTGRES
        ? /^Generated 1,500 companies \(seed 4\) into PostgreSQL .*, schema tcli_\w+_companies in/
        : /^Generated 1,500 companies \(seed 4\) into .*co\/companies\.sqlite/,
    );
    expect(generated.stderr).toContain('Generating: 1,500 companies in');

    const again = await companies(cwd, 'generate', '--count', '10', '--data-dir', 'co');
    expect(again).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('already holds 1,500 companies'),
    });
    expect(
      await companies(cwd, 'generate', '--count', '1000', '--replace', '--data-dir', 'co'),
    ).toMatchObject({
      code: EXIT.ok,
    });

    const stats = await companies(cwd, 'stats', '--data-dir', 'co');
    expect(stats.code).toBe(EXIT.ok);
    expect(stats.stdout).toContain('1,000 companies (count 1000, seed 20275, source generated');
    for (const heading of ['status', 'legal form', 'country', 'postcode (DE)', 'employees', 'revenue']) {
      expect(stats.stdout).toContain(heading);
    }
    expect(stats.stdout).toMatch(/0xxxx\s+\d+\s+\d+\.\d %/);
  });

  it('writes a noisy customer file from the database', async () => {
    const cwd = tempCwd();
    await companies(cwd, 'generate', '--count', '600');
    const noisy = await companies(cwd, 'noisy', '--count', '100', '--out', 'out/kunden', '--seed', '3');
    expect(noisy).toMatchObject({ code: EXIT.ok, stdout: expect.stringMatching(/^Wrote 100 rows/) });
    for (const ext of ['csv', 'xlsx', 'truth.csv'])
      expect(existsSync(path.join(cwd, 'out', `kunden.${ext}`))).toBe(true);
    const realistic = await companies(
      cwd,
      'noisy',
      '--count',
      '100',
      '--out',
      'out/real',
      '--profile',
      'realistic',
    );
    expect(realistic).toMatchObject({ code: EXIT.ok });
    expect(readFileSync(path.join(cwd, 'out', 'real.truth.csv'), 'utf8')).toMatch(
      /district_for_city|register_one_cell|legal_form_in_middle|house_number_first/,
    );
    expect(
      await companies(cwd, 'noisy', '--count', '100', '--out', 'out/x', '--profile', 'messy'),
    ).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('--profile') });
    expect(await companies(cwd, 'noisy', '--count', '1000', '--out', 'out/gross')).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('holds 600 companies'),
    });
  });

  it('imports dumps: refuses to mix into the demo set, reports rejected lines with their numbers', async () => {
    const cwd = tempCwd();
    await companies(cwd, 'generate', '--count', '100');
    const jsonl = path.join(FIXTURES, 'provider.jsonl');
    expect(await companies(cwd, 'import', jsonl)).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('--replace'),
    });
    const replaced = await companies(cwd, 'import', jsonl, '--replace');
    expect(replaced).toMatchObject({ code: EXIT.ok });
    expect(replaced.stdout).toMatch(
      /Imported 3 of 3 lines \(jsonl\) .*; 0 rejected; 3 companies in the database\./,
    );

    const register = await companies(cwd, 'import', path.join(FIXTURES, 'offeneregister.jsonl'));
    expect(register.code).toBe(EXIT.refused);
    expect(register.stdout).toMatch(/Imported 5 of 8 lines \(offeneregister\).*3 rejected; 8 companies/);
    expect(register.stderr).toContain('line 7: not valid JSON');
    expect(register.stderr).toContain('line 8: name is missing');
    expect(register.stderr).toContain('line 9: unknown current_status "dissolved"');

    const capped = await companies(
      cwd,
      'import',
      path.join(FIXTURES, 'offeneregister.jsonl'),
      '--max-errors',
      '1',
    );
    expect(capped.stderr).toContain('Stopped after 1 rejected lines');
  });

  it('exports the database in the format import reads, so a dump round-trips', async () => {
    const cwd = tempCwd();
    await companies(cwd, 'generate', '--count', '700', '--data-dir', 'a');
    for (const out of ['dump/all.jsonl', 'dump/all.csv.gz']) {
      const exported = await companies(cwd, 'export', '--out', out, '--data-dir', 'a');
      expect(exported).toMatchObject({
        code: EXIT.ok,
        stdout: expect.stringMatching(/^Exported 700 companies/),
      });
      const dir = `b-${path.basename(out)}`;
      const imported = await companies(cwd, 'import', out, '--data-dir', dir);
      expect(imported).toMatchObject({
        code: EXIT.ok,
        stdout: expect.stringContaining('Imported 700 of 700 lines'),
      });
      const [a, b] = await Promise.all([
        companies(cwd, 'stats', '--data-dir', 'a'),
        companies(cwd, 'stats', '--data-dir', dir),
      ]);
      expect(b.stdout.split('\n').slice(2)).toEqual(a.stdout.split('\n').slice(2));
    }
    expect(await companies(cwd, 'export', '--out', 'dump/all.xlsx', '--data-dir', 'a')).toMatchObject({
      code: EXIT.usage,
    });
  });
});
