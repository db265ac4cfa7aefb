import type { FastifyInstance } from 'fastify';

/**
 * The app's pages: styles inline because MUI/emotion injects them; images may be data URLs because
 * avatars arrive that way; never inside another site's frame (clickjacking of review decisions).
 */
const PAGE_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/**
 * Everything else (API answers, downloads, scripts, images) loads nothing and renders in no frame.
 * A Web Worker would run under the policy of its own script's answer: one the app adds needs the
 * page policy.
 */
const OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers that make the browser refuse whole classes of attack: no MIME sniffing, no referrer
 * leaking batch ids to other sites, a content security policy on every answer (see above), no
 * framing (X-Frame-Options for browsers without frame-ancestors), and no caching of API answers that
 * carry customer data.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('Content-Security-Policy', type.startsWith('text/html') ? PAGE_POLICY : OTHER_POLICY);
    if (request.url.startsWith('/backend/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
