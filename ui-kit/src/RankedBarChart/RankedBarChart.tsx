import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useKitTexts } from '../utils/kitTexts.ts';
import { shareOf, useReportFormat } from '../utils/reportFormat.ts';
import { reportToneColor, type ReportTone } from '../utils/reportTones.ts';
import { useElementWidth } from '../utils/useElementWidth.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { rankedBars, type RankedEntry } from './rankedEntries.ts';

/** Texts of `RankedBarChart` (kit catalogue `rankedBarChart.*`). */
export type RankedBarChartText = 'label' | 'empty' | 'entry' | 'count' | 'share' | 'leftOut';

/** Props of `RankedBarChart`. */
export interface RankedBarChartProps {
  /** The values and their counts, in any order. */
  entries: readonly RankedEntry[];
  /**
   * Accessible name and caption of the figure, e.g. "Rechtsformen".
   * @default t('kit:rankedBarChart.label') – "Häufigkeit"
   */
  label?: string;
  /**
   * Most bars drawn, highest counts first (spec 9: top 10 industries).
   * @default undefined (all)
   */
  maxEntries?: number;
  /**
   * Bars counting less are drawn without a label (spec 9: e-mail prefixes and TLDs from 3).
   * @default 0
   */
  minCountForLabel?: number;
  /**
   * Labels are shortened to this many characters (spec 9: 250, 100 in export mode).
   * @default 250
   */
  labelMaxLength?: number;
  /**
   * Fixed width of the chart in px (export mode); otherwise it follows its container.
   * @default undefined
   */
  width?: number;
  /**
   * Height of one bar with its gap, in px.
   * @default 32
   */
  barHeight?: number;
  /**
   * Colour of the bars.
   * @default 'primary'
   */
  tone?: ReportTone;
  /**
   * Shows the table of the numbers under the chart; otherwise it is there for screen readers only.
   * @default false
   */
  showTable?: boolean;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<RankedBarChartText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Horizontal bars of values sorted by count (spec 2: legal forms, top 10 industries, e-mail prefixes,
 * top-level domains), with the count after each bar and the truncations of spec 9. A table of the
 * same numbers (visually hidden unless `showTable`) is what screen readers read. The chart is drawn
 * once its width is known (or `width` is given); until then only the table is there.
 *
 * ## Usage
 *
 * ```tsx
 * <ReportSection variant="subsection" title={t('report.legalForms.title')}>
 *   <RankedBarChart
 *     label={t('report.legalForms.label')}
 *     entries={statistics.legalForms.map((entry) => ({ ...entry, label: entry.key }))}
 *     width={exportMode ? width : undefined}
 *   />
 * </ReportSection>
 * ```
 *
 * `entries` are `{ key, label, count }`. Sorting, cutting and shortening are `rankedBars` (exported for
 * use outside the chart). The caption is `label`; the other texts come from `kit:rankedBarChart.*` and
 * `texts` replaces any of them.
 *
 * ## Do
 *
 * - Pass `maxEntries` for long lists (top 10 industries) and `minCountForLabel` for noisy ones (e-mail
 *   prefixes and top-level domains: 3), as spec 9 says.
 * - Give every chart its own `label`: it is the figure's caption and accessible name.
 * - Pass `width` in export mode, so the PDF does not depend on the window.
 *
 * ## Don't
 *
 * - Don't sort, cut or shorten `entries` yourself: the chart does it by the spec's rules.
 * - Don't put markup into labels: they are shown as text.
 * - Don't choose hex colours: `tone` picks a theme slot.
 */
export function RankedBarChart({
  entries,
  label,
  maxEntries,
  minCountForLabel = 0,
  labelMaxLength = 250,
  width,
  barHeight = 32,
  tone = 'primary',
  showTable = false,
  texts,
  sx,
}: RankedBarChartProps) {
  const text = useKitTexts<RankedBarChartText>('rankedBarChart', texts);
  const format = useReportFormat();
  const theme = useTheme();
  const labelId = useId();
  const [measureRef, measured] = useElementWidth();
  const chartWidth = width ?? measured;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const { bars, leftOut } = rankedBars(entries, { maxEntries, minCountForLabel, labelMaxLength });
  const total = entries.reduce((sum, entry) => sum + (entry.count > 0 ? entry.count : 0), 0);
  const height = bars.length * barHeight + 32;
  const maxCount = bars.reduce((max, bar) => Math.max(max, bar.count), 0);
  const color = reportToneColor(theme, tone);

  return (
    <Box
      component="figure"
      aria-labelledby={labelId}
      sx={[{ m: 0, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, width }, ...extraSx]}
    >
      <Box component="figcaption" id={labelId} sx={{ typography: 'subtitle2' }}>
        {label ?? text('label')}
      </Box>
      {bars.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text('empty')}</Typography>
      ) : (
        <>
          <Box ref={measureRef} aria-hidden="true" sx={{ width: '100%', height, minWidth: 0 }}>
            {chartWidth > 0 && (
              <BarChart
                width={chartWidth}
                height={height}
                layout="horizontal"
                skipAnimation
                hideLegend
                disableKeyboardNavigation
                margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
                yAxis={[
                  {
                    scaleType: 'band',
                    // Positions, not the keys from the file, are the chart's categories.
                    data: bars.map((_, index) => index),
                    valueFormatter: (index: number, context) => {
                      const bar = bars[index];
                      if (!bar) return '';
                      return context.location === 'tick' ? bar.shownLabel : bar.fullLabel;
                    },
                    width: Math.min(320, Math.round(chartWidth * 0.4)),
                    categoryGapRatio: 0.25,
                    disableTicks: true,
                  },
                ]}
                xAxis={[
                  {
                    min: 0,
                    // Room after the longest bar for its count, which would otherwise be clipped.
                    max: Math.max(1, Math.ceil(maxCount * 1.15)),
                    tickMinStep: 1,
                    tickNumber: Math.max(2, Math.floor(chartWidth / 140)),
                    valueFormatter: (value: number) => format.chartCount(value),
                  },
                ]}
                series={[
                  {
                    id: 'count',
                    color,
                    data: bars.map((bar) => bar.count),
                    valueFormatter: (value) => format.chartCount(value ?? 0),
                    barLabel: (item) => format.chartCount(item.value ?? 0),
                    barLabelPlacement: 'outside',
                  },
                ]}
              />
            )}
          </Box>
          {leftOut > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {text('leftOut', { count: leftOut, number: format.count(leftOut) })}
            </Typography>
          )}
          <Table size="small" sx={showTable ? undefined : visuallyHidden}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {text('entry')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {text('count')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {text('share')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bars.map((bar) => (
                <TableRow key={bar.key}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {bar.fullLabel}
                  </TableCell>
                  <TableCell align="right">{format.count(bar.count)}</TableCell>
                  <TableCell align="right">{format.percent(shareOf(bar.count, total))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
