/**
 * The chunk store on PostgreSQL (jobs/chunk-store.ts ChunkStore; docs/adr/013): a small pool of
 * the matching thread's own on the location's URL, with the product's type parsing
 * (db/postgres.ts). The database orders the writers, so there is no write lock between threads.
 *
 * A chunk's results are written in statements of POSTGRES_ROWS_PER_TRANSACTION rows, each one
 * statement and so one transaction: the rows' results, their entries and the job's progress
 * together, with the values sent as arrays (unnest), one round trip per part (5,000 rows of the
 * generated sample, 2.5 entries each, in about 0.25 s on the development server: 20,000 rows/s).
 *
 * Written once per row: the result insert skips a row that has one (`on conflict do nothing`; a
 * second writer of the row waits for the first to commit and then skips it), the entries are
 * inserted for the rows whose result this statement inserted, and the progress grows by their
 * count. A chunk done twice (a lease that expired, a chunk in flight when its job started again)
 * thus leaves each row once and the job's count exact.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryableConflict, postgresPool } from '../../db/postgres.ts';
import type { RowResult } from '../types.ts';
import { mapCells, storedEntries, type ChunkRequest, type ChunkStore } from './chunk-store.ts';

/**
 * Rows per write statement (its transaction) on PostgreSQL, unless the request says otherwise.
 * No lock of the whole database is held meanwhile (unlike SQLite's 25): only the job's row, for
 * the few milliseconds the statement takes, and other writers of that row are rare (status
 * changes, the threshold). Fewer, larger commits matter where each commit waits for its WAL
 * flush: 25 rows per statement wrote about 14,000 rows/s even without that wait.
 */
export const POSTGRES_ROWS_PER_TRANSACTION = 250;

/** Attempts of a write that lost a race (a deadlock between two writers of the same rows). */
const WRITE_ATTEMPTS = 8;

/**
 * A chunk's rows and, apart, the ones among them with results (two range reads on the primary keys;
 * an anti-join was planned as a join of every result of the batch for every chunk while a new
 * batch's statistics said it had one result: docs/performance.md, 'Cluster').
 */
const RANGE_ROWS = `
  select row_id, cells from import_rows
   where batch_id = $1 and row_id > $2 and row_id <= $3
   order by row_id`;
const RANGE_RESULTS = `
  select row_id from match_results
   where batch_id = $1 and row_id > $2 and row_id <= $3`;

/**
 * One part of a chunk: results (rows in row order, so two writers of the same rows lock them in
 * the same order), the entries of the rows inserted here, and the job's progress by their count.
 * All sub-statements of a `with` run on one snapshot and to completion, in one transaction.
 */
const STORE_RESULTS = `
  with stored as (
    insert into match_results (batch_id, row_id, probability, is_no_match, no_match_probability, note)
    select $1, r.row_id, r.probability, r.is_no_match, r.no_match_probability, r.note
      from unnest($2::integer[], $3::double precision[], $4::integer[], $5::double precision[], $6::text[])
        as r (row_id, probability, is_no_match, no_match_probability, note)
     order by r.row_id
    on conflict (batch_id, row_id) do nothing
    returning row_id
  ), entries as (
    insert into match_candidates (batch_id, row_id, pos, provider_id, probability, is_no_match, data_pack, data, explanation, features, possible_duplicate)
    select $1, e.row_id, e.pos, e.provider_id, e.probability, e.is_no_match, e.data_pack, e.data, e.explanation, e.features, e.possible_duplicate
      from unnest($7::integer[], $8::integer[], $9::text[], $10::double precision[], $11::integer[],
                  $12::text[], $13::text[], $14::text[], $15::text[], $16::integer[])
        as e (row_id, pos, provider_id, probability, is_no_match, data_pack, data, explanation, features, possible_duplicate)
     where e.row_id in (select row_id from stored)
  ), progress as (
    update match_jobs
       set finished = finished + (select count(*) from stored), rows_per_second = $17, updated_at = $18
     where batch_id = $1
  )
  select count(*)::integer as written from stored`;

/** The statement's parameters for a part of a chunk's results. */
function storeParameters(request: ChunkRequest, part: readonly RowResult[]): unknown[] {
  const rows = [...part].sort((a, b) => a.rowId - b.rowId);
  const results = {
    rowId: [] as number[],
    probability: [] as number[],
    isNoMatch: [] as number[],
    noMatchProbability: [] as number[],
    note: [] as (string | null)[],
  };
  const entries = Array.from({ length: 10 }, () => [] as unknown[]);
  for (const result of rows) {
    results.rowId.push(result.rowId);
    results.probability.push(result.priority.probability);
    results.isNoMatch.push(result.priority.isNoMatch ? 1 : 0);
    results.noMatchProbability.push(result.noMatchProbability);
    results.note.push(result.note ?? null);
    for (const entry of storedEntries(result)) {
      entries[0]!.push(result.rowId);
      entry.forEach((value, i) => entries[i + 1]!.push(value));
    }
  }
  return [
    request.batchId,
    results.rowId,
    results.probability,
    results.isNoMatch,
    results.noMatchProbability,
    results.note,
    ...entries,
    request.rowsPerSecond,
    request.now,
  ];
}

/** A chunk store on PostgreSQL at `url` (a pool of `poolSize` connections, default 2). */
export function postgresChunkStore(url: string, options: { poolSize?: number } = {}): ChunkStore {
  const pool = postgresPool(url, { poolSize: options.poolSize ?? 2, applicationName: 'datacare-matching' });
  return {
    async readPendingRows(request) {
      const values = [request.batchId, request.afterRowId, request.throughRowId];
      const [{ rows }, results] = await Promise.all([
        pool.query<{ row_id: number; cells: string }>({
          name: 'datacare-chunk-rows',
          text: RANGE_ROWS,
          values,
        }),
        pool.query<{ row_id: number }>({ name: 'datacare-chunk-results', text: RANGE_RESULTS, values }),
      ]);
      const done = new Set(results.rows.map((r) => r.row_id));
      return rows
        .filter(({ row_id }) => !done.has(row_id))
        .map(({ row_id, cells }) =>
          mapCells(row_id, JSON.parse(cells) as (string | null)[], request.indexes),
        );
    },

    async storeResults(request, results) {
      const size = Math.max(1, request.rowsPerTransaction ?? POSTGRES_ROWS_PER_TRANSACTION);
      let written = 0;
      for (let i = 0; i < results.length; i += size) {
        const values = storeParameters(request, results.slice(i, i + size));
        for (let attempt = 1; ; attempt++) {
          try {
            const { rows } = await pool.query<{ written: number }>({
              name: 'datacare-chunk-store',
              text: STORE_RESULTS,
              values,
            });
            written += rows[0]?.written ?? 0;
            break;
          } catch (error) {
            // The statement rolled back as a whole: running it again writes what it would have.
            if (!isRetryableConflict(error) || attempt >= WRITE_ATTEMPTS) throw error;
            await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
          }
        }
      }
      return written;
    },

    close: () => pool.end(),
  };
}
