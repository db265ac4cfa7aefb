import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Where the product serves the component catalogue. */
export const STORYBOOK_PATH = '/storybook/';

/**
 * The catalogue's content security policy, on every answer under /storybook/ (pages, scripts, the
 * MSW service worker, index.json). Storybook's pages carry inline scripts and styles; its manager
 * shows the stories in an iframe of the same origin (iframe.html), so the catalogue may be framed by
 * itself, and only by itself. The page stories' MSW service worker intercepts the stories' API calls
 * and passes unhandled ones on: it runs under this policy too, so it may connect to this origin
 * (the app's policy for scripts, `default-src 'none'`, would block it). Nothing loads from elsewhere.
 * The app's pages keep their own policy, `frame-ancestors 'none'` (security-headers.ts).
 */
export const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

function isStorybookUrl(url: string): boolean {
  return url === '/storybook' || url.startsWith('/storybook/') || url.startsWith('/storybook?');
}

function notFound(): never {
  throw new HttpError(404, 'not_found');
}

/** Whether a request was made by a page of the catalogue (its Referer; the server sends `same-origin`). */
function fromCatalogue(referer: string | undefined, host: string | undefined): boolean {
  if (!referer || !host) return false;
  try {
    const page = new URL(referer);
    // Compared as URLs: a Host header may name the default port the Referer leaves out.
    const ours = new URL(`${page.protocol}//${host}`);
    return page.host === ours.host && page.pathname.startsWith(STORYBOOK_PATH);
  } catch {
    return false;
  }
}

/**
 * Serves the built component catalogue (`npm run build-storybook`, storybook-static/) read-only at
 * /storybook/ when SERVE_STORYBOOK=1 (config `storybookDir`): `/storybook` redirects to
 * `/storybook/`, which is its index.html. The catalogue holds no customer data (stories run on
 * fixtures and mocked API answers), so no session is needed. Hashed files under assets/ are cached
 * for a year, everything else (index.html, iframe.html, index.json, the manager's and addons'
 * bundles) is revalidated. Answers carry the server's security headers with the catalogue's own
 * content security policy ({@link STORYBOOK_POLICY}) and same-origin framing.
 *
 * The API refuses calls from the catalogue's pages (404): a page story's call that MSW did not
 * answer must not read or change the visitor's data.
 *
 * Switched off, or without a built catalogue (a warning at start then), every /storybook path
 * answers 404 with the standard error body, never the app's page. Returns whether it is served.
 */
export async function installStorybook(app: FastifyInstance, storybookDir: string | null): Promise<boolean> {
  const served = storybookDir !== null && existsSync(path.join(storybookDir, 'index.html'));
  if (storybookDir !== null && !served) {
    app.log.warn(
      { storybookDir },
      'SERVE_STORYBOOK is on but the catalogue is not built: /storybook/ answers 404 (run `npm run build-storybook` or set STORYBOOK_DIR)',
    );
  }

  if (served) {
    // The page stories answer the app's API calls with MSW, and the built catalogue refuses a call
    // without a handler (.storybook/msw.ts). A frame the service worker does not control (yet) sends
    // them to this server, with the visitor's session: the API answers catalogue pages with 404.
    app.addHook('onRequest', async (request) => {
      if (
        request.url.startsWith('/backend/') &&
        fromCatalogue(request.headers.referer, request.headers.host)
      ) {
        notFound();
      }
    });
  }

  await app.register(
    async (catalogue) => {
      // Runs after the security headers' onSend hook of the root (a plugin's hooks run after its
      // parent's), so the catalogue's policy and framing replace the app's for its answers only.
      catalogue.addHook('onSend', async (request, reply, payload) => {
        if (served && isStorybookUrl(request.url)) {
          reply.header('Content-Security-Policy', STORYBOOK_POLICY);
          reply.header('X-Frame-Options', 'SAMEORIGIN');
        }
        return payload;
      });
      // Every path under /storybook without a file (all of them when not served) is a 404 with the
      // standard error body, never the app's index.html.
      catalogue.setNotFoundHandler(async () => notFound());
      if (!served || storybookDir === null) return;

      // `/storybook` itself: the catalogue's relative URLs need the trailing slash.
      catalogue.get('/', { prefixTrailingSlash: 'no-slash' }, async (request, reply) =>
        reply.redirect(`${STORYBOOK_PATH}${request.url.slice('/storybook'.length)}`, 301),
      );
      await catalogue.register(fastifyStatic, {
        root: storybookDir,
        prefix: '/',
        decorateReply: false,
        index: ['index.html'],
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    },
    { prefix: '/storybook' },
  );
  return served;
}
