import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { matchTypeColor, MATCH_TYPE_COUNT, type MatchTypeCounts } from '../utils/matchTypes.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Range and step of the threshold (spec 2 Status page, 9): 0 to 1 in steps of 0.01. */
export const THRESHOLD_SLIDER_MIN = 0;
export const THRESHOLD_SLIDER_MAX = 1;
export const THRESHOLD_SLIDER_STEP = 0.01;

/** Props of `ThresholdSlider`. */
export interface ThresholdSliderProps {
  /** The exact-match threshold, 0 to 1. */
  value: number;
  /** Fires while the thumb moves, so the app can recount from the result priorities (api-client `countMatchTypes`). */
  onChange: (value: number) => void;
  /**
   * Fires when the user lets go (or after a key press): the app saves the threshold (saveThresholds).
   * @default undefined
   */
  onChangeCommitted?: (value: number) => void;
  /**
   * The counts at the current value, shown beside the slider.
   * @default undefined – no counts
   */
  counts?: Pick<MatchTypeCounts, 'exactMatches' | 'manualMatches' | 'noMatches'>;
  /**
   * Adds a button that opens the probability distribution.
   * @default undefined – no button
   */
  onShowDistribution?: () => void;
  /**
   * The slider cannot be moved (e.g. until the saved threshold has loaded).
   * @default false
   */
  disabled?: boolean;
  /**
   * 'default': label, value, description, slider with its ends and the counts (status page).
   * 'compact': one slim line for the review page's header: a short label, a small slider and the
   * value; label and description stay the slider's accessible name and description. `counts` and
   * `onShowDistribution` are not shown.
   * @default 'default'
   */
  variant?: 'default' | 'compact';
  /**
   * The slider's label and accessible name.
   * @default t('kit:thresholdSlider.label') – "Schwellenwert für exakte Treffer"
   */
  label?: string;
  /**
   * The visible label of the compact variant.
   * @default t('kit:thresholdSlider.shortLabel') – "Schwellenwert"
   */
  shortLabel?: string;
  /**
   * What the threshold does, under the label and as the slider's accessible description.
   * @default t('kit:thresholdSlider.description')
   */
  description?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const COUNT_KEYS = ['exact', 'manual', 'noMatch'] as const;

/** Puts a slider value on the 0.01 grid: keyboard steps add up float errors (0.7 − 5 × 0.01 = 0.6499…). */
function onGrid(value: number): number {
  return Math.round(value / THRESHOLD_SLIDER_STEP) / Math.round(1 / THRESHOLD_SLIDER_STEP);
}

/**
 * The exact-match threshold slider of the status and review pages (spec 2, 9: 0 to 1, step 0.01),
 * shown as a percentage. `onChange` fires live for the app's recount, `onChangeCommitted` once to
 * save; the resulting counts per match type stand beside it, and an optional button opens the
 * probability distribution. `variant="compact"` is one slim line for the review page's header.
 *
 * ## Usage
 *
 * ```tsx
 * <ThresholdSlider
 *   value={threshold}
 *   onChange={setThreshold} // live: recount with api-client countMatchTypes
 *   onChangeCommitted={(value) => void saveThreshold(value)}
 *   counts={counts}
 *   disabled={savedThreshold === null}
 *   onShowDistribution={() => setChartOpen(true)}
 * />
 * ```
 *
 * On the review page's header: `variant="compact"` without counts. Texts come from
 * `kit:thresholdSlider.*`; `label`, `shortLabel` and `description` override theirs.
 *
 * ## Do
 *
 * - Keep the moving value in local state and save only in `onChangeCommitted`.
 * - Pass the counts recounted at the live value, the same ones the pie and the cards show.
 * - Set `disabled` until the saved threshold has loaded.
 *
 * ## Don't
 *
 * - Don't save on every `onChange`: it fires for every step of the thumb.
 * - Don't pass a percentage: `value` is 0 to 1, shown as a percentage.
 * - Don't put the distribution chart inside: `onShowDistribution` opens the app's `DistributionChartDialog`.
 */
export function ThresholdSlider({
  value,
  onChange,
  onChangeCommitted,
  counts,
  onShowDistribution,
  variant = 'default',
  disabled = false,
  label,
  shortLabel,
  description,
  sx,
}: ThresholdSliderProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const labelId = useId();
  const descriptionId = useId();
  const countsId = useId();
  const asPercent = (fraction: number) => format(fraction, { style: 'percent', maximumFractionDigits: 0 });
  const extraSx = Array.isArray(sx) ? sx : [sx];
  // What both variants' sliders share: the grid, the value and the callbacks.
  const sliderProps = {
    value,
    min: THRESHOLD_SLIDER_MIN,
    max: THRESHOLD_SLIDER_MAX,
    step: THRESHOLD_SLIDER_STEP,
    disabled,
    onChange: (_event: Event, next: number) => onChange(onGrid(next)),
    onChangeCommitted: (_event: unknown, next: number) => onChangeCommitted?.(onGrid(next)),
    valueLabelDisplay: 'auto',
    valueLabelFormat: asPercent,
    getAriaValueText: asPercent,
  } as const;

  if (variant === 'compact') {
    return (
      <Box sx={[{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minWidth: 0 }, ...extraSx]}>
        <Typography component="span" variant="body2" aria-hidden="true" sx={{ fontWeight: 600 }}>
          {shortLabel ?? t('thresholdSlider.shortLabel')}
        </Typography>
        <Slider
          size="small"
          {...sliderProps}
          slotProps={{
            input: {
              'aria-label': label ?? t('thresholdSlider.label'),
              'aria-describedby': descriptionId,
            },
          }}
          sx={{ width: '8rem', flexShrink: 0 }}
        />
        <Typography
          component="span"
          variant="body2"
          aria-hidden="true"
          sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '3em', fontWeight: 600 }}
        >
          {asPercent(value)}
        </Typography>
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {description ?? t('thresholdSlider.description')}
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1 }, ...extraSx]}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {label ?? t('thresholdSlider.label')}
        </Typography>
        <Typography
          component="span"
          variant="h5"
          aria-hidden="true"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {asPercent(value)}
        </Typography>
      </Box>
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
        {description ?? t('thresholdSlider.description')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Slider
          {...sliderProps}
          marks={[
            { value: THRESHOLD_SLIDER_MIN, label: asPercent(THRESHOLD_SLIDER_MIN) },
            { value: THRESHOLD_SLIDER_MAX, label: asPercent(THRESHOLD_SLIDER_MAX) },
          ]}
          slotProps={{
            input: {
              'aria-labelledby': labelId,
              'aria-describedby': counts ? `${descriptionId} ${countsId}` : descriptionId,
            },
          }}
          sx={{ flex: '1 1 14rem', minWidth: '10rem', mx: 1 }}
        />
        {onShowDistribution && (
          <Button variant="outlined" startIcon={<BarChartIcon />} onClick={onShowDistribution}>
            {t('thresholdSlider.showDistribution')}
          </Button>
        )}
      </Box>
      {counts && (
        <Box
          id={countsId}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}
        >
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('thresholdSlider.countsLabel')}
          </Typography>
          {COUNT_KEYS.map((key) => (
            <Box key={key} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: matchTypeColor(theme, key) }}
              />
              <Typography component="span" variant="body2">
                {t(`matchTypes.${key}`)}{' '}
                <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {format(counts[MATCH_TYPE_COUNT[key] as 'exactMatches' | 'manualMatches' | 'noMatches'])}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
