/**
 * Matching in the server: the job runner over the app database, with an engine that loads the
 * company index on the first job (from its cache in DATA_DIR/match-index when the company database
 * has not changed, else built in a worker thread, so requests are served meanwhile) and matches in
 * worker threads. buildApp creates it and registers its queue with the server's jobs (the
 * 'matching' kind, docs/adr/008-jobs.md); main.ts recovers them after listening, so jobs a stopped
 * server left behind continue, and closes them on shutdown.
 */
import path from 'node:path';
import {
  companyDatabaseFile,
  companyDatabaseLocation,
  type CompanyDatabaseLocation,
} from '../companies/database.ts';
import type { DatabaseLocation, Db } from '../db/database.ts';
import { createIndexEngine, defaultWorkerCount } from './engine/pool.ts';
import { loadCompanyIndexInWorker } from './index/load.ts';
import { MatchJobRunner } from './jobs/runner.ts';
import { parametersIn } from './model/parameters.ts';
import { applyRememberedDecisions } from '../review/remembered.ts';
import type { MatchEngine } from './types.ts';

export interface MatchingServiceOptions {
  db: Db;
  /** Where `db` is: the matching threads write results through connections of their own there. */
  database: DatabaseLocation;
  /** The company database, the index cache and the model parameters. */
  dataDir: string;
  /** Worker threads (default: one per core, at most 4). */
  workers?: number;
  chunkSize?: number;
  pauseMs?: number;
  /** Failures for the log: a job's, or one row's (`rowId` set), see MatchJobRunnerOptions. */
  onError?: (batchId: string, error: unknown, rowId?: number) => void;
}

/** The folder of the index cache files. */
export function indexCacheDir(dataDir: string): string {
  return path.join(dataDir, 'match-index');
}

/**
 * Loads the index of the company database (DATA_DIR/companies.sqlite, or its PostgreSQL schema:
 * companyDatabaseLocation) from its cache in DATA_DIR, or built in a worker thread, and starts the
 * matching worker threads.
 */
export async function openIndexEngine(
  dataDir: string,
  workers?: number,
  companies: CompanyDatabaseLocation = { kind: 'sqlite', file: companyDatabaseFile(dataDir) },
): Promise<MatchEngine> {
  const { data } = await loadCompanyIndexInWorker(companies, indexCacheDir(dataDir));
  return createIndexEngine({ index: data, parameters: parametersIn(dataDir), workers });
}

/** The server's matching job runner. */
export function createMatchingService(options: MatchingServiceOptions): MatchJobRunner {
  return new MatchJobRunner({
    db: options.db,
    database: options.database,
    engine: () =>
      openIndexEngine(
        options.dataDir,
        options.workers,
        companyDatabaseLocation(options.database, options.dataDir),
      ),
    modelVersion: parametersIn(options.dataDir).version,
    chunkSize: options.chunkSize,
    // Chunks in flight: one per matching thread (in a cluster, chunks a worker takes at once).
    inFlight: Math.max(2, options.workers ?? defaultWorkerCount()),
    pauseMs: options.pauseMs,
    onError: options.onError,
    beforeFinish: (batchId) => applyRememberedDecisions(options.db, batchId),
  });
}
