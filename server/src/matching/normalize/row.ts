/**
 * A mapped customer row, normalised field by field: what the index looks up and the scorer
 * compares. The index normalises the provider's companies with the same functions.
 */
import type { MappedRow } from '../types.ts';
import { normalizeCity, type NormalizedCity } from './city.ts';
import { normalizeCountry } from './country.ts';
import { normalizeEmail, type NormalizedEmail } from './email.ts';
import { normalizeCompanyName, type NormalizedName } from './name.ts';
import { toE164 } from './phone.ts';
import { normalizePostcode, type NormalizedPostcode } from './postcode.ts';
import { normalizeCourt, normalizeRegister, type NormalizedRegister } from './register.ts';
import { houseNumberKey, normalizeStreet, streetNameKey, type NormalizedStreet } from './street.ts';
import { registrableDomain, type NormalizedDomain } from './url.ts';
import { normalizeVat, type NormalizedVat } from './vat.ts';

export interface NormalizedRow {
  providerId: string | null;
  name: NormalizedName;
  /** ISO alpha-2 from country_code, country or a postcode prefix; null when unknown. */
  country: string | null;
  street: NormalizedStreet;
  postcode: NormalizedPostcode | null;
  city: NormalizedCity | null;
  phone: string | null;
  fax: string | null;
  email: NormalizedEmail | null;
  url: NormalizedDomain | null;
  vat: NormalizedVat | null;
  register: NormalizedRegister | null;
  court: string | null;
}

function text(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** Normalises every field the engine uses. */
export function normalizeRow(row: MappedRow): NormalizedRow {
  const v = row.values;
  const rawZip = text(v.zip);
  const prefixCountry = rawZip ? normalizePostcode(rawZip)?.country : null;
  const country =
    normalizeCountry(text(v.country_code)) ?? normalizeCountry(text(v.country)) ?? prefixCountry ?? null;
  const streetText = text(v.street);
  const street = streetText
    ? normalizeStreet(streetText)
    : { name: streetNameKey(text(v.street_name)), number: houseNumberKey(text(v.street_number)) };
  if (streetText && !street.number && text(v.street_number))
    street.number = houseNumberKey(text(v.street_number));
  const phoneCountry = country ?? 'DE';
  return {
    providerId: text(v.provider_id),
    name: normalizeCompanyName(text(v.company_name), country),
    country,
    street,
    postcode: normalizePostcode(rawZip, country),
    city: normalizeCity(text(v.location)),
    phone: toE164(text(v.phone), phoneCountry),
    fax: toE164(text(v.fax), phoneCountry),
    email: normalizeEmail(text(v.email)),
    url: registrableDomain(text(v.url)),
    vat: normalizeVat(text(v.vat_id)),
    register: normalizeRegister(text(v.hr_id)),
    court: normalizeCourt(text(v.hr_location)),
  };
}
