/**
 * The consolidated export view's columns and their export methods (spec 3 Custom column mapping
 * row, 4 Custom column action values). The kit cannot import the contract, so it keeps its own copy
 * of the row shape and the action values; the app's kit-contract test keeps them in step.
 */

/** Export methods of one consolidated column, in the order the select lists them (spec 4). */
export const EXPORT_COLUMN_ACTIONS = [
  'ACTION_ENRICH_WITH_PROVIDER_VALUE',
  'ACTION_KEEP_CUSTOMER_VALUE',
  'ACTION_KEEP_PROVIDER_VALUE',
  'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
  'ACTION_DO_NOT_EXPORT',
] as const;

/** One export method (the contract's CustomColumnAction). */
export type ExportColumnAction = (typeof EXPORT_COLUMN_ACTIONS)[number];

/** Longest custom column name the server takes (the contract's CustomColumnMappingRow.customName). */
export const EXPORT_COLUMN_NAME_MAX_LENGTH = 256;

/** One row of the consolidated-view table, as getExportInfo sends it (the contract's CustomColumnMappingRow). */
export interface ExportColumnRow {
  /** Field name or customer column name. */
  key: string;
  /** The field's name in the user's language. */
  label: string;
  action: ExportColumnAction;
  /** Column header chosen by the user; null keeps `defaultCustomName`. */
  customName: string | null;
  /** The value exists only in the customer's data. */
  isCustomerOnly: boolean;
  /** The value exists only in the provider's data: the field is not mapped. */
  isProviderOnly: boolean;
  /** False when the field is not unlocked for the account (customer support unlocks it). */
  unlockedExportField: boolean;
  /** False for fixed rows such as the detailed industry code: no other method, no custom name. */
  isCustomizable: boolean;
  defaultCustomName: string;
}

/**
 * Why a method cannot be chosen for a row (spec 4 Availability rules), or 'available':
 * - `locked`: the field is not unlocked for the account; only "do not export";
 * - `fixed`: the row is not customizable (the detailed industry code);
 * - `notMapped`: keep own values and enrich need a mapped field;
 * - `customerOnly`: the provider has no value for a column only the customer has.
 */
export type ExportColumnActionAvailability = 'available' | 'locked' | 'fixed' | 'notMapped' | 'customerOnly';

/** Whether `action` can be chosen for `row`, and if not, why (spec 4 Allowed actions, Availability rules). */
export function actionAvailability(
  row: Pick<
    ExportColumnRow,
    'unlockedExportField' | 'isCustomizable' | 'isCustomerOnly' | 'isProviderOnly'
  > & {
    action: ExportColumnAction;
  },
  action: ExportColumnAction,
): ExportColumnActionAvailability {
  if (!row.unlockedExportField) return action === 'ACTION_DO_NOT_EXPORT' ? 'available' : 'locked';
  if (!row.isCustomizable) return action === row.action ? 'available' : 'fixed';
  if (action === 'ACTION_DO_NOT_EXPORT') return 'available';
  if (
    row.isProviderOnly &&
    (action === 'ACTION_KEEP_CUSTOMER_VALUE' || action === 'ACTION_ENRICH_WITH_PROVIDER_VALUE')
  )
    return 'notMapped';
  if (row.isCustomerOnly && action !== 'ACTION_KEEP_CUSTOMER_VALUE') return 'customerOnly';
  return 'available';
}

/** The methods a row offers (spec 4 Allowed actions). */
export function allowedActions(row: Parameters<typeof actionAvailability>[0]): ExportColumnAction[] {
  return EXPORT_COLUMN_ACTIONS.filter((action) => actionAvailability(row, action) === 'available');
}

/**
 * A row's default method (spec 4 Defaults): provider-only keeps the provider's value,
 * customer-only the customer's, the others enrich; a locked field is not exported.
 */
export function defaultColumnAction(
  row: Pick<ExportColumnRow, 'unlockedExportField' | 'isCustomerOnly' | 'isProviderOnly'>,
): ExportColumnAction {
  if (!row.unlockedExportField) return 'ACTION_DO_NOT_EXPORT';
  if (row.isProviderOnly) return 'ACTION_KEEP_PROVIDER_VALUE';
  if (row.isCustomerOnly) return 'ACTION_KEEP_CUSTOMER_VALUE';
  return 'ACTION_ENRICH_WITH_PROVIDER_VALUE';
}

/**
 * A row as the form may hold it: a locked field is fixed to "do not export", a fixed row has no
 * custom name, and a method the row does not offer (a choice kept from an earlier state of the
 * import) falls back to the default. `fixedAction` is the server's method of a fixed row.
 */
export function normaliseColumnRow<Row extends ExportColumnRow>(
  row: Row,
  fixedAction: ExportColumnAction = row.action,
): Row {
  if (!row.unlockedExportField) return { ...row, action: 'ACTION_DO_NOT_EXPORT' };
  if (!row.isCustomizable) return { ...row, action: fixedAction, customName: null };
  const available = actionAvailability(row, row.action) === 'available';
  return available ? row : { ...row, action: defaultColumnAction(row) };
}
