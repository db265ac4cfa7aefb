import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { OperationId } from '@datacare/api-client/generated/types';
import type { ProcessRole } from '../config/config.ts';
import { registerContract, type ContractHandlers, type OperationHandler } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { pingDatabase, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import serverPackage from '../../package.json' with { type: 'json' };

/**
 * GET /health, the liveness probe: answers ok when the server and its database respond (for load
 * balancers and e2e). Cheap on purpose; whether the process should get traffic is GET /ready.
 */
export function healthHandler(db: Db): OperationHandler<'systemHealth'> {
  return async () => {
    const ok = await pingDatabase(db).catch(() => false);
    if (!ok) throw new HttpError(503, 'service_unavailable');
    return { status: 'ok', version: serverPackage.version };
  };
}

/** Why a process is not ready (yet or any more), apart from its database. */
export type NotReady = 'warming_up' | 'shutting_down';

/**
 * What this process knows about its own readiness (docs/deployment.md 'Health and readiness'):
 * a process that runs jobs (roles `worker` and `all`) is ready once the matching engine has loaded
 * the company index (main.ts calls `warmedUp()`); every process is not ready from the moment it
 * starts shutting down. The database part is asked on each probe (readyHandler).
 */
export class Readiness {
  #warm: boolean;
  #shuttingDown = false;

  constructor(options: { warmUp: boolean }) {
    this.#warm = !options.warmUp;
  }

  /** The matching engine has loaded: jobs run at full speed from now on. */
  warmedUp(): void {
    this.#warm = true;
  }

  /** The process stops: /ready answers 503 from now on, whatever else holds. */
  shuttingDown(): void {
    this.#shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** Null when the process itself is ready; else why not. */
  notReady(): NotReady | null {
    if (this.#shuttingDown) return 'shutting_down';
    if (!this.#warm) return 'warming_up';
    return null;
  }
}

/**
 * True when the database answers and every migration this server knows is applied (by this
 * process or another one starting at the same time; a newer server's further migrations are
 * fine). One small query: the probe stays cheap.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}

/**
 * GET /ready, the readiness probe: 200 `{status: 'ready', role}` when the process should get
 * traffic or work (database answers, migrations applied, not shutting down, engine warm where
 * jobs run), else 503 `service_unavailable`. The 503 is an answer, not a failure: it is sent
 * without the error log a failed request gets, except when the database did not answer.
 */
export function readyHandler(options: {
  db: Db;
  role: ProcessRole;
  readiness: Readiness;
}): OperationHandler<'systemReady'> {
  const { db, role, readiness } = options;
  return async ({ request, reply }) => {
    const unavailable = () =>
      reply.code(503).send(new HttpError(503, 'service_unavailable').body(requestLanguage(request)));
    if (readiness.notReady()) return unavailable();
    let migrated: boolean;
    try {
      migrated = await migrationsApplied(db);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return unavailable();
    }
    // Shutting down may have begun while the database answered.
    if (!migrated || readiness.notReady()) return unavailable();
    return { status: 'ready', role };
  };
}

/** The operations a worker process serves: the probes, nothing else. */
export const PROBE_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'systemHealth',
  'systemReady',
]);

/**
 * A worker's routes: /health and /ready from the contract and a 404 with the standard error body
 * for everything else (no app, no API).
 */
export function registerProbesOnly(app: FastifyInstance, handlers: ContractHandlers): void {
  registerContract(app, handlers, { only: (spec) => PROBE_OPERATIONS.has(spec.id) });
  app.setNotFoundHandler(async () => {
    throw new HttpError(404, 'not_found');
  });
}
