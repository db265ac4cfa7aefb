import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE, MAX_PAGE_INDEX, SEARCHTERM_MAX_LENGTH } from '@datacare/api-client';

/**
 * The page of the address's `page` query: 1-based as users count (spec 7: the API counts from 0),
 * 1 when missing or not a page number.
 */
export function parsePage(value: string | null): number {
  if (!value || !/^[0-9]{1,7}$/.test(value)) return DEFAULT_PAGE;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE_INDEX + 1 ? page : DEFAULT_PAGE;
}

/**
 * Page and search of a list page (/list, /exports) kept in the address (`?page=2&search=Messe`), so
 * reload, back and a shared link show the same page. A new search starts at page 1; other query
 * parameters stay as they are.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, SEARCHTERM_MAX_LENGTH);

  // Two changes in one go (a new sort, then the table's own "back to page 1") must both land: the
  // router hands each updater the query of the last render, so the second would drop the first.
  // Each change therefore builds on the latest query asked for.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: options.replace ?? false });
    },
    [setParams],
  );

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      update({ page: next === DEFAULT_PAGE ? null : String(next) }, options),
    [update],
  );
  const setSearch = useCallback((term: string) => update({ search: term || null, page: null }), [update]);

  return { params, page, search, setPage, setSearch, update };
}
