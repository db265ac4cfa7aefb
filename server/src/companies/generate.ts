import type { CompanyDatabase } from './database.ts';
import { createCompanyGenerator } from './generator.ts';
import type { Seed } from './random.ts';
import { countCompanies, createCompanyWriter, setCompanyMeta } from './storage.ts';

/** The seed of the demo set and of `generate` without --seed. */
export const DEFAULT_SEED = 20275;

/** company_meta source while a generation runs; 'generated' once it has finished. */
export const GENERATING = 'generating';

export class CompanyDatabaseNotEmptyError extends Error {
  readonly count: number;
  constructor(count: number) {
    super(`The company database already holds ${count.toLocaleString('en')} companies.`);
    this.name = 'CompanyDatabaseNotEmptyError';
    this.count = count;
  }
}

export interface GenerateOptions {
  count: number;
  seed?: Seed;
  /** Called after every committed batch with the number of companies written so far. */
  onProgress?: (written: number) => void;
}

/**
 * Generates `count` companies into an empty company database, streaming: one batch in memory at a
 * time, so 5,000,000 companies need no more memory than 200,000. Refuses a database that already
 * holds companies (a provider's own data is never mixed with generated ones).
 */
export async function generateCompanyDatabase(
  store: CompanyDatabase,
  options: GenerateOptions,
): Promise<number> {
  const existing = await countCompanies(store.db);
  if (existing > 0) throw new CompanyDatabaseNotEmptyError(existing);
  const seed = options.seed ?? DEFAULT_SEED;
  // Until the end says 'generated', an interrupted run is recognisable (see ensureDemoCompanies).
  await setCompanyMeta(store.db, { source: GENERATING, seed: String(seed), count: String(options.count) });
  const generator = createCompanyGenerator(seed);
  const writer = await createCompanyWriter(store, { newOnly: true });
  let reported = 0;
  try {
    for (let i = 0; i < options.count; i++) {
      // SQLite writes a full batch at once; PostgreSQL while the next is generated (storage.ts).
      const writing = writer.write(generator.next());
      if (writing) await writing;
      if (options.onProgress && writer.written !== reported) {
        reported = writer.written;
        options.onProgress(reported);
      }
    }
  } catch (error) {
    await writer.abandon();
    throw error;
  }
  const written = await writer.finish();
  options.onProgress?.(written);
  await setCompanyMeta(store.db, {
    source: 'generated',
    seed: String(seed),
    count: String(written),
    updated_at: new Date().toISOString(),
  });
  return written;
}
