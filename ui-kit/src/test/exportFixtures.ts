import type { ExportFormValues } from '../ExportForm/exportFormSchema.ts';
import type { ExportPreviewData } from '../ExportPreviewPanel/ExportPreviewPanel.tsx';
import type { ExportColumnRow } from '../utils/exportColumns.ts';

/**
 * Realistic export data for the kit's export stories and tests: a German customer file with its
 * mapped fields, the provider's fields it did not map and the detailed industry code. Test and
 * story use only; kit components never import it.
 */
function column(
  key: string,
  label: string,
  defaultCustomName: string,
  flags: Partial<
    Pick<ExportColumnRow, 'isCustomerOnly' | 'isProviderOnly' | 'isCustomizable' | 'unlockedExportField'>
  > = {},
): ExportColumnRow {
  const row = {
    isCustomerOnly: false,
    isProviderOnly: false,
    isCustomizable: true,
    unlockedExportField: true,
    ...flags,
  };
  const action: ExportColumnRow['action'] = !row.unlockedExportField
    ? 'ACTION_DO_NOT_EXPORT'
    : row.isProviderOnly
      ? 'ACTION_KEEP_PROVIDER_VALUE'
      : row.isCustomerOnly
        ? 'ACTION_KEEP_CUSTOMER_VALUE'
        : 'ACTION_ENRICH_WITH_PROVIDER_VALUE';
  return { key, label, action, customName: null, defaultCustomName, ...row };
}

export const exportColumns: ExportColumnRow[] = [
  column('ext_id', 'Externe ID', 'Kundennummer', { isCustomerOnly: true }),
  column('provider_id', 'Datacare-ID', 'Datacare-ID', { isProviderOnly: true }),
  column('company_name', 'Firmenname', 'Firma'),
  column('street', 'Straße und Hausnummer', 'Straße'),
  column('zip', 'Postleitzahl', 'PLZ'),
  column('location', 'Ort', 'Ort'),
  column('email', 'E-Mail', 'E-Mail'),
  column('phone', 'Telefon', 'Telefon', { isProviderOnly: true }),
  column('revenue', 'Umsatz', 'Umsatz', { isProviderOnly: true }),
  column('wz_code', 'WZ-Code (detailliert)', 'WZ-Code', { isProviderOnly: true, isCustomizable: false }),
];

/** The same columns with phone and revenue not unlocked for the account. */
export const exportColumnsWithLockedFields: ExportColumnRow[] = exportColumns.map((row) =>
  row.key === 'phone' || row.key === 'revenue'
    ? { ...row, unlockedExportField: false, action: 'ACTION_DO_NOT_EXPORT' }
    : row,
);

export const additionalExportColumns: ExportColumnRow[] = [
  column('Ansprechpartner', 'Ansprechpartner', 'Ansprechpartner', { isCustomerOnly: true }),
];

/** The export form after a reset (spec 4): xlsx, semicolon, default view with both options, consolidated off. */
export function exportFormDefaults(overrides: Partial<ExportFormValues> = {}): ExportFormValues {
  return {
    exportFileType: 'xlsx',
    exportType: 'file',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
    consolidatedView: {
      export: false,
      mapping: exportColumns,
      additionalCustomerColumnsMapping: additionalExportColumns,
    },
    tag: 'Kundenliste März 2026 (final)',
    ...overrides,
  };
}

export const exportFieldLabels = new Map(exportColumns.map((row) => [row.key, row.label]));

/** A preview of 1.050 companies with the street and e-mail taken from Datacare. */
export const exportPreview: ExportPreviewData = {
  ready: true,
  companies: 1050,
  fields: [
    {
      key: 'company_name',
      action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE',
      kept: {
        count: 1050,
        examples: [
          {
            rowId: 12,
            companyName: 'Bäckerei Schmidt',
            customerValue: 'Bäckerei Schmidt',
            providerValue: 'Bäckerei Schmidt e.K.',
          },
        ],
      },
      filled: { count: 0, examples: [] },
      overwritten: { count: 0, examples: [] },
      cleared: { count: 0, examples: [] },
    },
    {
      key: 'street',
      action: 'ACTION_KEEP_PROVIDER_VALUE',
      kept: {
        count: 756,
        examples: [
          {
            rowId: 12,
            companyName: 'Bäckerei Schmidt',
            customerValue: 'Hauptstr. 3',
            providerValue: 'Hauptstr. 3',
          },
        ],
      },
      filled: {
        count: 42,
        examples: [
          {
            rowId: 102,
            companyName: 'Praxis Dr. Neumann',
            customerValue: null,
            providerValue: 'Aachener Straße 1006',
          },
        ],
      },
      overwritten: {
        count: 231,
        examples: [
          {
            rowId: 1,
            companyName: 'Müller Logistik GmbH',
            customerValue: 'Hafenstr. 12',
            providerValue: 'Hafenstraße 12',
          },
          {
            rowId: 45,
            companyName: 'Autohaus König KG',
            customerValue: 'Podbielskistr. 300',
            providerValue: 'Podbielskistraße 300',
          },
          {
            rowId: 63,
            companyName: 'Schreinerei Becker',
            customerValue: 'Am Bahnhof 3a',
            providerValue: 'Bahnhofstraße 3a',
          },
        ],
      },
      cleared: {
        count: 11,
        examples: [
          {
            rowId: 131,
            companyName: 'Gärtnerei Fischer',
            customerValue: 'Zeppelinstraße 12',
            providerValue: null,
          },
        ],
      },
    },
    {
      key: 'email',
      action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE',
      kept: { count: 766, examples: [] },
      filled: {
        count: 284,
        examples: [
          {
            rowId: 12,
            companyName: 'Bäckerei Schmidt',
            customerValue: null,
            providerValue: 'info@baeckerei-schmidt.de',
          },
          {
            rowId: 63,
            companyName: 'Schreinerei Becker',
            customerValue: null,
            providerValue: 'kontakt@schreinerei-becker.de',
          },
        ],
      },
      overwritten: { count: 0, examples: [] },
      cleared: { count: 0, examples: [] },
    },
    {
      key: 'phone',
      action: 'ACTION_DO_NOT_EXPORT',
      kept: { count: 0, examples: [] },
      filled: { count: 0, examples: [] },
      overwritten: { count: 0, examples: [] },
      cleared: { count: 0, examples: [] },
    },
  ],
};
