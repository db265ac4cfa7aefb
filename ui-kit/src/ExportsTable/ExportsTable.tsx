import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ArchiveIcon from '@mui/icons-material/FolderZipOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { deDE, enUS, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale, type KitLocale } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useFormatDateTime } from '../utils/dateTime.ts';

/** Exports per page of the latest-exports list (spec 9). */
export const EXPORTS_TABLE_PAGE_SIZE = 25;

/**
 * What the reference column shows for an export (spec 2 Exports list), decided by the app from
 * the product, the export's additional info and who exported it:
 * - `imports`: a Datacare export of the current user, linked to its import(s); a deleted import is
 *   named with the note "Import gelöscht" and no link (there is nothing left to open);
 * - `foreign`: a Datacare export of another user ("Fremde Referenz");
 * - `legacy`: an export of the old product (a plain label);
 * - `target`, `connect`, `target2`: a link the app resolves when clicked (`onReferenceClick`);
 * - `targetFreeSearch`: a target export of a free search (profile id 0), a label;
 * - `target2NoQuery`: a target 2 export without a query, a label;
 * - `none`: nothing to show.
 */
export type ExportReference =
  | { kind: 'imports'; imports: readonly ExportReferenceImport[] }
  | {
      kind:
        | 'foreign'
        | 'legacy'
        | 'target'
        | 'targetFreeSearch'
        | 'connect'
        | 'target2'
        | 'target2NoQuery'
        | 'none';
    };

/** An import an export was made from. */
export interface ExportReferenceImport {
  /** The import's name (its tag), the link text. */
  name: string;
  /** Where the import opens, e.g. `/import/status?id=…`. */
  href: string;
  /** The import was deleted since; the export stays. */
  deleted: boolean;
}

/** The export's file (contract `fileAvailable`, `fileExpiresAt`). */
export interface ExportFile {
  /** Where the browser downloads it (getHistoryExport). */
  href: string;
  /** False once removed after the retention time. */
  available: boolean;
  /** When it is (or was) removed; null for exports without a file. */
  expiresAt: Date | null;
}

/** One row of the exports table (the contract's `ExportHistoryItem`, prepared by the app). */
export interface ExportsTableRow {
  /** The export history id. */
  id: number;
  /** When the export was made. */
  time: Date;
  /** Full name of the exporting user; null when the user was deleted for data protection. */
  userName: string | null;
  /** The export name (the import's tag). */
  name: string;
  fileName: string;
  /** Companies in the export (`num_entities`). */
  count: number;
  reference: ExportReference;
  file: ExportFile;
}

/** Server-side sort of the table: by export date or export name. */
export interface ExportsSort {
  field: 'time' | 'name';
  order: 'asc' | 'desc';
}

