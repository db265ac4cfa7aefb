import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials and must never reach the log: the hand-over token in
 * the connect page's address (`session`), and the authorisation response at the OpenID Connect
 * callback (`code`, `state`, `session_state`). The request log writes every URL, so they are
 * replaced there.
 */
const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['session', 'code', 'state', 'session_state']);

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_PARAMETERS.has(decoded(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Fastify's request log serializer, with the URL redacted (redactUrl). */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
