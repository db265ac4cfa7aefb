import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '@datacare/api-client';
import {
  COMPANY_LIST_PAGE_SIZE,
  CompanyListGrid,
  CompanyListNotFound,
  LockDialog,
  type CompanyListSortModel,
} from '@datacare/ui-kit';
import { SUPPORT_CONTACT } from '../../config.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useListQuery } from '../../lib/useListQuery.ts';
import { useCompanyList } from './api/get-company-list.ts';

const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SORT_FIELDS = ['company_name', 'zip', 'location', 'addedAt'] as const;
const DEFAULT_SORT: CompanyListSortModel = { field: 'company_name', order: 'asc' };

/** The sort of the address (`?sort=location&order=desc`); by name when it names none. */
function sortOf(params: URLSearchParams): CompanyListSortModel {
  const field = SORT_FIELDS.find((f) => f === params.get('sort'));
  if (!field) return DEFAULT_SORT;
  const order = params.get('order');
  return { field, order: order === 'desc' ? 'desc' : 'asc' };
}

/**
 * /lists/:id (issue 16): what arrived in a company list — its name, kind and size and its companies
 * with the provider's data, paged, sorted and searched on the server; page, search and sort live in
 * the address. Opened in a new tab from the company list dialog, the connect finish screen and the
 * exports list. A list that does not exist or is another user's gets its own page.
 */
export function CompanyListPage() {
  usePageTitle('titles.companyList');
  const { id = '' } = useParams();
  const { params, page, search, setPage, setSearch, update } = useListQuery();
  const sort = sortOf(params);
  const valid = LIST_ID.test(id);
  const { data, error, isLoading, mutate } = useCompanyList(
    valid ? { listId: id, page, pageSize: COMPANY_LIST_PAGE_SIZE, searchterm: search, sort } : null,
  );
  const [lockOpen, setLockOpen] = useState(false);

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Paper sx={{ p: 3 }}>
        <CompanyListNotFound
          backHref="/exports"
          renderLink={({ href, children, ...rest }) => (
            <RouterLink to={href} {...rest}>
              {children}
            </RouterLink>
          )}
        />
      </Paper>
    );
  }

  return (
    <Paper sx={{ p: 3 }}>
      <CompanyListGrid
        list={data?.list}
        rows={data?.items ?? []}
        rowCount={data?.filteredTotalCount ?? 0}
        totalCount={data?.totalCount ?? 0}
        paginationModel={{ page, pageSize: COMPANY_LIST_PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page)}
        sortModel={sort}
        onSortModelChange={(next) =>
          update({
            sort: next.field === DEFAULT_SORT.field && next.order === DEFAULT_SORT.order ? null : next.field,
            order: next.field === DEFAULT_SORT.field && next.order === DEFAULT_SORT.order ? null : next.order,
            page: null,
          })
        }
        searchterm={search}
        onSearch={setSearch}
        loading={isLoading}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        onLockClick={() => setLockOpen(true)}
      />
      <LockDialog open={lockOpen} onClose={() => setLockOpen(false)} phone={SUPPORT_CONTACT.phone} />
    </Paper>
  );
}
