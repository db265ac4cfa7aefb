import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeNoisyFiles, type NoisyFiles } from '../samples/noisy.ts';
import {
  companyDatabaseFile,
  describeCompanyDatabase,
  openCompanyDatabase,
  type CompanyDatabase,
  type CompanyDatabaseLocation,
} from './database.ts';
import { DEFAULT_SEED, GENERATING, generateCompanyDatabase } from './generate.ts';
import { withDemoLock } from './postgres.ts';
import { createProgress } from './progress.ts';
import { clearCompanies, companyMeta, countCompanies } from './storage.ts';

/** Rows of the sample customer file written next to the demo set. */
export const DEMO_SAMPLE_ROWS = 250;

/** Where the sample customer file goes: DATA_DIR/samples/kundenliste-beispiel.{csv,xlsx,truth.csv}. */
export function demoSamplePrefix(dataDir: string): string {
  return path.join(dataDir, 'samples', 'kundenliste-beispiel');
}

export interface DemoCompaniesResult {
  /** Companies generated now (0 when the database already held companies or the demo is off). */
  generated: number;
  /** Companies in the database afterwards. */
  total: number;
  /** The sample customer file written now, if any. */
  sample: NoisyFiles | null;
}

/**
 * The first-start hook: when the company database holds no companies, generates the demo set of
 * `count` companies (DEMO_COMPANIES; 0 turns it off) with a progress line, then writes a sample
 * customer file of those companies to DATA_DIR for new users to try. A demo set whose generation
 * was interrupted is generated again; a database a provider has loaded is never touched. On
 * PostgreSQL processes starting together take turns (an advisory lock around "if empty,
 * generate"), so the demo set is generated once.
 */
export async function ensureDemoCompanies(options: {
  dataDir: string;
  /** The company database (companyDatabaseLocation); default DATA_DIR/companies.sqlite. */
  companies?: CompanyDatabaseLocation;
  count: number;
  write: (text: string) => void;
  interactive: boolean;
}): Promise<DemoCompaniesResult> {
  const store = await openCompanyDatabase(
    options.companies ?? { kind: 'sqlite', file: companyDatabaseFile(options.dataDir) },
  );
  try {
    return store.kind === 'postgres'
      ? await withDemoLock(store, () => ensureIn(store, options))
      : await ensureIn(store, options);
  } finally {
    await store.close();
  }
}

async function ensureIn(
  store: CompanyDatabase,
  options: { dataDir: string; count: number; write: (text: string) => void; interactive: boolean },
): Promise<DemoCompaniesResult> {
  let existing = await countCompanies(store.db);
  if (existing > 0 && (await companyMeta(store.db)).source === GENERATING) {
    // The last start stopped while generating: start the demo set again.
    await clearCompanies(store);
    existing = 0;
  }
  if (existing > 0 || options.count === 0) {
    // Another process generated the demo set (a cluster whose processes have DATA_DIRs of their
    // own): this DATA_DIR gets the same sample file (same seed, same rows) for getSampleFile.
    const sample =
      existing >= DEMO_SAMPLE_ROWS * 2 && (await companyMeta(store.db)).source === 'generated'
        ? await writeSample(store, options.dataDir)
        : null;
    return { generated: 0, total: existing, sample };
  }

  options.write(
    `\n  First start: generating ${options.count.toLocaleString('en-US')} demo companies into ${describeCompanyDatabase(store.location)}\n`,
  );
  const progress = createProgress(options.write, {
    label: 'Demo companies',
    total: options.count,
    unit: 'companies',
    interactive: options.interactive,
  });
  const generated = await generateCompanyDatabase(store, {
    count: options.count,
    seed: DEFAULT_SEED,
    onProgress: (written) => progress.update(written),
  });
  progress.finish(generated);

  const sample = generated >= DEMO_SAMPLE_ROWS * 2 ? await writeSample(store, options.dataDir) : null;
  if (sample) options.write(`  Sample customer file: ${sample.xlsx} (and .csv, .truth.csv)\n`);
  return { generated, total: generated, sample };
}

/** Writes the sample customer file into DATA_DIR unless it is there; null when it was. */
async function writeSample(store: CompanyDatabase, dataDir: string): Promise<NoisyFiles | null> {
  const prefix = demoSamplePrefix(dataDir);
  if (existsSync(`${prefix}.xlsx`)) return null;
  const { files } = await writeNoisyFiles(store, prefix, { count: DEMO_SAMPLE_ROWS, seed: DEFAULT_SEED });
  return files;
}
