/**
 * Makes the previous release's databases that previous-release.test.ts upgrades (docs/deployment.md
 * 'Upgrades: tested'): the data is WRITTEN BY THAT RELEASE'S CODE, its server process and its users
 * CLI, driven through its API as a customer would, on SQLite and on PostgreSQL.
 *
 *   node server/test/upgrade/make-fixture.ts [--release <commit>] [--only sqlite|postgres]
 *
 * `--release` defaults to `bc937e9^`, the last commit before issue 17's shared state (migration
 * 0017). At the next release, run it with the release now current, so the test upgrades from there.
 * `--only` makes one database's fixture (a release before issue 17 has no PostgreSQL); with
 * UPGRADE_FIXTURES=<folder> it writes there instead of fixtures/, and the test reads from there.
 *
 * What it does:
 * 1. `git worktree add --detach` of the release into a temporary folder (the checkout is not
 *    touched), with a node_modules of links to this checkout's packages, except the workspaces
 *    (@datacare/*), which are the release's own. It refuses when the release's package-lock.json
 *    pins another version of a package than the one installed here.
 * 2. For each database: an empty DATA_DIR (and for PostgreSQL a throwaway cluster, scripts/postgres.ts,
 *    with a database `datacare`, the application in its default schema as in production); two accounts
 *    made with the release's `npm run users -- add` and `set-quota`; the release's server started
 *    (`node server/src/main.ts`, DEMO_COMPANIES=500: the demo companies and the sample customer
 *    file, as on a first start). Its app is not built: no quality report PDF (the report page is
 *    the app's; the backup test covers report PDFs).
 * 3. Over HTTP (server/test/backup/account.ts): Anna uploads the first 60 rows of the sample file,
 *    matches, decides four rows, saves a tag and a threshold, exports (charging her quota: history
 *    entry, file, activated companies), makes and renames a company list and leaves a second import
 *    at the mapping step; Bruno, with 10
 *    companies left of his contract quota and the monthly expansion, matches and exports the same
 *    rows (charged partly to the month). Everything each account shows is read through the API
 *    (readAccount, compactView) into `expected.json`.
 * 4. The server is stopped (SIGTERM: the SQLite databases are checkpointed and closed), and the
 *    databases and DATA_DIR's files (uploads, exports, reports; not the index cache, samples, outbox
 *    or secrets) are copied into fixtures/ (fixture.ts names the files), the databases gzipped;
 *    PostgreSQL as a plain `pg_dump --no-owner --no-privileges`. The worktree and the cluster are
 *    removed.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import * as prettier from 'prettier';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres.ts';
import {
  compactView,
  download,
  exportImport,
  fillAccount,
  httpApi,
  matchedImport,
  readAccount,
  waitUntil,
} from '../backup/account.ts';
import {
  FIXTURES,
  fixturePath,
  type FixtureDatabase,
  type FixtureDatabaseInfo,
  type FixtureExpected,
  type FixtureRelease,
} from './fixture.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The smallest demo set the release writes the 250-row sample customer file for. */
const DEMO_COMPANIES = 500;
/** Rows of the sample customer file Anna and Bruno upload (its header and the first rows). */
const CUSTOMER_ROWS = 60;
const SMALL_FILE = 'Firma;PLZ;Ort\r\nNachzügler Handel GmbH;20095;Hamburg\r\nSpät & Söhne KG;50667;Köln\r\n';
const ANNA = {
  email: 'anna.altbestand@firma.example',
  password: 'altes-release-anna-1',
  quota: { total: 1_000, used: 120, monthlyExpand: false },
};
const BRUNO = {
  email: 'bruno.altbestand@firma.example',
  password: 'altes-release-bruno-1',
  quota: { total: 300, used: 290, monthlyExpand: true },
};

