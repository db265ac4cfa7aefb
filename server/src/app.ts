import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { AppConfig } from './config/config.ts';
import { createDatabase, type Db } from './db/database.ts';
import { registerContract, type ContractHandlers } from './http/contract.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installJsonParser } from './http/json-parser.ts';
import { installRequestHygiene } from './http/hygiene.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStaticApp } from './http/static.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { healthHandler } from './system/health.ts';

export interface AppDependencies {
  /** An open, migrated database; when absent, buildApp opens the one in DATA_DIR and owns it. */
  db?: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
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
          },
    genReqId: () => randomUUID(),
    bodyLimit: config.jsonBodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const db = deps.db ?? (await createDatabase(config.dataDir));
  if (!deps.db) app.addHook('onClose', async () => db.destroy());
  app.decorate('config', config);
  app.decorate('db', db);

  app.setValidatorCompiler(createValidatorCompiler());
  // JSON routes take JSON only: without this, Fastify would parse text/plain bodies for them.
  app.removeContentTypeParser('text/plain');
  installJsonParser(app, config.jsonBodyLimit);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadBodyLimit, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });

  installErrorHandlers(app, { bodyLimit: config.jsonBodyLimit });
  installRequestHygiene(app);
  installSecurityHeaders(app);

  const handlers: ContractHandlers = {
    systemHealth: healthHandler(db),
  };
  registerContract(app, handlers);
  await installStaticApp(app, config.staticDir);

  await app.ready();
  return app;
}
