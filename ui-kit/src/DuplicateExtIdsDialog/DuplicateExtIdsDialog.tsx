import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { DIALOG_WIDTH_WIDE } from '../utils/dialogWidths.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';
import { countDuplicateIds, duplicateExtIdLines, type DuplicateExtIdRow } from './duplicateExtIdRows.ts';

/** Props of `DuplicateExtIdsDialog`. */
export interface DuplicateExtIdsDialogProps {
  /** Shown when starting matching answered `hasDuplicateExtIds`. */
  open: boolean;
  /** Rows whose id repeats with identical data (start-matching response `rowsIdentical`). */
  rowsIdentical: readonly DuplicateExtIdRow[];
  /** Rows whose id repeats with differing data (`rowsDiffer`). */
  rowsDiffer: readonly DuplicateExtIdRow[];
  /** "Import abbrechen oder neu hochladen": the app resets the wizard to the upload step. */
  onCancelImport: () => void;
  /** "Zuordnung bearbeiten": back to the mapping, e.g. to map another id column. */
  onEditMapping: () => void;
  /** "Trotzdem fortfahren": the app starts matching again with `checkDuplicateExtIds: false`. */
  onContinue: () => void;
  /**
   * Escape or a click beside the dialog; leaves the mapping as it is.
   * @default onEditMapping
   */
  onClose?: () => void;
  /**
   * Matching is being started after "Trotzdem fortfahren": that button waits, the others are disabled.
   * @default false
   */
  continuing?: boolean;
  /**
   * The dialog's title.
   * @default t('kit:duplicateExtIdsDialog.title') – "Doppelte externe IDs"
   */
  title?: string;
}

/**
 * Asks what to do when external ids repeat in the file (spec 2 Mapping screen, 5 Mapping): a table
 * of the affected rows (external id, identical or differing, row, company name) and three ways on:
 * cancel the import or upload again, edit the mapping, or continue anyway. 850 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <DuplicateExtIdsDialog
 *   open={duplicates !== null}
 *   rowsIdentical={duplicates?.rowsIdentical ?? []}
 *   rowsDiffer={duplicates?.rowsDiffer ?? []}
 *   continuing={starting}
 *   onCancelImport={cancel}
 *   onEditMapping={() => setDuplicates(null)}
 *   onContinue={() => void start({ checkDuplicateExtIds: false })}
 * />
 * ```
 *
 * Texts come from `kit:duplicateExtIdsDialog.*`; `title` overrides the title.
 *
 * ## Do
 *
 * - Open it when starting matching answered `hasDuplicateExtIds`, with the answer's `rowsIdentical` and
 *   `rowsDiffer`.
 * - Start matching again with `checkDuplicateExtIds: false` on "Trotzdem fortfahren" and pass `continuing`
 *   meanwhile.
 * - Leave the mapping as it is on Escape (`onClose` defaults to `onEditMapping`).
 *
 * ## Don't
 *
 * - Don't look for duplicates in the browser: the server's answer decides.
 * - Don't offer only "continue": cancelling and editing the mapping are real ways out.
 * - Don't shorten the table to a count: the user needs the rows to fix the file.
 */
export function DuplicateExtIdsDialog({
  open,
  rowsIdentical,
  rowsDiffer,
  onCancelImport,
  onEditMapping,
  onContinue,
  onClose = onEditMapping,
  continuing = false,
  title,
}: DuplicateExtIdsDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const lines = useMemo(() => duplicateExtIdLines(rowsIdentical, rowsDiffer), [rowsIdentical, rowsDiffer]);
  const ids = countDuplicateIds(lines);

  return (
    <Dialog
      open={open}
      onClose={continuing ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_WIDE, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>{title ?? t('duplicateExtIdsDialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {t('duplicateExtIdsDialog.intro', { count: ids, ids: format(ids) })}{' '}
          {t('duplicateExtIdsDialog.question')}
        </DialogContentText>
        <TableContainer
          // Long lists scroll; keyboard users need the focus to scroll them (WCAG 2.1.1).
          tabIndex={0}
          role="region"
          aria-label={t('duplicateExtIdsDialog.caption')}
          sx={{
            maxHeight: '50vh',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Table size="small" stickyHeader>
            <Box component="caption" sx={visuallyHidden}>
              {t('duplicateExtIdsDialog.caption')}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell>{t('duplicateExtIdsDialog.extId')}</TableCell>
                <TableCell>{t('duplicateExtIdsDialog.type')}</TableCell>
                <TableCell align="right">{t('duplicateExtIdsDialog.row')}</TableCell>
                <TableCell>{t('duplicateExtIdsDialog.companyName')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={`${line.type}-${line.row_id}-${line.ext_id}`}>
                  <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {line.ext_id}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={line.type === 'differ' ? 'warning' : 'default'}
                      label={t(`duplicateExtIdsDialog.${line.type}`)}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format(line.row_id)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {line.company_name ?? (
                      <>
                        <span aria-hidden="true">–</span>
                        <Box component="span" sx={visuallyHidden}>
                          {t('duplicateExtIdsDialog.noCompanyName')}
                        </Box>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button color="error" onClick={onCancelImport} disabled={continuing} sx={{ mr: 'auto' }}>
          {t('duplicateExtIdsDialog.cancelImport')}
        </Button>
        <Button variant="outlined" onClick={onEditMapping} disabled={continuing}>
          {t('duplicateExtIdsDialog.editMapping')}
        </Button>
        <Button variant="contained" onClick={onContinue} loading={continuing}>
          {t('duplicateExtIdsDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
