import useSWR from 'swr';
import { IMPORTS_PAGE_SIZE, importListImports, type ListImportsResponse } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

/** Every key of the past-imports list starts with this. */
export const IMPORTS_LIST_KEY = 'importsList';

export const importsListKey = (page: number, searchterm: string) =>
  [IMPORTS_LIST_KEY, page, searchterm] as const;

/** Loads one page of 9 (`page` 1-based as in the address; the API counts from 0, spec 7 listImports). */
export async function listImports(page: number, searchterm: string): Promise<ListImportsResponse> {
  return requireResponse(
    await importListImports({
      paging: { page: page - 1, pageSize: IMPORTS_PAGE_SIZE },
      ...(searchterm ? { filters: { searchterm } } : {}),
    }),
  );
}

/** The page of the user's past imports (/list); the previous page stays while the next loads. */
export function useImportsList(page: number, searchterm: string) {
  return useSWR(importsListKey(page, searchterm), ([, p, term]) => listImports(p, term), {
    keepPreviousData: true,
  });
}
