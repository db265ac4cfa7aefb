/**
 * The export step's server side (docs/exports.md; spec 3 Export info, options, status; 4 Export;
 * 5 Export; 7 Export; 8 Export): what an export of a batch would contain, the preview of the
 * chosen column actions, starting an export (checked, then queued as a job), its status and its
 * file. Every call finds the batch by id AND the caller's user id: another user's batch is 404.
 */
import type { Readable } from 'node:stream';
import {
  isExportOptionsValid,
  monthlyExpansionAllowance,
  quotaInfoForExport,
  remainingQuota,
  shortenFileName,
} from '@datacare/api-client/domain';
import type {
  ExportInfo,
  ExportMatchesRequest,
  ExportPreview,
  ExportPreviewRequest,
  ExportStatus,
} from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { findImportBatch, type ImportBatchRecord } from '../imports/storage.ts';
import { countImportRows, findMatchJob } from '../matching/jobs/storage.ts';
import { getQuota } from '../quota/service.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { accountUnlocks, unlocksToData, type AccountUnlocks } from './account.ts';
import { additionalColumnRows, chooseConsolidated, consolidatedFieldRows, shapeOfBatch } from './columns.ts';
import type { StoredExportOptions } from './export-job.ts';
import { previewOf, type PreviewData } from './preview.ts';
import {
  companyCounts,
  exportContentType,
  findActiveExport,
  keptExportFileKey,
  findPreview,
  latestExport,
  queueExport,
  requestPreview,
  type CompanyCounts,
  type ExportRecord,
} from './storage.ts';

export interface ExportServiceOptions {
  db: Db;
  dataDir: string;
  /** Where export files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  /** Wakes the export job queue (a job was queued). */
  kickExports: (exportId: string) => void;
  /** Wakes the preview job queue. */
  kickPreviews: (batchId: string) => void;
  /**
   * Counts a batch's companies (storage.ts companyCounts) off the request thread (jobs.ts
   * companyCountsWorker); without it the counting query runs here (benchmarks, scripts).
   */
  countCompanies?: (batchId: string, threshold: number, unlocks: AccountUnlocks) => Promise<CompanyCounts>;
}

/**
 * The contract's ExportStatus of a batch's latest export (or none): its state, whether the app
 * keeps polling, its file, what it charged, and the mail delivery's flags.
 */
export function exportStatusOf(record: ExportRecord | undefined): ExportStatus {
  if (!record) {
    return {
      state: 'none',
      exportInQueue: false,
      sendDownloadLink: false,
      exportFileType: 'xlsx',
      pressedSendMail: false,
      showMailNotice: false,
      exportId: null,
      fileName: null,
      numCharged: 0,
    };
  }
  const inQueue = record.status === 'queued' || record.status === 'running';
  const byMail = record.delivery === 'mail';
  return {
    state: record.status,
    exportInQueue: inQueue,
    sendDownloadLink: byMail,
    exportFileType: record.file_type,
    pressedSendMail: record.mail_requested_at !== null,
    showMailNotice: byMail && inQueue,
    exportId: record.id,
    fileName: record.file_name,
    numCharged: record.status === 'finished' ? record.num_charged : 0,
  };
}

/** The file an export downloads as: the tag, shortened, with the type's extension. */
export function exportFileName(tag: string, fileType: 'xlsx' | 'csv'): string {
  return shortenFileName(`${tag}.${fileType}`);
}

