import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  MappingPair,
  ResultPageResponse,
  Status,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import { uploadFile, postUpload } from '../../test/multipart.ts';
import { createIndexEngine } from '../matching/engine/pool.ts';
import { defaultParameters } from '../matching/model/parameters.ts';
import { companyFixture, type CompanyFixture } from '../matching/testing.ts';
import { SAMPLE_FILE_MAPPING } from '../matching/sample-mapping.ts';
import { writeNoisyFiles } from '../samples/noisy.ts';
import type { MatchEngine } from '../matching/types.ts';

let fixture: CompanyFixture;
let engine: MatchEngine;
let sampleCsv: Buffer;
let sampleXlsx: Buffer;

beforeAll(async () => {
  fixture = await companyFixture(400);
  engine = createIndexEngine({ index: fixture.index.data, parameters: defaultParameters(), workers: 0 });
  const summary = await writeNoisyFiles(fixture.store, path.join(fixture.dir, 'kunden'), {
    count: 120,
    seed: 9,
  });
  sampleCsv = readFileSync(summary.files.csv);
  sampleXlsx = readFileSync(summary.files.xlsx);
}, 60_000);

afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp(
    {},
    {
      matchEngine: () => engine,
      companyIds: (ids) => {
        const found = new Set<string>();
        const statement = fixture.store.sqlite.prepare('select 1 from companies where provider_id = ?');
        for (const id of ids) if (statement.get(id)) found.add(id);
        return found;
      },
    },
  );
});
afterEach(async () => {
  await app.close();
});

