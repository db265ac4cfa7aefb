/**
 * Getting an index: from the cache file when it matches the company database, else built from the
 * database (streaming) and cached for the next start. The company database is a SQLite file or a
 * PostgreSQL schema (CompanyDatabaseLocation); the index and its cache are the same for both.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import {
  companyDatabaseKey,
  openCompanyReader,
  type CompanyDatabaseLocation,
} from '../../companies/database.ts';
import { IndexBuilder } from './build.ts';
import { readIndexCache, writeIndexCache } from './cache.ts';
import { CompanyIndex, type CompanyIndexData } from './company-index.ts';
import {
  companySourceFingerprint,
  countIndexableCompanies,
  databaseIndexSource,
  readIndexableCompanies,
  type IndexSource,
} from './source.ts';

export interface LoadIndexOptions {
  /** Folder of the cache file (DATA_DIR/match-index); null never caches. */
  cacheDir: string | null;
  /** Path of the company database file, to name the cache file (indexCacheFile). */
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

/**
 * The cache file of a company database: one per database file path (or, on PostgreSQL, per server,
 * database and schema).
 */
export function indexCacheFile(cacheDir: string, source: string | CompanyDatabaseLocation): string {
  const name = typeof source === 'string' ? path.resolve(source) : companyDatabaseKey(source);
  const key = createHash('sha256').update(name).digest('hex').slice(0, 16);
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

/** buildCompanyIndex from any IndexSource (read a block at a time). */
export async function buildCompanyIndexFrom(
  source: IndexSource,
  fingerprint: string,
  onProgress?: (done: number, total: number) => void,
): Promise<CompanyIndex> {
  const total = await source.count();
  const builder = new IndexBuilder(total);
  let reported = 0;
  for await (const block of source.blocks()) {
    for (const company of block) builder.add(company);
    if (onProgress && builder.count - reported >= 50_000) {
      reported = builder.count;
      onProgress(builder.count, total);
    }
  }
  onProgress?.(builder.count, total);
  return new CompanyIndex(builder.finish(fingerprint));
}

/** loadCompanyIndex from any IndexSource; `cacheKey` names the cache file (indexCacheFile). */
export async function loadCompanyIndexFrom(
  source: IndexSource,
  options: {
    cacheDir: string | null;
    cacheKey: string | CompanyDatabaseLocation;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<LoadedIndex> {
  const started = performance.now();
  const fingerprint = await source.fingerprint();
  const cacheFile = options.cacheDir ? indexCacheFile(options.cacheDir, options.cacheKey) : null;
  if (cacheFile) {
    const cached = readIndexCache(cacheFile, fingerprint);
    if (cached)
      return { index: new CompanyIndex(cached), origin: 'cache', ms: performance.now() - started, cacheFile };
  }
  const index = await buildCompanyIndexFrom(source, fingerprint, options.onProgress);
  if (cacheFile) writeIndexCache(cacheFile, index.data);
  return { index, origin: 'built', ms: performance.now() - started, cacheFile };
}

/**
 * The index of the company database at `location`, cached or built. SQLite: read through a
 * read-only connection of its own (the file must exist). PostgreSQL: read in one repeatable-read
 * transaction, so the fingerprint and the companies are one consistent picture even while a load
 * runs.
 */
export async function loadCompanyIndexAt(
  location: CompanyDatabaseLocation,
  options: { cacheDir: string | null; onProgress?: (done: number, total: number) => void },
): Promise<LoadedIndex> {
  if (location.kind === 'sqlite') {
    const sqlite = new Database(location.file, { readonly: true, fileMustExist: true });
    try {
      return loadCompanyIndex(sqlite, { ...options, sourceFile: location.file });
    } finally {
      sqlite.close();
    }
  }
  const db = openCompanyReader(location, { poolSize: 1 })!;
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => loadCompanyIndexFrom(databaseIndexSource(trx), { ...options, cacheKey: location }));
  } finally {
    await db.destroy();
  }
}

/**
 * loadCompanyIndexAt in a worker thread: the calling thread stays free while an index is built
 * (half a minute per million companies). Resolves to the index's data (shared, not copied). A
 * string is a SQLite company database file.
 */
export function loadCompanyIndexInWorker(
  companies: CompanyDatabaseLocation | string,
  cacheDir: string | null,
): Promise<{ data: CompanyIndexData; origin: 'cache' | 'built'; ms: number }> {
  const location: CompanyDatabaseLocation =
    typeof companies === 'string' ? { kind: 'sqlite', file: companies } : companies;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
      workerData: { companies: location, cacheDir },
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
