/**
 * The columns of an export (docs/exports.md 'The files'): the consolidated view's rows with their
 * defaults and allowed actions (getExportInfo, spec 4 Custom column action values), the check of
 * a requested column mapping against them, and the plan of each sheet: its column heads in the
 * user's language and how each cell is made from a row. The same plan writes xlsx and csv.
 */
import type {
  CustomColumnAction,
  CustomColumnMappingRow,
  MappingPair,
} from '@datacare/api-client/generated/types';
import { HttpError } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { isFieldOpen, type AccountUnlocks } from './account.ts';
import {
  CUSTOMER_ONLY_FIELDS,
  EXPORT_FIELDS,
  FILE_TEXTS,
  FIXED_FIELD,
  NUMERIC_FIELDS,
  fieldLabel,
  isExportField,
  type ExportField,
} from './fields.ts';
import type { ExportRow, ProviderField } from './rows.ts';
import { compareValues, consolidatedValue, customerValue, type CellValue } from './values.ts';

/** What the columns of a batch are made from: its file's columns, its mapping, its extra columns. */
export interface BatchShape {
  /** The file's column names, in the order of a row's cells. */
  columns: readonly string[];
  mapping: readonly MappingPair[];
  /** Customer columns chosen at mapping to travel along (import_batches.additional_columns). */
  additionalColumns: readonly string[];
}

/** Each mapped export field's index in a row's cells. */
export function mappedFieldIndexes(shape: BatchShape): Map<ExportField, number> {
  const at = new Map<ExportField, number>();
  for (const { internalField, customerField } of shape.mapping) {
    const index = shape.columns.indexOf(customerField);
    if (index >= 0 && isExportField(internalField)) at.set(internalField, index);
  }
  return at;
}

const KEEP_CUSTOMER: CustomColumnAction = 'ACTION_KEEP_CUSTOMER_VALUE';
const KEEP_PROVIDER: CustomColumnAction = 'ACTION_KEEP_PROVIDER_VALUE';
const DO_NOT_EXPORT: CustomColumnAction = 'ACTION_DO_NOT_EXPORT';
const ALL_ACTIONS: readonly CustomColumnAction[] = [
  KEEP_CUSTOMER,
  KEEP_PROVIDER,
  'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES',
  'ACTION_ENRICH_WITH_PROVIDER_VALUE',
  DO_NOT_EXPORT,
];

/** A consolidated row of a field, with what the server knows of it beyond the contract's row. */
export interface FieldRow {
  field: ExportField;
  row: CustomColumnMappingRow;
  /** Actions the row may take (spec 4 'Allowed actions'). */
  allowed: readonly CustomColumnAction[];
}

/**
 * The consolidated view's field rows with their defaults (spec 4): a field only the provider has
 * keeps the provider's value, one only the customer has keeps the customer's, one both have is
 * enriched; a field not unlocked for the account is fixed to "do not export"; the detailed
 * industry code is fixed to the provider's value under its own name.
 */
export function consolidatedFieldRows(
  shape: BatchShape,
  unlocks: AccountUnlocks,
  lang: Language,
): FieldRow[] {
  const mapped = mappedFieldIndexes(shape);
  const rows: FieldRow[] = [];
  for (const field of EXPORT_FIELDS) {
    const customer = mapped.has(field);
    const provider = !CUSTOMER_ONLY_FIELDS.has(field);
    if (!customer && !provider) continue;
    const isCustomerOnly = customer && !provider;
    const isProviderOnly = provider && !customer;
    // The customer's own fields are theirs to export; locks are on the provider's data.
    const unlocked = isCustomerOnly || isFieldOpen(unlocks, field);
    const fixed = field === FIXED_FIELD;
    let allowed: readonly CustomColumnAction[];
    if (!unlocked) allowed = [DO_NOT_EXPORT];
    else if (fixed) allowed = [KEEP_PROVIDER];
    else if (isCustomerOnly) allowed = [KEEP_CUSTOMER, DO_NOT_EXPORT];
    else if (isProviderOnly) allowed = [KEEP_PROVIDER, DO_NOT_EXPORT];
    else allowed = ALL_ACTIONS;
    const action: CustomColumnAction = !unlocked
      ? DO_NOT_EXPORT
      : isCustomerOnly
        ? KEEP_CUSTOMER
        : isProviderOnly
          ? KEEP_PROVIDER
          : 'ACTION_ENRICH_WITH_PROVIDER_VALUE';
    const label = fieldLabel(lang, field);
    rows.push({
      field,
      allowed,
      row: {
        key: field,
        label,
        action,
        customName: null,
        isCustomerOnly,
        isProviderOnly,
        unlockedExportField: unlocked,
        isCustomizable: unlocked && !fixed,
        defaultCustomName: label,
      },
    });
  }
  return rows;
}

