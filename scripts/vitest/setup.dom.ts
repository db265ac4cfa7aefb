import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnConsoleError } from './fail-on-console-error.ts';
import { server } from './msw-server.ts';

/**
 * jsdom 31 leaves Node's own fetch classes in place, and Node's `Request` has no base URL, so
 * `new Request('/api/quota')` (what openapi-fetch and friends do with a relative base URL) throws
 * "Failed to parse URL". Resolve relative URLs against the jsdom page URL, as a browser would. A Proxy
 * keeps `instanceof Request` true for requests created before or outside this patch.
 */
globalThis.Request = new Proxy(globalThis.Request, {
  construct(Target, [input, init]: [RequestInfo | URL, RequestInit | undefined], newTarget) {
    const resolved = typeof input === 'string' ? new URL(input, window.location.href) : input;
    return Reflect.construct(Target, [resolved, init], newTarget) as Request;
  },
});

failOnConsoleError();

// findBy*/waitFor wait up to 5 s (default 1 s): the 2-core CI machine is often busy, and a query that
// never matches still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers is a test bug (msw 3 renamed onUnhandledRequest to onUnhandledFrame).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
