import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { companyDatabaseLocation } from './companies/database.ts';
import { ensureDemoCompanies } from './companies/demo.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/config.ts';
import { databaseLocation } from './db/database.ts';
import { ensureDemoUser } from './users/demo-user.ts';

/**
 * Starts a server process in its role (DATACARE_ROLE, docs/deployment.md): validates the
 * configuration, creates the demo data on an empty database (once, also when several processes
 * start together), migrates, listens, starts its jobs, and stops gracefully.
 *
 * - `all` (npm start): the app, the API and the jobs in one process.
 * - `api` (npm run start:api): the app and the API; jobs are only queued, for the workers.
 * - `worker` (npm run start:worker): the jobs; its port answers /health and /ready only.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const { role } = config;
  const runsJobs = role !== 'api';
  // First start: the demo company database, before listening (a few seconds; DEMO_COMPANIES=0 skips
  // it). Processes starting together on PostgreSQL take turns on a lock: one generates, the others
  // find the companies.
  await ensureDemoCompanies({
    dataDir: config.dataDir,
    companies: companyDatabaseLocation(databaseLocation(config.dataDir, config.databaseUrl), config.dataDir),
    count: config.demoCompanies,
    write: (text) => process.stdout.write(text),
    interactive: process.stdout.isTTY === true,
  });
  // Migrates the database (Kysely's migrator locks: processes starting together migrate once).
  const app = await buildApp(config);
  // The demo account on an empty database: one process creates it under a lock (users/demo-user.ts).
  const demo = await ensureDemoUser(app.db, {
    dataDir: config.dataDir,
    password: config.demoPassword,
    hasher: app.passwordHasher,
    now: app.clock(),
  });
  const jobs = app.jobs;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // The proxy and the orchestrator see it at once: /ready answers 503 from now on.
    app.readiness.shuttingDown();
    app.log.info({ signal, role }, 'shutting down: finishing requests and jobs in flight');
    const limit = config.shutdownTimeoutSeconds;
    const force = setTimeout(() => {
      app.log.error(`graceful shutdown took longer than ${limit} s (SHUTDOWN_TIMEOUT_SECONDS); exiting`);
      process.exit(1);
    }, limit * 1000);
    force.unref();
    // app.close(): the server takes no new connections (a proxy tries another process) and
    // finishes the requests in flight; then the jobs stop after their current chunk (committed with
    // its checkpoint) or hand it back; then the database closes. In the role `all` the jobs stop
    // first, as they always did: the quality report PDF's browser, driven by a job of this process,
    // reads the report from this very server.
    const stopped =
      role === 'all'
        ? jobs
            .close()
            .catch((error: unknown) => app.log.error({ err: error }, 'error while stopping jobs'))
            .then(() => app.close())
        : app.close();
    stopped.then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // With work: jobs a crash or kill interrupted resume where their last checkpoint left them, and
  // queued ones run here. Without (api): jobs are queued for the worker processes.
  await jobs.start({ work: runsJobs });
  // Export files past their retention are deleted now and then periodically; due mails go out.
  if (runsJobs) app.exportHistory.startSweeps();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = `http://${shown}:${port}`;
  if (role === 'worker') {
    console.log(`\n  Datacare worker is running (health: ${url}/health, readiness: ${url}/ready)\n`);
  } else {
    const what = role === 'api' ? 'Datacare (API process)' : 'Datacare';
    console.log(`\n  ${what} is running at ${url}\n  Data folder: ${config.dataDir}\n`);
  }
  if (demo.created) {
    console.log(`  Demo login: ${demo.email} / ${demo.password} (also in ${demo.file})\n`);
  } else if (demo.file) {
    console.log(`  Demo login: see ${demo.file}\n`);
  }
  // Processes that run jobs load the company index now (from its cache or built from the company
  // tables) rather than on the first matching job; /ready answers 200 once it is loaded.
  if (runsJobs) await warmUp(app, () => closing);
}

/** Loads the matching engine, trying again (5 s, 10 s, … up to a minute apart) until it loads. */
async function warmUp(app: FastifyInstance, isClosing: () => boolean): Promise<void> {
  for (let attempt = 1; !isClosing(); attempt++) {
    const started = performance.now();
    try {
      await app.matching.warmUp();
      app.readiness.warmedUp();
      app.log.info({ ms: Math.round(performance.now() - started) }, 'matching engine loaded: ready');
      return;
    } catch (error) {
      if (isClosing()) return;
      const seconds = Math.min(60, 5 * 2 ** (attempt - 1));
      app.log.error({ err: error, retryInSeconds: seconds }, 'loading the matching engine failed: not ready');
      await sleep(seconds * 1000, undefined, { ref: false });
    }
  }
}

await main();
