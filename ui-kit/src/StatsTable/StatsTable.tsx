import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** The dashboard statistics (spec 3 Dashboard stats), as the API returns them. */
export interface DashboardStats {
  /** Monthly expansion allowance still available this month. */
  mExportQuota: number;
  /** The USED export quota. */
  currentQuota: number;
  /** Rows analysed across all imports. */
  analysedRows: number;
  /** Files uploaded. */
  uploadedFiles: number;
}

/** One statistic of `DashboardStats`. */
export type DashboardStatKey = keyof DashboardStats;

/** The rows of the table, in this order. */
export const DASHBOARD_STAT_KEYS: readonly DashboardStatKey[] = [
  'mExportQuota',
  'currentQuota',
  'analysedRows',
  'uploadedFiles',
];

/** Props of `StatsTable`. Every text defaults to the kit catalogue and can be overridden. */
export interface StatsTableProps {
  /** The statistics; `null` when there are none (yet), or when loading them failed (the dashboard stays silent then, spec 8). */
  stats: DashboardStats | null;
  /**
   * Shows skeleton rows while the statistics are being fetched.
   * @default false
   */
  loading?: boolean;
  /**
   * Caption of the table, its accessible name.
   * @default t('kit:statsTable.caption') – "Ihre Nutzung"
   */
  caption?: string;
  /**
   * Shows the caption above the table; hide it when the page already has a heading saying the same.
   * @default true
   */
  showCaption?: boolean;
  /**
   * Row labels per statistic, e.g. `{ analysedRows: 'Zeilen' }`.
   * @default the kit texts `statsTable.<key>` – "Monatliches Zusatzkontingent", "Verbrauchtes Export-Kontingent", "Analysierte Zeilen", "Hochgeladene Dateien"
   */
  labels?: Partial<Record<DashboardStatKey, string>>;
  /**
   * Text in place of the rows when `stats` is null.
   * @default t('kit:statsTable.empty')
   */
  emptyText?: string;
  /**
   * Styles for the table root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The statistics table of the dashboard (spec 2 Dashboard): monthly extra quota, used export quota,
 * analysed rows and uploaded files, numbers formatted per language (4.750 in German, at most two
 * decimals). Skeleton rows while loading, a short text when there are no statistics.
 *
 * ## Usage
 *
 * ```tsx
 * <Typography variant="h6" component="h2">
 *   {t('dashboard.statsTitle')}
 * </Typography>
 * <StatsTable
 *   stats={stats.data ?? null}
 *   loading={!stats.data && !stats.error}
 *   caption={t('dashboard.statsTitle')}
 *   showCaption={false}
 * />
 * ```
 *
 * Captions and row labels come from `kit:statsTable.*`; `caption`, `labels` and `emptyText` override
 * them.
 *
 * ## Do
 *
 * - Pass `null` when there are no statistics, also when loading them failed: the dashboard stays
 *   silent about that (spec 8).
 * - Keep a `caption` even when it is hidden (`showCaption={false}`): it is the table's name.
 * - Let it fill its card: it takes the width it is given.
 *
 * ## Don't
 *
 * - Don't format the numbers yourself: the table formats them per language.
 * - Don't add rows of your own through `labels`: it only renames the four statistics.
 */
export function StatsTable({
  stats,
  loading = false,
  caption,
  showCaption = true,
  labels = {},
  emptyText,
  sx,
}: StatsTableProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();

  return (
    <Table
      size="small"
      aria-busy={loading || undefined}
      sx={[
        {
          // Under the same selector as MUI's own caption styles (which put it below the table), so these win.
          '& > caption': {
            captionSide: 'top',
            textAlign: 'start',
            typography: 'subtitle1',
            fontWeight: 600,
            color: 'text.primary',
            px: 2,
            pt: 0,
            pb: 1,
            ...(showCaption
              ? {}
              : {
                  // Still names the table for screen readers.
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                  p: 0,
                }),
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <caption>
        {caption ?? t('statsTable.caption')}
        {loading && (
          <Box component="span" sx={visuallyHidden}>
            {` ${t('statsTable.loading')}`}
          </Box>
        )}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('statsTable.metric')}</TableCell>
          <TableCell align="right">{t('statsTable.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {!loading && stats === null ? (
          <TableRow>
            <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
              {emptyText ?? t('statsTable.empty')}
            </TableCell>
          </TableRow>
        ) : (
          DASHBOARD_STAT_KEYS.map((key) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {labels[key] ?? t(`statsTable.${key}`)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {loading || stats === null ? (
                  <Skeleton variant="text" sx={{ ml: 'auto' }} width="4em" />
                ) : (
                  format(stats[key])
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
