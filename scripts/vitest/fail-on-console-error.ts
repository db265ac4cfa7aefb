import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test fails it: React warnings (act, keys, invalid DOM nesting) and
 * logged-but-swallowed errors are bugs a user would eventually see.
 */
export function failOnConsoleError(): void {
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    if (calls.length > 0) {
      const text = calls
        .map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
        .join('\n');
      throw new Error(`console.error was called during the test:\n${text}`);
    }
  });
}
