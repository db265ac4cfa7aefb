import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError, EXPORTS_PAGE_SIZE } from '@datacare/api-client';
import {
  ExportsTable,
  pageCountOf,
  SearchField,
  type ExportsSort,
  type ExportsTableLinkProps,
  type ExportsTableRow,
} from '@datacare/ui-kit';
import { useNotifyApiError } from '../../lib/api-errors.ts';
import { useNotify } from '../../lib/notifications/NotificationsProvider.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useListQuery } from '../../lib/useListQuery.ts';
import { useUser, userKey } from '../auth/api/get-user.ts';
import { checkDownload, historyExportsZipUrl } from './api/download-exports-zip.ts';
import { handleReferenceLink } from './api/handle-reference-link.ts';
import { useHistoryExports } from './api/list-history-exports.ts';
import { downloads } from './downloads.ts';
import { exportsTableRow, parseAdditionalInfo } from './exportRows.ts';

const DEFAULT_SORT: ExportsSort = { field: 'time', order: 'desc' };

/** The sort of the address (`?sort=name&order=asc`); newest first when it names none. */
function sortOf(params: URLSearchParams): ExportsSort {
  const field = params.get('sort');
  const order = params.get('order');
  if (field !== 'time' && field !== 'name') return DEFAULT_SORT;
  return { field, order: order === 'asc' || order === 'desc' ? order : field === 'name' ? 'asc' : 'desc' };
}

function RouterLinkAdapter({ href, ...props }: ExportsTableLinkProps) {
  return <RouterLink to={href} {...props} />;
}

/**
 * /exports (spec 2 Exports list): the user's export history in the kit's DataGrid table, paged (25)
 * and sorted on the server, with search, selection and the bulk export as one zip. Page, search
 * and sort live in the address (`page` 1-based). A failed load is not notified (spec 8: ignored
 * silently), but the page says it could not load the list instead of showing an empty one.
 */
export function ExportsPage() {
  const { t } = useTranslation();
  usePageTitle('titles.exports');
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { mutate } = useSWRConfig();
  const { data: user } = useUser();
  const { params, page, search, setPage, setSearch, update } = useListQuery();
  const sort = sortOf(params);
  const {
    data,
    error,
    isLoading,
    isValidating,
    mutate: reload,
  } = useHistoryExports({ page, searchterm: search, sort });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [bulkExporting, setBulkExporting] = useState(false);

  // A new search starts a new selection: exports chosen under the old one are out of sight.
  const [selectionSearch, setSelectionSearch] = useState(search);
  if (selectionSearch !== search) {
    setSelectionSearch(search);
    setSelectedIds([]);
  }

  const items = useMemo(() => data?.items ?? [], [data]);
  const rows = useMemo(() => items.map((item) => exportsTableRow(item, user?.id ?? null)), [items, user?.id]);
  const itemsById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);

  // A page past the end (the address of an old bookmark, or after exports left the search) goes
  // to the last page there is.
  const lastPage = data ? pageCountOf(data.filteredTotalCount, EXPORTS_PAGE_SIZE) : page;
  useEffect(() => {
    if (data && !isValidating && page > lastPage) setPage(lastPage, { replace: true });
  }, [data, isValidating, page, lastPage, setPage]);

  const onReferenceClick = useCallback(
    async (row: ExportsTableRow) => {
      const item = itemsById.get(row.id);
      const product = item?.data.product;
      if (!item || (product !== 'target' && product !== 'connect' && product !== 'target2')) return;
      try {
        const result = await handleReferenceLink(product, parseAdditionalInfo(item.data.additional_info));
        if (product === 'target2') {
          if (result.hasTarget2Access === false)
            notify({ severity: 'warning', message: t('exportsPage.noTarget2Access') });
          else if (result.target2Link) downloads.open(result.target2Link);
          return;
        }
        if (result.redirectUrl) downloads.open(result.redirectUrl);
      } catch (failure) {
        // Spec 8: link-resolve failures are logged only.
        console.warn(`Reference link of export ${row.id} could not be resolved`, failure);
      }
    },
    [itemsById, notify, t],
  );

  const bulkExportHref = historyExportsZipUrl(selectedIds, search);
  const onBulkExport = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (bulkExporting) return;
    setBulkExporting(true);
    try {
      await checkDownload(bulkExportHref);
      downloads.start(bulkExportHref);
    } catch (failure) {
      // The session ended: the user check sends the page to the login.
      if (failure instanceof ApiError && failure.status === 401) void mutate(userKey);
      notifyApiError(failure);
    } finally {
      setBulkExporting(false);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          {t('pages.exports')}
        </Typography>
        <SearchField
          value={search}
          onSearch={setSearch}
          label={t('exportsPage.search')}
          placeholder={t('exportsPage.searchPlaceholder')}
          sx={{ maxWidth: 560 }}
        />
        {error ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {t('exportsPage.retry')}
              </Button>
            }
          >
            {t('exportsPage.loadFailed')}
          </Alert>
        ) : (
          <ExportsTable
            rows={rows}
            rowCount={data?.filteredTotalCount ?? 0}
            totalCount={data?.totalCount ?? 0}
            searching={search !== ''}
            page={Math.min(page, lastPage)}
            onPageChange={(next) => setPage(next)}
            sort={sort}
            pageSize={EXPORTS_PAGE_SIZE}
            onSortChange={(next) =>
              update({
                sort:
                  next.field === DEFAULT_SORT.field && next.order === DEFAULT_SORT.order ? null : next.field,
                order:
                  next.field === DEFAULT_SORT.field && next.order === DEFAULT_SORT.order ? null : next.order,
                page: null,
              })
            }
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            bulkExportHref={bulkExportHref}
            onBulkExport={(event) => void onBulkExport(event)}
            bulkExporting={bulkExporting}
            onReferenceClick={(row) => void onReferenceClick(row)}
            renderLink={RouterLinkAdapter}
            loading={isLoading}
          />
        )}
      </Stack>
    </Paper>
  );
}