/** What `ExportsTableProps.renderLink` receives: anchor attributes plus `href` and the `ref` to forward. */
export interface ExportsTableLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of `ExportsTable`. Every text defaults to the kit catalogue and can be overridden. */
export interface ExportsTableProps {
  /** The exports of the current page. */
  rows: readonly ExportsTableRow[];
  /** Exports matching the search (`filteredTotalCount`): the paging counts these. */
  rowCount: number;
  /** All exports of the user (`totalCount`). */
  totalCount: number;
  /**
   * A search is in force: the counts read "12 von 134 Exporten" even when all match.
   * @default false
   */
  searching?: boolean;
  /** The page shown, 1-based as the user counts (and as the `page` query of the address). */
  page: number;
  /** The user chose a page (1-based). */
  onPageChange: (page: number) => void;
  /**
   * Exports per page.
   * @default 25
   */
  pageSize?: number;
  /** The sort in force: export date (`time`) or export name (`name`), ascending or descending. */
  sort: ExportsSort;
  /** The user sorted by another column or order; the app loads the first page again. */
  onSortChange: (sort: ExportsSort) => void;
  /** Selected export ids; the selection is kept across pages. */
  selectedIds: readonly number[];
  /** Receives the selected export ids, kept across pages. */
  onSelectionChange: (ids: number[]) => void;
  /**
   * Where the bulk export downloads from: the zip of the selection, or of every filtered export
   * when none is selected (getHistoryExportsZip).
   */
  bulkExportHref: string;
  /**
   * Called when the bulk export is clicked, before the browser follows `bulkExportHref`; call
   * `event.preventDefault()` to take over (e.g. to report a failure).
   * @default undefined – the browser downloads
   */
  onBulkExport?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The bulk export is being prepared.
   * @default false
   */
  bulkExporting?: boolean;
  /**
   * A reference link of another product (`target`, `connect`, `target2`) was clicked.
   * @default undefined – those references are plain labels
   */
  onReferenceClick?: (row: ExportsTableRow) => void;
  /**
   * Renders the links to imports, so the app can plug in its router, e.g.
   * `({ href, ...props }) => <Link to={href} {...props} />`. Spread all props onto the element.
   * @default a plain `<a href>`
   */
  renderLink?: (props: ExportsTableLinkProps) => ReactElement;
  /**
   * A page is loading.
   * @default false
   */
  loading?: boolean;
  /**
   * Time zone of dates and times.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * Accessible name of the table.
   * @default t('kit:exportsTable.label') – "Letzte Exporte"
   */
  'aria-label'?: string;
  /**
   * Shown when there are no exports.
   * @default t('kit:exportsTable.empty') – "Keine Daten"
   */
  emptyText?: string;
  /**
   * Shown as user when the exporting user was deleted for data protection.
   * @default t('kit:exportsTable.deletedUser') – "Gelöschter Nutzer"
   */
  deletedUserText?: string;
  /**
   * Shown instead of the download once the retention time removed the file.
   * @default t('kit:exportsTable.fileExpired') – "Datei abgelaufen"
   */
  fileExpiredText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const GRID_LOCALES: Record<KitLocale, typeof deDE> = { de: deDE, en: enUS, fr: frFR };

interface CellContextValue {
  page: number;
  pageSize: number;
  rowCount: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  renderLink?: ExportsTableProps['renderLink'];
  onReferenceClick?: ExportsTableProps['onReferenceClick'];
  formatDate: (date: Date, part: 'date' | 'time' | 'dateTime') => string;
  deletedUserText: string;
  fileExpiredText: string;
  emptyText: string;
}

// Cells and the footer read the callbacks from here, so the columns stay stable while they change.
const CellContext = createContext<CellContextValue | null>(null);

function useCellContext(): CellContextValue {
  const value = useContext(CellContext);
  if (!value) throw new Error('ExportsTable cells render inside ExportsTable');
  return value;
}

function ImportLink(props: ExportsTableLinkProps) {
  const { renderLink } = useCellContext();
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- MUI passes the link text as children.
  return renderLink ? renderLink(props) : <a {...props} />;
}

const secondary = { color: 'text.secondary' } as const;

/**
 * The text in place of the rows: "Keine Daten", or while the first page loads that it is loading
 * (the grid's own loading overlay puts a progress bar inside the grid, where assistive technology
 * expects only rows; the progress bar sits above the grid instead).
 */
function NoRowsOverlay() {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { loading, emptyText } = useCellContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', p: 2 }}>
      <Typography variant="body2" sx={secondary}>
        {loading ? t('exportsTable.loading') : emptyText}
      </Typography>
    </Box>
  );
}

/** The grid footer's paging: MUI's TablePagination (texts from the theme's locale), 1-based outside. */
function ExportsPagination() {
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

function UserCell({ row }: { row: ExportsTableRow }) {
  const { deletedUserText } = useCellContext();
  if (row.userName === null)
    return (
      <Typography variant="body2" sx={{ ...secondary, fontStyle: 'italic' }}>
        {deletedUserText}
      </Typography>
    );
  return <Typography variant="body2">{row.userName}</Typography>;
}

function ReferenceCell({ row }: { row: ExportsTableRow }) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { onReferenceClick } = useCellContext();
  const reference = row.reference;
  switch (reference.kind) {
    case 'imports':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {reference.imports.map((item) =>
            item.deleted ? (
              <Box key={item.href} sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap title={item.name}>
                  {item.name}
                </Typography>
                <Typography variant="caption" sx={secondary}>
                  {t('exportsTable.reference.importDeleted')}
                </Typography>
              </Box>
            ) : (
              <Link
                key={item.href}
                component={ImportLink}
                href={item.href}
                variant="body2"
                noWrap
                title={item.name}
                aria-label={t('exportsTable.reference.openImport', { name: item.name })}
              >
                {item.name}
              </Link>
            ),
          )}
        </Box>
      );
    case 'target':
    case 'connect':
    case 'target2':
      if (onReferenceClick)
        return (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onReferenceClick(row)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left' }}
          >
            {t(`exportsTable.reference.${reference.kind}`)}
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          </Link>
        );
      return <Typography variant="body2">{t(`exportsTable.reference.${reference.kind}`)}</Typography>;
    default:
      return (
        <Typography variant="body2" sx={secondary}>
          {t(`exportsTable.reference.${reference.kind}`)}
        </Typography>
      );
  }
}

