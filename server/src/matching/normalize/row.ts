/**
 * A mapped customer row, normalised field by field: what the index looks up and the scorer
 * compares. The index normalises the provider's companies with the same functions.
 */
import type { MappedRow } from '../types.ts';
import { normalizeCity, type NormalizedCity } from './city.ts';
import { normalizeCountry } from './country.ts';
import { normalizeEmail, type NormalizedEmail } from './email.ts';
import { normalizeCompanyName, type NormalizedName } from './name.ts';
import { localPhoneTail, toE164 } from './phone.ts';
import { normalizePostcode, type NormalizedPostcode } from './postcode.ts';
import { normalizeCourt, normalizeRegisterEntry, type NormalizedRegister } from './register.ts';
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
  /**
   * Digits a phone number the row cannot place ends with: a local number without area code
   * ('12345-0'), or a national number in a row without country. Compared with the end of the
   * company's number (compare.ts); null when the number is placed or there is none.
   */
  phoneTail: string | null;
  faxTail: string | null;
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
  // The court may stand in the register cell ('HRB 1234 Freiburg', 'Amtsgericht Köln HRB 12345').
  const entry = normalizeRegisterEntry(text(v.hr_id));
  const phone = toE164(text(v.phone), phoneCountry);
  const fax = toE164(text(v.fax), phoneCountry);
  return {
    providerId: text(v.provider_id),
    name: normalizeCompanyName(text(v.company_name), country),
    country,
    street,
    postcode: normalizePostcode(rawZip, country),
    city: normalizeCity(text(v.location)),
    phone,
    fax,
    phoneTail: localPhoneTail(text(v.phone), country !== null),
    faxTail: localPhoneTail(text(v.fax), country !== null),
    email: normalizeEmail(text(v.email)),
    url: registrableDomain(text(v.url)),
    vat: normalizeVat(text(v.vat_id)),
    register: entry?.register ?? null,
    court: normalizeCourt(text(v.hr_location)) ?? entry?.court ?? null,
  };
}
