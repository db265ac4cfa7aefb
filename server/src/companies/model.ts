/**
 * The provider's company as the generator, the importers, the file formats and the company
 * database share it (docs/companies.md). Field names are the spec's mapping fields (section 3:
 * company_name, zip, location, hr_id, hr_location, num_employees, ...) in snake_case, so one name
 * means the same thing in a customer file, a provider dump and a database column.
 */

/** Register status (spec 3, quality report 'commercial register check'). */
export const COMPANY_STATUSES = ['active', 'in_liquidation', 'deleted', 'not_in_hr'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/**
 * Employee size classes. The quality report compares 1-10, 11-100, 101-500 and more than 500
 * (67/27/4/2 %); the upper classes are kept apart here so the report can merge them.
 */
export const EMPLOYEE_SIZES = ['1-10', '11-100', '101-500', '501-1000', '1001-5000', '5001+'] as const;
export type EmployeeSize = (typeof EMPLOYEE_SIZES)[number];

/** Revenue classes in EUR, the quality report's buckets (65/16/15/3/1 %). */
export const REVENUE_SIZES = ['0-1M', '1-10M', '10-100M', '100M-1B', '1B+'] as const;
export type RevenueSize = (typeof REVENUE_SIZES)[number];

/** A former registered address (a company that moved). */
export interface FormerAddress {
  street: string | null;
  zip: string | null;
  location: string | null;
  country_code: string;
}

/** One provider company: every base and metadata field of spec section 3 plus register data. */
export interface CompanyRecord {
  /** The provider's own id ({product}_id): unique, the key of idempotent imports. */
  provider_id: string;
  /** The registered name including the legal form, as the register writes it. */
  company_name: string;
  /** Canonical legal form (reference/legal-forms.ts), e.g. 'GmbH', 'GmbH & Co. KG'; null if none. */
  legal_form: string | null;
  /** Street and house number as one text ('Hauptstraße 12a'). */
  street: string | null;
  street_name: string | null;
  street_number: string | null;
  /** Postcode as text: German postcodes keep their leading zero. */
  zip: string | null;
  /** City (spec: location). */
  location: string | null;
  /** Federal state, Land or canton. */
  state: string | null;
  /** Country name in German ('Deutschland'). */
  country: string | null;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  /** Register number with its register type: 'HRB 12345', 'HRA 678', 'VR 1234', 'FN 123456a', a Swiss UID. */
  hr_id: string | null;
  /** The register court or registry (spec: hr_location), e.g. 'München', 'Berlin (Charlottenburg)'. */
  hr_location: string | null;
  vat_id: string | null;
  email: string | null;
  phone: string | null;
  fax: string | null;
  url: string | null;
  description: string | null;
  /** Yearly revenue in EUR (an estimate for most small companies); null when unknown. */
  revenue: number | null;
  revenue_size: RevenueSize | null;
  founded_year: number | null;
  num_employees: number | null;
  employee_size: EmployeeSize | null;
  /** The provider's industry text (for generated companies the WZ 2008 section). */
  industry: string | null;
  /** WZ 2008 class code, e.g. '62.01'. */
  wz_code: string | null;
  /** German label of the WZ code, e.g. 'Programmierungstätigkeiten'. */
  wz_label: string | null;
  status: CompanyStatus;
  /**
   * The country data pack the company belongs to (spec 5 Export): companies in packs an account
   * has not purchased are locked. Today the pack is the country code.
   */
  data_pack: string;
  /** Earlier registered names, most recent first. */
  former_names: string[];
  /** Earlier registered addresses, most recent first. */
  former_addresses: FormerAddress[];
}

/** Upper bounds of the employee classes below '5001+'. */
const EMPLOYEE_BOUNDS: readonly [number, EmployeeSize][] = [
  [10, '1-10'],
  [100, '11-100'],
  [500, '101-500'],
  [1000, '501-1000'],
  [5000, '1001-5000'],
];

/** The class of a head count (0 counts as 1-10). */
export function employeeSizeOf(employees: number): EmployeeSize {
  for (const [max, size] of EMPLOYEE_BOUNDS) if (employees <= max) return size;
  return '5001+';
}

const REVENUE_BOUNDS: readonly [number, RevenueSize][] = [
  [1_000_000, '0-1M'],
  [10_000_000, '1-10M'],
  [100_000_000, '10-100M'],
  [1_000_000_000, '100M-1B'],
];

/** The class of a yearly revenue in EUR; a bound belongs to the lower class (1,000,000 is 0-1M). */
export function revenueSizeOf(revenue: number): RevenueSize {
  for (const [max, size] of REVENUE_BOUNDS) if (revenue <= max) return size;
  return '1B+';
}

/** German country names of the countries the generator and the importers know. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
};

/** 'Hauptstraße 12a' from its parts; either part may be missing. */
export function joinStreet(name: string | null, number: string | null): string | null {
  if (name && number) return `${name} ${number}`;
  return name ?? number ?? null;
}

/**
 * Splits 'Hauptstraße 12a', 'Am Markt 3-5' or 'Industriestr. 7 b' into name and number; a street
 * without a trailing number keeps its whole text as the name.
 */
export function splitStreet(street: string): { street_name: string; street_number: string | null } {
  const match = /^(.*?\S)\s*,?\s+(\d+\s?[a-zA-Z]?(?:\s?[-/+]\s?\d+\s?[a-zA-Z]?)?)$/.exec(street.trim());
  if (!match) return { street_name: street.trim(), street_number: null };
  return { street_name: match[1]!, street_number: match[2]!.replace(/\s+/g, '') };
}
