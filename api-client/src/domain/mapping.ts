/**
 * The mapping rules shared by the mapping screen and the server (spec sections 3 Mapping and 5
 * Mapping): which section a field belongs to, whether a mapping is good enough to start matching
 * (validateMapping), and the structural mistakes the server refuses with 400 (mappingProblems).
 * Pure and framework-free: the app calls them on every change, the server on startMatching.
 */
import type { InternalColumn, InternalField, InternalFieldGroup, MappingPair } from '../generated/types.ts';
import { INTERNAL_FIELDS } from './constants.ts';

/**
 * The fields of each mapping-screen section (spec 3 Mapping): base fields identify the company,
 * metadata fields are compared and enriched. Together, in this order, they are INTERNAL_FIELDS.
 */
const FIRST_METADATA_FIELD = INTERNAL_FIELDS.indexOf('email');

export const INTERNAL_FIELD_GROUPS: Readonly<Record<InternalFieldGroup, readonly InternalField[]>> = {
  base: INTERNAL_FIELDS.slice(0, FIRST_METADATA_FIELD),
  metadata: INTERNAL_FIELDS.slice(FIRST_METADATA_FIELD),
};

const GROUP_OF: ReadonlyMap<string, InternalFieldGroup> = new Map([
  ...INTERNAL_FIELD_GROUPS.base.map((field) => [field, 'base'] as const),
  ...INTERNAL_FIELD_GROUPS.metadata.map((field) => [field, 'metadata'] as const),
]);

/** The mapping-screen section of a field. */
export function fieldGroup(field: InternalField): InternalFieldGroup {
  return GROUP_OF.get(field) ?? 'metadata';
}

/** The field marked with an asterisk on the mapping screen (spec 2 Mapping screen). */
export const REQUIRED_FIELD: InternalField = 'company_name';

/** The upload response's internalColumns: every field with its section, in screen order. */
export function internalColumns(): InternalColumn[] {
  return [...INTERNAL_FIELD_GROUPS.base, ...INTERNAL_FIELD_GROUPS.metadata].map((field) => ({
    field,
    group: fieldGroup(field),
    isRequired: field === REQUIRED_FIELD,
  }));
}

export type MappingStatus = 'ok' | 'warning' | 'error';

/** Catalogue keys: 'At least 1 mandatory field is not mapped', 'There are not enough fields mapped'. */
export type MappingMessageKey = 'required_missing' | 'missing_infos';

export interface MappingValidation {
  status: MappingStatus;
  messageKey: MappingMessageKey | null;
}

export interface MappingValidationOptions {
  /**
   * Columns with at least one non-empty value. When given, a field mapped to a column outside this
   * set counts as unmapped (an empty company-name column does not satisfy the requirement).
   */
  nonEmptyColumns?: ReadonlySet<string>;
}

/**
 * Combinations that identify a company well enough for matching (spec 5 Mapping): any one of
 * them mapped, and no warning.
 */
export const SUFFICIENT_FIELD_COMBINATIONS: readonly (readonly InternalField[])[] = [
  ['provider_id'],
  ['location', 'street'],
  ['location', 'street_name', 'street_number'],
  ['hr_id', 'hr_location'],
  ['vat_id'],
];

/**
 * The validation status of a mapping (spec 5 Mapping), shown on the start button:
 * - error 'required_missing' unless company_name or provider_id is mapped (to a non-empty column);
 * - warning 'missing_infos' unless one of SUFFICIENT_FIELD_COMBINATIONS is mapped;
 * - ok otherwise.
 */
export function validateMapping(
  mapping: readonly MappingPair[],
  options: MappingValidationOptions = {},
): MappingValidation {
  const { nonEmptyColumns } = options;
  const mapped = new Set<InternalField>();
  for (const { internalField, customerField } of mapping) {
    if (nonEmptyColumns && !nonEmptyColumns.has(customerField)) continue;
    mapped.add(internalField);
  }
  if (!mapped.has('company_name') && !mapped.has('provider_id')) {
    return { status: 'error', messageKey: 'required_missing' };
  }
  if (!SUFFICIENT_FIELD_COMBINATIONS.some((combination) => combination.every((f) => mapped.has(f)))) {
    return { status: 'warning', messageKey: 'missing_infos' };
  }
  return { status: 'ok', messageKey: null };
}

export type MappingProblemCode =
  /** An internalField that is not one of the product's fields. */
  | 'unknown_field'
  /** One internal field mapped more than once. */
  | 'field_twice'
  /** One customer column mapped, or listed as additional, more than once. */
  | 'column_twice'
  /** A mapped or additional column the file does not have. */
  | 'unknown_column'
  /** An additional column that is also mapped to a field. */
  | 'additional_column_mapped';

export interface MappingProblem {
  code: MappingProblemCode;
  /** The field concerned (field_twice, unknown_field). */
  field?: string;
  /** The column concerned (column_twice, unknown_column, additional_column_mapped). */
  column?: string;
  /** The problem in English for logs and 400 details: 'The column "PLZ" is mapped twice.' */
  message: string;
}

const PROBLEM_TEXT: Readonly<Record<MappingProblemCode, (name: string) => string>> = {
  unknown_field: (name) => `${name} is not a mapping field.`,
  field_twice: (name) => `${name} is mapped twice.`,
  column_twice: (name) => `The column ${name} is used twice.`,
  unknown_column: (name) => `The file has no column ${name}.`,
  additional_column_mapped: (name) => `The additional column ${name} is also mapped.`,
};

/**
 * Structural mistakes in a startMatching request, each reported once, in a stable order: the
 * server answers 400 when there is any; the mapping screen never produces them (assigned columns
 * are disabled in the other selects, spec 2, 5). An empty list means the mapping is well formed,
 * which says nothing about validateMapping's status.
 */
export function mappingProblems(
  mapping: readonly MappingPair[],
  customerColumns: readonly string[],
  additionalCustomerColumns: readonly string[],
): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const seen = new Set<string>();
  const report = (problem: Omit<MappingProblem, 'message'>) => {
    const key = JSON.stringify([problem.code, problem.field, problem.column]);
    if (seen.has(key)) return;
    seen.add(key);
    const name = JSON.stringify(problem.field ?? problem.column ?? '');
    problems.push({ ...problem, message: PROBLEM_TEXT[problem.code](name) });
  };
  const known = new Set(customerColumns);
  const fields = new Set<string>();
  const columns = new Set<string>();
  for (const { internalField, customerField } of mapping) {
    if (!GROUP_OF.has(internalField)) report({ code: 'unknown_field', field: internalField });
    else if (fields.has(internalField)) report({ code: 'field_twice', field: internalField });
    fields.add(internalField);
    if (!known.has(customerField)) report({ code: 'unknown_column', column: customerField });
    else if (columns.has(customerField)) report({ code: 'column_twice', column: customerField });
    columns.add(customerField);
  }
  const additional = new Set<string>();
  for (const column of additionalCustomerColumns) {
    if (!known.has(column)) report({ code: 'unknown_column', column });
    else if (additional.has(column)) report({ code: 'column_twice', column });
    else if (columns.has(column)) report({ code: 'additional_column_mapped', column });
    additional.add(column);
  }
  return problems;
}
