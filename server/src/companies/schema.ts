import type { Generated } from 'kysely';
import type { CompanyRecord } from './model.ts';

/**
 * The tables of the company database DATA_DIR/companies.sqlite (docs/adr/004-company-database.md),
 * as Kysely sees them. Each migration in ./migrations/ that changes a table updates this interface
 * in the same commit. Columns are the fields of CompanyRecord (model.ts).
 */
export interface CompanyDatabaseSchema {
  companies: CompaniesTable;
  company_former_names: CompanyFormerNamesTable;
  company_former_addresses: CompanyFormerAddressesTable;
  industry_codes: IndustryCodesTable;
  company_meta: CompanyMetaTable;
}

/**
 * One provider company row: the model's fields (model.ts, documented there) with an internal `id`
 * for joins. The WZ label lives once in industry_codes (keyed by wz_code); former names and
 * addresses have their own tables.
 */
export type CompaniesTable = { id: Generated<number> } & Omit<
  CompanyRecord,
  'wz_label' | 'former_names' | 'former_addresses'
>;

/** Earlier names; position 0 is the most recent. */
export interface CompanyFormerNamesTable {
  company_id: number;
  position: number;
  company_name: string;
}

/** Earlier addresses; position 0 is the most recent. */
export interface CompanyFormerAddressesTable {
  company_id: number;
  position: number;
  street: string | null;
  zip: string | null;
  location: string | null;
  country_code: string;
}

/** WZ 2008 codes and their labels. */
export interface IndustryCodesTable {
  code: string;
  label: string;
}

/** Facts about the loaded data: its source, the seed and count of a generated set, when it changed. */
export interface CompanyMetaTable {
  key: string;
  value: string;
}
