import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { quotaInvariantViolations, readQuotaBooks, type QuotaBooks } from '../quota/invariant.ts';
import type { HoldPoint } from './export-job.ts';
import { exportsDir, queueExport } from './storage.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
} from './testing.ts';

const PROCESS = path.join(import.meta.dirname, 'export-process.ts');
const ROWS = 60;
const COMPANIES = 40; // rows 41-60 share companies with rows 1-20

let dir: string;
let db: Db;
/** The quota's books once the account (100 used) exists: every step must add up from there. */
let opening: QuotaBooks;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-export-killed-'));
  db = await createDatabase(dir);
  await db
    .insertInto('users')
    .values({
      id: 'u',
      email: 'u@firma.de',
      first_name: 'U',
      name: 'U',
      company_name: null,
      picture_mime: null,
      picture_data: null,
      password_hash: 'x',
      last_account_id: null,
      last_survey_at: null,
      created_at: '2026-03-02T09:00:00.000Z',
      used_quota: 100,
      data_packs: null,
      unlocked_fields: null,
    })
    .execute();
  await writeTestCompanies(
    dir,
    Array.from({ length: COMPANIES }, (_, i) => testCompany(`P${i}`)),
  );
  await insertMatchedBatch(db, {
    id: 'k',
    userId: 'u',
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    rows: Array.from({ length: ROWS }, (_, i) => ({
      cells: [`Firma ${i}`, '10115', 'Berlin', null, null, null],
      entries: exactEntries(`P${i % COMPANIES}`),
    })),
  });
  opening = await readQuotaBooks(db);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the export process; with a hold point, kills it with SIGKILL once it waits there. */
async function run(
  point?: HoldPoint,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  const marker = path.join(dir, `held-${point ?? 'none'}`);
  rmSync(marker, { force: true });
  const child = spawn(
    process.execPath,
    [PROCESS, '--data-dir', dir, ...(point ? ['--hold', point, '--marker', marker] : [])],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  if (point) {
    for (let i = 0; i < 1200 && !existsSync(marker) && child.exitCode === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(existsSync(marker), `the job reached ${point}: ${stderr}`).toBe(true);
    child.kill('SIGKILL');
  }
  const [code, signal] = (await exited) as [number | null, string | null];
  return { code, signal, stderr };
}

async function state() {
  const record = await db.selectFrom('exports').selectAll().executeTakeFirstOrThrow();
  const charges = await db.selectFrom('export_charges').selectAll().execute();
  const user = await db
    .selectFrom('users')
    .select('used_quota')
    .where('id', '=', 'u')
    .executeTakeFirstOrThrow();
  const files = existsSync(exportsDir(dir)) ? readdirSync(exportsDir(dir)).sort() : [];
  const books = await quotaInvariantViolations(db, { opening, now: Date.now() });
  return { record, charges: charges.length, used: user.used_quota, files, books };
}

describe('an export job killed at any point', () => {
  it('charges nothing until it finishes and everything once it does', async () => {
    const queued = await queueExport(db, {
      user_id: 'u',
      batch_id: 'k',
      batch_name: 'k',
      file_name: 'k.xlsx',
      file_type: 'xlsx',
      options: JSON.stringify({
        exportFileType: 'xlsx',
        delimiter: ';',
        defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
        consolidatedView: {
          export: false,
          customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
        },
        numExports: ROWS,
        language: 'de',
      }),
      created_at: '2026-03-02T09:00:00.000Z',
    });
    expect(queued).toBeDefined();
    const id = queued!.id;

    // Each process recovers what the one before left running and is killed at the next point.
    const points: HoldPoint[] = ['writing', 'written', 'charged', 'renamed'];
    for (const point of points) {
      const killed = await run(point);
      expect(killed, point).toMatchObject({ code: null, signal: 'SIGKILL' });
      const after = await state();
      expect(after.record.status, point).toBe('running');
      expect(after.charges, point).toBe(0);
      expect(after.used, point).toBe(100);
      expect(after.record.num_charged, point).toBe(0);
      expect(after.books, point).toEqual([]);
      // The file has its final name only after the rename, which the commit had not followed yet.
      expect(
        after.files.filter((f) => !f.endsWith('.tmp')),
        point,
      ).toEqual(point === 'renamed' ? [`${id}.xlsx`] : []);
      if (point === 'written' || point === 'charged') expect(after.files, point).toEqual([`${id}.xlsx.tmp`]);
    }

    const last = await run();
    expect(last).toMatchObject({ code: 0, stderr: '' });
    const done = await state();
    expect(done.record).toMatchObject({
      status: 'finished',
      num_charged: COMPANIES,
      num_rows: ROWS,
      stored_file: `${id}.xlsx`,
    });
    expect(done.charges).toBe(COMPANIES);
    expect(done.used).toBe(100 + COMPANIES);
    expect(done.files).toEqual([`${id}.xlsx`]);
    expect(done.books).toEqual([]);

    // A process started afterwards finds nothing to do and charges nothing more.
    expect(await run()).toMatchObject({ code: 0 });
    const again = await state();
    expect(again.used).toBe(100 + COMPANIES);
    expect(again.books).toEqual([]);
  }, 120_000);
});
