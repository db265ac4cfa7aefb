/**
 * The e-mail and website checks' calls (contract emailcheck* / websitecheck*, spec 4 'E-mail check
 * and website check'), always for the signed-in user's batches: another user's batch is 404.
 */
import type {
  CheckState,
  EmailCheckResults,
  EmailCheckStatus,
  WebsiteCheckResults,
  WebsiteCheckStatus,
  WebsiteExample,
} from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import type { CheckKind } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findImportBatch } from '../imports/storage.ts';
import type { Clock } from '../system/clock.ts';
import { emailCheckCounts, websiteCheckCounts } from './counts.ts';
import { examplesOf, findCheckRun, queueCheckRun } from './storage.ts';

/** Examples per result category: three shown, ten more behind "show more" (as the report's duplicates). */
export const CHECK_EXAMPLE_LIMIT = 13;

export interface CheckServiceOptions {
  db: Db;
  clock: Clock;
  /** Wakes the kind's queue after a check was queued. */
  kick: Record<CheckKind, (batchId: string) => void>;
}

export function createCheckService(options: CheckServiceOptions) {
  const { db } = options;

  async function requireBatch(userId: string, batchId: string): Promise<void> {
    if (!(await findImportBatch(db, userId, batchId))) throw new HttpError(404, 'not_found');
  }

  async function stateOf(batchId: string, kind: CheckKind): Promise<CheckState> {
    const run = await findCheckRun(db, batchId, kind);
    if (!run) return 'idle';
    if (run.status === 'queued' || run.status === 'running') return 'processing';
    return run.status;
  }

  async function start(userId: string, batchId: string, kind: CheckKind): Promise<void> {
    await requireBatch(userId, batchId);
    if (await queueCheckRun(db, batchId, kind, new Date(options.clock()).toISOString()))
      options.kick[kind](batchId);
  }

  async function emailStatus(userId: string, batchId: string): Promise<EmailCheckStatus> {
    await requireBatch(userId, batchId);
    const state = await stateOf(batchId, 'email');
    return { state, isFinished: state === 'finished', stats: await emailCheckCounts(db, batchId) };
  }

  async function websiteStatus(userId: string, batchId: string): Promise<WebsiteCheckStatus> {
    await requireBatch(userId, batchId);
    const state = await stateOf(batchId, 'website');
    return { state, isFinished: state === 'finished', stats: await websiteCheckCounts(db, batchId) };
  }

  async function websiteExamples(batchId: string, result: string): Promise<WebsiteExample[]> {
    const rows = await examplesOf(db, batchId, 'website', result, CHECK_EXAMPLE_LIMIT);
    return rows.map((row) => ({
      url: row.value,
      row_id: row.row_id,
      finalUrl: row.final_url,
      differentDomain: row.different_domain,
    }));
  }

  return {
    emailStart: async (userId: string, batchId: string) => {
      await start(userId, batchId, 'email');
      return emailStatus(userId, batchId);
    },
    emailStatus,
    /** The counts and the examples found so far; complete once `isFinished`. */
    emailResults: async (userId: string, batchId: string): Promise<EmailCheckResults> => {
      const status = await emailStatus(userId, batchId);
      const unavailable = await examplesOf(db, batchId, 'email', 'unavailable', CHECK_EXAMPLE_LIMIT);
      return {
        isFinished: status.isFinished,
        stats: status.stats,
        examples: { unavailable: unavailable.map((row) => ({ email: row.value, row_id: row.row_id })) },
      };
    },
    websiteStart: async (userId: string, batchId: string) => {
      await start(userId, batchId, 'website');
      return websiteStatus(userId, batchId);
    },
    websiteStatus,
    websiteResults: async (userId: string, batchId: string): Promise<WebsiteCheckResults> => {
      const status = await websiteStatus(userId, batchId);
      return {
        isFinished: status.isFinished,
        stats: status.stats,
        examples: {
          extRedirect: await websiteExamples(batchId, 'extRedirect'),
          intRedirect: await websiteExamples(batchId, 'intRedirect'),
          unavailable: await websiteExamples(batchId, 'unavailable'),
          blocked: await websiteExamples(batchId, 'blocked'),
        },
      };
    },
  };
}

export type CheckService = ReturnType<typeof createCheckService>;
