import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseLocation, type DatabaseLocation, type Db } from '../../db/database.ts';
import { testDatabaseUrl } from '../../../test/test-app.ts';
import type { MappedRow, RowResult } from '../types.ts';
import { matchAndStoreChunk, type ChunkRequest } from './chunk-store.ts';
import { openChunkStore } from './chunk-stores.ts';
import { createMatchJob, findMatchJob, insertImportRows } from './storage.ts';

const ROWS = 120;
const NOW = '2026-03-02T09:00:00.000Z';

let dir: string;
let database: DatabaseLocation;
let db: Db;

/** A result of two candidates and the no-match entry, its best at `probability`. */
function resultOf(row: MappedRow, probability: number): RowResult {
  const candidate = (providerId: string, p: number) => ({
    providerId,
    probability: p,
    dataPack: 'DE',
    data: {
      company_name: `${row.values.company_name} GmbH`,
      zip: '50667',
      location: 'Köln',
      street: 'Hauptstr. "1"',
      country: 'DE',
      url: null,
      status: 'active' as const,
    },
    explanation: [{ field: 'name' as const, level: 'same' as const, contribution: 5.25 }],
  });
  return {
    rowId: row.rowId,
    candidates: [candidate(`P${row.rowId}`, probability), candidate(`Q${row.rowId}`, (1 - probability) / 2)],
    noMatchProbability: (1 - probability) / 2,
    priority: { probability, isNoMatch: false },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-chunks-'));
  const url = await testDatabaseUrl();
  database = databaseLocation(dir, url);
  db = await createDatabase(dir, url);
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      email: 'a@example.com',
      first_name: 'A',
      name: 'B',
      password_hash: 'x',
      created_at: NOW,
    })
    .execute();
  await db
    .insertInto('import_batches')
    .values({ id: 'twice', user_id: 'u1', file_name: 'twice.csv', tag: 'twice', created_at: NOW })
    .execute();
  await insertImportRows(
    db,
    'twice',
    Array.from({ length: ROWS }, (_, i) => ({ rowId: i + 1, cells: [`Firma ${i + 1}`] })),
  );
  await createMatchJob(db, {
    batchId: 'twice',
    columns: ['Firma'],
    mapping: [{ internalField: 'company_name', customerField: 'Firma' }],
    threshold: 0.7,
    total: ROWS,
    engine: 'test',
    modelVersion: null,
    now: NOW,
  });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('a chunk stored twice', () => {
  it('leaves each row once, with its first result, and the job counting each row once', async () => {
    const request: ChunkRequest = {
      database,
      batchId: 'twice',
      indexes: [['company_name', 0]],
      afterRowId: 0,
      throughRowId: ROWS,
      rowsPerSecond: 10,
      now: NOW,
      // Several transactions per chunk, so the two writers interleave.
      rowsPerTransaction: 7,
    };
    // Two stores on connections of their own, as two matching threads (or two processes whose
    // lease on the chunk overlapped) have.
    const first = openChunkStore(database);
    const second = openChunkStore(database);
    try {
      // Part of the chunk is stored already.
      const rows: MappedRow[] = Array.from({ length: ROWS }, (_, i) => ({
        rowId: i + 1,
        values: { company_name: `Firma ${i + 1}` },
      }));
      expect(
        await first.storeResults(
          request,
          rows.slice(0, 50).map((r) => resultOf(r, 0.9)),
        ),
      ).toBe(50);

      // Both read the rest before either writes, then both write all of it.
      let arrived = 0;
      let bothRead!: () => void;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      const match = (probability: number) => async (pending: MappedRow[]) => {
        expect(pending.map((r) => r.rowId)).toEqual(rows.slice(50).map((r) => r.rowId));
        if (++arrived === 2) bothRead();
        await barrier;
        return pending.map((r) => resultOf(r, probability));
      };
      const outcomes = await Promise.all([
        matchAndStoreChunk(first, request, match(0.8)),
        matchAndStoreChunk(second, request, match(0.6)),
      ]);
      expect(outcomes[0]!.stored + outcomes[1]!.stored).toBe(ROWS - 50);

      // The whole chunk once more, by a writer that read before the others wrote: nothing new.
      expect(
        await second.storeResults(
          request,
          rows.map((r) => resultOf(r, 0.5)),
        ),
      ).toBe(0);
      expect(await matchAndStoreChunk(first, request, match(0.4))).toEqual({ stored: 0, failures: [] });
    } finally {
      await first.close();
      await second.close();
    }

    const results = await db
      .selectFrom('match_results')
      .select(['row_id', 'probability'])
      .where('batch_id', '=', 'twice')
      .orderBy('row_id')
      .execute();
    expect(results.map((r) => r.row_id)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    // The rows stored first keep their first result.
    expect(results.slice(0, 50).every((r) => r.probability === 0.9)).toBe(true);
    expect(results.slice(50).every((r) => r.probability === 0.8 || r.probability === 0.6)).toBe(true);
    const entries = await db
      .selectFrom('match_candidates')
      .select(['row_id', 'pos', 'probability', 'provider_id', 'data'])
      .where('batch_id', '=', 'twice')
      .orderBy('row_id')
      .orderBy('pos')
      .execute();
    expect(entries).toHaveLength(ROWS * 3);
    // Each row's entries are of the one result its row kept.
    for (const result of results) {
      const own = entries.filter((e) => e.row_id === result.row_id);
      expect(own.map((e) => e.pos)).toEqual([0, 1, 2]);
      expect(own[0]).toMatchObject({ provider_id: `P${result.row_id}`, probability: result.probability });
      expect(JSON.parse(own[0]!.data!)).toMatchObject({ street: 'Hauptstr. "1"', location: 'Köln' });
    }
    expect(await findMatchJob(db, 'twice')).toMatchObject({ finished: ROWS, rows_per_second: 10 });
  });
});