function git(...args: string[]): string {
  const result = spawnSync('git', ['-C', REPO, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Packages the release pins at another version than this checkout installed: "name a → b". */
function lockDifferences(worktree: string): string[] {
  type Lock = { packages: Record<string, { version?: string; link?: boolean }> };
  const theirs = JSON.parse(readFileSync(path.join(worktree, 'package-lock.json'), 'utf8')) as Lock;
  const ours = JSON.parse(readFileSync(path.join(REPO, 'package-lock.json'), 'utf8')) as Lock;
  const ourPackages = new Map(Object.entries(ours.packages));
  return Object.entries(theirs.packages)
    .filter(([name, entry]) => name.startsWith('node_modules/') && !entry.link)
    .flatMap(([name, entry]) => {
      const installed = ourPackages.get(name)?.version;
      return installed === entry.version
        ? []
        : [`${name.slice(13)} ${entry.version} → ${installed ?? 'missing'}`];
    });
}

/** The release in a worktree of its own, with links to this checkout's installed packages. */
function checkOutRelease(commit: string): string {
  const worktree = mkdtempSync(path.join(tmpdir(), 'datacare-release-'));
  rmSync(worktree, { recursive: true });
  git('worktree', 'add', '--detach', worktree, commit);
  const modules = path.join(worktree, 'node_modules');
  mkdirSync(path.join(modules, '@datacare'), { recursive: true });
  for (const entry of readdirSync(path.join(REPO, 'node_modules'))) {
    if (entry === '@datacare' || entry === '.bin') continue;
    symlinkSync(path.join(REPO, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of readdirSync(path.join(REPO, 'node_modules', '@datacare'))) {
    if (existsSync(path.join(worktree, workspace))) {
      symlinkSync(path.join('..', '..', workspace), path.join(modules, '@datacare', workspace));
    }
  }
  return worktree;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface ReleaseServer {
  url: string;
  stop(): Promise<void>;
}

/** The release's server process on `env`'s DATA_DIR (and DATABASE_URL), once /health answers. */
async function startReleaseServer(
  worktree: string,
  env: NodeJS.ProcessEnv,
  log: string,
): Promise<ReleaseServer> {
  const port = await freePort();
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: worktree,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null)
        throw new Error(`the release's server exited ${child.exitCode}; see ${log}`);
      return fetch(`${url}/health`).then(
        (res) => res.status,
        () => 0,
      );
    },
    (status) => status === 200,
    "the release's server",
    300,
  );
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the release's server exited ${code} on SIGTERM; see ${log}`);
    },
  };
}

/** The release's users CLI. */
function users(worktree: string, env: NodeJS.ProcessEnv, ...args: string[]): void {
  run(process.execPath, ['server/src/cli/users.ts', ...args], { cwd: worktree, env });
}

function addAccount(
  worktree: string,
  env: NodeJS.ProcessEnv,
  account: typeof ANNA,
  firstName: string,
  name: string,
): void {
  users(
    worktree,
    env,
    'add',
    ...['--email', account.email, '--password', account.password, '--first-name', firstName],
    ...['--name', name, '--company', `${name} GmbH`, '--target1', '--target2'],
  );
  users(
    worktree,
    env,
    'set-quota',
    ...['--email', account.email, '--total', String(account.quota.total)],
    ...['--used', String(account.quota.used), '--monthly-expand', String(account.quota.monthlyExpand)],
  );
}

/** Moves a stopped database's -wal into the file and removes it (what closing it would have done). */
function checkpoint(file: string): void {
  if (!existsSync(`${file}-wal`)) return;
  const db = new Database(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  if (existsSync(`${file}-wal`)) throw new Error(`${file}-wal is still there after a checkpoint`);
}

/** DATA_DIR's files without the databases, the index cache, samples, mails and secrets. */
function copyFiles(dataDir: string, target: string): void {
  const skipped = new Set(['match-index', 'samples', 'outbox', 'session-secret', 'handover-secret']);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(dataDir)) {
    if (skipped.has(entry) || /\.sqlite(-wal|-shm)?$/.test(entry)) continue;
    cpSync(path.join(dataDir, entry), path.join(target, entry), { recursive: true });
  }
}

async function makeDatabase(
  kind: FixtureDatabase,
  worktree: string,
): Promise<{ info: FixtureDatabaseInfo; expected: FixtureExpected }> {
  const work = mkdtempSync(path.join(tmpdir(), `datacare-fixture-${kind}-`));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  let cluster: ThrowawayPostgres | null = null;
  let databaseUrl: string | undefined;
  try {
    if (kind === 'postgres') {
      cluster = await startThrowawayPostgres();
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database datacare');
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = '/datacare';
      databaseUrl = url.toString();
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DEMO_COMPANIES: String(DEMO_COMPANIES),
      DEMO_PASSWORD: 'demo-passwort-1',
      LOG_LEVEL: 'warn',
    };
    addAccount(worktree, env, ANNA, 'Anna', 'Altbestand');
    addAccount(worktree, env, BRUNO, 'Bruno', 'Altkunde');

    const log = path.join(work, 'server.log');
    const server = await startReleaseServer(worktree, env, log);
    const anna = await httpApi(server.url, ANNA.email, ANNA.password);
    const sample = (await download(anna, '/backend/import/getSampleFile?format=csv')).toString('utf8');
    const customers = Buffer.from(
      sample
        .split('\r\n')
        .slice(0, CUSTOMER_ROWS + 1)
        .join('\r\n') + '\r\n',
      'utf8',
    );
    const filled = await fillAccount(anna, customers, Buffer.from(SMALL_FILE, 'utf8'));
    const bruno = await httpApi(server.url, BRUNO.email, BRUNO.password);
    const brunosImport = await matchedImport(bruno, 'kunden-bruno.csv', customers);
    const brunosExport = await exportImport(bruno, brunosImport);

    const expected: FixtureExpected = {
      anna: compactView(await readAccount(anna, [filled.listId])),
      bruno: compactView(await readAccount(bruno, [])),
    };
    // The last thing the release wrote: the test's clock starts a minute after it.
    const madeAt = new Date().toISOString();
    await server.stop();

    const target = fixturePath(kind);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    copyFiles(dataDir, path.join(target, 'files'));
    if (kind === 'sqlite') {
      for (const file of ['datacare.sqlite', 'companies.sqlite']) {
        // The release leaves a -wal of the company database after SIGTERM (a reader it does not
        // close): a checkpoint moves what it holds into the file and removes it before the copy.
        checkpoint(path.join(dataDir, file));
        writeFileSync(
          path.join(target, `${file}.gz`),
          gzipSync(readFileSync(path.join(dataDir, file)), { level: 9 }),
        );
      }
    } else {
      const dump = run(path.join(postgresBinDir()!, 'pg_dump'), [
        '--format=plain',
        '--no-owner',
        '--no-privileges',
        databaseUrl!,
      ]);
      writeFileSync(path.join(target, 'datacare.sql.gz'), gzipSync(dump, { level: 9 }));
    }
    const accounts: FixtureDatabaseInfo['accounts'] = {
      anna: {
        email: ANNA.email,
        password: ANNA.password,
        quota: ANNA.quota,
        matched: filled.matched,
        uploaded: filled.uploaded,
        listId: filled.listId,
        charged: filled.charged,
        decisions: filled.decisions,
      },
      bruno: {
        email: BRUNO.email,
        password: BRUNO.password,
        quota: BRUNO.quota,
        matched: brunosImport,
        uploaded: null,
        listId: null,
        charged: brunosExport.numCharged,
        decisions: [],
      },
    };
    return { info: { madeAt, accounts }, expected };
  } finally {
    cluster?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}

function sizeOf(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { release: { type: 'string', default: 'bc937e9^' }, only: { type: 'string' } },
  });
  const kinds = (['sqlite', 'postgres'] as const).filter((kind) => !values.only || values.only === kind);
  if (kinds.length === 0) throw new Error(`--only takes sqlite or postgres, not ${values.only}`);
  const commit = git('rev-parse', '--verify', `${values.release}^{commit}`);
  const subject = git('log', '-1', '--format=%s', commit).split(/(?<=[.;:]) /)[0]!;
  console.log(`Release ${commit.slice(0, 12)}: ${subject.slice(0, 100)}`);
  const worktree = checkOutRelease(commit);
  try {
    const differences = lockDifferences(worktree);
    if (differences.length > 0) {
      throw new Error(
        `The release pins other package versions than node_modules has; install its lockfile first:\n  ${differences.join('\n  ')}`,
      );
    }
    const migrations = readdirSync(path.join(worktree, 'server/src/db/migrations'))
      .filter((f) => /^\d{4}_.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    const databases: FixtureRelease['databases'] = {};
    mkdirSync(FIXTURES, { recursive: true });
    for (const kind of kinds) {
      console.log(`${kind}: the release's server, two accounts through its API …`);
      const { info, expected } = await makeDatabase(kind, worktree);
      databases[kind] = info;
      await writeJson(fixturePath(kind, 'expected.json'), expected);
    }
    const release: FixtureRelease = {
      release: commit,
      subject,
      migrations,
      demoCompanies: DEMO_COMPANIES,
      databases,
    };
    await writeJson(fixturePath('release.json'), release);
    console.log(`Written: ${FIXTURES} (${Math.round(sizeOf(FIXTURES) / 1024)} KiB)`);
  } finally {
    git('worktree', 'remove', '--force', worktree);
  }
}

await main();
