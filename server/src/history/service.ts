/**
 * The exports history and delivery (docs/exports.md, Delivery and history; spec 2 Exports list,
 * 3 Export history item, 7 Export): the latest-exports list, a past export's file, several as one
 * zip, the mailed download link and the retention of files.
 *
 * - Only the caller's own exports: every read starts at the user's id, so another user's export,
 *   link or batch is 404.
 * - The list filters, sorts and pages in the process over a few short columns of the user's
 *   exports, so the search folds case in every language (SQLite's lower() only folds ASCII) and
 *   names sort as German readers expect (Ä with A, not after Z); then the page's rows are read.
 * - Mail: sendExportViaMail marks the batch's export for mail delivery; the mail goes out once the
 *   export is finished, sent by `deliverExportMail` (called when the export job finishes it, at
 *   once when it is finished already) and, as a safety net, by a sweep every 15 seconds that
 *   picks every finished export whose mail is due (a crash or a failed send in between is
 *   retried after 15 minutes, for a day). A claim on the export makes sure only one sender sends.
 * - Retention: a sweep deletes the files past their expiry in small batches and records it; the
 *   record stays and its download answers 410 `file_expired`.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  ExportHistoryItem,
  ExportStatus,
  ListHistoryExportsRequest,
  ListHistoryExportsResponse,
  MailedExportInfo,
} from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import type { ExportStatus as StoredExportStatus } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { message } from '../http/messages.ts';
import { findImportBatch } from '../imports/storage.ts';
import type { Mailer } from '../mail/mailer.ts';
import { exportLinkMail } from '../mail/templates.ts';
import { isoAt, type Clock } from '../system/clock.ts';
import { findUserById, type UserRecord } from '../users/storage.ts';
import { exportContentType, exportFileKey } from '../exports/storage.ts';
import { fileStoreOf, type FileStore } from '../storage/file-store.ts';
import { exportStatusOf } from '../exports/service.ts';
import { hasKeptFile, keptFile } from './files.ts';
import { archiveFileName, readmeText, type MissingExport } from './readme.ts';
import {
  claimExportMail,
  deleteMailLink,
  exportsDueForMail,
  exportsWithExpiredFiles,
  findExport,
  findUserExport,
  findUserMailLink,
  historyEntries,
  historyRows,
  insertMailLink,
  latestExportOfBatch,
  markFileDeleted,
  markMailLinkSent,
  requestMailDelivery,
  type ExportRecord,
  type HistoryEntry,
  type HistoryRow,
} from './storage.ts';
import { zipStream, type ZipSource } from './zip-writer.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Files of one bulk download at most (contract getHistoryExportsZip). */
export const MAX_ZIP_EXPORTS = 500;
/** How often the mail sweep looks for finished exports whose mail is due. */
export const MAIL_SWEEP_MS = 15_000;
/** A claimed mail without a sent link is tried again after this long (a failed send, a crash). */
export const MAIL_RETRY_MS = 15 * 60_000;
/** Mails not sent within this long after the request are given up (logged). */
export const MAIL_GIVE_UP_MS = DAY_MS;
/** Files the retention sweep deletes per transaction-free round before it yields. */
const RETENTION_BATCH = 100;
/** Mails the sweep sends per round. */
const MAIL_BATCH = 20;

/** `filters.status`: absent or empty lists finished exports (those with a file), `all` every state. */
const LISTED_STATUSES: readonly StoredExportStatus[] = ['finished'];
const STATUS_VALUES = ['queued', 'running', 'finished', 'failed'] as const;

export interface HistoryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HistoryServiceOptions {
  db: Db;
  dataDir: string;
  /** Where export files are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  /** PUBLIC_URL: the mailed link is PUBLIC_URL/download?token=… */
  publicUrl: string;
  mailLinkDays: number;
  exportRetentionDays: number;
  retentionSweepMinutes: number;
  mailer: Mailer;
  log: HistoryLog;
}

/** A file ready to be sent as a download. */
export interface ExportDownload {
  /** Its file store key. */
  key: string;
  /** Opens its bytes (a stream from the file store). */
  open: () => Readable;
  fileName: string;
  contentType: string;
}

/** When the export's file is (or was) removed: its recorded expiry, else finished + retention. */
export function fileExpiryOf(
  record: Pick<ExportRecord, 'stored_file' | 'file_expires_at' | 'finished_at'>,
  retentionDays: number,
): string | null {
  if (record.stored_file === null) return null;
  if (record.file_expires_at !== null) return record.file_expires_at;
  if (record.finished_at === null) return null;
  return isoAt(Date.parse(record.finished_at) + retentionDays * DAY_MS);
}

