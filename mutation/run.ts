/**
 * `npm run mutation [-- group …]`: Stryker on each group of mutation/groups.ts in turn (all of them
 * without arguments), then one line per group with its mutation score. Exits non-zero when a group
 * falls below the minimum or its run fails. Takes minutes per group; not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type GroupName, groups, MUTATION_SCORE_MIN } from './groups.ts';

const root = path.resolve(import.meta.dirname, '..');
const names = Object.keys(groups) as GroupName[];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(names as string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown group ${unknown.join(', ')}; the groups are ${names.join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? (asked as GroupName[]) : names;

interface MutantStatus {
  status: string;
}

/** Killed and timed-out mutants over all that count (ignored and invalid ones do not), in percent. */
function scoreOf(reportFile: string): number | null {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    files: Record<string, { mutants: MutantStatus[] }>;
  };
  let detected = 0;
  let undetected = 0;
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') detected += 1;
      else if (status === 'Survived' || status === 'NoCoverage') undetected += 1;
    }
  }
  return detected + undetected === 0 ? null : (100 * detected) / (detected + undetected);
}

const lines: string[] = [];
let failed = false;
for (const name of chosen) {
  console.log(`\n== mutation testing: ${name} ==`);
  const report = path.join(root, 'reports', 'mutation', `${name}.json`);
  rmSync(report, { force: true });
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', `mutation/${name}.stryker.config.ts`], {
    cwd: root,
    stdio: 'inherit',
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const score = scoreOf(report);
  const ok = run.status === 0 && score !== null && score >= MUTATION_SCORE_MIN;
  if (!ok) failed = true;
  const figure = score === null ? 'no score' : `${score.toFixed(2)} %`;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${figure} (minimum ${MUTATION_SCORE_MIN} %, ${minutes} min)`);
}
console.log(`\n${lines.join('\n')}\nReports: reports/mutation/<group>.html`);
process.exit(failed ? 1 : 0);
