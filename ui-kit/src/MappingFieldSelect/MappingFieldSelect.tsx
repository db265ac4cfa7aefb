import { useId } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../i18n/resources.ts';
import { MAPPING_REQUIRED_FIELDS, type MappingField } from '../MappingForm/mappingFields.ts';
import { visuallyHidden } from '../utils/visuallyHidden.ts';

/** Props of `MappingFieldSelect`. */
export interface MappingFieldSelectProps {
  /** The product field this select maps; its label is the kit text `fields.<field>`. */
  field: MappingField;
  /** The file's column names in file order (the upload response's `customerColumns`). */
  columns: readonly string[];
  /** The column mapped to this field, or null. */
  value: string | null;
  /** Receives the chosen column, or null for "Nicht zugeordnet". */
  onChange: (column: string | null) => void;
  /**
   * Columns already mapped to other fields: offered but disabled (spec 2: "columns already assigned
   * are disabled in the other selects"). `useMappingForm().columnsTakenByOthers(field)`.
   * @default none
   */
  takenColumns?: ReadonlySet<string> | readonly string[];
  /**
   * The shown example row's value of the selected column (`useMappingForm().exampleValue(value)`).
   * @default null
   */
  exampleValue?: string | null;
  /**
   * Shows the example value beside the select.
   * @default true
   */
  showExample?: boolean;
  /**
   * Marks the label with an asterisk.
   * @default true for company_name (spec 2 Mapping screen), else false
   */
  required?: boolean;
  /**
   * The select takes no input (e.g. while matching starts).
   * @default false
   */
  disabled?: boolean;
  /**
   * The select's label, replacing the field's name.
   * @default t(`kit:fields.${field}`) – e.g. "Firmenname"
   */
  label?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const NOT_ASSIGNED = '';

/**
 * The select that maps one product field to a column of the customer's file, with "Nicht
 * zugeordnet" first, columns mapped elsewhere disabled, and the current example row's value beside
 * it so the user sees what the column holds. Controlled; `useMappingForm` holds the mapping.
 *
 * ## Usage
 *
 * ```tsx
 * const form = useMappingForm({
 *   initialPairs: upload.detectedMapping,
 *   columns: upload.customerColumns,
 *   exampleRows: upload.exampleValues,
 *   rules,
 * });
 *
 * <MappingFieldSelect
 *   field="company_name"
 *   columns={upload.customerColumns}
 *   value={form.mapping.company_name ?? null}
 *   onChange={(column) => form.assign('company_name', column)}
 *   takenColumns={form.columnsTakenByOthers('company_name')}
 *   exampleValue={form.exampleValue(form.mapping.company_name)}
 * />
 * ```
 *
 * The label is the kit text `fields.<field>` ("Firmenname"); "Nicht zugeordnet", "bereits zugeordnet" and
 * "Beispiel:" come from `kit:mappingFieldSelect.*`. `label` overrides the field's name.
 *
 * ## Do
 *
 * - Render one select per field of `MAPPING_BASE_FIELDS` and `MAPPING_METADATA_FIELDS`, inside the
 *   matching `MappingSection`, all fed from one `useMappingForm`.
 * - Pass `takenColumns` and `exampleValue` from that same form, so taken columns are disabled everywhere
 *   and the example follows the `ExampleRowPager`.
 * - Leave `required` at its default: the company name carries the asterisk (spec 2 Mapping screen).
 *
 * ## Don't
 *
 * - Don't keep the mapping per select in local state: "one column, one field" lives in
 *   `useMappingForm().assign`, which takes the column away from the other field.
 * - Don't remove taken columns from `columns`: they stay listed in file order, disabled and marked.
 * - Don't use it for the additional columns: that is `AdditionalColumnsSelect` (several columns at once).
 */
export function MappingFieldSelect({
  field,
  columns,
  value,
  onChange,
  takenColumns = [],
  exampleValue = null,
  showExample = true,
  required = MAPPING_REQUIRED_FIELDS.includes(field),
  disabled = false,
  label,
  sx,
}: MappingFieldSelectProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const exampleId = useId();
  const taken = takenColumns instanceof Set ? takenColumns : new Set(takenColumns);
  const extraSx = Array.isArray(sx) ? sx : [sx];
  const hasExample = showExample && value !== null;

  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: showExample ? { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } : '1fr',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 2 },
        },
        ...extraSx,
      ]}
    >
      <TextField
        select
        fullWidth
        size="small"
        label={label ?? t(`fields.${field}`)}
        required={required}
        disabled={disabled}
        value={value ?? NOT_ASSIGNED}
        onChange={(event) => onChange(event.target.value === NOT_ASSIGNED ? null : event.target.value)}
        slotProps={{
          // "Nicht zugeordnet" is a real choice and shows in the field, so the label stays up.
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            SelectDisplayProps: {
              'aria-describedby': hasExample ? exampleId : undefined,
              'aria-required': required || undefined,
            },
          },
        }}
      >
        <MenuItem value={NOT_ASSIGNED}>
          <Typography component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            {t('mappingFieldSelect.notAssigned')}
          </Typography>
        </MenuItem>
        {columns.map((column) => {
          const isTaken = taken.has(column) && column !== value;
          return (
            <MenuItem key={column} value={column} disabled={isTaken}>
              {column}
              {isTaken && (
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                  ({t('mappingFieldSelect.alreadyAssigned')})
                </Typography>
              )}
            </MenuItem>
          );
        })}
      </TextField>
      {showExample && (
        <Box id={exampleId} sx={{ minWidth: 0, display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {t('mappingFieldSelect.example')}
          </Typography>
          {value === null ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              <span aria-hidden="true">–</span>
            </Typography>
          ) : exampleValue === null ? (
            <Typography
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary', fontStyle: 'italic' }}
            >
              {t('mappingFieldSelect.noExample')}
            </Typography>
          ) : (
            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {exampleValue}
            </Typography>
          )}
          {value === null && (
            <Box component="span" sx={visuallyHidden}>
              {t('mappingFieldSelect.notAssigned')}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
