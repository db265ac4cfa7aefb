import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** The text encodings a csv is read in (contract `TextEncoding`; `macintosh` is Mac Roman). */
export const UPLOAD_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'macintosh'] as const;

/** A csv's text encoding (contract `TextEncoding`). */
export type UploadEncoding = (typeof UPLOAD_ENCODINGS)[number];

/**
 * The encodings offered when the detection was unsure: the ones a guess chooses between. UTF-16 is
 * never a guess (byte order mark or NUL pattern), so it is offered only while it is the one read.
 */
export const UPLOAD_SWITCHABLE_ENCODINGS = [
  'utf-8',
  'windows-1252',
  'macintosh',
] as const satisfies readonly UploadEncoding[];

/** A sheet of the uploaded workbook (contract `UploadSheet`). */
export interface UploadSheetOption {
  name: string;
  /** The sheet has at least one non-empty cell; empty sheets are shown but cannot be chosen. */
  hasData: boolean;
}

/** Props of `UploadSourceBar`. Every text defaults to the kit catalogue and can be overridden. */
export interface UploadSourceBarProps {
  /** The uploaded file's name (the upload response's `fileName`). */
  fileName: string;
  /**
   * The workbook's sheets in workbook order (`sheets`); empty for a csv. With more than one sheet
   * with data the sheet read becomes a select.
   * @default []
   */
  sheets?: readonly UploadSheetOption[];
  /**
   * The sheet that was read (`sheetName`); null for a csv.
   * @default null
   */
  sheetName?: string | null;
  /**
   * Receives the sheet the user picks; the app reads the upload again with it (importRereadUpload).
   * Without it the sheet is only named.
   * @default undefined
   */
  onSheetChange?: (sheetName: string) => void;
  /**
   * The encoding a csv was read in (`encoding`); null for a workbook.
   * @default null
   */
  encoding?: UploadEncoding | null;
  /**
   * Whether the encoding detection was sure (`encodingConfident`). When it was not, the encoding
   * becomes a select with a hint on what wrong letters look like.
   * @default true
   */
  encodingConfident?: boolean;
  /**
   * Receives the encoding the user picks; the app reads the upload again with it. Without it the
   * encoding is only named.
   * @default undefined
   */
  onEncodingChange?: (encoding: UploadEncoding) => void;
  /**
   * The file is being read again: the selects wait and a spinner says so.
   * @default false
   */
  busy?: boolean;
  /**
   * The selects wait without the busy text (e.g. while matching starts).
   * @default false
   */
  disabled?: boolean;
  /**
   * Accessible name of the bar.
   * @default t('kit:uploadSourceBar.label') – "Gelesene Datei"
   */
  label?: string;
  /**
   * Label before the file name.
   * @default t('kit:uploadSourceBar.file') – "Datei"
   */
  fileLabel?: string;
  /**
   * Label of the sheet (its select, or before its name).
   * @default t('kit:uploadSourceBar.sheet') – "Blatt"
   */
  sheetLabel?: string;
  /**
   * Under the sheet select, from the number of sheets with data.
   * @default (count) => t('kit:uploadSourceBar.sheetHint', { count }) – "Die Arbeitsmappe hat 2 Blätter mit Daten."
   */
  formatSheetHint?: (formattedCount: string, count: number) => string;
  /**
   * Marks a sheet without data in the list.
   * @default t('kit:uploadSourceBar.emptySheet') – "leer"
   */
  emptySheetText?: string;
  /**
   * Label of the encoding (its select, or before its name).
   * @default t('kit:uploadSourceBar.encoding') – "Zeichenkodierung"
   */
  encodingLabel?: string;
  /**
   * Under the encoding select when the detection was unsure.
   * @default t('kit:uploadSourceBar.encodingHint') – "Die Zeichenkodierung wurde geschätzt. …"
   */
  encodingHint?: string;
  /**
   * Each encoding's name.
   * @default the kit texts `uploadSourceBar.encodings.*` ("UTF-8", "Windows-1252 (Westeuropäisch)", "Mac Roman (Excel für Mac)")
   */
  encodingNames?: Partial<Record<UploadEncoding, string>>;
  /**
   * Said while the file is read again.
   * @default t('kit:uploadSourceBar.busy') – "Die Datei wird neu gelesen …"
   */
  busyText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * What was read of the upload, above the mapping: the file, the sheet of a workbook and the
 * encoding of a csv (spec 2 Mapping screen, issue 21). A workbook with more than one sheet with
 * data offers the others in a select, and a csv whose encoding was a guess offers the encodings a
 * guess chooses between; the app reads the same upload again with the choice (no second upload)
 * and passes the new answer. Otherwise sheet and encoding are only named. Presentational.
 *
 * ## Usage
 *
 * ```tsx
 * <UploadSourceBar
 *   fileName={upload.fileName}
 *   sheets={upload.sheets}
 *   sheetName={upload.sheetName}
 *   onSheetChange={(sheetName) => void reread({ sheetName })}
 *   encoding={upload.encoding}
 *   encodingConfident={upload.encodingConfident}
 *   onEncodingChange={(encoding) => void reread({ encoding })}
 *   busy={rereading}
 *   disabled={starting}
 * />
 * ```
 *
 * The props are the upload response's fields of the same names. Texts come from `kit:uploadSourceBar.*`;
 * each has a prop that overrides it.
 *
 * ## Do
 *
 * - Re-read the same upload with the choice (importRereadUpload) and pass the new answer: columns,
 *   examples and the detected mapping start over.
 * - Set `busy` while re-reading, `disabled` while matching starts.
 * - Put it above the mapping, so the user sees which sheet or encoding the examples come from.
 *
 * ## Don't
 *
 * - Don't ask for a new upload to change the sheet or encoding: the server reads the same file again.
 * - Don't offer the selects yourself: the bar shows them only when there is a choice (more than one
 *   sheet with data, an unsure encoding).
 */
