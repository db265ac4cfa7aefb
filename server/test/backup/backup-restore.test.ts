/**
 * Issue 18 item 6: the backup and restore of docs/deployment.md 'Backups', done as written there,
 * while the server runs, and checked through the API (docs/reliability.md 'Backups and upgrades').
 *
 * A server with the demo companies (as `npm start` makes them) serves Anna's account, filled
 * through the API (account.ts fillAccount: a matched import with review decisions, a tag and a
 * threshold, an export that charged her quota, its history entry and file, activated companies, a
 * company list, an import at the mapping step) and Bruno, whose matching job of 250 rows is
 * running when the backup is taken. The backup is the documented one:
 *
 * - SQLite: `sqlite3 … ".backup …"` of datacare.sqlite (VACUUM INTO through `node -e` where the
 *   sqlite3 program is missing) and VACUUM INTO through `node -e` of companies.sqlite, then `tar`
 *   of the rest of DATA_DIR;
 * - PostgreSQL: `pg_dump --format=custom` of the whole database (the application's schema, the
 *   companies and pg-boss's), and with FILE_STORE=folder `tar` of DATA_DIR; with
 *   FILE_STORE=database the dump holds the files.
 *
 * It is restored into a fresh folder (and a fresh PostgreSQL database with `pg_restore`), a new
 * server starts there, and Anna sees the same account (every import, result row, decision, the
 * quota, the export history and the bytes of every download), still signed in; her uploaded
 * original can be read again; a new import is matched and its export charges exactly what it
 * says; Bruno's interrupted job finishes with every row once. BACKUP_REPORT=1 prints the figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportStatus, Quota, Status, UploadResponse } from '@datacare/api-client/generated/types';
import { companyDatabaseLocation } from '../../src/companies/database.ts';
import { demoSamplePrefix } from '../../src/companies/demo.ts';
import { databaseLocation } from '../../src/db/database.ts';
import type { AppConfig } from '../../src/config/config.ts';
import { openIndexEngine } from '../../src/matching/service.ts';
import type { MatchEngine } from '../../src/matching/types.ts';
import { createUser, ON_POSTGRES, signIn, tempCwd } from '../test-app.ts';
import {
  decisionOf,
  exportImport,
  fillAccount,
  injectApi,
  matchedImport,
  ok,
  readAccount,
  resultsOf,
  SAMPLE_MAPPING,
  waitUntil,
  type Api,
} from './account.ts';
import { dropDatabases, freshDatabase, pgTool, run, startServer } from './server.ts';

const SMALL_FILE = 'Firma;PLZ;Ort\r\nNachzügler Handel GmbH;20095;Hamburg\r\nSpät & Söhne KG;50667;Köln\r\n';

const HAS_SQLITE3 = spawnSync('sh', ['-c', 'command -v sqlite3']).status === 0;
/** The installation folder, where `node -e` finds the server's better-sqlite3. */
const INSTALLATION = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** docs/deployment.md: `sqlite3 <db> ".backup '<file>'"`. */
function sqliteBackup(database: string, file: string): void {
  run('sqlite3', [database, `.backup '${file}'`]);
}

/**
 * docs/deployment.md, without the sqlite3 program: VACUUM INTO through the server's SQLite
 * library, the command as the docs print it, run in the installation folder.
 */
const NODE_VACUUM_INTO =
  "require('better-sqlite3')(process.argv[1], { readonly: true }).prepare('VACUUM INTO ?').run(process.argv[2])";

