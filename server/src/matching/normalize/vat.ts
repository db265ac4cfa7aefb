/**
 * VAT identification numbers in one spelling ('de 123 456 789' -> 'DE123456789', Swiss
 * 'CHE-123.456.789 MWST' -> 'CHE123456789') with their check: German, Austrian and Swiss numbers
 * by their check digit (issue 4's validators, so a number is judged the same way everywhere), the
 * other EU countries by their format.
 */
import { isValidVatId, normalizeVatId, vatIdCountry } from '../../companies/vat-id.ts';

export interface NormalizedVat {
  id: string;
  /** Check digit right (DE, AT, CH) or format right (other EU countries). */
  valid: boolean;
}

/** Formats of the other EU member states (VIES), without check digits. */
const EU_FORMATS: readonly RegExp[] = [
  /^BE[01]\d{9}$/,
  /^BG\d{9,10}$/,
  /^CY\d{8}[A-Z]$/,
  /^CZ\d{8,10}$/,
  /^DK\d{8}$/,
  /^EE\d{9}$/,
  /^EL\d{9}$/,
  /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  /^FI\d{8}$/,
  /^FR[A-Z0-9]{2}\d{9}$/,
  /^HR\d{11}$/,
  /^HU\d{8}$/,
  /^IE\d{7}[A-Z]{1,2}$|^IE\d[A-Z+*]\d{5}[A-Z]$/,
  /^IT\d{11}$/,
  /^LT(?:\d{9}|\d{12})$/,
  /^LU\d{8}$/,
  /^LV\d{11}$/,
  /^MT\d{8}$/,
  /^NL\d{9}B\d{2}$/,
  /^PL\d{10}$/,
  /^PT\d{9}$/,
  /^RO\d{2,10}$/,
  /^SE\d{12}$/,
  /^SI\d{8}$/,
  /^SK\d{10}$/,
  /^XI\d{9}$|^GB\d{9}(?:\d{3})?$/,
];

/** The VAT number in one spelling with its check, or null when the text is not one. */
export function normalizeVat(raw: string | null | undefined): NormalizedVat | null {
  if (!raw) return null;
  const id = normalizeVatId(raw);
  if (!/^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(id)) return null;
  if (vatIdCountry(id) !== null || /^(DE|AT|CHE)/.test(id)) return { id, valid: isValidVatId(id) };
  return { id, valid: EU_FORMATS.some((format) => format.test(id)) };
}
