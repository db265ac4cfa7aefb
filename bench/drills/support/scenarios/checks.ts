/**
 * Checks: the e-mail and the website check of a fresh batch of the address file (its E-Mail and
 * Website columns at the drill's DNS and web servers, check-targets.ts), both started at once and
 * killed at a random moment of their run (the job process). After the restart both statuses are
 * asked every 100 ms until each says finished or failed (never processing for ever). A finished
 * check must count every address once (notStarted 0) with the results of an undisturbed run of the
 * same file (the calibration), and store each address of the file once.
 */
import { isDeepStrictEqual } from 'node:util';
import type { EmailCheckStatus, WebsiteCheckStatus } from '@datacare/api-client/generated/types';
import {
  api200,
  between,
  crash,
  SETTLE_TIMEOUT_MS,
  uploadAndMatch,
  waitFor,
  type DrillContext,
  type RoundOutcome,
  type Scenario,
} from '../drill.ts';

type Kind = 'email' | 'website';
const KINDS: readonly Kind[] = ['email', 'website'];
type Status = EmailCheckStatus | WebsiteCheckStatus;

const start = (ctx: DrillContext, kind: Kind, batchId: string) =>
  api200<Status>(ctx, `/backend/${kind}check/start`, { batchId });
const status = (ctx: DrillContext, kind: Kind, batchId: string) =>
  api200<Status>(ctx, `/backend/${kind}check/getStatus`, { batchId });

/** Both checks' statuses once neither is processing; null on timeout. */
function bothSettled(ctx: DrillContext, batchId: string): Promise<Status[] | null> {
  return waitFor(async () => {
    const statuses = await Promise.all(KINDS.map((kind) => status(ctx, kind, batchId)));
    return statuses.some((s) => s.state === 'processing' || s.state === 'idle') ? null : statuses;
  }, SETTLE_TIMEOUT_MS);
}

/** Stored addresses per kind: rows of check_rows, and distinct (row, position) pairs. */
async function storedAddresses(ctx: DrillContext, batchId: string, kind: Kind) {
  const rows = await ctx.deployment.db
    .selectFrom('check_rows')
    .select(['row_id', 'pos'])
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .execute();
  return { rows: rows.length, distinct: new Set(rows.map((r) => `${r.row_id}/${r.pos}`)).size };
}

export function checksScenario(): Scenario {
  let durationMs = 0;
  /** The undisturbed run's counts, per kind. */
  const reference = new Map<Kind, Status['stats']>();

  return {
    name: 'checks',
    unit: 'addresses',
    async prepare(ctx) {
      // Twice (the first checks of a process are slower; the rounds kill one that has checked
      // before): the same results both times, the faster run's duration.
      const durations: number[] = [];
      for (let run = 0; run < 2; run++) {
        const { batchId } = await uploadAndMatch(ctx, ctx.addresses, true);
        const started = performance.now();
        for (const kind of KINDS) await start(ctx, kind, batchId);
        const statuses = await bothSettled(ctx, batchId);
        // The runs' own times: from the first request to the last finish.
        const runs = await ctx.deployment.db
          .selectFrom('check_runs')
          .select(['requested_at', 'finished_at'])
          .where('batch_id', '=', batchId)
          .execute();
        const first = runs.map((r) => r.requested_at).sort()[0];
        const last = runs
          .map((r) => r.finished_at ?? '')
          .sort()
          .at(-1);
        const ms = between(first, last);
        durations.push(ms > 0 ? ms : performance.now() - started);
        if (!statuses || statuses.some((s) => s.state !== 'finished'))
          throw new Error(`the calibration checks ended ${JSON.stringify(statuses)}`);
        for (const [i, kind] of KINDS.entries()) {
          const stats = statuses[i]!.stats;
          if (stats.notStarted !== 0)
            throw new Error(`the calibration ${kind} check left ${stats.notStarted} unchecked`);
          const before = reference.get(kind);
          if (before && !isDeepStrictEqual(before, stats))
            throw new Error(
              `two undisturbed ${kind} checks of the same file differ: the drill cannot compare`,
            );
          reference.set(kind, stats);
        }
      }
      durationMs = Math.min(...durations);
      ctx.log(
        `      calibration: both checks of ${ctx.addresses.rows} rows in ${durations.map((ms) => (ms / 1000).toFixed(1)).join(' and ')} s: ${KINDS.map((k) => `${k} ${JSON.stringify(reference.get(k))}`).join(', ')}`,
      );
    },
    async round(ctx): Promise<RoundOutcome> {
      const violations: string[] = [];
      const { batchId } = await uploadAndMatch(ctx, ctx.addresses, true);
      const started = performance.now();
      for (const kind of KINDS) await start(ctx, kind, batchId);
      const delay = ctx.random.next() * durationMs - (performance.now() - started);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const hit = await crash(ctx, ctx.deployment.jobProcess, async () => {
        const runs = await ctx.deployment.db
          .selectFrom('check_runs')
          .select('status')
          .where('batch_id', '=', batchId)
          .where('status', 'in', ['queued', 'running'])
          .execute();
        return runs.length > 0;
      });
      const statuses = await bothSettled(ctx, batchId);
      const recoverMs = performance.now() - hit.at;
      let checked = 0;
      if (!statuses) {
        violations.push(
          `checks of ${batchId}: still processing ${SETTLE_TIMEOUT_MS / 1000} s after the kill`,
        );
      } else {
        for (const [i, kind] of KINDS.entries()) {
          const s = statuses[i]!;
          if (s.state !== 'finished') continue;
          const want = reference.get(kind)!;
          if (!isDeepStrictEqual(s.stats, want))
            violations.push(
              `${kind} check of ${batchId}: ${JSON.stringify(s.stats)}, undisturbed ${JSON.stringify(want)}`,
            );
          const stored = await storedAddresses(ctx, batchId, kind);
          if (stored.rows !== ctx.addresses.rows || stored.distinct !== ctx.addresses.rows)
            violations.push(
              `${kind} check of ${batchId}: ${stored.rows} addresses stored (${stored.distinct} distinct) for ${ctx.addresses.rows}`,
            );
          checked += stored.distinct;
        }
      }
      const endings = statuses ? statuses.map((s) => s.state) : ['stuck'];
      return {
        killed: hit.killed,
        inWork: hit.inWork,
        readyMs: hit.readyMs,
        recoverMs,
        checked,
        ending: [...new Set(endings)].join('+'),
        violations,
      };
    },
  };
}
