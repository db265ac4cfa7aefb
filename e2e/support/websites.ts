/**
 * Web servers of the test's own for the website check (node:http on a loopback address; the
 * product may reach them only with WEBSITE_CHECK_ALLOWED_NETWORKS, server.ts `checks`). Each
 * counts the connections it accepted and the requests it answered, so a test can prove that a
 * blocked target was never contacted.
 */
import http from 'node:http';
import net from 'node:net';

export type SiteBehaviour =
  /** 200 to HEAD and GET. */
  | { kind: 'ok' }
  /** A redirect (301) to `location` (absolute, or a path on the same site). */
  | { kind: 'redirect'; location: string }
  /** 405 to HEAD, 200 to GET. */
  | { kind: 'headRefused' }
  /** This status to every request (404, 500, ...). */
  | { kind: 'status'; status: number };

export interface SiteRequest {
  method: string;
  host: string;
  userAgent: string;
}

export interface TestSite {
  /** `http://<address>:<port>/`. */
  url: string;
  port: number;
  connections(): number;
  requests(): readonly SiteRequest[];
  close(): Promise<void>;
}

/** A site on `address` (default 127.0.0.1; another loopback address such as 127.0.0.2 works on Linux). */
export async function startTestSite(behaviour: SiteBehaviour, address = '127.0.0.1'): Promise<TestSite> {
  let connections = 0;
  const requests: SiteRequest[] = [];
  const server = http.createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      host: request.headers.host ?? '',
      userAgent: request.headers['user-agent'] ?? '',
    });
    if (behaviour.kind === 'redirect') {
      response.writeHead(301, { location: behaviour.location }).end();
    } else if (behaviour.kind === 'headRefused' && request.method === 'HEAD') {
      response.writeHead(405).end();
    } else if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>');
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://${address}:${port}/`,
    port,
    connections: () => connections,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 nobody listens on (an unreachable website). */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
