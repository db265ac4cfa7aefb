import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { DIALOG_WIDTH_NARROW } from '../utils/dialogWidths.ts';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Import erneut abgleichen?". */
  title: string;
  /** What happens when the user confirms, in a sentence or two; a string becomes a paragraph. */
  children: ReactNode;
  /** The confirming button's label: names the action and what it costs ("… und 12 Entscheidungen verwerfen"). */
  confirmLabel: string;
  /** The user confirmed. */
  onConfirm: () => void;
  /** Cancel, Escape or a click beside the dialog (ignored while `confirming`). */
  onCancel: () => void;
  /**
   * The action runs: the confirm button shows progress, nothing can be pressed twice.
   * @default false
   */
  confirming?: boolean;
  /**
   * The action loses data (delete, discard): the confirm button is in the error colour.
   * @default false
   */
  destructive?: boolean;
  /**
   * The cancel button's label.
   * @default t('kit:confirmDialog.cancel') – "Abbrechen"
   */
  cancelLabel?: string;
}

/**
 * Asks before an action that cannot be undone (spec 8: destructive actions are confirmed). The
 * safe choice, Cancel, has the focus; the confirm button names what is lost. 450 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <ConfirmDialog
 *   open={confirmDelete}
 *   title="Import löschen?"
 *   confirmLabel="Import löschen"
 *   destructive
 *   confirming={deleting}
 *   onConfirm={() => void deleteImport()}
 *   onCancel={() => setConfirmDelete(false)}
 * >
 *   Der Import „kundenliste-2026“ wird mit allen Zeilen, Ergebnissen und Entscheidungen gelöscht.
 * </ConfirmDialog>
 * ```
 *
 * The cancel button's text comes from `kit:confirmDialog.cancel`; `cancelLabel` overrides it. Title, text and
 * confirm label come from the app's own texts.
 *
 * ## Do
 *
 * - Ask before every action that cannot be undone (spec 8), and let the confirm label name the action and
 *   what it costs ("Neu abgleichen und 12 Entscheidungen verwerfen").
 * - Pass `destructive` when data is lost and `confirming` while the action runs, so nothing can be pressed
 *   twice.
 * - Close it from the app once the action succeeded.
 *
 * ## Don't
 *
 * - Don't label the buttons "OK" and "Ja": the confirm label says what happens.
 * - Don't move the focus to the confirm button: Cancel has it, so an Enter out of habit keeps the data.
 * - Don't use it for information without a choice, or nest forms in it: it asks one question.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  confirming = false,
  destructive = false,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!confirming) onCancel();
      }}
      maxWidth={false}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_NARROW, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={textId}>
        {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {/* The WAI-ARIA alert-dialog pattern puts the focus on the least destructive action, so
            an Enter pressed out of habit keeps the data. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
        <Button onClick={onCancel} disabled={confirming} autoFocus>
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={confirming}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
