/**
 * Matching: a job of the big file (--rows rows) killed at a random moment of its run (the job
 * process: the embedded server or the cluster's worker). After the restart the job must resume and
 * finish on its own: every row exactly one result, the count the file's rows, the status call
 * saying so, and the results those of an undisturbed run of the same file (the calibration).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../../server/src/db/database.ts';
import { matchStatus } from '../../../support/api.ts';
import {
  between,
  crash,
  matchJob,
  SETTLE_TIMEOUT_MS,
  uploadAndMatch,
  waitFor,
  type RoundOutcome,
  type Scenario,
} from '../drill.ts';

/** The results of a batch in row order as one hash: best entry, probabilities, every candidate. */
export async function resultDigest(
  db: Db,
  batchId: string,
): Promise<{ rows: number; distinct: number; digest: string }> {
  const results = await db
    .selectFrom('match_results')
    .select(['row_id', 'is_no_match', 'probability'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
  const candidates = await db
    .selectFrom('match_candidates')
    .select(['row_id', 'pos', 'provider_id', 'probability'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .orderBy('pos')
    .execute();
  const hash = createHash('sha256');
  for (const r of results)
    hash.update(`r ${r.row_id} ${r.is_no_match} ${Number(r.probability).toFixed(9)}\n`);
  for (const c of candidates)
    hash.update(`c ${c.row_id} ${c.pos} ${c.provider_id} ${Number(c.probability).toFixed(9)}\n`);
  return {
    rows: results.length,
    distinct: new Set(results.map((r) => r.row_id)).size,
    digest: hash.digest('hex'),
  };
}

export function matchingScenario(): Scenario {
  let durationMs = 0;
  let reference = '';
  return {
    name: 'matching',
    unit: 'rows',
    async prepare(ctx) {
      // Twice: the first job of a process is slower (its engine warms up), and the rounds kill a
      // process that has matched before. Both results must be the same; both batches are kept.
      const durations: number[] = [];
      for (let i = 0; i < 2; i++) {
        const calibration = await uploadAndMatch(ctx, ctx.big, true);
        // The job's own times: from queued to finished, without the drill's polling.
        const job = await matchJob(ctx.deployment.db, calibration.batchId);
        const ms = between(job?.created_at, job?.finished_at);
        durations.push(ms > 0 ? ms : calibration.matchMs);
        const digest = (await resultDigest(ctx.deployment.db, calibration.batchId)).digest;
        if (reference && digest !== reference)
          throw new Error(
            'two undisturbed runs of the same file gave different results: the drill cannot compare',
          );
        reference = digest;
        ctx.pool.add(calibration.batchId);
      }
      durationMs = Math.min(...durations);
      ctx.log(
        `      calibration: ${ctx.big.rows} rows matched in ${durations.map((ms) => (ms / 1000).toFixed(1)).join(' and ')} s`,
      );
    },
    async round(ctx): Promise<RoundOutcome> {
      const { db } = ctx.deployment;
      const { batchId, startedAt } = await uploadAndMatch(ctx, ctx.big, false);
      const delay = ctx.random.next() * durationMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + delay - performance.now())));
      const hit = await crash(ctx, ctx.deployment.jobProcess, async () => {
        const job = await matchJob(db, batchId);
        return job?.status !== 'finished';
      });
      const violations: string[] = [];
      const settled = await waitFor(async () => {
        const job = await matchJob(db, batchId);
        return job && !['queued', 'running', 'stopping'].includes(job.status) ? job : null;
      }, SETTLE_TIMEOUT_MS);
      const recoverMs = performance.now() - hit.at;
      if (!settled) {
        const job = await matchJob(db, batchId);
        violations.push(
          `matching ${batchId}: still ${job?.status} (${job?.finished}/${job?.total}) ${SETTLE_TIMEOUT_MS / 1000} s after the kill`,
        );
        return {
          killed: hit.killed,
          inWork: hit.inWork,
          readyMs: hit.readyMs,
          recoverMs,
          checked: 0,
          ending: 'stuck',
          violations,
        };
      }
      if (settled.status !== 'finished') violations.push(`matching ${batchId}: ended ${settled.status}`);
      if (Number(settled.total) !== ctx.big.rows || Number(settled.finished) !== ctx.big.rows)
        violations.push(
          `matching ${batchId}: ${settled.finished} of ${settled.total} rows finished, the file has ${ctx.big.rows}`,
        );
      const stored = await resultDigest(db, batchId);
      if (stored.rows !== ctx.big.rows || stored.distinct !== ctx.big.rows)
        violations.push(
          `matching ${batchId}: ${stored.rows} results for ${stored.distinct} rows, the file has ${ctx.big.rows}`,
        );
      if (stored.digest !== reference)
        violations.push(`matching ${batchId}: results differ from the undisturbed run of the same file`);
      const status = await matchStatus(ctx.deployment.url(), ctx.cookie, batchId);
      const counted =
        status.statusCounts.exactMatches + status.statusCounts.manualMatches + status.statusCounts.noMatches;
      if (
        !status.isFinished ||
        status.finished !== ctx.big.rows ||
        status.failedRows !== 0 ||
        counted !== ctx.big.rows
      )
        violations.push(
          `matching ${batchId}: getStatus says ${JSON.stringify({ ...status, rowsPerSecond: undefined })}`,
        );
      if (violations.length === 0) ctx.pool.add(batchId);
      return {
        killed: hit.killed,
        inWork: hit.inWork,
        readyMs: hit.readyMs,
        recoverMs,
        checked: stored.rows,
        ending: settled.status,
        violations,
      };
    },
  };
}
