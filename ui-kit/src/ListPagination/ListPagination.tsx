import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Pages needed for `total` items at `pageSize` per page; at least 1, so an empty list has one page. */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Props of `ListPagination`. */
export interface ListPaginationProps {
  /** The page shown, 1-based as the user counts (and as the `page` query of the address). */
  page: number;
  /** Pages in all (`pageCountOf`); on a single page nothing is rendered. */
  pageCount: number;
  /** The user chose a page (1-based). */
  onChange: (page: number) => void;
  /**
   * Name of the navigation landmark.
   * @default t('kit:listPagination.label') – "Seiten"
   */
  'aria-label'?: string;
  /**
   * While a page loads.
   * @default false
   */
  disabled?: boolean;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The paging control of a card list (spec 2 Past-imports list): first, previous, the pages around
 * the current one, next and last; hidden when everything fits on one page. The page buttons' names
 * ("Gehe zu Seite 2") come from the theme's MUI locale.
 *
 * ## Usage
 *
 * ```tsx
 * <ListPagination
 *   page={Math.min(page, pageCount)}
 *   pageCount={pageCountOf(total, IMPORT_CARDS_PER_PAGE)}
 *   onChange={setPage}
 *   disabled={isValidating}
 * />
 * ```
 *
 * The page buttons' names come from the theme's MUI locale; `aria-label` names the landmark
 * (`kit:listPagination.label`).
 *
 * ## Do
 *
 * - Keep the page in the address (`page` query) and count it from 1, as users do.
 * - Compute `pageCount` with `pageCountOf` and pass `disabled` while a page loads.
 *
 * ## Don't
 *
 * - Don't use it under the DataGrid tables: they page with their own footer.
 * - Don't hide it yourself on one page: it renders nothing then.
 */
export function ListPagination({
  page,
  pageCount,
  onChange,
  'aria-label': ariaLabel,
  disabled = false,
  sx,
}: ListPaginationProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={Math.min(Math.max(page, 1), pageCount)}
      count={pageCount}
      onChange={(_, next) => {
        if (next !== page) onChange(next);
      }}
      disabled={disabled}
      showFirstButton
      showLastButton
      color="primary"
      aria-label={ariaLabel ?? t('listPagination.label')}
      sx={sx}
    />
  );
}
