import { useCallback, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useUser } from '../auth/api/get-user.ts';
import { isBatchNotFound, useImportName } from '../import/api/status.ts';
import { qualityReportKey } from '../import/api/keys.ts';
import { useBatchId } from '../import/ImportWizard.tsx';
import { ImportNotFoundPage } from '../import/ImportNotFoundPage.tsx';
import { stepHref } from '../import/wizard/steps.ts';
import { fetchStatistics, isMatchingNotFinished, useStatistics } from './api/get-statistics.ts';
import { useQualityReportPdf } from './api/export-quality-report.ts';
import { QualityReport } from './QualityReport.tsx';

/** A page of the step that is not the report: a heading and what the user can do. */
function StepMessage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('report.title')}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Step 4 (/import/qualityreport?id=…): the quality report of the import (spec 2 Quality report page,
 * 4 Report summary; issue 14). The statistics are counted by a job on the server: while it counts
 * the page says so and asks again every second. An unknown or another user's import shows the
 * not-found page; an import whose matching has not finished (412) leads to the status step.
 */
export function QualityReportStep() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const batchId = useBatchId();
  const statistics = useStatistics(batchId);
  const name = useImportName(batchId);
  const { data: user } = useUser();
  if (!batchId) return null;

  // Through the cache, not statistics.mutate(): the wizard frame's hook on this key has no fetcher.
  const retry = () => void mutate(qualityReportKey(batchId), fetchStatistics(batchId));

  if (isBatchNotFound(statistics.error)) return <ImportNotFoundPage />;
  if (isMatchingNotFinished(statistics.error)) {
    return (
      <StepMessage>
        <Alert severity="info">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('report.notFinished.title')}
          </Typography>
          {t('report.notFinished.text')}
        </Alert>
        <Button component={RouterLink} to={stepHref('status', batchId)} variant="contained">
          {t('report.notFinished.toStatus')}
        </Button>
      </StepMessage>
    );
  }
  if (statistics.error && !statistics.data) {
    return (
      <StepMessage>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('report.retry')}
            </Button>
          }
        >
          {t('report.loadFailed')}
        </Alert>
      </StepMessage>
    );
  }
  const answer = statistics.data;
  if (answer?.state === 'failed') {
    return (
      <StepMessage>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('report.retry')}
            </Button>
          }
        >
          {t('report.failed')}
        </Alert>
      </StepMessage>
    );
  }
  if (answer?.state === 'processing') {
    return (
      <StepMessage>
        <Box sx={{ alignSelf: 'stretch' }}>
          <LinearProgress aria-label={t('report.processingLabel')} />
        </Box>
        <Typography role="status">{t('report.processing')}</Typography>
      </StepMessage>
    );
  }
  if (!answer?.statistics || !name.data || user === undefined) {
    return <LinearProgress aria-label={t('report.loading')} />;
  }
  return (
    <QualityReport
      batchId={batchId}
      statistics={answer.statistics}
      name={name.data}
      user={user}
      actions={<ReportActions batchId={batchId} />}
    />
  );
}

/** The summary's buttons (spec 2 footer of the quality report): export PDF, show export. */
function ReportActions({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifyApiError = useNotifyApiError();
  const onError = useCallback((error: unknown) => notifyApiError(error), [notifyApiError]);
  const pdf = useQualityReportPdf(batchId, onError);
  const busy = pdf.state === 'processing';
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          loading={busy}
          loadingPosition="start"
          onClick={() => void pdf.start()}
        >
          {busy ? t('report.actions.pdfProcessing') : t('report.actions.exportPdf')}
        </Button>
        <Button
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          onClick={() => void navigate(stepHref('export', batchId))}
        >
          {t('report.actions.toExport')}
        </Button>
      </Stack>
      <Box aria-live="polite">
        {busy && <LinearProgress aria-label={t('report.actions.pdfProgress')} />}
        {pdf.state === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void pdf.start()}>
                {t('report.retry')}
              </Button>
            }
          >
            {t('report.actions.pdfFailed')}
          </Alert>
        )}
        {pdf.state === 'finished' && <Alert severity="success">{t('report.actions.pdfFinished')}</Alert>}
      </Box>
    </Stack>
  );
}
