/**
 * E-mail addresses: the address in one spelling and its domain, forgiving the ways exports break
 * them ('info(at)mueller.de', 'info@@mueller.de', 'info @ mueller.de', a trailing comma). A
 * free-mail domain (gmx.de, t-online.de …) says nothing about the company and is flagged.
 */
import { FREEMAIL_DOMAINS } from '../../companies/reference/names.ts';
import { registrableDomain } from './url.ts';

export interface NormalizedEmail {
  /** 'info@mueller-bau.de', or null when no address can be read (a domain may still be). */
  address: string | null;
  /** Registrable domain, or null. */
  domain: string | null;
  freemail: boolean;
}

const FREEMAIL = new Set([
  ...FREEMAIL_DOMAINS,
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  'googlemail.com',
  'yahoo.de',
  'yahoo.com',
  'hotmail.de',
  'hotmail.com',
  'outlook.de',
  'outlook.com',
  'live.de',
  'aol.com',
  'aon.at',
  'icloud.com',
  'me.com',
  'mail.de',
  'posteo.de',
  'bluewin.ch',
  'arcor.de',
  'online.de',
  't-online.de',
]);

/** True for free-mail domains, whose addresses belong to persons, not companies. */
export function isFreemailDomain(domain: string): boolean {
  return FREEMAIL.has(domain);
}

export function normalizeEmail(raw: string | null | undefined): NormalizedEmail | null {
  if (!raw) return null;
  let text = raw
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  text = text
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/g, '@')
    .replace(/\s+at\s+/g, '@')
    .replace(/\s*@+\s*/g, '@')
    .replace(/[\s,;]+$/g, '')
    .replace(/^[\s,;<]+|>$/g, '');
  if (text === '') return null;
  const at = text.lastIndexOf('@');
  if (at < 0) {
    // 'info.mueller-bau.de': no address, but the domain is still there.
    const host = registrableDomain(text);
    const domain = host?.domain ?? null;
    return domain ? { address: null, domain, freemail: isFreemailDomain(domain) } : null;
  }
  const local = text.slice(0, at).replace(/\s+/g, '');
  const host = registrableDomain(text.slice(at + 1));
  const domain = host?.domain ?? null;
  const hostPart = text.slice(at + 1).replace(/\s+/g, '');
  const valid = local !== '' && domain !== null && /^[^\s@]+$/.test(local);
  return {
    address: valid ? `${local}@${hostPart}` : null,
    domain,
    freemail: domain !== null && isFreemailDomain(domain),
  };
}
