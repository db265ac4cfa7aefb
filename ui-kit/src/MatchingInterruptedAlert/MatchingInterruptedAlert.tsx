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

/** Props of {@link MatchingInterruptedAlert}. */
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
  /** @default t('kit:matchingInterrupted.failedTitle' | '.stoppedTitle') – "Der Abgleich ist fehlgeschlagen" */
  title?: string;
  /** @default t('kit:matchingInterrupted.failedText' | '.stoppedText') with the counts */
  text?: string;
  /** @default t('kit:matchingInterrupted.retry' | '.resume') – "Erneut versuchen" / "Fortsetzen" */
  retryLabel?: string;
  /** @default t('kit:matchingInterrupted.delete') – "Import löschen" */
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
