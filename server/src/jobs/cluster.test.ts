/**
 * Jobs on pg-boss (cluster.ts, docs/adr/014-jobs-on-pg-boss-and-file-store.md): API and worker
 * processes of one PostgreSQL database, here as apps of one test process on the same schema. The
 * rest of the server's suite runs its jobs in the test's process ('local'); these tests run the
 * cluster's way. Only in the `postgres` project: pg-boss is PostgreSQL's queue, SQLite has none
 * (on SQLite the whole describe is skipped for that reason).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExportMatchesRequest,
  ExportStatus,
  MappingPair,
  Status,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { uploadFile } from '../../test/multipart.ts';
import { call, createTestApp, ON_POSTGRES, signedInUser } from '../../test/test-app.ts';
import type { AppConfig } from '../config/config.ts';
import { queueExport } from '../exports/storage.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
} from '../exports/testing.ts';
import { createIndexEngine } from '../matching/engine/pool.ts';
import { defaultParameters } from '../matching/model/parameters.ts';
import { SAMPLE_FILE_MAPPING } from '../matching/sample-mapping.ts';
import { companyFixture, type CompanyFixture } from '../matching/testing.ts';
import type { MatchEngine } from '../matching/types.ts';
import { writeNoisyFiles } from '../samples/noisy.ts';

const ROWS = 240;
let fixture: CompanyFixture;
let engine: MatchEngine;
let sampleCsv: Buffer;
const mapping: MappingPair[] = SAMPLE_FILE_MAPPING.map((p) => ({ ...p }));

describe.runIf(ON_POSTGRES)('jobs on pg-boss (a cluster of API and worker processes)', () => {
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fixture = await companyFixture(400);
    engine = createIndexEngine({ index: fixture.index.data, parameters: defaultParameters(), workers: 0 });
    const summary = await writeNoisyFiles(fixture.store, path.join(fixture.dir, 'kunden'), {
      count: ROWS,
      seed: 17,
    });
    sampleCsv = readFileSync(summary.files.csv);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await fixture?.cleanup();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** An app of the cluster on `dataDir`'s schema: an API process (no work) or a worker. */
  async function processOf(
    role: 'api' | 'worker',
    dataDir?: string,
    matchEngine: () => MatchEngine = () => engine,
    config: Partial<AppConfig> = {},
  ): Promise<FastifyInstance> {
    const app = await createTestApp(
      { ...config, ...(dataDir ? { dataDir } : {}) },
      {
        matchEngine,
        jobQueue: 'pg-boss',
        cluster: { heartbeatSeconds: 10, superviseSeconds: 1, pollingSeconds: 0.5 },
      },
    );
    apps.push(app);
    await app.jobs.start({ work: role === 'worker' });
    return app;
  }

  async function startMatching(api: FastifyInstance, cookie: string): Promise<string> {
    const res = await uploadFile(api, cookie, 'kunden.csv', sampleCsv);
    expect(res.statusCode, res.body).toBe(200);
    const { batchId } = res.json<UploadResponse>();
    const start = await call(
      api,
      '/backend/import/startMatching',
      { batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: false },
      { cookie },
    );
    expect(start.json()).toMatchObject({ started: true });
    return batchId;
  }

  async function statusOf(app: FastifyInstance, cookie: string, batchId: string): Promise<Status> {
    const res = await call(app, '/backend/import/getStatus', { batchId }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Status>();
  }

  async function waitFor(
    app: FastifyInstance,
    cookie: string,
    batchId: string,
    done: (status: Status) => boolean,
    seconds = 60,
  ): Promise<Status> {
    const until = Date.now() + seconds * 1000;
    for (;;) {
      const status = await statusOf(app, cookie, batchId);
      if (done(status)) return status;
      if (Date.now() > until) throw new Error(`status never came: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Rows with a result, and rows with more than one: every row is written exactly once. */
  async function resultRows(app: FastifyInstance, batchId: string): Promise<{ rows: number; twice: number }> {
    const { rows } = await sql<{ rows: number; twice: number }>`
      select count(*)::int as rows,
             (select count(*)::int from (select row_id from match_results where batch_id = ${batchId}
                group by row_id having count(*) > 1) t) as twice
      from match_results where batch_id = ${batchId}`.execute(app.db);
    return rows[0]!;
  }

  it('matches a job queued on the API process in chunks across two workers; the status adds them up', async () => {
    const api = await processOf('api');
    const dataDir = api.config.dataDir;
    // Two workers, each with an engine that counts the rows it matched.
    const matchedBy = [0, 0];
    const counting = (i: number): MatchEngine => ({
      name: 'counting',
      match: async (rows) => {
        matchedBy[i]! += rows.length;
        // Slow enough that both workers get chunks.
        await new Promise((resolve) => setTimeout(resolve, 30));
        return engine.match(rows);
      },
      close: async () => {},
    });
    await processOf('worker', dataDir, () => counting(0));
    await processOf('worker', dataDir, () => counting(1));
    const anna = await signedInUser(api);
    const batchId = await startMatching(api, anna.cookie);

    const status = await waitFor(api, anna.cookie, batchId, (s) => s.isFinished);
    expect(status).toMatchObject({ state: 'finished', total: ROWS, finished: ROWS, progress: 100 });
    expect(await resultRows(api, batchId)).toEqual({ rows: ROWS, twice: 0 });
    // Both workers matched (chunks of 100 rows), together every row. Delivery is at least once: on a
    // loaded machine a chunk whose lease lapsed is matched again by the other worker (a CI run saw
    // 340 of 240), its results still committed once (`twice: 0` above).
    expect(matchedBy[0]! + matchedBy[1]!).toBeGreaterThanOrEqual(ROWS);
    expect(matchedBy[0]).toBeGreaterThan(0);
    expect(matchedBy[1]).toBeGreaterThan(0);
  }, 90_000);

  it('stops a running job from the API process: the workers leave the other chunks, resume finishes it', async () => {
    const api = await processOf('api');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated: MatchEngine = {
      name: 'gated',
      match: async (rows) => {
        await gate;
        return engine.match(rows);
      },
      close: async () => {},
    };
    await processOf('worker', api.config.dataDir, () => gated);
    const anna = await signedInUser(api);
    const batchId = await startMatching(api, anna.cookie);
    await waitFor(api, anna.cookie, batchId, (s) => s.state === 'running');
    const stop = await call(api, '/backend/import/stopMatching', { batchId }, { cookie: anna.cookie });
    expect(stop.statusCode, stop.body).toBeLessThan(300);
    release();
    const stopped = await waitFor(api, anna.cookie, batchId, (s) => s.state === 'stopped');
    // The chunks in flight (two at most) committed; the rest were left.
    expect(stopped.finished).toBeLessThan(ROWS);

    const resume = await call(api, '/backend/import/retryMatching', { batchId }, { cookie: anna.cookie });
    expect(resume.statusCode, resume.body).toBeLessThan(300);
    await waitFor(api, anna.cookie, batchId, (s) => s.isFinished);
    expect(await resultRows(api, batchId)).toEqual({ rows: ROWS, twice: 0 });
  }, 90_000);

  // A worker killed outright (no word to the queue, its heartbeats stop) is the cluster drill's
  // (e2e/cluster); here the worker stops without finishing its chunks, which the queue hands on.
  it('hands the chunks a worker left unfinished to another worker: every row once', async () => {
    const api = await processOf('api');
    const dataDir = api.config.dataDir;
    // The first worker hangs on its first chunk, as a process killed mid-chunk would.
    let hung = 0;
    const hanging: MatchEngine = {
      name: 'hanging',
      match: async () => {
        hung++;
        return new Promise(() => {});
      },
      close: async () => {},
    };
    const dying = await processOf('worker', dataDir, () => hanging);
    const anna = await signedInUser(api);
    const batchId = await startMatching(api, anna.cookie);
    await waitFor(api, anna.cookie, batchId, () => hung > 0);
    // It stops at once: its chunks in hand are not completed, the queue offers them again.
    await dying.jobs.cluster!.stop({ graceful: false });
    // A second worker takes every chunk, also the ones the first left.
    await processOf('worker', dataDir);
    const status = await waitFor(api, anna.cookie, batchId, (s) => s.isFinished, 80);
    expect(status).toMatchObject({ state: 'finished', finished: ROWS });
    expect(await resultRows(api, batchId)).toEqual({ rows: ROWS, twice: 0 });
  }, 120_000);

  // The crash drill (bench/drills/crash.ts) found it: an API process killed right after answering
  // exportMatches had committed the export but not yet sent its message; the running worker never
  // took it (only a worker's start offered queued jobs), the user's export stayed queued.
  it('runs an export queued without its message (the API process died before its offer) at a running worker’s next sweep', async () => {
    const api = await processOf('api');
    await processOf('worker', api.config.dataDir);
    await writeTestCompanies(api.config.dataDir, [testCompany('P1')]);
    const owner = await signedInUser(api);
    await insertMatchedBatch(api.db, {
      id: 'orphan',
      userId: owner.user.id,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [{ cells: ['Alpha GmbH', '10115', 'Berlin', null, null, null], entries: exactEntries('P1') }],
    });
    // What exportMatches commits before it offers the job to the queue, and nothing after.
    const queued = await queueExport(api.db, {
      user_id: owner.user.id,
      batch_id: 'orphan',
      batch_name: 'orphan',
      file_name: 'orphan.csv',
      file_type: 'csv',
      options: JSON.stringify({
        exportFileType: 'csv',
        delimiter: ';',
        defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
        consolidatedView: {
          export: false,
          customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
        },
        numExports: 1,
        language: 'de',
      }),
      created_at: new Date().toISOString(),
    });
    expect(queued).toBeDefined();
    let status: ExportStatus | undefined;
    for (let i = 0; i < 600 && (!status || status.exportInQueue); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await call(
        api,
        '/backend/export/getExportStatus',
        { batchId: 'orphan' },
        { cookie: owner.cookie },
      );
      status = res.json<ExportStatus>();
    }
    expect(status).toMatchObject({ state: 'finished', numCharged: 1 });
  }, 90_000);

  it('writes an export queued on the API process in a worker: charged once, its file (kept in the database) served by the API process', async () => {
    // No shared folder: the file store is the database.
    const api = await processOf('api', undefined, () => engine, { fileStore: 'database' });
    await processOf('worker', api.config.dataDir, () => engine, { fileStore: 'database' });
    await writeTestCompanies(api.config.dataDir, [testCompany('P1'), testCompany('P2')]);
    const owner = await signedInUser(api);
    await insertMatchedBatch(api.db, {
      id: 'batch1',
      userId: owner.user.id,
      tag: 'Kunden',
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [
        { cells: ['Alpha GmbH', '10115', 'Berlin', null, null, null], entries: exactEntries('P1') },
        { cells: ['Beta AG', '80331', 'München', null, null, null], entries: exactEntries('P2') },
      ],
    });
    const request: ExportMatchesRequest = {
      batchId: 'batch1',
      exportFileType: 'xlsx',
      delimiter: ';',
      defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
      consolidatedView: {
        export: false,
        customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
      },
      numExports: 2,
    };
    const started = await call(api, '/backend/export/exportMatches', request, { cookie: owner.cookie });
    expect(started.statusCode, started.body).toBe(200);
    let status: ExportStatus | undefined;
    for (let i = 0; i < 600 && (!status || status.exportInQueue); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await call(
        api,
        '/backend/export/getExportStatus',
        { batchId: 'batch1' },
        { cookie: owner.cookie },
      );
      status = res.json<ExportStatus>();
    }
    expect(status).toMatchObject({ state: 'finished', numCharged: 2 });
    const { rows } = await sql<{
      used: number;
    }>`select used_quota as used from users where id = ${owner.user.id}`.execute(api.db);
    expect(rows[0]!.used).toBe(owner.user.used_quota + 2);
    const file = await api.inject({
      method: 'GET',
      url: '/backend/export/getExportFile?id=batch1&exportFileType=xlsx',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: owner.cookie },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  }, 90_000);
});
