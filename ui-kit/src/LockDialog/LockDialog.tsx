import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import LockIcon from '@mui/icons-material/Lock';
import PhoneIcon from '@mui/icons-material/Phone';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { telHref } from '../SupportContact/telHref.ts';
import { DIALOG_WIDTH_NARROW } from '../utils/dialogWidths.ts';

/** Props of `LockDialog`. */
export interface LockDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Escape, a click beside the dialog or the close button. */
  onClose: () => void;
  /** The number to call to unlock the data, as people write it ("+49 89 2154 773-0"). */
  phone: string;
  /**
   * The dialog's title.
   * @default t('kit:lockDialog.title') – "Unternehmensdaten gesperrt"
   */
  title?: string;
  /**
   * Why the data is locked (the country's data pack is not part of the contract).
   * @default t('kit:lockDialog.text')
   */
  text?: string;
}

/**
 * Explains a locked match (spec 2 Review page): the company's data is locked for the account,
 * because its country's data pack is not part of the contract, and gives the phone number to call,
 * as a `tel:` link. 450 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <LockDialog open={lockOpen} onClose={() => setLockOpen(false)} phone={SUPPORT_CONTACT.phone} />
 * ```
 *
 * Texts come from `kit:lockDialog.*`; `title` and `text` override them.
 *
 * ## Do
 *
 * - Open it from the lock button of a locked value (`LockedValue` in the review and the company lists).
 * - Pass the support number as people write it ("+49 89 2154 773-0"); the link dials it.
 *
 * ## Don't
 *
 * - Don't show any of the locked company's data in it: locked data never reaches the browser.
 * - Don't offer to buy or unlock in the dialog: customer support unlocks data packs.
 */
export function LockDialog({ open, onClose, phone, title, text }: LockDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_NARROW, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
        {title ?? t('lockDialog.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id={textId}>{text ?? t('lockDialog.text')}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PhoneIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
          <Link href={telHref(phone)} variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {phone}
          </Link>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('lockDialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
