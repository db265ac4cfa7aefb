import useSWR from 'swr';
import {
  EXPORTS_PAGE_SIZE,
  exportListHistoryExports,
  type ListHistoryExportsResponse,
} from '@datacare/api-client';
import type { ExportsSort } from '@datacare/ui-kit';
import { requireResponse } from '../../../lib/api-errors.ts';
import { HISTORY_EXPORTS_KEY } from './keys.ts';

/** One page of the exports list as the address names it: `page` 1-based, like the `page` query. */
export interface HistoryExportsQuery {
  page: number;
  searchterm: string;
  sort: ExportsSort;
}

export const historyExportsKey = ({ page, searchterm, sort }: HistoryExportsQuery) =>
  [HISTORY_EXPORTS_KEY, page, searchterm, sort.field, sort.order] as const;

/** Loads one page; the API counts pages from 0 (spec 7 listHistoryExports). */
export async function listHistoryExports({
  page,
  searchterm,
  sort,
}: HistoryExportsQuery): Promise<ListHistoryExportsResponse> {
  return requireResponse(
    await exportListHistoryExports({
      paging: { page: page - 1, pageSize: EXPORTS_PAGE_SIZE },
      ...(searchterm ? { filters: { searchterm } } : {}),
      sorting: { field: sort.field, order: sort.order },
    }),
  );
}

/**
 * The page of the user's export history (/exports). The previous page stays on screen while the
 * next loads, so paging and sorting do not flash an empty grid.
 */
export function useHistoryExports(query: HistoryExportsQuery) {
  return useSWR(
    historyExportsKey(query),
    ([, page, searchterm, field, order]) => listHistoryExports({ page, searchterm, sort: { field, order } }),
    { keepPreviousData: true },
  );
}
