import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  countMatchTypes,
  isImportFinished,
  isRemainingTimeShown,
  progressPercent,
  remainingSeconds,
  type StatusCounts,
} from '@datacare/api-client';
import {
  DesktopNotificationButton,
  DistributionChartDialog,
  EditableTag,
  MatchProgressRing,
  MatchTypePie,
  RemainingTimeCard,
  ReviewButton,
  StatusInfoCards,
  ThresholdSlider,
} from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import {
  saveTag,
  saveThreshold,
  useImportName,
  useImportStatus,
  useResultPriorities,
  useThresholds,
} from './api/status.ts';
import { useBatchId } from './ImportWizard.tsx';
import { useDesktopNotification } from './useDesktopNotification.ts';
import { useImportWizard } from './wizard/ImportWizardContext.tsx';
import { stepHref } from './wizard/steps.ts';

const NO_COUNTS: StatusCounts = { exactMatches: 0, manualMatches: 0, noMatches: 0, notStarted: 0 };

/**
 * Step 2 (/import/status?id=…): progress ring, pie of match types, threshold slider with live
 * counts and the distribution chart, remaining time, info cards, the desktop notification and the
 * way to the review (spec 2 Status page, 4 Import progress and Restoring a step).
 */
export function StatusStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const batchId = useBatchId();
  const name = useImportName(batchId);
  const thresholds = useThresholds(batchId);
  const status = useImportStatus(batchId);
  const finished = status.data ? isImportFinished(status.data) : false;
  const priorities = useResultPriorities(batchId, finished && !status.data?.resultPriorities);
  const allPriorities = status.data?.resultPriorities ?? priorities.data?.resultPriorities ?? null;

  // The slider moves locally; the counts follow it live from the priorities, the value is saved on release.
  const [threshold, setThreshold] = useState<number | null>(null);
  const savedThreshold = thresholds.data?.exactMatchThreshold ?? null;
  const shownThreshold = threshold ?? savedThreshold ?? 0.7;
  const [chartOpen, setChartOpen] = useState(false);

  const counts: StatusCounts = useMemo(() => {
    if (!status.data) return NO_COUNTS;
    if (allPriorities && threshold !== null) {
      return countMatchTypes(allPriorities, threshold, status.data.notStarted);
    }
    return status.data.statusCounts;
  }, [status.data, allPriorities, threshold]);

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
  const desktop = useDesktopNotification({
    finished,
    title: t('import.status.notificationTitle'),
    body: t('import.status.notificationBody', { name: name.data?.tag ?? name.data?.fileName ?? '' }),
    onDenied,
  });

  const { reviewChanged } = useImportWizard();
  const commitThreshold = async (value: number) => {
    if (!batchId) return;
    try {
      const saved = await saveThreshold(batchId, value);
      reviewChanged(batchId);
      await thresholds.mutate(saved, { revalidate: false });
      await status.mutate();
      setThreshold(null);
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

  const data = status.data;
  const percent = data ? (finished ? 100 : progressPercent(data.finished, data.total)) : null;
  const rate = data?.rowsPerSecond ?? 0;
  const estimate = data ? remainingSeconds(data.finished, data.total, rate) : null;

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <MatchProgressRing percent={percent} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('import.status.title')}
            </Typography>
            {name.data && <EditableTag tag={name.data.tag} onSave={(tag) => void onSaveTag(tag)} />}
            <Typography sx={{ mt: 1, mb: finished ? 0 : 2 }} role="status">
              {finished ? t('import.status.finished') : t('import.status.running')}
            </Typography>
            {!finished && (
              <DesktopNotificationButton
                permission={desktop.permission}
                requesting={desktop.requesting}
                onRequest={() => void desktop.request()}
              />
            )}
          </Box>
          {!finished && (
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
          </Paper>
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ReviewButton
          finished={finished}
          manualCount={counts.manualMatches}
          exactCount={counts.exactMatches}
          noMatchCount={counts.noMatches}
          onClick={() => void navigate(stepHref('review', batchId))}
        />
      </Stack>
      <DistributionChartDialog
        open={chartOpen}
        onClose={() => setChartOpen(false)}
        probabilities={(allPriorities ?? []).map((p) => p.probability)}
        threshold={shownThreshold}
        loading={!allPriorities}
      />
    </Stack>
  );
}