/** One history row as the contract's ExportHistoryItem (spec 3 Export history item). */
export function toHistoryItem(row: HistoryRow, retentionDays: number): ExportHistoryItem {
  const removed = row.user_id === null;
  const fullName = removed ? null : [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    userId: row.user_id,
    userFullName: fullName,
    matchingRequests:
      row.batch_id === null
        ? []
        : [
            {
              batchId: row.batch_id,
              name: row.batch_tag ?? row.batch_name,
              isDeleted: row.batch_tag === null,
            },
          ],
    data: {
      time: Math.floor(Date.parse(row.created_at) / 1000),
      name: row.batch_name,
      file_name: row.file_name,
      num_entities: row.num_entities,
      dsvgo_deleted: removed,
      product: row.product,
      additional_info:
        row.additional_info ?? (row.batch_id === null ? null : JSON.stringify({ batchId: row.batch_id })),
    },
    fileAvailable: hasKeptFile(row),
    fileExpiresAt: fileExpiryOf(row, retentionDays),
  };
}

/** Case folded the same way for every language, composed, so 'Ä' finds 'ä' and 'Ä' written as A + ¨. */
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function matchesSearch(entry: HistoryEntry, term: string): boolean {
  return fold(entry.batch_name).includes(term) || fold(entry.file_name).includes(term);
}

