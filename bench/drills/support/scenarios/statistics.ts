/**
 * Statistics: the quality report's 'statistics' job of a matched batch, killed at a random moment
 * after getStatistics queued it (the job process: the embedded server or the cluster's worker).
 * Each round first turns one row's check on or off (a review decision: a new review state, so a
 * new count), alternating between two states. After the restart getStatistics is asked every
 * 100 ms until it answers finished or failed (never processing for ever); finished statistics
 * must equal those an undisturbed count gave for the same state (the calibration).
 */
import { isDeepStrictEqual } from 'node:util';
import type { StatisticsResponse } from '@datacare/api-client/generated/types';
import {
  api200,
  between,
  crash,
  SETTLE_TIMEOUT_MS,
  waitFor,
  type DrillContext,
  type RoundOutcome,
  type Scenario,
} from '../drill.ts';

export function statisticsScenario(): Scenario {
  let batchId = '';
  let rowId = 0;
  let durationMs = 0;
  /** The statistics with the row unchecked (index 0) and checked (1). */
  const reference: unknown[] = [];

  const setChecked = (ctx: DrillContext, isChecked: boolean) =>
    api200(ctx, '/backend/import/saveSingleManualCheck', { batchId, rowId, isChecked });
  const ask = (ctx: DrillContext) =>
    api200<StatisticsResponse>(ctx, '/backend/import/getStatistics', { batchId });
  const count = async (ctx: DrillContext): Promise<StatisticsResponse | null> =>
    waitFor(async () => {
      const answer = await ask(ctx);
      return answer.state === 'processing' ? null : answer;
    }, SETTLE_TIMEOUT_MS);
  const record = (ctx: DrillContext) =>
    ctx.deployment.db
      .selectFrom('batch_statistics')
      .select(['status', 'review_version', 'requested_at', 'finished_at'])
      .where('batch_id', '=', batchId)
      .executeTakeFirst();

  return {
    name: 'statistics',
    unit: 'statistics',
    async prepare(ctx) {
      batchId = await ctx.pool.take(ctx);
      rowId = 1;
      const times: number[] = [];
      // Unchecked, checked, unchecked again: the two references, and the first one repeated.
      for (const checked of [false, true, false]) {
        await setChecked(ctx, checked);
        const answer = await count(ctx);
        const job = await record(ctx);
        times.push(between(job?.requested_at, job?.finished_at));
        if (answer?.state !== 'finished')
          throw new Error(`the calibration count ended ${JSON.stringify(answer)}`);
        const index = checked ? 1 : 0;
        if (reference[index] === undefined) reference[index] = answer.statistics;
        else if (!isDeepStrictEqual(reference[index], answer.statistics))
          throw new Error('two undisturbed counts of the same state differ: the drill cannot compare');
      }
      // The job's own times (queued to finished); the first count of a process is slower (its
      // worker thread starts): the rounds kill a process that has counted before.
      durationMs = Math.min(...times);
      ctx.log(`      calibration: counted in ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s`);
    },
    async round(ctx, index): Promise<RoundOutcome> {
      const violations: string[] = [];
      const checked = index % 2 === 1;
      await setChecked(ctx, checked);
      const started = performance.now();
      const first = await ask(ctx);
      const delay = ctx.random.next() * durationMs - (performance.now() - started);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const hit = await crash(ctx, ctx.deployment.jobProcess, async () => {
        const job = await record(ctx);
        return first.state === 'processing' && job?.status !== 'finished' && job?.status !== 'failed';
      });
      const answer = await count(ctx);
      const recoverMs = performance.now() - hit.at;
      if (!answer) {
        const job = await record(ctx);
        violations.push(
          `statistics of ${batchId}: still processing ${SETTLE_TIMEOUT_MS / 1000} s after the kill (job ${job?.status})`,
        );
      } else if (
        answer.state === 'finished' &&
        !isDeepStrictEqual(answer.statistics, reference[checked ? 1 : 0])
      ) {
        violations.push(`statistics of ${batchId}: differ from an undisturbed count of the same state`);
      }
      return {
        killed: hit.killed,
        inWork: hit.inWork,
        readyMs: hit.readyMs,
        recoverMs,
        checked: answer?.state === 'finished' ? 1 : 0,
        ending: answer?.state ?? 'stuck',
        violations,
      };
    },
  };
}
