/**
 * Export: a matched batch never exported before is exported (xlsx and csv in turn) and the server
 * is killed at a random moment between the request and the settled export: in the request, while
 * the job writes the file, around its charge. Embedded: the one process; cluster: the api process
 * (the request) or the worker (the job) at random. After the restart the drill waits until the
 * batch's export has settled (finished, or failed: never still queued or running), then repeats
 * the request as a user would whose download never came, and waits again. Then:
 *
 * - the batch's companies are charged exactly once: its charge rows, the sum of its finished
 *   exports' num_charged and the account's quota movement (used + monthly expansion) all equal
 *   what the quota calculation said the first export would charge;
 * - the latest finished export's file downloads (getExportFile) with the size recorded, a zip
 *   (xlsx) or a csv with a header and one record per row;
 * - DATA_DIR/exports holds exactly the files of the finished exports (no temporary file, none of
 *   an export that did not finish).
 *
 * The account's contract quota is set so that the last rounds draw on the monthly expansion.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  ExportInfo,
  ExportMatchesRequest,
  ExportStatus,
  Quota,
  QuotaInfoForExport,
} from '@datacare/api-client/generated/types';
import { exportsDir } from '../../../../server/src/exports/storage.ts';
import { sleep } from '../../../support/stats.ts';
import {
  api,
  api200,
  between,
  crash,
  SETTLE_TIMEOUT_MS,
  waitFor,
  type DrillContext,
  type RoundOutcome,
  type Scenario,
} from '../drill.ts';

type FileType = 'xlsx' | 'csv';

const requestOf = (batchId: string, exportFileType: FileType): ExportMatchesRequest => ({
  batchId,
  exportFileType,
  defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
  consolidatedView: {
    export: false,
    customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
  },
  numExports: 1,
});

/** What the quota calculation says an export of the batch charges now. */
async function toCharge(ctx: DrillContext, batchId: string): Promise<number> {
  const info = await api200<ExportInfo>(ctx, '/backend/export/getExportInfo', { batchId });
  const quota = await api200<QuotaInfoForExport>(ctx, '/backend/quota/getCurrentQuotaInfosForExport', {
    numRequestedExports: info.numberOfCompanies,
    batchId,
  });
  if ((quota.restQuota ?? 0) < 0)
    throw new Error(`the quota does not cover the export of ${batchId}: ${JSON.stringify(quota)}`);
  return quota.neededExport;
}

/** Used contract quota plus this month's expansion usage. */
async function spent(ctx: DrillContext): Promise<number> {
  const quota = await api200<Quota>(ctx, '/backend/quota/getUserQuotaInfo', {});
  return quota.currentQuota + quota.monthlyUsed;
}

/** Polls getExportStatus until nothing is queued or running; null on timeout. */
function settled(ctx: DrillContext, batchId: string): Promise<ExportStatus | null> {
  return waitFor(async () => {
    const answer = await api<ExportStatus>(ctx, '/backend/export/getExportStatus', { batchId });
    return answer.status === 200 && !answer.body.exportInQueue ? answer.body : null;
  }, SETTLE_TIMEOUT_MS);
}

/** Records in a csv text (quoted fields may hold line breaks). */
function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let empty = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) {
      if (!empty) records += 1;
      empty = true;
      continue;
    } else if (ch !== '\r') empty = false;
  }
  return records + (empty ? 0 : 1);
}

