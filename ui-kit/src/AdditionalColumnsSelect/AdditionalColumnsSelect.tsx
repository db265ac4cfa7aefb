import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';

/** Props of `AdditionalColumnsSelect`. */
export interface AdditionalColumnsSelectProps {
  /** The file's column names in file order. */
  columns: readonly string[];
  /** The selected additional columns. */
  value: readonly string[];
  /** Receives the new selection, in file order. */
  onChange: (columns: string[]) => void;
  /**
   * Columns mapped to a field: listed but disabled, they cannot be additional columns (spec 5).
   * `useMappingForm().assignedColumns`.
   * @default none
   */
  mappedColumns?: ReadonlySet<string> | readonly string[];
  /**
   * Disables the field, e.g. while matching is being started.
   * @default false
   */
  disabled?: boolean;
  /**
   * The field's label.
   * @default t('kit:additionalColumnsSelect.label') – "Zusätzliche Spalten für den Export"
   */
  label?: string;
  /**
   * The note under the field (what additional columns are for); a file without further columns shows
   * `kit:additionalColumnsSelect.noColumns` instead.
   * @default t('kit:additionalColumnsSelect.helper')
   */
  helperText?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * Multi-select of customer columns to carry unchanged into the export (the mapping screen's
 * "Zusätzliche Spalten" section). Columns mapped to a field are shown disabled. The selection's
 * state is announced by the options themselves (`aria-selected`); the tick boxes are only drawn.
 *
 * ## Usage
 *
 * ```tsx
 * const form = useMappingForm({
 *   initialPairs: upload.detectedMapping,
 *   columns: upload.customerColumns,
 *   rules,
 * });
 * <AdditionalColumnsSelect
 *   columns={upload.customerColumns}
 *   value={form.additionalColumns}
 *   onChange={form.setAdditionalColumns}
 *   mappedColumns={form.assignedColumns}
 * />
 * ```
 *
 * Texts come from the kit namespace (`kit:additionalColumnsSelect.*`); `label` and `helperText` override
 * them.
 *
 * ## Do
 *
 * - Pass every column of the file in file order and let `mappedColumns` mark the mapped ones: they stay
 *   listed, disabled, with "bereits zugeordnet".
 * - Keep the selection in the mapping form's state (`useMappingForm`); `onChange` already returns it in file
 *   order.
 * - Place it in the mapping screen's "Zusätzliche Spalten" section (`MappingSection`) and lay it out with
 *   `sx`.
 *
 * ## Don't
 *
 * - Don't filter the mapped columns out of `columns`: the user would not see why a column is missing.
 * - Don't translate or shorten the column names: they are the customer's own headers and must match the file.
 * - Don't add a second checkbox list or colour-only marks: the options already announce their state
 *   (`aria-selected`).
 */
export function AdditionalColumnsSelect({
  columns,
  value,
  onChange,
  mappedColumns = [],
  disabled = false,
  label,
  helperText,
  sx,
}: AdditionalColumnsSelectProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const mapped = mappedColumns instanceof Set ? mappedColumns : new Set(mappedColumns);
  const selected = new Set(value);
  const empty = columns.length === 0;

  return (
    <TextField
      select
      fullWidth
      label={label ?? t('additionalColumnsSelect.label')}
      helperText={
        empty ? t('additionalColumnsSelect.noColumns') : (helperText ?? t('additionalColumnsSelect.helper'))
      }
      disabled={disabled || empty}
      value={[...value]}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        const chosen = new Set(typeof next === 'string' ? next.split(',') : next);
        onChange(columns.filter((column) => chosen.has(column)));
      }}
      slotProps={{
        // The note says why the field is disabled, so it stays readable (not greyed out with it).
        formHelperText: { disabled: false },
        select: {
          multiple: true,
          renderValue: (chosen) => (chosen as string[]).join(', '),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: '50vh' } } } },
        },
      }}
      sx={sx}
    >
      {columns.map((column) => {
        const isMapped = mapped.has(column);
        const isSelected = selected.has(column);
        return (
          <MenuItem key={column} value={column} disabled={isMapped}>
            <ListItemIcon aria-hidden="true">
              {isSelected ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
            </ListItemIcon>
            <ListItemText
              primary={column}
              secondary={isMapped ? t('additionalColumnsSelect.alreadyAssigned') : undefined}
            />
          </MenuItem>
        );
      })}
    </TextField>
  );
}
