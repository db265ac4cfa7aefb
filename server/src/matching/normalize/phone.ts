/**
 * Phone and fax numbers to E.164 ('+49221123450'), from the ways people write them:
 * '0221/12345-0', '(0221) 12345-0', '+49 (0)221 12345-0', '0049 221 12345-0'. A national number
 * takes the row's country (default Germany); a number without trunk prefix or country code (a
 * local number) cannot be placed and gives null.
 */

/** Calling codes by ISO alpha-2 (a Map: the country comes from the row or the company's data). */
const CALLING_CODES: ReadonlyMap<string, string> = new Map([
  ['DE', '49'],
  ['AT', '43'],
  ['CH', '41'],
  ['LI', '423'],
  ['LU', '352'],
  ['FR', '33'],
  ['IT', '39'],
  ['NL', '31'],
  ['BE', '32'],
  ['DK', '45'],
  ['PL', '48'],
  ['CZ', '420'],
  ['ES', '34'],
  ['GB', '44'],
  ['US', '1'],
]);

/** E.164 of a phone number, or null when it has too few digits or cannot be placed. */
export function toE164(raw: string | number | null | undefined, country?: string | null): string | null {
  if (raw === null || raw === undefined) return null;
  let text = String(raw).trim();
  if (text === '') return null;
  // '+49 (0)221': the bracketed trunk zero is not dialled after a country code.
  text = text.replace(/\(\s*0\s*\)/g, '');
  const international = /^\s*(?:\+|00)/.test(text);
  let digits = text.replace(/\D/g, '');
  if (international) {
    digits = digits.replace(/^00/, '');
  } else if (digits.startsWith('0')) {
    const code = CALLING_CODES.get(country ?? 'DE') ?? CALLING_CODES.get('DE')!;
    digits = code + digits.slice(1);
  } else {
    return null;
  }
  if (digits.length < 7 || digits.length > 15) return null;
  return `+${digits}`;
}

/**
 * The digits of a phone number that cannot be placed, for comparing with the end of a company's
 * number (docs/matching.md, 'Comparison levels'): a local number without area code ('12345-0',
 * '123 45 67': the subscriber part), or a national number ('0221 12345-0') in a row that names
 * no country, whose country the default may have got wrong (the national number without its
 * trunk zero). Null for an international number, a national one with a known country, or too few
 * or too many digits.
 */
export function localPhoneTail(
  raw: string | number | null | undefined,
  countryKnown: boolean,
): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).replace(/\(\s*0\s*\)/g, '');
  if (/^\s*(?:\+|00)/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('0')) {
    if (countryKnown) return null;
    const national = digits.slice(1);
    return national.length >= 6 && national.length <= 13 ? national : null;
  }
  return digits.length >= 4 && digits.length <= 12 ? digits : null;
}
