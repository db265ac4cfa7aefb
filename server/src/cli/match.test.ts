import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCompanyDatabase } from '../../test/company-database.ts';
import { ON_POSTGRES } from '../../test/test-app.ts';
import { openCompanyDatabase } from '../companies/database.ts';
import { generateCompanyDatabase } from '../companies/generate.ts';
import { writeNoisyFiles } from '../samples/noisy.ts';
import type { OutputRow } from '../matching/output.ts';
import { SAMPLE_FILE_MAPPING } from '../matching/sample-mapping.ts';
import { companyFixture, type CompanyFixture } from '../matching/testing.ts';
import { EXIT, runMatchCli, type MatchRunReport } from './match.ts';

let fixture: CompanyFixture;
let sample: string;
let mapping: string;

/** Runs the CLI in-process against the fixture's data folder (or `dataDir`), capturing its output. */
async function match(...args: string[]) {
  return matchIn(fixture.dir, ...args);
}

async function matchIn(dataDir: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runMatchCli(args, {
    env: { LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    cwd: fixture.dir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    interactive: false,
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  fixture = await companyFixture(2_000);
  sample = path.join(fixture.dir, 'sample', 'kunden');
  await writeNoisyFiles(fixture.store, sample, { count: 300, seed: 8 });
  mapping = path.join(fixture.dir, 'mapping.json');
  writeFileSync(mapping, JSON.stringify(SAMPLE_FILE_MAPPING));
});

afterAll(async () => {
  await fixture.cleanup();
});

describe('match CLI', () => {
  it('writes one JSON line per row with the ranked candidates, the no-match probability and explanations', async () => {
    const out = path.join(fixture.dir, 'results.jsonl');
    const report = path.join(fixture.dir, 'report.json');
    const run = await match(
      '--input',
      `${sample}.csv`,
      '--mapping',
      mapping,
      '--out',
      out,
      '--workers',
      '0',
      '--truth',
      `${sample}.truth.csv`,
      '--report',
      report,
    );
    expect(run.stderr).toContain('Index of 2,000 companies built');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/Matched 300 rows/);
    expect(run.stdout).toContain('right company among the candidates');
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as OutputRow);
    expect(lines).toHaveLength(300);
    expect(lines.map((l) => l.row_id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    const matched = lines.find((l) => l.match_type === 'exact')!;
    expect(matched.priority.isNoMatch).toBe(false);
    expect(matched.priority.probability).toBeGreaterThan(0.7);
    expect(matched.candidates[0]).toMatchObject({ pos: 0, provider_id: expect.stringMatching(/^DC\d{8}$/) });
    expect(matched.candidates[0]!.explanation.find((e) => e.field === 'name')).toBeDefined();
    expect(matched.no_match_probability).toBeLessThan(0.3);
    const figures = JSON.parse(readFileSync(report, 'utf8')) as MatchRunReport;
    expect(figures).toMatchObject({
      engine: 'index',
      rows: 300,
      index: { origin: 'built', companies: 2_000 },
    });
    expect(figures.evaluation!.candidateRecall).toBeGreaterThan(0.95);

    // The second run reads the cached index.
    const again = await match(
      '--input',
      `${sample}.csv`,
      '--mapping',
      mapping,
      '--out',
      out,
      '--workers',
      '0',
      '--limit',
      '10',
    );
    expect(again.code).toBe(EXIT.ok);
    expect(again.stderr).toContain('read from');
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(10);
  });

  it('matches against another company database and with the baseline engine', async () => {
    const out = path.join(fixture.dir, 'baseline.jsonl');
    const run = await match(
      '--input',
      `${sample}.csv`,
      '--mapping',
      mapping,
      '--out',
      out,
      '--companies',
      fixture.store.file,
      '--engine',
      'baseline',
      '--limit',
      '20',
    );
    expect(run.code).toBe(EXIT.ok);
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(20);
  });

  it('explains itself and refuses what it cannot do', async () => {
    expect(await match('--help')).toMatchObject({
      code: EXIT.ok,
      stdout: expect.stringContaining('--mapping'),
    });
    expect(await match('--input', 'x.csv')).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--mapping is required'),
    });
    expect(await match('--colour', 'blue')).toMatchObject({ code: EXIT.usage });
    const out = path.join(fixture.dir, 'never.jsonl');
    expect(await match('--input', 'nope.csv', '--mapping', mapping, '--out', out)).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('No such input file'),
    });
    expect(
      await match('--input', `${sample}.csv`, '--mapping', mapping, '--out', out, '--threshold', '2'),
    ).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--threshold'),
    });
    expect(
      await match('--input', `${sample}.csv`, '--mapping', mapping, '--out', out, '--engine', 'magic'),
    ).toMatchObject({ code: EXIT.usage });
    const badMapping = path.join(fixture.dir, 'bad.json');
    writeFileSync(badMapping, JSON.stringify({ zip: 'PLZ' }));
    expect(await match('--input', `${sample}.csv`, '--mapping', badMapping, '--out', out)).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('mandatory'),
    });
    writeFileSync(badMapping, '{');
    expect(await match('--input', `${sample}.csv`, '--mapping', badMapping, '--out', out)).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('not JSON'),
    });
    expect(
      await match(
        '--input',
        `${sample}.csv`,
        '--mapping',
        mapping,
        '--out',
        out,
        '--companies',
        'missing.sqlite',
      ),
    ).toMatchObject({
      code: EXIT.refused,
      stderr: expect.stringContaining('No such company database'),
    });
    expect(existsSync(out)).toBe(false);
  });

  // The company database of a PostgreSQL application: only with TEST_DATABASE_URL.
  it.skipIf(!ON_POSTGRES)(
    'matches against the company schema of a PostgreSQL application database (--database-url)',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'datacare-match-pg-'));
      const { location } = testCompanyDatabase(dataDir);
      if (location.kind !== 'postgres') throw new Error('PostgreSQL only');
      const args = ['--input', `${sample}.csv`, '--mapping', mapping, '--workers', '0', '--limit', '20'];
      const out = path.join(dataDir, 'pg.jsonl');
      // No company database in the schema yet.
      expect(await matchIn(dataDir, ...args, '--out', out, '--database-url', location.url)).toMatchObject({
        code: EXIT.refused,
        stderr: expect.stringContaining(
          `No such company database (generate one with npm run companies -- generate): PostgreSQL`,
        ),
      });
      const store = await openCompanyDatabase(location);
      try {
        await generateCompanyDatabase(store, { count: 2_000, seed: 5 });
      } finally {
        await store.close();
      }
      const run = await matchIn(dataDir, ...args, '--out', out, '--database-url', location.url);
      expect(run.stderr).toContain('Index of 2,000 companies built');
      expect(run.code).toBe(EXIT.ok);
      // The same companies as the fixture's SQLite file: the same results.
      const sqliteOut = path.join(dataDir, 'sqlite.jsonl');
      expect((await match(...args, '--out', sqliteOut)).code).toBe(EXIT.ok);
      expect(readFileSync(out, 'utf8')).toBe(readFileSync(sqliteOut, 'utf8'));
      expect(
        await matchIn(dataDir, ...args, '--out', out, '--database-url', location.url, '--engine', 'baseline'),
      ).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('--companies FILE') });
    },
  );
});
