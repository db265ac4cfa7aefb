/**
 * The quality report as a PDF (docs/quality-report.md 'PDF'; spec 2 Export mode, 7 Export):
 * exportQualityReport answers the PDF state of the batch's current state and queues its render,
 * getQualityReportFile hands out the finished file. Only the caller's own batches: another user's
 * batch is 404 like a missing one.
 */
import type { Readable } from 'node:stream';
import type { QualityReportExportResponse } from '@datacare/api-client/generated/types';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Language } from '../../http/language.ts';
import { message } from '../../http/messages.ts';
import { findImportBatch, type ImportBatchRecord } from '../../imports/storage.ts';
import { findMatchJob } from '../../matching/jobs/storage.ts';
import { fileStoreOf, type FileStore } from '../../storage/file-store.ts';
import { isoAt, type Clock } from '../../system/clock.ts';
import type { UserRecord } from '../../users/storage.ts';
import { reportFileExists, reportFileKey } from './files.ts';
import { reportStateKey } from './state-key.ts';
import { findReportPdf, requestReportPdf } from './storage.ts';

export interface ReportPdfServiceOptions {
  db: Db;
  dataDir: string;
  /** Where the PDFs are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  /** Wakes the 'report_pdf' queue after a job was queued. */
  /** Offers the batch's queued report to the jobs. */
  kick: (batchId: string) => void;
  /** The e-mail and website checks' counts of a batch (checks/counts.ts checkCountsOf). */
  checkCounts: (batchId: string) => Promise<unknown>;
}

export interface ReportPdfFile {
  /** Opens the PDF's bytes (a stream from the file store). */
  open: () => Readable;
  fileName: string;
}

export type ReportPdfService = ReturnType<typeof createReportPdfService>;

/** The cover's recipient: the company name, else the full name (spec 2 Quality report page). */
function recipientOf(user: Pick<UserRecord, 'company_name' | 'first_name' | 'name'>): string {
  return user.company_name || [user.first_name, user.name].filter(Boolean).join(' ');
}

/** The download's name: the tag, else the file name without its extension. */
function nameOf(batch: Pick<ImportBatchRecord, 'tag' | 'file_name'>): string {
  return batch.tag.trim() || batch.file_name.replace(/\.[^.]*$/, '') || batch.file_name;
}

export function createReportPdfService(options: ReportPdfServiceOptions) {
  const { db } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);

  async function batchOf(userId: string, batchId: string): Promise<ImportBatchRecord> {
    const batch = await findImportBatch(db, userId, batchId);
    if (!batch) throw new HttpError(404, 'not_found');
    return batch;
  }

  /** The key of what the report shows now; undefined before matching has finished. */
  async function currentKey(
    batch: ImportBatchRecord,
    user: UserRecord,
    language: Language,
  ): Promise<string | undefined> {
    const job = await findMatchJob(db, batch.id);
    if (job?.status !== 'finished') return undefined;
    return reportStateKey({
      reviewVersion: batch.review_version,
      exactMatchThreshold: batch.exact_match_threshold,
      matchingRun: { createdAt: job.created_at, finishedAt: job.finished_at },
      fileName: batch.file_name,
      tag: batch.tag,
      recipient: recipientOf(user),
      checks: await options.checkCounts(batch.id),
      language,
    });
  }

  return {
    async exportQualityReport(
      user: UserRecord,
      batchId: string,
      language: Language,
    ): Promise<QualityReportExportResponse> {
      const batch = await batchOf(user.id, batchId);
      const stateKey = await currentKey(batch, user, language);
      // The contract lists no 412 here: there is no report to print before matching has finished.
      if (stateKey === undefined) {
        throw new HttpError(404, 'matching_not_finished', { key: 'export_matching_not_finished' });
      }
      const { answer, queued } = await requestReportPdf(db, {
        batchId: batch.id,
        stateKey,
        language,
        now: isoAt(options.clock()),
        hasFile: (storedFile) => reportFileExists(files, storedFile),
      });
      if (queued) options.kick(batch.id);
      return { ready: answer === 'finished', state: answer };
    },

    /**
     * The finished PDF of the batch's current state, in the language it was asked for in; 404
     * `quality_report_not_ready` when there is none (not asked for, still rendering, failed, or
     * the batch changed since: a review decision, a check, a new tag).
     */
    async file(user: UserRecord, batchId: string): Promise<ReportPdfFile> {
      const batch = await batchOf(user.id, batchId);
      const record = await findReportPdf(db, batch.id);
      const ready =
        record?.status === 'finished' &&
        record.stored_file !== null &&
        record.state_key === (await currentKey(batch, user, record.language)) &&
        (await reportFileExists(files, record.stored_file));
      if (!ready) throw new HttpError(404, 'quality_report_not_ready');
      const key = reportFileKey(record.stored_file!);
      return {
        open: () => files.read(key),
        fileName: message(record.language, 'report_pdf_file_name', { tag: nameOf(batch) }),
      };
    },
  };
}
