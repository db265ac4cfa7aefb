import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/Lock';
import { telHref } from '../SupportContact/telHref.ts';
import {
  actionAvailability,
  EXPORT_COLUMN_ACTIONS,
  type ExportColumnAction,
  type ExportColumnRow,
} from '../utils/exportColumns.ts';
import { useKitTexts, type TextValues } from '../utils/kitTexts.ts';

/** Texts of `ConsolidatedColumnsTable` (kit catalogue `consolidatedColumns.*`). */
export type ConsolidatedColumnsText =
  | 'caption'
  | 'field'
  | 'action'
  | 'name'
  | 'additional'
  | 'customerOnly'
  | 'providerOnly'
  | 'lockedIcon'
  | 'lockedNote'
  | 'fixedNote'
  | 'lockedAlert'
  | 'lockedCall'
  | 'actionFor'
  | 'nameFor'
  | 'noEmptyHint'
  | 'unavailable.notMapped'
  | 'unavailable.customerOnly'
  | `actions.${ExportColumnAction}`;

type ColumnTexts = (key: ConsolidatedColumnsText, values?: TextValues) => string;

/** Which list a row belongs to: the consolidated fields, or the additional customer columns. */
export type ExportColumnList = 'mapping' | 'additionalCustomerColumnsMapping';

