import type { Generated } from 'kysely';
import type { CompanyStatus, EmployeeSize, RevenueSize } from './model.ts';

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

/** One provider company; `id` is internal (joins), `provider_id` the provider's key. */
export interface CompaniesTable {
  id: Generated<number>;
  provider_id: string;
  company_name: string;
  legal_form: string | null;
  street: string | null;
  street_name: string | null;
  street_number: string | null;
  zip: string | null;
  location: string | null;
  state: string | null;
  country: string | null;
  country_code: string;
  hr_id: string | null;
  hr_location: string | null;
  vat_id: string | null;
  email: string | null;
  phone: string | null;
  fax: string | null;
  url: string | null;
  description: string | null;
  revenue: number | null;
  revenue_size: RevenueSize | null;
  founded_year: number | null;
  num_employees: number | null;
  employee_size: EmployeeSize | null;
  industry: string | null;
  /** Key of industry_codes; the label lives there once instead of on every company. */
  wz_code: string | null;
  status: CompanyStatus;
  data_pack: string;
}

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
