import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';

/** Requests Storybook, Vite and Vitest make for themselves; never mocked, never reported. */
const TOOLING_REQUEST =
  /\.mdx$|sb-common-assets|sb-addons|sb-manager|sb-preview|__webpack_hmr|iframe\.html|index\.json|project\.json|sb-vite|@vite|@id\/|@fs\/|@react-refresh|\/virtual:|__vitest|\.stories\./;

/**
 * Starts the MSW worker for stories. msw-storybook-addon's built-in setup still passes the msw 2
 * option `onUnhandledRequest`, which msw 3 ignores (it is now `onUnhandledFrame`) and so warns about
 * every Storybook request. Here tooling and asset requests pass through silently, and any other
 * request a story makes without a handler is logged as an MSW error (it then goes on to the
 * Storybook server, which answers 404), so a missing mock is easy to spot.
 */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (frame instanceof HttpNetworkFrame) {
        const { request } = frame.data;
        if (isCommonAssetRequest(request) || TOOLING_REQUEST.test(request.url)) return;
      }
      defaults.error();
    },
  });
  return worker;
}
