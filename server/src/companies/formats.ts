/**
 * The provider dump format (docs/companies.md, 'Loading your own companies'): one company per JSON
 * line or CSV row, with the field names of CompanyRecord. Only provider_id, company_name and
 * country_code are required; what can be derived is derived (legal form from the name, street
 * parts from the street, size classes from the figures, data pack from the country).
 */
import {
  COMPANY_STATUSES,
  COUNTRY_NAMES,
  EMPLOYEE_SIZES,
  REVENUE_SIZES,
  employeeSizeOf,
  joinStreet,
  revenueSizeOf,
  splitStreet,
  type CompanyRecord,
  type FormerAddress,
} from './model.ts';
import { detectLegalForm } from './reference/legal-forms.ts';

/** A line the importer refuses, with the reason in plain words. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

/** The columns of the CSV format and the keys of the JSONL format, in this order. */
export const DUMP_FIELDS = [
  'provider_id',
  'company_name',
  'legal_form',
  'street',
  'street_name',
  'street_number',
  'zip',
  'location',
  'state',
  'country',
  'country_code',
  'hr_id',
  'hr_location',
  'vat_id',
  'email',
  'phone',
  'fax',
  'url',
  'description',
  'revenue',
  'revenue_size',
  'founded_year',
  'num_employees',
  'employee_size',
  'industry',
  'wz_code',
  'wz_label',
  'status',
  'data_pack',
  'former_names',
  'former_addresses',
] as const satisfies readonly (keyof CompanyRecord)[];

type DumpField = (typeof DUMP_FIELDS)[number];

const TEXT_FIELDS = [
  'legal_form',
  'street',
  'street_name',
  'street_number',
  'zip',
  'location',
  'state',
  'country',
  'hr_id',
  'hr_location',
  'vat_id',
  'email',
  'phone',
  'fax',
  'url',
  'description',
  'industry',
  'wz_code',
  'wz_label',
  'data_pack',
] as const satisfies readonly DumpField[];

/** In CSV, list entries are separated by ' | ' and an address's parts by ';'. */
const CSV_LIST_SEPARATOR = ' | ';

function text(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    throw new RecordError(
      field === 'zip' && typeof value === 'number'
        ? 'zip must be text, not a number (a number loses leading zeros)'
        : `${field} must be text`,
    );
  }
  // Line breaks and runs of spaces from spreadsheets become one space (the test spares most values the work).
  const clean = (/\s\s|[\t\n\r]/.test(value) ? value.replace(/\s+/g, ' ') : value).trim();
  return clean === '' ? null : clean;
}