function nodeVacuumInto(database: string, file: string): void {
  const result = spawnSync(process.execPath, ['-e', NODE_VACUUM_INTO, database, file], {
    cwd: INSTALLATION,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`node -e VACUUM INTO exited ${result.status}: ${result.stderr}`);
}

/** docs/deployment.md: the rest of DATA_DIR, without the databases and the index cache. */
function tarDataDir(dataDir: string, file: string): void {
  run('tar', [
    '--create',
    `--file=${file}`,
    `--directory=${dataDir}`,
    '--exclude=./match-index',
    '--exclude=*.sqlite',
    '--exclude=*.sqlite-wal',
    '--exclude=*.sqlite-shm',
    '--exclude=*.part',
    '.',
  ]);
}

// ---------------------------------------------------------------- servers

/**
 * The index engine over DATA_DIR's companies, which can be told to hold chunks: after `hold(n)`,
 * the rows past the next `n` wait until `release()`, so a job is surely running (with some rows
 * written and others not) while the backup is taken.
 */
class HoldingEngine {
  #gate: Promise<void> | null = null;
  #open: () => void = () => {};
  #free = 0;

  hold(rows: number): void {
    this.#free = rows;
    this.#gate = new Promise((resolve) => (this.#open = resolve));
  }

  release(): void {
    this.#open();
    this.#gate = null;
  }

  wrap(engine: MatchEngine): MatchEngine {
    return {
      name: engine.name,
      match: async (rows) => {
        if (this.#gate) {
          const free = this.#free;
          this.#free -= rows.length;
          if (free <= 0) await this.#gate;
        }
        return engine.match(rows);
      },
      close: () => engine.close(),
    };
  }
}

const apps: FastifyInstance[] = [];
/** Folders this file made (DATA_DIRs, backups), removed at the end. */
const folders: string[] = [];

function folder(made: string): string {
  folders.push(made);
  return made;
}

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  if (ON_POSTGRES) await dropDatabases();
});

async function server(
  dataDir: string,
  databaseUrl: string | undefined,
  fileStore: AppConfig['fileStore'],
  holding?: HoldingEngine,
): Promise<FastifyInstance> {
  const app = await startServer({
    dataDir,
    fileStore,
    ...(databaseUrl && { databaseUrl }),
    ...(holding && {
      matchEngine: async () =>
        holding.wrap(
          await openIndexEngine(
            dataDir,
            1,
            companyDatabaseLocation(databaseLocation(dataDir, databaseUrl), dataDir),
          ),
        ),
    }),
  });
  apps.push(app);
  return app;
}

const FILE_STORES: AppConfig['fileStore'][] = ON_POSTGRES ? ['folder', 'database'] : ['folder'];

