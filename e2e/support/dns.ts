/**
 * A DNS server of the test's own (dns2, UDP on 127.0.0.1), for the e-mail and website checks: the
 * product is pointed at it with CHECKS_DNS_SERVERS (server.ts `checks`). Each name answers what
 * the test chose; any other name is NXDOMAIN. It counts the queries per name, so a test can prove
 * that a finished domain was not looked up again.
 */
import dns2 from 'dns2';

const { Packet } = dns2;

/** A name's records; a list may depend on how often the name was asked (DNS rebinding). */
export interface DnsAnswer {
  /** MX exchanges; '.' alone is a null MX (the domain takes no mail). */
  mx?: string[];
  a?: string[] | ((query: number) => string[]);
  aaaa?: string[];
  /** SERVFAIL for every query of the name, or no answer at all (the resolver times out). */
  fail?: 'servfail' | 'timeout';
  /** Answers after this many milliseconds (a slow name server). */
  delayMs?: number;
}

export interface TestDns {
  /** `127.0.0.1:<port>`, as CHECKS_DNS_SERVERS takes it. */
  server: string;
  /** Sets or replaces a name's answer. */
  set(name: string, answer: DnsAnswer): void;
  /** Queries seen for a name (any type). */
  queries(name: string): number;
  close(): Promise<void>;
}

export async function startTestDns(zone: Record<string, DnsAnswer> = {}): Promise<TestDns> {
  const answers = new Map<string, DnsAnswer>(
    Object.entries(zone).map(([name, answer]) => [name.toLowerCase(), answer]),
  );
  const counts = new Map<string, number>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (!question) return void send(response);
      const name = question.name.toLowerCase().replace(/\.$/, '');
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      const answer = answers.get(name);
      if (answer?.fail === 'timeout') return;
      if (answer?.fail === 'servfail') {
        response.header.rcode = Packet.RCODE.SERVFAIL;
        return void send(response);
      }
      if (!answer) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        return void send(response);
      }
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
      // dns2 encodes plain records; its types ask for a Resource instance.
      const add = (record: object) => response.answers.push(record as (typeof response.answers)[number]);
      if (question.type === Packet.TYPE.MX) {
        for (const [i, exchange] of (answer.mx ?? []).entries()) {
          add({
            ...base,
            type: Packet.TYPE.MX,
            exchange: exchange === '.' ? '' : exchange,
            priority: exchange === '.' ? 0 : 10 * (i + 1),
          });
        }
      } else if (question.type === Packet.TYPE.A) {
        const list = typeof answer.a === 'function' ? answer.a(count) : (answer.a ?? []);
        for (const address of list) add({ ...base, type: Packet.TYPE.A, address });
      } else if (question.type === Packet.TYPE.AAAA) {
        for (const address of answer.aaaa ?? []) add({ ...base, type: Packet.TYPE.AAAA, address });
      }
      if (answer.delayMs) setTimeout(() => void send(response), answer.delayMs);
      else void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the test DNS server did not listen');
  return {
    server: `127.0.0.1:${port}`,
    set: (name, answer) => void answers.set(name.toLowerCase(), answer),
    queries: (name) => counts.get(name.toLowerCase()) ?? 0,
    close: () => server.close(),
  };
}
