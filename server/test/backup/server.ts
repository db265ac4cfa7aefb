/**
 * Servers and databases for the backup and upgrade tests: a server started as main.ts starts one
 * (the demo companies on an empty company database, migrations, the jobs recovered and started; on
 * PostgreSQL the jobs on pg-boss, as in production), and PostgreSQL databases of their own on the
 * test's cluster, so a dump of the whole database holds one server's data only.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { postgresBinDir } from '../../../scripts/postgres.ts';
import { companyDatabaseLocation } from '../../src/companies/database.ts';
import { ensureDemoCompanies } from '../../src/companies/demo.ts';
import type { AppConfig } from '../../src/config/config.ts';
import { databaseLocation } from '../../src/db/database.ts';
import type { MatchEngine } from '../../src/matching/types.ts';
import type { Clock } from '../../src/system/clock.ts';
import { tinyPdfRenderer } from '../security/fakes.ts';
import { createTestApp } from '../test-app.ts';

/** The demo set `npm start` would generate, smaller: enough for the 250-row sample file. */
export const DEMO_COMPANIES = 500;

/** Runs a program; its output, or an error with its output when it fails. */
export function run(command: string, args: string[], input?: Buffer): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, input });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** A program of the PostgreSQL installation the tests run on (pg_dump, pg_restore, psql). */
export const pgTool = (tool: string): string => path.join(postgresBinDir()!, tool);

let admin: pg.Pool | null = null;
const databases: string[] = [];

/**
 * A new, empty database on the test's cluster (TEST_DATABASE_URL); its URL, without a
 * search_path: the application in its default schema, the companies in `companies`, pg-boss in
 * its own, as in production.
 */
export async function freshDatabase(prefix: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('freshDatabase needs TEST_DATABASE_URL (the postgres project)');
  admin ??= new pg.Pool({ connectionString: base, max: 1 });
  const name = `${prefix}_${process.pid}_${databases.length}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database "${name}"`);
  databases.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  url.search = '';
  return url.toString();
}

/** Drops the databases freshDatabase made (once their servers are closed). */
export async function dropDatabases(): Promise<void> {
  for (const name of databases.splice(0))
    await admin!.query(`drop database if exists "${name}" with (force)`);
  await admin?.end();
  admin = null;
}

export interface ServerOptions {
  dataDir: string;
  /** The PostgreSQL database (freshDatabase); SQLite in dataDir without. */
  databaseUrl?: string;
  fileStore?: AppConfig['fileStore'];
  clock?: Clock;
  matchEngine?: () => Promise<MatchEngine>;
}

/**
 * A server on `dataDir` (and `databaseUrl`) as main.ts starts one: the demo companies when the
 * company database is empty, the app (which migrates), its jobs recovered and started, the
 * matching engine loaded (then /ready answers 200). Report PDFs
 * are printed by a stand-in (no chromium). Close it with `app.close()`.
 */
export async function startServer(options: ServerOptions): Promise<FastifyInstance> {
  const { dataDir, databaseUrl } = options;
  await ensureDemoCompanies({
    dataDir,
    companies: companyDatabaseLocation(databaseLocation(dataDir, databaseUrl), dataDir),
    count: DEMO_COMPANIES,
    write: () => {},
    interactive: false,
  });
  const app = await createTestApp(
    {
      dataDir,
      reportRenderUrl: 'http://127.0.0.1:9',
      ...(options.fileStore && { fileStore: options.fileStore }),
      ...(databaseUrl && { databaseUrl }),
    },
    {
      reportRenderer: tinyPdfRenderer,
      ...(options.clock && { clock: options.clock }),
      ...(options.matchEngine && { matchEngine: options.matchEngine }),
      ...(databaseUrl && {
        jobQueue: 'pg-boss' as const,
        cluster: { heartbeatSeconds: 10, superviseSeconds: 1, pollingSeconds: 0.5 },
      }),
    },
  );
  await app.jobs.start({ work: true });
  // main.ts loads the company index at start; /ready answers 200 once it is loaded.
  await app.matching.warmUp();
  app.readiness.warmedUp();
  return app;
}
