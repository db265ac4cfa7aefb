import { useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { matchTypeColor, type MatchTypeCounts } from '../utils/matchTypes.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { matchTypeShares } from './matchTypeShares.ts';

/** Props of `MatchTypePie`. */
export interface MatchTypePieProps {
  /** Rows per match type (the status response's `statusCounts`, or the app's recount while the slider moves). */
  counts: MatchTypeCounts;
  /**
   * Shows a placeholder while the counts are loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Height of the chart in px; the width follows the container.
   * @default 220
   */
  height?: number;
  /**
   * Accessible name of the chart group.
   * @default t('kit:matchTypePie.label') – "Ergebnisse nach Trefferart"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The status page's pie chart of rows per match type (spec 2 Status page): exact matches green,
 * manual orange, no match red, not yet processed grey. Slices of at least 5 % carry their percent;
 * the legend beside the chart lists every type with its count and share, and is what screen readers
 * read (the drawing itself is hidden from them).
 *
 * ## Usage
 *
 * ```tsx
 * <Paper sx={{ p: 3 }}>
 *   <MatchTypePie counts={counts} loading={!status} />
 * </Paper>
 * ```
 *
 * `counts` is the status response's `statusCounts`, or api-client's `countMatchTypes(priorities,
 * threshold, notStarted)` while the threshold slider moves. The legend's texts come from
 * `kit:matchTypePie.*`; `label` overrides the group's accessible name.
 *
 * ## Do
 *
 * - Give it the same `counts` as `StatusInfoCards` and `ThresholdSlider`, so chart, cards and slider
 *   agree while the threshold moves.
 * - Pass `loading` until the first status arrives, not zero counts (which read "no results").
 * - Let it fill its container's width; set `height` for a smaller or larger chart.
 *
 * ## Don't
 *
 * - Don't recolour the slices: green, orange, red and grey are the match types' colours everywhere
 *   (`matchTypeColor`), also in `ReviewTabs` and `StatusInfoCards`.
 * - Don't add a table or a second legend for screen readers: the legend already is what they read.
 * - Don't use it for other distributions: the report has `StackedBar` and `RankedBarChart`.
 */
export function MatchTypePie({ counts, loading = false, height = 220, label, sx }: MatchTypePieProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const labelId = useId();
  const { total, shares } = matchTypeShares(counts);
  const name = label ?? t('matchTypePie.label');
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const percent = (share: number, digits: number) =>
    format(share, { style: 'percent', maximumFractionDigits: digits });

  let body;
  if (loading) {
    body = (
      <>
        <Skeleton variant="circular" width={height * 0.8} height={height * 0.8} />
        <Box component="span" sx={visuallyHidden}>
          {t('matchTypePie.loading')}
        </Box>
      </>
    );
  } else if (total === 0) {
    body = <Typography sx={{ color: 'text.secondary', py: 4 }}>{t('matchTypePie.empty')}</Typography>;
  } else {
    const data = shares
      .filter((share) => share.count > 0)
      .map((share) => ({
        id: share.key,
        value: share.count,
        label: t(`matchTypes.${share.key}`),
        color: matchTypeColor(theme, share.key),
      }));
    body = (
      <>
        <Box aria-hidden="true" sx={{ flex: '1 1 12rem', minWidth: '10rem', maxWidth: height * 1.4 }}>
          <PieChart
            height={height}
            hideLegend
            // The legend beside it carries the numbers for keyboard and screen-reader users.
            disableKeyboardNavigation
            margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
            series={[
              {
                data,
                innerRadius: '40%',
                paddingAngle: 1,
                cornerRadius: 3,
                valueFormatter: (item) => format(item.value),
                arcLabel: (item) => {
                  const share = shares.find((entry) => entry.key === item.id);
                  return share?.labelled ? percent(share.share, 0) : '';
                },
              },
            ]}
            sx={{
              [`& .${pieClasses.arcLabel}`]: {
                fill: theme.palette.common.white,
                fontWeight: 600,
                fontSize: 13,
              },
            }}
          />
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            flex: '0 1 24rem',
          }}
        >
          {shares.map((share) => (
            <Box component="li" key={share.key} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  flexShrink: 0,
                  alignSelf: 'center',
                  bgcolor: matchTypeColor(theme, share.key),
                }}
              />
              <Typography component="span" sx={{ flexGrow: 1 }}>
                {t(`matchTypes.${share.key}`)}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {format(share.count)}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  minWidth: '4.5em',
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {percent(share.share, 1)}
              </Typography>
            </Box>
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, ...extraSx]}
    >
      <Typography id={labelId} component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>{body}</Box>
    </Box>
  );
}
