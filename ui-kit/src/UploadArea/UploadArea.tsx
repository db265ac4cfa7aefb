import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { UploadRowLimitAlert } from './UploadRowLimitAlert.tsx';
import { UPLOAD_ACCEPTED_EXTENSIONS, useUploadArea } from './useUploadArea.ts';

/** Props of `UploadArea`. Every text defaults to the kit catalogue and can be overridden. */
export interface UploadAreaProps {
  /** Receives a dropped or picked file with an accepted extension; the app uploads it. */
  onFile: (file: File) => void;
  /**
   * Upload progress in percent (0–100) while a file is being sent; `null` or absent when idle. While
   * set, the area shows a progress bar and takes no new file.
   * @default null
   */
  progress?: number | null;
  /**
   * The whole file has been sent and the server is reading and checking it (large files take a few
   * seconds): the area says so with a progress of its own instead of a full upload bar. Takes
   * precedence over `progress`.
   * @default false
   */
  processing?: boolean;
  /**
   * Why the last upload failed (the server's message, spec 8 Upload), shown in an error alert.
   * @default null
   */
  error?: string | null;
  /**
   * Takes no file at all (e.g. while the previous import is being reset).
   * @default false
   */
  disabled?: boolean;
  /**
   * Offers a sample file to download, e.g. `/samples/datacare-beispiel.xlsx`.
   * @default undefined – no link
   */
  sampleFileHref?: string;
  /**
   * The uploaded file had more rows than allowed; shows the row-limit warning (needs `maxUploadRows`).
   * @default false
   */
  maxRowsExceeded?: boolean;
  /**
   * The row limit named in the warning (the upload response's `maxUploadRows`).
   * @default undefined
   */
  maxUploadRows?: number;
  /**
   * Accepted extensions with their dot.
   * @default ['.xls', '.xlsx', '.csv']
   */
  accept?: readonly string[];
  /**
   * Name of the drop zone, shown in it.
   * @default t('kit:uploadArea.label') – "Datei hochladen"
   */
  label?: string;
  /**
   * Label of the file button.
   * @default t('kit:uploadArea.chooseFile') – "Datei auswählen"
   */
  chooseFileLabel?: string;
  /**
   * Error for a file of the wrong type, from its name.
   * @default (name) => t('kit:uploadArea.invalidType', { name })
   */
  formatInvalidType?: (fileName: string) => string;
  /**
   * Title of the error alert over `error`.
   * @default t('kit:uploadArea.errorTitle') – "Der Upload ist fehlgeschlagen"
   */
  errorTitle?: string;
  /**
   * Label of the sample file link.
   * @default t('kit:uploadArea.sampleFile') – "Beispieldatei herunterladen"
   */
  sampleFileLabel?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The upload step (spec 2 Upload): a drop zone for one .xls, .xlsx or .csv file with a real,
 * keyboard-reachable file button, the extension checked before anything is sent, a determinate
 * progress bar while uploading, the server's error, the row-limit warning and an optional sample
 * file. The app sends the file (multipart, with credentials) and passes `progress` and `error` back.
 *
 * ## Usage
 *
 * ```tsx
 * <UploadArea
 *   onFile={(file) => void upload(file)}
 *   progress={progress} // 0–100 while sending, null when idle
 *   processing={processing}
 *   error={error}
 *   disabled={progress !== null}
 *   sampleFileHref={importGetSampleFileUrl({ format: 'xlsx' })}
 * />
 * ```
 *
 * Drag state and the extension check are the headless `useUploadArea`; the row-limit warning is
 * `UploadRowLimitAlert`, also used on its own. Texts come from `kit:uploadArea.*`; each has a prop that
 * overrides it.
 *
 * ## Do
 *
 * - Send the file in the app and feed `progress`, then `processing` while the server reads it, then
 *   `error` or the next step.
 * - Pass the server's message as `error` when the upload fails.
 * - Keep the default `accept` unless the server accepts other types too.
 *
 * ## Don't
 *
 * - Don't upload inside: the kit never fetches; `onFile` is the app's.
 * - Don't rely on the extension check: it is a courtesy, the server decides by the content.
 * - Don't hide the file button or replace it with a click on the drop zone: it is the keyboard's way in.
 */
export function UploadArea({
  onFile,
  progress = null,
  processing = false,
  error = null,
  disabled = false,
  sampleFileHref,
  maxRowsExceeded = false,
  maxUploadRows,
  accept = UPLOAD_ACCEPTED_EXTENSIONS,
  sx,
  ...texts
}: UploadAreaProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const labelId = useId();
  const acceptedId = useId();
  const uploading = progress !== null || processing;
  const { dragging, rejectedFileName, inputRef, openFilePicker, handleInputChange, dropZoneProps } =
    useUploadArea({ onFile, disabled: disabled || uploading, accept });
  const label = texts.label ?? t('uploadArea.label');
  const chooseFileLabel = texts.chooseFileLabel ?? t('uploadArea.chooseFile');
  const percent = progress === null ? 0 : Math.min(100, Math.max(0, progress));
  const extraSx = Array.isArray(sx) ? sx : [sx];

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 2 }, ...extraSx]}>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={acceptedId}
        aria-busy={uploading || undefined}
        {...dropZoneProps}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          px: 3,
          py: 4,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          // Dark enough to see where to drop (the divider grey is too faint for a target).
          borderColor: dragging ? 'primary.main' : 'grey.500',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
        }}
      >
        <UploadFileIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {processing ? (
          <Box sx={{ width: '100%', maxWidth: '28rem' }}>
            <Typography variant="body2" sx={{ mb: 1 }} role="status">
              {t('uploadArea.reading')}
            </Typography>
            <LinearProgress variant="indeterminate" aria-label={t('uploadArea.readingLabel')} />
          </Box>
        ) : uploading ? (
          <Box sx={{ width: '100%', maxWidth: '28rem' }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('uploadArea.uploading', { percent: format(percent / 100, { style: 'percent' }) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('uploadArea.progressLabel')}
              // MUI animates the bar for 0.4 s per step; on a fast upload it lagged behind the
              // number beside it. Without the animation bar and number always agree.
              sx={{ '& .MuiLinearProgress-bar': { transition: 'none' } }}
            />
          </Box>
        ) : (
          <>
            <Typography sx={{ color: dragging ? 'primary.main' : 'text.primary' }}>
              {dragging ? t('uploadArea.dropNow') : t('uploadArea.dropHint')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={openFilePicker}
              disabled={disabled}
            >
              {chooseFileLabel}
            </Button>
          </>
        )}
        <Typography id={acceptedId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('uploadArea.accepted', { formats: accept.join(', ') })}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          accept={accept.join(',')}
          aria-label={chooseFileLabel}
          disabled={disabled || uploading}
          onChange={handleInputChange}
          hidden
        />
      </Box>
      {rejectedFileName !== null && (
        <Alert severity="error">
          {texts.formatInvalidType
            ? texts.formatInvalidType(rejectedFileName)
            : t('uploadArea.invalidType', { name: rejectedFileName })}
        </Alert>
      )}
      {error && (
        <Alert severity="error">
          <AlertTitle>{texts.errorTitle ?? t('uploadArea.errorTitle')}</AlertTitle>
          {error}
        </Alert>
      )}
      {maxRowsExceeded && maxUploadRows !== undefined && (
        <UploadRowLimitAlert maxUploadRows={maxUploadRows} />
      )}
      {sampleFileHref && (
        <Link
          href={sampleFileHref}
          download
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <DownloadIcon fontSize="small" aria-hidden="true" />
          {texts.sampleFileLabel ?? t('uploadArea.sampleFile')}
        </Link>
      )}
    </Box>
  );
}