async function upload(cookie: string, name = 'Kundenliste März.csv', content: Buffer = sampleCsv) {
  const res = await uploadFile(app, cookie, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResponse>();
}

async function waitFinished(cookie: string, batchId: string): Promise<Status> {
  for (let i = 0; i < 600; i++) {
    const res = await call(app, '/backend/import/getStatus', { batchId }, { cookie });
    if (res.statusCode === 200 && res.json<Status>().isFinished) return res.json<Status>();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('matching did not finish');
}

const sampleMapping: MappingPair[] = SAMPLE_FILE_MAPPING.map((p) => ({ ...p }));

describe('upload', () => {
  it('reads a German CRM csv and an xlsx alike, proposes the mapping and keeps leading zeros', async () => {
    const anna = await signedInUser(app);
    const csv = await upload(anna.cookie);
    expect(csv.fileName).toBe('Kundenliste März.csv');
    expect(csv.tag).toBe('Kundenliste März');
    expect(csv.fileKind).toBe('csv');
    expect(csv.stats.rows.total).toBe(120);
    expect(csv.customerColumns[0]).toBe('Kundennummer');
    expect(csv.customerColumns).toContain('Straße');
    expect(csv.exampleValues).toHaveLength(5);
    expect(csv.nonEmptyCounts).toHaveLength(csv.customerColumns.length);
    const zipIndex = csv.customerColumns.indexOf('PLZ');
    expect(csv.exampleValues.some((row) => /^\d{5}$/.test(row[zipIndex] ?? ''))).toBe(true);
    expect(csv.detectedMapping).toEqual(
      expect.arrayContaining([{ internalField: 'company_name', customerField: 'Firma' }]),
    );
    expect(csv.maxRowsExceeded).toBe(false);

    const xlsx = await upload(anna.cookie, 'kunden.xlsx', sampleXlsx);
    expect(xlsx.fileKind).toBe('xlsx');
    expect(xlsx.customerColumns).toEqual(csv.customerColumns);
    expect(xlsx.stats.rows.total).toBe(120);
    expect(xlsx.exampleValues[0]![zipIndex]).toBe(csv.exampleValues[0]![zipIndex]);
  });

  it('decides the type by content: the xlsx named .csv is read as a workbook', async () => {
    const anna = await signedInUser(app);
    const res = await upload(anna.cookie, 'wirklich.csv', sampleXlsx);
    expect(res.fileKind).toBe('xlsx');
  });

  it('imports only the first maxUploadRows rows and says so', async () => {
    await app.close();
    app = await createTestApp({ maxUploadRows: 50 }, { matchEngine: () => engine });
    const anna = await signedInUser(app);
    const res = await upload(anna.cookie);
    expect(res.maxRowsExceeded).toBe(true);
    expect(res.maxUploadRows).toBe(50);
    expect(res.stats.rows.total).toBe(50);
  });

  it('returns the same import for a repeated upload key (double click), also when both arrive at once', async () => {
    const anna = await signedInUser(app);
    const [a, b] = await Promise.all([
      uploadFile(app, anna.cookie, 'kunden.csv', sampleCsv, 'click-0001-abcdef'),
      uploadFile(app, anna.cookie, 'kunden.csv', sampleCsv, 'click-0001-abcdef'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json<UploadResponse>().batchId).toBe(b.json<UploadResponse>().batchId);
    const again = await uploadFile(app, anna.cookie, 'kunden.csv', sampleCsv, 'click-0001-abcdef');
    expect(again.json<UploadResponse>().batchId).toBe(a.json<UploadResponse>().batchId);
    const other = await uploadFile(app, anna.cookie, 'kunden.csv', sampleCsv, 'click-0002-abcdef');
    expect(other.json<UploadResponse>().batchId).not.toBe(a.json<UploadResponse>().batchId);
    const batches = await app.db
      .selectFrom('import_batches')
      .select('id')
      .where('user_id', '=', anna.user.id)
      .execute();
    expect(batches).toHaveLength(2);
  });

  it('stores the file under a generated id and shows the name sanitised', async () => {
    const anna = await signedInUser(app);
    const res = await upload(anna.cookie, '../../etc/\u202Egnp.csv', sampleCsv);
    expect(res.fileName).toBe('gnp.csv');
    const stored = readdirSync(path.join(app.config.dataDir, 'uploads'));
    expect(stored).toEqual([`${res.batchId}.csv`]);
  });

  it('refuses requests without a session and leaves nothing behind', async () => {
    const res = await postUpload(app, undefined, [
      { kind: 'file', fileName: 'a.csv', content: 'a;b\n1;2\n' },
    ]);
    expect(res.statusCode).toBe(401);
    expect(existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);
  });
});

describe('mapping, matching and status', () => {
  it('matches the upload, reports progress and counts, and follows the threshold', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);

    const before = await call(app, '/backend/import/getStatus', { batchId }, { cookie: anna.cookie });
    expect(before.statusCode).toBe(412);

    const start = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId,
        mapping: sampleMapping,
        additionalCustomerColumns: ['Ansprechpartner'],
        checkDuplicateExtIds: false,
      },
      { cookie: anna.cookie },
    );
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ started: true });

    const status = await waitFinished(anna.cookie, batchId);
    expect(status).toMatchObject({ total: 120, finished: 120, notStarted: 0, progress: 100 });
    const counts = status.statusCounts;
    expect(counts.exactMatches + counts.manualMatches + counts.noMatches).toBe(120);
    expect(counts.exactMatches).toBeGreaterThan(60);
    expect(status.resultPriorities).toHaveLength(120);

    const priorities = await call(
      app,
      '/backend/import/getResultPriorities',
      { batchId },
      { cookie: anna.cookie },
    );
    expect(priorities.json().resultPriorities).toHaveLength(120);

    const strict = await call(
      app,
      '/backend/import/saveThresholds',
      { batchId, exactMatchThreshold: 0.996 },
      { cookie: anna.cookie },
    );
    expect(strict.statusCode).toBe(200);
    expect(strict.json().exactMatchThreshold).toBe(1); // saved on the slider's 0.01 grid
    expect(strict.json().statusCounts.exactMatches).toBeLessThan(counts.exactMatches);
    const thresholds = await call(app, '/backend/import/getThresholds', { batchId }, { cookie: anna.cookie });
    expect(thresholds.json()).toEqual(strict.json());
    const after = await call(app, '/backend/import/getStatus', { batchId }, { cookie: anna.cookie });
    expect(after.json<Status>().statusCounts).toEqual(strict.json().statusCounts);
  });

  it('refuses a mapping without company name or provider id, and structural mistakes', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    const noName = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId,
        mapping: [{ internalField: 'zip', customerField: 'PLZ' }],
        additionalCustomerColumns: [],
        checkDuplicateExtIds: true,
      },
      { cookie: anna.cookie },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].type).toBe('mapping_required_missing');
    const twice = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId,
        mapping: [
          { internalField: 'company_name', customerField: 'Firma' },
          { internalField: 'location', customerField: 'Firma' },
        ],
        additionalCustomerColumns: [],
        checkDuplicateExtIds: true,
      },
      { cookie: anna.cookie },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].type).toBe('mapping_invalid');
    // In the user's language, the field named (German by default).
    expect(twice.json().errors[0].message).toBe(
      'Die Zuordnung ist ungültig: Die Spalte "Firma" ist zweimal verwendet.',
    );
    const unknownColumn = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId,
        mapping: [{ internalField: 'company_name', customerField: 'Gibt es nicht' }],
        additionalCustomerColumns: [],
        checkDuplicateExtIds: true,
      },
      { cookie: anna.cookie },
    );
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().errors[0].message).toBe(
      'Die Zuordnung ist ungültig: Die Datei hat keine Spalte "Gibt es nicht".',
    );
  });

  it('asks before matching duplicate external ids, and continues when told to', async () => {
    const anna = await signedInUser(app);
    const csv =
      'Kundennummer;Firma;Ort\nK1;Alpha GmbH;Berlin\nK1;Alpha GmbH;Berlin\nK2;Beta AG;Köln\nK2;Gamma KG;Bonn\nK3;Delta;Ulm\n';
    const { batchId } = await upload(anna.cookie, 'dups.csv', Buffer.from(csv));
    const mapping = [
      { internalField: 'ext_id', customerField: 'Kundennummer' },
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'location', customerField: 'Ort' },
    ];
    const first = await call(
      app,
      '/backend/import/startMatching',
      { batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: true },
      { cookie: anna.cookie },
    );
    expect(first.json()).toMatchObject({
      started: false,
      hasDuplicateExtIds: true,
      rowsIdentical: [
        { ext_id: 'K1', row_id: 1, company_name: 'Alpha GmbH' },
        { ext_id: 'K1', row_id: 2, company_name: 'Alpha GmbH' },
      ],
      rowsDiffer: [
        { ext_id: 'K2', row_id: 3, company_name: 'Beta AG' },
        { ext_id: 'K2', row_id: 4, company_name: 'Gamma KG' },
      ],
    });
    const before = await call(app, '/backend/import/getStatus', { batchId }, { cookie: anna.cookie });
    expect(before.statusCode).toBe(412);
    const anyway = await call(
      app,
      '/backend/import/startMatching',
      { batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: false },
      { cookie: anna.cookie },
    );
    expect(anyway.json()).toMatchObject({ started: true });
    expect((await waitFinished(anna.cookie, batchId)).total).toBe(5);
  });

  it('lists rows with invalid provider ids and refuses a file without any valid one', async () => {
    const anna = await signedInUser(app);
    const known = fixture.store.sqlite.prepare('select provider_id from companies limit 2').all() as {
      provider_id: string;
    }[];
    const csv = `ID;Firma\n${known[0]!.provider_id};A\nDC99999999;B\n${known[1]!.provider_id};C\nnot an id!;D\n`;
    const { batchId } = await upload(anna.cookie, 'ids.csv', Buffer.from(csv));
    const res = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId,
        mapping: [
          { internalField: 'provider_id', customerField: 'ID' },
          { internalField: 'company_name', customerField: 'Firma' },
        ],
        additionalCustomerColumns: [],
        checkDuplicateExtIds: true,
      },
      { cookie: anna.cookie },
    );
    expect(res.json()).toMatchObject({
      started: false,
      hasInvalidProviderIds: true,
      invalidProviderIdRows: [2, 4],
    });

    const bad = await upload(anna.cookie, 'bad-ids.csv', Buffer.from('ID\nDC99999998\nXX\n'));
    const none = await call(
      app,
      '/backend/import/startMatching',
      {
        batchId: bad.batchId,
        mapping: [{ internalField: 'provider_id', customerField: 'ID' }],
        additionalCustomerColumns: [],
        checkDuplicateExtIds: true,
      },
      { cookie: anna.cookie },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].type).toBe('no_valid_provider_id');
  });

  it('proposes the mapping a user confirmed last time for the same headers', async () => {
    const anna = await signedInUser(app);
    const first = await upload(
      anna.cookie,
      'a.csv',
      Buffer.from('Spalte 1;Spalte 2\nAlpha GmbH;Berlin\nBeta AG;Köln\n'),
    );
    const mapping = [
      { internalField: 'company_name', customerField: 'Spalte 1' },
      { internalField: 'location', customerField: 'Spalte 2' },
    ];
    await call(
      app,
      '/backend/import/startMatching',
      { batchId: first.batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: true },
      { cookie: anna.cookie },
    );
    const second = await upload(anna.cookie, 'b.csv', Buffer.from('Spalte 1;Spalte 2\nGamma KG;Bonn\n'));
    expect(second.detectedMapping).toEqual(mapping);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    const theirs = await upload(jonas.cookie, 'b.csv', Buffer.from('Spalte 1;Spalte 2\nGamma KG;Bonn\n'));
    expect(theirs.detectedMapping).not.toEqual(mapping);
  });

  it('saves a tag, gives the names, and deletes the import with its rows and file', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    const tag = await call(
      app,
      '/backend/import/saveTag',
      { batchId, tag: '  Messe 2026  ' },
      { cookie: anna.cookie },
    );
    expect(tag.json()).toEqual({ fileName: 'Kundenliste März.csv', tag: 'Messe 2026' });
    const blank = await call(
      app,
      '/backend/import/saveTag',
      { batchId, tag: '   ' },
      { cookie: anna.cookie },
    );
    expect(blank.statusCode).toBe(400);
    const long = await call(
      app,
      '/backend/import/saveTag',
      { batchId, tag: 'x'.repeat(37) },
      { cookie: anna.cookie },
    );
    expect(long.statusCode).toBe(400);
    expect(
      (await call(app, '/backend/import/getImportName', { batchId }, { cookie: anna.cookie })).json(),
    ).toEqual({
      fileName: 'Kundenliste März.csv',
      tag: 'Messe 2026',
    });
    const deleted = await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(app, '/backend/import/getImportName', { batchId }, { cookie: anna.cookie })).statusCode,
    ).toBe(404);
    const rows = await app.db
      .selectFrom('import_rows')
      .select('row_id')
      .where('batch_id', '=', batchId)
      .execute();
    expect(rows).toHaveLength(0);
    expect(readdirSync(path.join(app.config.dataDir, 'uploads'))).toEqual([]);
  });
});

