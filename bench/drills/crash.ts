/**
 * `npm run drill:crash`: crash drills (issue 18 item 2; docs/reliability.md). The real server is
 * killed with SIGKILL at a random moment (seeded) while it works, started again on the same
 * DATA_DIR and database, and what a user and the books must see afterwards is checked:
 *
 * - **matching**: a job of --rows rows (default 3,000) killed mid-run; it resumes and finishes,
 *   every row exactly one result, the results those of an undisturbed run;
 * - **review**: review decisions sent in a loop (4 at a time, each row one at a time); every
 *   decision answered 2xx before the kill is stored after it, one in flight is stored or not;
 * - **export**: an export (xlsx or csv) killed between its request, its charge and its file; it
 *   finishes or fails, the request repeated after the restart charges nothing more: each import's
 *   companies are charged exactly once, the file downloads whole, no file is left behind;
 * - **statistics**: the quality report's statistics job; it finishes (or says it failed) with the
 *   figures of an undisturbed count;
 * - **checks**: the e-mail and website checks against the drill's own DNS and web servers; they
 *   finish (or say they failed) with the results of an undisturbed run, each address once.
 *
 * After every round: the quota's books (server/src/quota/invariant.ts: contract quota + monthly
 * expansion = used + remaining, the balance moved by what finished exports charged, each export's
 * charge rows), the database (SQLite: PRAGMA integrity_check and foreign_key_check; both: no key
 * twice, results of existing rows, checkpoints equal to results) and no job left queued or
 * running once the work settled (PostgreSQL: no pg-boss message left undone).
 *
 * When: each scenario first runs its work once undisturbed (the calibration: its duration, from the
 * job record's own times, and its result, the reference); a round kills at a moment drawn
 * uniformly within that duration, review writes 0.3 to 2.3 s into the loop, and an export request
 * in the cluster's api process within the request or within 2 ms of its answer. The seed (--seed)
 * fixes every draw; each deployment and scenario draws from a stream of its own.
 *
 * Deployments: **embedded** (one process, DATACARE_ROLE=all, SQLite) and **cluster** (a throwaway
 * PostgreSQL, one api and one worker process; job scenarios kill the worker, review writes the api
 * process, export either; with probability 1/4 the other process is killed too). Prints a table
 * per deployment and scenario (kills, kills that hit work in progress, restarts, time until the
 * processes were ready and until the work had settled, p50 and max, what was checked, violations)
 * and writes WORK/drill-crash.json. Exits with 1 on any violation.
 *
 * Options: --deployment embedded|cluster|both (default both), --scenario a,b (default all five),
 * --kills N (default 20 per scenario), --seed N (default 1), --rows N (default 3000),
 * --check-rows N (rows of the checks' file, default 600), --work DIR (reuse the company database
 * and the files), --keep. A quick run: --kills 3.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  readQuotaBooks,
  quotaInvariantViolations,
  type QuotaBooks,
} from '../../server/src/quota/invariant.ts';
import { signInFrom } from '../support/api.ts';
import { companiesForNoisyRows, ensureCompanyDatabase, ensureNoisyFile } from '../support/data.ts';
import { benchOptions, usage, wholeNumber } from '../support/options.ts';
import { clearWorkFolder, workFolder } from '../support/paths.ts';
import { removeAppDatabase } from '../support/processes.ts';
import { alignedTable, fmt, loadAverage, machine, writeFigures } from '../support/report.ts';
import { quantile } from '../support/stats.ts';
import { startCheckTargets, writeAddressFile } from './support/check-targets.ts';
import { startDeployment, type DeploymentKind } from './support/deployment.ts';
import {
  BatchPool,
  SCENARIOS,
  type DrillContext,
  type RoundOutcome,
  type Scenario,
  type ScenarioName,
} from './support/drill.ts';
import { integrityViolations } from './support/integrity.ts';
import { seededRandom } from './support/random.ts';
import { checksScenario } from './support/scenarios/checks.ts';
import { exportScenario } from './support/scenarios/export.ts';
import { matchingScenario } from './support/scenarios/matching.ts';
import { reviewScenario } from './support/scenarios/review.ts';
import { statisticsScenario } from './support/scenarios/statistics.ts';

// benchOptions' help names the script `bench:<name>`; this one is `drill:crash`.
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage(import.meta.filename).replace('npm run bench:crash', 'npm run drill:crash'));
  process.exit(0);
}
const values = benchOptions(import.meta.filename, {
  deployment: { type: 'string', default: 'both' },
  scenario: { type: 'string', default: SCENARIOS.join(',') },
  kills: { type: 'string', default: '20' },
  seed: { type: 'string', default: '1' },
  rows: { type: 'string', default: '3000' },
  'check-rows': { type: 'string', default: '600' },
  work: { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const kills = wholeNumber(values.kills, 'kills');
const seed = wholeNumber(values.seed, 'seed', 0);
const rows = wholeNumber(values.rows, 'rows', 100);
const checkRows = Math.min(rows, wholeNumber(values['check-rows'], 'check-rows', 10));
const deployments: DeploymentKind[] =
  values.deployment === 'both' ? ['embedded', 'cluster'] : [values.deployment as DeploymentKind];
if (!deployments.every((d) => d === 'embedded' || d === 'cluster')) {
  console.error('--deployment must be embedded, cluster or both.');
  process.exit(2);
}
const asked = values.scenario.split(',').map((name) => name.trim()) as ScenarioName[];
const unknown = asked.filter((name) => !SCENARIOS.includes(name));
// Always in the same order: the review scenario's decisions are remembered for later imports of
// the same rows, so the matching scenario comes first.
const scenarioNames = SCENARIOS.filter((name) => asked.includes(name));
if (unknown.length > 0 || scenarioNames.length === 0) {
  console.error(`--scenario takes ${SCENARIOS.join(', ')} (comma-separated); unknown: ${unknown.join(', ')}`);
  process.exit(2);
}

const log = (line: string) => console.error(line);
const ACCOUNT = { email: 'drill@crash.example', password: 'crash-drill-password-1' };

const scenarioOf: Record<ScenarioName, () => Scenario> = {
  matching: matchingScenario,
  review: reviewScenario,
  export: exportScenario,
  statistics: statisticsScenario,
  checks: checksScenario,
};

interface ScenarioFigures {
  deployment: DeploymentKind;
  scenario: ScenarioName;
  unit: string;
  /** Each round's outcome, the time its books and database checks took, and the whole round's. */
  rounds: (RoundOutcome & { round: number; checkMs: number; roundMs: number })[];
}

