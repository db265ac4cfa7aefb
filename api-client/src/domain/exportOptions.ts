/**
 * The export step's options (spec 3 Export options, 4 Wizard and Review): their defaults after a
 * reset or a review change, and when they are valid. The export step, the wizard's reset and the
 * server's check of an export request all use these.
 */
import type { ExportOptions } from '../generated/types.ts';

/** Where the user came from: a user handed over from target 2 exports to target 2 by default. */
export type ExportOrigin = 'default' | 'target2';

/**
 * Whether the options can start an export: at least one view is on, and a csv file cannot hold
 * both views (it has one sheet).
 */
export function isExportOptionsValid(
  options: Pick<ExportOptions, 'exportFileType' | 'defaultView' | 'consolidatedView'>,
): boolean {
  const views = Number(options.defaultView.export) + Number(options.consolidatedView.export);
  if (views === 0) return false;
  return !(options.exportFileType === 'csv' && views === 2);
}

/**
 * The options after a reset (spec 4): xlsx, a file export, semicolon, the default view with the
 * customer's columns and the differences, the consolidated view off with no column mapping yet;
 * a user from target 2 gets xlsx and the target 2 company list.
 */
export function defaultExportOptions(origin?: ExportOrigin): ExportOptions {
  const options: Omit<ExportOptions, 'optionsValid'> = {
    exportFileType: 'xlsx',
    exportType: origin === 'target2' ? 'target2_companyList' : 'file',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 0,
  };
  return { ...options, optionsValid: isExportOptionsValid(options) };
}
