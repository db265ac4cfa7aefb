/**
 * The 'email_check' and 'website_check' job kinds (docs/adr/008-jobs.md, docs/quality-report.md
 * 'Checks'). The work is network waiting, not computation: it runs as asynchronous I/O in the
 * server process with a bounded number of look-ups at once, and reads the batch's rows a chunk at
 * a time, giving the event loop back between chunks. Every result is stored when it arrives, so a
 * restart (or a closing app) continues with the targets that have none.
 */
import type { Db } from '../db/database.ts';
import type { CheckKind } from '../db/schema.ts';
import type { JobContext, JobKind } from '../jobs/job-kind.ts';
import { queuedJobIds } from '../jobs/records.ts';
import type { Clock } from '../system/clock.ts';
import { checkMailDomain, type DnsOptions } from './dns.ts';
import { readCheckValues } from './rows.ts';
import {
  claimCheckRun,
  clearCheckRows,
  markPrepared,
  requeueRunningChecks,
  settleCheckRun,
  storeCheckRows,
  storeTargetResult,
  uncheckedTargets,
  findCheckRun,
  type CheckRunRecord,
} from './storage.ts';
import { checkWebsite, type WebsiteOptions } from './website.ts';

export interface CheckOptions {
  dns: DnsOptions;
  website: Omit<WebsiteOptions, 'dns'>;
  /** Domains or URLs checked at once within one check. */
  concurrency: number;
}

/** Targets read from the database per round. */
const ROUND = 200;

/** What one target's check stores. */
type TargetOutcome = { result: string; finalUrl?: string | null; differentDomain?: string | null };

/** The host a website target's time is counted against. */
function hostOf(target: string): string {
  try {
    return new URL(target).hostname;
  } catch {
    return target;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `work` over `items` with at most `limit` at once; stops taking new items once `stop()`. */
async function pool<T>(
  items: readonly T[],
  limit: number,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length && !stop()) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export function checkJobKind(
  kind: CheckKind,
  options: { db: Db; clock: Clock; checks: CheckOptions },
): JobKind<CheckRunRecord> {
  const { db } = options;
  const now = () => new Date(options.clock()).toISOString();
  const checkTarget = (target: string): Promise<TargetOutcome> =>
    kind === 'email'
      ? checkMailDomain(options.checks.dns, target).then((result) => ({ result }))
      : checkWebsite(target, { ...options.checks.website, dns: options.checks.dns });

  async function prepare(run: CheckRunRecord, context: JobContext): Promise<boolean> {
    await clearCheckRows(db, run.batch_id, kind);
    for await (const chunk of readCheckValues(db, run.batch_id, kind)) {
      if (context.closing) return false;
      await storeCheckRows(db, run.batch_id, kind, chunk);
    }
    await markPrepared(db, run.batch_id, kind);
    return true;
  }

  async function run(record: CheckRunRecord, context: JobContext): Promise<void> {
    if (record.prepared !== 1 && !(await prepare(record, context))) return;
    // Time spent per host within this run: a host that keeps us waiting does not hold the check.
    const hostTime = new Map<string, number>();
    const budget = options.checks.website.hostBudgetMs;
    let after = '';
    for (;;) {
      if (context.closing) return;
      const targets = await uncheckedTargets(db, record.batch_id, kind, after, ROUND);
      if (targets.length === 0) break;
      after = targets[targets.length - 1]!;
      await pool(
        targets,
        options.checks.concurrency,
        () => context.closing,
        async (target) => {
          let outcome: TargetOutcome;
          if (kind === 'website' && (hostTime.get(hostOf(target)) ?? 0) >= budget) {
            outcome = { result: 'unavailable' };
          } else {
            const started = performance.now();
            outcome = await checkTarget(target);
            if (kind === 'website') {
              const host = hostOf(target);
              hostTime.set(host, (hostTime.get(host) ?? 0) + performance.now() - started);
            }
          }
          await storeTargetResult(db, record.batch_id, kind, target, outcome, now());
        },
      );
    }
    if (context.closing) return;
    await settleCheckRun(db, record, null, now());
  }

  return {
    name: kind === 'email' ? 'email_check' : 'website_check',
    // Several batches' checks at once: each mostly waits on the network.
    concurrency: 2,
    claim: (batchId) => claimCheckRun(db, kind, now(), batchId),
    idOf: (record) => record.batch_id,
    state: async (batchId) => (await findCheckRun(db, batchId, kind))?.status,
    run,
    fail: (record, error) => settleCheckRun(db, record, { error: errorText(error) }, now()),
    recover: async (recovery) => {
      if (!recovery?.cluster) await requeueRunningChecks(db, kind);
    },
    requeue: (batchId) => requeueRunningChecks(db, kind, batchId),
    queuedIds: () =>
      queuedJobIds(db, {
        table: 'check_runs',
        id: 'batch_id',
        orderBy: 'requested_at',
        where: { column: 'kind', value: kind },
      }),
  };
}
