import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  ApiError,
  countMatchTypes,
  isIgnoredPollingError,
  isImportFinished,
  isImportSettled,
  isMatchingInterrupted,
  isRemainingTimeShown,
  progressPercent,
  remainingSeconds,
  type StatusCounts,
} from '@datacare/api-client';
import {
  ConfirmDialog,
  DesktopNotificationButton,
  DistributionChartDialog,
  EditableTag,
  MatchingInterruptedAlert,
  MatchProgressRing,
  MatchTypePie,
  RemainingTimeCard,
  ReviewButton,
  StatusInfoCards,
  StickyFooter,
  ThresholdSimulation,
  ThresholdSlider,
} from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { deleteImport } from './api/delete-import.ts';
import { retryMatching } from './api/retry-matching.ts';
import {
  fetchStatus,
  importNameKey,
  saveTag,
  saveThreshold,
  statusKey,
  useImportName,
  useImportStatus,
  useResultPriorities,
  useThresholds,
} from './api/status.ts';
import { distributionRows } from './distributionRows.ts';
import { useBatchId } from './ImportWizard.tsx';
import { useDesktopNotification } from './useDesktopNotification.ts';
import { useThresholdSimulation } from './useThresholdSimulation.ts';
import { useImportWizard } from './wizard/ImportWizardContext.tsx';
import { stepHref } from './wizard/steps.ts';
import { useWizardPaths } from './wizard/WizardPathsContext.tsx';

const NO_COUNTS: StatusCounts = { exactMatches: 0, manualMatches: 0, noMatches: 0, notStarted: 0 };

/**
 * Step 2 (/import/status?id=…): progress ring, pie of match types, threshold slider with live
 * counts and the distribution chart, remaining time, info cards, the desktop notification and the
 * way to the review (spec 2 Status page, 4 Import progress and Restoring a step). A failed or
 * stopped matching stops the polling and takes the place of the progress with what happened and
 * the ways on: continue from the last checkpoint, or delete the import.
 */
