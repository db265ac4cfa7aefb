import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { accountHandlers } from './auth/account.ts';
import { installAuthGuard } from './auth/guard.ts';
import { DEFAULT_LOCKOUT_POLICY, type LockoutPolicy } from './auth/lockout.ts';
import { createLoginProvider, type LoginProvider } from './auth/login-provider.ts';
import { requestLogSerializer } from './auth/log-redaction.ts';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords.ts';
import { rateLimiterFor, SIGN_IN_RATE_LIMIT, type RateLimitOptions } from './auth/rate-limit.ts';
import { authHandlers } from './auth/routes.ts';
import type { SessionSettings } from './auth/sessions.ts';
import { createSignInService } from './auth/sign-in.ts';
import type { AppConfig } from './config/config.ts';
import { dashboardHandlers } from './dashboard/routes.ts';
import { companyDatabaseLocation } from './companies/database.ts';
import { createDatabase, locationOf, type Db } from './db/database.ts';
import { registerContract, type ContractHandlers } from './http/contract.ts';
import { companyIdLookup, type CompanyIdLookup } from './imports/company-ids.ts';
import type { ParseLimits } from './imports/parse/types.ts';
import { importHandlers } from './imports/routes.ts';
import { createImportService } from './imports/service.ts';
import { MatchJobRunner } from './matching/jobs/runner.ts';
import type { MatchEngine } from './matching/types.ts';
import { createMatchingService } from './matching/service.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installJsonParser } from './http/json-parser.ts';
import { installRequestHygiene } from './http/hygiene.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStaticApp } from './http/static.ts';
import { installStorybook } from './http/storybook.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { quotaHandlers } from './quota/routes.ts';
import { reviewHandlers } from './review/routes.ts';
import { applyRememberedDecisions } from './review/remembered.ts';
import { systemClock, type Clock } from './system/clock.ts';
import { healthHandler, Readiness, readyHandler, registerProbesOnly } from './system/health.ts';
import { companyCountsWorker, exportJobKind, previewJobKind } from './exports/jobs.ts';
import { exportHandlers } from './exports/routes.ts';
import { createExportService } from './exports/service.ts';
import { activatedExportJobKind, Settlements } from './activated/jobs.ts';
import { activatedHandlers } from './activated/routes.ts';
import { createActivatedService } from './activated/service.ts';
import type { JobErrorReporter } from './jobs/job-kind.ts';
import { Cluster, queuePrefixOf, type ClusterOptions } from './jobs/cluster.ts';
import { JobQueue } from './jobs/queue.ts';
import { Jobs } from './jobs/registry.ts';
import { historyHandlers } from './history/routes.ts';
import { listHandlers } from './lists/routes.ts';
import { createHistoryService, type HistoryService } from './history/service.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { trackingHandlers } from './tracking/routes.ts';
import { checkJobKind } from './checks/jobs.ts';
import { checkOptionsOf, type CheckOverrides } from './checks/options.ts';
import { checkHandlers } from './checks/routes.ts';
import { createCheckService } from './checks/service.ts';
import { statisticsJobKind } from './reports/statistics/jobs.ts';
import { statisticsHandlers } from './reports/statistics/routes.ts';
import { createStatisticsService } from './reports/statistics/service.ts';
import { checkCountsOf } from './checks/counts.ts';
import { reportPdfJobKind } from './reports/pdf/jobs.ts';
import { createChromiumRenderer, type ReportRenderer } from './reports/pdf/renderer.ts';
import { reportPdfHandlers } from './reports/pdf/routes.ts';
import { selfUrl } from './reports/pdf/self-url.ts';
import { createReportPdfService } from './reports/pdf/service.ts';
import { createFileStore, type FileStore } from './storage/file-store.ts';