export function createExportService(options: ExportServiceOptions) {
  const { db, clock } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);

  async function batchOf(userId: string, batchId: string): Promise<ImportBatchRecord> {
    const batch = await findImportBatch(db, userId, batchId);
    if (!batch) throw new HttpError(404, 'not_found');
    return batch;
  }

  async function requireMatched(batch: ImportBatchRecord): Promise<void> {
    if ((await findMatchJob(db, batch.id))?.status !== 'finished') {
      throw new HttpError(412, 'matching_not_finished', { key: 'export_matching_not_finished' });
    }
  }

  function counts(batch: ImportBatchRecord, unlocks: AccountUnlocks): Promise<CompanyCounts> {
    return options.countCompanies
      ? options.countCompanies(batch.id, batch.exact_match_threshold, unlocks)
      : companyCounts(db, batch.id, batch.exact_match_threshold, unlocks);
  }

  return {
    /** What an export of the batch would contain (contract ExportInfo). */
    async info(userId: string, batchId: string, lang: Language): Promise<ExportInfo> {
      const batch = await batchOf(userId, batchId);
      const unlocks = await accountUnlocks(db, userId);
      const shape = shapeOfBatch(batch);
      const figures = await counts(batch, unlocks);
      return {
        numberOfRows: await countImportRows(db, batch.id),
        numberOfCompanies: figures.companies,
        numberOfLockedCompanies: figures.locked,
        numberOfAlreadyCharged: figures.alreadyCharged,
        consolidatedExportColumns: consolidatedFieldRows(shape, unlocks, lang).map((r) => r.row),
        additionalCustomerColumns: additionalColumnRows(shape).map((r) => r.row),
      };
    },

    /**
     * A batch's figures for the quota calculation (quota/routes.ts): the companies an export
     * would enrich, and of them the ones it charges now.
     */
    async chargeFigures(userId: string, batchId: string): Promise<CompanyCounts> {
      const batch = await batchOf(userId, batchId);
      return counts(batch, await accountUnlocks(db, userId));
    },

    /** The preview of the chosen actions; `ready` false while its counts are being made by a job. */
    async preview(userId: string, body: ExportPreviewRequest): Promise<ExportPreview> {
      const batch = await batchOf(userId, body.batchId);
      await requireMatched(batch);
      const state = { reviewVersion: batch.review_version, threshold: batch.exact_match_threshold };
      const unlocks = JSON.stringify(unlocksToData(await accountUnlocks(db, userId)));
      const record = await findPreview(db, batch.id);
      const sameState =
        record?.review_version === state.reviewVersion && record.exact_match_threshold === state.threshold;
      if (sameState && record.status === 'finished' && record.data !== null) {
        const data = JSON.parse(record.data) as PreviewData;
        if (JSON.stringify(data.unlocks) === unlocks) return previewOf(data, body.mapping);
      }
      if (sameState && record.status === 'failed') {
        throw new HttpError(500, 'export_preview_failed');
      }
      if (await requestPreview(db, batch.id, { ...state, again: true }, isoAt(clock())))
        options.kickPreviews(batch.id);
      return { ready: false, companies: 0, fields: [] };
    },

    /**
     * Starts an export (spec 4 Export, 5 Export): checks the options, that matching finished, the
     * columns against the locks, that there is a company to enrich and that the quota covers the
     * companies to charge, then queues it (one active export per batch: 409 export_in_progress).
     */
    async start(userId: string, body: ExportMatchesRequest, lang: Language): Promise<ExportStatus> {
      const batch = await batchOf(userId, body.batchId);
      if (!isExportOptionsValid(body)) throw new HttpError(400, 'export_options_invalid');
      await requireMatched(batch);
      if (await findActiveExport(db, batch.id)) throw new HttpError(409, 'export_in_progress');
      const unlocks = await accountUnlocks(db, userId);
      if (body.consolidatedView.export) {
        chooseConsolidated(shapeOfBatch(batch), unlocks, lang, {
          mapping: body.consolidatedView.customColumnMapping.mapping,
          additional: body.consolidatedView.customColumnMapping.additionalCustomerColumnsMapping,
        });
      }
      const figures = await counts(batch, unlocks);
      if (figures.companies - figures.locked === 0) throw new HttpError(409, 'no_companies_in_export');
      const quota = await getQuota(db, userId, clock());
      const info = quotaInfoForExport(quota, figures.chargeable);
      if (info.restQuota !== null && info.restQuota < 0) {
        const left = (remainingQuota(quota) ?? 0) + monthlyExpansionAllowance(quota);
        throw new HttpError(409, left === 0 ? 'no_quota_left' : 'not_enough_quota');
      }
      const stored: StoredExportOptions = {
        exportFileType: body.exportFileType,
        delimiter: body.delimiter ?? ';',
        defaultView: body.defaultView,
        consolidatedView: body.consolidatedView,
        numExports: body.numExports,
        language: lang,
      };
      const record = await queueExport(db, {
        user_id: userId,
        batch_id: batch.id,
        batch_name: batch.tag,
        file_name: exportFileName(batch.tag, body.exportFileType),
        file_type: body.exportFileType,
        options: JSON.stringify(stored),
        additional_info: JSON.stringify({ batchId: batch.id }),
        created_at: isoAt(clock()),
      });
      if (!record) throw new HttpError(409, 'export_in_progress');
      options.kickExports(String(record.id));
      return exportStatusOf(record);
    },

    /** The batch's latest export (contract ExportStatus). */
    async status(userId: string, batchId: string): Promise<ExportStatus> {
      const batch = await batchOf(userId, batchId);
      return exportStatusOf(await latestExport(db, batch.id));
    },

    /**
     * The batch's latest finished export of a type, to download: 404 without one, 410
     * `file_expired` once the retention sweep removed its file.
     */
    async file(
      userId: string,
      batchId: string,
      fileType: 'xlsx' | 'csv',
    ): Promise<{ open: () => Readable; fileName: string; contentType: string }> {
      const batch = await batchOf(userId, batchId);
      const record = await latestExport(db, batch.id, { fileType, finished: true });
      if (!record) throw new HttpError(404, 'not_found');
      if (record.file_deleted_at !== null) throw new HttpError(410, 'file_expired');
      const key = keptExportFileKey(record);
      if (!key || !(await files.exists(key))) throw new HttpError(404, 'not_found');
      return {
        open: () => files.read(key),
        fileName: record.file_name,
        contentType: exportContentType(record.file_type),
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
