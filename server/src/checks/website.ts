/**
 * The website check's HTTP request (docs/quality-report.md 'Checks', reliability/bad-inputs.md 38).
 *
 * Server-side request forgery is the risk: a customer's cell decides where the server connects.
 * So every hop resolves the host itself (through the configured resolver), refuses the URL when
 * any of its addresses is not public (network.ts), and connects to the address it checked: the
 * undici Agent's `lookup` answers only that address, so a DNS answer that changes between check
 * and connect (rebinding) is never used. Host header and TLS server name stay the URL's host.
 * Redirects are followed by hand, each hop checked the same way. Only headers are read: the body
 * is destroyed unread.
 */
import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { Agent, request } from 'undici';
import type { WebsiteResult } from './counts.ts';
import { createResolver, isNoData, type DnsOptions } from './dns.ts';
import { registrableDomain } from './domains.ts';
import { isPermittedAddress, type Network } from './network.ts';

export interface WebsiteOptions {
  dns: DnsOptions;
  /** Test-only networks the check may connect to although they are private (default none). */
  allowedNetworks: readonly Network[];
  /** Time for one request (connect until headers). */
  requestTimeoutMs: number;
  /** Time for one URL with all its redirects. */
  urlTimeoutMs: number;
  /** Time all URLs of one host may take together within a check; later URLs of it are unavailable. */
  hostBudgetMs: number;
  maxRedirects: number;
  userAgent: string;
}

export interface WebsiteOutcome {
  result: WebsiteResult;
  /** Where the redirects ended; null without a redirect. */
  finalUrl: string | null;
  /** The registrable domain an external redirect led to; null otherwise. */
  differentDomain: string | null;
}

class Blocked extends Error {}

/** The host's addresses (an IP literal is its own), each of them checked; throws Blocked. */
async function permittedAddress(host: string, options: WebsiteOptions): Promise<LookupAddress | null> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (net.isIP(bare) !== 0) {
    addresses = [{ address: bare, family: net.isIP(bare) }];
  } else {
    const resolver = createResolver(options.dns);
    const found: LookupAddress[] = [];
    for (const [family, lookup] of [
      [4, () => resolver.resolve4(bare)],
      [6, () => resolver.resolve6(bare)],
    ] as const) {
      try {
        for (const address of await lookup()) found.push({ address, family });
      } catch (error) {
        if (!isNoData(error)) throw error;
      }
    }
    addresses = found;
  }
  if (addresses.length === 0) return null;
  // One private address is enough to refuse: the name points (also) inside.
  if (addresses.some((a) => !isPermittedAddress(a.address, options.allowedNetworks))) throw new Blocked();
  return addresses[0]!;
}

/** An Agent that connects to `pinned` whatever the name resolves to now. */
function pinnedAgent(pinned: LookupAddress, options: WebsiteOptions): Agent {
  return new Agent({
    connect: {
      timeout: options.requestTimeoutMs,
      lookup: (
        _hostname: string,
        lookupOptions: { all?: boolean },
        callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
      ) => {
        if (lookupOptions.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
    },
    headersTimeout: options.requestTimeoutMs,
    bodyTimeout: options.requestTimeoutMs,
    connections: 1,
    pipelining: 0,
  });
}

interface HopAnswer {
  status: number;
  location: string | null;
}

async function send(
  url: URL,
  method: 'HEAD' | 'GET',
  agent: Agent,
  options: WebsiteOptions,
  signal: AbortSignal,
): Promise<HopAnswer> {
  const response = await request(url, {
    method,
    dispatcher: agent,
    headers: { 'user-agent': options.userAgent, accept: '*/*' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(options.requestTimeoutMs)]),
  });
  // Only the headers matter: the body is never read (destroying it aborts, which is no error here).
  response.body.on('error', () => undefined);
  response.body.destroy();
  const location = response.headers.location;
  return {
    status: response.statusCode,
    location: Array.isArray(location) ? (location[0] ?? null) : (location ?? null),
  };
}

/** HEAD, and GET when the server refuses HEAD (405, 501, or a reset connection). */
async function hop(
  url: URL,
  pinned: LookupAddress,
  options: WebsiteOptions,
  signal: AbortSignal,
): Promise<HopAnswer> {
  const agent = pinnedAgent(pinned, options);
  try {
    let answer: HopAnswer;
    try {
      answer = await send(url, 'HEAD', agent, options, signal);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
      return await send(url, 'GET', agent, options, signal);
    }
    if (answer.status === 405 || answer.status === 501) return await send(url, 'GET', agent, options, signal);
    return answer;
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

/**
 * Checks one normalised http(s) URL: available (2xx without a redirect), intRedirect / extRedirect
 * (redirects that end in a 2xx within / outside the URL's registrable domain), unavailable (no such
 * host, no answer in time, an error status, too many redirects, a redirect to another scheme),
 * blocked (the URL or a redirect points at a private or reserved address: never connected to).
 */
export async function checkWebsite(target: string, options: WebsiteOptions): Promise<WebsiteOutcome> {
  const signal = AbortSignal.timeout(options.urlTimeoutMs);
  const unavailable: WebsiteOutcome = { result: 'unavailable', finalUrl: null, differentDomain: null };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return unavailable;
  }
  const startDomain = registrableDomain(url.hostname);
  let redirected = false;
  try {
    for (let hops = 0; hops <= options.maxRedirects; hops++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return unavailable;
      url.username = '';
      url.password = '';
      const pinned = await permittedAddress(url.hostname, options);
      if (pinned === null) return unavailable;
      const answer = await hop(url, pinned, options, signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location !== null) {
        url = new URL(answer.location, url);
        url.hash = '';
        redirected = true;
        continue;
      }
      if (answer.status >= 400 || answer.status < 200) return unavailable;
      if (!redirected) return { result: 'available', finalUrl: null, differentDomain: null };
      const finalDomain = registrableDomain(url.hostname);
      return finalDomain === startDomain
        ? { result: 'intRedirect', finalUrl: url.href, differentDomain: null }
        : { result: 'extRedirect', finalUrl: url.href, differentDomain: finalDomain };
    }
    return unavailable;
  } catch (error) {
    if (error instanceof Blocked)
      return { result: 'blocked', finalUrl: redirected ? url.href : null, differentDomain: null };
    return unavailable;
  }
}
