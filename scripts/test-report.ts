/**
 * Reads the test reports `npm test` (scripts/test.ts) sums up: passed and failed counts, and the
 * failed tests by name, which the summary repeats so the end of a CI log says what failed.
 */
import path from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  /** The failed tests, "file › test" and the first line of the reason on the next line. */
  failures: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]!.slice(0, 300);
const withReason = (what: string, why: string) => (why ? `${what}\n        ${why}` : what);

/** A vitest JSON report (`--reporter=json`); file names relative to `root`. */
export function readVitestReport(json: string, root: string): Counts {
  const report = JSON.parse(json) as VitestReport;
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(withReason(`${where} › ${test.fullName}`, firstLine(test.failureMessages?.[0])));
    // A file that failed outside its tests: it did not load, or a hook or stray error failed it.
    if (failed.length === 0 && file.status === 'failed')
      failures.push(withReason(where, firstLine(file.message)));
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

/** A TAP report of node's test runner; a failed test inside a failed suite names both. */
export function readTapReport(tap: string): Counts {
  const read = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const failures = [...tap.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]!.trim());
  return { passed: read('pass'), failed: read('fail') + read('cancelled'), failures };
}
