import { createContext, useContext, useMemo, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { deDE, enUS, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale, type KitLocale } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { LockedValueBase } from '../LockedValue/LockedValue.tsx';
import { websiteHref, websiteText } from '../MatchesTable/websiteHref.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { useFormatDateTime } from '../utils/dateTime.ts';
import { useKitTexts, type TextValues } from '../utils/kitTexts.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Companies per page of a company list (as the exports list, spec 9). */
export const COMPANY_LIST_PAGE_SIZE = 25;

/** A target 1 company list, or the companies handed over to target 2.0. */
export type CompanyListKind = 'target1' | 'target2';

/** The list shown (the contract's `CompanyListDetails`); times as the contract's ISO strings or as dates. */
export interface CompanyListGridDetails {
  id: string;
  name: string;
  kind: CompanyListKind;
  createdAt?: string | Date;
  /** The last change of the list: shown as "Zuletzt geändert am …". */
  updatedAt: string | Date;
}

/** Register status of a company (the contract's `CompanyStatus`). */
export type CompanyListCompanyStatus = 'active' | 'in_liquidation' | 'deleted' | 'not_in_hr';

/** One company of the list (the contract's `CompanyListMember`). */
export interface CompanyListGridRow {
  /** The company's id in the provider's database. */
  id: string;
  /** False for a company of a data pack the account has not bought: its data is null and shows "XXXX". */
  isUnlocked: boolean;
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  status: CompanyListCompanyStatus | null;
  /** When the company was added to the list. */
  addedAt: string | Date;
}

/** The columns the server sorts by (the contract's `GetCompanyListRequest.sorting.field`). */
export type CompanyListSortField = 'company_name' | 'zip' | 'location' | 'addedAt';

/** Server-side sort of the list. */
export interface CompanyListSortModel {
  field: CompanyListSortField;
  order: 'asc' | 'desc';
}

/** The page shown: `page` is 1-based, as users count (the API's paging is 0-based: subtract one). */
export interface CompanyListPaginationModel {
  page: number;
  pageSize: number;
}

/** Texts of `CompanyListGrid` (kit catalogue `companyListGrid.*`). */
export type CompanyListGridText =
  | 'label'
  | 'kind.target1'
  | 'kind.target2'
  | 'count'
  | 'filteredCount'
  | 'updatedAt'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'loading'
  | 'empty'
  | 'noResults'
  | 'error'
  | 'retry'
  | 'addedAt'
  | 'unnamed'
  | 'missing'
  | 'status.deleted'
  | 'status.in_liquidation'
  | 'lockButton'
  | 'newTab';

/** Props of `CompanyListGrid`. */
export interface CompanyListGridProps {
  /** The list (listsGetCompanyList `list`); undefined until the first answer. */
  list: CompanyListGridDetails | undefined;
  /** The companies of the current page (`items`). */
  rows: readonly CompanyListGridRow[];
  /** Companies matching the search (`filteredTotalCount`): the paging counts these. */
  rowCount: number;
  /** All companies of the list (`totalCount`): the header shows it. */
  totalCount: number;
  /** The page shown; `page` 1-based. */
  paginationModel: CompanyListPaginationModel;
  /** The user chose a page (1-based). */
  onPaginationModelChange: (model: CompanyListPaginationModel) => void;
  /** The sort in force (field and order), as the server sorted the rows. */
  sortModel: CompanyListSortModel;
  /** The user sorted: names, zip and location A to Z first, "added" newest first; never unsorted. */
  onSortModelChange: (model: CompanyListSortModel) => void;
  /** The search in force; '' for none. */
  searchterm: string;
  /** Runs a search with the trimmed term (Enter or the button); '' resets it (Esc or clear). */
  onSearch: (term: string) => void;
  /**
   * A page is loading: a progress bar above the grid, the previous rows stay.
   * @default false
   */
  loading?: boolean;
  /**
   * The list could not be loaded: an error with `onRetry` above the grid.
   * @default false
   */
  error?: boolean;
  /** Loads the list again after an error; the error shows a retry button with it. */
  onRetry?: () => void;
  /**
   * The lock button of a locked company was pressed; the app opens `LockDialog`.
   * @default undefined – locked companies show no button
   */
  onLockClick?: (row: CompanyListGridRow) => void;
  /**
   * Time zone of dates and times.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * The list name's heading element: the page's own heading by default.
   * @default 'h1'
   */
  headingComponent?: 'h1' | 'h2';
  /** Replaces kit texts (`empty`: "Keine Unternehmen in dieser Liste", `noResults`: "Keine Ergebnisse gefunden", …). */
  texts?: Partial<Record<CompanyListGridText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const GRID_LOCALES: Record<KitLocale, typeof deDE> = { de: deDE, en: enUS, fr: frFR };
const SORT_FIELDS: readonly string[] = ['company_name', 'zip', 'location', 'addedAt'];
const secondary = { color: 'text.secondary' } as const;

interface CellContextValue {
  page: number;
  pageSize: number;
  rowCount: number;
  loading: boolean;
  error: boolean;
  searching: boolean;
  onPageChange: (page: number) => void;
  onLockClick?: (row: CompanyListGridRow) => void;
  formatDate: (date: Date, part: 'date' | 'time' | 'dateTime') => string;
  text: (key: CompanyListGridText, values?: TextValues) => string;
  locked: ReactElement;
}

// Cells, overlay and footer read from here, so the columns stay stable while props change.
const CellContext = createContext<CellContextValue | null>(null);

function useCellContext(): CellContextValue {
  const value = useContext(CellContext);
  if (!value) throw new Error('CompanyListGrid cells render inside CompanyListGrid');
  return value;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The text in place of the rows: loading, failed, no search results, or an empty list. */
function NoRowsOverlay() {
  const { loading, error, searching, text } = useCellContext();
  const message = loading ? 'loading' : error ? 'error' : searching ? 'noResults' : 'empty';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', p: 2 }}>
      <Typography variant="body2" sx={secondary}>
        {text(message)}
      </Typography>
    </Box>
  );
}

/** The footer's paging, 1-based outside (texts from the theme's MUI locale). */
function ListPaging() {
  const { page, pageSize, rowCount, loading, onPageChange } = useCellContext();
  const lastIndex = Math.max(Math.ceil(rowCount / pageSize) - 1, 0);
  return (
    <TablePagination
      component="div"
      count={rowCount}
      page={Math.min(Math.max(page - 1, 0), lastIndex)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      showFirstButton
      showLastButton
      disabled={loading}
      sx={{ overflow: 'visible' }}
    />
  );
}

/** A value the company does not have: a dash, read as "nicht hinterlegt". */
function Missing() {
  const { text } = useCellContext();
  return (
    <Typography variant="body2" component="span" sx={secondary}>
      <span aria-hidden="true">–</span>
      <Box component="span" sx={visuallyHidden}>
        {text('missing')}
      </Box>
    </Typography>
  );
}

function CompanyCell({ row }: { row: CompanyListGridRow }) {
  const { text, locked, onLockClick } = useCellContext();
  if (!row.isUnlocked) {
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {locked}
        {onLockClick && (
          <IconButton size="small" aria-label={text('lockButton')} onClick={() => onLockClick(row)}>
            <LockIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  }
  const name = row.company_name?.trim() ?? '';
  const status = row.status === 'deleted' || row.status === 'in_liquidation' ? row.status : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25, minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...(name === '' ? secondary : {}) }}
      >
        {name || text('unnamed')}
      </Typography>
      {status && (
        <Typography
          variant="caption"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            color: status === 'deleted' ? 'error.main' : 'warning.dark',
          }}
        >
          {status === 'deleted' ? (
            <BlockIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />
          ) : (
            <HourglassBottomIcon aria-hidden="true" sx={{ fontSize: '1rem' }} />
          )}
          {text(`status.${status}`)}
        </Typography>
      )}
    </Box>
  );
}

