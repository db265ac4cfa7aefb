import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { DIALOG_WIDTH_WIDE } from '../utils/dialogWidths.ts';
import { matchTypeColor } from '../utils/matchTypes.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { DEFAULT_HISTOGRAM_BINS, probabilityHistogram } from './probabilityHistogram.ts';

/** Props of {@link DistributionChartDialog}. */
export interface DistributionChartDialogProps {
  /** Shown or not; the status page's "Verteilung anzeigen" button opens it. */
  open: boolean;
  /** Closes the dialog (button, Escape, click beside it). */
  onClose: () => void;
  /** The best match probability of every processed row, 0–1 (the result priorities' `probability`). */
  probabilities: readonly number[];
  /** The exact-match threshold, 0–1: drawn as a line, and it splits the bars' colours. */
  threshold: number;
  /**
   * Number of bars from 0 to 100 %.
   * @default 20 – bars of 5 %
   */
  binCount?: number;
  /**
   * Shows a placeholder while the probabilities load.
   * @default false
   */
  loading?: boolean;
  /**
   * Height of the chart in px.
   * @default 320
   */
  chartHeight?: number;
  /** @default t('kit:distributionChart.title') – "Verteilung der Trefferwahrscheinlichkeiten" */
  title?: string;
}

/**
 * The probability distribution behind the threshold slider (spec 2 Status page): a histogram of the
 * rows' match probabilities from 0 to 100 %, orange up to the threshold (manual review) and green
 * above it (exact), the threshold drawn as a line, and both totals in words below the chart, which
 * is what screen readers read. 850 px wide (spec 9).
 */
export function DistributionChartDialog({
  open,
  onClose,
  probabilities,
  threshold,
  binCount = DEFAULT_HISTOGRAM_BINS,
  loading = false,
  chartHeight = 320,
  title,
}: DistributionChartDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const histogram = useMemo(
    () => probabilityHistogram(probabilities, threshold, binCount),
    [probabilities, threshold, binCount],
  );
  const percent = (fraction: number) => format(fraction, { style: 'percent', maximumFractionDigits: 0 });
  const bins = histogram.bins;
  const labelEvery = Math.max(1, Math.round(bins.length / 10));
  const belowColor = matchTypeColor(theme, 'manual');
  const aboveColor = matchTypeColor(theme, 'exact');
  const belowLabel = t('distributionChart.below');
  const aboveLabel = t('distributionChart.above');

  let body;
  if (loading) {
    body = (
      <>
        <Skeleton variant="rectangular" height={chartHeight} />
        <Box component="span" sx={visuallyHidden}>
          {t('distributionChart.loading')}
        </Box>
      </>
    );
  } else if (histogram.below + histogram.above === 0) {
    body = <Typography sx={{ color: 'text.secondary', py: 4 }}>{t('distributionChart.empty')}</Typography>;
  } else {
    body = (
      <>
        <Box aria-hidden="true">
          <BarChart
            height={chartHeight}
            hideLegend
            skipAnimation
            // The totals below carry the numbers for keyboard and screen-reader users.
            disableKeyboardNavigation
            xAxis={[
              {
                id: 'bins',
                scaleType: 'band',
                data: bins.map((_, index) => index),
                categoryGapRatio: 0.2,
                label: t('distributionChart.xAxis'),
                tickLabelInterval: (_value, index) => index % labelEvery === 0,
                valueFormatter: (index: number, context) => {
                  const bin = bins[index];
                  if (!bin) return '';
                  return context.location === 'tick'
                    ? percent(bin.from)
                    : `${percent(bin.from)} – ${percent(bin.to)}`;
                },
              },
              // Invisible 0–1 axis, so the threshold line sits at its exact value between the bars.
              { id: 'probability', scaleType: 'linear', min: 0, max: 1, position: 'none' },
            ]}
            yAxis={[
              {
                label: t('distributionChart.yAxis'),
                tickMinStep: 1,
                valueFormatter: (value: number) => format(value),
              },
            ]}
            series={[
              {
                id: 'below',
                stack: 'rows',
                label: belowLabel,
                color: belowColor,
                data: bins.map((bin) => bin.below),
                valueFormatter: (value) => (value ? format(value) : null),
              },
              {
                id: 'above',
                stack: 'rows',
                label: aboveLabel,
                color: aboveColor,
                data: bins.map((bin) => bin.above),
                valueFormatter: (value) => (value ? format(value) : null),
              },
            ]}
          >
            <ChartsReferenceLine
              axisId="probability"
              x={threshold}
              label={t('distributionChart.threshold', { value: percent(threshold) })}
              labelAlign="start"
              lineStyle={{ stroke: theme.palette.text.primary, strokeDasharray: '6 4', strokeWidth: 2 }}
              labelStyle={{ fill: theme.palette.text.primary, fontSize: 12, fontWeight: 600 }}
            />
          </BarChart>
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
        >
          {[
            { key: 'below', label: belowLabel, color: belowColor, count: histogram.below },
            { key: 'above', label: aboveLabel, color: aboveColor, count: histogram.above },
          ].map((entry) => (
            <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                aria-hidden="true"
                sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: entry.color }}
              />
              <Typography component="span">
                {entry.label}{' '}
                <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {format(entry.count)}
                </Box>
              </Typography>
            </Box>
          ))}
          <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {t('distributionChart.threshold', { value: percent(threshold) })}
            </Typography>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_WIDE, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>{title ?? t('distributionChart.title')}</DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        aria-busy={loading || undefined}
      >
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('distributionChart.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
