import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../scripts/vitest/msw-server.ts';
import { exportHandlers } from '../../testing/export-handlers.ts';
import { sessionHandlers } from '../../testing/handlers.ts';
import { BATCH_ID, importHandlers, reviewHandlers } from '../../testing/import-handlers.ts';
import { reportHandlers, type ReportHandlerOptions } from '../../testing/report-handlers.ts';
import { renderApp } from '../../testing/render.tsx';

const REPORT_PATH = `/import/qualityreport?id=${BATCH_ID}`;
const EXPORT_MODE_PATH = `/qualityreport?id=${BATCH_ID}&isExportMode=true&lang=en`;
/** Long enough for a few one-second polls and the lazy pages on a busy machine. */
const SLOW = { timeout: 10_000 };

/**
 * The calls the export-mode page may make: the render session's operations (server/src/auth/
 * sessions.ts RENDER_SESSION_OPERATIONS), as paths.
 */
const RENDER_SESSION_PATHS = new Set([
  'auth/getUser',
  'quota/getUserQuotaInfo',
  'import/getImportName',
  'import/getStatus',
  'import/getThresholds',
  'import/getResultPriorities',
  'import/getStatistics',
  'import/getResults',
  'emailcheck/getStatus',
  'emailcheck/getResults',
  'websitecheck/getStatus',
  'websitecheck/getResults',
]);

function renderReport(options: ReportHandlerOptions = {}, path = REPORT_PATH) {
  const calls: string[] = [];
  server.use(
    ...reportHandlers({ ...options, calls }),
    ...exportHandlers(),
    ...sessionHandlers(),
    ...reviewHandlers(),
    ...importHandlers({ initialFinished: 1234 }),
  );
  return { calls, ...renderApp(path) };
}

const reportHeading = () => screen.findByRole('heading', { level: 1, name: 'Datenqualitätsbericht' }, SLOW);
const count = (calls: string[], call: string) => calls.filter((made) => made === call).length;

afterEach(() => {
  delete document.body.dataset.reportReady;
  delete document.body.dataset.reportError;
});

describe('QualityReportStep', () => {
  it('asks for the statistics again while they are counted, then shows the report', async () => {
    const { calls } = renderReport({ statisticsPolls: 2 });
    expect(
      await screen.findByRole('progressbar', { name: 'Auswertung wird berechnet' }, SLOW),
    ).toBeInTheDocument();
    await reportHeading();
    expect(count(calls, 'import/getStatistics')).toBe(3);
    expect(document.title).toBe('Qualitätsbericht – Import – Datacare');
  });

  it('asks the server again whenever it opens, so a review decision in between is never shown stale', async () => {
    const { calls, user } = renderReport();
    await reportHeading();
    expect(count(calls, 'import/getStatistics')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Zum Export' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Export' }, SLOW)).toBeInTheDocument();
    // The report's statistics loaded: its step is a link now, and opening it asks again.
    await user.click(screen.getByRole('link', { name: /Qualitätsbericht/ }));
    await reportHeading();
    await waitFor(() => expect(count(calls, 'import/getStatistics')).toBe(2));
  });

  it('leads to the status step when matching has not finished', async () => {
    renderReport({ statisticsOutcome: 'matchingNotFinished' });
    expect(
      await screen.findByText('Der Abgleich ist noch nicht abgeschlossen', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Status' })).toHaveAttribute(
      'href',
      `/import/status?id=${BATCH_ID}`,
    );
  });

  it('offers to start a check only once its status is known, and follows a running check to its results', async () => {
    const { calls } = renderReport({ email: { initial: 'processing', polls: 1 } });
    await reportHeading();
    const card = screen.getByRole('region', { name: 'E-Mail-Prüfung' });
    expect(within(card).queryByRole('button', { name: 'Prüfung starten' })).not.toBeInTheDocument();
    expect(await within(card).findByText('Nicht erreichbar', {}, SLOW)).toBeInTheDocument();
    expect(count(calls, 'emailcheck/getResults')).toBe(1);
    expect(count(calls, 'emailcheck/start')).toBe(0);
  });
});

describe('QualityReportExportPage (export mode)', () => {
  it('shows only the printable report in the language of lang, and says when it is drawn', async () => {
    const { calls } = renderReport(
      { email: { initial: 'processing' }, website: { initial: 'finished' } },
      EXPORT_MODE_PATH,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data quality report' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.body.dataset.reportReady).toBe('true'), SLOW);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(document.title).toBe('Quality report – Datacare');
    // A running check is read once, never polled or started; nothing outside the render session.
    expect(count(calls, 'emailcheck/getStatus')).toBe(1);
    expect(calls.filter((call) => !RENDER_SESSION_PATHS.has(call))).toEqual([]);
  });

  it('marks the body with the reason when the report cannot be shown', async () => {
    renderReport({ statisticsOutcome: 'failed' }, EXPORT_MODE_PATH);
    await waitFor(() => expect(document.body.dataset.reportError).toBe('statistics_failed'), SLOW);
    expect(document.body.dataset.reportReady).toBeUndefined();
  });
});
