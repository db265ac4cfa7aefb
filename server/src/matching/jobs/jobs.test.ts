import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMatchTypes } from '@datacare/api-client/domain';
import type { Status } from '@datacare/api-client/generated/types';
import { companyDatabaseLocation, openCompanyDatabase } from '../../companies/database.ts';
import { generateCompanyDatabase } from '../../companies/generate.ts';
import { createDatabase, databaseLocation, type DatabaseLocation, type Db } from '../../db/database.ts';
import { testDatabaseUrl } from '../../../test/test-app.ts';
import { CUSTOMER_COLUMNS, noisyRows } from '../../samples/noisy.ts';
import { createIndexEngine } from '../engine/pool.ts';
import { defaultParameters } from '../model/parameters.ts';
import { SAMPLE_FILE_MAPPING } from '../sample-mapping.ts';
import { companyFixture, mappedRowOf, type CompanyFixture } from '../testing.ts';
import type { MappedRow, MatchEngine } from '../types.ts';
import { MatchJobRunner } from './runner.ts';
import { createMatchJob, findMatchJob, insertImportRows, type ImportRow } from './storage.ts';

const ROWS = 1_500;
const COMPANIES = 3_000;
const JOB_PROCESS = path.join(import.meta.dirname, 'job-process.ts');

let fixture: CompanyFixture;
/** The app database: SQLite in the fixture's folder, or a schema of its own with TEST_DATABASE_URL. */
let databaseUrl: string | undefined;
let database: DatabaseLocation;
let db: Db;
let importRows: ImportRow[];
let mappedRows: MappedRow[];
let engine: MatchEngine;

async function addBatch(id: string): Promise<void> {
  await db
    .insertInto('import_batches')
    .values({ id, user_id: 'u1', file_name: `${id}.csv`, tag: id, created_at: '2026-03-02T09:00:00.000Z' })
    .execute();
  await insertImportRows(db, id, importRows);
}

const job = (batchId: string) => ({ batchId, columns: CUSTOMER_COLUMNS, mapping: SAMPLE_FILE_MAPPING });

/** A batch's results and entries without the batch id, in a fixed order. */
async function stored(batchId: string) {
  const results = await db
    .selectFrom('match_results')
    .select(['row_id', 'probability', 'is_no_match', 'no_match_probability'])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .execute();
  const candidates = await db
    .selectFrom('match_candidates')
    .select([
      'row_id',
      'pos',
      'provider_id',
      'probability',
      'is_no_match',
      'data_pack',
      'data',
      'explanation',
    ])
    .where('batch_id', '=', batchId)
    .orderBy('row_id')
    .orderBy('pos')
    .execute();
  return { results, candidates };
}

async function waitFor<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    await sleep(10);
  }
}

beforeAll(async () => {
  fixture = await companyFixture(COMPANIES, 5);
  databaseUrl = await testDatabaseUrl();
  database = databaseLocation(fixture.dir, databaseUrl);
  db = await createDatabase(fixture.dir, databaseUrl);
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'a@example.com',
      first_name: 'A',
      name: 'B',
      password_hash: 'x',
      created_at: '2026-03-02T09:00:00.000Z',
    })
    .execute();
  importRows = [];
  mappedRows = [];
  for await (const row of noisyRows(fixture.store, { count: ROWS, seed: 21 })) {
    importRows.push({
      rowId: row.rowId,
      cells: CUSTOMER_COLUMNS.map((c) => (row.cells[c] === null ? null : String(row.cells[c]))),
    });
    mappedRows.push(mappedRowOf(row));
  }
  engine = createIndexEngine({ index: fixture.index.data, parameters: defaultParameters(), workers: 2 });
});

afterAll(async () => {
  await engine.close();
  await db.destroy();
  await fixture.cleanup();
});

