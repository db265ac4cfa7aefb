/**
 * The OffeneRegister.de dump of the German commercial register (OpenCorporates' company schema,
 * one JSON object per line, `de_companies_ocdata.jsonl`): name, company_number, current_status,
 * registered_address, previous_names and all_attributes (register type and number, registrar,
 * federal state, registered office). Officers and the other fields are ignored.
 */
import { COUNTRY_NAMES, splitStreet, type CompanyRecord, type CompanyStatus } from './model.ts';
import { RecordError } from './formats.ts';
import { detectLegalForm } from './reference/legal-forms.ts';

const STATUSES: ReadonlyMap<string, CompanyStatus> = new Map<string, CompanyStatus>([
  ['currently registered', 'active'],
  ['removed', 'deleted'],
  ['liquidation', 'in_liquidation'],
  ['in liquidation', 'in_liquidation'],
]);

/** OffeneRegister names the federal states in English; the company database uses German. */
const STATES: ReadonlyMap<string, string> = new Map([
  ['Baden-Wuerttemberg', 'Baden-Württemberg'],
  ['Baden-Württemberg', 'Baden-Württemberg'],
  ['Bavaria', 'Bayern'],
  ['Berlin', 'Berlin'],
  ['Brandenburg', 'Brandenburg'],
  ['Bremen', 'Bremen'],
  ['Hamburg', 'Hamburg'],
  ['Hesse', 'Hessen'],
  ['Lower Saxony', 'Niedersachsen'],
  ['Mecklenburg-Western Pomerania', 'Mecklenburg-Vorpommern'],
  ['North Rhine-Westphalia', 'Nordrhein-Westfalen'],
  ['Rhineland-Palatinate', 'Rheinland-Pfalz'],
  ['Saarland', 'Saarland'],
  ['Saxony', 'Sachsen'],
  ['Saxony-Anhalt', 'Sachsen-Anhalt'],
  ['Schleswig-Holstein', 'Schleswig-Holstein'],
  ['Thuringia', 'Thüringen'],
]);

function optionalText(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new RecordError(`${field} must be text`);
  return value.trim() === '' ? null : value.trim();
}

/**
 * 'Waidmannstraße 1, 22769 Hamburg.' -> street, zip and city. Addresses without a postcode
 * ('Oststr.') keep the text as the street.
 */
function parseRegisteredAddress(address: string): {
  street: string | null;
  zip: string | null;
  location: string | null;
} {
  const text = address.trim();
  // The dump ends full addresses with a full stop; a lone street keeps its own ('Oststr.').
  const match = /^(?:(.*),\s*)?(\d{5})\s+(.+?)\.?$/.exec(text);
  if (!match) return { street: text || null, zip: null, location: null };
  return { street: match[1]?.trim() || null, zip: match[2]!, location: match[3]!.trim() };
}

/** Converts one parsed OffeneRegister line; throws RecordError when the line is not a company. */
export function recordFromOffeneRegister(input: unknown): CompanyRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RecordError('expected a JSON object');
  }
  const raw = input as Record<string, unknown>;
  const providerId = optionalText(raw.company_number, 'company_number');
  if (!providerId) throw new RecordError('company_number is missing');
  const name = optionalText(raw.name, 'name');
  if (!name) throw new RecordError('name is missing');
  const statusText = optionalText(raw.current_status, 'current_status');
  const status = statusText === null ? 'active' : STATUSES.get(statusText);
  if (!status) throw new RecordError(`unknown current_status "${statusText}"`);

  const attributes = raw.all_attributes ?? {};
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    throw new RecordError('all_attributes must be an object');
  }
  const attr = attributes as Record<string, unknown>;
  const registerType = optionalText(attr._registerArt, 'all_attributes._registerArt');
  const registerNumber = optionalText(attr._registerNummer, 'all_attributes._registerNummer');
  const federalState = optionalText(attr.federal_state, 'all_attributes.federal_state');
  const office = optionalText(attr.registered_office, 'all_attributes.registered_office');

  const addressText = optionalText(raw.registered_address, 'registered_address');
  const address = addressText
    ? parseRegisteredAddress(addressText)
    : { street: null, zip: null, location: null };
  const parts = address.street ? splitStreet(address.street) : { street_name: null, street_number: null };

  const previous = raw.previous_names ?? [];
  if (!Array.isArray(previous)) throw new RecordError('previous_names must be a list');
  const formerNames = previous.map((entry, i) => {
    const former =
      typeof entry === 'object' && entry !== null
        ? optionalText((entry as Record<string, unknown>).company_name, `previous_names[${i}].company_name`)
        : null;
    if (!former) throw new RecordError(`previous_names[${i}] has no company_name`);
    return former;
  });

  return {
    provider_id: providerId,
    company_name: name,
    legal_form: detectLegalForm(name, 'DE'),
    street: address.street,
    street_name: parts.street_name,
    street_number: parts.street_number,
    zip: address.zip,
    location: address.location ?? office,
    state: federalState ? (STATES.get(federalState) ?? federalState) : null,
    country: COUNTRY_NAMES.DE!,
    country_code: 'DE',
    hr_id: registerType && registerNumber ? `${registerType} ${registerNumber}` : null,
    hr_location: optionalText(attr.registrar, 'all_attributes.registrar'),
    vat_id: null,
    email: null,
    phone: null,
    fax: null,
    url: null,
    description: null,
    revenue: null,
    revenue_size: null,
    founded_year: null,
    num_employees: null,
    employee_size: null,
    industry: null,
    wz_code: null,
    wz_label: null,
    status,
    data_pack: 'DE',
    former_names: formerNames,
    former_addresses: [],
  };
}
