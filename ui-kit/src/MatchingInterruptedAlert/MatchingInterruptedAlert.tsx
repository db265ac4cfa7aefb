import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** Props of `MatchingInterruptedAlert`. */
export interface MatchingInterruptedAlertProps {
  /** `failed`: the job ended with an error; `stopped`: the user stopped it. */
  state: 'failed' | 'stopped';
  /** Rows matched so far (status `finished`); they are kept when matching continues. */
  processed: number;
  /** Rows of the import (status `total`). */
  total: number;
  /** Continues matching from the last checkpoint (the app calls retryMatching). */
  onRetry: () => void;
  /** Deletes the import; the app asks for confirmation first. */
  onDelete: () => void;
  /**
   * The retry request runs: its button waits, nothing can be pressed twice.
   * @default false
   */
  retrying?: boolean;
  /**
   * The heading's element, so it fits the page's outline.
   * @default 'h2'
   */
  headingComponent?: 'h2' | 'h3';
  /**
   * The heading.
   * @default t('kit:matchingInterrupted.failedTitle' | '.stoppedTitle') – "Der Abgleich ist fehlgeschlagen"
   */
  title?: string;
  /**
   * The sentence under the heading: how far matching got and what the user can do.
   * @default t('kit:matchingInterrupted.failedText' | '.stoppedText') with the counts
   */
  text?: string;
  /**
   * Label of the button that continues matching.
   * @default t('kit:matchingInterrupted.retry' | '.resume') – "Erneut versuchen" / "Fortsetzen"
   */
  retryLabel?: string;
  /**
   * Label of the delete button.
   * @default t('kit:matchingInterrupted.delete') – "Import löschen"
   */
  deleteLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Takes the place of the progress on the status page when matching no longer moves: it failed
 * (an error alert) or was stopped (an info), says how far it got and offers the two ways on:
 * continue from the last checkpoint ("Erneut versuchen" / "Fortsetzen") or delete the import. A
 * failure is announced at once (role alert); a stop the user caused is a polite status.
 *
 * ## Usage
 *
 * ```tsx
 * {interrupted ? (
 *   <MatchingInterruptedAlert
 *     state={status.state} // 'failed' | 'stopped'
 *     processed={status.finished}
 *     total={status.total}
 *     retrying={retrying}
 *     onRetry={() => void retry()}
 *     onDelete={() => setConfirmDelete(true)}
 *   />
 * ) : (
 *   <Typography role="status">{statusText}</Typography>
 * )}
 * ```
 *
 * Texts come from `kit:matchingInterrupted.*`; `title`, `text`, `retryLabel` and `deleteLabel`
 * override them.
 *
 * ## Do
 *
 * - Show it once api-client's `isMatchingInterrupted(status)` is true, in place of the running status,
 *   and stop polling.
 * - Ask before deleting: `onDelete` opens the app's destructive `ConfirmDialog`; the alert does not ask.
 * - Keep `retrying` true until the retry request has answered.
 *
 * ## Don't
 *
 * - Don't use it for upload or export errors: its texts speak of matching and checkpoints.
 * - Don't recount `processed`: pass the server's `finished`, the rows kept when matching continues.
 * - Don't add a second alert for the same failure: this one is announced at once (`role="alert"`).
 */
export function MatchingInterruptedAlert({
  state,
  processed,
  total,
  onRetry,
  onDelete,
  retrying = false,
  headingComponent = 'h2',
  title,
  text,
  retryLabel,
  deleteLabel,
  sx,
}: MatchingInterruptedAlertProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const failed = state === 'failed';
  return (
    <Alert severity={failed ? 'error' : 'info'} role={failed ? 'alert' : 'status'} sx={sx}>
      <AlertTitle component={headingComponent} sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title ?? t(failed ? 'matchingInterrupted.failedTitle' : 'matchingInterrupted.stoppedTitle')}
      </AlertTitle>
      <Typography variant="body2">
        {text ??
          t(failed ? 'matchingInterrupted.failedText' : 'matchingInterrupted.stoppedText', {
            processed: format(processed),
            total: format(total),
          })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          onClick={onRetry}
          loading={retrying}
          loadingPosition="start"
        >
          {retryLabel ?? t(failed ? 'matchingInterrupted.retry' : 'matchingInterrupted.resume')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={retrying}
        >
          {deleteLabel ?? t('matchingInterrupted.delete')}
        </Button>
      </Box>
    </Alert>
  );
}