/** The additional customer columns' rows: kept as they are, under their own names. */
export function additionalColumnRows(shape: BatchShape): { index: number; row: CustomColumnMappingRow }[] {
  const mappedColumns = new Set(shape.mapping.map((p) => p.customerField));
  const seen = new Set<string>();
  const rows: { index: number; row: CustomColumnMappingRow }[] = [];
  for (const column of shape.additionalColumns) {
    const index = shape.columns.indexOf(column);
    if (index < 0 || mappedColumns.has(column) || seen.has(column)) continue;
    seen.add(column);
    rows.push({
      index,
      row: {
        key: column,
        label: column,
        action: KEEP_CUSTOMER,
        customName: null,
        isCustomerOnly: true,
        isProviderOnly: false,
        unlockedExportField: true,
        isCustomizable: true,
        defaultCustomName: column,
      },
    });
  }
  return rows;
}

/** A consolidated column as the file writes it. */
export interface ChosenFieldColumn {
  field: ExportField;
  action: CustomColumnAction;
  header: string;
}

export interface ConsolidatedChoice {
  fields: ChosenFieldColumn[];
  additional: { index: number; header: string }[];
}

function chosenName(row: CustomColumnMappingRow | undefined, fallback: string): string {
  const name = row?.customName?.trim();
  return name ? name : fallback;
}

/**
 * The requested consolidated columns checked against the batch's rows: every key must be one of
 * them (400 `export_column_unknown`), a locked field can only be left out (400
 * `export_field_locked`), other actions must be allowed for the row (400
 * `export_action_not_allowed`, also for a name given to the detailed industry code). Rows the
 * request does not mention keep their defaults; the columns come in the catalogue's order.
 */
export function chooseConsolidated(
  shape: BatchShape,
  unlocks: AccountUnlocks,
  lang: Language,
  requested: { mapping: readonly CustomColumnMappingRow[]; additional: readonly CustomColumnMappingRow[] },
): ConsolidatedChoice {
  const fieldRows = consolidatedFieldRows(shape, unlocks, lang);
  const byField = new Map<string, FieldRow>(fieldRows.map((r) => [r.field, r]));
  const asked = new Map<string, CustomColumnMappingRow>();
  for (const row of requested.mapping) {
    const known = byField.get(row.key);
    if (!known) throw new HttpError(400, 'export_column_unknown', { params: { column: row.key } });
    if (!known.row.unlockedExportField && row.action !== DO_NOT_EXPORT) {
      throw new HttpError(400, 'export_field_locked', { params: { field: known.row.label } });
    }
    const renamed =
      row.customName !== null &&
      row.customName.trim() !== '' &&
      row.customName !== known.row.defaultCustomName;
    if (!known.allowed.includes(row.action) || (known.field === FIXED_FIELD && renamed)) {
      throw new HttpError(400, 'export_action_not_allowed', { params: { field: known.row.label } });
    }
    asked.set(row.key, row);
  }
  const additionalRows = additionalColumnRows(shape);
  const byColumn = new Map(additionalRows.map((r) => [r.row.key, r]));
  const askedAdditional = new Map<string, CustomColumnMappingRow>();
  for (const row of requested.additional) {
    if (!byColumn.has(row.key))
      throw new HttpError(400, 'export_column_unknown', { params: { column: row.key } });
    if (row.action !== KEEP_CUSTOMER && row.action !== DO_NOT_EXPORT) {
      throw new HttpError(400, 'export_action_not_allowed', { params: { field: row.key } });
    }
    askedAdditional.set(row.key, row);
  }

  const fields: ChosenFieldColumn[] = [];
  for (const { field, row } of fieldRows) {
    const request = asked.get(field);
    const action = request?.action ?? row.action;
    if (action === DO_NOT_EXPORT) continue;
    fields.push({
      field,
      action,
      header: field === FIXED_FIELD ? row.defaultCustomName : chosenName(request, row.defaultCustomName),
    });
  }
  const additional: { index: number; header: string }[] = [];
  for (const { index, row } of additionalRows) {
    const request = askedAdditional.get(row.key);
    if ((request?.action ?? row.action) === DO_NOT_EXPORT) continue;
    additional.push({ index, header: chosenName(request, row.defaultCustomName) });
  }
  return { fields, additional };
}

/** A planned column: its head, whether it holds numbers, and its cell of a row. */
export interface PlannedColumn {
  header: string;
  numeric: boolean;
  value(row: ExportRow): CellValue;
}

export interface SheetPlan {
  name: string;
  columns: PlannedColumn[];
}

/** The options a plan needs (of ExportMatchesRequest). */
export interface PlanOptions {
  defaultView: { export: boolean; exportCustomerColumns: boolean; exportDiffs: boolean };
  consolidated: ConsolidatedChoice | null;
}

function providerValue(row: ExportRow, field: ExportField): CellValue {
  const values = row.company?.values;
  if (!values || CUSTOMER_ONLY_FIELDS.has(field)) return null;
  return values[field as ProviderField];
}