/** Props of `ConsolidatedColumnsTable`. */
export interface ConsolidatedColumnsTableProps {
  /** The consolidated fields with their chosen methods (getExportInfo's consolidatedExportColumns). */
  rows: readonly ExportColumnRow[];
  /**
   * The additional customer columns (getExportInfo's additionalCustomerColumns), listed after the fields.
   * @default []
   */
  additionalRows?: readonly ExportColumnRow[];
  /**
   * Receives the method the user chose for a row: its list (`mapping` or `additionalCustomerColumnsMapping`),
   * its index and the action.
   */
  onActionChange: (list: ExportColumnList, index: number, action: ExportColumnAction) => void;
  /** Receives the typed name, or null when the field is emptied (the default name is used then). */
  onCustomNameChange: (list: ExportColumnList, index: number, customName: string | null) => void;
  /** Called when a name field loses the focus (a form marks it touched). */
  onCustomNameBlur?: (list: ExportColumnList, index: number) => void;
  /**
   * The error text of a row's name field, if any.
   * @default () => undefined
   */
  nameError?: (list: ExportColumnList, index: number) => string | undefined;
  /**
   * The number to call to unlock fields, shown with the note on locked fields.
   * @default undefined
   */
  supportPhone?: string;
  /**
   * Disables every select and field, e.g. while an export runs.
   * @default false
   */
  disabled?: boolean;
  /** Replaces kit texts (`caption` names the table); a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ConsolidatedColumnsText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

interface ColumnRowProps {
  list: ExportColumnList;
  index: number;
  row: ExportColumnRow;
  disabled: boolean;
  nameError: string | undefined;
  onActionChange: ConsolidatedColumnsTableProps['onActionChange'];
  onCustomNameChange: ConsolidatedColumnsTableProps['onCustomNameChange'];
  onCustomNameBlur: ConsolidatedColumnsTableProps['onCustomNameBlur'];
  t: ColumnTexts;
}

function ColumnRow({
  list,
  index,
  row,
  disabled,
  nameError,
  onActionChange,
  onCustomNameChange,
  onCustomNameBlur,
  t,
}: ColumnRowProps) {
  const noteId = useId();
  const hintId = useId();
  const locked = !row.unlockedExportField;
  const fixed = !locked && !row.isCustomizable;
  const origin = row.isCustomerOnly ? t('customerOnly') : row.isProviderOnly ? t('providerOnly') : null;
  const note = locked ? t('lockedNote') : fixed ? t('fixedNote') : null;
  const showNoEmptyHint = row.action === 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES';
  const describedBy = [note ? noteId : null, showNoEmptyHint ? hintId : null].filter(Boolean).join(' ');
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', pt: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {locked && (
            <LockIcon fontSize="small" titleAccess={t('lockedIcon')} sx={{ color: 'text.secondary' }} />
          )}
          <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.label}
          </Typography>
        </Box>
        {origin && (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {origin}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Select
          size="small"
          fullWidth
          value={row.action}
          disabled={disabled || locked || fixed}
          onChange={(event) => onActionChange(list, index, event.target.value)}
          inputProps={{
            'aria-label': t('actionFor', { field: row.label }),
            'aria-describedby': describedBy || undefined,
          }}
          renderValue={(value) => t(`actions.${value}`)}
        >
          {EXPORT_COLUMN_ACTIONS.map((action) => {
            const availability = actionAvailability(row, action);
            const reason =
              availability === 'notMapped' || availability === 'customerOnly'
                ? t(`unavailable.${availability}`)
                : action === 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES'
                  ? t('noEmptyHint')
                  : undefined;
            return (
              <MenuItem key={action} value={action} disabled={availability !== 'available'}>
                <ListItemText
                  primary={t(`actions.${action}`)}
                  secondary={reason}
                  slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
                />
              </MenuItem>
            );
          })}
        </Select>
        {showNoEmptyHint && (
          <Typography
            id={hintId}
            variant="caption"
            sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
          >
            {t('noEmptyHint')}
          </Typography>
        )}
        {note && (
          <Typography
            id={noteId}
            variant="caption"
            sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
          >
            {note}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        {fixed ? (
          <Typography variant="body2" sx={{ pt: 1, overflowWrap: 'anywhere' }}>
            {row.defaultCustomName}
          </Typography>
        ) : (
          <TextField
            size="small"
            fullWidth
            value={row.customName ?? ''}
            placeholder={row.defaultCustomName}
            disabled={disabled || locked || row.action === 'ACTION_DO_NOT_EXPORT'}
            onChange={(event) =>
              onCustomNameChange(list, index, event.target.value === '' ? null : event.target.value)
            }
            onBlur={() => onCustomNameBlur?.(list, index)}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { 'aria-label': t('nameFor', { field: row.label }) } }}
          />
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The consolidated view's table (spec 2 Export step form, 4 Custom column action values): one row
 * per field with its export method and column name, then the additional customer columns. Each row
 * offers only the methods spec 4 allows it; the others are listed disabled with the reason (a field
 * that is not mapped cannot keep own values or be enriched; a value only the customer has cannot be
 * replaced). Locked fields are fixed to "do not export" with a lock and the note that customer
 * support unlocks them; the detailed industry code is fixed, under its own name.
 *
 * ## Usage
 *
 * ```tsx
 * <ConsolidatedColumnsTable
 *   rows={values.consolidatedView.mapping}
 *   additionalRows={values.consolidatedView.additionalCustomerColumnsMapping}
 *   onActionChange={controller.setColumnAction}
 *   onCustomNameChange={controller.setColumnName}
 *   onCustomNameBlur={controller.touchColumnName}
 *   nameError={nameError}
 *   supportPhone={SUPPORT_CONTACT.phone}
 * />
 * ```
 *
 * `ExportForm` renders it for the consolidated view with the state of `useExportForm`. Texts come from
 * `kit:consolidatedColumns.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Feed it from `useExportForm` (the rows of getExportInfo's `consolidatedExportColumns` and
 *   `additionalCustomerColumns`), so the allowed methods and name rules are the form's.
 * - Pass `supportPhone`, so locked fields say whom to call.
 * - Show a name error with `nameError` once the field was left (`onCustomNameBlur`).
 *
 * ## Don't
 *
 * - Don't offer methods the row does not allow: the table lists them disabled with the reason.
 * - Don't let users rename or change locked fields or the detailed industry code: they are fixed.
 * - Don't replace it with a DataGrid: it is a form, not a list of records.
 */
export function ConsolidatedColumnsTable({
  rows,
  additionalRows = [],
  onActionChange,
  onCustomNameChange,
  onCustomNameBlur,
  nameError = () => undefined,
  supportPhone,
  disabled = false,
  texts,
  sx,
}: ConsolidatedColumnsTableProps) {
  const t = useKitTexts<ConsolidatedColumnsText>('consolidatedColumns', texts);
  const captionId = useId();
  const anyLocked = [...rows, ...additionalRows].some((row) => !row.unlockedExportField);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const renderRows = (list: ExportColumnList, items: readonly ExportColumnRow[]) =>
    items.map((row, index) => (
      <ColumnRow
        key={`${list}:${row.key}`}
        list={list}
        index={index}
        row={row}
        disabled={disabled}
        nameError={nameError(list, index)}
        onActionChange={onActionChange}
        onCustomNameChange={onCustomNameChange}
        onCustomNameBlur={onCustomNameBlur}
        t={t}
      />
    ));
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }, ...extraSx]}>
      {anyLocked && (
        <Alert severity="info" role="note" icon={<LockIcon fontSize="inherit" />}>
          {t('lockedAlert')}
          {supportPhone && (
            <>
              {' '}
              {t('lockedCall')}{' '}
              <Link
                href={telHref(supportPhone)}
                color="inherit"
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {supportPhone}
              </Link>
            </>
          )}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
          <caption id={captionId} style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>
            <Typography component="span" variant="subtitle2">
              {t('caption')}
            </Typography>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '28%' }}>{t('field')}</TableCell>
              <TableCell sx={{ width: '40%' }}>{t('action')}</TableCell>
              <TableCell>{t('name')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {renderRows('mapping', rows)}
            {additionalRows.length > 0 && (
              <TableRow>
                <TableCell component="th" scope="rowgroup" colSpan={3} sx={{ bgcolor: 'action.hover' }}>
                  <Typography component="span" variant="subtitle2">
                    {t('additional')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {renderRows('additionalCustomerColumnsMapping', additionalRows)}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
