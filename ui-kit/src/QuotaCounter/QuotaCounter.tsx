import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { useQuotaCounter, type QuotaCounterStatus } from './useQuotaCounter.ts';

/** Props of `QuotaCounter`. Every text defaults to the kit catalogue and can be overridden. */
export interface QuotaCounterProps {
  /** Exports left; `null` means the contract has no limit. */
  remaining: number | null;
  /**
   * Size of the quota; when given, the counter shows "of 5.000" and a bar of the share left.
   * @default undefined
   */
  total?: number;
  /**
   * Shows a placeholder while the quota is being fetched.
   * @default false
   */
  loading?: boolean;
  /**
   * Shows an error text instead of the numbers (the quota could not be loaded).
   * @default false
   */
  error?: boolean;
  /**
   * Makes the whole counter a button; the app navigates to the quota page (/quota).
   * @default undefined
   */
  onClick?: () => void;
  /**
   * Heading of the counter. Defaults to the kit text `quotaCounter.label`.
   * @default t('kit:quotaCounter.label') – "Export-Kontingent"
   */
  label?: string;
  /**
   * Text shown instead of a number when `remaining` is `null`. Defaults to `quotaCounter.unlimited`.
   * @default t('kit:quotaCounter.unlimited') – "Unbegrenzt"
   */
  unlimitedText?: string;
  /**
   * Text shown when `error` is set. Defaults to `quotaCounter.error`.
   * @default t('kit:quotaCounter.error') – "Kontingent nicht verfügbar"
   */
  errorText?: string;
  /**
   * Screen-reader text while `loading` is set. Defaults to `quotaCounter.loading`.
   * @default t('kit:quotaCounter.loading') – "Export-Kontingent wird geladen"
   */
  loadingText?: string;
  /**
   * Hint below the bar when less than 10 % of the total is left. Defaults to `quotaCounter.low`.
   * @default t('kit:quotaCounter.low') – "Fast aufgebraucht"
   */
  lowText?: string;
  /**
   * Hint below the bar when nothing is left. Defaults to `quotaCounter.exhausted`.
   * @default t('kit:quotaCounter.exhausted') – "Aufgebraucht"
   */
  exhaustedText?: string;
  /**
   * Builds the total text from the formatted total ("5.000"). Defaults to `quotaCounter.ofTotal`.
   * @default (total) => t('kit:quotaCounter.ofTotal', { total }) – "von 5.000"
   */
  formatTotalText?: (formattedTotal: string) => string;
  /**
   * Styles for the root, e.g. for the layout of the surrounding menu. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const rootSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 0.5,
  width: '100%',
  boxSizing: 'border-box',
  p: 1.5,
  borderRadius: 1,
  textAlign: 'start',
} as const;

const statusColor: Record<QuotaCounterStatus, 'primary' | 'warning' | 'error'> = {
  loading: 'primary',
  error: 'error',
  unlimited: 'primary',
  ok: 'primary',
  low: 'warning',
  exhausted: 'error',
};

/**
 * The export-quota counter in the side menu of the page shell: remaining exports (formatted per
 * language), the total, a bar of the share left and a hint when the quota runs low. Presentational:
 * the app fetches the quota and passes it in, and handles the click (navigating to /quota).
 *
 * ## Usage
 *
 * ```tsx
 * <SideMenu
 *   items={items}
 *   open={menuOpen}
 *   footer={
 *     <QuotaCounter
 *       remaining={quota ? remainingQuota(quota) : null}
 *       total={quota && !quota.unlimited ? quota.totalQuota : undefined}
 *       loading={!quota && !quotaError}
 *       error={Boolean(quotaError)}
 *       onClick={() => void navigate('/quota')}
 *     />
 *   }
 * />
 * ```
 *
 * Which state wins (loading, error, unlimited, exhausted, low below 10 %, ok) is the headless
 * `useQuotaCounter` (`deriveQuotaCounter` outside React). Texts come from `kit:quotaCounter.*`; each has
 * a prop that overrides it.
 *
 * ## Do
 *
 * - Put it in the `SideMenu` footer while the user is signed in.
 * - Pass `total` for a limited contract (the bar and "von 5.000"), and leave it out for an unlimited one.
 * - Pass `onClick`: the whole counter becomes one button whose name holds the label and the value.
 *
 * ## Don't
 *
 * - Don't fetch the quota inside: the app loads it and passes the numbers.
 * - Don't pass `remaining={0}` while loading: set `loading`, or the counter says "Aufgebraucht".
 * - Don't wrap it in a link or a button of your own: with `onClick` it is the button.
 */
export function QuotaCounter({
  remaining,
  total,
  loading = false,
  error = false,
  onClick,
  sx,
  ...texts
}: QuotaCounterProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const { status, remainingPercent } = useQuotaCounter({ remaining, total, loading, error });

  const label = texts.label ?? t('quotaCounter.label');
  const color = statusColor[status];

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <>
        {/* Same line heights as the loaded state, so the menu does not jump when the quota arrives. */}
        <Typography component="span" variant="h6">
          <Skeleton variant="text" width="70%" />
        </Typography>
        <Skeleton variant="rounded" height={6} />
        <Box component="span" sx={visuallyHidden}>
          {texts.loadingText ?? t('quotaCounter.loading')}
        </Box>
      </>
    );
  } else if (status === 'error') {
    body = (
      <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
        {texts.errorText ?? t('quotaCounter.error')}
      </Typography>
    );
  } else if (status === 'unlimited') {
    body = (
      <Typography component="span" variant="h6">
        {texts.unlimitedText ?? t('quotaCounter.unlimited')}
      </Typography>
    );
  } else {
    const hint =
      status === 'exhausted'
        ? (texts.exhaustedText ?? t('quotaCounter.exhausted'))
        : status === 'low'
          ? (texts.lowText ?? t('quotaCounter.low'))
          : null;
    body = (
      <>
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            variant="h6"
            sx={{
              color: status === 'ok' ? 'text.primary' : `${color}.main`,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {format(remaining ?? 0)}
          </Typography>
          {total !== undefined && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.formatTotalText
                ? texts.formatTotalText(format(total))
                : t('quotaCounter.ofTotal', { total: format(total) })}
            </Typography>
          )}
        </Box>
        {remainingPercent !== null && (
          // The bar repeats the numbers above for sighted users (its length is what is left, like
          // the number); screen readers get the text.
          <LinearProgress
            variant="determinate"
            value={remainingPercent}
            color={color}
            aria-hidden="true"
            data-testid="quota-bar"
          />
        )}
        {hint && (
          <Typography component="span" variant="caption" sx={{ color: `${color}.main`, fontWeight: 600 }}>
            {hint}
          </Typography>
        )}
      </>
    );
  }

  const content = (
    <>
      <Typography component="span" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {label}
      </Typography>
      {body}
    </>
  );

  const extraSx = Array.isArray(sx) ? sx : [sx];

  if (onClick) {
    return (
      // No ripple: a calm status tile, with hover and focus-visible styles as feedback. A running
      // ripple also hides the text background from axe, which then skips the contrast check.
      <ButtonBase
        onClick={onClick}
        disableRipple
        aria-busy={status === 'loading' || undefined}
        sx={[
          rootSx,
          (theme) => ({
            '&:hover': { backgroundColor: theme.palette.action.hover },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          }),
          ...extraSx,
        ]}
      >
        {content}
      </ButtonBase>
    );
  }

  return (
    <Box aria-busy={status === 'loading' || undefined} sx={[rootSx, ...extraSx]}>
      {content}
    </Box>
  );
}
