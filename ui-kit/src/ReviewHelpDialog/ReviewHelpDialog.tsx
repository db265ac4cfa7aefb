import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { DIALOG_WIDTH_WIDE } from '../utils/dialogWidths.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `ReviewHelpDialog`. */
export interface ReviewHelpDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Escape, a click beside the dialog or the close button. */
  onClose: () => void;
  /**
   * Title of the dialog.
   * @default t('kit:reviewHelp.title') – "So prüfen Sie die Treffer"
   */
  title?: string;
}

/** The hotkeys in the order the dialog lists them; each key list joins with "oder". */
const HOTKEYS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['keys.digits'], action: 'toggle' },
  { keys: ['keys.left', 'A'], action: 'prev' },
  { keys: ['keys.right', 'D'], action: 'next' },
  { keys: ['keys.enter'], action: 'enter' },
  { keys: ['keys.home'], action: 'first' },
  { keys: ['keys.end'], action: 'last' },
  { keys: ['keys.undo', 'keys.undoMac'], action: 'undo' },
];

function Kbd({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        px: 0.75,
        border: 1,
        borderColor: 'text.secondary',
        borderBottomWidth: 2,
        borderRadius: 0.75,
        fontFamily: 'inherit',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="h3" variant="h6" sx={{ color: 'primary.main' }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The review page's help (spec 2 Review page): what the tabs mean, what the threshold does, how to
 * check a row and read the colours, and the hotkeys (spec 9): 1–9 toggle matches, ←/→ or A/D change
 * the row, Enter marks it checked and moves on, Pos1/Home and End jump to the first and last row,
 * Ctrl+Z undoes. 850 px wide (spec 9).
 *
 * ## Usage
 *
 * ```tsx
 * <Button startIcon={<HelpOutlineIcon />} onClick={() => setHelpOpen(true)}>
 *   {t('review.help')}
 * </Button>
 * <ReviewHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
 * ```
 *
 * All its texts come from `kit:reviewHelp.*`; `title` overrides the title.
 *
 * ## Do
 *
 * - Open it from a help button in the review page's header.
 * - Turn the review hotkeys off while it is open (`useReviewHotkeys({ enabled: !helpOpen, ... })`).
 * - Memoise it on the review page (`memo(ReviewHelpDialog)`), which re-renders on every key press.
 *
 * ## Don't
 *
 * - Don't list the hotkeys elsewhere in other words: this dialog is their one description, matching
 *   `useReviewHotkeys`.
 * - Don't put page-specific content into it: it has no children, only the kit's help texts.
 */
export function ReviewHelpDialog({ open, onClose, title }: ReviewHelpDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const keyText = (key: string) => (key.startsWith('keys.') ? t(`reviewHelp.${key}`) : key);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      scroll="paper"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_WIDE, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>{title ?? t('reviewHelp.title')}</DialogTitle>
      <DialogContent
        dividers
        // The help is long: keyboard users need the focus to scroll it (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label={title ?? t('reviewHelp.title')}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Section heading={t('reviewHelp.tabsHeading')}>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
            {(['noMatch', 'manual', 'exact'] as const).map((tab) => (
              <Fragment key={tab}>
                <dt>{t(`reviewHelp.tabs.${tab}.term`)}</dt>
                <dd>{t(`reviewHelp.tabs.${tab}.text`)}</dd>
              </Fragment>
            ))}
          </Box>
        </Section>
        <Section heading={t('reviewHelp.thresholdHeading')}>
          <Typography>{t('reviewHelp.threshold')}</Typography>
        </Section>
        <Section heading={t('reviewHelp.checkingHeading')}>
          <Typography>{t('reviewHelp.checking')}</Typography>
          <Typography>{t('reviewHelp.colours')}</Typography>
          <Typography>{t('reviewHelp.locked')}</Typography>
        </Section>
        <Section heading={t('reviewHelp.hotkeysHeading')}>
          <Table size="small">
            <Box component="caption" sx={visuallyHidden}>
              {t('reviewHelp.hotkeysHeading')}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '35%' }}>{t('reviewHelp.keyColumn')}</TableCell>
                <TableCell>{t('reviewHelp.actionColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {HOTKEYS.map(({ keys, action }) => (
                <TableRow key={action}>
                  <TableCell component="th" scope="row">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && ` ${t('reviewHelp.or')} `}
                        <Kbd>{keyText(key)}</Kbd>
                      </Fragment>
                    ))}
                  </TableCell>
                  <TableCell>{t(`reviewHelp.actions.${action}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('reviewHelp.hotkeysNote')}
          </Typography>
        </Section>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('reviewHelp.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
