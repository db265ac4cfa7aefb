import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** Props of `MatchProgressRing`. */
export interface MatchProgressRingProps {
  /**
   * Matching progress in whole percent (api-client `progressPercent`: finished / total, rounded);
   * `null` while matching is starting and no progress is known.
   */
  percent: number | null;
  /**
   * Where matching stands: `failed` draws the ring in the error colour, `stopped` in grey, both
   * at the progress reached and never spinning (matching does not move until it is continued).
   * @default 'running'
   */
  state?: 'running' | 'failed' | 'stopped';
  /**
   * Diameter of the ring in px.
   * @default 140
   */
  size?: number;
  /**
   * Accessible name of the progress bar.
   * @default t('kit:matchProgressRing.label') – "Fortschritt der Verarbeitung"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

function ringColor(state: MatchProgressRingProps['state'], value: number) {
  if (state === 'failed') return 'error';
  if (state === 'stopped') return 'inherit';
  return value >= 100 ? 'success' : 'primary';
}

/**
 * The status page's circular progress (spec 2 Status page): the share of processed rows as a ring
 * with the percent in the middle, green when done; a spinning ring while matching starts; red when
 * matching failed, grey when it was stopped. Screen readers get a named progress bar with its value.
 *
 * ## Usage
 *
 * ```tsx
 * // percent: null while unknown, else api-client progressPercent(finished, total), 100 once finished
 * <MatchProgressRing percent={percent} state={interruptedState ?? 'running'} />
 * ```
 *
 * The progress bar's accessible name is the kit text `matchProgressRing.label`; `label` overrides it.
 *
 * ## Do
 *
 * - Pass `null` until the first status arrives: the ring spins instead of claiming 0 %.
 * - Pass `state="failed"` or `"stopped"` with the progress reached, and say what happened beside it
 *   (`MatchingInterruptedAlert`).
 * - Change `size` instead of scaling it with CSS, so the stroke and the number stay in proportion.
 *
 * ## Don't
 *
 * - Don't compute or round the percent yourself: use api-client's `progressPercent`.
 * - Don't recolour it through `sx`: running, done, failed and stopped are the theme's `primary`,
 *   `success`, `error` and a neutral grey.
 * - Don't rely on it to explain a failure: the colour alone tells nobody why.
 */
export function MatchProgressRing({
  percent,
  state = 'running',
  size = 140,
  label,
  sx,
}: MatchProgressRingProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const interrupted = state !== 'running';
  const value = percent === null ? (interrupted ? 0 : null) : Math.min(100, Math.max(0, percent));
  const name = label ?? t('matchProgressRing.label');
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box sx={[{ position: 'relative', display: 'inline-flex', width: size, height: size }, ...extraSx]}>
      {value === null ? (
        <CircularProgress
          size={size}
          thickness={4}
          aria-label={name}
          aria-valuetext={t('matchProgressRing.starting')}
        />
      ) : (
        <CircularProgress
          variant="determinate"
          value={value}
          size={size}
          thickness={4}
          enableTrackSlot
          color={ringColor(state, value)}
          sx={state === 'stopped' ? { color: 'text.secondary' } : undefined}
          aria-label={name}
          aria-valuetext={
            interrupted
              ? t(`matchProgressRing.${state}`, { value: format(value / 100, { style: 'percent' }) })
              : format(value / 100, { style: 'percent' })
          }
        />
      )}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {value !== null && (
          <Typography
            component="span"
            sx={{ fontSize: size / 5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {format(value / 100, { style: 'percent' })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