/** An engine over the shared one whose matching is changed by `around` (the wrapper never closes it). */
function engineWith(around: (rows: Parameters<MatchEngine['match']>[0]) => Promise<void>): MatchEngine {
  return {
    name: 'test',
    match: async (rows) => {
      await around(rows);
      return engine.match(rows);
    },
    close: async () => {},
  };
}

async function startSample(cookie: string, batchId: string, extra: Record<string, unknown> = {}) {
  return call(
    app,
    '/backend/import/startMatching',
    { batchId, mapping: sampleMapping, additionalCustomerColumns: [], checkDuplicateExtIds: false, ...extra },
    { cookie },
  );
}

async function statusOf(cookie: string, batchId: string): Promise<Status> {
  const res = await call(app, '/backend/import/getStatus', { batchId }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Status>();
}

describe('a failed job and a failed row', () => {
  it('says the job failed, and a retry continues it from where it stopped', async () => {
    let broken = true;
    await app.close();
    app = await createTestApp(
      {},
      {
        matchEngine: () =>
          engineWith(async () => {
            if (broken) throw new Error('The matching index is gone.');
          }),
      },
    );
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    const { batchId } = await upload(anna.cookie);
    const retry = (cookie: string, id = batchId) =>
      call(app, '/backend/import/retryMatching', { batchId: id }, { cookie });

    const early = await retry(anna.cookie);
    expect(early.statusCode).toBe(412);
    expect(early.json().errors[0].type).toBe('matching_not_started');

    expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({ started: true });
    let status = await statusOf(anna.cookie, batchId);
    for (let i = 0; i < 600 && status.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await statusOf(anna.cookie, batchId);
    }
    expect(status).toMatchObject({
      state: 'failed',
      isFinished: false,
      finished: 0,
      progress: 0,
      failedRows: 0,
    });

    // Not Jonas's import, and no import at all: 404, and the job stays failed.
    expect((await retry(jonas.cookie)).statusCode).toBe(404);
    expect((await retry(anna.cookie, 'a'.repeat(22))).statusCode).toBe(404);
    expect((await statusOf(anna.cookie, batchId)).state).toBe('failed');

    broken = false;
    const again = await retry(anna.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(await waitFinished(anna.cookie, batchId)).toMatchObject({ state: 'finished', finished: 120 });

    const finished = await retry(anna.cookie);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().errors[0].type).toBe('matching_finished');
    await app.db
      .updateTable('match_jobs')
      .set({ status: 'running' })
      .where('batch_id', '=', batchId)
      .execute();
    const running = await retry(anna.cookie);
    expect(running.statusCode).toBe(409);
    expect(running.json().errors[0].type).toBe('matching_running');
    await app.db
      .updateTable('match_jobs')
      .set({ status: 'finished' })
      .where('batch_id', '=', batchId)
      .execute();
  });

  it('stores a row that cannot be matched as no match with the note, counts it, and matches the others', async () => {
    const bad = 7;
    await app.close();
    app = await createTestApp(
      {},
      {
        matchEngine: () =>
          engineWith(async (rows) => {
            if (rows.some((r) => r.rowId === bad)) throw new TypeError('text.charCodeAt is not a function');
          }),
      },
    );
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({ started: true });
    const status = await waitFinished(anna.cookie, batchId);
    expect(status).toMatchObject({ state: 'finished', finished: 120, failedRows: 1 });
    const counts = status.statusCounts;
    expect(counts.exactMatches + counts.manualMatches + counts.noMatches).toBe(120);
    expect(counts.exactMatches).toBeGreaterThan(60);

    const noMatch = await call(
      app,
      '/backend/import/getResults',
      { batchId, filters: { matchType: 'noMatch' }, paging: { page: 0, pageSize: 100 } },
      { cookie: anna.cookie },
    );
    const rows = noMatch.json<ResultPageResponse>().results;
    const failed = rows.find((r) => r.row_id === bad)!;
    expect(failed.note).toBe('matching_failed');
    expect(failed.matches).toEqual([
      expect.objectContaining({ pos: 0, isNoMatch: true, probability: 1, isSelected: false }),
    ]);
    expect(rows.filter((r) => r.note !== undefined).map((r) => r.row_id)).toEqual([bad]);
  });
});

describe('starting again', () => {
  it('gives one of 20 simultaneous starts "started" and answers the others 409', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    // A double click, a retried request: the 120 rows are matched before the last of the 20 is
    // served, and a finished batch could be started again; these were all asked for at once.
    const answers = await Promise.all(Array.from({ length: 20 }, () => startSample(anna.cookie, batchId)));
    const started = answers.filter((a) => a.statusCode === 200 && a.json().started === true);
    const conflicts = answers.filter(
      (a) => a.statusCode === 409 && a.json().errors[0].type === 'matching_running',
    );
    expect(started).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    expect(await waitFinished(anna.cookie, batchId)).toMatchObject({ state: 'finished', finished: 120 });
    // Asked for afterwards, a start is a new run.
    expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({ started: true });
    await waitFinished(anna.cookie, batchId);
  });

  it('answers 409 to a start while the matching runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await app.close();
    app = await createTestApp({}, { matchEngine: () => engineWith(() => gate) });
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    try {
      expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({ started: true });
      const again = await startSample(anna.cookie, batchId);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].type).toBe('matching_running');
      expect((await statusOf(anna.cookie, batchId)).state).toMatch(/^(queued|running)$/);
    } finally {
      release();
    }
    expect(await waitFinished(anna.cookie, batchId)).toMatchObject({ state: 'finished', finished: 120 });
  });

  it('asks before discarding review decisions, naming how many, and starts again once confirmed', async () => {
    const anna = await signedInUser(app);
    const { batchId } = await upload(anna.cookie);
    expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({ started: true });
    await waitFinished(anna.cookie, batchId);
    // Without decisions a finished import starts again without asking.
    expect((await startSample(anna.cookie, batchId)).json()).toMatchObject({
      started: true,
      reviewDecisions: 0,
    });
    await waitFinished(anna.cookie, batchId);

    const page = await call(
      app,
      '/backend/import/getResults',
      { batchId, filters: { matchType: 'exact' }, paging: { page: 0, pageSize: 3 } },
      { cookie: anna.cookie },
    );
    const [first, second] = page.json<ResultPageResponse>().results;
    const selected = await call(
      app,
      '/backend/import/saveSingleMatchSelection',
      { batchId, rowId: first!.row_id, pos: first!.matches.at(-1)!.pos, isMatchSelected: true },
      { cookie: anna.cookie },
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const checked = await call(
      app,
      '/backend/import/saveSingleManualCheck',
      { batchId, rowId: second!.row_id, isChecked: true },
      { cookie: anna.cookie },
    );
    expect(checked.statusCode, checked.body).toBe(200);

    const asked = await startSample(anna.cookie, batchId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ started: false, reviewDecisions: 2, hasDuplicateExtIds: false });
    // Nothing was started or discarded.
    expect((await statusOf(anna.cookie, batchId)).state).toBe('finished');
    const kept = await call(
      app,
      '/backend/import/getResults',
      { batchId, filters: { matchType: 'exact' }, paging: { page: 0, pageSize: 3 } },
      { cookie: anna.cookie },
    );
    expect(kept.json<ResultPageResponse>().checkedCount).toBe(2);

    const confirmed = await startSample(anna.cookie, batchId, { discardReviewDecisions: true });
    expect(confirmed.json()).toMatchObject({ started: true, reviewDecisions: 0 });
    await waitFinished(anna.cookie, batchId);
    const after = await call(
      app,
      '/backend/import/getResults',
      { batchId, filters: { matchType: 'exact' }, paging: { page: 0, pageSize: 3 } },
      { cookie: anna.cookie },
    );
    expect(after.json<ResultPageResponse>().checkedCount).toBe(0);
  });
});

