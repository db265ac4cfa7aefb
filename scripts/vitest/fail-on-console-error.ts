import { afterEach, beforeEach } from 'vitest';

/**
 * A console.error during a test fails it: React warnings (act, keys, invalid DOM nesting) and
 * logged-but-swallowed errors are bugs a user would eventually see. console.error is replaced by
 * hand (not vi.spyOn) so a test's own `vi.restoreAllMocks()` cannot switch the check off.
 */
export function failOnConsoleError(): void {
  const original = console.error;
  let calls: unknown[][] = [];
  beforeEach(() => {
    calls = [];
    console.error = (...args: unknown[]) => {
      calls.push(args);
    };
  });
  afterEach(() => {
    console.error = original;
    if (calls.length > 0) {
      const text = calls
        .map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
        .join('\n');
      throw new Error(`console.error was called during the test:\n${text}`);
    }
  });
}
