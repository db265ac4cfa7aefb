import { setupServer } from 'msw/node';

/**
 * The one MSW server for jsdom tests (started in setup.dom.ts, reset after each test). It starts
 * without handlers: tests add what they need with `server.use(...)`, so every request a test makes
 * is visible in the test itself, and a request nobody mocked fails the test.
 */
export const server = setupServer();
