import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';

/** Requests Storybook, Vite and Vitest make for themselves; never mocked, never reported. */
const TOOLING_REQUEST =
  /\.mdx$|sb-common-assets|sb-addons|sb-manager|sb-preview|__webpack_hmr|iframe\.html|index\.json|project\.json|sb-vite|@vite|@id\/|@fs\/|@react-refresh|\/virtual:|__vitest|\.stories\./;

/**
 * A call of the product's API on this origin. The built catalogue may be served by the product itself
 * (/storybook/, SERVE_STORYBOOK=1): there a story's call without a handler would reach the real API
 * with the visitor's session and could read or change their data. In the built catalogue such a call
 * fails as a network error instead; in dev and in Vitest it goes on to the Storybook server as before.
 */
function isOwnApiCall(url: string): boolean {
  const target = new URL(url);
  return target.origin === window.location.origin && /^\/backend(\/|$)/.test(target.pathname);
}

/**
 * Where the worker script is (staticDirs put it next to iframe.html). Storybook, in dev and built,
 * renders stories in `iframe.html` at the catalogue's root, which need not be the server's root (the
 * product serves the built catalogue under /storybook/): the script is resolved relative to that page,
 * and its scope is then the catalogue's folder. Vitest's browser mode renders stories in pages of its
 * own and serves staticDirs at the server's root.
 */
function workerUrl(location: Pick<Location, 'pathname'>): string {
  const page = location.pathname;
  return page.endsWith('/iframe.html')
    ? `${page.slice(0, -'iframe.html'.length)}mockServiceWorker.js`
    : '/mockServiceWorker.js';
}

/**
 * Starts the MSW worker for stories. msw-storybook-addon's built-in setup still passes the msw 2
 * option `onUnhandledRequest`, which msw 3 ignores (it is now `onUnhandledFrame`) and so warns about
 * every Storybook request. Here tooling and asset requests pass through silently, and any other
 * request a story makes without a handler is logged as an MSW error (it then goes on to the
 * Storybook server, which answers 404; in the built catalogue an API call fails instead, see
 * {@link isOwnApiCall}), so a missing mock is easy to spot.
 */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: workerUrl(window.location) },
    onUnhandledFrame({ frame, defaults }) {
      if (frame instanceof HttpNetworkFrame) {
        const { request } = frame.data;
        if (isCommonAssetRequest(request) || TOOLING_REQUEST.test(request.url)) return;
        defaults.error();
        if (import.meta.env.PROD && isOwnApiCall(request.url)) {
          throw new Error(`No mock for ${request.method} ${request.url}: not sent to the server`);
        }
        return;
      }
      defaults.error();
    },
  });
  return worker;
}