function integer(value: unknown, field: string, min: number, max: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new RecordError(`${field} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

function oneOf<T extends string>(value: string | null, field: string, allowed: readonly T[]): T | null {
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RecordError(`${field} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function formerAddress(value: unknown): FormerAddress {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RecordError(
      'former_addresses must be a list of objects with street, zip, location, country_code',
    );
  }
  const entry = value as Record<string, unknown>;
  for (const key of Object.keys(entry)) {
    if (!['street', 'zip', 'location', 'country_code'].includes(key)) {
      throw new RecordError(`former_addresses: unknown field "${key}"`);
    }
  }
  return {
    street: text(entry.street, 'former_addresses.street'),
    zip: text(entry.zip, 'former_addresses.zip'),
    location: text(entry.location, 'former_addresses.location'),
    country_code: text(entry.country_code, 'former_addresses.country_code')?.toUpperCase() ?? '',
  };
}

/**
 * Checks one company of the dump format (a parsed JSON line, or a CSV row turned into an object by
 * csvRowToObject) and completes what can be derived. Throws RecordError naming the problem.
 */
export function recordFromDump(input: unknown): CompanyRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RecordError('expected a JSON object');
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(DUMP_FIELDS as readonly string[]).includes(key)) throw new RecordError(`unknown field "${key}"`);
  }
  const providerId = text(raw.provider_id, 'provider_id');
  if (!providerId) throw new RecordError('provider_id is missing');
  if (providerId.length > 64 || /\s/.test(providerId)) {
    throw new RecordError('provider_id must be at most 64 characters without spaces');
  }
  const companyName = text(raw.company_name, 'company_name');
  if (!companyName) throw new RecordError('company_name is missing');
  const countryCode = text(raw.country_code, 'country_code')?.toUpperCase() ?? null;
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) {
    throw new RecordError('country_code must be a two-letter ISO 3166 code such as DE');
  }

  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(raw[f], f)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string | null
  >;
  const numbers = {
    revenue: integer(raw.revenue, 'revenue', 0, Number.MAX_SAFE_INTEGER),
    founded_year: integer(raw.founded_year, 'founded_year', 1000, 2100),
    num_employees: integer(raw.num_employees, 'num_employees', 0, 10_000_000),
  };

  let { street, street_name, street_number } = values;
  if (street && !street_name) ({ street_name, street_number } = splitStreet(street));
  if (!street) street = joinStreet(street_name, street_number);

  const formerNames = raw.former_names ?? [];
  if (!Array.isArray(formerNames) || formerNames.some((n) => typeof n !== 'string' || n.trim() === '')) {
    throw new RecordError('former_names must be a list of names');
  }
  const formerAddresses = raw.former_addresses ?? [];
  if (!Array.isArray(formerAddresses)) throw new RecordError('former_addresses must be a list');

  return {
    ...values,
    provider_id: providerId,
    company_name: companyName,
    legal_form: values.legal_form ?? detectLegalForm(companyName, countryCode),
    street,
    street_name,
    street_number,
    country: values.country ?? COUNTRY_NAMES[countryCode] ?? null,
    country_code: countryCode,
    ...numbers,
    revenue_size:
      oneOf(text(raw.revenue_size, 'revenue_size'), 'revenue_size', REVENUE_SIZES) ??
      (numbers.revenue === null ? null : revenueSizeOf(numbers.revenue)),
    employee_size:
      oneOf(text(raw.employee_size, 'employee_size'), 'employee_size', EMPLOYEE_SIZES) ??
      (numbers.num_employees === null ? null : employeeSizeOf(numbers.num_employees)),
    status: oneOf(text(raw.status, 'status'), 'status', COMPANY_STATUSES) ?? 'active',
    data_pack: values.data_pack ?? countryCode,
    former_names: (formerNames as string[]).map((n) => n.trim()),
    former_addresses: formerAddresses.map(formerAddress),
  };
}

/** A CSV row as the object recordFromDump checks: empty cells are absent, lists are split. */
export function csvRowToObject(
  header: readonly string[],
  fields: readonly string[],
): Record<string, unknown> {
  if (fields.length !== header.length) {
    throw new RecordError(`expected ${header.length} fields as in the header, found ${fields.length}`);
  }
  // Keys are the file's header names: without a prototype, '__proto__' is a field like any other.
  const object = Object.create(null) as Record<string, unknown>;
  header.forEach((name, i) => {
    const value = fields[i]!;
    if (value.trim() === '') return;
    if (name === 'former_names') {
      object[name] = value.split(CSV_LIST_SEPARATOR.trim()).map((n) => n.trim());
    } else if (name === 'former_addresses') {
      object[name] = value.split(CSV_LIST_SEPARATOR.trim()).map((entry) => {
        const [street, zip, location, country_code] = entry.split(';').map((part) => part.trim());
        return { street: street || null, zip: zip || null, location: location || null, country_code };
      });
    } else {
      object[name] = value;
    }
  });
  return object;
}

/** Checks a CSV header: every column must be a field of the format, and the required ones present. */
export function checkCsvHeader(header: readonly string[]): void {
  const unknown = header.filter((name) => !(DUMP_FIELDS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new RecordError(`unknown column(s) ${unknown.map((n) => `"${n}"`).join(', ')}`);
  const missing = ['provider_id', 'company_name', 'country_code'].filter((name) => !header.includes(name));
  if (missing.length > 0) throw new RecordError(`required column(s) missing: ${missing.join(', ')}`);
}

/** One line of the JSONL format (without the line break). */
export function recordToJsonl(record: CompanyRecord): string {
  const ordered: Record<string, unknown> = {};
  for (const field of DUMP_FIELDS) ordered[field] = record[field];
  return JSON.stringify(ordered);
}

/** One row of the CSV format, in DUMP_FIELDS order. */
export function recordToCsvFields(record: CompanyRecord): (string | number | null)[] {
  return DUMP_FIELDS.map((field) => {
    if (field === 'former_names') return record.former_names.join(CSV_LIST_SEPARATOR) || null;
    if (field === 'former_addresses') {
      return (
        record.former_addresses
          .map((a) => [a.street, a.zip, a.location, a.country_code].map((p) => p ?? '').join(';'))
          .join(CSV_LIST_SEPARATOR) || null
      );
    }
    return record[field];
  });
}
