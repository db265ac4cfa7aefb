import {
  isExportOptionsValid,
  type CustomColumnMappingRow,
  type ExportInfo,
  type ExportMatchesRequest,
  type ExportOptions,
} from '@datacare/api-client';
import { normaliseColumnRow, type ExportFormValues } from '@datacare/ui-kit';

/**
 * The server's columns with the choices the wizard kept for them (by key, in a Map: keys may be
 * customer column names). A column the wizard has no choice for starts with the server's default;
 * a kept choice the column no longer allows falls back to it (normaliseColumnRow).
 */
function mergeColumns(
  columns: readonly CustomColumnMappingRow[],
  kept: readonly CustomColumnMappingRow[],
): CustomColumnMappingRow[] {
  const byKey = new Map(kept.map((row) => [row.key, row]));
  return columns.map((column) => {
    const choice = byKey.get(column.key);
    const row = choice ? { ...column, action: choice.action, customName: choice.customName } : column;
    return normaliseColumnRow(row, column.action);
  });
}

/** Which export targets the user may choose (spec 6: target1Permissions, target2Permissions). */
export interface TargetAccess {
  target1: boolean;
  target2: boolean;
}

/** The export type to start with: the wizard's, unless the user may not export there (then a file). */
export function allowedExportType(
  type: ExportOptions['exportType'],
  access: TargetAccess,
): ExportOptions['exportType'] {
  if (type === 'target1_companyList' && !access.target1) return 'file';
  if (type === 'target2_companyList' && !access.target2) return 'file';
  return type;
}

/**
 * The export form's starting values: the wizard's export options (their defaults after a reset or
 * a review change, spec 4; the target 2 type for a user who came from target 2), the export info's
 * columns and the import's tag. A company list the user may not export to starts as a file export.
 */
export function formValuesOf(
  options: ExportOptions,
  info: ExportInfo,
  tag: string,
  access: TargetAccess = { target1: false, target2: false },
): ExportFormValues {
  const kept = options.consolidatedView.customColumnMapping;
  return {
    exportFileType: options.exportFileType,
    exportType: allowedExportType(options.exportType, access),
    delimiter: options.delimiter,
    defaultView: { ...options.defaultView },
    consolidatedView: {
      export: options.consolidatedView.export,
      mapping: mergeColumns(info.consolidatedExportColumns, kept.mapping),
      additionalCustomerColumnsMapping: mergeColumns(
        info.additionalCustomerColumns,
        kept.additionalCustomerColumnsMapping,
      ),
    },
    tag,
  };
}

/** The form's values as the wizard keeps them (spec 3 Export options): valid or not, and the companies to export. */
export function exportOptionsOf(values: ExportFormValues, numExports: number): ExportOptions {
  const options: Omit<ExportOptions, 'optionsValid'> = {
    exportFileType: values.exportFileType,
    exportType: values.exportType,
    delimiter: values.delimiter,
    defaultView: values.defaultView,
    consolidatedView: {
      export: values.consolidatedView.export,
      customColumnMapping: {
        mapping: values.consolidatedView.mapping,
        additionalCustomerColumnsMapping: values.consolidatedView.additionalCustomerColumnsMapping,
      },
    },
    numExports,
  };
  return { ...options, optionsValid: isExportOptionsValid(options) };
}

/** The exportMatches request of the form's values (exportMatches is always on, spec 3). */
export function exportRequestOf(
  batchId: string,
  values: ExportFormValues,
  numExports: number,
): ExportMatchesRequest {
  const { optionsValid: _valid, exportType: _type, ...options } = exportOptionsOf(values, numExports);
  return { batchId, ...options };
}
