/**
 * Stand-ins the security tests build their app with, so work a request starts ends at once and
 * offline: a matching engine that finds nothing and a PDF renderer that needs no chromium.
 */
import type { MatchEngine, RowResult } from '../../src/matching/types.ts';
import type { ReportRenderer } from '../../src/reports/pdf/renderer.ts';

/** Every row a no match: matching jobs finish in milliseconds. */
export const noMatchEngine: MatchEngine = {
  name: 'no-match',
  match: async (rows) =>
    rows.map((row): RowResult => ({
      rowId: row.rowId,
      candidates: [],
      noMatchProbability: 1,
      priority: { probability: 1, isNoMatch: true },
    })),
  close: async () => {},
};

/** A renderer that prints a tiny PDF instead of starting chromium. */
export const tinyPdfRenderer: ReportRenderer = {
  render: async () => Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
};

/** Rejects when the promise has not settled within `ms` (a hang is a failure, not a test timeout). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