export interface AppDependencies {
  /** An open, migrated database; when absent, buildApp opens the one in DATA_DIR and owns it. */
  db?: Db;
  /** The time source (tests move it instead of sleeping). */
  clock?: Clock;
  /** Password hashing (default: scrypt N=2^15, r=8, p=1). */
  passwordHasher?: PasswordHasher;
  /** The limit per client IP of sign-in and change of password together (default: 20 per 5 minutes). */
  signInRateLimit?: RateLimitOptions;
  /** The account lockout (default: 5 failures in 15 minutes lock for 5 minutes, doubling up to 1 hour). */
  lockoutPolicy?: LockoutPolicy;
  /** The login service behind getLoginUrl (default: from the configuration, built-in or OpenID Connect). */
  loginProvider?: LoginProvider;
  /** The matching engine of the job runner (default: the index engine over the company database). */
  matchEngine?: () => MatchEngine | Promise<MatchEngine>;
  /** Which provider ids exist (default: a look-up in the company database, companyDatabaseLocation). */
  companyIds?: CompanyIdLookup;
  /** Reader limits and time cap of uploads (tests lower them). */
  parseLimits?: Partial<ParseLimits>;
  parseTimeoutMs?: number;
  /** How mails leave (default: SMTP_URL, or .eml files in DATA_DIR/outbox). */
  mailer?: Mailer;
  /** Limits of the e-mail and website checks (tests shorten the timeouts); servers come from the configuration. */
  checks?: CheckOverrides;
  /** Prints the quality report PDF (default: headless chromium at CHROMIUM_PATH). */
  reportRenderer?: ReportRenderer;
  /** Where the log goes (default: stdout); tests read it to prove what is never logged. */
  logStream?: { write(line: string): void };
  /**
   * Where jobs run on PostgreSQL (default 'pg-boss': the kinds' pg-boss queues, any worker process
   * of the cluster). 'local' runs them in this process as on SQLite: only for tests of one
   * process, never with other processes on the same database.
   */
  jobQueue?: 'pg-boss' | 'local';
  /** Settings of the pg-boss queues (tests shorten the heartbeat and supervision). */
  cluster?: Partial<
    Pick<ClusterOptions, 'heartbeatSeconds' | 'superviseSeconds' | 'pollingSeconds' | 'schema'>
  >;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** The password hasher the app uses (the demo bootstrap and tests create accounts with it). */
    passwordHasher: PasswordHasher;
    /** The app's clock. */
    clock: Clock;
    /** Matching jobs (also the 'matching' kind of `jobs`). */
    matching: MatchJobRunner;
    /** Every kind of long work (docs/adr/008-jobs.md); main.ts recovers them after listening, closing the app closes them. */
    jobs: Jobs;
    /**
     * Exports history, mailed links and retention; main.ts starts its sweeps, the export job calls
     * `deliverExportMail(exportId)` when it has finished an export.
     */
    exportHistory: HistoryService;
    /** Where uploaded originals, export files and report PDFs are kept (FILE_STORE: DATA_DIR or PostgreSQL). */
    files: FileStore;
    /** This process's own part of GET /ready: main.ts marks the engine warm and the shutdown. */
    readiness: Readiness;
  }
}

/** Session lifetimes and cookie security from the configuration. */
export function sessionSettings(config: AppConfig): SessionSettings {
  return {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 60 * 60_000,
    secure: config.publicUrl.startsWith('https:'),
  };
}

