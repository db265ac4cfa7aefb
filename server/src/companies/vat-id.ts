/**
 * VAT identification numbers of Germany, Austria and Switzerland: normalising what customers type,
 * checking the check digit, and building valid numbers for the generator. The matching engine uses
 * the same validators, so a number is judged the same way on both sides.
 *
 * - DE: `DE` + 9 digits; the 9th is an ISO 7064 MOD 11,10 check digit over the first 8.
 * - AT: `ATU` + 8 digits; the 8th is the Austrian UID check digit (Luhn-like over 7 digits).
 * - CH: `CHE` + 9 digits (UID, written `CHE-123.456.789`, VAT number with ` MWST`/` TVA`/` IVA`);
 *   the 9th is a weighted mod-11 check digit; a remainder giving 10 is never issued.
 */

export type VatCountry = 'DE' | 'AT' | 'CH';

/** Upper-cases and removes spaces, dots, dashes, slashes and a Swiss MWST/TVA/IVA suffix. */
export function normalizeVatId(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.\-/]/g, '')
    .replace(/(MWST|TVA|IVA)$/, '');
}

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** The ISO 7064 MOD 11,10 check digit over the first 8 digits of a German VAT number. */
export function germanCheckDigit(first8: string): number {
  let product = 10;
  for (const digit of digitsOf(first8)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** The check digit over the 7 digits after `ATU`. */
export function austrianCheckDigit(first7: string): number {
  const d = digitsOf(first7);
  const doubled = (x: number) => Math.floor((2 * x) / 10) + ((2 * x) % 10);
  const sum = d[0]! + doubled(d[1]!) + d[2]! + doubled(d[3]!) + d[4]! + doubled(d[5]!) + d[6]!;
  return (10 - ((sum + 4) % 10)) % 10;
}

const SWISS_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** The check digit over the first 8 digits of a Swiss UID, or null when the number cannot exist. */
export function swissCheckDigit(first8: string): number | null {
  const sum = digitsOf(first8).reduce((acc, digit, i) => acc + digit * SWISS_WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

/** Which country's format the (normalised) number has, or null. */
export function vatIdCountry(value: string): VatCountry | null {
  const id = normalizeVatId(value);
  if (/^DE\d{9}$/.test(id)) return 'DE';
  if (/^ATU\d{8}$/.test(id)) return 'AT';
  if (/^CHE\d{9}$/.test(id)) return 'CH';
  return null;
}

export function isValidGermanVatId(value: string): boolean {
  const id = normalizeVatId(value);
  return /^DE\d{9}$/.test(id) && germanCheckDigit(id.slice(2, 10)) === Number(id[10]);
}

export function isValidAustrianVatId(value: string): boolean {
  const id = normalizeVatId(value);
  return /^ATU\d{8}$/.test(id) && austrianCheckDigit(id.slice(3, 10)) === Number(id[10]);
}

export function isValidSwissUid(value: string): boolean {
  const id = normalizeVatId(value);
  return /^CHE\d{9}$/.test(id) && swissCheckDigit(id.slice(3, 11)) === Number(id[11]);
}

/** True for a German, Austrian or Swiss number with a correct check digit; false for anything else. */
export function isValidVatId(value: string): boolean {
  switch (vatIdCountry(value)) {
    case 'DE':
      return isValidGermanVatId(value);
    case 'AT':
      return isValidAustrianVatId(value);
    case 'CH':
      return isValidSwissUid(value);
    default:
      return false;
  }
}

/** `DE` + the 8 digits + their check digit. */
export function germanVatId(first8: string): string {
  return `DE${first8}${germanCheckDigit(first8)}`;
}

/** `ATU` + the 7 digits + their check digit. */
export function austrianVatId(first7: string): string {
  return `ATU${first7}${austrianCheckDigit(first7)}`;
}

/** `CHE-123.456.789` for the 8 digits, or null when no valid UID starts with them. */
export function swissUid(first8: string): string | null {
  const check = swissCheckDigit(first8);
  if (check === null) return null;
  const all = `${first8}${check}`;
  return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}`;
}
