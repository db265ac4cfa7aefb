import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import {
  mappingValidationText,
  type MappingValidation,
} from '../MappingValidationAlert/MappingValidationAlert.tsx';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `StartMatchingButton`. */
export interface StartMatchingButtonProps {
  /** Rows of the import (the upload's `stats.rows.total`), named in the label. */
  rowCount: number;
  /** The app's validation result for the mapping; `error` disables the button. */
  validation: MappingValidation;
  /** Starts matching (the app sends startMatching). */
  onClick: () => void;
  /**
   * The start request is running: the button shows progress and waits.
   * @default false
   */
  loading?: boolean;
  /**
   * The label, from the formatted row count ("1.234").
   * @default (rows, count) => t('kit:startMatchingButton.label', { count, rows }) – "Verarbeitung starten (1.234 Zeilen)"
   */
  formatLabel?: (formattedRows: string, rowCount: number) => string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The mapping step's main footer button (spec 2 Footer buttons): "Verarbeitung starten" with the
 * formatted row count, disabled while the mapping has an error, with an error or warning icon and
 * the validation message as tooltip. The tooltip sits on a wrapper, so it also shows over the
 * disabled button; screen readers get the message as the button's description.
 *
 * ## Usage
 *
 * ```tsx
 * <StartMatchingButton
 *   rowCount={upload.stats.rows.total}
 *   validation={form.validation}
 *   loading={starting}
 *   onClick={() => void form.submit(() => void start())}
 * />
 * ```
 *
 * The label comes from `kit:startMatchingButton.label` (singular and plural); `formatLabel` replaces
 * it. The tooltip is the mapping's validation message (`kit:mappingValidation.*`).
 *
 * ## Do
 *
 * - Give it the same `validation` as the `MappingValidationAlert` beside it.
 * - Start through `useMappingForm().submit`, which checks the mapping once more before `onClick`'s work.
 * - Set `loading` while the start request (or a re-read of the file) runs.
 *
 * ## Don't
 *
 * - Don't disable it yourself for a warning: a warning only warns; `error` disables it.
 * - Don't wrap it in a `Tooltip` of your own: it has one that also shows on the disabled button.
 */
export function StartMatchingButton({
  rowCount,
  validation,
  onClick,
  loading = false,
  formatLabel,
  sx,
}: StartMatchingButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const messageId = useId();
  const rows = format(rowCount);
  const label = formatLabel
    ? formatLabel(rows, rowCount)
    : t('startMatchingButton.label', { count: rowCount, rows });
  const message = validation.status === 'ok' ? null : mappingValidationText(t, validation);
  const icon =
    validation.status === 'error' ? (
      <ErrorIcon />
    ) : validation.status === 'warning' ? (
      <WarningIcon />
    ) : (
      <PlayArrowIcon />
    );

  const button = (
    <Button
      variant="contained"
      size="large"
      startIcon={icon}
      disabled={validation.status === 'error'}
      loading={loading}
      loadingPosition="start"
      onClick={onClick}
      aria-describedby={message ? messageId : undefined}
      sx={message ? undefined : sx}
    >
      {label}
    </Button>
  );
  if (!message) return button;

  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <Tooltip title={message} describeChild arrow>
      {/* A disabled button fires no pointer events; the wrapper keeps the tooltip working. */}
      <Box component="span" sx={[{ display: 'inline-flex' }, ...extraSx]}>
        {button}
        <Box component="span" id={messageId} sx={visuallyHidden}>
          {message}
        </Box>
      </Box>
    </Tooltip>
  );
}
