/**
 * Issue 18 item 6: the previous release's database, with data that release's code wrote, upgraded
 * by the current server (docs/deployment.md 'Upgrades: tested', docs/reliability.md).
 *
 * fixtures/ (make-fixture.ts) holds, for SQLite and for PostgreSQL, the databases and DATA_DIR files
 * the previous release's server left after two accounts used it through its API, and what each
 * account showed through that API. A copy is started with the current server, which migrates it
 * forward (on PostgreSQL its jobs on pg-boss, which that release did not have). Then:
 *
 * - every account signs in with its password and shows what it showed before: imports, every result
 *   row with its candidates and review decisions, thresholds, quota (contract and month), export
 *   history with the bytes of every file, activated companies, the company list and its members;
 * - it goes on working: exporting the old import again charges nothing (its companies were
 *   charged), a new import of the same customers is matched against the migrated company database
 *   and its export charges exactly what it reports, the list takes the new import's companies, the
 *   upload left at the mapping step can be read again;
 * - a second start on the migrated database migrates nothing and shows the same.
 *
 * The clock runs from a minute after the release made the data, so the export files are within
 * their retention and the month's quota is the month they were charged in. UPGRADE_REPORT=1 prints
 * the figures.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyListPage,
  ConnectFinishResult,
  Quota,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { migrations } from '../../src/db/migrations/index.ts';
import type { Clock } from '../../src/system/clock.ts';
import {
  compactView,
  decisionOf,
  exportImport,
  injectApi,
  matchedImport,
  ok,
  readAccount,
  resultsOf,
  type Api,
  type AccountView,
} from '../backup/account.ts';
import { dropDatabases, freshDatabase, pgTool, run, startServer } from '../backup/server.ts';
import { ON_POSTGRES, signIn, tempCwd } from '../test-app.ts';
import {
  FIXTURES,
  fixturePath,
  type FixtureAccount,
  type FixtureDatabase,
  type FixtureExpected,
  type FixtureRelease,
} from './fixture.ts';

const KIND: FixtureDatabase = ON_POSTGRES ? 'postgres' : 'sqlite';

function missing(): never {
  throw new Error(`${FIXTURES}/release.json has no ${KIND} database: make it with make-fixture.ts`);
}

const release = JSON.parse(readFileSync(fixturePath('release.json'), 'utf8')) as FixtureRelease;
const fixture = release.databases[KIND] ?? missing();
const expected = JSON.parse(readFileSync(fixturePath(KIND, 'expected.json'), 'utf8')) as FixtureExpected;
const NAMES = ['anna', 'bruno'] as const;

/** From a minute after the release made the data, running. */
const offset = Date.now() - (Date.parse(fixture.madeAt) + 60_000);
const clock: Clock = () => Date.now() - offset;

let dataDir: string;
let databaseUrl: string | undefined;
const apps: FastifyInstance[] = [];
const folders: string[] = [];

/** A copy of the fixture: DATA_DIR's files and the databases (SQLite files, or a restored dump). */
async function copyOfFixture(): Promise<void> {
  const cwd = tempCwd();
  folders.push(cwd);
  dataDir = path.join(cwd, 'data');
  mkdirSync(dataDir);
  cpSync(fixturePath(KIND, 'files'), dataDir, { recursive: true });
  if (KIND === 'sqlite') {
    for (const file of ['datacare.sqlite', 'companies.sqlite']) {
      const bytes = gunzipSync(readFileSync(fixturePath(KIND, `${file}.gz`)));
      writeFileSync(path.join(dataDir, file), bytes);
    }
  } else {
    databaseUrl = await freshDatabase('upgrade');
    run(
      pgTool('psql'),
      ['--quiet', '--no-psqlrc', '--set=ON_ERROR_STOP=1', `--dbname=${databaseUrl}`],
      gunzipSync(readFileSync(fixturePath(KIND, 'datacare.sql.gz'))),
    );
  }
}

async function start(): Promise<FastifyInstance> {
  const app = await startServer({ dataDir, clock, ...(databaseUrl && { databaseUrl }) });
  apps.push(app);
  return app;
}

async function stop(app: FastifyInstance): Promise<void> {
  await app.close();
  apps.splice(apps.indexOf(app), 1);
}

