import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** What an export produces: a file (xlsx, csv) or a company list in target 1 or target 2 (spec 3 Export options). */
export type ExportFormat = 'xlsx' | 'csv' | 'target1_companyList' | 'target2_companyList';

/** Every export format in the order the buttons show them. */
export const EXPORT_FORMATS = ['xlsx', 'csv', 'target1_companyList', 'target2_companyList'] as const;

/** The company-list formats: shown but not choosable by default (`unavailable`) until the page handles them. */
export const COMPANY_LIST_FORMATS: readonly ExportFormat[] = ['target1_companyList', 'target2_companyList'];

/** Props of `FileFormatButtons`. */
export interface FileFormatButtonsProps {
  /** The chosen format; one is always chosen. */
  value: ExportFormat;
  /** Receives the format the user chose (pressing the chosen one again keeps it). */
  onChange: (format: ExportFormat) => void;
  /**
   * The user has target1Permissions.ACCESS: the target 1 company list is offered (spec 6).
   * @default false
   */
  showTarget1?: boolean;
  /**
   * The user has target2Permissions.ACCESS: the target 2 company list is offered (spec 6).
   * @default false
   */
  showTarget2?: boolean;
  /**
   * Formats shown but not choosable yet, each with `unavailableNote`.
   * @default COMPANY_LIST_FORMATS
   */
  unavailable?: readonly ExportFormat[];
  /**
   * The note shown with formats that are not choosable yet.
   * @default t('kit:fileFormatButtons.unavailable') – "Kommt mit den Firmenlisten"
   */
  unavailableNote?: string;
  /**
   * Texts of the buttons.
   * @default t('kit:fileFormatButtons.formats.<format>')
   */
  labels?: Partial<Record<ExportFormat, string>>;
  /**
   * Names the group.
   * @default t('kit:fileFormatButtons.label') – "Exportformat"
   */
  'aria-label'?: string;
  /**
   * Disables every button, e.g. while an export runs.
   * @default false
   */
  disabled?: boolean;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const ICONS: Record<ExportFormat, ReactNode> = {
  xlsx: <TableChartIcon aria-hidden="true" />,
  csv: <DescriptionIcon aria-hidden="true" />,
  target1_companyList: <ListAltIcon aria-hidden="true" />,
  target2_companyList: <ListAltIcon aria-hidden="true" />,
};

/**
 * The export step's format buttons (spec 2 Export step form): xlsx and csv, and the company lists of
 * target 1 and target 2 for users with access to them. One is always chosen (pressing the chosen one
 * again keeps it). Formats in `unavailable` are shown disabled with a note.
 *
 * ## Usage
 *
 * ```tsx
 * <FileFormatButtons value={format} onChange={setFormat} showTarget1={access.target1} unavailable={[]} />
 * ```
 *
 * `ExportForm` renders it with the state of `useExportForm`. Texts come from `kit:fileFormatButtons.*`;
 * `labels`, `unavailableNote` and `aria-label` override them.
 *
 * ## Do
 *
 * - Offer the company lists only to users with the permission (`showTarget1`, `showTarget2`, spec 6).
 * - Pass `unavailable={[]}` once the page handles the company-list exports; until then they are shown
 *   disabled with a note.
 *
 * ## Don't
 *
 * - Don't allow "no format": the group always keeps one chosen.
 * - Don't use it for choices other than the export format: use MUI's `ToggleButtonGroup` or radio buttons.
 */
export function FileFormatButtons({
  value,
  onChange,
  showTarget1 = false,
  showTarget2 = false,
  unavailable = COMPANY_LIST_FORMATS,
  unavailableNote,
  labels,
  'aria-label': ariaLabel,
  disabled = false,
  sx,
}: FileFormatButtonsProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const shown = EXPORT_FORMATS.filter(
    (format) =>
      (format !== 'target1_companyList' || showTarget1) && (format !== 'target2_companyList' || showTarget2),
  );
  const extraSx = Array.isArray(sx) ? sx : [sx];
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      disabled={disabled}
      onChange={(_, next: ExportFormat | null) => {
        if (next && next !== value) onChange(next);
      }}
      aria-label={ariaLabel ?? t('fileFormatButtons.label')}
      sx={[{ flexWrap: 'wrap' }, ...extraSx]}
    >
      {shown.map((format) => {
        const notYet = unavailable.includes(format);
        return (
          <ToggleButton
            key={format}
            value={format}
            disabled={disabled || notYet}
            sx={{ textTransform: 'none', gap: 1, px: 2, py: 1, justifyContent: 'flex-start' }}
          >
            {ICONS[format]}
            <Box
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' }}
            >
              <span>{labels?.[format] ?? t(`fileFormatButtons.formats.${format}`)}</span>
              {notYet && (
                <Typography component="span" variant="caption">
                  {unavailableNote ?? t('fileFormatButtons.unavailable')}
                </Typography>
              )}
            </Box>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
