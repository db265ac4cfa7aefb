/**
 * The mapping of the generated customer files (samples/noisy.ts, `npm run companies -- noisy`):
 * which product field each German CRM column holds. The batch CLI's documentation, the benchmark
 * and the model fitting use it; a customer's own file comes with its own mapping.
 */
import type { InternalField, MappingPair } from '@datacare/api-client/generated/types';
import type { CustomerColumn } from '../samples/noisy.ts';

export const SAMPLE_FILE_MAPPING = [
  { internalField: 'ext_id', customerField: 'Kundennummer' },
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'street', customerField: 'Straße' },
  { internalField: 'zip', customerField: 'PLZ' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'country', customerField: 'Land' },
  { internalField: 'phone', customerField: 'Telefon' },
  { internalField: 'fax', customerField: 'Fax' },
  { internalField: 'email', customerField: 'E-Mail' },
  { internalField: 'url', customerField: 'Website' },
  { internalField: 'vat_id', customerField: 'USt-IdNr.' },
  { internalField: 'hr_id', customerField: 'Handelsregister' },
  { internalField: 'hr_location', customerField: 'Registergericht' },
  { internalField: 'num_employees', customerField: 'Mitarbeiter' },
  { internalField: 'revenue', customerField: 'Umsatz' },
  { internalField: 'industry', customerField: 'Branche' },
] as const satisfies readonly (MappingPair & {
  internalField: InternalField;
  customerField: CustomerColumn;
})[];
