import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useKitTexts } from '../utils/kitTexts.ts';

/**
 * Where an export stands: nothing yet, being started, waiting for its turn, being written, done, or
 * failed (the contract's ExportStatus.state, plus `starting` while exportMatches is on its way).
 */
export type ExportProgressState = 'idle' | 'starting' | 'queued' | 'running' | 'finished' | 'failed';

/** Texts of `ExportProgress` (kit catalogue `exportProgress.*`). */
export type ExportProgressText =
  | 'label'
  | 'starting'
  | 'queued'
  | 'running'
  | 'mailHint'
  | 'sendMail'
  | 'mailNotice'
  | 'mailSent'
  | 'finished'
  | 'charged'
  | 'downloadAgain'
  | 'failedTitle'
  | 'failedText'
  | 'retry';

/** Props of `ExportProgress`. */
export interface ExportProgressProps {
  /**
   * Where the export stands: `idle` (renders nothing), `starting`, `queued`, `running`, `finished` or
   * `failed`.
   */
  state: ExportProgressState;
  /**
   * The user chose mail delivery: the file is mailed instead of downloaded.
   * @default false
   */
  mailRequested?: boolean;
  /**
   * The export has been waiting long enough (10 s, spec 9) to offer mail delivery.
   * @default false
   */
  showMailHint?: boolean;
  /** Mail delivery, offered with the hint. */
  onSendMail?: () => void;
  /**
   * The request for mail delivery is on its way: its button waits.
   * @default false
   */
  sendingMail?: boolean;
  /** The finished file's name. */
  fileName?: string | null;
  /** Companies the finished export charged to the quota. */
  charged?: number | null;
  /** Where the finished file can be downloaded again. */
  downloadHref?: string;
  /** Start the failed export again. */
  onRetry?: () => void;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ExportProgressText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Where the export stands (spec 4 Export): an indeterminate bar with the state's text while it is
 * started, queued or written; after a while the hint offering mail delivery; once mail was chosen
 * "Die Datei wird nun erstellt und Ihnen per E-Mail zugesandt"; when done the file's name, what was
 * charged and a link to download it again; when failed that nothing was charged, with retry.
 * Renders nothing while idle. Announced politely to screen readers; a failure as an alert.
 *
 * ## Usage
 *
 * ```tsx
 * <ExportProgress
 *   state={run.state}
 *   mailRequested={run.mailRequested}
 *   showMailHint={run.showMailHint}
 *   onSendMail={() => void run.sendMail()}
 *   sendingMail={run.sendingMail}
 *   fileName={run.status?.fileName}
 *   charged={run.status?.numCharged}
 *   downloadHref={run.downloadHref}
 *   onRetry={() => startExport('download')}
 * />
 * ```
 *
 * Texts come from `kit:exportProgress.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Derive `state` from the export's status (the contract's `ExportStatus.state`) and pass `starting` while
 *   the export request is on its way.
 * - Set `showMailHint` after 10 s of waiting (spec 9) and offer mail delivery through `onSendMail`.
 * - Keep it rendered while the export runs: it is a polite live region, a failure an alert.
 *
 * ## Don't
 *
 * - Don't poll the export inside: the app polls and passes the state.
 * - Don't download the file a second time automatically: `downloadHref` is a link for the user.
 * - Don't say anything was charged after a failure: the component says nothing was.
 */
export function ExportProgress({
  state,
  mailRequested = false,
  showMailHint = false,
  onSendMail,
  sendingMail = false,
  fileName,
  charged,
  downloadHref,
  onRetry,
  texts,
  sx,
}: ExportProgressProps) {
  const text = useKitTexts<ExportProgressText>('exportProgress', texts);
  const format = useFormatNumber();
  if (state === 'idle') return null;
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const rootSx = [{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 } as const, ...extraSx];

  if (state === 'failed') {
    return (
      <Box sx={rootSx}>
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {text('retry')}
              </Button>
            )
          }
        >
          <AlertTitle>{text('failedTitle')}</AlertTitle>
          {text('failedText')}
        </Alert>
      </Box>
    );
  }

  if (state === 'finished') {
    return (
      <Box sx={rootSx}>
        <Alert severity="success" role="status">
          {mailRequested ? (
            text('mailSent')
          ) : (
            <>
              {text('finished', { fileName: fileName ?? '' })}
              {charged != null &&
                charged > 0 &&
                ` ${text('charged', { count: charged, companies: format(charged) })}`}
              {downloadHref && (
                <>
                  {' '}
                  <Link href={downloadHref} color="inherit" sx={{ fontWeight: 600 }}>
                    {text('downloadAgain')}
                  </Link>
                </>
              )}
            </>
          )}
        </Alert>
      </Box>
    );
  }

  const stateText = text(state);
  return (
    <Box sx={rootSx}>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <LinearProgress aria-label={text('label')} aria-valuetext={stateText} />
        <Typography variant="body2">{stateText}</Typography>
      </Box>
      {mailRequested ? (
        <Alert severity="success" icon={<MailIcon fontSize="inherit" />} role="status">
          {text('mailNotice')}
        </Alert>
      ) : (
        showMailHint && (
          <Alert
            severity="info"
            icon={<MailIcon fontSize="inherit" />}
            role="status"
            action={
              onSendMail && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={onSendMail}
                  loading={sendingMail}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {text('sendMail')}
                </Button>
              )
            }
          >
            {text('mailHint')}
          </Alert>
        )
      )}
    </Box>
  );
}
