import { Children, isValidElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Cards of the past-imports list per page (spec 9): three rows of three on a laptop screen. */
export const IMPORT_CARDS_PER_PAGE = 9;

/** Props of `ImportCardGrid`. */
export interface ImportCardGridProps {
  /** The cards (`ImportCard`), one per import; each becomes an item of the list. */
  children?: ReactNode;
  /**
   * The page is loading: placeholders take the cards' places.
   * @default false
   */
  loading?: boolean;
  /**
   * Placeholder cards while loading.
   * @default 9
   */
  placeholders?: number;
  /**
   * Shown when there are no cards (and the page is not loading).
   * @default t('kit:importCardGrid.empty') – "Keine Ergebnisse gefunden"
   */
  emptyText?: string;
  /**
   * Name of the list.
   * @default t('kit:importCardGrid.label') – "Importe"
   */
  'aria-label'?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * Lays out the cards of the past-imports list as a list in a responsive grid (three columns at
 * 1280 px), with placeholders while loading and "Keine Ergebnisse gefunden" when there are none.
 *
 * ## Usage
 *
 * ```tsx
 * <ImportCardGrid loading={isLoading} aria-label={t('pastImports.listLabel')}>
 *   {items.map((item) => (
 *     <ImportCard
 *       key={item.batchId}
 *       item={importCardItem(item)}
 *       openHref={openHrefOf(item)}
 *       onSaveTag={(tag) => void saveTag(item, tag)}
 *       onDelete={() => setToDelete(item)}
 *     />
 *   ))}
 * </ImportCardGrid>
 * ```
 *
 * Texts come from `kit:importCardGrid.*`; `emptyText` and `aria-label` override them.
 *
 * ## Do
 *
 * - Pass one `ImportCard` per import of the current page (9 per page, `IMPORT_CARDS_PER_PAGE`).
 * - Pass `loading` while a page loads: placeholders keep the layout steady.
 *
 * ## Don't
 *
 * - Don't wrap the cards in your own list items: each child becomes an item of the list.
 * - Don't set column counts or widths from outside: the grid is responsive (three columns at 1280 px).
 */
export function ImportCardGrid({
  children,
  loading = false,
  placeholders = IMPORT_CARDS_PER_PAGE,
  emptyText,
  'aria-label': ariaLabel,
  sx,
}: ImportCardGridProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const cards = Children.toArray(children);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  if (loading) {
    return (
      <Box
        component="ul"
        aria-label={ariaLabel ?? t('importCardGrid.label')}
        aria-busy="true"
        sx={[GRID_SX, ...extraSx]}
      >
        {Array.from({ length: placeholders }, (_, index) => (
          <Box component="li" key={index}>
            <Card variant="outlined" sx={{ p: 2 }} aria-hidden="true">
              <Skeleton width="70%" height={28} />
              <Skeleton width="40%" />
              <Skeleton width="60%" />
              <Skeleton width="55%" />
              <Skeleton variant="rounded" width={120} height={30} sx={{ mt: 1 }} />
            </Card>
          </Box>
        ))}
      </Box>
    );
  }
  if (cards.length === 0) {
    return (
      <Box sx={[{ py: 6, textAlign: 'center' }, ...extraSx]}>
        <Typography sx={{ color: 'text.secondary' }}>{emptyText ?? t('importCardGrid.empty')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={ariaLabel ?? t('importCardGrid.label')} sx={[GRID_SX, ...extraSx]}>
      {cards.map((card, index) => (
        // The card's own key (Children.toArray keeps it), so a card keeps its state when others go.
        <Box component="li" key={isValidElement(card) ? card.key : index} sx={{ minWidth: 0 }}>
          {card}
        </Box>
      ))}
    </Box>
  );
}
