import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Texts of `ThresholdSimulation` (kit catalogue `thresholdSimulation.*`). */
export type ThresholdSimulationText =
  | 'expectedWrong'
  | 'expectedWrongShort'
  | 'explanationLabel'
  | 'explanation'
  | 'quota'
  | 'quotaUnlimited'
  | 'quotaUnknown'
  | 'quotaShort'
  | 'quotaShortUnlimited'
  | 'quotaShortUnknown'
  | 'quotaExceeded'
  | 'loading';

/** Props of `ThresholdSimulation`. */
export interface ThresholdSimulationProps {
  /** The expected number of wrong exact matches at the slider's threshold (api-client `simulateThreshold`). */
  expectedWrongExact: number;
  /** Companies an export at the slider's threshold would charge (api-client `simulateThreshold`). */
  quotaNeeded: number;
  /**
   * What the user's quota still covers: the remaining contract quota plus the monthly expansion
   * still open. Null: unlimited. Undefined: not known (yet); only the need is shown.
   * @default undefined
   */
  quotaAvailable?: number | null;
  /**
   * The rows' priorities are still loading: placeholders instead of numbers.
   * @default false
   */
  loading?: boolean;
  /**
   * 'default': two sentences (status page, under the slider). 'compact': two short figures on one
   * slim line for the review page's header; the sentences stay their accessible text.
   * @default 'default'
   */
  variant?: 'default' | 'compact';
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ThresholdSimulationText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The expected count as shown: one decimal below 10 (0.3 wrong matches is not "0"), whole above.
 * The same number picks the plural form, so "≈ 1 falscher" and "≈ 1,4 falsche" read right.
 */
export function roundExpected(value: number): number {
  const safe = Number.isFinite(value) ? Math.max(0, value) : 0;
  return safe < 10 ? Math.round(safe * 10) / 10 : Math.round(safe);
}

/**
 * The threshold simulator (issue 15): what the slider's threshold would mean before it is saved —
 * how many of the exact matches are expected to be wrong (the sum of 1 − p over the exact rows no
 * review decision confirmed; an info button explains it) and the quota an export would need against
 * what the user's quota still covers, in a warning tone when it does not. Purely presentational: the
 * app recomputes the numbers on every slider move.
 *
 * ## Usage
 *
 * ```tsx
 * const simulation = useThresholdSimulation(priorities, threshold); // the app's hook
 * <ThresholdSlider value={threshold} onChange={setThreshold} onChangeCommitted={save} counts={counts} />
 * <ThresholdSimulation {...simulation} />
 * ```
 *
 * The numbers are api-client's `simulateThreshold(priorities, threshold)` (`expectedWrongExact`,
 * `quotaNeeded`) and what the quota still covers (`quotaAvailable`). Texts come from
 * `kit:thresholdSimulation.*`; `texts` replaces any of them.
 *
 * ## Do
 *
 * - Recompute on every slider move (no server call), so the numbers follow the thumb.
 * - Place it under the `ThresholdSlider` it explains; on the review page use `variant="compact"`.
 * - Pass `quotaAvailable` as `undefined` until the quota is known, `null` for an unlimited one.
 *
 * ## Don't
 *
 * - Don't round the expected count yourself: below 10 it keeps one decimal, and it picks the plural.
 * - Don't pass `quotaAvailable={0}` while the quota loads: it would warn that the quota does not cover
 *   the export.
 */
export function ThresholdSimulation({
  expectedWrongExact,
  quotaNeeded,
  quotaAvailable,
  loading = false,
  variant = 'default',
  texts,
  sx,
}: ThresholdSimulationProps) {
  const text = useKitTexts<ThresholdSimulationText>('thresholdSimulation', texts);
  const format = useFormatNumber();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const compact = variant === 'compact';

  const expected = roundExpected(expectedWrongExact);
  const wrongValues = {
    count: expected,
    value: format(expected, { maximumFractionDigits: 1 }),
  };
  // Companies the quota does not cover; 0 when it does, is unlimited or not known.
  const missing = typeof quotaAvailable === 'number' ? Math.max(0, quotaNeeded - quotaAvailable) : 0;
  const exceeded = missing > 0;
  const quotaValues = {
    count: quotaNeeded,
    needed: format(quotaNeeded),
    available: quotaAvailable === undefined || quotaAvailable === null ? '' : format(quotaAvailable),
  };
  const quotaKey: ThresholdSimulationText =
    quotaAvailable === undefined ? 'quotaUnknown' : quotaAvailable === null ? 'quotaUnlimited' : 'quota';
  const quotaShortKey: ThresholdSimulationText =
    quotaAvailable === undefined
      ? 'quotaShortUnknown'
      : quotaAvailable === null
        ? 'quotaShortUnlimited'
        : 'quotaShort';
  const wrongSentence = text('expectedWrong', wrongValues);
  const quotaSentence = text(quotaKey, quotaValues);
  const exceededSentence = exceeded
    ? text('quotaExceeded', { count: missing, companies: format(missing) })
    : '';

  const explanation = (
    <Tooltip title={text('explanation')} describeChild arrow>
      <IconButton size="small" aria-label={text('explanationLabel')} sx={{ my: -0.5 }}>
        <InfoIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  const quotaTone = exceeded ? 'warning.dark' : undefined;

  if (loading) {
    return (
      <Box
        aria-busy="true"
        sx={[
          compact
            ? { display: 'inline-flex', gap: 1.5, alignItems: 'center', minWidth: 0 }
            : { display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 },
          ...extraSx,
        ]}
      >
        <Skeleton variant="text" sx={{ width: compact ? '5rem' : '16rem', maxWidth: '100%' }} />
        <Skeleton variant="text" sx={{ width: compact ? '7rem' : '20rem', maxWidth: '100%' }} />
        <Box component="span" sx={visuallyHidden}>
          {text('loading')}
        </Box>
      </Box>
    );
  }

  if (compact) {
    return (
      <Box
        sx={[
          { display: 'inline-flex', alignItems: 'center', columnGap: 1.5, minWidth: 0, flexWrap: 'wrap' },
          ...extraSx,
        ]}
      >
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden="true">{text('expectedWrongShort', wrongValues)}</span>
          <Box component="span" sx={visuallyHidden}>
            {wrongSentence}
          </Box>
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{
            whiteSpace: 'nowrap',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            color: quotaTone,
            fontWeight: exceeded ? 600 : undefined,
          }}
        >
          {exceeded && <WarningIcon fontSize="small" aria-hidden="true" />}
          <span aria-hidden="true">{text(quotaShortKey, quotaValues)}</span>
          <Box component="span" sx={visuallyHidden}>
            {exceeded ? `${quotaSentence} ${exceededSentence}` : quotaSentence}
          </Box>
        </Typography>
        {explanation}
      </Box>
    );
  }

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }, ...extraSx]}>
      <Typography
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        <span>{wrongSentence}</span>
        {explanation}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          color: quotaTone,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {exceeded && <WarningIcon fontSize="small" aria-hidden="true" />}
        <span>{quotaSentence}</span>
        {exceeded && (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {exceededSentence}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
