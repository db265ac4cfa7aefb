/**
 * Names both bulk writers share (storage.ts for SQLite, postgres.ts for PostgreSQL), in a module of
 * their own so the two can import them without importing each other.
 */
import type { CompanyRecord } from './model.ts';

/** The columns of `companies` in the order the writer binds them. */
export const COMPANY_COLUMNS = [
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
  'status',
  'data_pack',
] as const satisfies readonly (keyof CompanyRecord)[];

/** company_meta key holding index definitions a bulk load dropped and has not rebuilt yet. */
export const PENDING_INDEXES_KEY = 'pending_indexes';
