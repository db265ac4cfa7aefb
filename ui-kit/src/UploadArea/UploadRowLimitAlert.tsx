import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';

/** Props of `UploadRowLimitAlert`. */
export interface UploadRowLimitAlertProps {
  /** The row limit of an upload (the upload response's `maxUploadRows`). */
  maxUploadRows: number;
  /**
   * The warning, from the formatted limit ("50.000").
   * @default (rows) => t('kit:uploadArea.maxRowsExceeded', { maxUploadRows: rows })
   */
  formatText?: (formattedMaxUploadRows: string) => string;
  /**
   * Styles for the alert. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * The warning after uploading a file with more rows than allowed: only the first
 * `maxUploadRows` rows can be imported (spec 2 Upload, 5 Upload). The app shows it when the upload
 * response says `maxRowsExceeded`, on the upload area or above the mapping.
 */
export function UploadRowLimitAlert({ maxUploadRows, formatText, sx }: UploadRowLimitAlertProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const format = useFormatNumber();
  const rows = format(maxUploadRows);
  return (
    <Alert severity="warning" sx={sx}>
      {formatText ? formatText(rows) : t('uploadArea.maxRowsExceeded', { maxUploadRows: rows })}
    </Alert>
  );
}