function DownloadCell({ row }: { row: ExportsTableRow }) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { formatDate, fileExpiredText } = useCellContext();
  const { file } = row;
  if (!file.available) {
    return (
      <Box>
        <Typography variant="body2" sx={secondary}>
          {file.expiresAt ? fileExpiredText : t('exportsTable.noFile')}
        </Typography>
        {file.expiresAt && (
          <Typography variant="caption" sx={secondary}>
            {t('exportsTable.expiredOn', { date: formatDate(file.expiresAt, 'date') })}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box>
      <Link
        href={file.href}
        download={row.fileName}
        variant="body2"
        aria-label={t('exportsTable.downloadFile', { fileName: row.fileName })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <DownloadIcon sx={{ fontSize: 18 }} aria-hidden="true" />
        {t('exportsTable.download')}
      </Link>
      {file.expiresAt && (
        <Typography variant="caption" component="div" sx={secondary}>
          {t('exportsTable.availableUntil', { date: formatDate(file.expiresAt, 'date') })}
        </Typography>
      )}
    </Box>
  );
}

function DateCell({ row }: { row: ExportsTableRow }) {
  const { formatDate } = useCellContext();
  return (
    <Box>
      <Typography variant="body2">{formatDate(row.time, 'date')}</Typography>
      <Typography variant="caption" sx={secondary}>
        {formatDate(row.time, 'time')}
      </Typography>
    </Box>
  );
}

type Cell = (params: GridRenderCellParams<ExportsTableRow>) => ReactElement;
const cell =
  (Component: (props: { row: ExportsTableRow }) => ReactElement): Cell =>
  (params) => <Component row={params.row} />;

/**
 * The latest-exports list (spec 2 Exports list, 3 Export history item) on MUI X DataGrid: export
 * date and name sortable on the server, 25 per page paged on the server, a checkbox selection kept
 * across pages, and above the grid the counts and the bulk export as one zip (the selection, or
 * every filtered export when none is selected). Columns: date, user ("Gelöschter Nutzer" when
 * removed), name, count (formatted), reference per product, download ("Datei abgelaufen" with the
 * date once the retention time removed the file). Presentational: rows, paging, sort and selection
 * come from the app.
 *
 * ## Usage
 *
 * ```tsx
 * <ExportsTable
 *   rows={rows}
 *   rowCount={data?.filteredTotalCount ?? 0}
 *   totalCount={data?.totalCount ?? 0}
 *   searching={search !== ''}
 *   page={page}
 *   onPageChange={setPage}
 *   sort={sort}
 *   onSortChange={setSort}
 *   selectedIds={selectedIds}
 *   onSelectionChange={setSelectedIds}
 *   bulkExportHref={bulkExportHref}
 *   renderLink={RouterLinkAdapter}
 *   loading={isLoading}
 * />
 * ```
 *
 * Texts come from `kit:exportsTable.*`; the text props override them. The grid's own texts follow the theme's
 * MUI locale.
 *
 * ## Do
 *
 * - Prepare each row in the app: the `reference` kind from the product and the export's info, the file's
 *   availability and expiry.
 * - Keep page, sort and search in the address and page and sort on the server (25 per page).
 * - Resolve references of other products (`target`, `connect`, `target2`) in `onReferenceClick`.
 *
 * ## Don't
 *
 * - Don't sort or filter `rows` in the browser: they are one page of the server's answer.
 * - Don't show the user's name for deleted users or invent one: pass `userName: null`.
 * - Don't link a deleted import or an expired file: the table shows them as text on purpose.
 */
export function ExportsTable({
  rows,
  rowCount,
  totalCount,
  searching = false,
  page,
  onPageChange,
  pageSize = EXPORTS_TABLE_PAGE_SIZE,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  bulkExportHref,
  onBulkExport,
  bulkExporting = false,
  onReferenceClick,
  renderLink,
  loading = false,
  timeZone,
  'aria-label': ariaLabel,
  emptyText,
  deletedUserText,
  fileExpiredText,
  sx,
}: ExportsTableProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const formatDate = useFormatDateTime(timeZone);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);

  const columns = useMemo<GridColDef<ExportsTableRow>[]>(
    () => [
      {
        field: 'time',
        headerName: t('exportsTable.columns.time'),
        width: 130,
        sortable: true,
        // Newest first, as the list opens.
        sortingOrder: ['desc', 'asc'],
        renderCell: cell(DateCell),
      },
      {
        field: 'userName',
        headerName: t('exportsTable.columns.user'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: cell(UserCell),
      },
      {
        field: 'name',
        headerName: t('exportsTable.columns.name'),
        flex: 1.4,
        minWidth: 160,
        sortable: true,
        sortingOrder: ['asc', 'desc'],
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={row.name}>
              {row.name}
            </Typography>
            <Typography variant="caption" component="div" noWrap title={row.fileName} sx={secondary}>
              {row.fileName}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'count',
        headerName: t('exportsTable.columns.count'),
        type: 'number',
        width: 100,
        sortable: false,
        valueFormatter: (value: number) => format(value),
      },
      {
        field: 'reference',
        headerName: t('exportsTable.columns.reference'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        renderCell: cell(ReferenceCell),
      },
      {
        field: 'file',
        headerName: t('exportsTable.columns.download'),
        width: 170,
        sortable: false,
        renderCell: cell(DownloadCell),
      },
    ],
    [t, format],
  );

  const cellContext = useMemo<CellContextValue>(
    () => ({
      page,
      pageSize,
      rowCount,
      loading,
      onPageChange,
      renderLink,
      onReferenceClick,
      formatDate,
      deletedUserText: deletedUserText ?? t('exportsTable.deletedUser'),
      fileExpiredText: fileExpiredText ?? t('exportsTable.fileExpired'),
      emptyText: emptyText ?? t('exportsTable.empty'),
    }),
    [
      page,
      pageSize,
      rowCount,
      loading,
      onPageChange,
      renderLink,
      onReferenceClick,
      formatDate,
      deletedUserText,
      fileExpiredText,
      emptyText,
      t,
    ],
  );

  const paginationModel: GridPaginationModel = { page: Math.max(page - 1, 0), pageSize };
  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.order }];
  const selectionModel: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(selectedIds) }),
    [selectedIds],
  );
  const selected = selectedIds.length;
  const bulkCount = selected > 0 ? selected : rowCount;
  const extraSx = Array.isArray(sx) ? sx : [sx];

  return (
    <CellContext value={cellContext}>
      <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }, ...extraSx]}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" role="status" sx={secondary}>
            {searching || rowCount !== totalCount
              ? t('exportsTable.filteredCount', {
                  count: totalCount,
                  filtered: format(rowCount),
                  total: format(totalCount),
                })
              : t('exportsTable.totalCount', { count: totalCount, total: format(totalCount) })}
            {selected > 0 &&
              ` · ${t('exportsTable.selectedCount', { count: selected, selected: format(selected) })}`}
          </Typography>
          {selected > 0 && (
            <Button size="small" onClick={() => onSelectionChange([])}>
              {t('exportsTable.clearSelection')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            href={bulkExportHref}
            onClick={onBulkExport}
            disabled={bulkCount === 0}
            loading={bulkExporting}
            loadingPosition="start"
            startIcon={<ArchiveIcon />}
          >
            {selected > 0
              ? t('exportsTable.exportSelected', { count: selected, selected: format(selected) })
              : t('exportsTable.exportAll', { count: rowCount, filtered: format(rowCount) })}
          </Button>
        </Box>
        <Box sx={{ height: 4, mt: -0.5, mb: -1 }}>
          {loading && <LinearProgress aria-label={t('exportsTable.loading')} />}
        </Box>
        <DataGrid<ExportsTableRow>
          aria-label={ariaLabel ?? t('exportsTable.label')}
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
          paginationModel={paginationModel}
          // The page is the app's alone: the grid's own paging resets to the first page on a sort
          // (before the sort is reported) and "corrects" the page while the count is unknown, so
          // the footer's control reports straight to the app instead (ExportsPagination).
          slots={{
            pagination: ExportsPagination,
            noRowsOverlay: NoRowsOverlay,
            noResultsOverlay: NoRowsOverlay,
          }}
          sortModel={sortModel}
          // The server always sorts: each column toggles between its two orders, never to "unsorted".
          onSortModelChange={(model) => {
            const next = model[0];
            if (next && (next.field === 'time' || next.field === 'name') && next.sort)
              onSortChange({ field: next.field, order: next.sort });
          }}
          checkboxSelection
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={(model) => {
            if (model.type === 'include') onSelectionChange([...model.ids].map(Number));
          }}
          hideFooterSelectedRowCount
          disableColumnMenu
          disableColumnFilter
          disableColumnSelector
          disableDensitySelector
          sx={{
            '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
          }}
        />
      </Box>
    </CellContext>
  );
}
