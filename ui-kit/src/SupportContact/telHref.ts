/**
 * The `tel:` URL of a phone number as people write it: keeps a leading `+` and the digits, drops
 * spaces, dashes, slashes and parentheses ("+49 (0)89 2154 773-0" → "tel:+498921547730"; the German
 * "(0)" after a country code is dropped as dialled numbers do).
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\(0\)/g, international ? '' : '0').replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  return `tel:${international ? '+' : ''}${digits}`;
}
