import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** Props of `ReviewButton`. */
export interface ReviewButtonProps {
  /** Matching is finished (api-client `isImportFinished`); until then the button waits. */
  finished: boolean;
  /** Rows with manual matches to review. */
  manualCount: number;
  /** Rows with exact matches. */
  exactCount: number;
  /** Rows without a match. */
  noMatchCount: number;
  /** Goes to the review step (the app navigates). */
  onClick: () => void;
  /**
   * Styles for the button. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The status page's footer button (spec 2 Footer buttons): waits with a spinner until matching is
 * finished; then "12 Unternehmen prüfen" when there are manual matches, otherwise an outlined
 * "Ergebnisse ansehen" with the exact and no-match counts, since nothing needs checking.
 *
 * ## Usage
 *
 * ```tsx
 * <StickyFooter aria-label={t('import.status.footer')}>
 *   <ReviewButton
 *     finished={isImportFinished(status)}
 *     manualCount={counts.manualMatches}
 *     exactCount={counts.exactMatches}
 *     noMatchCount={counts.noMatches}
 *     onClick={() => void navigate(reviewHref)}
 *   />
 * </StickyFooter>
 * ```
 *
 * Texts come from `kit:reviewButton.*` (singular and plural, numbers in the user's format).
 *
 * ## Do
 *
 * - Pass the counts at the slider's current threshold, the same ones the pie and the cards show.
 * - Render it while matching runs too: it waits with a spinner and says so.
 * - Put it in the status page's `StickyFooter`, so the way on stays in sight.
 *
 * ## Don't
 *
 * - Don't navigate inside: `onClick` is the app's (the kit never routes).
 * - Don't disable or hide it yourself while matching runs: `finished={false}` is that state.
 * - Don't show it for a failed or stopped matching: `MatchingInterruptedAlert` offers the ways on then.
 */
export function ReviewButton({
  finished,
  manualCount,
  exactCount,
  noMatchCount,
  onClick,
  sx,
}: ReviewButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  if (!finished) {
    return (
      <Button
        variant="contained"
        size="large"
        loading
        loadingPosition="start"
        startIcon={<FactCheckIcon />}
        sx={sx}
      >
        {t('reviewButton.processing')}
      </Button>
    );
  }
  if (manualCount > 0) {
    return (
      <Button variant="contained" size="large" startIcon={<FactCheckIcon />} onClick={onClick} sx={sx}>
        {t('reviewButton.reviewManual', { count: manualCount, companies: format(manualCount) })}
      </Button>
    );
  }
  return (
    <Button variant="outlined" size="large" startIcon={<FactCheckIcon />} onClick={onClick} sx={sx}>
      {t('reviewButton.showResults', { exact: format(exactCount), noMatch: format(noMatchCount) })}
    </Button>
  );
}
