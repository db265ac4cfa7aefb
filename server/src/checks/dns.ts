/**
 * The e-mail check's DNS look-up (docs/quality-report.md 'Checks'): per domain an MX look-up, with
 * the A/AAAA fallback of RFC 5321 section 5.1 when the domain has no MX records. No SMTP: a
 * mailbox is never contacted.
 */
import { Resolver } from 'node:dns/promises';
import type { EmailResult } from './counts.ts';

export interface DnsOptions {
  /** Resolver addresses ('1.2.3.4', '127.0.0.1:5353'); empty uses the system's. */
  servers: readonly string[];
  /** Time per DNS query try, and tries per query. */
  queryTimeoutMs: number;
  tries: number;
  /** Time for all look-ups of one domain (MX, A, AAAA) together. */
  domainTimeoutMs: number;
}

/** A resolver over the configured servers, failing each query after the configured time. */
export function createResolver(options: DnsOptions): Resolver {
  const resolver = new Resolver({ timeout: options.queryTimeoutMs, tries: options.tries });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);
  return resolver;
}

/** The answer says the name or the record type does not exist (not a failure of the resolver). */
export function isNoData(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOTFOUND' || code === 'ENODATA';
}

async function hasAddress(resolver: Resolver, domain: string): Promise<boolean> {
  for (const lookup of [() => resolver.resolve4(domain), () => resolver.resolve6(domain)]) {
    try {
      if ((await lookup()).length > 0) return true;
    } catch (error) {
      if (!isNoData(error)) throw error;
    }
  }
  return false;
}

async function lookUpDomain(resolver: Resolver, domain: string): Promise<EmailResult> {
  try {
    const records = await resolver.resolveMx(domain);
    if (records.length > 0) {
      // A null MX (RFC 7505: one record, exchange ".") says the domain accepts no mail.
      const nullMx = records.every((record) => record.exchange === '' || record.exchange === '.');
      return nullMx ? 'unavailable' : 'available';
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') return 'unavailable';
    if (!isNoData(error)) return 'unknown';
  }
  try {
    return (await hasAddress(resolver, domain)) ? 'available' : 'unavailable';
  } catch {
    return 'unknown';
  }
}

/**
 * A domain's mail availability: available (MX, or an address when it has no MX), unavailable
 * (NXDOMAIN, no records, a null MX), unknown (the resolver failed or did not answer in time: a
 * failure of ours is never reported as the customer's mistake).
 */
export async function checkMailDomain(options: DnsOptions, domain: string): Promise<EmailResult> {
  const resolver = createResolver(options);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<EmailResult>((resolve) => {
    timer = setTimeout(() => {
      resolver.cancel();
      resolve('unknown');
    }, options.domainTimeoutMs);
  });
  try {
    return await Promise.race([lookUpDomain(resolver, domain).catch(() => 'unknown' as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
