/**
 * Matching a chunk of a job's rows where the results are written (docs/matching.md 'Jobs and
 * tables'). The runner hands out ranges of row ids; whoever matches a range (a matching worker
 * thread, or the runner's own thread for engines without threads) reads the range's pending rows,
 * matches them and writes the results with the job's progress through a connection of its own
 * (a {@link ChunkStore}), in short transactions. The server's main thread, which serves every
 * request, neither copies rows to the workers nor serialises and inserts their results: a review
 * write waits at most for one short transaction of a worker, not for a chunk.
 *
 * The SQLite store is here: synchronous better-sqlite3 with statements prepared once per
 * connection, immediate transactions behind the write lock between threads (db/write-intent.ts).
 * The PostgreSQL store is in postgres-chunk-store.ts; chunk-stores.ts opens the one of a location.
 *
 * A row is written once on both: the insert of its result skips a row that has one (a chunk done
 * twice, a chunk in flight when its job was started again), its entries are written only with a
 * new result, and the job's progress counts only the rows written.
 */
import { isMainThread } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { asWorkerWrite } from '../../db/write-intent.ts';
import type { InternalField } from '@datacare/api-client/generated/types';
import type { DatabaseLocation } from '../../db/database.ts';
import { failedRowResult, type MappedRow, type RowResult } from '../types.ts';

/** A range of a job's rows to match and store: rows after `afterRowId` through `throughRowId`. */
export interface ChunkRequest {
  /** The application database: whoever stores the chunk opens connections of its own there. */
  database: DatabaseLocation;
  batchId: string;
  /** Each mapped field's index in a row's cells (jobs/storage.ts columnIndexes). */
  indexes: readonly (readonly [InternalField, number])[];
  afterRowId: number;
  throughRowId: number;
  /** The job's recent rate, stored with the progress. */
  rowsPerSecond: number;
  /** ISO time stored as the job's updated_at. */
  now: string;
  /**
   * Rows per write transaction (SQLite: default 25, how long other writers may have to wait for
   * the one write lock; PostgreSQL: default POSTGRES_ROWS_PER_TRANSACTION).
   */
  rowsPerTransaction?: number;
  /**
   * The request thread's write announcements (db/write-intent.ts): a worker waits for them to end
   * before each of its transactions.
   */
  writeIntent?: Int32Array;
}

export const ROWS_PER_TRANSACTION = 25;

/**
 * Where a chunk's pending rows are read and its results written with the job's progress, through
 * connections of the store's own: SQLite ({@link sqliteChunkStore}) or PostgreSQL
 * (postgres-chunk-store.ts). Both write a row at most once and count only the rows they wrote.
 */
export interface ChunkStore {
  /** The range's rows that have no results yet, in row order. */
  readPendingRows(request: ChunkRequest): Promise<MappedRow[]>;
  /**
   * Writes the results and moves the job's progress on, in short transactions (each a checkpoint);
   * returns the rows written (a row that already has a result is skipped and not counted).
   */
  storeResults(request: ChunkRequest, results: readonly RowResult[]): Promise<number>;
  close(): Promise<void>;
}

/** A row of a chunk whose matching raised an error (stored as a failed row, reported for the log). */
export interface RowFailure {
  rowId: number;
  /** The error's text (its stack where there is one). */
  error: string;
}

/** What matching and storing a chunk did: rows stored, and the rows among them that failed. */
export interface ChunkOutcome {
  stored: number;
  failures: RowFailure[];
}

interface Statements {
  pending: Database.Statement<[string, number, number], { row_id: number; cells: string }>;
  result: Database.Statement<[string, number, number, number, number, string | null]>;
  candidate: Database.Statement<
    [
      string,
      number,
      number,
      string | null,
      number,
      number,
      string | null,
      string | null,
      string | null,
      string | null,
      number,
    ]
  >;
  progress: Database.Statement<[number, number, string, string]>;
}

const prepared = new WeakMap<Database.Database, Statements>();

function statements(db: Database.Database): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      pending: db.prepare(
        `select row_id, cells from import_rows r
          where r.batch_id = ? and r.row_id > ? and r.row_id <= ?
            and not exists (select 1 from match_results m where m.batch_id = r.batch_id and m.row_id = r.row_id)
          order by r.row_id`,
      ),
      // A row matched twice (a chunk in flight when its job was restarted) keeps its first result.
      result: db.prepare(
        `insert into match_results (batch_id, row_id, probability, is_no_match, no_match_probability, note)
         values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
      ),
      candidate: db.prepare(
        `insert into match_candidates (batch_id, row_id, pos, provider_id, probability, is_no_match, data_pack, data, explanation, features, possible_duplicate)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      progress: db.prepare(
        `update match_jobs set finished = finished + ?, rows_per_second = ?, updated_at = ? where batch_id = ?`,
      ),
    };
    prepared.set(db, s);
  }
  return s;
}

/** A stored row's cells as the mapped row the engine reads (blank cells are missing values). */
export function mapCells(
  rowId: number,
  cells: readonly (string | null)[],
  indexes: ChunkRequest['indexes'],
): MappedRow {
  const values: MappedRow['values'] = {};
  for (const [field, at] of indexes) {
    const value = cells[at];
    values[field] = value === undefined || value === null || value.trim() === '' ? null : value;
  }
  return { rowId, values };
}

/** The range's rows that have no results yet, in row order. */
export function readPendingRows(db: Database.Database, request: ChunkRequest): MappedRow[] {
  return statements(db)
    .pending.all(request.batchId, request.afterRowId, request.throughRowId)
    .map(({ row_id, cells }) => mapCells(row_id, JSON.parse(cells) as (string | null)[], request.indexes));
}

