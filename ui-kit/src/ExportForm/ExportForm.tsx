import { useId, type ElementType, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  ConsolidatedColumnsTable,
  type ExportColumnList,
} from '../ConsolidatedColumnsTable/ConsolidatedColumnsTable.tsx';
import {
  COMPANY_LIST_FORMATS,
  FileFormatButtons,
  type ExportFormat,
} from '../FileFormatButtons/FileFormatButtons.tsx';
import { useFormatNumber } from '../i18n/useFormatNumber.ts';
import { useKitTexts } from '../utils/kitTexts.ts';
import type { ExportFormErrorCode } from './exportFormSchema.ts';
import type { ExportFormController } from './useExportForm.ts';

/** Texts of `ExportForm` (kit catalogue `exportForm.*`). */
export type ExportFormText =
  | 'formatHeading'
  | 'delimiter'
  | 'semicolon'
  | 'comma'
  | 'viewsHeading'
  | 'defaultView'
  | 'defaultViewHint'
  | 'customerColumns'
  | 'diffs'
  | 'consolidatedView'
  | 'consolidatedViewHint'
  | 'csvRule'
  | 'xlsxBoth'
  | 'tag'
  | 'tagCounter'
  | 'tagHint'
  | `errors.${ExportFormErrorCode}`;

/** Props of `ExportForm`. */
export interface ExportFormProps {
  /** The form's state and rules: the headless `useExportForm`. */
  controller: ExportFormController;
  /**
   * The user has target 1 access: its company list is offered.
   * @default false
   */
  showTarget1?: boolean;
  /**
   * The user has target 2 access: its company list is offered.
   * @default false
   */
  showTarget2?: boolean;
  /**
   * Formats shown but not choosable yet (`FileFormatButtons`' `unavailable`); pass `[]` once the
   * page handles the company-list exports (`TargetExportActions`, `CompanyListDialog`).
   * @default COMPANY_LIST_FORMATS
   */
  unavailableFormats?: readonly ExportFormat[];
  /** Shown beside the options on wide screens, below them on narrow ones: the quota calculation, notices. */
  aside?: ReactNode;
  /** Shown below the consolidated view's table while that view is on: the export preview. */
  preview?: ReactNode;
  /** The number to call to unlock fields (the locked fields' note). */
  supportPhone?: string;
  /**
   * An export is running: nothing can be changed.
   * @default false
   */
  disabled?: boolean;
  /**
   * Element of the section headings (format, views); `h3` where the form sits under a page's `h2`.
   * @default 'h2'
   */
  headingComponent?: ElementType;
  /** Replaces kit texts; a text may use the same `{{variables}}`. */
  texts?: Partial<Record<ExportFormText, string>>;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

function Section({
  heading,
  headingComponent,
  children,
}: {
  heading: string;
  headingComponent: ElementType;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Typography id={id} component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The export step's form (spec 2 Export step form, 4 Export options, Custom column action values,
 * Tag editing): the format buttons, the csv delimiter, the two views (default with customer columns
 * and differences; consolidated with its table of methods and column names), the export's name
 * (tag) and, beside them, what the app puts in `aside`. The rules live in `useExportForm`; the
 * footer buttons belong to the page, which reads `controller.viewsValid`.
 *
 * ## Usage
 *
 * ```tsx
 * const controller = useExportForm({ defaultValues, onTagSave: (tag) => void saveTag(tag) });
 * <ExportForm
 *   controller={controller}
 *   showTarget1={access.target1}
 *   showTarget2={access.target2}
 *   unavailableFormats={[]}
 *   supportPhone={SUPPORT_CONTACT.phone}
 *   disabled={run.busy}
 *   aside={<QuotaCalculation companies={companies} info={info} />}
 *   preview={<ExportPreviewPanel preview={preview} fieldLabels={fieldLabels} />}
 * />
 * ```
 *
 * The form's state and rules are the headless `useExportForm` (react-hook-form with `exportFormSchema`).
 * Texts come from `kit:exportForm.*`; `texts` overrides them.
 *
 * ## Do
 *
 * - Create the controller with `useExportForm` in the page and read `controller.viewsValid` for the page's
 *   own export button.
 * - Show the target company lists only to users with access (`showTarget1`, `showTarget2`), and pass
 *   `unavailableFormats={[]}` once the page handles them.
 * - Put the quota calculation and notices (`LockedCompaniesNotice`) in `aside`, the export preview in
 *   `preview`.
 *
 * ## Don't
 *
 * - Don't keep a second copy of the options in page state: the controller is the single source.
 * - Don't add the export or cancel buttons inside: the footer belongs to the page.
 * - Don't enable formats the account cannot use: they come from the user's permissions.
 */
export function ExportForm({
  controller,
  showTarget1 = false,
  showTarget2 = false,
  unavailableFormats = COMPANY_LIST_FORMATS,
  aside,
  preview,
  supportPhone,
  disabled = false,
  headingComponent = 'h2',
  texts,
  sx,
}: ExportFormProps) {
  const text = useKitTexts<ExportFormText>('exportForm', texts);
  const format = useFormatNumber();
  const delimiterLabelId = useId();
  const viewsHintId = useId();
  const { values, form } = controller;
  const { errors } = form.formState;
  const toFile = values.exportType === 'file';
  const csv = toFile && values.exportFileType === 'csv';
  const errorText = (code: string | undefined) =>
    code
      ? text(`errors.${code as ExportFormErrorCode}`, {
          num: format(controller.tagMaxLength),
          max: format(controller.columnNameMaxLength),
        })
      : undefined;
  const nameError = (list: ExportColumnList, index: number) =>
    errorText(errors.consolidatedView?.[list]?.[index]?.customName?.message);
  const extraSx = Array.isArray(sx) ? sx : [sx];

  // The export's name: beside the options, above the aside, where the wide layout has room.
  const tagField = (
    <Controller
      control={form.control}
      name="tag"
      render={({ field, fieldState }) => (
        <TextField
          inputRef={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            controller.commitTag();
          }}
          onKeyDown={controller.handleTagKeyDown}
          label={text('tag')}
          size="small"
          disabled={disabled}
          error={Boolean(fieldState.error)}
          // While an export runs the field cannot be edited: its editing hint would only be noise.
          helperText={
            errorText(fieldState.error?.message) ??
            (disabled
              ? undefined
              : `${text('tagCounter', {
                  length: format(Array.from(field.value.trim()).length),
                  max: format(controller.tagMaxLength),
                })} · ${text('tagHint')}`)
          }
        />
      )}
    />
  );

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }, ...extraSx]}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: aside ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Section heading={text('formatHeading')} headingComponent={headingComponent}>
            <FileFormatButtons
              value={controller.format}
              onChange={controller.setFormat}
              showTarget1={showTarget1}
              showTarget2={showTarget2}
              unavailable={unavailableFormats}
              disabled={disabled}
            />
            {csv && (
              <FormControl disabled={disabled}>
                <FormLabel id={delimiterLabelId}>{text('delimiter')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={delimiterLabelId}
                  value={values.delimiter}
                  onChange={(event) => controller.setDelimiter(event.target.value === ',' ? ',' : ';')}
                >
                  <FormControlLabel value=";" control={<Radio />} label={text('semicolon')} />
                  <FormControlLabel value="," control={<Radio />} label={text('comma')} />
                </RadioGroup>
              </FormControl>
            )}
          </Section>

          {/* A company list carries companies, not a file: the views are the file's (spec 5). */}
          {toFile && (
            <Section heading={text('viewsHeading')} headingComponent={headingComponent}>
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.defaultView.export}
                      onChange={(event) => controller.setDefaultViewExport(event.target.checked)}
                      disabled={disabled}
                    />
                  }
                  label={text('defaultView')}
                />
                <Typography variant="body2" sx={{ color: 'text.secondary', pl: 6.5 }}>
                  {text('defaultViewHint')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, pl: 5.5 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.defaultView.exportCustomerColumns}
                        onChange={(event) =>
                          controller.setDefaultViewOption('exportCustomerColumns', event.target.checked)
                        }
                      />
                    }
                    label={text('customerColumns')}
                    disabled={disabled || !values.defaultView.export}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.defaultView.exportDiffs}
                        onChange={(event) =>
                          controller.setDefaultViewOption('exportDiffs', event.target.checked)
                        }
                      />
                    }
                    label={text('diffs')}
                    disabled={disabled || !values.defaultView.export}
                  />
                </Box>
              </Box>
              <Box>
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.consolidatedView.export}
                      onChange={(event) => controller.setConsolidatedViewExport(event.target.checked)}
                      disabled={disabled}
                    />
                  }
                  label={text('consolidatedView')}
                />
                <Typography variant="body2" sx={{ color: 'text.secondary', pl: 6.5 }}>
                  {text('consolidatedViewHint')}
                </Typography>
              </Box>
              <Typography id={viewsHintId} variant="body2" sx={{ color: 'text.secondary' }}>
                {csv ? text('csvRule') : text('xlsxBoth')}
              </Typography>
              {controller.viewsError && (
                <Alert severity="error" role="alert">
                  {errorText(controller.viewsError)}
                </Alert>
              )}
            </Section>
          )}

          {!aside && tagField}
        </Box>
        {aside && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
            {tagField}
            {aside}
          </Box>
        )}
      </Box>

      {toFile && values.consolidatedView.export && (
        <>
          <ConsolidatedColumnsTable
            rows={values.consolidatedView.mapping}
            additionalRows={values.consolidatedView.additionalCustomerColumnsMapping}
            onActionChange={controller.setColumnAction}
            onCustomNameChange={controller.setColumnName}
            onCustomNameBlur={controller.touchColumnName}
            nameError={nameError}
            supportPhone={supportPhone}
            disabled={disabled}
          />
          {preview}
        </>
      )}
    </Box>
  );
}