export function UploadSourceBar({
  fileName,
  sheets = [],
  sheetName = null,
  onSheetChange,
  encoding = null,
  encodingConfident = true,
  onEncodingChange,
  busy = false,
  disabled = false,
  encodingNames = {},
  sx,
  ...texts
}: UploadSourceBarProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const sheetHintId = useId();
  const encodingHintId = useId();
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const sheetsWithData = sheets.filter((sheet) => sheet.hasData).length;
  const sheetChoice = sheetName !== null && sheetsWithData > 1 && onSheetChange !== undefined;
  const encodingChoice = encoding !== null && !encodingConfident && onEncodingChange !== undefined;
  const encodingName = (value: UploadEncoding) =>
    encodingNames[value] ?? t(`uploadSourceBar.encodings.${value}`);
  const encodings: readonly UploadEncoding[] =
    encoding === null || (UPLOAD_SWITCHABLE_ENCODINGS as readonly UploadEncoding[]).includes(encoding)
      ? UPLOAD_SWITCHABLE_ENCODINGS
      : [encoding, ...UPLOAD_SWITCHABLE_ENCODINGS];
  const sheetLabel = texts.sheetLabel ?? t('uploadSourceBar.sheet');
  const encodingLabel = texts.encodingLabel ?? t('uploadSourceBar.encoding');

  const named = (label: string, value: string) => (
    <Typography variant="body2" sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('uploadSourceBar.labelled', { label })}
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Typography>
  );

  return (
    <Box
      role="group"
      aria-label={texts.label ?? t('uploadSourceBar.label')}
      aria-busy={busy || undefined}
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3, rowGap: 1.5 },
        ...extraSx,
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, minHeight: 40 }}>
        <DescriptionOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        {named(texts.fileLabel ?? t('uploadSourceBar.file'), fileName)}
      </Box>
      {sheetChoice ? (
        <TextField
          select
          size="small"
          label={sheetLabel}
          value={sheetName}
          onChange={(event) => {
            if (event.target.value !== sheetName) onSheetChange(event.target.value);
          }}
          helperText={
            texts.formatSheetHint
              ? texts.formatSheetHint(format(sheetsWithData), sheetsWithData)
              : t('uploadSourceBar.sheetHint', { count: sheetsWithData, sheets: format(sheetsWithData) })
          }
          slotProps={{
            // Only the select waits: a disabled label and hint would fade below readable contrast.
            input: { disabled: busy || disabled },
            formHelperText: { id: sheetHintId },
            select: { SelectDisplayProps: { 'aria-describedby': sheetHintId } },
          }}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          {sheets.map((sheet) => (
            <MenuItem key={sheet.name} value={sheet.name} disabled={!sheet.hasData}>
              {sheet.name}
              {!sheet.hasData && (
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                  ({texts.emptySheetText ?? t('uploadSourceBar.emptySheet')})
                </Typography>
              )}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        sheetName !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
            {named(sheetLabel, sheetName)}
          </Box>
        )
      )}
      {encodingChoice ? (
        <TextField
          select
          size="small"
          label={encodingLabel}
          value={encoding}
          onChange={(event) => {
            if (event.target.value !== encoding) onEncodingChange(event.target.value as UploadEncoding);
          }}
          helperText={texts.encodingHint ?? t('uploadSourceBar.encodingHint')}
          slotProps={{
            // Only the select waits: a disabled label and hint would fade below readable contrast.
            input: { disabled: busy || disabled },
            formHelperText: { id: encodingHintId },
            select: { SelectDisplayProps: { 'aria-describedby': encodingHintId } },
          }}
          sx={{ minWidth: 260, flex: '0 1 26rem', maxWidth: '100%' }}
        >
          {encodings.map((value) => (
            <MenuItem key={value} value={value}>
              {encodingName(value)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        encoding !== null && (
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
            {named(encodingLabel, encodingName(encoding))}
          </Box>
        )
      )}
      {/* Always there, so screen readers announce the text when it appears. */}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: busy ? 40 : 0 }}>
        {busy && (
          <>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{texts.busyText ?? t('uploadSourceBar.busy')}</Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
