import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { matchTypeColor } from '../utils/matchTypes.ts';
import { REVIEW_TABS, type ReviewTab, type ReviewTabCounts } from '../utils/review.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `ReviewTabs`. */
export interface ReviewTabsProps {
  /** The tab shown. */
  value: ReviewTab;
  /** Rows per match type (the status counts at the current threshold). */
  counts: ReviewTabCounts;
  /** Manual rows not yet checked (result page `totalCount - checkedCount`). */
  remaining: number;
  /** Receives the tab the user picks (click, arrow keys). */
  onChange: (value: ReviewTab) => void;
  /**
   * While the app loads, the tabs cannot be switched.
   * @default false
   */
  disabled?: boolean;
  /**
   * Accessible name of the group.
   * @default t('kit:reviewTabs.label') – "Ergebnisse nach Trefferart"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const COUNT_OF: Record<ReviewTab, keyof ReviewTabCounts> = {
  noMatch: 'noMatches',
  manual: 'manualMatches',
  exact: 'exactMatches',
};

/**
 * The review page's radio tabs (spec 2 Review page): "Kein Treffer (12)", "Manuell (12 / 40)" with
 * the remaining checks of all manual rows, "Exakt (1.234)". A real radio group: Tab enters it at the
 * chosen tab, the arrow keys pick another one. Once every manual row is checked, the manual tab shows a
 * check mark. Each tab carries its match type's colour as an edge, next to its name.
 *
 * ## Usage
 *
 * ```tsx
 * <ReviewTabs
 *   value={tab}
 *   counts={tabCounts} // { noMatches, manualMatches, exactMatches }, memoised
 *   remaining={remaining}
 *   onChange={changeTab}
 * />
 * ```
 *
 * Controlled: the app keeps the tab (in the address, `?tab=manual`). Texts come from
 * `kit:reviewTabs.*`; `label` overrides the group's accessible name.
 *
 * ## Do
 *
 * - Pass the status counts at the current threshold, and `remaining` from the result page
 *   (`totalCount - checkedCount`).
 * - Memoise `counts` (`useMemo`), so the header is skipped while the user pages through rows.
 * - Let it take the free room of the header line (`sx={{ flex: '1 1 auto' }}`).
 *
 * ## Don't
 *
 * - Don't rebuild it with MUI `Tabs`: it is a radio group on purpose (Tab enters at the chosen tab,
 *   the arrow keys choose another).
 * - Don't compute `remaining` from the counts: checked rows are the server's.
 * - Don't recolour the tabs' edges: they are the match types' colours, as in the pie and the cards.
 */
export function ReviewTabs({
  value,
  counts,
  remaining,
  onChange,
  disabled = false,
  label,
  sx,
}: ReviewTabsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const theme = useTheme();
  const name = useId();
  const descriptionId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const total = counts.manualMatches;
  const text = (tab: ReviewTab) =>
    tab === 'manual'
      ? t('reviewTabs.manual', { remaining: format(remaining), total: format(total) })
      : t(`reviewTabs.${tab}`, { n: format(counts[COUNT_OF[tab]]) });

  return (
    <Box
      role="radiogroup"
      aria-label={label ?? t('reviewTabs.label')}
      aria-disabled={disabled || undefined}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
          minWidth: 0,
        },
        ...extraSx,
      ]}
    >
      <Box component="span" id={descriptionId} sx={visuallyHidden}>
        {t('reviewTabs.manualDescription', { remaining: format(remaining), total: format(total) })}
      </Box>
      {REVIEW_TABS.map((tab) => {
        const checked = tab === value;
        return (
          <Box
            key={tab}
            component="label"
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.25,
              mb: '-1px',
              cursor: disabled ? 'default' : 'pointer',
              color: checked ? 'primary.main' : 'text.secondary',
              fontWeight: checked ? 700 : 600,
              borderBottom: 3,
              borderColor: checked ? 'primary.main' : 'transparent',
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              '&:hover': disabled ? undefined : { color: 'primary.main', bgcolor: 'action.hover' },
              '&:has(input:focus-visible)': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: -2,
                borderRadius: 1,
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={tab}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(tab)}
              aria-describedby={tab === 'manual' ? descriptionId : undefined}
              sx={visuallyHidden}
            />
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: matchTypeColor(theme, tab) }}
            />
            {text(tab)}
            {tab === 'manual' && remaining <= 0 && total > 0 && (
              <CheckCircleIcon aria-hidden="true" fontSize="small" sx={{ color: 'success.main' }} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
