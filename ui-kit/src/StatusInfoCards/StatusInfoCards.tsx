import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import {
  MATCH_TYPE_COUNT,
  MATCH_TYPE_KEYS,
  matchTypeColor,
  type MatchTypeCounts,
} from '../utils/matchTypes.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `StatusInfoCards`. */
export interface StatusInfoCardsProps {
  /** Rows of the import (status `total`). */
  total: number;
  /** Rows processed so far (status `finished`). */
  processed: number;
  /** Rows per match type (status `statusCounts`, or the app's recount at the slider's threshold). */
  counts: MatchTypeCounts;
  /**
   * Shows placeholders instead of numbers.
   * @default false
   */
  loading?: boolean;
  /**
   * Accessible name of the group of cards.
   * @default t('kit:statusInfoCards.label') – "Kennzahlen des Imports"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** One card: a label (dt) over a number (dd), with an optional coloured edge for a match type. */
function InfoCard({ label, accent, children }: { label: string; accent?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderLeft: accent ? 4 : 1,
        borderLeftColor: accent ?? 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The status page's info cards (spec 2 Status page): total rows, processed rows and the rows per
 * match type, each match type marked with its chart colour. Numbers in the user's format.
 *
 * ## Usage
 *
 * ```tsx
 * <StatusInfoCards
 *   total={status?.total ?? 0}
 *   processed={status?.finished ?? 0}
 *   counts={counts}
 *   loading={!status}
 * />
 * ```
 *
 * Labels come from `kit:statusInfoCards.*`; `label` overrides the group's accessible name.
 *
 * ## Do
 *
 * - Give it the same `counts` as `MatchTypePie` and `ThresholdSlider`.
 * - Pass `loading` until the first status arrives, not zeros.
 * - Let it take the full width: the cards wrap on narrow screens.
 *
 * ## Don't
 *
 * - Don't recolour the cards' edges: they are the match types' chart colours.
 * - Don't format the numbers yourself: the cards format them per language.
 */
export function StatusInfoCards({
  total,
  processed,
  counts,
  loading = false,
  label,
  sx,
}: StatusInfoCardsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const labelId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const value = (number: number) => (loading ? <Skeleton variant="text" width="60%" /> : format(number));
  return (
    <Box
      component="section"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      sx={[{ minWidth: 0 }, ...extraSx]}
    >
      <Box component="span" id={labelId} sx={visuallyHidden}>
        {label ?? t('statusInfoCards.label')}
      </Box>
      {loading && (
        <Box component="span" sx={visuallyHidden}>
          {t('statusInfoCards.loading')}
        </Box>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' }}
      >
        <InfoCard label={t('statusInfoCards.total')}>{value(total)}</InfoCard>
        <InfoCard label={t('statusInfoCards.processed')}>{value(processed)}</InfoCard>
        {MATCH_TYPE_KEYS.map((key) => (
          <InfoCard key={key} label={t(`matchTypes.${key}`)} accent={matchTypeColor(theme, key)}>
            {value(counts[MATCH_TYPE_COUNT[key]])}
          </InfoCard>
        ))}
      </Box>
    </Box>
  );
}
