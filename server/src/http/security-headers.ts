import type { FastifyInstance } from 'fastify';

/**
 * Headers that make the browser refuse whole classes of attack: no MIME sniffing, no referrer
 * leaking batch ids to other sites, a content security policy for the app's pages (styles inline
 * because MUI/emotion injects them; images may be data URLs because avatars arrive that way), and
 * no caching of API answers that carry customer data.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
      );
    }
    if (request.url.startsWith('/backend/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
