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
import { useReportFormat } from '../utils/reportFormat.ts';
import { reportToneColor, type ReportTone } from '../utils/reportTones.ts';
import { useElementWidth } from '../utils/useElementWidth.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/**
 * One bucket of a distribution next to the comparison data: api-client's `BucketShare` (from
 * `bucketShares`) plus the label the page shows for it.
 */
export interface ComparisonBucket {
  key: string;
  label: string;
  /** Rows of the customer's file in the bucket. */
  count: number;
  /** The customer's share, 0 to 1. */
  share: number;
  /** The comparison data's share, 0 to 1. */
  comparison: number;
}

/** Texts of `ComparisonChart` (kit catalogue `comparisonChart.*`). */
export type ComparisonChartText = 'label' | 'customer' | 'comparison' | 'bucket' | 'count' | 'empty';

/** Props of `ComparisonChart`. */
export interface ComparisonChartProps {
  /** The buckets in the report's order. */
  buckets: readonly ComparisonBucket[];
  /**
   * Accessible name and caption of the figure, e.g. "Unternehmensgröße (Mitarbeiter)".
   * @default t('kit:comparisonChart.label') – "Vergleich mit den Vergleichsdaten"
   */
  label?: string;
  /**
   * Fixed width of the chart in px (export mode); otherwise it follows its container.
   * @default undefined
   */
  width?: number;
  /**
   * Height of the chart in px.
   * @default 280
   */
  height?: number;
  /**
   * Shows the table of the numbers under the chart; otherwise it is there for screen readers only.
   * @default false
   */
  showTable?: boolean;
  /**
   * Colour of the customer's bars.
   * @default 'primary'
   */
  customerTone?: ReportTone;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ComparisonChartText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The customer's share per bucket next to the comparison data's (spec 2 Data analysis, spec 9
 * comparison shares): grouped bars with percentages on the axis, and a table of the same numbers
 * (visually hidden unless `showTable`) that screen readers read instead of the drawing. The chart is
 * drawn once its width is known (or `width` is given); until then only the table is there.
 *
 * ## Usage
 *
 * ```tsx
 * <ComparisonChart
 *   label={t('report.analysis.size')}
 *   buckets={charts.size}
 *   width={width}
 * />
 * ```
 *
 * `charts.size` holds api-client's `bucketShares(...)`, each bucket with its label. Texts come from
 * `kit:comparisonChart.*`; `label` and `texts` override them.
 *
 * ## Do
 *
 * - Compute the shares with api-client's `bucketShares` and pass the buckets in the report's order, each with
 *   the label the page shows.
 * - Give every chart its own `label`: it names the figure for screen readers and is its caption.
 * - Pass a fixed `width` in the printable report (export mode); on screen the chart follows its container.
 *
 * ## Don't
 *
 * - Don't compute shares inside the component or pass percentages as 0 to 100: shares are 0 to 1.
 * - Don't hide the table for screen readers: it is what they read instead of the drawing (`showTable` only
 *   makes it visible).
 * - Don't choose bar colours by hex value: `customerTone` takes a report tone.
 */
export function ComparisonChart({
  buckets,
  label,
  width,
  height = 280,
  showTable = false,
  customerTone = 'primary',
  texts,
  sx,
}: ComparisonChartProps) {
  const text = useKitTexts<ComparisonChartText>('comparisonChart', texts);
  const format = useReportFormat();
  const theme = useTheme();
  const labelId = useId();
  const [measureRef, measured] = useElementWidth();
  const chartWidth = width ?? measured;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const customerLabel = text('customer');
  const comparisonLabel = text('comparison');
  const customerColor = reportToneColor(theme, customerTone);
  const comparisonColor = reportToneColor(theme, 'neutral');

  return (
    <Box
      component="figure"
      aria-labelledby={labelId}
      sx={[{ m: 0, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, width }, ...extraSx]}
    >
      <Box component="figcaption" id={labelId} sx={{ typography: 'subtitle2' }}>
        {label ?? text('label')}
      </Box>
      {total === 0 && <Typography sx={{ color: 'text.secondary' }}>{text('empty')}</Typography>}
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, typography: 'body2' }}
      >
        {[
          { key: 'customer', name: customerLabel, color: customerColor },
          { key: 'comparison', name: comparisonLabel, color: comparisonColor },
        ].map((entry) => (
          <Box key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: entry.color }} />
            {entry.name}
          </Box>
        ))}
      </Box>
      <Box ref={measureRef} aria-hidden="true" sx={{ width: '100%', height, minWidth: 0 }}>
        {chartWidth > 0 && (
          <BarChart
            width={chartWidth}
            height={height}
            skipAnimation
            hideLegend
            disableKeyboardNavigation
            margin={{ top: 16, right: 8, bottom: 0, left: 0 }}
            xAxis={[
              {
                scaleType: 'band',
                data: buckets.map((bucket) => bucket.label),
                categoryGapRatio: 0.3,
                barGapRatio: 0.1,
              },
            ]}
            yAxis={[
              {
                min: 0,
                max: Math.min(1, Math.max(0.1, ...buckets.flatMap((b) => [b.share, b.comparison])) * 1.1),
                valueFormatter: (value: number) => format.chartPercent(value),
                width: 48,
              },
            ]}
            series={[
              {
                id: 'customer',
                label: customerLabel,
                color: customerColor,
                data: buckets.map((bucket) => bucket.share),
                valueFormatter: (value) => format.chartPercent(value ?? 0),
              },
              {
                id: 'comparison',
                label: comparisonLabel,
                color: comparisonColor,
                data: buckets.map((bucket) => bucket.comparison),
                valueFormatter: (value) => format.chartPercent(value ?? 0),
              },
            ]}
          />
        )}
      </Box>
      <Table size="small" sx={showTable ? undefined : visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {text('bucket')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {text('count')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {customerLabel}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {comparisonLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {buckets.map((bucket) => (
            <TableRow key={bucket.key}>
              <TableCell component="th" scope="row">
                {bucket.label}
              </TableCell>
              <TableCell align="right">{format.count(bucket.count)}</TableCell>
              <TableCell align="right">{format.percent(bucket.share)}</TableCell>
              <TableCell align="right">{format.percent(bucket.comparison)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