/** Provider values as the file shows them: register statuses in the user's language. */
function shownProviderValue(lang: Language, field: ExportField, value: CellValue): CellValue {
  if (field === 'status' && typeof value === 'string') {
    const texts = FILE_TEXTS[lang].status;
    return Object.hasOwn(texts, value) ? texts[value as keyof typeof texts] : value;
  }
  return value;
}

/** The probability of a row's company entry in percent, two decimals. */
function percent(probability: number): number {
  return Math.round(probability * 10_000) / 100;
}

/**
 * The sheets of an export (docs/exports.md): the default view (customer columns, match columns,
 * the provider's unlocked fields, the comparisons of mapped fields) and the consolidated view (its
 * chosen columns, then the additional customer columns), each when asked for.
 */
export function planSheets(
  shape: BatchShape,
  unlocks: AccountUnlocks,
  lang: Language,
  options: PlanOptions,
): SheetPlan[] {
  const texts = FILE_TEXTS[lang];
  const mapped = mappedFieldIndexes(shape);
  const customer = (row: ExportRow, field: ExportField): string | null => {
    const index = mapped.get(field);
    return index === undefined ? null : customerValue(row.cells[index]);
  };
  const enriched = (row: ExportRow) => row.company !== null && !row.company.locked;
  const sheets: SheetPlan[] = [];

  if (options.defaultView.export) {
    const columns: PlannedColumn[] = [];
    if (options.defaultView.exportCustomerColumns) {
      shape.columns.forEach((name, index) => {
        columns.push({ header: name, numeric: false, value: (row) => customerValue(row.cells[index]) });
      });
    }
    columns.push(
      { header: texts.rowId, numeric: true, value: (row) => row.rowId },
      {
        header: texts.matchType,
        numeric: false,
        value: (row) => {
          if (row.source === 'selected') return texts.matchTypes.chosen;
          if (row.source === 'rejected') return texts.matchTypes.rejected;
          return row.matchType ? texts.matchTypes[row.matchType] : null;
        },
      },
      {
        header: texts.probability,
        numeric: true,
        value: (row) => (row.company ? percent(row.company.probability) : null),
      },
      { header: texts.providerId, numeric: false, value: (row) => row.company?.providerId ?? null },
      { header: texts.locked, numeric: false, value: (row) => (row.company?.locked ? texts.yes : null) },
      { header: texts.remembered, numeric: false, value: (row) => (row.remembered ? texts.yes : null) },
    );
    const providerFields = EXPORT_FIELDS.filter(
      (f) => !CUSTOMER_ONLY_FIELDS.has(f) && f !== 'provider_id' && isFieldOpen(unlocks, f),
    );
    for (const field of providerFields) {
      columns.push({
        header: `${fieldLabel(lang, field)}${texts.providerSuffix}`,
        numeric: NUMERIC_FIELDS.has(field),
        value: (row) => shownProviderValue(lang, field, providerValue(row, field)),
      });
    }
    if (options.defaultView.exportDiffs) {
      for (const field of EXPORT_FIELDS) {
        if (!mapped.has(field) || CUSTOMER_ONLY_FIELDS.has(field) || !isFieldOpen(unlocks, field)) continue;
        columns.push({
          header: `${texts.diffPrefix}${fieldLabel(lang, field)}`,
          numeric: false,
          value: (row) => {
            if (!enriched(row)) return null;
            switch (compareValues(customer(row, field), providerValue(row, field))) {
              case 'bothEmpty':
                return null;
              case 'equal':
                return texts.diff.equal;
              case 'filled':
                return texts.diff.missingCustomer;
              case 'cleared':
                return texts.diff.missingProvider;
              case 'overwritten':
                return texts.diff.different;
            }
          },
        });
      }
    }
    sheets.push({ name: texts.defaultSheet, columns });
  }

  if (options.consolidated) {
    const columns: PlannedColumn[] = options.consolidated.fields.map(({ field, action, header }) => ({
      header,
      numeric: NUMERIC_FIELDS.has(field),
      value: (row: ExportRow) =>
        shownProviderValue(
          lang,
          field,
          consolidatedValue(action, customer(row, field), providerValue(row, field), enriched(row)),
        ),
    }));
    for (const { index, header } of options.consolidated.additional) {
      columns.push({ header, numeric: false, value: (row) => customerValue(row.cells[index]) });
    }
    sheets.push({ name: texts.consolidatedSheet, columns });
  }
  return sheets;
}

function parseList<T>(text: string | null): T[] {
  if (text === null) return [];
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A stored batch's shape (import_batches.columns, mapping, additional_columns). */
export function shapeOfBatch(batch: {
  columns: string;
  mapping: string | null;
  additional_columns: string | null;
}): BatchShape {
  return {
    columns: parseList<string>(batch.columns),
    mapping: parseList<MappingPair>(batch.mapping),
    additionalColumns: parseList<string>(batch.additional_columns),
  };
}
