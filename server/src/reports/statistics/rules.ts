/**
 * The rules the statistics count by (docs/quality-report.md 'Statistics'): which e-mail domains are
 * private mailboxes, an e-mail's prefix, a website's top-level domain and the form two websites are
 * compared in, the size and revenue classes of spec 9, and the truncation of examples. The syntax
 * of e-mail addresses and websites is the checks' (checks/addresses.ts), so a value is either
 * checked by them or counted here as a syntax error, never both.
 */
import { COMPANY_NAME_EXAMPLE_LENGTH, LOCATION_EXAMPLE_LENGTH } from '@datacare/api-client/domain';
import type { EMPLOYEE_SIZE_BUCKETS, REVENUE_BUCKETS } from '@datacare/api-client/domain';
import { emailDomainOf, normaliseUrl } from '../../checks/addresses.ts';

/**
 * Free-mail and ISP mailbox domains in Germany, Austria and Switzerland and the big international
 * ones: an address there belongs to a person, not to the company's own domain.
 */
export const PRIVATE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'gmx.org',
  'web.de',
  't-online.de',
  'freenet.de',
  'arcor.de',
  'online.de',
  '1und1.de',
  'email.de',
  'posteo.de',
  'posteo.net',
  'mailbox.org',
  'vodafone.de',
  'kabelmail.de',
  'unitybox.de',
  'ewe.net',
  'aol.com',
  'aol.de',
  'yahoo.com',
  'yahoo.de',
  'ymail.com',
  'hotmail.com',
  'hotmail.de',
  'outlook.com',
  'outlook.de',
  'live.com',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'aon.at',
  'chello.at',
  'a1.net',
  'bluewin.ch',
  'hispeed.ch',
  'sunrise.ch',
  'gmail.de',
]);

/** A syntactically valid e-mail address, split for counting; null when the address is invalid. */
export interface ParsedEmail {
  /** The whole address in lower case: two addresses differing only in case are one. */
  key: string;
  /** The part before the @, lower case (info, kontakt, a person's name). */
  prefix: string;
  /** The domain in ASCII, lower case. */
  domain: string;
}

/** One address (the checks' syntax); null when invalid. */
export function parseEmail(address: string): ParsedEmail | null {
  const domain = emailDomainOf(address);
  if (domain === null) return null;
  const prefix = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  return { key: `${prefix}@${domain}`, prefix, domain };
}

/** Whether an address's domain is a private mailbox provider's. */
export function isPrivateEmailDomain(domain: string): boolean {
  return PRIVATE_EMAIL_DOMAINS.has(domain);
}

/** A syntactically valid website, split for counting; null when invalid. */
export interface ParsedWebsite {
  /**
   * The form two websites are compared in: host without `www.` plus path, without scheme, query
   * kept, trailing slash dropped (`http://www.firma.de/` and `firma.de` are one website).
   */
  key: string;
  /** The host's top-level domain (`de`, `com`, `xn--p1ai`); null for an IP address. */
  tld: string | null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** One website cell (the checks' syntax: with or without scheme, http and https only). */
export function parseWebsite(cell: string): ParsedWebsite | null {
  const normalised = normaliseUrl(cell);
  if (normalised === null) return null;
  const url = new URL(normalised);
  const host = url.hostname.replace(/\.$/, '');
  const ip = IPV4.test(host) || host.startsWith('[');
  const labels = host.split('.');
  const tld = ip || labels.length < 2 ? null : labels[labels.length - 1]!;
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return { key: `${host.replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${path}${url.search}`, tld };
}

export type EmployeeSizeBucket = (typeof EMPLOYEE_SIZE_BUCKETS)[number];
export type RevenueBucket = (typeof REVENUE_BUCKETS)[number];

/**
 * A company's size class of spec 9 from the company database's class (`1-10` … `5001+`, known even
 * when the head count is not), else from the head count; null when neither is known.
 */
export function employeeSizeBucket(size: unknown, count: unknown): EmployeeSizeBucket | null {
  switch (size) {
    case '1-10':
    case '11-100':
    case '101-500':
      return size;
    case '501-1000':
    case '1001-5000':
    case '5001+':
      return '>500';
  }
  const n = typeof count === 'number' ? count : Number.NaN;
  if (!Number.isFinite(n) || n < 1) return null;
  if (n <= 10) return '1-10';
  if (n <= 100) return '11-100';
  if (n <= 500) return '101-500';
  return '>500';
}

/**
 * A company's revenue class of spec 9 from the company database's class (`0-1M` … `1B+`), else
 * from the revenue in EUR (a bound belongs to the lower class); null when neither is known.
 */
export function revenueBucket(size: unknown, revenue: unknown): RevenueBucket | null {
  switch (size) {
    case '0-1M':
      return '0-1Mio';
    case '1-10M':
      return '1-10Mio';
    case '10-100M':
      return '10-100Mio';
    case '100M-1B':
      return '100-1Mrd';
    case '1B+':
      return '>1Mrd';
  }
  const n = typeof revenue === 'number' ? revenue : Number.NaN;
  if (!Number.isFinite(n) || n < 0) return null;
  if (n <= 1_000_000) return '0-1Mio';
  if (n <= 10_000_000) return '1-10Mio';
  if (n <= 100_000_000) return '10-100Mio';
  if (n <= 1_000_000_000) return '100-1Mrd';
  return '>1Mrd';
}

/** The first digit of a German (five-digit) postcode; null for other postcodes. */
export function zipDigit(zip: unknown): string | null {
  if (typeof zip !== 'string') return null;
  const trimmed = zip.trim();
  return /^\d{5}$/.test(trimmed) ? trimmed[0]! : null;
}

/** Cuts text to `max` characters (code points) including the ellipsis. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A company name of an example, cut at 100 characters (spec 9). */
export function exampleCompanyName(name: string | null): string | null {
  return name === null ? null : truncateText(name, COMPANY_NAME_EXAMPLE_LENGTH);
}

/** A location of an example, cut at 70 characters (spec 9). */
export function exampleLocation(location: string | null): string | null {
  return location === null ? null : truncateText(location, LOCATION_EXAMPLE_LENGTH);
}
