import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH_WIDE } from '../utils/dialogWidths.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import { useReportFormat, truncateLabel } from '../utils/reportFormat.ts';

/** One column of the examples table. */
export interface ExampleColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** The column's heading. */
  label: string;
  /** The cell's value; numbers are formatted in the user's locale, null shows a dash. */
  value: (row: Row) => string | number | null | undefined;
  /**
   * Longer texts are shortened with "…" (spec 9: company names 100, locations 70).
   * @default undefined (never)
   */
  maxLength?: number;
  /**
   * A number column: right-aligned, formatted without grouping (row numbers read "Zeile 1042").
   * @default false
   */
  numeric?: boolean;
}

/** Texts of `ExamplesDialog` (kit catalogue `examplesDialog.*`). */
export type ExamplesDialogText = 'title' | 'close' | 'empty' | 'loading' | 'missing';

/** Props of `ExamplesDialog`. */
export interface ExamplesDialogProps<Row> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes the dialog (close button, Escape, a click beside it). */
  onClose: () => void;
  /**
   * The heading, e.g. "Beispiele: Gelöscht".
   * @default t('kit:examplesDialog.title') – "Beispiele"
   */
  title?: ReactNode;
  /**
   * A short text above the table.
   * @default undefined
   */
  description?: ReactNode;
  /** The table's columns, e.g. row, company, location; or e-mail; or URL and final URL. */
  columns: readonly ExampleColumn<Row>[];
  /** The examples, in their order. */
  rows: readonly Row[];
  /**
   * A stable key per row.
   * @default the row's index
   */
  rowKey?: (row: Row, index: number) => string;
  /**
   * Shows placeholders while the examples are loading.
   * @default false
   */
  loading?: boolean;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ExamplesDialogText, string>>;
}

/**
 * The quality report's examples dialog (spec 2 "An examples dialog opens and closes"; width 850 per
 * spec 9): a title, an optional text, a table of the examples with the columns the page chooses and a
 * close button; Escape closes it too. Long texts are shortened per column (`maxLength`).
 *
 * ## Usage
 *
 * ```tsx
 * <ExamplesDialog
 *   open={dialog !== null}
 *   onClose={() => setDialog(null)}
 *   title="Beispiele: Gelöscht"
 *   columns={[
 *     { key: 'row', label: 'Zeile', value: (row) => row.rowId, numeric: true },
 *     { key: 'name', label: 'Unternehmen', value: (row) => row.companyName, maxLength: 100 },
 *   ]}
 *   rows={examples}
 * />
 * ```
 *
 * Texts come from `kit:examplesDialog.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Choose the columns per kind of example (row and company, an e-mail address, a URL and its final URL) and
 *   give long texts a `maxLength` (spec 9: company names 100, locations 70).
 * - Pass `loading` while the examples are fetched, so the dialog opens at once.
 * - Give it a title that names the category ("Beispiele: Gelöscht").
 *
 * ## Don't
 *
 * - Don't fetch inside: the app loads the examples and passes `rows`.
 * - Don't format numbers before passing them: numbers are formatted for the language (row numbers with
 *   `numeric`).
 * - Don't show it in the printable report: it is for the screen only.
 */
export function ExamplesDialog<Row>({
  open,
  onClose,
  title,
  description,
  columns,
  rows,
  rowKey,
  loading = false,
  texts,
}: ExamplesDialogProps<Row>) {
  const text = useKitTexts<ExamplesDialogText>('examplesDialog', texts);
  const format = useReportFormat();
  const titleId = useId();

  const cell = (column: ExampleColumn<Row>, row: Row) => {
    const value = column.value(row);
    if (value === null || value === undefined || value === '') {
      return (
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {text('missing')}
        </Typography>
      );
    }
    if (typeof value === 'number') return column.numeric ? String(value) : format.count(value);
    return column.maxLength ? truncateLabel(value, column.maxLength) : value;
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <>
        <Skeleton variant="rectangular" height={160} />
        <Typography component="span" sx={{ position: 'absolute', left: -10000 }}>
          {text('loading')}
        </Typography>
      </>
    );
  } else if (rows.length === 0) {
    body = <Typography sx={{ color: 'text.secondary' }}>{text('empty')}</Typography>;
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  component="th"
                  scope="col"
                  align={column.numeric ? 'right' : 'left'}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey ? rowKey(row, index) : index}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{
                      overflowWrap: 'anywhere',
                      fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
                    }}
                  >
                    {cell(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_WIDE, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title ?? text('title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {description && <DialogContentText component="div">{description}</DialogContentText>}
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
