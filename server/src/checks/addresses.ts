/**
 * Which cells the checks read and what they check them by (docs/quality-report.md 'Checks'). A
 * value that fails these rules is not checked and not counted by the checks; the statistics count
 * it as a syntax error of its field.
 */
import { domainToASCII } from 'node:url';

/** An address of a cell and the target it is checked by. */
export interface CheckValue {
  /** Position in the cell (a cell may hold several e-mail addresses). */
  pos: number;
  /** As the file has it, trimmed. */
  value: string;
  /** The e-mail's domain (ASCII, lower-case) or the website's normalised URL. */
  target: string;
}

const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A host name in ASCII (IDN converted) when it is a syntactically valid DNS name with at least two
 * labels and an alphabetic top-level domain; null otherwise (IP literals included: mail to an IP
 * literal is not an address of a company's domain).
 */
export function domainOf(host: string): string | null {
  const ascii = domainToASCII(host.replace(/\.$/, '')).toLowerCase();
  if (ascii === '' || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  return TLD.test(labels[labels.length - 1]!) ? ascii : null;
}

/** One e-mail address's domain, or null when the address is not valid (quoted local parts included). */
export function emailDomainOf(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  return domainOf(address.slice(at + 1));
}

/**
 * The valid e-mail addresses of a cell: separated by white space, commas or semicolons (two
 * addresses in one cell are two addresses). Invalid parts are skipped.
 */
export function emailsIn(cell: string | null | undefined): CheckValue[] {
  if (cell === null || cell === undefined) return [];
  const values: CheckValue[] = [];
  let pos = 0;
  for (const part of String(cell).split(/[\s,;]+/)) {
    if (part === '') continue;
    const target = emailDomainOf(part);
    if (target !== null) values.push({ pos: pos++, value: part, target });
  }
  return values;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A website cell's URL, normalised: trimmed, `http://` added when it has no scheme, only http and
 * https, credentials and fragment removed, host in ASCII (the WHATWG parser turns IDN into
 * punycode and `2130706433` or `0x7f.1` into `127.0.0.1`, so the address check sees the real
 * address). Null when it is not such a URL.
 */
export function normaliseUrl(cell: string | null | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).trim();
  if (text === '' || /\s/.test(text)) return null;
  let candidate = text;
  const scheme = SCHEME.exec(text);
  // `example.com:8080/x` has no scheme, `javascript:alert(1)` has one that is not http(s).
  if (!scheme || (!text.includes('//') && /^\d+$/.test(text.slice(scheme[0].length).split('/')[0]!))) {
    candidate = `http://${text}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  return url.href;
}

/** A website cell's URL as a check value (at most one per cell). */
export function websitesIn(cell: string | null | undefined): CheckValue[] {
  const target = normaliseUrl(cell);
  return target === null ? [] : [{ pos: 0, value: String(cell).trim(), target }];
}
