import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Paths the single-page app never owns. */
function isApiPath(url: string): boolean {
  return url.startsWith('/backend/') || url === '/backend' || url.startsWith('/health');
}

/**
 * Built files the server never hands out: source maps (the production build writes none; a stale
 * one would give away the sources) and the precompressed twins, which are only served in place of
 * their original.
 */
function isWithheld(pathname: string): boolean {
  return /\.(map|br|gz)$/i.test(pathname);
}

/** Paths of built files: a missing one is a 404, never the page (a script answered with HTML breaks). */
function isFilePath(url: string): boolean {
  return url.startsWith('/assets/') || isWithheld(url);
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built app from `staticDir`: hashed assets cached for a year, index.html never cached,
 * and every other page path (the app's routes, e.g. /import/status?id=...) answered with index.html
 * so deep links and reloads work. Unknown API paths answer 404 with the standard error body.
 *
 * The build writes each script also as `.br` and `.gz` (app/vite.config.ts); the one the request's
 * Accept-Encoding prefers is sent with its Content-Encoding and the original's Content-Type, every
 * answer saying `Vary: Accept-Encoding` so a shared cache keeps the variants apart.
 */
export async function installStaticApp(app: FastifyInstance, staticDir: string | null): Promise<boolean> {
  const index = staticDir ? path.join(staticDir, 'index.html') : null;
  const served = Boolean(index && existsSync(index));
  if (served && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathname) => !isWithheld(pathname),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ staticDir }, 'the app is not built: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (served && !isApiPath(url) && !isFilePath(url) && wantsHtml(request)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    throw new HttpError(404, 'not_found');
  });
  return served;
}
