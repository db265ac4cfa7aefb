/**
 * The e-mail and website checks' internet, on this machine (no network here): the test DNS server
 * of e2e/support/dns.ts (CHECKS_DNS_SERVERS) and web servers of the drill's own on 127.0.0.1
 * (WEBSITE_CHECK_ALLOWED_NETWORKS=127.0.0.1/32), and a customer file whose E-Mail and Website
 * columns point at them. Every answer comes after a short delay, so a check takes long enough for
 * a kill to land inside it. Of `domains` mail domains, 8 in 10 take mail (MX), 1 has a null MX, 1
 * does not exist; of as many websites, 7 in 10 answer 200, 1 redirects within its domain, 1 is
 * down (nobody listens), 1 resolves to a private address the check must not reach.
 */
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { csvLine, parseCsv } from '../../../server/src/companies/csv.ts';
import { startTestDns, type TestDns } from '../../../e2e/support/dns.ts';

export interface CheckTargets {
  /** CHECKS_DNS_SERVERS. */
  dnsServer: string;
  /** WEBSITE_CHECK_ALLOWED_NETWORKS. */
  allowedNetworks: string;
  emailOf(row: number): string;
  websiteOf(row: number): string;
  close(): Promise<void>;
}

const ZONE = 'drill.test';

async function listen(server: http.Server | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A web server answering every request after `delayMs` with `answer`. */
async function site(
  delayMs: number,
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<{ port: number; server: http.Server }> {
  const server = http.createServer((request, response) => {
    setTimeout(() => answer(request, response), delayMs);
  });
  return { port: await listen(server), server };
}

export async function startCheckTargets(options: {
  domains: number;
  delayMs: number;
}): Promise<CheckTargets> {
  const { domains, delayMs } = options;
  const dns: TestDns = await startTestDns();
  const ok = await site(delayMs, (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>'),
  );
  // To the www. name of the same host: a redirect within the domain.
  const redirect = await site(delayMs, (request, response) => {
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    response.writeHead(301, { location: `http://www.${hostname}:${ok.port}/` }).end();
  });
  // A port nobody listens on: taken and given back.
  const closed = net.createServer();
  const downPort = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  function hostOf(i: number): string {
    return `w${i}.${ZONE}`;
  }
  for (let i = 0; i < domains; i++) {
    const kind = i % 10;
    if (kind < 8) dns.set(`m${i}.${ZONE}`, { mx: [`mx.m${i}.${ZONE}`], delayMs });
    else if (kind === 8) dns.set(`m${i}.${ZONE}`, { mx: ['.'], delayMs });
    // kind 9: no such domain
    const host = hostOf(i);
    dns.set(host, { a: [kind === 9 ? '10.20.30.40' : '127.0.0.1'], delayMs });
    dns.set(`www.${host}`, { a: ['127.0.0.1'], delayMs });
  }
  const websitePort = (i: number): number => {
    const kind = i % 10;
    if (kind === 7) return redirect.port;
    if (kind === 8) return downPort;
    return ok.port;
  };
  return {
    dnsServer: dns.server,
    allowedNetworks: '127.0.0.1/32',
    emailOf: (row) => `kontakt${row}@m${row % domains}.${ZONE}`,
    websiteOf: (row) => `http://${hostOf(row % domains)}:${websitePort(row % domains)}/`,
    close: async () => {
      for (const server of [ok.server, redirect.server]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await dns.close();
    },
  };
}

/**
 * Writes the first `rows` rows of a customer csv (semicolon, BOM, as `npm run companies -- noisy`
 * writes it) to `out` with its E-Mail and Website columns pointed at the targets. Resolves to the
 * number of addresses of each kind (one per row).
 */
export async function writeAddressFile(
  source: string,
  out: string,
  rows: number,
  targets: Pick<CheckTargets, 'emailOf' | 'websiteOf'>,
): Promise<number> {
  const lines = readline.createInterface({ input: createReadStream(source, 'utf8'), crlfDelay: Infinity });
  const output: string[] = [];
  let email = -1;
  let website = -1;
  let written = 0;
  for await (const record of parseCsv(lines, ';')) {
    if (output.length === 0) {
      email = record.fields.indexOf('E-Mail');
      website = record.fields.indexOf('Website');
      if (email < 0 || website < 0) throw new Error(`${source}: no E-Mail or Website column`);
      output.push(csvLine(record.fields, ';'));
      continue;
    }
    written += 1;
    const fields = [...record.fields];
    fields[email] = targets.emailOf(written);
    fields[website] = targets.websiteOf(written);
    output.push(csvLine(fields, ';'));
    if (written === rows) break;
  }
  lines.close();
  if (written < rows) throw new Error(`${source} has ${written} rows, ${rows} wanted`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `\uFEFF${output.join('\r\n')}\r\n`);
  return written;
}