/** The migrations recorded in the database (Kysely's table): name and when it ran, by name. */
async function appliedMigrations(app: FastifyInstance): Promise<{ name: string; timestamp: string }[]> {
  const { rows } = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name`.execute(app.db);
  return rows;
}

/** UPGRADE_REPORT=1 prints the figures. */
function report(line: string): void {
  if (process.env.UPGRADE_REPORT) console.log(`${KIND}: ${line}`);
}

/** A user of the app, signed in with the password: her calls. */
async function signedIn(app: FastifyInstance, account: FixtureAccount): Promise<Api> {
  return injectApi(app, await signIn(app, account.email, account.password));
}

beforeAll(async () => {
  await copyOfFixture();
}, 120_000);

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  if (ON_POSTGRES) await dropDatabases();
});

describe(`the previous release's ${KIND === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database (${release.release.slice(0, 7)}), upgraded`, () => {
  let app: FastifyInstance;
  const api = new Map<string, Api>();
  let afterUse: Record<string, AccountView>;

  let migrated: { name: string; timestamp: string }[];

  it('is migrated forward when the current server starts, and the server is ready', async () => {
    const started = performance.now();
    app = await start();
    const startMs = performance.now() - started;
    const current = Object.keys(migrations).sort();
    const added = current.filter((name) => !release.migrations.includes(name));
    expect(release.migrations.every((name) => current.includes(name))).toBe(true);
    expect(added.length).toBeGreaterThan(0);
    migrated = await appliedMigrations(app);
    expect(migrated.map((m) => m.name)).toEqual(current);
    // The release's ran when it made the data; the new ones now, on it.
    const ranAfter = migrated.filter((m) => Date.parse(m.timestamp) > Date.parse(fixture.madeAt));
    expect(ranAfter.map((m) => m.name)).toEqual(added);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    report(`first start (migrating ${added.join(', ')}, loading the index) ${Math.round(startMs)} ms`);
  }, 120_000);

  it.each(NAMES)(
    'shows %s the account as the previous release did',
    async (name) => {
      const account: FixtureAccount = fixture.accounts[name];
      const user = await signedIn(app, account);
      api.set(name, user);
      const view = compactView(await readAccount(user, account.listId ? [account.listId] : []));
      expect(view).toMatchObject(expected[name]);
      // The figures behind it, spelled out: the quota used before, plus what the export charged.
      const quota = view.quota as Quota;
      expect(quota.totalQuota).toBe(account.quota.total);
      expect(quota.currentQuota + quota.monthlyUsed).toBe(account.quota.used + account.charged);
      if (account.quota.monthlyExpand) expect(quota.monthlyUsed).toBeGreaterThan(0);
      const rows = new Map(
        Object.values(await resultsOf(user, account.matched))
          .flat()
          .map((row) => [row.row_id, row]),
      );
      for (const { rowId, decision } of account.decisions) {
        expect(decisionOf(rows.get(rowId)!), `row ${rowId}`).toBe(decision);
      }
    },
    120_000,
  );

  it('goes on working: exports charge right, matching and lists work, uploads are there', async () => {
    const anna = api.get('anna')!;
    const { matched, uploaded, listId } = fixture.accounts.anna;
    const quotaOf = async () => {
      const quota = await ok<Quota>(anna, '/backend/quota/getUserQuotaInfo');
      return quota.currentQuota + quota.monthlyUsed;
    };
    const used = await quotaOf();

    // The old import again: its companies were charged by the release's export.
    const again = await exportImport(anna, matched);
    expect(again.numCharged).toBe(0);
    expect(await quotaOf()).toBe(used);

    // A new import of the same customers: matched against the migrated companies, charged once.
    const customers = readFileSync(fixturePath(KIND, 'files', 'uploads', `${matched}.csv`));
    const fresh = await matchedImport(anna, 'kundenliste-neu.csv', customers);
    const freshRows = Object.values(await resultsOf(anna, fresh)).flat();
    expect(freshRows.length).toBe(Object.values(await resultsOf(anna, matched)).flat().length);
    const exported = await exportImport(anna, fresh);
    expect(exported.numCharged).toBeGreaterThan(0);
    expect(await quotaOf()).toBe(used + exported.numCharged);
    report(
      `old import exported again: ${again.numCharged} charged; new import: ${exported.numCharged} charged`,
    );

    // The release's list: the new import's companies (the same ones) taken off it and put back.
    const members = async () =>
      (
        await ok<CompanyListPage>(anna, '/backend/lists/getCompanyList', {
          listId,
          paging: { page: 0, pageSize: 50 },
        })
      ).totalCount;
    const before = await members();
    expect(before).toBeGreaterThan(0);
    const change = (path: string) =>
      ok<ConnectFinishResult>(anna, path, { batchId: fresh, listId, deleteImport: false });
    const removed = await change('/backend/lists/removeCompaniesFromCompanyList');
    expect(removed).toMatchObject({ listId, numCompaniesModified: before });
    expect(await members()).toBe(0);
    const added = await change('/backend/lists/addCompaniesToCompanyList');
    expect(added).toMatchObject({ listId, newlyCreated: false, numCompaniesModified: before });
    expect(await members()).toBe(before);

    // The upload left at the mapping step: its original read again.
    const reread = await anna.post('/backend/import/rereadUpload', {
      batchId: uploaded,
      encoding: 'windows-1252',
    });
    expect(reread.status, reread.text).toBe(200);
    expect((JSON.parse(reread.text) as UploadResponse).customerColumns).toEqual(['Firma', 'PLZ', 'Ort']);

    afterUse = {};
    for (const name of NAMES) {
      const account = fixture.accounts[name];
      afterUse[name] = await readAccount(api.get(name)!, account.listId ? [account.listId] : []);
    }
  }, 120_000);

  it('is started again without migrating anything, and shows the same', async () => {
    await stop(app);
    app = await start();
    expect(await appliedMigrations(app)).toEqual(migrated);
    for (const name of NAMES) {
      const account = fixture.accounts[name];
      const user = await signedIn(app, account);
      expect(await readAccount(user, account.listId ? [account.listId] : [])).toEqual(afterUse[name]);
    }
  }, 120_000);
});
