import { describe, expect, it } from 'vitest';
import { readTapReport, readVitestReport } from './test-report.ts';

describe('test reports for the npm test summary', () => {
  it('names each failed vitest test with its file and the first line of the reason', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/server/src/jobs.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'matching jobs matches every row',
              status: 'failed',
              failureMessages: ['TestTimeoutError: Test timed out in 5000ms.\n    at task (file:///x)'],
            },
            { fullName: 'matching jobs stops', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: '/repo/app/src/Broken.test.tsx',
          status: 'failed',
          message: 'Failed to load url ./missing.ts\n    at somewhere',
          assertionResults: [],
        },
        { name: '/repo/app/src/Fine.test.tsx', status: 'passed', assertionResults: [] },
      ],
    };
    expect(readVitestReport(JSON.stringify(report), '/repo')).toEqual({
      passed: 1,
      failed: 1,
      failures: [
        'server/src/jobs.test.ts › matching jobs matches every row\n        TestTimeoutError: Test timed out in 5000ms.',
        'app/src/Broken.test.tsx\n        Failed to load url ./missing.ts',
      ],
    });
  });

  it('counts node test runner TAP and names failed tests and their suites', () => {
    const tap = [
      'TAP version 13',
      '# Subtest: review: keyboard only',
      '    # Subtest: undoes a decision',
      '    not ok 1 - undoes a decision',
      '      ---',
      '    1..1',
      'not ok 1 - review: keyboard only',
      '# Subtest: smoke',
      '    ok 1 - answers the health check',
      'ok 2 - smoke',
      '# tests 2',
      '# pass 1',
      '# fail 1',
      '# cancelled 0',
    ].join('\n');
    expect(readTapReport(tap)).toEqual({
      passed: 1,
      failed: 1,
      failures: ['undoes a decision', 'review: keyboard only'],
    });
  });
});
