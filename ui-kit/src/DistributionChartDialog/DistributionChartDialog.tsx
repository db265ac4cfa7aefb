import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { DIALOG_WIDTH_WIDE } from '../utils/dialogWidths.ts';
import { matchTypeColor } from '../utils/matchTypes.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import {
  DEFAULT_HISTOGRAM_BINS,
  probabilityHistogram,
  type DistributionRow,
} from './probabilityHistogram.ts';

/** Props of `DistributionChartDialog`. */
export interface DistributionChartDialogProps {
  /** Shown or not; the status page's "Verteilung anzeigen" button opens it. */
  open: boolean;
  /** Closes the dialog (button, Escape, click beside it). */
  onClose: () => void;
  /**
   * Every processed row with its match type and match probability, both decided by the app with
   * api-client's match-type rule (`matchTypeOf`), so the dialog's counts are the page's counts.
   * No-match rows and rows without a match probability are counted in the legend, not drawn.
   */
  rows: readonly DistributionRow[];
  /** The exact-match threshold, 0–1: drawn as a line between the orange and the green band. */
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
  /**
   * The dialog's title.
   * @default t('kit:distributionChart.title') – "Verteilung der Trefferwahrscheinlichkeiten"
   */
  title?: string;
}

/** The two bands behind the bars: orange from 0 to the threshold, green from there to 100 %. */
function ThresholdBands({ threshold, belowColor, aboveColor }: ThresholdBandsProps) {
  const { top, height, left, width } = useDrawingArea();
  const scale = useXScale<'linear'>('probability');
  const at = Math.min(left + width, Math.max(left, scale(threshold)));
  return (
    <g>
      <rect x={left} y={top} width={at - left} height={height} fill={belowColor} />
      <rect x={at} y={top} width={left + width - at} height={height} fill={aboveColor} />
    </g>
  );
}

interface ThresholdBandsProps {
  threshold: number;
  belowColor: string;
  aboveColor: string;
}

/**
 * The probability distribution behind the threshold slider (spec 2 Status page): a histogram of the
 * rows' match probabilities on an x axis from 0 to 100 %, an orange band up to the threshold
 * (manual review) and a green band above it (exact), the bars in the same colours, the threshold as
 * a line. No-match rows have no match probability: they stay out of the bars and the legend names
 * their count, so the three counts below the chart are the page's. The legend is what screen
 * readers read. 850 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <DistributionChartDialog
 *   open={chartOpen}
 *   onClose={() => setChartOpen(false)}
 *   rows={distributionRows(priorities, threshold)}
 *   threshold={threshold}
 *   loading={!priorities}
 * />
 * ```
 *
 * The app's `distributionRows` gives each row its match type (api-client `matchTypeOf` at `threshold`)
 * and its probability (null for no-match rows). Texts come from `kit:distributionChart.*`; `title`
 * overrides the title.
 *
 * ## Do
 *
 * - Decide each row's match type with api-client's `matchTypeOf` at the threshold shown, so the dialog's
 *   counts are the status page's.
 * - Pass the threshold the slider shows now (0 to 1), also while it is being moved.
 * - Pass `loading` until every probability is loaded.
 *
 * ## Don't
 *
 * - Don't drop the no-match rows or rows without a probability: the legend counts them.
 * - Don't recolour the bands: orange (manual review) and green (exact) mean what they mean on the page.
 * - Don't make it narrower than 850 px or show it inline: it is a dialog of the status page (spec 9).
 */
export function DistributionChartDialog({
  open,
  onClose,
  rows,
  threshold,
  binCount = DEFAULT_HISTOGRAM_BINS,
  loading = false,
  chartHeight = 320,
  title,
}: DistributionChartDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const histogram = useMemo(() => probabilityHistogram(rows, binCount), [rows, binCount]);
  const percent = (fraction: number) => format(fraction, { style: 'percent', maximumFractionDigits: 0 });
  const { bins, counts, notDrawn } = histogram;
  const labelEvery = Math.max(1, Math.round(bins.length / 10));
  const manualColor = matchTypeColor(theme, 'manual');
  const exactColor = matchTypeColor(theme, 'exact');
  const noMatchColor = matchTypeColor(theme, 'noMatch');
  const manualLabel = t('distributionChart.below');
  const exactLabel = t('distributionChart.above');
  const notDrawnTotal = notDrawn.exact + notDrawn.manual + notDrawn.noMatch;

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
  } else if (rows.length === 0) {
    body = <Typography sx={{ color: 'text.secondary', py: 4 }}>{t('distributionChart.empty')}</Typography>;
  } else {
    const legend = [
      {
        key: 'manual',
        label: manualLabel,
        color: manualColor,
        count: counts.manual,
        hidden: notDrawn.manual,
      },
      { key: 'exact', label: exactLabel, color: exactColor, count: counts.exact, hidden: notDrawn.exact },
    ];
    body = (
      <>
        <Box aria-hidden="true">
          <ChartsContainer
            height={chartHeight}
            skipAnimation
            // The legend below carries the numbers for keyboard and screen-reader users.
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
              // Invisible 0–1 axis: the bands and the threshold line sit at the exact value.
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
                type: 'bar',
                id: 'manual',
                stack: 'rows',
                label: manualLabel,
                color: manualColor,
                data: bins.map((bin) => bin.manual),
                valueFormatter: (value) => (value ? format(value) : null),
              },
              {
                type: 'bar',
                id: 'exact',
                stack: 'rows',
                label: exactLabel,
                color: exactColor,
                data: bins.map((bin) => bin.exact),
                valueFormatter: (value) => (value ? format(value) : null),
              },
            ]}
          >
            <ThresholdBands
              threshold={threshold}
              belowColor={alpha(manualColor, 0.12)}
              aboveColor={alpha(exactColor, 0.12)}
            />
            <BarPlot />
            <ChartsAxis />
            <ChartsAxisHighlight x="band" />
            <ChartsReferenceLine
              axisId="probability"
              x={threshold}
              label={t('distributionChart.threshold', { value: percent(threshold) })}
              labelAlign="start"
              lineStyle={{ stroke: theme.palette.text.primary, strokeDasharray: '6 4', strokeWidth: 2 }}
              labelStyle={{ fill: theme.palette.text.primary, fontSize: 12, fontWeight: 600 }}
            />
            <ChartsTooltip trigger="axis" />
          </ChartsContainer>
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
        >
          {legend.map((entry) => (
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
                {entry.hidden > 0 && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {` (${t('distributionChart.partNotDrawn', { value: format(entry.hidden) })})`}
                  </Box>
                )}
              </Typography>
            </Box>
          ))}
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden="true"
              sx={{ width: 12, height: 12, borderRadius: 0.5, border: 2, borderColor: noMatchColor }}
            />
            <Typography component="span">
              {t('distributionChart.noMatch')}{' '}
              <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {format(counts.noMatch)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {` (${t('distributionChart.notDrawn')})`}
              </Box>
            </Typography>
          </Box>
          <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {t('distributionChart.threshold', { value: percent(threshold) })}
            </Typography>
          </Box>
        </Box>
        {notDrawnTotal > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('distributionChart.notDrawnNote')}
          </Typography>
        )}
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
