import * as z from 'zod';
import { zodSchema } from '../utils/zod.ts';
import {
  actionAvailability,
  EXPORT_COLUMN_ACTIONS,
  EXPORT_COLUMN_NAME_MAX_LENGTH,
} from '../utils/exportColumns.ts';

/** Longest tag (export name) that can be saved (spec 5 Tag, 9). */
export const EXPORT_TAG_MAX_LENGTH = 36;

/** Length in characters (code points), so an emoji counts once, as on the server. */
function textLength(text: string): number {
  return Array.from(text).length;
}

/**
 * The error codes of the export form; the view shows them as `exportForm.errors.<code>` texts.
 * - `noView`: neither view is on (spec 5 Export: at least one view must be selected);
 * - `csvOneView`: csv with both views (spec 4 Export options);
 * - `tagTooLong`: more than 36 characters (spec 5 Tag);
 * - `nameTooLong`: a custom column name longer than the server takes;
 * - `nameNotAllowed`: a custom name for a fixed row (the detailed industry code);
 * - `actionUnavailable`: a method the row does not offer (a locked field not "do not export").
 */
export type ExportFormErrorCode =
  'noView' | 'csvOneView' | 'tagTooLong' | 'nameTooLong' | 'nameNotAllowed' | 'actionUnavailable';

/** Limits of `exportFormSchema`. */
export interface ExportFormSchemaOptions {
  /** @default 36 */
  tagMaxLength?: number;
  /** @default 256 */
  columnNameMaxLength?: number;
}

/**
 * The zod schema of the export step's form (the design card's form stack: react-hook-form with zod):
 * the rules of spec 4 Export options and Custom column action values and of spec 5 Export and Tag.
 * Issue messages are `ExportFormErrorCode`s, translated by the view.
 */
export function exportFormSchema({
  tagMaxLength = EXPORT_TAG_MAX_LENGTH,
  columnNameMaxLength = EXPORT_COLUMN_NAME_MAX_LENGTH,
}: ExportFormSchemaOptions = {}) {
  // Made through zodSchema: the page's CSP forbids zod's compiled parsers (utils/zod.ts).
  return zodSchema(() => buildExportFormSchema(tagMaxLength, columnNameMaxLength));
}

function buildExportFormSchema(tagMaxLength: number, columnNameMaxLength: number) {
  const code = (value: ExportFormErrorCode) => value;
  const row = z
    .object({
      key: z.string().min(1),
      label: z.string(),
      action: z.enum(EXPORT_COLUMN_ACTIONS),
      customName: z.string().nullable(),
      isCustomerOnly: z.boolean(),
      isProviderOnly: z.boolean(),
      unlockedExportField: z.boolean(),
      isCustomizable: z.boolean(),
      defaultCustomName: z.string(),
    })
    .superRefine((value, ctx) => {
      if (actionAvailability(value, value.action) !== 'available') {
        ctx.addIssue({ code: 'custom', path: ['action'], message: code('actionUnavailable') });
      }
      if (value.customName === null) return;
      if (!value.isCustomizable) {
        ctx.addIssue({ code: 'custom', path: ['customName'], message: code('nameNotAllowed') });
      } else if (textLength(value.customName.trim()) > columnNameMaxLength) {
        ctx.addIssue({ code: 'custom', path: ['customName'], message: code('nameTooLong') });
      }
    });
  return z
    .object({
      exportFileType: z.enum(['xlsx', 'csv']),
      exportType: z.enum(['file', 'target1_companyList', 'target2_companyList']),
      delimiter: z.enum([';', ',']),
      defaultView: z.object({
        export: z.boolean(),
        exportCustomerColumns: z.boolean(),
        exportDiffs: z.boolean(),
      }),
      consolidatedView: z.object({
        export: z.boolean(),
        mapping: z.array(row),
        additionalCustomerColumnsMapping: z.array(row),
      }),
      tag: z
        .string()
        .refine((tag) => textLength(tag.trim()) <= tagMaxLength, { message: code('tagTooLong') }),
    })
    .superRefine((value, ctx) => {
      const views = Number(value.defaultView.export) + Number(value.consolidatedView.export);
      if (views === 0) {
        ctx.addIssue({ code: 'custom', path: ['defaultView', 'export'], message: code('noView') });
      } else if (views === 2 && value.exportFileType === 'csv') {
        ctx.addIssue({ code: 'custom', path: ['consolidatedView', 'export'], message: code('csvOneView') });
      }
    });
}

/** The export form's values: the export options of spec 3 (without optionsValid and numExports) and the tag. */
export type ExportFormValues = z.infer<ReturnType<typeof exportFormSchema>>;

/** Whether the chosen views can be exported: at least one, and only one in a csv file (spec 4, 5). */
export function exportViewsValid(
  values: Pick<ExportFormValues, 'exportFileType' | 'defaultView'> & {
    consolidatedView: Pick<ExportFormValues['consolidatedView'], 'export'>;
  },
): boolean {
  const views = Number(values.defaultView.export) + Number(values.consolidatedView.export);
  return views === 1 || (views === 2 && values.exportFileType === 'xlsx');
}
