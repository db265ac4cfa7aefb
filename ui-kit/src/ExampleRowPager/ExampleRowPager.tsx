import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** Props of `ExampleRowPager`. */
export interface ExampleRowPagerProps {
  /** 0-based index of the example row shown. */
  page: number;
  /** How many example rows there are. */
  count: number;
  /** Receives the 0-based index of the row to show. */
  onPageChange: (page: number) => void;
  /**
   * Accessible name of the pager group.
   * @default t('kit:exampleRowPager.label') – "Beispielzeilen"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Pages through the example rows of the mapping screen one at a time (page size 1, spec 9):
 * "Beispielzeile 2 von 5" between a previous and a next button, each disabled at its end.
 *
 * ## Usage
 *
 * ```tsx
 * <ExampleRowPager page={form.exampleIndex} count={form.exampleCount} onPageChange={form.setExampleIndex} />
 * ```
 *
 * Texts come from `kit:exampleRowPager.*`; `label` overrides the group's name.
 *
 * ## Do
 *
 * - Keep the 0-based index in the mapping form (`useMappingForm`) and show the example row's values next to
 *   the fields.
 * - Place it above the mapping sections it pages, aligned by the parent with `sx`.
 *
 * ## Don't
 *
 * - Don't use it to page lists of several items: it pages one example row at a time (use `ListPagination` or
 *   the grids' paging).
 * - Don't show page numbers 0-based to the user: it says "Beispielzeile 1 von 5" from `page` 0.
 */
export function ExampleRowPager({ page, count, onPageChange, label, sx }: ExampleRowPagerProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const empty = count <= 0;
  return (
    <Box
      role="group"
      aria-label={label ?? t('exampleRowPager.label')}
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 1 }, ...extraSx]}
    >
      <IconButton
        aria-label={t('exampleRowPager.previous')}
        disabled={empty || page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {empty
          ? t('exampleRowPager.empty')
          : t('exampleRowPager.position', { page: format(page + 1), total: format(count) })}
      </Typography>
      <IconButton
        aria-label={t('exampleRowPager.next')}
        disabled={empty || page >= count - 1}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
