import { useId, type ElementType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** The quota calculation of an export as the server computes it (the contract's QuotaInfoForExport). */
export interface QuotaCalculationInfo {
  /** Companies this export charges. */
  neededExport: number;
  /** The part of `neededExport` drawn from the monthly expansion. */
  neededOverused: number;
  /** Quota left after the export; negative: not enough; null: unlimited. */
  restQuota: number | null;
  /** Companies the quota does not cover. */
  numNotExported: number;
  /** Monthly expansion still available this month. */
  mExportQuota: number;
}

/** Texts of `QuotaCalculation` (kit catalogue `quotaCalculation.*`). */
export type QuotaCalculationText =
  | 'heading'
  | 'companies'
  | 'locked'
  | 'alreadyCharged'
  | 'needed'
  | 'overused'
  | 'monthly'
  | 'rest'
  | 'unlimited'
  | 'unlimitedNote'
  | 'free'
  | 'notEnoughTitle'
  | 'notEnough'
  | 'loading'
  | 'error'
  | 'retry';

/** Props of `QuotaCalculation`. */
export interface QuotaCalculationProps {
  /** Rows with a company: what the export enriches (export info numberOfCompanies). */
  companies: number;
  /**
   * Companies of the export whose data is locked: listed, not charged (numberOfLockedCompanies).
   * @default 0
   */
  lockedCompanies?: number;
  /** Companies an earlier export of this import charged: exported again free (numberOfAlreadyCharged). @default 0 */
  alreadyCharged?: number;
  /** The calculation; null while it loads or when it failed. */
  info: QuotaCalculationInfo | null;
  /**
   * Shows placeholders while the calculation loads.
   * @default false
   */
  loading?: boolean;
  /**
   * The calculation could not be loaded: an error with a retry button (`onRetry`) instead of the numbers.
   * @default false
   */
  error?: boolean;
  /** Offered with the error. */
  onRetry?: () => void;
  /**
   * Element of the heading, to fit the page's outline.
   * @default 'h2'
   */
  headingComponent?: ElementType;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<QuotaCalculationText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : 400 }}
      >
        {children}
      </Typography>
    </>
  );
}

/**
 * The export step's quota calculation (spec 2 Export step form, 3 Quota info for export, 5 Export):
 * companies in the export, locked and already charged ones (free), the quota this export needs (and
 * how much of it the monthly expansion covers), what is left afterwards, or "unlimited". When the
 * quota does not cover the export it says for how many companies; the app then disables the download.
 *
 * ## Usage
 *
 * ```tsx
 * <QuotaCalculation
 *   companies={exportInfo.numberOfCompanies}
 *   lockedCompanies={exportInfo.numberOfLockedCompanies}
 *   alreadyCharged={exportInfo.numberOfAlreadyCharged}
 *   info={quota.data ?? null}
 *   loading={quota.isLoading}
 *   error={Boolean(quota.error)}
 *   onRetry={() => void quota.mutate()}
 * />
 * ```
 *
 * `info` is api-client's quota info for the export (`neededExport`, `neededOverused`, `restQuota`,
 * `numNotExported`, `mExportQuota`). Texts come from `kit:quotaCalculation.*`; `texts` replaces any of
 * them (a replacement may use the same `{{variables}}`).
 *
 * ## Do
 *
 * - Disable the download in the app when `info.restQuota` is below 0: the component only says so.
 * - Show `LockedCompaniesNotice` under it when the export has locked companies.
 * - Pass `onRetry` together with `error`, so the user can load the calculation again.
 *
 * ## Don't
 *
 * - Don't compute the numbers in the page: they are api-client's rule, which the server charges by.
 * - Don't hide it for an unlimited contract: it then says "Unbegrenzt" with a note.
 * - Don't change its wording by editing the kit catalogues: pass `texts`.
 */
export function QuotaCalculation({
  companies,
  lockedCompanies = 0,
  alreadyCharged = 0,
  info,
  loading = false,
  error = false,
  onRetry,
  headingComponent = 'h2',
  texts,
  sx,
}: QuotaCalculationProps) {
  const text = useKitTexts<QuotaCalculationText>('quotaCalculation', texts);
  const format = useFormatNumber();
  const headingId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];

  let body: ReactNode;
  if (error && !info) {
    body = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {text('retry')}
            </Button>
          )
        }
      >
        {text('error')}
      </Alert>
    );
  } else if (loading || !info) {
    body = (
      <Box>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} variant="text" />
        ))}
        <Box component="span" sx={visuallyHidden}>
          {text('loading')}
        </Box>
      </Box>
    );
  } else {
    const unlimited = info.restQuota === null;
    const notEnough = info.restQuota !== null && info.restQuota < 0;
    body = (
      <>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          <Line label={text('companies')}>{format(companies)}</Line>
          {lockedCompanies > 0 && <Line label={text('locked')}>{format(lockedCompanies)}</Line>}
          {alreadyCharged > 0 && <Line label={text('alreadyCharged')}>{format(alreadyCharged)}</Line>}
          <Line label={text('needed')} strong>
            {format(info.neededExport)}
          </Line>
          {info.neededOverused > 0 && <Line label={text('overused')}>{format(info.neededOverused)}</Line>}
          {info.mExportQuota > 0 && <Line label={text('monthly')}>{format(info.mExportQuota)}</Line>}
          <Line label={text('rest')} strong>
            {unlimited ? (
              text('unlimited')
            ) : (
              <Box component="span" sx={{ color: notEnough ? 'error.main' : 'inherit' }}>
                {format(info.restQuota ?? 0)}
              </Box>
            )}
          </Line>
        </Box>
        {unlimited && (
          <Alert severity="info" role="note">
            {text('unlimitedNote')}
          </Alert>
        )}
        {!unlimited && !notEnough && info.neededExport === 0 && companies > 0 && (
          <Alert severity="success" role="note">
            {text('free')}
          </Alert>
        )}
        {notEnough && (
          <Alert severity="error">
            <AlertTitle>{text('notEnoughTitle')}</AlertTitle>
            {text('notEnough', { count: info.numNotExported, companies: format(info.numNotExported) })}
          </Alert>
        )}
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }, ...extraSx]}
    >
      <Typography id={headingId} component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {text('heading')}
      </Typography>
      {body}
    </Box>
  );
}
