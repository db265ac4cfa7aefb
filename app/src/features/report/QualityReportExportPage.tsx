import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REPORT_SECTION_CLASS, REPORT_SUBSECTION_CLASS } from '@datacare/ui-kit';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useUser } from '../auth/api/get-user.ts';
import { isBatchNotFound, useImportName } from '../import/api/status.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import type { CheckKind, CheckPhase } from './api/checks.ts';
import { isMatchingNotFinished, useStatistics } from './api/get-statistics.ts';
import { EXPORT_REPORT_WIDTH, QualityReport } from './QualityReport.tsx';

/**
 * Why the printable report cannot be shown (`document.body.dataset.reportError`), for the PDF
 * renderer: it stops waiting and reports the batch's PDF as failed.
 */
export type ReportErrorCode =
  'missing_id' | 'not_found' | 'matching_not_finished' | 'statistics_failed' | 'load_failed';

/**
 * Print layout of the PDF (spec 2, 9: export mode): A4 with margins, each report section on a new
 * page (the cover is the first), no chart or table split over two pages, colours printed as shown.
 * Chromium prints page numbers in its footer, so the page draws none.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm 12mm 16mm' },
      'html, body': { background: '#fff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      [`.${REPORT_SECTION_CLASS} ~ .${REPORT_SECTION_CLASS}`]: { breakBefore: 'page' },
      [`.${REPORT_SUBSECTION_CLASS}, figure, table, tr`]: { breakInside: 'avoid' },
    }}
  />
);

/** Sets the body's marker for the PDF renderer while the page shows, and removes it when it goes. */
function useBodyMarker(name: 'reportReady' | 'reportError', value: string | null) {
  useEffect(() => {
    if (value === null) return;
    document.body.dataset[name] = value;
    return () => {
      delete document.body.dataset[name];
    };
  }, [name, value]);
}

/** After the browser has laid out and painted what React committed. */
function afterPaint(callback: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/**
 * The export mode's page (/qualityreport?id=…&isExportMode=true&lang=…, spec 1 and 2 Export mode):
 * only the printable report, no shell, no buttons, charts at a fixed width, in the language of
 * `lang`. The checks are read as they are, never started or polled. The page calls only what the
 * render session allows (authGetUser, importGetImportName, importGetStatistics and the checks'
 * getStatus and getResults). When everything is drawn it sets `data-report-ready` on the body; when
 * it cannot show the report, `data-report-error` with a {@link ReportErrorCode} (docs/quality-report.md).
 */
export function QualityReportExportPage() {
  const { t } = useTranslation();
  usePageTitle('titles.qualityreport');
  const batchId = useBatchId();
  const statistics = useStatistics(batchId);
  const name = useImportName(batchId);
  const { data: user } = useUser();
  const [phases, setPhases] = useState<Partial<Record<CheckKind, CheckPhase>>>({});
  const onCheckPhase = useCallback(
    (kind: CheckKind, phase: CheckPhase) =>
      setPhases((known) => (known[kind] === phase ? known : { ...known, [kind]: phase })),
    [],
  );

  const answer = statistics.data;
  let error: ReportErrorCode | null = null;
  if (!batchId) error = 'missing_id';
  else if (isBatchNotFound(statistics.error) || isBatchNotFound(name.error)) error = 'not_found';
  else if (isMatchingNotFinished(statistics.error)) error = 'matching_not_finished';
  else if (answer?.state === 'failed') error = 'statistics_failed';
  else if (statistics.error || name.error || phases.email === 'error' || phases.website === 'error') {
    error = 'load_failed';
  }

  const shown = Boolean(answer?.statistics && name.data && user !== undefined);
  const settled = (phase: CheckPhase | undefined) =>
    phase !== undefined && phase !== 'loading' && phase !== 'starting';
  const complete = shown && error === null && settled(phases.email) && settled(phases.website);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!complete) return;
    return afterPaint(() => setDrawn(true));
  }, [complete]);

  useBodyMarker('reportReady', complete && drawn ? 'true' : null);
  useBodyMarker('reportError', error);

  return (
    <Box sx={{ width: EXPORT_REPORT_WIDTH, mx: 'auto', bgcolor: 'background.paper', color: 'text.primary' }}>
      {printStyles}
      {error ? (
        <Box component="section" sx={{ py: 4 }}>
          <Typography variant="h5" component="h1">
            {t('report.title')}
          </Typography>
          <Typography role="alert" sx={{ mt: 2 }}>
            {t(`report.exportErrors.${error}`)}
          </Typography>
        </Box>
      ) : shown && batchId && answer?.statistics && name.data ? (
        <QualityReport
          batchId={batchId}
          statistics={answer.statistics}
          name={name.data}
          user={user}
          exportMode
          onCheckPhase={onCheckPhase}
        />
      ) : (
        <Typography role="status" sx={{ py: 4 }}>
          {answer?.state === 'processing' ? t('report.processing') : t('report.loading')}
        </Typography>
      )}
    </Box>
  );
}
