/**
 * `npm test`: every check a change must pass, in the order that fails fastest, then a summary.
 * All steps run even when one fails, so one run shows every problem. The last line is
 * "N passed, M failed" (tests counted across unit, story and e2e runs; a failed non-test step counts
 * as one failure).
 *
 * Steps: lint, format, typecheck, generated-client drift, unit tests (node + dom), the server's
 * tests again on PostgreSQL (a throwaway cluster), app build,
 * the initial JavaScript of the build within its budget (bench/bundle.ts), the packed ui-kit in a
 * throwaway host app (ui-kit/test/package.test.ts), the catalogue's static build, story tests in headless
 * chromium, e2e journeys against the real server.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Counts, readTapReport, readVitestReport } from './test-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  command: string[];
  /** Reads passed/failed test counts after the step ran. */
  counts?: () => Counts;
}

const vitestCounts = (file: string) => () => readVitestReport(readFileSync(file, 'utf8'), root);
const tapCounts = (file: string) => () => readTapReport(readFileSync(file, 'utf8'));

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'generated', command: ['node', 'api-client/scripts/generate.ts', '--check'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'node',
      '--project',
      'dom',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    counts: vitestCounts(`${reports}/unit.json`),
  },
  {
    // The server's suite again on a throwaway PostgreSQL cluster, with the pg-boss job tests
    // (docs/adr/013-two-databases-one-job-interface.md; .ci/run installs Debian's postgresql).
    name: 'postgres',
    command: [
      'node',
      'scripts/postgres.ts',
      '--',
      'npx',
      'vitest',
      'run',
      '--project',
      'postgres',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit-postgres.json`,
    ],
    counts: vitestCounts(`${reports}/unit-postgres.json`),
  },
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  { name: 'bundle', command: ['node', 'bench/bundle.ts'] },
  {
    // The kit built, packed and installed into a throwaway Vite app outside the repo, opened in
    // chromium; tree-shaking measured (ui-kit/test/package.test.ts).
    name: 'package',
    command: [
      'node',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${reports}/package.tap`,
      'ui-kit/test/package.test.ts',
    ],
    counts: tapCounts(`${reports}/package.tap`),
  },
  // The designers' catalogue as static files (storybook-static/, served at /storybook/ with
  // SERVE_STORYBOOK=1): its production build and the docs pages generated from the kit's sources.
  { name: 'catalogue', command: ['npm', 'run', '-s', 'build-storybook', '--', '--quiet'] },
  {
    // Every story, and the kit's stories again under the sister brand (vitest.config.ts).
    name: 'stories',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'storybook',
      '--project',
      'storybook-sister',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/stories.json`,
    ],
    counts: vitestCounts(`${reports}/stories.json`),
  },
  {
    name: 'e2e',
    command: [
      'node',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${reports}/e2e.tap`,
      'e2e/tests/**/*.test.ts',
    ],
    counts: tapCounts(`${reports}/e2e.tap`),
  },
].filter((step) => only.length === 0 || only.includes(step.name));

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  failures: string[];
}

const results: Result[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  let passed = 0;
  let failed = 0;
  let failures: string[] = [];
  if (step.counts) {
    try {
      ({ passed, failed, failures } = step.counts());
    } catch {
      // No report: the runner itself failed before testing anything.
    }
  }
  const ok = run.status === 0;
  if (!ok && failed === 0) failed = 1;
  // Vitest fails a run whose tests all passed when an error escaped them (its "Unhandled Errors").
  if (!ok && step.counts && failures.length === 0)
    failures = [
      `exit code ${run.status ?? run.signal}, no failed test: an error outside the tests (see "Unhandled Errors" above)`,
    ];
  results.push({ name: step.name, ok, seconds, passed, failed, failures });
}

console.log('\n━━ Summary');
for (const r of results) {
  const tests =
    r.passed + r.failed > 0 && steps.find((s) => s.name === r.name)?.counts
      ? `${r.passed} passed, ${r.failed} failed`
      : '';
  console.log(
    `  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s   ${tests}`,
  );
  for (const failure of r.failures) console.log(`      ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
