import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import type { CompanyListNameRule } from '../utils/companyListName.ts';
import { DIALOG_WIDTH_NARROW } from '../utils/dialogWidths.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import type { RenameListFormErrorCode } from './renameListSchema.ts';
import { useRenameListForm } from './useRenameListForm.ts';

/**
 * Texts of `RenameListDialog` (kit catalogue `renameListDialog.*`). `renamed` ("Die Firmenliste
 * wurde in „{{name}}“ umbenannt.") is not shown by the dialog: the app shows it once the rename
 * went through (spec 8 Connect: 'company list renamed'), as `t('kit:renameListDialog.renamed', { name })`.
 */
export type RenameListDialogText =
  | 'title'
  | 'name'
  | 'hint'
  | 'submit'
  | 'cancel'
  | 'submitError'
  | 'renamed'
  | `errors.${RenameListFormErrorCode}`;

/** Props of `RenameListDialog`. */
export interface RenameListDialogProps {
  /** Whether the dialog is shown; each opening starts over with `currentName`. */
  open: boolean;
  /** Cancel, Escape or a click beside the dialog (ignored while the rename is pending). */
  onClose: () => void;
  /** The list's current name: the field starts with it each time the dialog opens. */
  currentName: string;
  /**
   * Renames the list with the trimmed name (renameCompanyList). While the promise is pending the
   * button shows progress and the field is disabled; a rejection shows `errorText` in the dialog and
   * keeps the input. On success the app closes the dialog and says so (`renameListDialog.renamed`).
   * Not called for an unchanged name: the dialog closes through `onClose` instead.
   */
  onSubmit: (name: string) => Promise<unknown>;
  /**
   * The message of a rejected rename: a text, or a function of the rejection (undefined: the generic text).
   * @default t('kit:renameListDialog.submitError') – "Es ist ein Fehler aufgetreten. …"
   */
  errorText?: string | ((error: unknown) => string | undefined);
  /**
   * The name rule; pass api-client's `validateCompanyListName`, which the server applies too.
   * @default 3 to 400 characters, trimmed
   */
  validateName?: CompanyListNameRule;
  /**
   * Shortest name (trimmed): the kit's rule without `validateName`, and the number the hint names.
   * @default 3
   */
  minLength?: number;
  /**
   * Longest name (trimmed): the kit's rule without `validateName`, and the number the hint names.
   * @default 400
   */
  maxLength?: number;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<RenameListDialogText, string>>;
}

/**
 * Renames a company list (spec 2 Connect import finish screen: "a rename dialog (Enter submits)", 5
 * Company lists, 8 Connect): one field with the current name, Enter or the button renames; a
 * trimmed name under 3 or over 400 characters gives "Der Listenname ist ungültig"; a failed rename
 * says "Es ist ein Fehler aufgetreten" in the dialog and keeps the input. Logic in
 * `useRenameListForm`; 450 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <RenameListDialog
 *   open={renaming}
 *   currentName={result.listName}
 *   onSubmit={async (name) => {
 *     await renameList(name); // rejects: the dialog shows the error and keeps the input
 *     setRenaming(false);
 *   }}
 *   onClose={() => setRenaming(false)}
 * />
 * ```
 *
 * Form state and validation are the headless `useRenameListForm` (react-hook-form with
 * `renameListSchema`). Texts come from `kit:renameListDialog.*`; `texts` replaces any of them.
 *
 * ## Do
 *
 * - Return the rename's promise from `onSubmit`, and close the dialog and confirm the rename yourself
 *   once it resolved.
 * - Pass api-client's `validateCompanyListName` as `validateName`, so dialog and server agree.
 * - Pass `errorText` as a function to turn a known rejection into its own sentence.
 *
 * ## Don't
 *
 * - Don't trim or validate the name before: the dialog does both, and an unchanged name only closes.
 * - Don't close the dialog while the promise is pending: a rejection is shown in it.
 * - Don't use it to choose or create a list for an export: that is `CompanyListDialog`.
 */
export function RenameListDialog({
  open,
  onClose,
  currentName,
  onSubmit,
  errorText,
  validateName,
  minLength,
  maxLength,
  texts,
}: RenameListDialogProps) {
  const text = useKitTexts<RenameListDialogText>('renameListDialog', texts);
  const format = useFormatNumber();
  const titleId = useId();
  const controller = useRenameListForm({
    currentName,
    onSubmit,
    onUnchanged: onClose,
    validateName,
    minLength,
    maxLength,
  });
  const { field, submitting, submitFailure, reset } = controller;

  // Each opening starts over with the list's name as it is now.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) reset();
    wasOpen.current = open;
  }, [open, reset]);

  const limits = { min: format(controller.minLength), max: format(controller.maxLength) };
  const message = controller.error ? text(`errors.${controller.error}`, limits) : undefined;
  const failureText =
    submitFailure === null
      ? null
      : typeof errorText === 'string'
        ? errorText
        : (errorText?.(submitFailure.error) ?? text('submitError'));

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!submitting) onClose();
      }}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_NARROW, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={controller.handleSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {failureText !== null && <Alert severity="error">{failureText}</Alert>}
          {/* A disabled fieldset disables the input natively while the rename is pending, and tells
              assistive technology (and the contrast check) that the greyed texts are inactive. */}
          <Box component="fieldset" disabled={submitting} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <TextField
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={text('name')}
              required
              fullWidth
              disabled={submitting}
              error={message !== undefined}
              helperText={message ?? text('hint', limits)}
              // The field is what the dialog is for: it has the focus when the dialog opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={submitting}>
            {text('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {text('submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
