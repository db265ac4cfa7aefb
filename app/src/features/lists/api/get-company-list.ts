import useSWR from 'swr';
import { listsGetCompanyList, type CompanyListPage } from '@datacare/api-client';
import type { CompanyListSortModel } from '@datacare/ui-kit';
import { requireResponse } from '../../../lib/api-errors.ts';

/** One page of a list as the address names it: `page` 1-based, like the `page` query. */
export interface CompanyListQuery {
  listId: string;
  page: number;
  pageSize: number;
  searchterm: string;
  sort: CompanyListSortModel;
}

export const COMPANY_LIST_KEY = 'companyList';

export const companyListKey = (q: CompanyListQuery) =>
  [COMPANY_LIST_KEY, q.listId, q.page, q.pageSize, q.searchterm, q.sort.field, q.sort.order] as const;

/** Loads one page of the list; the API counts pages from 0. */
export async function fetchCompanyList(q: CompanyListQuery): Promise<CompanyListPage> {
  return requireResponse(
    await listsGetCompanyList({
      listId: q.listId,
      paging: { page: q.page - 1, pageSize: q.pageSize },
      ...(q.searchterm ? { filters: { searchterm: q.searchterm } } : {}),
      sorting: { field: q.sort.field, order: q.sort.order },
    }),
  );
}

/** The page of the list (/lists/:id); the previous page stays on screen while the next loads. */
export function useCompanyList(query: CompanyListQuery | null) {
  return useSWR(query ? companyListKey(query) : null, () => fetchCompanyList(query!), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
