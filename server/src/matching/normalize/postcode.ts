/**
 * Postcodes: digits as text, German ones with five digits (a spreadsheet that read '01067' as a
 * number wrote '1067'), a country prefix ('D-80331', 'CH-8001', 'A 1010') taken as a hint.
 */

export interface NormalizedPostcode {
  code: string;
  /** The country the prefix or the format points to, or null when it could be several. */
  country: string | null;
}

const PREFIX_COUNTRY: ReadonlyMap<string, string> = new Map([
  ['D', 'DE'],
  ['DE', 'DE'],
  ['A', 'AT'],
  ['AT', 'AT'],
  ['CH', 'CH'],
  ['FL', 'LI'],
  ['LI', 'LI'],
  ['F', 'FR'],
  ['FR', 'FR'],
  ['L', 'LU'],
  ['LU', 'LU'],
  ['NL', 'NL'],
  ['B', 'BE'],
  ['BE', 'BE'],
]);

/**
 * Postcode lengths by country, for the countries whose postcodes are only digits. Maps, not
 * objects: the country may come from the company's data or the row.
 */
const DIGITS: ReadonlyMap<string, number> = new Map([
  ['DE', 5],
  ['AT', 4],
  ['CH', 4],
  ['LI', 4],
  ['LU', 4],
  ['BE', 4],
  ['FR', 5],
  ['DK', 4],
]);

/**
 * Normalises a postcode for a country (ISO alpha-2, null when unknown). A German postcode of four
 * digits gets its leading zero back; with no country, five digits are German and four digits stay
 * as they are (Austrian, Swiss, or German without the zero: see postcodeVariants).
 */
export function normalizePostcode(
  raw: string | number | null | undefined,
  country?: string | null,
): NormalizedPostcode | null {
  // Nothing (null, undefined) is '', which the format check below refuses.
  let text = String(raw ?? '')
    .trim()
    .toUpperCase();
  let hint: string | null = null;
  const prefix = /^([A-Z]{1,2})\s*[-–]?\s*(?=\d)/.exec(text);
  const prefixCountry = prefix ? PREFIX_COUNTRY.get(prefix[1]!) : undefined;
  if (prefix && prefixCountry) {
    hint = prefixCountry;
    text = text.slice(prefix[0].length);
  }
  // A number cell may arrive as '1067.0'.
  text = text.replace(/\.0+$/, '').replace(/[\s-]/g, '');
  if (!/^[A-Z0-9]{3,10}$/.test(text) || !/\d/.test(text)) return null;
  const target = country ?? hint;
  if (/^\d+$/.test(text)) {
    const length = target ? DIGITS.get(target) : undefined;
    if (target === 'DE' && text.length === 4) return { code: `0${text}`, country: 'DE' };
    if (length !== undefined && text.length !== length) return null;
    if (!target) return { code: text, country: text.length === 5 ? 'DE' : null };
  }
  return { code: text, country: target };
}

/** The postcodes a row may mean: a four-digit code without a country is also a German one missing its zero. */
export function postcodeVariants(postcode: NormalizedPostcode): string[] {
  if (postcode.country === null && /^\d{4}$/.test(postcode.code)) return [postcode.code, `0${postcode.code}`];
  return [postcode.code];
}
