import { useId, type ElementType } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { durationUnits } from './formatDuration.ts';

/** Props of `RemainingTimeCard`. */
export interface RemainingTimeCardProps {
  /**
   * Estimated seconds until matching finishes (api-client `remainingSeconds`), or `null` to show
   * nothing: the app passes null when the rule hides the estimate (rate 0, or over 4 hours).
   */
  seconds: number | null;
  /**
   * Title of the card.
   * @default t('kit:remainingTime.title') – "Verbleibende Zeit"
   */
  title?: string;
  /**
   * The title's heading element, to fit the page's outline (a page whose title is an h1 passes h2).
   * @default 'h3'
   */
  headingComponent?: ElementType;
  /**
   * Styles for the card. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A small card with the estimated time until matching finishes, "ca. 3 Min. 20 Sek." in the user's
 * language (spec 2 Status page). Renders nothing for `null`; when to hide it is the app's rule.
 *
 * ## Usage
 *
 * ```tsx
 * {running && (
 *   <RemainingTimeCard
 *     headingComponent="h2"
 *     seconds={isRemainingTimeShown(rate, estimate) ? estimate : null}
 *   />
 * )}
 * ```
 *
 * `estimate` is api-client's `remainingSeconds(finished, total, rowsPerSecond)`. The title comes from
 * `kit:remainingTime.title`; `title` overrides it.
 *
 * ## Do
 *
 * - Decide with api-client's `isRemainingTimeShown` when to hide the estimate, and pass `null` then.
 * - Render it only while matching runs: not once it is finished, failed or stopped.
 * - Set `headingComponent` to fit the page's outline.
 *
 * ## Don't
 *
 * - Don't format the duration yourself: the card rounds and formats it per language (`splitDuration`
 *   and `durationUnits` are exported for other uses).
 * - Don't count down between status polls: the estimate follows the server's rate.
 */
export function RemainingTimeCard({ seconds, title, headingComponent = 'h3', sx }: RemainingTimeCardProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const titleId = useId();
  if (seconds === null) return null;
  const duration = durationUnits(seconds)
    .map(({ unit, value }) => t(`remainingTime.${unit}`, { value: format(value) }))
    .join(' ');
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        },
        ...extraSx,
      ]}
    >
      <ScheduleIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32 }} />
      <Box>
        <Typography
          id={titleId}
          component={headingComponent}
          variant="body2"
          sx={{ color: 'text.secondary' }}
        >
          {title ?? t('remainingTime.title')}
        </Typography>
        <Typography variant="h6" component="p" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('remainingTime.approx', { duration })}
        </Typography>
      </Box>
    </Box>
  );
}
