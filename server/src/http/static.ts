import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Paths the single-page app never owns. */
function isApiPath(url: string): boolean {
  return url.startsWith('/backend/') || url === '/backend' || url.startsWith('/health');
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
 */
export async function installStaticApp(app: FastifyInstance, staticDir: string | null): Promise<boolean> {
  const index = staticDir ? path.join(staticDir, 'index.html') : null;
  const served = Boolean(index && existsSync(index));
  if (served && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
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
    if (served && !isApiPath(url) && wantsHtml(request)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    throw new HttpError(404, 'not_found');
  });
  return served;
}