/** A name unique in the archive, without path separators or control characters. */
function entryName(fileName: string, used: Set<string>): string {
  // eslint-disable-next-line no-control-regex
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^\.+/, '_') || 'export';
  const dot = clean.lastIndexOf('.');
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  const extension = dot > 0 ? clean.slice(dot) : '';
  let name = clean;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})${extension}`;
  used.add(name.toLowerCase());
  return name;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function createHistoryService(options: HistoryServiceOptions) {
  const { db, clock, log } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);
  const inFlight = new Set<Promise<unknown>>();

  function track(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'mail delivery failed'),
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  }

  function mailTimes(now: number) {
    return { retryBefore: isoAt(now - MAIL_RETRY_MS), requestedAfter: isoAt(now - MAIL_GIVE_UP_MS) };
  }

  function statusesOf(status: string | undefined, lang: Language): readonly StoredExportStatus[] | null {
    if (status === undefined || status === '') return LISTED_STATUSES;
    if (status === 'all') return null;
    const known = STATUS_VALUES.find((s) => s === status);
    if (known) return [known];
    throw new HttpError(400, 'validation_error', {
      params: {
        details: message(lang, 'field.enum', {
          field: 'filters.status',
          values: ['all', ...STATUS_VALUES].join(', '),
        }),
      },
    });
  }

  /** The user's exports under the list's filters (not the search), newest first. */
  async function filtered(
    userId: string,
    filters: ListHistoryExportsRequest['filters'],
    lang: Language,
  ): Promise<{ all: HistoryEntry[]; found: HistoryEntry[] }> {
    const all = await historyEntries(db, userId, {
      statuses: statusesOf(filters?.status, lang),
      batchId: filters?.matchingRequest,
    });
    all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const term = fold(filters?.searchterm?.trim() ?? '');
    return { all, found: term === '' ? all : all.filter((e) => matchesSearch(e, term)) };
  }

  async function itemsOf(userId: string, ids: readonly number[]): Promise<HistoryRow[]> {
    const rows = await historyRows(db, userId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  function download(record: ExportRecord, key: string): ExportDownload {
    return {
      key,
      open: () => files.read(key),
      fileName: record.file_name,
      contentType: exportContentType(record.file_type),
    };
  }

  /** The file of an export the caller may download: 410 once the retention removed it. */
  async function fileOfRecord(record: ExportRecord): Promise<ExportDownload> {
    if (record.file_deleted_at !== null) throw new HttpError(410, 'file_expired');
    if (record.status !== 'finished' || record.stored_file === null) throw new HttpError(404, 'not_found');
    const key = await keptFile(files, record);
    // Recorded as kept but gone from the store (removed by hand, a restored backup): expired too.
    if (!key) throw new HttpError(410, 'file_expired');
    return download(record, key);
  }

  /** Creates the link, sends the mail and records it; true when sent. The caller holds the claim. */
  async function sendLinkMail(record: ExportRecord, user: UserRecord): Promise<boolean> {
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + options.mailLinkDays * DAY_MS;
    await insertMailLink(db, {
      token,
      export_id: record.id,
      user_id: user.id,
      created_at: isoAt(now),
      expires_at: isoAt(expiresAt),
      sent_at: null,
      mail_file: null,
    });
    const link = `${options.publicUrl}/download?token=${token}`;
    const content = exportLinkMail(user.language, {
      fullName: [user.first_name, user.name].filter(Boolean).join(' '),
      exportName: record.batch_name,
      fileName: record.file_name,
      link,
      expiresAt,
    });
    try {
      const sent = await options.mailer.send({ to: user.email!, ...content });
      await markMailLinkSent(db, token, { sentAt: isoAt(clock()), mailFile: sent.file });
      return true;
    } catch (error) {
      // The claim stays: the sweep tries again after MAIL_RETRY_MS. An unsent link is worthless.
      await deleteMailLink(db, token);
      log.error({ err: error, exportId: record.id }, 'sending the download link failed; retried later');
      return false;
    }
  }

  /**
   * Sends the download link of a finished export delivered by mail, once: nothing happens when
   * the export is not finished, not delivered by mail, already mailed or being mailed by another
   * call. The export job calls it when it has finished an export; the mail sweep catches up.
   */
  async function deliverExportMail(exportId: number): Promise<boolean> {
    const now = clock();
    if (!(await claimExportMail(db, exportId, isoAt(now), mailTimes(now)))) return false;
    const record = await findExport(db, exportId);
    const user = record?.user_id ? await findUserById(db, record.user_id) : undefined;
    if (!record || !user || !user.email) {
      log.info({ exportId }, 'export delivered by mail, but its user has no e-mail address; not sent');
      return false;
    }
    return sendLinkMail(record, user);
  }

  async function deliverPendingMails(): Promise<number> {
    let sent = 0;
    const due = await exportsDueForMail(db, mailTimes(clock()), MAIL_BATCH);
    for (const id of due) if (await deliverExportMail(id)) sent++;
    return sent;
  }

  /** Deletes the files past their expiry in small rounds and records it; returns how many. */
  async function sweepExpiredFiles(): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = clock();
      const due = await exportsWithExpiredFiles(
        db,
        { now: isoAt(now), finishedBefore: isoAt(now - options.exportRetentionDays * DAY_MS) },
        RETENTION_BATCH,
      );
      for (const { id, stored_file } of due) {
        // The file first: a crash in between leaves a record the next sweep finishes, never a file
        // no record points at. Through the file store: the folder's file or the database's.
        await files.delete(exportFileKey(stored_file));
        await markFileDeleted(db, id, isoAt(now));
        removed++;
      }
      if (due.length < RETENTION_BATCH) break;
      await yieldToEventLoop();
    }
    if (removed > 0) log.info({ removed }, 'retention: export files past their expiry deleted');
    return removed;
  }

  const timers: NodeJS.Timeout[] = [];
  /** Runs `work` now and every `ms`, never twice at once; errors are logged. */
  function every(ms: number, name: string, work: () => Promise<unknown>): void {
    let running: Promise<unknown> | null = null;
    const run = () => {
      if (running) return;
      const current: Promise<unknown> = work()
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = null;
          inFlight.delete(current);
        });
      running = current;
      inFlight.add(current);
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    async list(
      userId: string,
      body: ListHistoryExportsRequest,
      lang: Language,
    ): Promise<ListHistoryExportsResponse> {
      const { all, found } = await filtered(userId, body.filters, lang);
      const sorting = body.sorting ?? { field: 'time', order: 'desc' };
      const direction = sorting.order === 'asc' ? 1 : -1;
      if (sorting.field === 'name') {
        const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
        // `found` is newest first; the sort is stable, so equal names stay newest first.
        found.sort((a, b) => direction * collator.compare(a.batch_name, b.batch_name));
      } else if (direction === 1) {
        found.reverse();
      }
      const { page, pageSize } = body.paging;
      const ids = found.slice(page * pageSize, (page + 1) * pageSize).map((e) => e.id);
      const rows = await itemsOf(userId, ids);
      return {
        items: rows.map((r) => toHistoryItem(r, options.exportRetentionDays)),
        totalCount: all.length,
        filteredTotalCount: found.length,
      };
    },

    async historyFile(userId: string, id: number): Promise<ExportDownload> {
      const record = await findUserExport(db, userId, id);
      if (!record) throw new HttpError(404, 'not_found');
      return fileOfRecord(record);
    },

    /**
     * The selected exports (`ids`, in that order) or the exports the search finds (newest first)
     * as one zip of at most 500 files; files no longer kept are named in LIESMICH.txt.
     */
    async historyZip(
      userId: string,
      query: { ids?: string | undefined; searchterm?: string | undefined },
      lang: Language,
    ): Promise<{ stream: Readable; fileName: string }> {
      let rows: HistoryRow[];
      let leftOut = 0;
      if (query.ids !== undefined) {
        const ids = [...new Set(query.ids.split(',').map(Number))];
        if (ids.length > MAX_ZIP_EXPORTS) {
          throw new HttpError(400, 'too_many_exports', { params: { max: MAX_ZIP_EXPORTS } });
        }
        rows = await itemsOf(userId, ids);
        if (rows.length !== ids.length) throw new HttpError(404, 'not_found');
      } else {
        const { found } = await filtered(userId, { searchterm: query.searchterm ?? '' }, lang);
        leftOut = Math.max(0, found.length - MAX_ZIP_EXPORTS);
        rows = await itemsOf(
          userId,
          found.slice(0, MAX_ZIP_EXPORTS).map((e) => e.id),
        );
      }
      const used = new Set<string>(['liesmich.txt']);
      const sources: ZipSource[] = [];
      const missing: MissingExport[] = [];
      for (const row of rows) {
        const key = await keptFile(files, row);
        if (!key) {
          missing.push({
            name: row.batch_name,
            fileName: row.file_name,
            createdAt: Date.parse(row.created_at),
            // Exports to a company list or to target 2 never have a file (lists/history.ts).
            reason:
              row.status !== 'finished'
                ? 'not_finished'
                : row.product !== 'datacare'
                  ? 'company_list'
                  : 'expired',
          });
          continue;
        }
        sources.push({
          name: entryName(row.file_name, used),
          date: new Date(row.finished_at ?? row.created_at),
          compress: row.file_type !== 'xlsx',
          open: () => files.read(key),
        });
      }
      const now = clock();
      if (missing.length > 0 || leftOut > 0) {
        const text = readmeText(lang, missing, { count: leftOut, max: MAX_ZIP_EXPORTS });
        sources.push({
          name: 'LIESMICH.txt',
          date: new Date(now),
          compress: true,
          open: () => Readable.from([Buffer.from(text, 'utf8')]),
        });
      }
      return { stream: zipStream(sources), fileName: archiveFileName(lang, now) };
    },

    async mailedExportInfo(userId: string, token: string): Promise<MailedExportInfo> {
      const found = await findUserMailLink(db, userId, token);
      if (!found) throw new HttpError(404, 'not_found');
      return {
        exportId: found.export.id,
        name: found.export.batch_name,
        fileName: found.export.file_name,
        expiresAt: found.link.expires_at,
        expired: Date.parse(found.link.expires_at) <= clock(),
        fileAvailable: (await keptFile(files, found.export)) !== null,
      };
    },

    async mailedExportFile(userId: string, token: string): Promise<ExportDownload> {
      const found = await findUserMailLink(db, userId, token);
      if (!found) throw new HttpError(404, 'not_found');
      if (Date.parse(found.link.expires_at) <= clock()) throw new HttpError(410, 'link_expired');
      return fileOfRecord(found.export);
    },

    /**
     * sendExportViaMail: the batch's latest file export (never an export to a company list or to
     * target 2) is delivered by mail; when it has finished already, the mail goes out now (not
     * awaited: the answer does not wait for the mail server).
     */
    async sendViaMail(user: UserRecord, batchId: string): Promise<ExportStatus> {
      const batch = await findImportBatch(db, user.id, batchId);
      if (!batch) throw new HttpError(404, 'not_found');
      if (!user.email) throw new HttpError(400, 'mail_no_address');
      const latest = await latestExportOfBatch(db, batch.id);
      if (!latest || latest.status === 'failed') throw new HttpError(400, 'no_export_to_mail');
      if (latest.file_deleted_at !== null) throw new HttpError(400, 'file_expired');
      await requestMailDelivery(db, latest.id, isoAt(clock()));
      const record = (await findExport(db, latest.id))!;
      if (record.status === 'finished') track(deliverExportMail(record.id));
      // The answer to the press says the mail is on its way, also when the file was ready already.
      return { ...exportStatusOf(record), pressedSendMail: true, showMailNotice: true };
    },

    deliverExportMail,
    deliverPendingMails,
    sweepExpiredFiles,

    /** The sweeps of a running server: retention at start and every RETENTION_SWEEP_MINUTES, mails every 15 s. */
    startSweeps(): void {
      every(options.retentionSweepMinutes * 60_000, 'retention sweep', sweepExpiredFiles);
      every(MAIL_SWEEP_MS, 'mail sweep', deliverPendingMails);
    },

    /** Resolves when every mail and sweep started so far has settled (tests, shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Stops the sweeps, waits for what runs, closes the mail transport. */
    async close(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      options.mailer.close();
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
