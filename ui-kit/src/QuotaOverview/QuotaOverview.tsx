import { useId, type ElementType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { DEFAULT_MONTHLY_ALLOWANCE, useQuotaOverview } from './useQuotaOverview.ts';

/** Props of `QuotaOverview`. Every text defaults to the kit catalogue and can be overridden. */
export interface QuotaOverviewProps {
  /** Companies already charged to the contract quota (`Quota.currentQuota`, the USED amount). */
  used: number;
  /** The contract quota (`Quota.totalQuota`). */
  total: number;
  /**
   * Exports left as the app computes them (api-client `remainingQuota`: total − used, never below 0);
   * `null` means unlimited: the total reads "Unbegrenzt" and remaining shows a dash.
   */
  remaining: number | null;
  /**
   * The account gets the monthly expansion; shows the help button with its popover.
   * @default false
   */
  monthlyExpand?: boolean;
  /**
   * Companies per month the monthly expansion adds, named in the help text.
   * @default 5000
   */
  monthlyAllowance?: number;
  /**
   * What is left of this month's expansion (api-client `monthlyExpansionAllowance`); shown when given.
   * @default undefined
   */
  monthlyRemaining?: number;
  /**
   * Shows placeholders while the quota is being fetched.
   * @default false
   */
  loading?: boolean;
  /**
   * Shows an error instead of the numbers (the quota could not be loaded).
   * @default false
   */
  error?: boolean;
  /**
   * Offers a retry button in the error state.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Element of the heading; the quota page's body heading is the page's main heading.
   * @default 'h1'
   */
  headingComponent?: ElementType;
  /**
   * The heading.
   * @default t('kit:quotaOverview.heading') – "Export-Kontingent"
   */
  heading?: ReactNode;
  /**
   * The text under the heading: what counts against the quota and what does not.
   * @default t('kit:quotaOverview.description')
   */
  description?: ReactNode;
  /**
   * Label of the used amount.
   * @default t('kit:quotaOverview.used') – "Verbraucht"
   */
  usedLabel?: string;
  /**
   * Label of the total.
   * @default t('kit:quotaOverview.total') – "Gesamtkontingent"
   */
  totalLabel?: string;
  /**
   * Label of the remaining amount.
   * @default t('kit:quotaOverview.remaining') – "Verbleibend"
   */
  remainingLabel?: string;
  /**
   * Shown as the total when the quota is unlimited.
   * @default t('kit:quotaOverview.unlimited') – "Unbegrenzt"
   */
  unlimitedText?: string;
  /**
   * Notice when nothing is left and there is no monthly expansion.
   * @default t('kit:quotaOverview.exhausted')
   */
  exhaustedText?: string;
  /**
   * Notice when the contract quota is used up and the monthly expansion takes over.
   * @default t('kit:quotaOverview.exhaustedMonthly')
   */
  exhaustedMonthlyText?: string;
  /**
   * Accessible name of the help button.
   * @default t('kit:quotaOverview.monthlyHelpButton') – "Was ist die monatliche Erweiterung?"
   */
  monthlyHelpButtonLabel?: string;
  /**
   * Body of the help popover; receives the formatted allowance ("5.000").
   * @default (allowance) => t('kit:quotaOverview.monthlyHelpText', { allowance })
   */
  formatMonthlyHelpText?: (formattedAllowance: string) => string;
  /**
   * Error text.
   * @default t('kit:quotaOverview.error') – "Das Export-Kontingent konnte nicht geladen werden."
   */
  errorText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** One figure of the overview: a label (dt) over a big number (dd). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: '1 1 12rem',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h4" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The body of the quota page (/quota, spec 2): heading, description, used and total quota (or
 * "Unbegrenzt"), the remaining amount (a dash when unlimited) and, for accounts with monthly
 * expansion, a help popover explaining the extra 5.000 companies per month. Presentational: the app
 * loads the quota and computes `remaining` with the api-client rule.
 *
 * ## Usage
 *
 * ```tsx
 * <QuotaOverview
 *   loading={!quota && !error}
 *   error={Boolean(error)}
 *   onRetry={() => void mutate()}
 *   used={quota?.currentQuota ?? 0}
 *   total={quota?.totalQuota ?? 0}
 *   remaining={quota ? remainingQuota(quota) : null}
 *   monthlyExpand={quota?.monthlyExpand ?? false}
 *   monthlyRemaining={quota?.monthlyExpand ? monthlyExpansionAllowance(quota) : undefined}
 * />
 * ```
 *
 * The logic (which state wins, the help popover's open state) is the headless `useQuotaOverview`
 * (`deriveQuotaOverview` outside React). Texts come from `kit:quotaOverview.*`; each has a prop that
 * overrides it.
 *
 * ## Do
 *
 * - Compute `remaining` with api-client's `remainingQuota` and `monthlyRemaining` with
 *   `monthlyExpansionAllowance`, as the side menu's `QuotaCounter` does.
 * - Keep `headingComponent="h1"` where it is the page's body; pass h2 under another page heading.
 * - Pass `onRetry` with `error`, so the user can load the quota again.
 *
 * ## Don't
 *
 * - Don't fetch inside: the app loads the quota (`/quota` page).
 * - Don't pass `remaining={0}` for an unlimited contract: `null` shows "Unbegrenzt".
 * - Don't add a help popover of your own for the monthly expansion: set `monthlyExpand` (and
 *   `monthlyAllowance` when the contract's differs from 5.000).
 */
export function QuotaOverview({
  used,
  total,
  remaining,
  monthlyExpand = false,
  monthlyAllowance = DEFAULT_MONTHLY_ALLOWANCE,
  monthlyRemaining,
  loading = false,
  error = false,
  onRetry,
  headingComponent = 'h1',
  sx,
  ...texts
}: QuotaOverviewProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const headingId = useId();
  const helpTitleId = useId();
  const { status, usedPercent, helpAnchor, openHelp, closeHelp } = useQuotaOverview({
    used,
    total,
    remaining,
    loading,
    error,
  });

  const usedLabel = texts.usedLabel ?? t('quotaOverview.used');
  const totalLabel = texts.totalLabel ?? t('quotaOverview.total');
  const remainingLabel = texts.remainingLabel ?? t('quotaOverview.remaining');

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {[usedLabel, totalLabel, remainingLabel].map((label) => (
          <Box
            key={label}
            sx={{ flex: '1 1 12rem', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Skeleton variant="text" width="50%" />
            <Typography variant="h4" component="span">
              <Skeleton variant="text" width="70%" />
            </Typography>
          </Box>
        ))}
        <Box component="span" sx={visuallyHidden}>
          {t('quotaOverview.loading')}
        </Box>
      </Box>
    );
  } else if (status === 'error') {
    body = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('quotaOverview.retry')}
            </Button>
          )
        }
      >
        {texts.errorText ?? t('quotaOverview.error')}
      </Alert>
    );
  } else {
    const unlimited = status === 'unlimited';
    // Used up without monthly expansion blocks exports (error colour); with it, exports go on.
    const blocked = status === 'exhausted' && !monthlyExpand;
    body = (
      <>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
          <Figure label={usedLabel}>{format(used)}</Figure>
          <Figure label={totalLabel}>
            {unlimited ? (texts.unlimitedText ?? t('quotaOverview.unlimited')) : format(total)}
          </Figure>
          <Figure label={remainingLabel}>
            {remaining === null ? (
              <>
                <span aria-hidden="true">{t('quotaOverview.dash')}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('quotaOverview.noLimit')}
                </Box>
              </>
            ) : (
              <Box component="span" sx={{ color: blocked ? 'error.main' : 'inherit' }}>
                {format(remaining)}
              </Box>
            )}
          </Figure>
        </Box>
        {usedPercent !== null && (
          // Repeats the figures above for sighted users; screen readers have the numbers.
          <LinearProgress
            variant="determinate"
            value={usedPercent}
            color={blocked ? 'error' : 'primary'}
            aria-hidden="true"
          />
        )}
        {status === 'exhausted' && (
          <Alert severity={monthlyExpand ? 'info' : 'warning'}>
            {monthlyExpand
              ? (texts.exhaustedMonthlyText ?? t('quotaOverview.exhaustedMonthly'))
              : (texts.exhaustedText ?? t('quotaOverview.exhausted'))}
          </Alert>
        )}
        {monthlyExpand && !unlimited && (
          <Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('quotaOverview.monthlyActive')}
              </Typography>
              <IconButton
                size="small"
                color="primary"
                aria-label={texts.monthlyHelpButtonLabel ?? t('quotaOverview.monthlyHelpButton')}
                aria-haspopup="dialog"
                aria-expanded={helpAnchor !== null}
                onClick={openHelp}
              >
                <InfoIcon fontSize="small" />
              </IconButton>
            </Stack>
            {monthlyRemaining !== undefined && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('quotaOverview.monthlyRemaining', { remaining: format(monthlyRemaining) })}
              </Typography>
            )}
            <Popover
              open={helpAnchor !== null}
              anchorEl={helpAnchor}
              onClose={closeHelp}
              // Beside the button, so the popover leaves the allowance line below readable.
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'left' }}
              slotProps={{
                paper: {
                  role: 'dialog',
                  'aria-labelledby': helpTitleId,
                  sx: { p: 2, maxWidth: '24rem', border: 1, borderColor: 'divider' },
                },
              }}
            >
              <Typography id={helpTitleId} variant="subtitle2" component="h2" gutterBottom>
                {t('quotaOverview.monthlyHelpTitle')}
              </Typography>
              <Typography variant="body2">
                {texts.formatMonthlyHelpText
                  ? texts.formatMonthlyHelpText(format(monthlyAllowance))
                  : t('quotaOverview.monthlyHelpText', { allowance: format(monthlyAllowance) })}
              </Typography>
            </Popover>
          </Box>
        )}
      </>
    );
  }

  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 2 }, ...extraSx]}
    >
      <Box>
        <Typography id={headingId} variant="h4" component={headingComponent} gutterBottom>
          {texts.heading ?? t('quotaOverview.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {texts.description ?? t('quotaOverview.description')}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
