/**
 * Getting an index: from the cache file when it matches the company database, else built from the
 * database (streaming) and cached for the next start.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { IndexBuilder } from './build.ts';
import { readIndexCache, writeIndexCache } from './cache.ts';
import { CompanyIndex, type CompanyIndexData } from './company-index.ts';
import { companySourceFingerprint, countIndexableCompanies, readIndexableCompanies } from './source.ts';

export interface LoadIndexOptions {
  /** Folder of the cache file (DATA_DIR/match-index); null never caches. */
  cacheDir: string | null;
  /** Path of the company database file, to name the cache file. */
  sourceFile: string;
  /** Called while building: companies read so far and in total. */
  onProgress?: (done: number, total: number) => void;
}

export interface LoadedIndex {
  index: CompanyIndex;
  /** 'cache' when read from the cache file, 'built' when built from the database. */
  origin: 'cache' | 'built';
  ms: number;
  cacheFile: string | null;
}

/** The cache file of a company database: one per database path. */
export function indexCacheFile(cacheDir: string, sourceFile: string): string {
  const key = createHash('sha256').update(path.resolve(sourceFile)).digest('hex').slice(0, 16);
  return path.join(cacheDir, `companies-${key}.index`);
}

/** Builds the index from an open company database. */
export function buildCompanyIndex(
  sqlite: Database.Database,
  fingerprint: string,
  onProgress?: (done: number, total: number) => void,
): CompanyIndex {
  const total = countIndexableCompanies(sqlite);
  const builder = new IndexBuilder(total);
  for (const company of readIndexableCompanies(sqlite)) {
    builder.add(company);
    if (onProgress && builder.count % 50_000 === 0) onProgress(builder.count, total);
  }
  onProgress?.(builder.count, total);
  return new CompanyIndex(builder.finish(fingerprint));
}

/** The index of a company database: cached if it still matches, else built and cached. */
export function loadCompanyIndex(sqlite: Database.Database, options: LoadIndexOptions): LoadedIndex {
  const started = performance.now();
  const fingerprint = companySourceFingerprint(sqlite);
  const cacheFile = options.cacheDir ? indexCacheFile(options.cacheDir, options.sourceFile) : null;
  if (cacheFile) {
    const cached = readIndexCache(cacheFile, fingerprint);
    if (cached)
      return { index: new CompanyIndex(cached), origin: 'cache', ms: performance.now() - started, cacheFile };
  }
  const index = buildCompanyIndex(sqlite, fingerprint, options.onProgress);
  if (cacheFile) writeIndexCache(cacheFile, index.data);
  return { index, origin: 'built', ms: performance.now() - started, cacheFile };
}

/**
 * loadCompanyIndex in a worker thread: the calling thread stays free while an index is built
 * (half a minute per million companies). Resolves to the index's data (shared, not copied).
 */
export function loadCompanyIndexInWorker(
  companiesFile: string,
  cacheDir: string | null,
): Promise<{ data: CompanyIndexData; origin: 'cache' | 'built'; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
      workerData: { companiesFile, cacheDir },
    });
    let answered = false;
    worker.once('message', (message: { data: CompanyIndexData; origin: 'cache' | 'built'; ms: number }) => {
      answered = true;
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error) =>
      reject(new Error(`Loading the company index failed: ${error.message}`, { cause: error })),
    );
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`Loading the company index stopped (exit code ${code}).`));
    });
  });
}
