/**
 * The 'report_pdf' job records (migration 0012): one row per batch, the job of the batch's latest
 * requested report state and the cache of its file in one (docs/quality-report.md 'PDF').
 */
import type { Selectable } from 'kysely';
import { writeTransaction, type Db } from '../../db/database.ts';
import type { ReportPdfsTable } from '../../db/schema.ts';
import type { Language } from '../../http/language.ts';

export type ReportPdfRecord = Selectable<ReportPdfsTable>;

export async function findReportPdf(db: Db, batchId: string): Promise<ReportPdfRecord | undefined> {
  return db.selectFrom('report_pdfs').selectAll().where('batch_id', '=', batchId).executeTakeFirst();
}

/** What a request for the PDF of a state finds, and whether it queued a job. */
export type ReportPdfAnswer = 'finished' | 'processing' | 'failed';

/**
 * Asks for the PDF of the batch's report in state `stateKey`, in one transaction:
 *
 * - a finished file of that state (`hasFile` says it is still on disk): finished;
 * - a job queued or running (of any state): processing; a queued one is turned to the new state,
 *   a running one is left to end (one job per batch at a time) and the next call asks again;
 * - a failure of that state not answered yet: failed, and it is marked answered;
 * - otherwise (none yet, another state, a failure answered already, a lost file): a new job is
 *   queued, processing.
 *
 * `queued` says whether the caller should wake the queue.
 */
export async function requestReportPdf(
  db: Db,
  input: {
    batchId: string;
    stateKey: string;
    language: Language;
    now: string;
    hasFile: (storedFile: string) => boolean | Promise<boolean>;
  },
): Promise<{ answer: ReportPdfAnswer; queued: boolean }> {
  return writeTransaction(db, async (trx) => {
    const current = await findReportPdf(trx, input.batchId);
    const same = current?.state_key === input.stateKey;
    if (current?.status === 'running') return { answer: 'processing', queued: false };
    if (current?.status === 'queued') {
      if (!same) {
        await trx
          .updateTable('report_pdfs')
          .set({ state_key: input.stateKey, language: input.language, requested_at: input.now })
          .where('batch_id', '=', input.batchId)
          .where('status', '=', 'queued')
          .execute();
      }
      return { answer: 'processing', queued: true };
    }
    if (
      same &&
      current.status === 'finished' &&
      current.stored_file &&
      (await input.hasFile(current.stored_file))
    ) {
      return { answer: 'finished', queued: false };
    }
    if (same && current.status === 'failed' && current.failure_reported === 0) {
      await trx
        .updateTable('report_pdfs')
        .set({ failure_reported: 1 })
        .where('batch_id', '=', input.batchId)
        .execute();
      return { answer: 'failed', queued: false };
    }
    const values = {
      state_key: input.stateKey,
      language: input.language,
      status: 'queued' as const,
      stored_file: null,
      error: null,
      failure_reported: 0 as const,
      requested_at: input.now,
      started_at: null,
      finished_at: null,
    };
    await trx
      .insertInto('report_pdfs')
      .values({ batch_id: input.batchId, ...values })
      .onConflict((oc) => oc.column('batch_id').doUpdateSet(values))
      .execute();
    return { answer: 'processing', queued: true };
  });
}

/** Takes the next queued job and marks it running; of two claimers one gets it. */
export async function claimNextReportPdf(
  db: Db,
  now: string,
  batchId?: string,
): Promise<ReportPdfRecord | undefined> {
  return writeTransaction(db, async (trx) => {
    const next = await trx
      .selectFrom('report_pdfs')
      .select('batch_id')
      .where('status', '=', 'queued')
      .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
      .orderBy('requested_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return trx
      .updateTable('report_pdfs')
      .set({ status: 'running', started_at: now })
      .where('batch_id', '=', next.batch_id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Records the outcome of the running job of `job.state_key`: false when the row no longer stands
 * for it (the batch was deleted meanwhile), so the caller discards its file.
 */
export async function settleReportPdf(
  db: Db,
  job: Pick<ReportPdfRecord, 'batch_id' | 'state_key'>,
  outcome: { storedFile: string } | { error: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('report_pdfs')
    .set(
      'storedFile' in outcome
        ? { status: 'finished', stored_file: outcome.storedFile, error: null, finished_at: now }
        : { status: 'failed', error: outcome.error.slice(0, 2000), failure_reported: 0, finished_at: now },
    )
    .where('batch_id', '=', job.batch_id)
    .where('state_key', '=', job.state_key)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** After a start: jobs a killed process left running are rendered again. */
export async function requeueRunningReportPdfs(db: Db, batchId?: string): Promise<void> {
  await db
    .updateTable('report_pdfs')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .$if(batchId !== undefined, (qb) => qb.where('batch_id', '=', batchId!))
    .execute();
}

/** The file names the records keep (finished ones); any other file in the folder is a leftover. */
export async function keptReportFiles(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('report_pdfs')
    .select('stored_file')
    .where('status', '=', 'finished')
    .where('stored_file', 'is not', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.stored_file ? [row.stored_file] : [])));
}