/** An entry's values after its position, as the candidate insert binds them. */
type EntryValues = [
  providerId: string | null,
  probability: number,
  isNoMatch: number,
  dataPack: string | null,
  data: string | null,
  explanation: string | null,
  features: string | null,
  possibleDuplicate: number,
];
export type CandidateValues = [pos: number, ...EntryValues];

/**
 * A row's entries as stored: its candidates and the no-match entry, by probability (pos 0 is the
 * best; a candidate as likely as the no-match entry stays before it).
 */
export function storedEntries(result: RowResult): CandidateValues[] {
  const entries: EntryValues[] = result.candidates.map((c) => [
    c.providerId,
    c.probability,
    0,
    c.dataPack,
    JSON.stringify(c.data),
    JSON.stringify(
      c.explanation.map((e) =>
        e.notes ? [e.field, e.level, e.contribution, e.notes] : [e.field, e.level, e.contribution],
      ),
    ),
    c.features ?? null,
    c.possibleDuplicate ? 1 : 0,
  ]);
  entries.push([null, result.noMatchProbability, 1, null, null, null, null, 0]);
  entries.sort((x, y) => y[1] - x[1]);
  return entries.map((entry, pos): CandidateValues => [pos, ...entry]);
}

/**
 * Writes results and moves the job's progress on, `rowsPerTransaction` rows per immediate
 * transaction: each transaction is a checkpoint (its rows have results and are counted). Returns
 * the rows written (a row that already had a result is skipped and not counted again).
 */
export function storeResults(
  db: Database.Database,
  batchId: string,
  results: readonly RowResult[],
  progress: { rowsPerSecond: number; now: string; writeIntent?: Int32Array },
  rowsPerTransaction = ROWS_PER_TRANSACTION,
): number {
  // Only a worker waits: the thread that announces must never wait for itself.
  const intent = isMainThread ? undefined : progress.writeIntent;
  const s = statements(db);
  // Serialised before the write lock is taken: the lock is held only for the inserts.
  const prepared = results.map((r) => ({ result: r, entries: storedEntries(r) }));
  const write = db.transaction((part: typeof prepared) => {
    let written = 0;
    for (const { result, entries } of part) {
      const { changes } = s.result.run(
        batchId,
        result.rowId,
        result.priority.probability,
        result.priority.isNoMatch ? 1 : 0,
        result.noMatchProbability,
        result.note ?? null,
      );
      if (changes === 0) continue;
      written += 1;
      for (const entry of entries) s.candidate.run(batchId, result.rowId, ...entry);
    }
    s.progress.run(written, progress.rowsPerSecond, progress.now, batchId);
    return written;
  });
  let written = 0;
  for (let i = 0; i < prepared.length; i += rowsPerTransaction) {
    const part = prepared.slice(i, i + rowsPerTransaction);
    written += intent ? asWorkerWrite(intent, () => write.immediate(part)) : write.immediate(part);
  }
  return written;
}

/**
 * Matches rows so that one bad row does not fail the others, whatever the engine: when matching
 * the rows together throws, each is matched alone and a row that throws alone is a failed row
 * (types.ts failedRowResult). When every row of two or more throws, the engine is broken rather
 * than a row (an index or a thread gone): that error is thrown and the job fails, to be retried.
 * The index engine's Matcher already isolates its rows; this covers every other engine.
 */
export async function matchIsolatingRows(
  rows: readonly MappedRow[],
  match: (rows: MappedRow[]) => RowResult[] | Promise<RowResult[]>,
): Promise<RowResult[]> {
  try {
    return await match([...rows]);
  } catch (error) {
    if (rows.length === 1) return [failedRowResult(rows[0]!.rowId, error)];
    const results: RowResult[] = [];
    let failed = 0;
    for (const row of rows) {
      try {
        results.push(...(await match([row])));
      } catch (rowError) {
        failed += 1;
        results.push(failedRowResult(row.rowId, rowError));
      }
    }
    if (failed === rows.length) throw error;
    return results;
  }
}

/**
 * The SQLite store over a connection of the caller's (closed with the store). `exclusive` runs
 * the (synchronous) write: on a thread that also has the app's Kysely connection it must wait until
 * no transaction of that connection is open, or the two would wait for each other's write lock on
 * one thread.
 */
export function sqliteChunkStore(
  db: Database.Database,
  exclusive: (write: () => number) => Promise<number> | number = (write) => write(),
): ChunkStore {
  return {
    readPendingRows: async (request) => readPendingRows(db, request),
    storeResults: async (request, results) =>
      exclusive(() => storeResults(db, request.batchId, results, request, request.rowsPerTransaction)),
    close: async () => {
      db.close();
    },
  };
}

/**
 * Reads the range's pending rows, matches them and stores the results; returns the rows stored
 * and the failed rows among them (matchIsolatingRows).
 */
export async function matchAndStoreChunk(
  store: ChunkStore,
  request: ChunkRequest,
  match: (rows: MappedRow[]) => RowResult[] | Promise<RowResult[]>,
): Promise<ChunkOutcome> {
  const rows = await store.readPendingRows(request);
  if (rows.length === 0) return { stored: 0, failures: [] };
  const results = await matchIsolatingRows(rows, match);
  const stored = await store.storeResults(request, results);
  const failures = results.flatMap((r) =>
    r.note === 'matching_failed' ? [{ rowId: r.rowId, error: r.error ?? 'unknown error' }] : [],
  );
  return { stored, failures };
}