export function StatusStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { mutate } = useSWRConfig();
  const batchId = useBatchId();
  const paths = useWizardPaths();
  const name = useImportName(batchId);
  const thresholds = useThresholds(batchId);
  const status = useImportStatus(batchId);
  const data = status.data;
  const interrupted = data ? isMatchingInterrupted(data) : false;
  const finished = data ? !interrupted && isImportFinished(data) : false;
  const priorities = useResultPriorities(batchId, finished && !data?.resultPriorities);
  const allPriorities = data?.resultPriorities ?? priorities.data?.resultPriorities ?? null;
  const displayName = name.data?.tag ?? name.data?.fileName ?? '';

  // The slider moves locally; the counts follow it live from the priorities, the value is saved on release.
  const [threshold, setThreshold] = useState<number | null>(null);
  const savedThreshold = thresholds.data?.exactMatchThreshold ?? null;
  const shownThreshold = threshold ?? savedThreshold ?? 0.7;
  const [chartOpen, setChartOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const counts: StatusCounts = useMemo(() => {
    if (!data) return NO_COUNTS;
    if (allPriorities && threshold !== null) {
      return countMatchTypes(allPriorities, threshold, data.notStarted);
    }
    return data.statusCounts;
  }, [data, allPriorities, threshold]);

  // The simulator follows the slider as the counts do (issue 15).
  const simulation = useThresholdSimulation(allPriorities, shownThreshold);

  const chartRows = useMemo(
    () => (chartOpen && allPriorities ? distributionRows(allPriorities, shownThreshold) : []),
    [chartOpen, allPriorities, shownThreshold],
  );

  // Errors other than the ignored 412 are notified once per kind.
  const notifiedError = useRef<unknown>(null);
  useEffect(() => {
    const error = name.error ?? thresholds.error;
    if (error && notifiedError.current !== error) {
      notifiedError.current = error;
      notifyApiError(error);
    }
  }, [name.error, thresholds.error, notifyApiError]);

  const onDenied = useCallback(
    () => notify({ severity: 'warning', persist: true, message: t('import.status.notificationDenied') }),
    [notify, t],
  );
  const failed = data?.state === 'failed';
  const desktop = useDesktopNotification({
    // A 412 means matching is about to start: the page is already watching it.
    running: data ? !isImportSettled(data) : isIgnoredPollingError(status.error),
    outcome: finished
      ? {
          title: t('import.status.notificationTitle'),
          body: t('import.status.notificationBody', { name: displayName }),
        }
      : failed
        ? {
            title: t('import.status.notificationFailedTitle'),
            body: t('import.status.notificationFailedBody', { name: displayName }),
          }
        : null,
    onDenied,
  });

  const { reviewChanged } = useImportWizard();
  const commitThreshold = async (value: number) => {
    if (!batchId) return;
    try {
      const saved = await saveThreshold(batchId, value);
      reviewChanged(batchId);
      await thresholds.mutate(saved, { revalidate: false });
      await status.mutate(fetchStatus(batchId), { revalidate: false });
      // A value the slider moved on to since this save started stays (keys pressed quickly).
      setThreshold((current) => (current === value ? null : current));
    } catch (error) {
      notifyApiError(error);
    }
  };

  const onSaveTag = async (tag: string) => {
    if (!batchId) return;
    try {
      const saved = await saveTag(batchId, tag);
      await name.mutate(saved, { revalidate: false });
    } catch (error) {
      notifyApiError(error);
    }
  };

  const onRetry = async () => {
    if (!batchId) return;
    setRetrying(true);
    try {
      await retryMatching(batchId).catch((error: unknown) => {
        // A 409 means another tab continued it already: the fresh status below shows that.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      });
      // New data restarts the polling (see useImportStatus).
      await status.mutate(fetchStatus(batchId), { revalidate: false });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setRetrying(false);
    }
  };

  const onDelete = async () => {
    if (!batchId) return;
    setDeleting(true);
    try {
      await deleteImport(batchId);
      setConfirmDelete(false);
      notify({ severity: 'success', message: t('import.status.deleted', { name: displayName }) });
      await navigate(paths.href('upload', null));
      // Going back to this address must find the import gone, not its cached name and status.
      for (const key of [importNameKey(batchId), statusKey(batchId)]) {
        void mutate(key, undefined, { revalidate: false });
      }
    } catch (error) {
      setDeleting(false);
      notifyApiError(error);
    }
  };

  const percent = data ? (finished ? 100 : progressPercent(data.finished, data.total)) : null;
  const rate = data?.rowsPerSecond ?? 0;
  const estimate = data ? remainingSeconds(data.finished, data.total, rate) : null;
  const interruptedState = interrupted && data ? (data.state as 'failed' | 'stopped') : null;
  let statusText = t('import.status.running');
  if (finished) statusText = t('import.status.finished');
  else if (data?.state === 'stopping') statusText = t('import.status.stopping');

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <MatchProgressRing percent={percent} state={interruptedState ?? 'running'} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('import.status.title')}
            </Typography>
            {name.data && <EditableTag tag={name.data.tag} onSave={(tag) => void onSaveTag(tag)} />}
            {interruptedState && data ? (
              <MatchingInterruptedAlert
                sx={{ mt: 2 }}
                state={interruptedState}
                processed={data.finished}
                total={data.total}
                retrying={retrying}
                onRetry={() => void onRetry()}
                onDelete={() => setConfirmDelete(true)}
              />
            ) : (
              <>
                <Typography sx={{ mt: 1, mb: finished ? 0 : 2 }} role="status">
                  {statusText}
                </Typography>
                {finished && data && data.failedRows > 0 && (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {t('import.status.failedRows', { count: data.failedRows })}
                  </Alert>
                )}
                {!finished && (
                  <DesktopNotificationButton
                    permission={desktop.permission}
                    requesting={desktop.requesting}
                    onRequest={() => void desktop.request()}
                    enabled={desktop.enabled}
                    onEnabledChange={desktop.setEnabled}
                  />
                )}
              </>
            )}
          </Box>
          {!finished && !interrupted && (
            <RemainingTimeCard
              headingComponent="h2"
              seconds={isRemainingTimeShown(rate, estimate) ? estimate : null}
            />
          )}
        </Stack>
      </Paper>
      <StatusInfoCards
        total={data?.total ?? 0}
        processed={data?.finished ?? 0}
        counts={counts}
        loading={!data}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 3, height: '100%' }}>
            <MatchTypePie counts={counts} loading={!data} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 3, height: '100%' }}>
            <ThresholdSlider
              value={shownThreshold}
              onChange={setThreshold}
              onChangeCommitted={(value) => void commitThreshold(value)}
              counts={counts}
              disabled={savedThreshold === null}
              onShowDistribution={() => setChartOpen(true)}
            />
            {finished && <ThresholdSimulation {...simulation} sx={{ mt: 1.5 }} />}
          </Paper>
        </Grid>
      </Grid>
      {!interrupted && (
        // The way on stays in sight at 1280 x 800, below the charts (spec 2: the status page's footer).
        <StickyFooter
          aria-label={t('import.status.footer')}
          sx={{ justifyContent: 'flex-end', borderRadius: 1 }}
        >
          {paths.finishHref ? (
            // The connect import has no review: it finishes the list change (spec 2 Connect import).
            <Button
              variant="contained"
              size="large"
              loading={!finished}
              loadingPosition="start"
              startIcon={<DoneAllIcon />}
              disabled={!finished || !batchId}
              onClick={() => batchId && void navigate(paths.finishHref!(batchId))}
            >
              {t('connect.finish')}
            </Button>
          ) : (
            <ReviewButton
              finished={finished}
              manualCount={counts.manualMatches}
              exactCount={counts.exactMatches}
              noMatchCount={counts.noMatches}
              onClick={() => void navigate(stepHref('review', batchId))}
            />
          )}
        </StickyFooter>
      )}
      <DistributionChartDialog
        open={chartOpen}
        onClose={() => setChartOpen(false)}
        rows={chartRows}
        threshold={shownThreshold}
        loading={!allPriorities}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('import.status.deleteTitle')}
        confirmLabel={t('import.status.deleteConfirm')}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
        confirming={deleting}
        destructive
      >
        {t('import.status.deleteText', { name: displayName })}
      </ConfirmDialog>
    </Stack>
  );
}
