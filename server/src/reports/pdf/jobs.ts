/**
 * The 'report_pdf' kind (docs/adr/008-jobs.md, docs/adr/011-report-pdf.md): renders a batch's
 * quality report in export mode with headless Chromium, signed in by a render session, and keeps
 * the PDF in DATA_DIR/reports. The browser is a process of its own: the request thread only
 * claims, awaits the render and records the outcome.
 */
import { createRenderSession, deleteRenderSessions, deleteSessionById, RENDER_SECRET_COOKIE, SESSION_COOKIE } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { JobContext, JobKind } from '../../jobs/job-kind.ts';
import { queuedJobIds } from '../../jobs/records.ts';
import { message } from '../../http/messages.ts';
import { fileStoreOf, type FileStore } from '../../storage/file-store.ts';
import { isoAt, type Clock } from '../../system/clock.ts';
import {
  removeBatchReportFiles,
  removeReportFile,
  removeUnkeptReportFiles,
  reportFileName,
  writeReportFile,
} from './files.ts';
import type { ReportRenderer } from './renderer.ts';
import {
  claimNextReportPdf,
  findReportPdf,
  keptReportFiles,
  requeueRunningReportPdfs,
  settleReportPdf,
  type ReportPdfRecord,
} from './storage.ts';

/** The page may take this long to say it is ready (then as long again to print). */
export const RENDER_TIMEOUT_MS = 60_000;
/** A render session outlives the longest render a little, and is deleted when the render ends. */
export const RENDER_SESSION_TTL_MS = 2 * RENDER_TIMEOUT_MS + 60_000;
/** How often a running render looks whether the server is shutting down. */
const CLOSING_POLL_MS = 200;

export interface ReportPdfJobOptions {
  db: Db;
  dataDir: string;
  /** Where the PDFs are kept (FILE_STORE); default: the folder store of `dataDir`. */
  files?: FileStore;
  clock: Clock;
  renderer: ReportRenderer;
  /** The server's own address for the browser (reports/pdf/self-url.ts); undefined while not listening. */
  selfUrl: () => string | undefined;
  renderTimeoutMs?: number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The export-mode page of the report (spec 2 Export mode). */
export function exportModeUrl(base: string, batchId: string, language: string): string {
  return `${base}/qualityreport?${new URLSearchParams({ id: batchId, isExportMode: 'true', lang: language })}`;
}

/** Aborts when the queue starts closing, so shutdown does not wait for a render of a minute. */
function abortOnClosing(context: JobContext): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const timer = setInterval(() => {
    if (context.closing) controller.abort();
  }, CLOSING_POLL_MS);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

export function reportPdfJobKind(options: ReportPdfJobOptions): JobKind<ReportPdfRecord> {
  const { db } = options;
  const files = fileStoreOf(options.files ?? options.dataDir);
  const now = () => isoAt(options.clock());
  const timeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;

  async function render(job: ReportPdfRecord, context: JobContext): Promise<void> {
    const batch = await db
      .selectFrom('import_batches')
      .select(['id', 'user_id'])
      .where('id', '=', job.batch_id)
      .executeTakeFirst();
    // Deleted meanwhile: its record went with it.
    if (!batch) return;
    const base = options.selfUrl();
    if (!base) throw new Error('the server does not listen yet: the report page cannot be opened');
    const session = await createRenderSession(db, {
      userId: batch.user_id,
      batchId: batch.id,
      now: options.clock(),
      ttlMs: RENDER_SESSION_TTL_MS,
    });
    const abort = abortOnClosing(context);
    let bytes: Uint8Array;
    try {
      bytes = await options.renderer.render({
        url: exportModeUrl(base, batch.id, job.language),
        cookies: [
          { name: SESSION_COOKIE, value: session.id },
          { name: RENDER_SECRET_COOKIE, value: session.secret },
        ],
        // Single-pass replacement keeps the placeholders for the renderer's footer.
        pageLabel: message(job.language, 'report_pdf_page', { page: '{{page}}', pages: '{{pages}}' }),
        timeoutMs,
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) {
        // Shutting down: rendered again after the next start, not a failure to show the user.
        await requeueRunningReportPdfs(db);
        return;
      }
      throw error;
    } finally {
      abort.stop();
      await deleteSessionById(db, session.id);
    }
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
      throw new Error('the renderer returned something that is not a PDF');
    }
    const storedFile = reportFileName(batch.id, job.state_key);
    await writeReportFile(files, storedFile, bytes);
    if (await settleReportPdf(db, job, { storedFile }, now())) {
      await removeBatchReportFiles(files, batch.id, storedFile);
    } else {
      // The batch was deleted while its report rendered.
      await removeReportFile(files, storedFile);
    }
  }

  return {
    name: 'report_pdf',
    concurrency: 1,
    claim: (batchId) => claimNextReportPdf(db, now(), batchId),
    idOf: (job) => job.batch_id,
    state: async (batchId) => (await findReportPdf(db, batchId))?.status,
    run: render,
    fail: async (job, error) => {
      await settleReportPdf(db, job, { error: errorText(error) }, now());
    },
    recover: async (recovery) => {
      // In a cluster other workers render meanwhile: their sessions and files stay.
      if (recovery?.cluster) return;
      await requeueRunningReportPdfs(db);
      await deleteRenderSessions(db);
      await removeUnkeptReportFiles(files, await keptReportFiles(db));
    },
    requeue: (batchId) => requeueRunningReportPdfs(db, batchId),
    queuedIds: () => queuedJobIds(db, { table: 'report_pdfs', id: 'batch_id', orderBy: 'requested_at' }),
  };
}