describe('authorization', () => {
  it("answers 404 to every import call with another user's batch id and changes nothing", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    const { batchId } = await upload(anna.cookie);
    const calls: [string, Record<string, unknown>][] = [
      [
        'startMatching',
        { batchId, mapping: sampleMapping, additionalCustomerColumns: [], checkDuplicateExtIds: false },
      ],
      ['stopMatching', { batchId }],
      ['retryMatching', { batchId }],
      ['getImportName', { batchId }],
      ['getStatus', { batchId }],
      ['getResultPriorities', { batchId }],
      ['getThresholds', { batchId }],
      ['saveThresholds', { batchId, exactMatchThreshold: 0.2 }],
      ['saveTag', { batchId, tag: 'gehört mir nicht' }],
      ['deleteImport', { batchId }],
    ];
    for (const [name, body] of calls) {
      const res = await call(app, `/backend/import/${name}`, body, { cookie: jonas.cookie });
      expect(res.statusCode, name).toBe(404);
    }
    const names = await call(app, '/backend/import/getImportName', { batchId }, { cookie: anna.cookie });
    expect(names.json().tag).toBe('Kundenliste März');
    const thresholds = await call(app, '/backend/import/getThresholds', { batchId }, { cookie: anna.cookie });
    expect(thresholds.json().exactMatchThreshold).toBe(0.7);
    expect(
      (await call(app, '/backend/import/getStatus', { batchId }, { cookie: anna.cookie })).statusCode,
    ).toBe(412);
  });
});