// ---------------------------------------------------------------------------------------------
// Data: the companies, the customer file, the checks' file and their internet.

const work = workFolder('drill-crash', values.work);
const sampleDir = path.join(work.dir, 'sample');
const embeddedDir = path.join(work.dir, 'embedded');
mkdirSync(embeddedDir, { recursive: true });
const companies = companiesForNoisyRows(rows);
log(`data: ${fmt(companies)} companies, a customer file of ${fmt(rows)} rows …`);
await ensureCompanyDatabase(embeddedDir, companies, '   ');
const bigPrefix = path.join(sampleDir, `kunden-${rows}`);
await ensureNoisyFile(embeddedDir, bigPrefix, rows, '   ');
const targets = await startCheckTargets({ domains: Math.max(10, Math.ceil(checkRows / 4)), delayMs: 15 });
const addressFile = path.join(sampleDir, `adressen-${checkRows}.csv`);
await writeAddressFile(`${bigPrefix}.csv`, addressFile, checkRows, targets);

const figures: ScenarioFigures[] = [];
const started = performance.now();

for (const kind of deployments) {
  log(`${kind}:`);
  const dataDir = kind === 'embedded' ? embeddedDir : path.join(work.dir, 'cluster');
  // A fresh application database and files on every run; the embedded companies stay.
  if (kind === 'embedded') removeAppDatabase(dataDir);
  else rmSync(dataDir, { recursive: true, force: true });
  const deployment = await startDeployment({
    kind,
    dataDir,
    companies,
    accounts: [ACCOUNT],
    env: {
      MAX_UPLOAD_ROWS: String(Math.max(rows, 100_000)),
      CHECKS_DNS_SERVERS: targets.dnsServer,
      WEBSITE_CHECK_ALLOWED_NETWORKS: targets.allowedNetworks,
    },
    log,
  });
  try {
    const cookie = await signInFrom(deployment.url(), ACCOUNT.email, ACCOUNT.password, '127.0.0.1');
    const opening: QuotaBooks = await readQuotaBooks(deployment.db);
    const pool = new BatchPool();
    for (const name of scenarioNames) {
      const scenario = scenarioOf[name]();
      const ctx: DrillContext = {
        deployment,
        cookie,
        email: ACCOUNT.email,
        random: seededRandom(seed, `${kind}/${name}`),
        work: seededRandom(seed, `${kind}/${name}/work`),
        big: { path: `${bigPrefix}.csv`, rows },
        addresses: { path: addressFile, rows: checkRows },
        pool,
        kills,
        log,
      };
      log(`  ${name}: calibration …`);
      await scenario.prepare(ctx);
      const entry: ScenarioFigures = {
        deployment: kind,
        scenario: name,
        unit: scenario.unit,
        rounds: [],
      };
      figures.push(entry);
      for (let round = 1; round <= kills; round++) {
        const roundStarted = performance.now();
        const outcome = await scenario.round(ctx, round);
        // After every step: the books and the database.
        const checking = performance.now();
        outcome.violations.push(
          ...(await quotaInvariantViolations(deployment.db, { opening, now: Date.now() })).map(
            (v) => `quota: ${v}`,
          ),
          ...(await integrityViolations(deployment.db, { settled: true })).map((v) => `database: ${v}`),
        );
        const checkMs = performance.now() - checking;
        entry.rounds.push({ ...outcome, round, checkMs, roundMs: performance.now() - roundStarted });
        log(
          `    ${name} ${round}/${kills}: killed ${outcome.killed.join('+')}${outcome.inWork ? ' in work' : ' (work done)'}, ready ${fmt(outcome.readyMs)} ms, settled ${fmt(outcome.recoverMs)} ms, ${outcome.ending}, ${fmt(outcome.checked)} ${scenario.unit} checked, books and database ${fmt(checkMs)} ms${outcome.violations.length ? `, VIOLATIONS:\n      - ${outcome.violations.join('\n      - ')}` : ''}`,
        );
      }
    }
  } finally {
    await deployment.stop();
  }
}
await targets.close();

