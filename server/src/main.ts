import { buildApp } from './app.ts';
import { companyDatabaseLocation } from './companies/database.ts';
import { ensureDemoCompanies } from './companies/demo.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { databaseLocation } from './db/database.ts';
import { ensureDemoUser } from './users/demo-user.ts';

/** Starts the server: validates configuration, migrates the database, listens, stops gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // First start: the demo company database, before listening (a few seconds; DEMO_COMPANIES=0 skips it).
  await ensureDemoCompanies({
    dataDir: config.dataDir,
    companies: companyDatabaseLocation(databaseLocation(config.dataDir, config.databaseUrl), config.dataDir),
    count: config.demoCompanies,
    write: (text) => process.stdout.write(text),
    interactive: process.stdout.isTTY === true,
  });
  const app = await buildApp(config);
  const demo = await ensureDemoUser(app.db, {
    dataDir: config.dataDir,
    password: config.demoPassword,
    hasher: app.passwordHasher,
    now: app.clock(),
  });
  // Long work runs as jobs in worker threads (docs/adr/008-jobs.md); matching loads the company
  // index on its first job (docs/matching.md).
  const jobs = app.jobs;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Jobs stop after their current chunk (already committed with its checkpoint), then the server.
    jobs
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'error while stopping jobs'))
      .then(() => app.close())
      .then(
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
  // Jobs a crash or kill interrupted resume where their last checkpoint left them.
  await jobs.recover();
  // Export files past their retention are deleted now and then periodically; due mails go out.
  app.exportHistory.startSweeps();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`\n  Datacare is running at http://${shown}:${port}\n  Data folder: ${config.dataDir}\n`);
  if (demo.created) {
    console.log(`  Demo login: ${demo.email} / ${demo.password} (also in ${demo.file})\n`);
  } else if (demo.file) {
    console.log(`  Demo login: see ${demo.file}\n`);
  }
}

await main();
