/**
 * Learning from reviewers (issue 15, docs/review.md 'Learning from reviewers'): every decision is a
 * labelled example with the features the model saw and no customer text; a row seen again in a later
 * import of the same user takes the earlier decision, marked remembered.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  MappingPair,
  Match,
  MatchType,
  ResultPageResponse,
  ResultRow,
  Status,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import { uploadFile } from '../../test/multipart.ts';
import { createIndexEngine } from '../matching/engine/pool.ts';
import { defaultParameters } from '../matching/model/parameters.ts';
import { SAMPLE_FILE_MAPPING } from '../matching/sample-mapping.ts';
import { companyFixture, type CompanyFixture } from '../matching/testing.ts';
import type { MatchEngine } from '../matching/types.ts';
import { writeNoisyFiles } from '../samples/noisy.ts';

let fixture: CompanyFixture;
let engine: MatchEngine;
let sampleCsv: string;

beforeAll(async () => {
  fixture = await companyFixture(400);
  engine = createIndexEngine({ index: fixture.index.data, parameters: defaultParameters(), workers: 0 });
  const summary = await writeNoisyFiles(fixture.store, path.join(fixture.dir, 'kunden'), {
    count: 60,
    seed: 21,
  });
  sampleCsv = readFileSync(summary.files.csv, 'utf8');
}, 60_000);

afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

const mapping: MappingPair[] = SAMPLE_FILE_MAPPING.map((p) => ({ ...p }));
const TYPES: MatchType[] = ['noMatch', 'manual', 'exact'];

/** The sample with other customer numbers (the first column): only name and address are the same. */
function withOtherCustomerNumbers(csv: string): string {
  return csv
    .split('\r\n')
    .map((line, i) => (i === 0 || line === '' ? line : `N${line}`))
    .join('\r\n');
}

/** What a reviewer sees of a candidate, to find the same company in another import. */
const companyOf = (m: Match) => JSON.stringify(m.data);

