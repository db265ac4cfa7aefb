import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testCompanyDatabase } from '../../test/company-database.ts';
import { ON_POSTGRES } from '../../test/test-app.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import { openCompanyDatabase, type CompanyDatabaseLocation } from './database.ts';
import { DEMO_SAMPLE_ROWS, demoSamplePrefix, ensureDemoCompanies } from './demo.ts';
import { DEFAULT_SEED, GENERATING } from './generate.ts';
import { generateCompanies } from './generator.ts';
import { countCompanies, createCompanyWriter, setCompanyMeta } from './storage.ts';

function dataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'datacare-demo-'));
}

/** A data folder and its company database: SQLite in it, or a fresh PostgreSQL schema (TEST_DATABASE_URL). */
function fresh(): { dir: string; location: CompanyDatabaseLocation } {
  return testCompanyDatabase(dataDir());
}

async function demo({ dir, location }: { dir: string; location: CompanyDatabaseLocation }, count: number) {
  let output = '';
  const result = await ensureDemoCompanies({
    dataDir: dir,
    companies: location,
    count,
    write: (text) => (output += text),
    interactive: false,
  });
  return { result, output };
}

describe('demo companies on first start', () => {
  it('generates the demo set and a sample customer file once, then leaves the database alone', async () => {
    const where = fresh();
    const { dir } = where;
    const first = await demo(where, 800);
    expect(first.result).toMatchObject({ generated: 800, total: 800 });
    expect(first.output).toContain('First start: generating 800 demo companies');
    expect(first.output).toMatch(/Demo companies: 800 companies in \d+\.\d s/);
    for (const ext of ['csv', 'xlsx', 'truth.csv']) {
      expect(existsSync(`${demoSamplePrefix(dir)}.${ext}`), ext).toBe(true);
    }
    expect(first.result.sample?.xlsx).toBe(`${demoSamplePrefix(dir)}.xlsx`);

    const second = await demo(where, 800);
    expect(second).toEqual({ result: { generated: 0, total: 800, sample: null }, output: '' });
  });

  it('writes the same sample file into the DATA_DIR of a process that found the demo set generated (a cluster)', async () => {
    const where = fresh();
    await demo(where, 800);
    // A second process on the same company database, with a DATA_DIR of its own.
    const other = { dir: dataDir(), location: where.location };
    const found = await demo(other, 800);
    expect(found.result).toMatchObject({ generated: 0, total: 800 });
    expect(found.result.sample?.csv).toBe(`${demoSamplePrefix(other.dir)}.csv`);
    expect(readFileSync(`${demoSamplePrefix(other.dir)}.csv`, 'utf8')).toBe(
      readFileSync(`${demoSamplePrefix(where.dir)}.csv`, 'utf8'),
    );
    // Once there, it stays as it is.
    expect((await demo(other, 800)).result.sample).toBeNull();
  });

  it('starts the demo set again when the last start stopped while generating it', async () => {
    const where = fresh();
    const store = await openCompanyDatabase(where.location);
    await setCompanyMeta(store.db, { source: GENERATING });
    const writer = await createCompanyWriter(store, { batchSize: 10 });
    for (const record of generateCompanies(35, DEFAULT_SEED)) await writer.write(record);
    await store.close(); // killed before the end: 20 or 30 companies committed, no 'generated'
    const { result } = await demo(where, 600);
    expect(result).toMatchObject({ generated: 600, total: 600 });
  });

  it('generates nothing with DEMO_COMPANIES=0, and no sample for a tiny set', async () => {
    const off = fresh();
    expect((await demo(off, 0)).result).toEqual({ generated: 0, total: 0, sample: null });
    const store = await openCompanyDatabase(off.location);
    expect(await countCompanies(store.db)).toBe(0);
    await store.close();

    const tiny = fresh();
    expect((await demo(tiny, DEMO_SAMPLE_ROWS)).result).toMatchObject({
      generated: DEMO_SAMPLE_ROWS,
      sample: null,
    });
  });

  // Processes starting together on one PostgreSQL database take turns (an advisory lock); one
  // SQLite process starts alone, and two calls in one process are no case the server has.
  it.skipIf(!ON_POSTGRES)('is generated once when two start at the same moment', async () => {
    const where = fresh();
    const [a, b] = await Promise.all([demo(where, 700), demo({ ...where, dir: dataDir() }, 700)]);
    expect([a.result.generated, b.result.generated].sort()).toEqual([0, 700]);
    expect([a.result.total, b.result.total]).toEqual([700, 700]);
    const store = await openCompanyDatabase(where.location);
    expect(await countCompanies(store.db)).toBe(700);
    await store.close();
  });

  it('reads DEMO_COMPANIES from the configuration: 200,000 unless set', () => {
    expect(loadConfig({}, dataDir()).demoCompanies).toBe(200_000);
    expect(loadConfig({ DEMO_COMPANIES: '2000' }, dataDir()).demoCompanies).toBe(2000);
    expect(loadConfig({ DEMO_COMPANIES: '0' }, dataDir()).demoCompanies).toBe(0);
    expect(() => loadConfig({ DEMO_COMPANIES: '-1' }, dataDir())).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_COMPANIES: 'viele' }, dataDir())).toThrow(/DEMO_COMPANIES/);
  });
});