describe.each(FILE_STORES)('a backup taken while the server runs (FILE_STORE=%s)', (fileStore) => {
  it('restored into a fresh folder and database, shows the same accounts, and they go on working', async () => {
    // ---- the running server and its accounts
    const dataDir = path.join(folder(tempCwd()), 'data');
    mkdirSync(dataDir);
    const sourceUrl = ON_POSTGRES ? await freshDatabase('backup') : undefined;
    const holding = new HoldingEngine();
    const source = await server(dataDir, sourceUrl, fileStore, holding);
    const sample = readFileSync(`${demoSamplePrefix(dataDir)}.csv`);

    const anna = await createUser(source, {
      totalQuota: 1_000,
      usedQuota: 120,
      target1Access: true,
      target2Access: true,
    });
    const annaCookie = await signIn(source, anna.email);
    const annaApi = injectApi(source, annaCookie);
    const filled = await fillAccount(annaApi, sample, Buffer.from(SMALL_FILE, 'utf8'));
    expect(filled.charged).toBeGreaterThan(0);
    await ok(annaApi, '/backend/export/exportQualityReport', { batchId: filled.matched });
    await waitUntil(
      () =>
        ok<{ ready: boolean }>(annaApi, '/backend/export/exportQualityReport', { batchId: filled.matched }),
      (pdf) => pdf.ready,
      'quality report PDF',
    );
    const before = await readAccount(annaApi, [filled.listId]);
    expect(before.quota).toMatchObject({ totalQuota: 1_000, currentQuota: 120 + filled.charged });
    const pdfBefore = (await annaApi.get(`/backend/export/getQualityReportFile?id=${filled.matched}`)).bytes;
    expect(pdfBefore.length).toBeGreaterThan(0);

    // Bruno's job runs while the backup is taken: 100 rows matched and stored, the rest held.
    holding.hold(100);
    const bruno = await createUser(source, { firstName: 'Bruno', name: 'Berg', totalQuota: 50 });
    const brunoApi = injectApi(source, await signIn(source, bruno.email));
    const brunoUpload = await brunoApi.upload('bruno.csv', sample);
    const brunosBatch = (JSON.parse(brunoUpload.text) as UploadResponse).batchId;
    await ok(brunoApi, '/backend/import/startMatching', {
      batchId: brunosBatch,
      mapping: SAMPLE_MAPPING,
      additionalCustomerColumns: [],
      checkDuplicateExtIds: false,
    });
    await waitUntil(
      () => ok<Status>(brunoApi, '/backend/import/getStatus', { batchId: brunosBatch }),
      (status) => status.finished >= 100,
      "Bruno's first 100 rows",
    );

    // ---- the backup, as docs/deployment.md says, while the server runs
    const backupStarted = performance.now();
    const backups = folder(mkdtempSync(path.join(tmpdir(), 'datacare-backups-')));
    if (ON_POSTGRES) {
      run(pgTool('pg_dump'), [
        '--format=custom',
        `--file=${path.join(backups, 'datacare.dump')}`,
        sourceUrl!,
      ]);
      if (fileStore === 'folder') tarDataDir(dataDir, path.join(backups, 'files.tar'));
    } else {
      // The application database with sqlite3's .backup (where the program is installed), the
      // companies with VACUUM INTO through node: both documented ways.
      (HAS_SQLITE3 ? sqliteBackup : nodeVacuumInto)(
        path.join(dataDir, 'datacare.sqlite'),
        path.join(backups, 'datacare.sqlite'),
      );
      nodeVacuumInto(path.join(dataDir, 'companies.sqlite'), path.join(backups, 'companies.sqlite'));
      tarDataDir(dataDir, path.join(backups, 'files.tar'));
      // Each backup is one file, complete without a -wal or -shm beside it, and sound (checked on a
      // connection that may write, so closing it leaves no -wal or -shm behind either).
      for (const file of ['datacare.sqlite', 'companies.sqlite']) {
        const copy = new Database(path.join(backups, file));
        expect(copy.pragma('integrity_check', { simple: true }), file).toBe('ok');
        copy.close();
      }
      expect(readdirSync(backups).sort()).toEqual(['companies.sqlite', 'datacare.sqlite', 'files.tar']);
    }
    if (existsSync(path.join(backups, 'files.tar'))) {
      const members = run('tar', ['--list', `--file=${path.join(backups, 'files.tar')}`]);
      expect(members).not.toMatch(/\.sqlite|match-index/);
      expect(members).toMatch(/uploads\//);
    }
    const backupMs = performance.now() - backupStarted;
    const brunoAtBackup = await ok<Status>(brunoApi, '/backend/import/getStatus', { batchId: brunosBatch });
    holding.release();

    // ---- the restore into a fresh folder (and database)
    const restoreStarted = performance.now();
    const restoredDir = path.join(folder(tempCwd()), 'data');
    mkdirSync(restoredDir);
    let restoredUrl: string | undefined;
    if (existsSync(path.join(backups, 'files.tar'))) {
      run('tar', ['--extract', `--file=${path.join(backups, 'files.tar')}`, `--directory=${restoredDir}`]);
    }
    if (ON_POSTGRES) {
      restoredUrl = await freshDatabase('backup');
      run(pgTool('pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        `--dbname=${restoredUrl}`,
        path.join(backups, 'datacare.dump'),
      ]);
    } else {
      run('cp', [path.join(backups, 'datacare.sqlite'), path.join(restoredDir, 'datacare.sqlite')]);
      run('cp', [path.join(backups, 'companies.sqlite'), path.join(restoredDir, 'companies.sqlite')]);
      expect(readdirSync(restoredDir).filter((f) => /-(wal|shm)$/.test(f))).toEqual([]);
    }
    const restored = await server(restoredDir, restoredUrl, fileStore);
    const restoreMs = performance.now() - restoreStarted;
    const restoredApi = injectApi(restored, annaCookie);

    // Anna, still signed in, sees her account as it was, every download the same bytes.
    expect(await readAccount(restoredApi, [filled.listId])).toEqual(before);
    expect(
      (await restoredApi.get(`/backend/export/getQualityReportFile?id=${filled.matched}`)).bytes,
    ).toEqual(pdfBefore);
    await signIn(restored, anna.email);
    const rows = new Map(
      Object.values(await resultsOf(restoredApi, filled.matched))
        .flat()
        .map((row) => [row.row_id, row]),
    );
    for (const { rowId, decision } of filled.decisions) {
      expect(decisionOf(rows.get(rowId)!), `row ${rowId}`).toBe(decision);
    }

    // Her upload's original is there: read again in another encoding.
    const reread = await restoredApi.post('/backend/import/rereadUpload', {
      batchId: filled.uploaded,
      encoding: 'windows-1252',
    });
    expect(reread.status, reread.text).toBe(200);
    expect((JSON.parse(reread.text) as UploadResponse).customerColumns).toEqual(['Firma', 'PLZ', 'Ort']);

    // The restored server matches a new import (the companies and their index are back) and its
    // export charges exactly the companies it reports.
    const quotaBefore = await ok<Quota>(restoredApi, '/backend/quota/getUserQuotaInfo');
    const again = await matchedImport(restoredApi, 'kundenliste-2.csv', sample);
    expect(Object.values(await resultsOf(restoredApi, again)).flat()).toHaveLength(250);
    const exported: ExportStatus = await exportImport(restoredApi, again);
    expect(exported.numCharged).toBeGreaterThan(0);
    const quotaAfter = await ok<Quota>(restoredApi, '/backend/quota/getUserQuotaInfo');
    expect(quotaAfter.currentQuota + quotaAfter.monthlyUsed).toBe(
      quotaBefore.currentQuota + quotaBefore.monthlyUsed + exported.numCharged,
    );

    // Bruno's job, running when the backup was taken, finishes on the restored server, every row once.
    expect(brunoAtBackup).toMatchObject({ total: 250, finished: 100, isFinished: false });
    const brunoRestored: Api = injectApi(restored, await signIn(restored, bruno.email));
    const finished = await waitUntil(
      () => ok<Status>(brunoRestored, '/backend/import/getStatus', { batchId: brunosBatch }),
      (status) => status.isFinished,
      "Bruno's job on the restored server",
    );
    expect(finished).toMatchObject({ total: 250, finished: 250, notStarted: 0 });
    const brunosRows = Object.values(await resultsOf(brunoRestored, brunosBatch)).flat();
    expect(brunosRows).toHaveLength(250);
    expect(new Set(brunosRows.map((r) => r.row_id)).size).toBe(250);
    if (process.env.BACKUP_REPORT) {
      const sizes = readdirSync(backups).map((f) => `${f} ${statSync(path.join(backups, f)).size} B`);
      console.log(
        `${ON_POSTGRES ? 'PostgreSQL' : 'SQLite'}, FILE_STORE=${fileStore}: backup ${Math.round(backupMs)} ms (${sizes.join(', ')}); ` +
          `restore and start ${Math.round(restoreMs)} ms; Anna charged ${filled.charged} before, ${exported.numCharged} after; ` +
          `Bruno's job at the backup ${brunoAtBackup.finished}/${brunoAtBackup.total} rows`,
      );
    }
  }, 300_000);
});
