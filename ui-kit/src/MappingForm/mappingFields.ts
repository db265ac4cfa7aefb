/**
 * Every field a customer column can be mapped to, in the order the mapping screen shows them: base
 * data first (they identify the company), then metadata (compared and enriched). Mirrors the
 * contract's InternalField; each has its label in the kit catalogue as `fields.<field>`.
 */
export const MAPPING_FIELDS = [
  'ext_id',
  'provider_id',
  'company_name',
  'street',
  'street_name',
  'street_number',
  'zip',
  'location',
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
  'founded_year',
  'num_employees',
  'industry',
] as const;

/** A field of the product a customer column can be mapped to (the contract's InternalField). */
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** The "Stammdaten" section: fields that identify a company (contract InternalFieldGroup `base`). */
export const MAPPING_BASE_FIELDS = MAPPING_FIELDS.slice(0, MAPPING_FIELDS.indexOf('vat_id') + 1);

/** The "Metadaten" section: fields that are compared and enriched (InternalFieldGroup `metadata`). */
export const MAPPING_METADATA_FIELDS = MAPPING_FIELDS.slice(MAPPING_FIELDS.indexOf('vat_id') + 1);

/** Fields whose label carries the required asterisk (spec 2 Mapping screen: company name). */
export const MAPPING_REQUIRED_FIELDS: readonly MappingField[] = ['company_name'];

/** One assignment of a customer column to a field, shaped like the contract's MappingPair. */
export interface MappingPair {
  internalField: MappingField;
  customerField: string;
}
