/**
 * The database's own consistency after a crash and a restart, on both databases: SQLite's
 * `PRAGMA integrity_check` and `PRAGMA foreign_key_check`; on both, by query through Kysely, what
 * the tables' keys promise (no row with two results, no entry, charge, check address or target
 * twice), what hangs together (results of rows that exist, entries of results that exist, a
 * matching job's checkpoint equal to the results it committed) and, once the drill has let the work
 * settle, no job record left queued or running (no job running without a live process after the
 * recovery). On PostgreSQL also no pg-boss message of the application's queues held 30 s past
 * its lease (a dead worker's work never handed back).
 */
import { sql } from 'kysely';
import { dialectOf, type Db } from '../../../server/src/db/database.ts';

/** The job tables and the states in which a record still waits for or holds a process. */
const JOB_TABLES = [
  ['match_jobs', ['queued', 'running', 'stopping']],
  ['exports', ['queued', 'running']],
  ['export_previews', ['queued', 'running']],
  ['batch_statistics', ['queued', 'running']],
  ['check_runs', ['queued', 'running']],
  ['report_pdfs', ['queued', 'running']],
  ['list_changes', ['queued', 'running']],
  ['activated_exports', ['queued', 'running']],
] as const;

/** Keys that must be unique (each a table's primary key: asked anyway, on both databases). */
const UNIQUE_KEYS = [
  ['match_results', ['batch_id', 'row_id']],
  ['match_candidates', ['batch_id', 'row_id', 'pos']],
  ['export_charges', ['batch_id', 'provider_id']],
  ['check_rows', ['batch_id', 'kind', 'row_id', 'pos']],
  ['check_targets', ['batch_id', 'kind', 'target']],
  ['batch_statistics', ['batch_id']],
] as const;

export interface IntegrityOptions {
  /** The drill let every job settle: a record still queued or running is stuck. */
  settled: boolean;
}

export async function integrityViolations(db: Db, options: IntegrityOptions): Promise<string[]> {
  const violations: string[] = [];
  const postgres = dialectOf(db) === 'postgres';
  if (!postgres) {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const lines = integrity.rows.map((row) => row.integrity_check);
    if (lines.length !== 1 || lines[0] !== 'ok')
      violations.push(`integrity_check: ${lines.slice(0, 5).join('; ')}`);
    const foreign = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(db);
    if (foreign.rows.length > 0) {
      violations.push(
        `foreign_key_check: ${foreign.rows.length} rows, e.g. ${foreign.rows
          .slice(0, 3)
          .map((row) => `${row.table} → ${row.parent}`)
          .join(', ')}`,
      );
    }
  }

  for (const [table, columns] of UNIQUE_KEYS) {
    const twice = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .groupBy([...columns])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    if (twice.length > 0)
      violations.push(`${table}: ${twice.length} keys (${columns.join(', ')}) stored twice`);
  }

  const resultsWithoutRow = await db
    .selectFrom('match_results as r')
    .leftJoin('import_rows as i', (join) =>
      join.onRef('i.batch_id', '=', 'r.batch_id').onRef('i.row_id', '=', 'r.row_id'),
    )
    .where('i.row_id', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(resultsWithoutRow.n) > 0)
    violations.push(`${resultsWithoutRow.n} results of rows that do not exist`);
  const entriesWithoutResult = await db
    .selectFrom('match_candidates as c')
    .leftJoin('match_results as r', (join) =>
      join.onRef('r.batch_id', '=', 'c.batch_id').onRef('r.row_id', '=', 'c.row_id'),
    )
    .where('r.row_id', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(entriesWithoutResult.n) > 0)
    violations.push(`${entriesWithoutResult.n} match entries of results that do not exist`);

  // A job's checkpoint is committed with its results: `finished` equals the results stored.
  const jobs = await db
    .selectFrom('match_jobs as j')
    .leftJoin('match_results as r', 'r.batch_id', 'j.batch_id')
    .select([
      'j.batch_id',
      'j.status',
      'j.total',
      'j.finished',
      (eb) => eb.fn.count<number | string>('r.row_id').as('results'),
    ])
    .groupBy(['j.batch_id', 'j.status', 'j.total', 'j.finished'])
    .execute();
  for (const job of jobs) {
    const results = Number(job.results);
    if (results !== Number(job.finished))
      violations.push(
        `matching job ${job.batch_id} (${job.status}): checkpoint ${job.finished}, ${results} results stored`,
      );
    if (job.status === 'finished' && results !== Number(job.total))
      violations.push(`matching job ${job.batch_id}: finished with ${results} results of ${job.total} rows`);
  }

  if (options.settled) {
    for (const [table, states] of JOB_TABLES) {
      const stuck = await db
        .selectFrom(table)
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('status', 'in', [...states])
        .groupBy('status')
        .execute();
      for (const row of stuck) violations.push(`${table}: ${row.n} ${row.status} after the work settled`);
    }
    if (postgres) {
      // A message held by a process that is gone stays 'active' until its lease lapses (pg-boss
      // then hands it to a live worker; a chunk or job found done is a no-op): one held 30 s past
      // its lease was never handed back.
      const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const prefix = `${schema.rows[0]!.schema}.`;
      const held = await sql<{ name: string; n: number }>`
        select name, count(*)::int as n from pgboss.job
         where state = 'active' and starts_with(name, ${prefix})
           and coalesce(heartbeat_on, started_on) < now() - make_interval(secs => coalesce(heartbeat_seconds, 10) + 30)
         group by name`.execute(db);
      for (const row of held.rows)
        violations.push(`pg-boss: ${row.n} messages of ${row.name} held 30 s past their lease`);
    }
  }
  return violations;
}
