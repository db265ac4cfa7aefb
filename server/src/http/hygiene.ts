import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Methods that change state and must prove they come from our own pages. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route accepts as its request body; set per route in its config. */
export type BodyKind = 'json' | 'multipart' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request body this route accepts (from the contract). */
    bodyKind?: BodyKind;
  }
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Request hygiene on every state-changing route, uploads included (docs/adr/001-contract-first.md):
 * - `Sec-Fetch-Site: cross-site` -> 403, a missing `X-Requested-With` -> 403: a cross-site form
 *   or a simple request cannot set that header, and a cross-origin fetch that sets it needs a CORS
 *   preflight we never grant;
 * - a body whose media type is not the route's (text/plain, forms on JSON routes) -> 415.
 * It runs in onRequest, before any body is read, so a refused upload costs nothing.
 * Oversized bodies (413) and `__proto__` in JSON (400) are refused by the body parser.
 */
export function installRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'cross_site_request');
    if (!request.headers['x-requested-with']) throw new HttpError(403, 'missing_csrf_header');

    const kind = request.routeOptions.config?.bodyKind;
    if (!kind || !hasBody(request)) return;
    const type = mediaType(request);
    const expected =
      kind === 'json' ? 'application/json' : kind === 'multipart' ? 'multipart/form-data' : null;
    if (type !== expected) {
      throw new HttpError(415, 'unsupported_media_type', {
        params: { type: type || '-', expected: expected ?? '-' },
      });
    }
  });
}