/**
 * Builds the whole server without listening: configuration in, a ready Fastify instance out.
 * main.ts listens; tests call `app.inject()` on a temporary DATA_DIR.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Hand-over tokens and authorisation codes travel in query strings (auth/log-redaction.ts).
            serializers: { req: requestLogSerializer },
            ...(deps.logStream && { stream: deps.logStream }),
          },
    genReqId: () => randomUUID(),
    bodyLimit: config.jsonBodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const db = deps.db ?? (await createDatabase(config.dataDir, config.databaseUrl));
  if (!deps.db) app.addHook('onClose', async () => db.destroy());
  const clock = deps.clock ?? systemClock;
  const hasher = deps.passwordHasher ?? createPasswordHasher();
  const settings = sessionSettings(config);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('passwordHasher', hasher);
  app.decorate('clock', clock);
  // Uploaded originals, export files and report PDFs: the folder DATA_DIR, or PostgreSQL (FILE_STORE).
  const files = createFileStore(config.fileStore, config.dataDir, db);
  app.decorate('files', files);
  // Processes that run jobs are ready once the matching engine is warm (docs/deployment.md).
  const readiness = new Readiness({ warmUp: config.role !== 'api' });
  app.decorate('readiness', readiness);
  // A failed job (then 'failed' in getStatus) or row (stored as no match with a note) is logged
  // with the batch id, so what the status page shows can be found in the log.
  const onMatchingError = (batchId: string, error: unknown, rowId?: number) => {
    if (rowId === undefined) app.log.error({ batchId, err: error }, 'matching job failed');
    else app.log.error({ batchId, rowId, err: error }, 'matching a row failed');
  };
  // Where the matching threads write results, on connections of their own.
  // Where the app's database is, also when a test hands one in (matching's threads open their own).
  const database = locationOf(db);
  const matching = deps.matchEngine
    ? new MatchJobRunner({
        db,
        database,
        engine: deps.matchEngine,
        chunkSize: 100,
        modelVersion: 'test',
        onError: onMatchingError,
        beforeFinish: (batchId) => applyRememberedDecisions(db, batchId),
      })
    : createMatchingService({
        db,
        database,
        dataDir: config.dataDir,
        chunkSize: config.matchChunkRows,
        pauseMs: config.matchPauseMs,
        onError: onMatchingError,
      });
  app.decorate('matching', matching);
  // Every kind of long work, recovered and closed together: running jobs end (matching after its
  // current chunk, committed with its checkpoint) before the database closes.
  const location = locationOf(db);
  const cluster =
    location.kind === 'postgres' && (deps.jobQueue ?? 'pg-boss') === 'pg-boss'
      ? new Cluster({
          url: location.url,
          prefix: await queuePrefixOf(db),
          onError: (error) => app.log.error({ err: error }, 'job queue (pg-boss) error'),
          heartbeatSeconds: config.jobHeartbeatSeconds,
          superviseSeconds: config.jobSuperviseSeconds,
          ...deps.cluster,
        })
      : null;
  const jobs = new Jobs({ cluster });
  jobs.add(matching.queue);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.close());
  const importService = createImportService({
    db,
    dataDir: config.dataDir,
    files,
    clock,
    matching,
    companyIds: deps.companyIds ?? companyIdLookup(companyDatabaseLocation(locationOf(db), config.dataDir)),
    maxUploadRows: config.maxUploadRows,
    ...(deps.parseLimits ? { parseLimits: deps.parseLimits } : {}),
    ...(deps.parseTimeoutMs ? { parseTimeoutMs: deps.parseTimeoutMs } : {}),
  });

  const exportHistory = createHistoryService({
    db,
    dataDir: config.dataDir,
    files,
    clock,
    publicUrl: config.publicUrl,
    mailLinkDays: config.mailLinkDays,
    exportRetentionDays: config.exportRetentionDays,
    retentionSweepMinutes: config.retentionSweepMinutes,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        clock,
        log: app.log,
      }),
    log: app.log,
  });
  app.decorate('exportHistory', exportHistory);
  // Sweeps stop and mails being sent finish before the database closes.
  app.addHook('onClose', async () => exportHistory.close());

  // A failed export or preview job says so (its record is 'failed') and is logged with its id.
  const onJobError: JobErrorReporter = (kind, jobId, error) =>
    app.log.error({ kind, jobId, err: error }, `${kind} job failed`);
  const exportQueue = jobs.add(
    new JobQueue(
      exportJobKind({
        db,
        dataDir: config.dataDir,
        files,
        clock,
        retentionDays: config.exportRetentionDays,
        onFinished: async (exportId) => {
          // The export is finished whatever happens to its mail (the mail sweep tries again).
          await exportHistory
            .deliverExportMail(exportId)
            .catch((error: unknown) =>
              app.log.error({ exportId, err: error }, 'mailing an export link failed'),
            );
        },
      }),
      { onError: onJobError },
    ),
  );
  const previewQueue = jobs.add(
    new JobQueue(previewJobKind({ db, dataDir: config.dataDir, clock }), { onError: onJobError }),
  );
  // A failed count is logged with its batch id; getStatistics answers 'failed' once, then counts again.
  const statisticsQueue = jobs.add(
    new JobQueue(statisticsJobKind({ db, dataDir: config.dataDir, clock }), {
      onError: (_kind, batchId, error) => app.log.error({ batchId, err: error }, 'statistics job failed'),
    }),
  );
  const statisticsService = createStatisticsService({
    db,
    clock,
    kick: (batchId) => statisticsQueue.kick(batchId),
    checkCounts: checkCountsOf,
  });
  const reportPdfQueue = jobs.add(
    new JobQueue(
      reportPdfJobKind({
        db,
        dataDir: config.dataDir,
        files,
        clock,
        renderer: deps.reportRenderer ?? createChromiumRenderer({ executablePath: config.chromiumPath }),
        selfUrl: () => selfUrl(config.reportRenderUrl, app.server.address()),
      }),
      { onError: onJobError },
    ),
  );
  const reportPdfService = createReportPdfService({
    db,
    dataDir: config.dataDir,
    files,
    clock,
    kick: (batchId) => reportPdfQueue.kick(batchId),
    checkCounts: (batchId) => checkCountsOf(db, batchId),
  });
  const checkOptions = checkOptionsOf(config, deps.checks);
  const emailCheckQueue = jobs.add(
    new JobQueue(checkJobKind('email', { db, clock, checks: checkOptions }), { onError: onJobError }),
  );
  const websiteCheckQueue = jobs.add(
    new JobQueue(checkJobKind('website', { db, clock, checks: checkOptions }), { onError: onJobError }),
  );
  const checkService = createCheckService({
    db,
    clock,
    kick: {
      email: (batchId) => emailCheckQueue.kick(batchId),
      website: (batchId) => websiteCheckQueue.kick(batchId),
    },
  });
  const counting = companyCountsWorker(locationOf(db));
  app.addHook('onClose', async () => counting.close());
  const exportService = createExportService({
    db,
    dataDir: config.dataDir,
    files,
    clock,
    kickExports: (exportId) => exportQueue.kick(exportId),
    kickPreviews: (batchId) => previewQueue.kick(batchId),
    countCompanies: counting.count,
  });
  // Activated companies' files are written by a job; the request waits for it (docs/exports.md).
  const settlements = new Settlements();
  const activatedQueue = jobs.add(
    new JobQueue(
      activatedExportJobKind({
        db,
        dataDir: config.dataDir,
        files,
        clock,
        retentionDays: config.exportRetentionDays,
        sweepMinutes: config.retentionSweepMinutes,
        settlements,
        onError: (work, error) => app.log.error({ err: error }, `activated companies: ${work} failed`),
      }),
      { onError: onJobError },
    ),
  );
  const activatedService = createActivatedService({
    db,
    dataDir: config.dataDir,
    files,
    clock,
    kick: (id) => activatedQueue.kick(id),
    settlements,
  });
  app.addHook('onClose', async () => activatedService.close());

  app.setValidatorCompiler(createValidatorCompiler());
  // JSON routes take JSON only: without this, Fastify would parse text/plain bodies for them.
  app.removeContentTypeParser('text/plain');
  installJsonParser(app, config.jsonBodyLimit);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadBodyLimit, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });
  // Parses cookies in onRequest, before the auth guard below reads the session cookie.
  await app.register(fastifyCookie);

  installErrorHandlers(app, { bodyLimit: config.jsonBodyLimit });
  installRequestHygiene(app);
  installAuthGuard(app, { db, clock, settings });
  installSecurityHeaders(app);

  // One per-IP budget for every call that tries a password: sign-in and the change of password.
  // In the database on PostgreSQL: every API process of a cluster counts against one budget.
  const ipLimiter = rateLimiterFor(db, 'sign_in', deps.signInRateLimit ?? SIGN_IN_RATE_LIMIT);
  const signInService = createSignInService({
    db,
    hasher,
    clock,
    ipLimiter,
    lockout: deps.lockoutPolicy ?? DEFAULT_LOCKOUT_POLICY,
  });
  const handlers: ContractHandlers = {
    systemHealth: healthHandler(db),
    systemReady: readyHandler({ db, role: config.role, readiness }),
    ...authHandlers({
      db,
      clock,
      settings,
      loginProvider: deps.loginProvider ?? createLoginProvider(config, { db, clock, log: app.log }),
      signInService,
      handoverSecret: config.handoverSecret,
    }),
    ...accountHandlers({ db, clock, hasher, ipLimiter }),
    ...quotaHandlers({ db, clock, batchFigures: exportService.chargeFigures }),
    ...dashboardHandlers({ db, clock }),
    ...trackingHandlers({ db, clock }),
    ...importHandlers({
      service: importService,
      dataDir: config.dataDir,
      uploadBodyLimit: config.uploadBodyLimit,
    }),
    ...reviewHandlers({ db }),
    ...exportHandlers(exportService),
    ...activatedHandlers(activatedService),
    ...statisticsHandlers(statisticsService),
    ...historyHandlers({ service: exportHistory }),
    ...listHandlers({
      db,
      clock,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      targetApi: config.targetApi,
      deleteImport: (userId, batchId) => importService.deleteImport(userId, batchId),
      log: app.log,
      // List changes are jobs of the 'list_change' kind; the request waits for them (docs/lists.md).
      jobs,
      onJobError,
    }),
    ...checkHandlers(checkService),
    ...reportPdfHandlers(reportPdfService),
  };
  if (config.role === 'worker') {
    // A worker serves no app and no API: its port answers /health and /ready only.
    registerProbesOnly(app, handlers);
  } else {
    // On PostgreSQL other API processes may be storing uploads right now: only an hour's leftovers go.
    await importService.removeUnfinished({ olderThanMs: location.kind === 'postgres' ? 60 * 60_000 : 0 });
    registerContract(app, handlers);
    // Before the app: /storybook paths are the catalogue's (or 404), never the app's page fallback.
    await installStorybook(app, config.storybookDir);
    await installStaticApp(app, config.staticDir);
  }

  await app.ready();
  return app;
}