describe('learning from reviewers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp({}, { matchEngine: () => engine });
  });
  afterEach(async () => {
    await app.close();
  });

  async function waitFinished(cookie: string, batchId: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      const res = await call(app, '/backend/import/getStatus', { batchId }, { cookie });
      if (res.statusCode === 200 && res.json<Status>().isFinished) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('matching did not finish');
  }

  async function matchedImport(cookie: string, csv = sampleCsv): Promise<string> {
    const res = await uploadFile(app, cookie, 'kunden.csv', Buffer.from(csv, 'utf8'));
    expect(res.statusCode, res.body).toBe(200);
    const { batchId } = res.json<UploadResponse>();
    const start = await call(
      app,
      '/backend/import/startMatching',
      { batchId, mapping, additionalCustomerColumns: [], checkDuplicateExtIds: false },
      { cookie },
    );
    expect(start.json()).toMatchObject({ started: true });
    await waitFinished(cookie, batchId);
    return batchId;
  }

  /** Every row of the import, from the three tabs, by row id. */
  async function allRows(cookie: string, batchId: string): Promise<Map<number, ResultRow>> {
    const rows = new Map<number, ResultRow>();
    for (const matchType of TYPES) {
      for (let page = 0; ; page++) {
        const res = await call(
          app,
          '/backend/import/getResults',
          { batchId, paging: { page, pageSize: 100 }, filters: { matchType } },
          { cookie },
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<ResultPageResponse>();
        for (const row of body.results) rows.set(row.row_id, row);
        if ((page + 1) * 100 >= body.totalCount) break;
      }
    }
    return rows;
  }

  async function select(cookie: string, batchId: string, rowId: number, pos: number, isMatchSelected = true) {
    const res = await call(
      app,
      '/backend/import/saveSingleMatchSelection',
      { batchId, rowId, pos, isMatchSelected },
      { cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
  }

  const labels = () => app.db.selectFrom('review_labels').selectAll().orderBy('id').execute();

  /** A row with a no-match entry and two candidates or more, and one with a no-match entry. */
  function rowsToDecide(rows: Map<number, ResultRow>): [ResultRow, ResultRow] {
    const decidable = [...rows.values()].filter(
      (r) => r.matches.some((m) => m.isNoMatch) && r.matches.filter((m) => !m.isNoMatch).length >= 2,
    );
    expect(decidable.length).toBeGreaterThanOrEqual(2);
    return [decidable[0]!, decidable[1]!];
  }

  it('stores every decision as a label with the features the model saw, without customer text, beyond the import', async () => {
    const anna = await signedInUser(app);
    const batchId = await matchedImport(anna.cookie);
    const [row] = rowsToDecide(await allRows(anna.cookie, batchId));
    const candidates = row.matches.filter((m) => !m.isNoMatch);
    const second = candidates[1]!;
    const none = row.matches.find((m) => m.isNoMatch)!;

    await select(anna.cookie, batchId, row.row_id, second.pos);
    await select(anna.cookie, batchId, row.row_id, second.pos); // a repeat changes nothing
    await select(anna.cookie, batchId, row.row_id, second.pos, false);
    await select(anna.cookie, batchId, row.row_id, none.pos);

    const stored = await labels();
    expect(stored.map((l) => [l.chosen, l.rejected])).toEqual([
      [1, null],
      [null, 1],
      [-1, null],
    ]);
    for (const label of stored) {
      expect(label.user_id).toBe(anna.user.id);
      expect(label.model_version).toBe('test');
      const features = JSON.parse(label.features) as string[];
      expect(features).toHaveLength(candidates.length);
      for (const f of features) expect(f).toMatch(/^[0-4]{13}\|[-0-9.]+(,[-0-9.]+)*$/);
    }
    // No names, places or streets of the row or its candidates.
    const text = JSON.stringify(stored);
    for (const value of [
      ...Object.values(row.mappedRow),
      ...candidates.flatMap((m) => [m.data.company_name, m.data.street, m.data.location]),
    ]) {
      if (value && value.length > 3) expect(text).not.toContain(value);
    }

    const deleted = await call(app, '/backend/import/deleteImport', { batchId }, { cookie: anna.cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await labels()).toHaveLength(3);
  }, 60_000);

  it('gives a row seen again in a later import of the same user the earlier decision, marked remembered', async () => {
    const anna = await signedInUser(app);
    const first = await matchedImport(anna.cookie);
    const [chosenRow, noneRow] = rowsToDecide(await allRows(anna.cookie, first));
    const chosen = chosenRow.matches.filter((m) => !m.isNoMatch)[1]!;
    await select(anna.cookie, first, chosenRow.row_id, chosen.pos);
    await select(anna.cookie, first, noneRow.row_id, noneRow.matches.find((m) => m.isNoMatch)!.pos);

    // The same file again: the same customer numbers.
    const second = await matchedImport(anna.cookie);
    const rows = await allRows(anna.cookie, second);
    const again = rows.get(chosenRow.row_id)!;
    expect(again.remembered).toBe(true);
    expect(again.manuallyChecked).toBe(true);
    expect(again.matches.filter((m) => m.isSelected).map(companyOf)).toEqual([companyOf(chosen)]);
    const noneAgain = rows.get(noneRow.row_id)!;
    expect(noneAgain.remembered).toBe(true);
    expect(noneAgain.matches.filter((m) => m.isSelected).map((m) => m.isNoMatch)).toEqual([true]);
    const remembered = [...rows.values()].filter((r) => r.remembered).map((r) => r.row_id);
    expect(remembered.sort()).toEqual([chosenRow.row_id, noneRow.row_id].sort());

    // Other customer numbers: recognised by the normalised name and address.
    const third = await matchedImport(anna.cookie, withOtherCustomerNumbers(sampleCsv));
    const byName = (await allRows(anna.cookie, third)).get(chosenRow.row_id)!;
    expect(byName.remembered).toBe(true);
    expect(byName.matches.filter((m) => m.isSelected).map(companyOf)).toEqual([companyOf(chosen)]);

    // A new decision replaces the remembered one.
    const best = again.matches.find((m) => !m.isNoMatch && !m.isSelected)!;
    await select(anna.cookie, second, again.row_id, best.pos);
    const after = (await allRows(anna.cookie, second)).get(again.row_id)!;
    expect(after.remembered).toBe(false);
    expect(after.matches.filter((m) => m.isSelected).map(companyOf)).toEqual([companyOf(best)]);
  }, 90_000);

  it("never uses another user's decisions", async () => {
    const anna = await signedInUser(app);
    const jonas = await signedInUser(app, { firstName: 'Jonas' });
    const annas = await matchedImport(anna.cookie);
    const [row] = rowsToDecide(await allRows(anna.cookie, annas));
    await select(anna.cookie, annas, row.row_id, row.matches.filter((m) => !m.isNoMatch)[1]!.pos);

    const jonass = await matchedImport(jonas.cookie);
    const rows = await allRows(jonas.cookie, jonass);
    expect([...rows.values()].filter((r) => r.remembered)).toEqual([]);
    expect(rows.get(row.row_id)!.matches.filter((m) => m.isSelected)).toEqual([]);
  }, 60_000);
});