export function exportScenario(): Scenario {
  /** The calibration's request (until its answer) and job (queued to finished, the record's times). */
  let requestMs = 0;
  const jobMs = new Map<FileType, number>();
  return {
    name: 'export',
    unit: 'companies charged',
    async prepare(ctx) {
      // Room for the calibration whatever its size; set to its figure below.
      await ctx.deployment.users([
        'set-quota',
        '--email',
        ctx.email,
        '--total',
        '1000000000',
        '--monthly-expand',
        'true',
      ]);
      const batchId = await ctx.pool.take(ctx);
      const charge = await toCharge(ctx, batchId);
      // xlsx, csv, xlsx, csv of one batch: the first of a process is slower (its worker thread
      // starts), the rounds kill a process that has exported before; the first charges, the
      // others must not.
      const requests: number[] = [];
      for (const [i, fileType] of (['xlsx', 'csv', 'xlsx', 'csv'] as const).entries()) {
        const started = performance.now();
        const answer = await api(ctx, '/backend/export/exportMatches', requestOf(batchId, fileType));
        requests.push(performance.now() - started);
        if (answer.status !== 200)
          throw new Error(`exportMatches answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        const status = await settled(ctx, batchId);
        if (status?.state !== 'finished' || status.numCharged !== (i === 0 ? charge : 0))
          throw new Error(
            `calibration export ${i + 1} ended ${JSON.stringify(status)}, ${charge} to charge once`,
          );
        const record = await ctx.deployment.db
          .selectFrom('exports')
          .select(['created_at', 'finished_at'])
          .where('batch_id', '=', batchId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        const ms = between(record.created_at, record.finished_at);
        if (ms > 0) jobMs.set(fileType, Math.min(jobMs.get(fileType) ?? Infinity, ms));
      }
      requestMs = Math.min(...requests);
      // Room for all rounds, the last few thousand companies from the monthly expansion.
      const need = charge * ctx.kills;
      const fromExpansion = Math.min(4000, Math.floor(need / 4));
      const quota = await api200<Quota>(ctx, '/backend/quota/getUserQuotaInfo', {});
      const total = quota.currentQuota + need - fromExpansion;
      await ctx.deployment.users([
        'set-quota',
        '--email',
        ctx.email,
        '--total',
        String(total),
        '--monthly-expand',
        'true',
      ]);
      ctx.log(
        `      calibration: ${charge} companies charged, request ${requestMs.toFixed(0)} ms, job xlsx ${((jobMs.get('xlsx') ?? NaN) / 1000).toFixed(2)} s, csv ${((jobMs.get('csv') ?? NaN) / 1000).toFixed(2)} s; contract quota ${total}, about ${fromExpansion} from the monthly expansion`,
      );
    },
    async round(ctx, index): Promise<RoundOutcome> {
      const { db } = ctx.deployment;
      const violations: string[] = [];
      const batchId = await ctx.pool.take(ctx);
      const fileType: FileType = index % 2 === 1 ? 'xlsx' : 'csv';
      const charge = await toCharge(ctx, batchId);
      const before = await spent(ctx);
      const primary =
        ctx.deployment.kind === 'embedded'
          ? ctx.deployment.apiProcess
          : ctx.random.pick(ctx.deployment.names());

      const started = performance.now();
      let answered = false;
      const request = api(ctx, '/backend/export/exportMatches', requestOf(batchId, fileType)).then(
        (answer) => {
          answered = true;
          if (answer.status !== 200)
            violations.push(`exportMatches answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        },
        () => undefined,
      );
      // When: the cluster's api process in its request (half the time) or within 2 ms of its answer
      // (what it does after answering: it offers the job to the queue); else anywhere from the
      // request to the end of the job.
      if (ctx.deployment.kind === 'cluster' && primary === ctx.deployment.apiProcess) {
        if (ctx.random.chance(0.5)) await sleep(ctx.random.next() * requestMs);
        else {
          await request;
          await sleep(ctx.random.next() * 2);
        }
      } else {
        const window = requestMs + (jobMs.get(fileType) ?? 1000);
        await sleep(ctx.random.next() * window - (performance.now() - started));
      }
      const hit = await crash(ctx, primary, async () => {
        if (!answered) return true;
        const running = await db
          .selectFrom('exports')
          .select('id')
          .where('batch_id', '=', batchId)
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirst();
        return running !== undefined;
      });
      await request;
      const first = await settled(ctx, batchId);
      const recoverMs = performance.now() - hit.at;
      if (!first)
        violations.push(
          `the export of ${batchId} still queued or running ${SETTLE_TIMEOUT_MS / 1000} s after the kill`,
        );

      // The user asks again (the download did not come): it must not charge twice.
      const again = await api(ctx, '/backend/export/exportMatches', requestOf(batchId, fileType));
      if (again.status !== 200)
        violations.push(`the repeated exportMatches answered ${again.status}: ${JSON.stringify(again.body)}`);
      const second = await settled(ctx, batchId);
      if (!second) violations.push(`the repeated export of ${batchId} did not settle`);
      else if (second.state !== 'finished')
        violations.push(`the repeated export of ${batchId} ended ${second.state}`);

      // Charged exactly once.
      const rows = await db
        .selectFrom('export_charges')
        .select('provider_id')
        .where('batch_id', '=', batchId)
        .execute();
      const exports = await db
        .selectFrom('exports')
        .select(['id', 'status', 'num_charged', 'stored_file', 'file_size', 'file_type', 'num_rows'])
        .where('batch_id', '=', batchId)
        .orderBy('id')
        .execute();
      const chargedByExports = exports
        .filter((e) => e.status === 'finished')
        .reduce((n, e) => n + Number(e.num_charged), 0);
      const moved = (await spent(ctx)) - before;
      if (rows.length !== charge || chargedByExports !== charge || moved !== charge)
        violations.push(
          `batch ${batchId}: ${charge} companies to charge once, but ${rows.length} charge rows, finished exports charged ${chargedByExports}, the quota moved by ${moved} (exports: ${exports.map((e) => `${e.id} ${e.status} ${e.num_charged}`).join(', ')})`,
        );

      // The file: the latest finished export of this type downloads whole.
      const latest = exports.filter((e) => e.status === 'finished' && e.file_type === fileType).at(-1);
      if (!latest) violations.push(`batch ${batchId}: no finished ${fileType} export`);
      else {
        const response = await fetch(
          `${ctx.deployment.url()}/backend/export/getExportFile?id=${encodeURIComponent(batchId)}&exportFileType=${fileType}`,
          { headers: { cookie: ctx.cookie } },
        );
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || bytes.length !== Number(latest.file_size))
          violations.push(
            `export ${latest.id}: getExportFile answered ${response.status} with ${bytes.length} bytes, ${latest.file_size} recorded`,
          );
        else if (fileType === 'xlsx' && bytes.subarray(0, 2).toString('latin1') !== 'PK')
          violations.push(`export ${latest.id}: the xlsx is not a zip`);
        else if (fileType === 'csv' && csvRecords(bytes.toString('utf8')) !== Number(latest.num_rows) + 1)
          violations.push(
            `export ${latest.id}: the csv has ${csvRecords(bytes.toString('utf8'))} records for ${latest.num_rows} rows and a header`,
          );
      }

      // Exactly the finished exports' files in DATA_DIR/exports.
      const finishedFiles = new Set(
        (
          await db
            .selectFrom('exports')
            .select('stored_file')
            .where('status', '=', 'finished')
            .where('file_deleted_at', 'is', null)
            .execute()
        ).map((e) => e.stored_file),
      );
      let files: string[] = [];
      try {
        files = readdirSync(exportsDir(ctx.deployment.dataDir));
      } catch {
        // no folder yet
      }
      const strays = files.filter((name) => !finishedFiles.has(name));
      const missing = [...finishedFiles].filter((name) => name !== null && !files.includes(name));
      if (strays.length > 0)
        violations.push(
          `files left in ${path.basename(exportsDir(ctx.deployment.dataDir))}/: ${strays.join(', ')}`,
        );
      if (missing.length > 0) violations.push(`finished exports without their file: ${missing.join(', ')}`);

      return {
        killed: hit.killed,
        inWork: hit.inWork,
        readyMs: hit.readyMs,
        recoverMs,
        checked: rows.length,
        ending: first ? (first.state === 'none' ? 'not queued' : first.state) : 'stuck',
        violations,
      };
    },
  };
}
