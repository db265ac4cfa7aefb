import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { formatReleaseDate } from './formatReleaseDate.ts';

/** One release: its version, its date and what changed (already translated by the app). */
export interface ReleaseNote {
  /** Version as shown, e.g. "V1.21". */
  version: string;
  /** Release date as ISO date, e.g. "2026-03-12"; shown formatted per language. */
  date: string;
  /** The changes, one sentence each. */
  items: string[];
}

/** Props of `ReleaseNotes`. Every text defaults to the kit catalogue and can be overridden. */
export interface ReleaseNotesProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes the dialog (close button, Escape, backdrop); the app then stores the current version as read. */
  onClose: () => void;
  /** The releases, newest first. */
  notes: ReleaseNote[];
  /**
   * The version the product runs (spec 9: V1.21); its entry is marked.
   * @default the first (newest) entry's version
   */
  currentVersion?: string;
  /**
   * Title of the dialog.
   * @default t('kit:releaseNotes.title') – "Versionshinweise"
   */
  title?: string;
  /**
   * Chip on the current version's entry.
   * @default t('kit:releaseNotes.current') – "Aktuelle Version"
   */
  currentLabel?: string;
  /**
   * Label of the close button.
   * @default t('kit:releaseNotes.close') – "Schließen"
   */
  closeLabel?: string;
  /**
   * Shown when `notes` is empty.
   * @default t('kit:releaseNotes.empty') – "Es liegen noch keine Versionshinweise vor."
   */
  emptyText?: string;
  /**
   * Styles for the dialog paper.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/** One release inside the dialog: version heading (marked when current), date, list of changes. */
function ReleaseEntry({
  note,
  current,
  currentLabel,
}: {
  note: ReleaseNote;
  current: boolean;
  currentLabel: string;
}) {
  const { i18n } = useTranslation(KIT_NAMESPACE);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {note.version}
        </Typography>
        {current && <Chip label={currentLabel} color="primary" size="small" />}
        <Typography component="time" dateTime={note.date} variant="body2" sx={{ color: 'text.secondary' }}>
          {formatReleaseDate(note.date, toKitLocale(i18n.resolvedLanguage ?? i18n.language))}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
        {note.items.map((item, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The release-notes dialog of the page shell (spec 1): every release with its date and changes, the
 * current version marked. Presentational: the app passes the notes, opens the dialog from the header
 * and remembers the last version read (which drives the header's dot).
 *
 * ## Usage
 *
 * ```tsx
 * <ReleaseNotes open={releaseNotes.open} onClose={releaseNotes.close} notes={releaseNoteEntries} />
 * ```
 *
 * `notes` are `{ version, date, items }` with an ISO date, newest first; dates are formatted in the
 * user's language (`formatReleaseDate`). Texts come from `kit:releaseNotes.*`; each has a prop that
 * overrides it.
 *
 * ## Do
 *
 * - Open it from the header's release-notes button, and in `onClose` store the current version as
 *   read (that drives the header's dot).
 * - Keep the notes in the app, in the user's language, newest first.
 * - Pass `currentVersion` when the product does not run the newest entry's version.
 *
 * ## Don't
 *
 * - Don't fetch or sort inside: the dialog shows the notes in the order given.
 * - Don't put markup into `items`: each is one sentence of text.
 * - Don't add a close button of your own: it has one, and Escape and the backdrop close it too.
 */
export function ReleaseNotes({
  open,
  onClose,
  notes,
  currentVersion,
  title,
  currentLabel,
  closeLabel,
  emptyText,
  sx,
}: ReleaseNotesProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const current = currentVersion ?? notes[0]?.version;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slotProps={{ paper: { sx } }}
    >
      <DialogTitle>{title ?? t('releaseNotes.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {notes.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{emptyText ?? t('releaseNotes.empty')}</Typography>
        ) : (
          notes.map((note) => (
            <ReleaseEntry
              key={note.version}
              note={note}
              current={note.version === current}
              currentLabel={currentLabel ?? t('releaseNotes.current')}
            />
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeLabel ?? t('releaseNotes.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
