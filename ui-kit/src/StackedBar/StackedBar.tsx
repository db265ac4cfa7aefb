import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useKitTexts } from '../utils/kitTexts.ts';
import { useReportFormat, shareOf } from '../utils/reportFormat.ts';
import { reportToneColor, type ReportTone } from '../utils/reportTones.ts';
import { useElementWidth } from '../utils/useElementWidth.ts';

/** One part of a `StackedBar`: a category with its count and colour. */
export interface StackedBarSegment {
  /** Stable key, passed back to `onShowExamples`. */
  key: string;
  label: string;
  count: number;
  tone: ReportTone;
  /**
   * The segment has examples to show: with `onShowExamples` its legend entry gets a button.
   * @default count > 0
   */
  hasExamples?: boolean;
}

/** Texts of `StackedBar` (kit catalogue `stackedBar.*`). */
export type StackedBarText = 'label' | 'empty' | 'showExamples' | 'showExamplesFor' | 'total';

/** Props of `StackedBar`. */
export interface StackedBarProps {
  /** The categories in their order from left to right. Segments counting 0 are listed but not drawn. */
  segments: readonly StackedBarSegment[];
  /**
   * Accessible name of the figure.
   * @default t('kit:stackedBar.label') – "Verteilung"
   */
  label?: string;
  /** Opens the examples of a segment; without it, or in export mode, no buttons are shown. */
  onShowExamples?: (key: string) => void;
  /**
   * Printable: no buttons.
   * @default false
   */
  exportMode?: boolean;
  /**
   * Fixed width of the bar in px (export mode); otherwise it follows its container.
   * @default undefined
   */
  width?: number;
  /**
   * Height of the bar in px.
   * @default 56
   */
  height?: number;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<StackedBarText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * One horizontal bar of 100 % split into coloured segments (spec 2: register status; also the e-mail
 * and website check results), with a legend of every segment's count and share. Segments with
 * examples get a "Beispiele" button in the legend. The legend is what screen readers read; the bar
 * itself is hidden from them. The bar is drawn once its width is known (or `width` is given).
 *
 * ## Usage
 *
 * ```tsx
 * <StackedBar
 *   label={t('report.register.label')}
 *   segments={[
 *     { key: 'active', label: t('report.register.active'), count: 1712, tone: 'success' },
 *     { key: 'deleted', label: t('report.register.deleted'), count: 38, tone: 'error' },
 *   ]}
 *   onShowExamples={(key) => openExamples(key)}
 *   exportMode={exportMode}
 *   width={width}
 * />
 * ```
 *
 * `label` names the figure; the other texts come from `kit:stackedBar.*` and `texts` replaces any of
 * them.
 *
 * ## Do
 *
 * - Give every segment a stable `key`: it comes back in `onShowExamples`.
 * - List every category, also those counting 0: they stay in the legend.
 * - Choose each segment's `tone` by meaning (success for good, error for bad).
 *
 * ## Don't
 *
 * - Don't compute shares: the legend shows each segment's count and share of the total.
 * - Don't pass hex colours: `tone` picks a theme slot.
 * - Don't show the examples buttons in the PDF: `exportMode` leaves them out.
 */
export function StackedBar({
  segments,
  label,
  onShowExamples,
  exportMode = false,
  width,
  height = 56,
  texts,
  sx,
}: StackedBarProps) {
  const text = useKitTexts<StackedBarText>('stackedBar', texts);
  const format = useReportFormat();
  const theme = useTheme();
  const labelId = useId();
  const [measureRef, measured] = useElementWidth();
  const chartWidth = width ?? measured;
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  const drawn = segments.filter((segment) => segment.count > 0);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const showButtons = Boolean(onShowExamples) && !exportMode;

  return (
    <Box
      component="figure"
      aria-labelledby={labelId}
      sx={[{ m: 0, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, width }, ...extraSx]}
    >
      <Box component="figcaption" id={labelId} sx={{ typography: 'subtitle2' }}>
        {label ?? text('label')}
      </Box>
      {total === 0 ? (
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
                disableAxisListener
                disableKeyboardNavigation
                axisHighlight={{ x: 'none', y: 'none' }}
                margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
                xAxis={[{ min: 0, max: 1, position: 'none' }]}
                yAxis={[{ scaleType: 'band', data: [''], position: 'none', categoryGapRatio: 0 }]}
                slots={{ tooltip: () => null }}
                series={drawn.map((segment, index) => ({
                  // Keys come from the file (legal forms, statuses): never an object key of the chart.
                  id: `segment-${index}`,
                  stack: 'total',
                  label: segment.label,
                  color: reportToneColor(theme, segment.tone),
                  data: [segment.count / total],
                  barLabel: (item) =>
                    (item.value ?? 0) >= 0.06 ? format.chartPercent(item.value ?? 0) : null,
                }))}
                sx={{ [`& .${barClasses.label}`]: { fill: theme.palette.common.white, fontWeight: 600 } }}
              />
            )}
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: showButtons ? 'auto 1fr auto auto auto' : 'auto 1fr auto auto',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.75,
            }}
          >
            {segments.map((segment) => {
              const hasExamples = segment.hasExamples ?? segment.count > 0;
              return (
                <Box
                  component="li"
                  key={segment.key}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'subgrid',
                    gridColumn: '1 / -1',
                    alignItems: 'center',
                    // Rows with and without an examples button are equally high.
                    minHeight: showButtons ? 30 : undefined,
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: 0.5,
                      bgcolor: reportToneColor(theme, segment.tone),
                    }}
                  />
                  <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {segment.label}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {format.count(segment.count)}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: 'text.secondary', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {format.percent(shareOf(segment.count, total))}
                  </Typography>
                  {showButtons && (
                    <Box component="span">
                      {hasExamples && (
                        <Button
                          size="small"
                          onClick={() => onShowExamples?.(segment.key)}
                          aria-label={text('showExamplesFor', { label: segment.label })}
                        >
                          {text('showExamples')}
                        </Button>
                      )}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text('total', { count: format.count(total) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
