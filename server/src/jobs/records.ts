import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Where a kind keeps its job records: every kind's table has a `status` column ('queued', 'running', …). */
export interface JobTable {
  table: string;
  /** The job's id column. */
  id: string;
  /** The column queued jobs are taken in the order of. */
  orderBy: string;
  /** A further condition on one column (the checks' kind), when the table holds several kinds. */
  where?: { column: string; value: string };
}

/**
 * The ids of a kind's queued jobs, oldest first (a cluster's worker offers them to the queue at
 * its start: a job queued by a process that died before it could tell the queue). Names come from
 * the code, never from a request.
 */
export async function queuedJobIds(db: Db, t: JobTable): Promise<string[]> {
  const extra = t.where ? sql`and ${sql.ref(t.where.column)} = ${t.where.value}` : sql``;
  const result = await sql<{ id: string | number }>`select ${sql.ref(t.id)} as id from ${sql.table(
    t.table,
  )} where status = 'queued' ${extra} order by ${sql.ref(t.orderBy)}`.execute(db);
  return result.rows.map((row) => String(row.id));
}
