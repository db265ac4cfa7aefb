/**
 * What every crash scenario shares: its context (the deployment, the signed-in account, the files,
 * the seeded random stream), the kill step (SIGKILL to the process the scenario aims at, in the
 * cluster sometimes the other one too, then both started again on the same data), waiting for the
 * work to settle, and matched batches of the customer file to work on.
 */
import type { Db } from '../../../server/src/db/database.ts';
import { call, startMatching, uploadRows, type Answer, type CallOptions } from '../../support/api.ts';
import { sleep } from '../../support/stats.ts';
import type { Deployment, ProcessName } from './deployment.ts';
import type { Random } from './random.ts';

export type ScenarioName = 'matching' | 'review' | 'export' | 'statistics' | 'checks';
export const SCENARIOS: readonly ScenarioName[] = ['matching', 'review', 'export', 'statistics', 'checks'];

/** A customer file and its rows. */
export interface DrillFile {
  path: string;
  rows: number;
}

export interface DrillContext {
  deployment: Deployment;
  /** The drill account's session (sessions are stored: it outlives restarts). */
  cookie: string;
  email: string;
  /** The kills' draws: when, and whom (reproducible with --seed whatever the timing). */
  random: Random;
  /** The work's own draws (review decisions), whose number depends on the timing. */
  work: Random;
  /** The customer file of --rows rows (matching, review, statistics, export). */
  big: DrillFile;
  /** The first rows of it with addresses at the drill's DNS and web servers (checks). */
  addresses: DrillFile;
  /** Matched batches of the big file nobody has exported or reviewed yet. */
  pool: BatchPool;
  /** Kills: how many rounds the scenario runs. */
  kills: number;
  log: (line: string) => void;
}

/** What one round (one kill and its recovery) found. */
export interface RoundOutcome {
  /** The processes killed. */
  killed: ProcessName[];
  /** Whether the kill hit the work in progress (a job queued or running, requests in flight). */
  inWork: boolean;
  /** From the kill until the processes started again were ready. */
  readyMs: number;
  /** From the kill until the interrupted work had settled (or the API served the scenario again). */
  recoverMs: number;
  /** What was verified this round, in the scenario's unit. */
  checked: number;
  /** How the interrupted work ended: finished, failed, … */
  ending: string;
  violations: string[];
}

export interface Scenario {
  name: ScenarioName;
  /** What `checked` counts. */
  unit: string;
  /** Calibration: one undisturbed run (its duration sets the kill window, its result the reference). */
  prepare(ctx: DrillContext): Promise<void>;
  round(ctx: DrillContext, index: number): Promise<RoundOutcome>;
}

/** A call to the API process of now, with the drill's session. */
export function api<T>(
  ctx: DrillContext,
  apiPath: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  return call<T>(ctx.deployment.url(), body === undefined ? 'GET' : 'POST', apiPath, {
    cookie: ctx.cookie,
    ...(body === undefined ? {} : { body }),
    ...options,
  });
}

/** api() that throws unless 200. */
export async function api200<T>(ctx: DrillContext, apiPath: string, body?: unknown): Promise<T> {
  const answer = await api<T>(ctx, apiPath, body);
  if (answer.status !== 200)
    throw new Error(`${apiPath} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Calls `probe` every `everyMs` until it returns a value; null after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T | null> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (performance.now() > until) return null;
    await sleep(everyMs);
  }
}

/** How long the drill waits for interrupted work to settle before it calls it stuck. */
export const SETTLE_TIMEOUT_MS = 180_000;

/** The result of a kill: who was killed, when, and how long until the processes were back. */
export interface Crash {
  killed: ProcessName[];
  /** performance.now() at the kill. */
  at: number;
  readyMs: number;
  /** What `probe` said right after the kill, before the restart. */
  inWork: boolean;
}

/**
 * Kills `primary` with SIGKILL, in the cluster also the other process with probability 1/4, runs
 * `probe` (is the work still in progress?) while they are down, and starts them again.
 */
export async function crash(
  ctx: DrillContext,
  primary: ProcessName,
  probe: () => Promise<boolean> = async () => true,
): Promise<Crash> {
  const others = ctx.deployment.names().filter((name) => name !== primary);
  const killed = [primary, ...others.filter(() => ctx.random.chance(0.25))];
  const at = performance.now();
  await ctx.deployment.kill(killed);
  const inWork = await probe();
  await ctx.deployment.restart(killed);
  return { killed, at, readyMs: performance.now() - at, inWork };
}

/** Milliseconds between two of a record's ISO times (NaN when one is missing). */
export function between(from: string | null | undefined, to: string | null | undefined): number {
  return from && to ? Date.parse(to) - Date.parse(from) : NaN;
}

/** A job's record, read from the database (not through the API, which may be down). */
export async function matchJob(db: Db, batchId: string) {
  return db
    .selectFrom('match_jobs')
    .select(['status', 'total', 'finished', 'created_at', 'finished_at'])
    .where('batch_id', '=', batchId)
    .executeTakeFirst();
}

export interface UploadedBatch {
  batchId: string;
  /** From startMatching until the record said finished (NaN when not waited for). */
  matchMs: number;
}

/** Uploads a file and starts matching it; with `wait`, resolves once the job has finished. */
export async function uploadAndMatch(
  ctx: DrillContext,
  file: DrillFile,
  wait: boolean,
): Promise<UploadedBatch & { startedAt: number }> {
  const batch = await uploadRows(ctx.deployment.url(), ctx.cookie, file.path, file.rows);
  const startedAt = performance.now();
  await startMatching(ctx.deployment.url(), ctx.cookie, batch);
  if (!wait) return { batchId: batch.batchId, matchMs: NaN, startedAt };
  const job = await waitFor(async () => {
    const record = await matchJob(ctx.deployment.db, batch.batchId);
    if (record?.status === 'failed' || record?.status === 'stopped')
      throw new Error(`matching ${batch.batchId} ended ${record.status}`);
    return record?.status === 'finished' ? record : null;
  }, SETTLE_TIMEOUT_MS);
  if (!job) throw new Error(`matching ${batch.batchId} did not finish`);
  return { batchId: batch.batchId, matchMs: performance.now() - startedAt, startedAt };
}

/** Matched batches of the big file, verified by the matching scenario or matched on demand. */
export class BatchPool {
  readonly #ready: string[] = [];
  add(batchId: string): void {
    this.#ready.push(batchId);
  }
  async take(ctx: DrillContext): Promise<string> {
    const ready = this.#ready.shift();
    if (ready) return ready;
    return (await uploadAndMatch(ctx, ctx.big, true)).batchId;
  }
}
