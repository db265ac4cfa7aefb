import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  EXPORT_MAIL_HINT_DELAY_MS,
  exportGetHistoryExportUrl,
  type ExportMatchesRequest,
  type ExportStatus,
} from '@datacare/api-client';
import type { ExportProgressState } from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { browser } from '../../lib/browser.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { exportInfoKey } from '../import/api/keys.ts';
import { quotaKey } from '../quota/api/get-user-quota-info.ts';
import { exportMatches } from './api/export-matches.ts';
import { fetchExportInfo } from './api/get-export-info.ts';
import { exportStatusKey, fetchExportStatus, useExportStatus } from './api/get-export-status.ts';
import { sendExportViaMail } from './api/send-export-via-mail.ts';

/** How the user wants the file: downloaded by the browser, or a link by mail. */
export type ExportDelivery = 'download' | 'mail';

/** The refusals of exportMatches the spec words itself (spec 4 Export, 8 Export). */
const REFUSAL_KEYS = new Map<string, string>([
  ['export_in_progress', 'export.errors.inProgress'],
  ['not_enough_quota', 'export.errors.notEnoughQuota'],
  ['no_quota_left', 'export.errors.noQuotaLeft'],
  ['no_companies_in_export', 'export.errors.noCompanies'],
]);

/**
 * The waits of the export flow. Page stories shorten the mail hint's 10 s (a story test would
 * otherwise wait for real); everything else reads the spec's value.
 */
export const exportTimings = { mailHintDelayMs: EXPORT_MAIL_HINT_DELAY_MS };

export interface ExportRunOptions {
  batchId: string;
  /** Called after an export finished: the quota calculation depends on what was charged. */
  onFinished?: () => void;
  /** Waiting this long without a mail request offers mail delivery. @default exportTimings.mailHintDelayMs (10 s) */
  mailHintDelayMs?: number;
}

/**
 * The export flow of spec 4 Export: start (exportMatches, then sendExportViaMail for mail delivery),
 * poll the status every second until the export is no longer queued, then download the file by
 * itself (unless mailed) and refresh the export info and the user's quota; after 10 s of waiting
 * without a mail request, offer mail delivery. An export already running when the page opens (a
 * reload, another tab) is followed the same way; one that finished or failed before is not
 * downloaded again.
 */
export function useExportRun({
  batchId,
  onFinished,
  mailHintDelayMs = exportTimings.mailHintDelayMs,
}: ExportRunOptions) {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { mutate } = useSWRConfig();
  const [starting, setStarting] = useState(false);
  const [sendingMail, setSendingMail] = useState(false);
  // The export this page follows: started here, or found queued or running.
  const [watchedId, setWatchedId] = useState<number | null>(null);
  // The export whose waiting has lasted long enough for the mail hint.
  const [hintFor, setHintFor] = useState<number | null>(null);
  const delivery = useRef<ExportDelivery>('download');
  // Exports already handed to the browser: a later answer about the same export downloads nothing.
  const delivered = useRef(new Set<number>());

  const finish = useCallback(
    (status: ExportStatus) => {
      if (status.exportId === null || delivered.current.has(status.exportId)) return;
      delivered.current.add(status.exportId);
      if (status.state === 'finished') {
        if (!status.sendDownloadLink && delivery.current === 'download') {
          browser.assign(exportGetHistoryExportUrl({ id: status.exportId }));
        }
        // What was charged changes the export info (already charged) and the quota everywhere.
        void mutate(exportInfoKey(batchId), fetchExportInfo(batchId), { revalidate: false });
        void mutate(quotaKey);
        onFinished?.();
      }
    },
    [batchId, mutate, onFinished],
  );

  const status = useExportStatus(batchId, {
    onSuccess: (answer) => {
      if (answer.exportId === null) return;
      if (answer.exportInQueue) {
        if (answer.exportId !== watchedId) setWatchedId(answer.exportId);
      } else if (answer.exportId === watchedId) {
        finish(answer);
      }
    },
  });
  const current = status.data;

  const waiting = Boolean(current?.exportInQueue && !current.sendDownloadLink);
  const waitingId = waiting ? (current?.exportId ?? null) : null;
  useEffect(() => {
    if (waitingId === null) return;
    const timer = setTimeout(() => setHintFor(waitingId), mailHintDelayMs);
    return () => clearTimeout(timer);
  }, [waitingId, mailHintDelayMs]);

  const refuse = useCallback(
    (error: unknown) => {
      const type = error instanceof ApiError ? error.errors[0]?.type : undefined;
      const key = type ? REFUSAL_KEYS.get(type) : undefined;
      if (!key) {
        notifyApiError(error);
        return;
      }
      notify({ severity: type === 'export_in_progress' ? 'warning' : 'error', message: t(key) });
      // Another export of this import runs: follow it. The quota changed under the page: recount.
      if (type === 'export_in_progress') {
        void mutate(exportStatusKey(batchId), fetchExportStatus(batchId), { revalidate: false }).then(
          (next) => {
            if (next?.exportInQueue) setWatchedId(next.exportId);
          },
        );
      } else {
        void mutate(quotaKey);
        onFinished?.();
      }
    },
    [batchId, mutate, notify, notifyApiError, onFinished, t],
  );

  /** Starts an export of `request`, delivered as chosen; refusals are told as spec 8 words them. */
  const start = useCallback(
    async (request: ExportMatchesRequest, how: ExportDelivery) => {
      setStarting(true);
      try {
        let next = await exportMatches(request);
        delivery.current = how;
        setWatchedId(next.exportId);
        if (how === 'mail') {
          try {
            next = await sendExportViaMail(batchId);
          } catch (error) {
            // The export runs anyway; it is downloaded as usual.
            delivery.current = 'download';
            notifyApiError(error);
          }
        }
        await mutate(exportStatusKey(batchId), next, { revalidate: false });
      } catch (error) {
        refuse(error);
      } finally {
        setStarting(false);
      }
    },
    [batchId, mutate, notifyApiError, refuse],
  );

  /** The mail hint's button: the running export's link is mailed instead of downloaded. */
  const sendMail = useCallback(async () => {
    setSendingMail(true);
    try {
      const next = await sendExportViaMail(batchId);
      delivery.current = 'mail';
      await mutate(exportStatusKey(batchId), next, { revalidate: false });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setSendingMail(false);
    }
  }, [batchId, mutate, notifyApiError]);

  let state: ExportProgressState = 'idle';
  if (starting) state = 'starting';
  else if (current?.exportInQueue) state = current.state === 'queued' ? 'queued' : 'running';
  else if (current?.state === 'failed') state = 'failed';
  else if (current?.state === 'finished' && current.exportId !== null && current.exportId === watchedId)
    state = 'finished';

  return {
    status: current,
    state,
    /** An export is being started, queued or written: the form and the buttons wait. */
    busy: starting || Boolean(current?.exportInQueue),
    mailRequested: Boolean(current?.sendDownloadLink),
    showMailHint: waitingId !== null && hintFor === waitingId,
    sendingMail,
    start,
    sendMail,
    downloadHref:
      current?.state === 'finished' && current.exportId !== null
        ? exportGetHistoryExportUrl({ id: current.exportId })
        : undefined,
  };
}