describe('matching jobs', () => {
  it('matches every row of a batch in chunks and stores what the engine found', async () => {
    await addBatch('whole');
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => engine,
      chunkSize: 200,
      modelVersion: 'test',
    });
    await runner.start(job('whole'));
    await runner.idle();

    const status = await runner.status('whole');
    expect(status).toMatchObject({
      total: ROWS,
      finished: ROWS,
      notStarted: 0,
      isFinished: true,
      progress: 100,
    });
    expect(status!.resultPriorities).toHaveLength(ROWS);
    const counts = status!.statusCounts;
    expect(counts.exactMatches + counts.manualMatches + counts.noMatches).toBe(ROWS);
    expect(counts).toEqual(countMatchTypes(status!.resultPriorities!, 0.7, 0));
    expect(await findMatchJob(db, 'whole')).toMatchObject({
      status: 'finished',
      model_version: 'test',
      error: null,
    });

    // The same as the engine answers directly, row for row.
    const direct = await engine.match(mappedRows);
    const { results, candidates } = await stored('whole');
    expect(results.map((r) => r.row_id)).toEqual(direct.map((r) => r.rowId));
    direct.forEach((r, i) => {
      expect(results[i]!.probability).toBe(r.priority.probability);
      expect(results[i]!.is_no_match).toBe(r.priority.isNoMatch ? 1 : 0);
    });
    const first = direct.find((r) => r.candidates.length > 1)!;
    const entries = candidates.filter((c) => c.row_id === first.rowId);
    expect(entries).toHaveLength(first.candidates.length + 1);
    expect(entries.map((e) => e.probability)).toEqual(
      [...entries.map((e) => e.probability)].sort((a, b) => b - a),
    );
    const best = entries[0]!;
    expect(best.provider_id).toBe(first.priority.isNoMatch ? null : first.candidates[0]!.providerId);
    const noMatch = entries.find((e) => e.is_no_match === 1)!;
    expect(noMatch).toMatchObject({
      provider_id: null,
      data: null,
      explanation: null,
      probability: first.noMatchProbability,
    });
    const candidate = entries.find((e) => e.provider_id === first.candidates[0]!.providerId)!;
    expect(JSON.parse(candidate.data!)).toEqual(first.candidates[0]!.data);
    expect(JSON.parse(candidate.explanation!)).toEqual(
      first.candidates[0]!.explanation.map((e) => [e.field, e.level, e.contribution]),
    );
  });

  it('stores the results itself, the same, for an engine that does not store them', async () => {
    await addBatch('here');
    // Only match(): the runner reads, matches through it and writes on its own connection.
    const plain: MatchEngine = { name: 'plain', match: (rows) => engine.match(rows), close: async () => {} };
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => plain,
      chunkSize: 300,
      rowsPerTransaction: 7,
    });
    await runner.start(job('here'));
    await runner.idle();
    await runner.close();
    expect(await findMatchJob(db, 'here')).toMatchObject({ status: 'finished', finished: ROWS });
    expect(await stored('here')).toEqual(await stored('whole'));
  });

  it('stops after the chunks in flight, answers while it runs, and continues where it stopped', async () => {
    await addBatch('stop');
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => engine,
      chunkSize: 50,
      pauseMs: 20,
    });
    const api = Fastify();
    api.get('/status', async () => runner.status('stop'));
    try {
      await runner.start(job('stop'));
      // The API answers while the job runs: a status with some rows done and some not.
      const running = await waitFor(
        async () => (await api.inject({ method: 'GET', url: '/status' })).json<Status>(),
        (s) => s.finished >= 100,
      );
      expect(running.isFinished).toBe(false);
      expect(running.finished).toBeLessThan(ROWS);
      expect(running.progress).toBeLessThan(100);
      expect(running.statusCounts.notStarted).toBe(ROWS - running.finished);
      await runner.stop('stop');
      await runner.idle();
      const stopped = await findMatchJob(db, 'stop');
      expect(stopped!.status).toBe('stopped');
      expect(stopped!.finished).toBeLessThan(ROWS);
      expect((await stored('stop')).results).toHaveLength(stopped!.finished);

      await runner.resume('stop');
      await runner.idle();
      expect((await findMatchJob(db, 'stop'))!.status).toBe('finished');
      expect(await stored('stop')).toEqual(await stored('whole'));
    } finally {
      await api.close();
    }
  });

  it('records a failure and goes on with the next job', async () => {
    await addBatch('broken');
    const failures: string[] = [];
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => engine,
      onError: (batchId) => failures.push(batchId),
    });
    await runner.start({ ...job('broken'), columns: ['Nothing'] });
    await runner.idle();
    expect(await findMatchJob(db, 'broken')).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('"Kundennummer"'),
    });
    expect(failures).toEqual(['broken']);
  });

  it('creates one job of simultaneous starts, also on separate connections', async () => {
    await addBatch('atonce');
    const other = await createDatabase(fixture.dir, databaseUrl);
    try {
      const outcomes = await Promise.all(
        [db, other, db, other, db, other].map((connection) =>
          createMatchJob(connection, {
            batchId: 'atonce',
            columns: CUSTOMER_COLUMNS,
            mapping: SAMPLE_FILE_MAPPING,
            threshold: 0.7,
            total: ROWS,
            engine: 'index',
            modelVersion: null,
            now: '2026-03-02T09:00:00.000Z',
          }),
        ),
      );
      expect(outcomes.filter((o) => o.created)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.created && o.reason === 'running')).toHaveLength(5);
    } finally {
      await other.destroy();
      // Not for the runners of the next tests, which run every queued job.
      await db.deleteFrom('match_jobs').where('batch_id', '=', 'atonce').execute();
    }
  });

  it('stores a row whose matching throws as no match with a note, reports it, and matches the rest', async () => {
    await addBatch('onebad');
    const bad = 321;
    // An engine without row isolation of its own: matching a set of rows that holds row 321 throws.
    const flaky: MatchEngine = {
      name: 'flaky',
      match: async (rows) => {
        if (rows.some((r) => r.rowId === bad)) throw new TypeError(`text.charCodeAt is not a function`);
        return engine.match(rows);
      },
      close: async () => {},
    };
    const reported: { batchId: string; rowId: number | undefined; message: string }[] = [];
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => flaky,
      chunkSize: 200,
      onError: (batchId, error, rowId) =>
        reported.push({ batchId, rowId, message: error instanceof Error ? error.message : String(error) }),
    });
    await runner.start(job('onebad'));
    await runner.idle();
    await runner.close();

    expect(await runner.status('onebad')).toMatchObject({
      state: 'finished',
      isFinished: true,
      finished: ROWS,
      failedRows: 1,
    });
    expect(reported).toEqual([
      { batchId: 'onebad', rowId: bad, message: 'TypeError: text.charCodeAt is not a function' },
    ]);
    const results = await db
      .selectFrom('match_results')
      .select(['row_id', 'probability', 'is_no_match', 'no_match_probability', 'note'])
      .where('batch_id', '=', 'onebad')
      .orderBy('row_id')
      .execute();
    expect(results.find((r) => r.row_id === bad)).toEqual({
      row_id: bad,
      probability: 1,
      is_no_match: 1,
      no_match_probability: 1,
      note: 'matching_failed',
    });
    const entries = await db
      .selectFrom('match_candidates')
      .select(['pos', 'provider_id', 'probability', 'is_no_match'])
      .where('batch_id', '=', 'onebad')
      .where('row_id', '=', bad)
      .execute();
    expect(entries).toEqual([{ pos: 0, provider_id: null, probability: 1, is_no_match: 1 }]);
    // Every other row as an uninterrupted run stores it.
    const others = await stored('onebad');
    const whole = await stored('whole');
    expect(others.results.filter((r) => r.row_id !== bad)).toEqual(
      whole.results.filter((r) => r.row_id !== bad),
    );
    expect(others.candidates.filter((c) => c.row_id !== bad)).toEqual(
      whole.candidates.filter((c) => c.row_id !== bad),
    );
    expect(results.filter((r) => r.note !== null)).toHaveLength(1);
  });

  it('fails a job whose engine breaks, says so, and a retry continues from the checkpoint', async () => {
    await addBatch('breaks');
    let broken = false;
    let fixed = false;
    const asked: number[] = [];
    const breaking: MatchEngine = {
      name: 'breaking',
      match: async (rows) => {
        if (broken) throw new Error('The matching index is gone.');
        asked.push(...rows.map((r) => r.rowId));
        // Two chunks go through, then every call fails (a thread or an index gone).
        if (!fixed && asked.length >= 400) broken = true;
        return engine.match(rows);
      },
      close: async () => {},
    };
    const failures: { batchId: string; rowId: number | undefined }[] = [];
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => breaking,
      chunkSize: 200,
      onError: (batchId, _error, rowId) => failures.push({ batchId, rowId }),
    });
    await runner.start(job('breaks'));
    await runner.idle();
    const failed = await runner.status('breaks');
    expect(failed).toMatchObject({ state: 'failed', isFinished: false, finished: 400, failedRows: 0 });
    expect(failed!.progress).toBeLessThan(100);
    expect(await findMatchJob(db, 'breaks')).toMatchObject({
      status: 'failed',
      error: 'The matching index is gone.',
    });
    expect(failures).toEqual([{ batchId: 'breaks', rowId: undefined }]);
    const before = await stored('breaks');
    // The two chunks in flight may be matched in either order (their reads do not wait for each other).
    expect(before.results.map((r) => r.row_id)).toEqual([...asked].sort((x, y) => x - y));

    // Fixed: the retry matches only the rows without results and ends as an uninterrupted run.
    broken = false;
    fixed = true;
    asked.length = 0;
    expect(await runner.resume('breaks')).toBe('queued');
    await runner.idle();
    await runner.close();
    expect(await runner.status('breaks')).toMatchObject({ state: 'finished', finished: ROWS, failedRows: 0 });
    expect(asked).toHaveLength(ROWS - 400);
    expect(asked.filter((rowId) => before.results.some((r) => r.row_id === rowId))).toEqual([]);
    expect(await stored('breaks')).toEqual(await stored('whole'));
    expect(await runner.resume('breaks')).toBe('finished');
  });

  it('fails a job whose index does not load, and loads it again on the retry', async () => {
    await addBatch('noindex');
    let loads = 0;
    const failures: string[] = [];
    const runner = new MatchJobRunner({
      db,
      database,
      engine: () => {
        loads += 1;
        if (loads === 1) throw new Error('The index cache file is damaged.');
        return engine;
      },
      onError: (batchId, error) => failures.push(`${batchId}: ${(error as Error).message}`),
    });
    await runner.start(job('noindex'));
    await runner.idle();
    expect(await runner.status('noindex')).toMatchObject({ state: 'failed', finished: 0, progress: 0 });
    expect(failures).toEqual(['noindex: The index cache file is damaged.']);

    expect(await runner.resume('noindex')).toBe('queued');
    await runner.idle();
    expect(loads).toBe(2);
    expect(await runner.status('noindex')).toMatchObject({ state: 'finished', finished: ROWS });
    expect(await stored('noindex')).toEqual(await stored('whole'));
  });

  it('resumes after the process running it was killed, with the results of an uninterrupted run', async () => {
    await addBatch('killed');
    if (database.kind === 'postgres') {
      // On PostgreSQL the process reads the companies where the server does, in the company schema
      // next to the app's (companies/database.ts companyDatabaseLocation): the fixture's, again.
      const companies = await openCompanyDatabase(companyDatabaseLocation(database, fixture.dir));
      try {
        await generateCompanyDatabase(companies, { count: COMPANIES, seed: 5 });
      } finally {
        await companies.close();
      }
    }
    // Queued here, run by a separate process that is killed half-way.
    await createMatchJob(db, {
      batchId: 'killed',
      columns: CUSTOMER_COLUMNS,
      mapping: SAMPLE_FILE_MAPPING,
      threshold: 0.7,
      total: ROWS,
      engine: 'index',
      modelVersion: null,
      now: '2026-03-02T09:00:00.000Z',
    });
    const run = (extra: string[]) =>
      spawn(
        process.execPath,
        [
          JOB_PROCESS,
          '--data-dir',
          fixture.dir,
          ...(databaseUrl ? ['--database-url', databaseUrl] : []),
          '--workers',
          '2',
          ...extra,
        ],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, LOG_LEVEL: 'silent' },
        },
      );

    const first = run(['--chunk-size', '40', '--pause-ms', '25']);
    let stderr = '';
    first.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(first, 'exit');
    await waitFor(
      () => findMatchJob(db, 'killed'),
      (j) => (j?.finished ?? 0) >= 120 || first.exitCode !== null,
    );
    first.kill('SIGKILL');
    const [code, signal] = await exited;
    expect(stderr).toBe('');
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    const interrupted = await findMatchJob(db, 'killed');
    expect(interrupted!.status).toBe('running');
    expect(interrupted!.finished).toBeGreaterThan(0);
    expect(interrupted!.finished).toBeLessThan(ROWS);
    // The checkpoint and the results were committed together.
    expect((await stored('killed')).results).toHaveLength(interrupted!.finished);

    const second = run([]);
    let secondErr = '';
    second.stderr!.on('data', (chunk: Buffer) => (secondErr += chunk.toString()));
    const [secondCode] = await once(second, 'exit');
    expect(secondErr).toBe('');
    expect(secondCode).toBe(0);
    expect(await findMatchJob(db, 'killed')).toMatchObject({ status: 'finished', finished: ROWS });
    expect(await stored('killed')).toEqual(await stored('whole'));
  }, 60_000); // a child process loads the index and is killed: seconds on a loaded 2-core machine
});