function TextCell({
  row,
  field,
}: {
  row: CompanyListGridRow;
  field: 'zip' | 'location' | 'street' | 'country';
}) {
  const { locked } = useCellContext();
  if (!row.isUnlocked) return locked;
  const value = row[field]?.trim() ?? '';
  if (value === '') return <Missing />;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  );
}

function WebsiteCell({ row }: { row: CompanyListGridRow }) {
  const { locked, text } = useCellContext();
  if (!row.isUnlocked) return locked;
  const url = row.url?.trim() ?? '';
  if (url === '') return <Missing />;
  const href = websiteHref(url);
  if (href === null)
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {url}
      </Typography>
    );
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {websiteText(url)}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${text('newTab')}`}
      </Box>
    </Link>
  );
}

function AddedAtCell({ row }: { row: CompanyListGridRow }) {
  const { formatDate } = useCellContext();
  const date = toDate(row.addedAt);
  return (
    <Box>
      <Typography variant="body2">{formatDate(date, 'date')}</Typography>
      <Typography variant="caption" sx={secondary}>
        {formatDate(date, 'time')}
      </Typography>
    </Box>
  );
}

type Cell = (params: GridRenderCellParams<CompanyListGridRow>) => ReactElement;
const textCell =
  (field: 'zip' | 'location' | 'street' | 'country'): Cell =>
  (params) => <TextCell row={params.row} field={field} />;

/**
 * The companies of one company list (`/lists/:id`, ADR 012): a header with the list's name, its
 * kind ("Firmenliste in Target" or "… in Target 2.0"), its number of companies and its last change;
 * a search (Enter searches, Esc clears) and MUI X DataGrid with server paging (25 per page) and
 * sorting (name, zip, location, added), columns name (with "gelöscht" or "in Liquidation"), zip,
 * location, street, country, website (a link opening a new tab) and added at. Locked companies show
 * "XXXX", read as "gesperrt", with a button that asks why (`onLockClick`). Presentational: rows,
 * paging, sort and search come from the app.
 *
 * ## Usage
 *
 * ```tsx
 * <CompanyListGrid
 *   list={data?.list}
 *   rows={data?.items ?? []}
 *   rowCount={data?.filteredTotalCount ?? 0}
 *   totalCount={data?.totalCount ?? 0}
 *   paginationModel={{ page, pageSize: COMPANY_LIST_PAGE_SIZE }}
 *   onPaginationModelChange={(model) => setPage(model.page)}
 *   sortModel={sort}
 *   onSortModelChange={setSort}
 *   searchterm={search}
 *   onSearch={setSearch}
 *   loading={isLoading}
 *   error={Boolean(error)}
 *   onRetry={() => void mutate()}
 *   onLockClick={() => setLockOpen(true)}
 * />
 * ```
 *
 * Texts come from `kit:companyListGrid.*`; `texts` overrides them. The grid's own texts follow the theme's
 * MUI locale.
 *
 * ## Do
 *
 * - Keep page, sort and search in the address (query) and load the page from the server: the grid pages and
 *   sorts on the server, 25 companies per page.
 * - Pass `page` 1-based and subtract one for the API, which counts from 0.
 * - Open `LockDialog` from `onLockClick` so locked companies ("XXXX") explain themselves.
 *
 * ## Don't
 *
 * - Don't sort or filter `rows` in the browser: they are one page of the server's answer.
 * - Don't put the locked companies' real data in `rows`: locked data never reaches the browser.
 * - Don't add a second page heading: the list's name is the page's `h1` (`headingComponent`).
 */
export function CompanyListGrid({
  list,
  rows,
  rowCount,
  totalCount,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  searchterm,
  onSearch,
  loading = false,
  error = false,
  onRetry,
  onLockClick,
  timeZone,
  headingComponent = 'h1',
  texts,
  sx,
}: CompanyListGridProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const text = useKitTexts<CompanyListGridText>('companyListGrid', texts);
  const format = useFormatNumber();
  const formatDate = useFormatDateTime(timeZone);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  const searching = searchterm !== '';
  const { page, pageSize } = paginationModel;

  // The narrowest widths add up to 950 px: the grid fits a 1280 px window beside the app's menu.
  const columns = useMemo<GridColDef<CompanyListGridRow>[]>(
    () => [
      {
        field: 'company_name',
        headerName: t('fields.company_name'),
        flex: 1.6,
        minWidth: 180,
        sortingOrder: ['asc', 'desc'],
        renderCell: ({ row }) => <CompanyCell row={row} />,
      },
      {
        field: 'zip',
        headerName: t('fields.zip'),
        width: 110,
        sortingOrder: ['asc', 'desc'],
        renderCell: textCell('zip'),
      },
      {
        field: 'location',
        headerName: t('fields.location'),
        flex: 1,
        minWidth: 120,
        sortingOrder: ['asc', 'desc'],
        renderCell: textCell('location'),
      },
      {
        field: 'street',
        headerName: t('fields.street'),
        flex: 1.2,
        minWidth: 150,
        sortable: false,
        renderCell: textCell('street'),
      },
      {
        field: 'country',
        headerName: t('fields.country'),
        width: 110,
        sortable: false,
        renderCell: textCell('country'),
      },
      {
        field: 'url',
        headerName: t('fields.url'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => <WebsiteCell row={row} />,
      },
      {
        field: 'addedAt',
        headerName: text('addedAt'),
        width: 140,
        // Newest first on the first click.
        sortingOrder: ['desc', 'asc'],
        renderCell: ({ row }) => <AddedAtCell row={row} />,
      },
    ],
    [t, text],
  );

  const locked = useMemo(() => <LockedValueBase label={t('lockedValue.label')} />, [t]);
  const cellContext = useMemo<CellContextValue>(
    () => ({
      page,
      pageSize,
      rowCount,
      loading,
      error,
      searching,
      onPageChange: (next) => onPaginationModelChange({ page: next, pageSize }),
      onLockClick,
      formatDate,
      text,
      locked,
    }),
    [
      page,
      pageSize,
      rowCount,
      loading,
      error,
      searching,
      onPaginationModelChange,
      onLockClick,
      formatDate,
      text,
      locked,
    ],
  );

  const gridPagination: GridPaginationModel = { page: Math.max(page - 1, 0), pageSize };
  const gridSort: GridSortModel = [{ field: sortModel.field, sort: sortModel.order }];
  const extraSx = Array.isArray(sx) ? sx : [sx];

  let header: ReactElement;
  if (list) {
    const updatedAt = toDate(list.updatedAt);
    header = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography variant="h4" component={headingComponent} sx={{ overflowWrap: 'anywhere' }}>
          {list.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Chip
            icon={<ListAltIcon aria-hidden="true" />}
            label={text(`kind.${list.kind}`)}
            size="small"
            variant="outlined"
            color="primary"
          />
          <Typography variant="body2">
            {text('count', { count: totalCount, total: format(totalCount) })}
          </Typography>
          <Typography variant="body2" sx={secondary}>
            {text('updatedAt', { date: formatDate(updatedAt, 'date'), time: formatDate(updatedAt, 'time') })}
          </Typography>
        </Box>
      </Box>
    );
  } else {
    header = (
      <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Skeleton variant="text" sx={{ typography: 'h4', width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '30%' }} />
      </Box>
    );
  }

  return (
    <CellContext value={cellContext}>
      <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }, ...extraSx]}>
        {header}
        {error && (
          <Alert
            severity="error"
            action={
              onRetry && (
                <Button color="inherit" size="small" onClick={onRetry}>
                  {text('retry')}
                </Button>
              )
            }
          >
            {text('error')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <SearchField
            value={searchterm}
            onSearch={onSearch}
            label={text('searchLabel')}
            placeholder={text('searchPlaceholder')}
            sx={{ flex: '1 1 20rem', maxWidth: '36rem' }}
          />
          <Typography variant="body2" role="status" sx={secondary}>
            {searching &&
              text('filteredCount', {
                count: totalCount,
                filtered: format(rowCount),
                total: format(totalCount),
              })}
          </Typography>
        </Box>
        <Box sx={{ height: 4, mt: -1, mb: -1 }}>
          {loading && <LinearProgress aria-label={text('loading')} />}
        </Box>
        <DataGrid<CompanyListGridRow>
          aria-label={list ? `${text('label')}: ${list.name}` : text('label')}
          rows={rows}
          columns={columns}
          localeText={GRID_LOCALES[locale].components.MuiDataGrid.defaultProps.localeText}
          autoHeight
          getRowHeight={() => 'auto'}
          // 25 rows: all of them are in the page anyway, and every row can be found by the browser's search.
          disableVirtualization
          paginationMode="server"
          sortingMode="server"
          rowCount={rowCount}
          pageSizeOptions={[pageSize]}
          paginationModel={gridPagination}
          // The page is the app's alone (see ExportsTable): the footer reports straight to the app.
          slots={{ pagination: ListPaging, noRowsOverlay: NoRowsOverlay, noResultsOverlay: NoRowsOverlay }}
          sortModel={gridSort}
          // The server always sorts: each column toggles between its two orders, never to "unsorted".
          onSortModelChange={(model) => {
            const next = model[0];
            if (next && SORT_FIELDS.includes(next.field) && next.sort)
              onSortModelChange({ field: next.field as CompanyListSortField, order: next.sort });
          }}
          disableRowSelectionOnClick
          disableColumnMenu
          disableColumnFilter
          disableColumnSelector
          disableDensitySelector
          sx={{
            '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
          }}
        />
      </Box>
    </CellContext>
  );
}