// ---------------------------------------------------------------------------------------------
// Figures.

const ms = (n: number) => (Number.isNaN(n) ? '–' : `${fmt(n / 1000, 1)} s`);
let violations = 0;
const json: unknown[] = [];
console.log(
  `\nCrash drills, seed ${seed}, ${kills} kills per scenario, ${fmt(rows)} rows; ${machine()}; load ${loadAverage()}`,
);
for (const kind of deployments) {
  const rowsOf = figures.filter((f) => f.deployment === kind);
  const table = rowsOf.map((f) => {
    const ready = Float64Array.from(f.rounds.map((r) => r.readyMs)).sort();
    const recover = Float64Array.from(f.rounds.map((r) => r.recoverMs)).sort();
    const found = f.rounds.reduce((n, r) => n + r.violations.length, 0);
    violations += found;
    const endings = new Map<string, number>();
    for (const r of f.rounds) endings.set(r.ending, (endings.get(r.ending) ?? 0) + 1);
    json.push({
      deployment: kind,
      scenario: f.scenario,
      unit: f.unit,
      rounds: f.rounds,
      readyMs: { p50: quantile(ready, 0.5), max: ready[ready.length - 1] ?? NaN },
      recoverMs: { p50: quantile(recover, 0.5), max: recover[recover.length - 1] ?? NaN },
    });
    return [
      f.scenario,
      fmt(f.rounds.length),
      fmt(f.rounds.filter((r) => r.inWork).length),
      fmt(f.rounds.reduce((n, r) => n + r.killed.length, 0)),
      `${ms(quantile(ready, 0.5))} / ${ms(ready[ready.length - 1] ?? NaN)}`,
      `${ms(quantile(recover, 0.5))} / ${ms(recover[recover.length - 1] ?? NaN)}`,
      [...endings].map(([ending, n]) => `${ending} ${n}`).join(', '),
      `${fmt(f.rounds.reduce((n, r) => n + r.checked, 0))} ${f.unit}`,
      fmt(found),
    ];
  });
  console.log(
    `\n${kind === 'embedded' ? 'Embedded (DATACARE_ROLE=all, SQLite)' : 'Cluster (PostgreSQL, api + worker)'}`,
  );
  console.log(
    alignedTable(
      [
        'scenario',
        'kills',
        'in work',
        'restarts',
        'ready p50 / max',
        'settled p50 / max',
        'ended',
        'checked',
        'violations',
      ],
      table,
    ),
  );
}
console.log(
  `\n${violations === 0 ? 'No violation.' : `${violations} VIOLATIONS (see above).`} ${fmt((performance.now() - started) / 60_000, 1)} min.`,
);
const file = writeFigures(path.join(work.dir, 'drill-crash.json'), {
  seed,
  kills,
  rows,
  checkRows,
  figures: json,
});
clearWorkFolder(work, { keep: values.keep, keepFiles: [path.basename(file)] });
process.exit(violations === 0 ? 0 : 1);
