import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../src/db/portable.ts';

/** Where a test makes the database refuse a write, as a full disk or a broken table would. */
export interface FailingTrigger {
  name: string;
  table: string;
  event: 'insert' | 'update';
  /** SQL condition on `new` (e.g. `new.product <> 'datacare'`); every row when absent. */
  when?: string;
  message: string;
}

/**
 * Makes every matching write to `table` fail with `message`, on SQLite or PostgreSQL (a trigger:
 * the write reaches the database and is refused there, inside whatever transaction made it).
 */
export async function installFailingTrigger<Schema>(db: Kysely<Schema>, t: FailingTrigger): Promise<void> {
  const when = t.when ? ` when (${t.when})` : '';
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create function ${t.name}_fn() returns trigger language plpgsql as $$ begin raise exception '${t.message}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t.name} before ${t.event} on ${t.table} for each row${when} execute function ${t.name}_fn()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger ${t.name} before ${t.event} on ${t.table}${when} begin select raise(abort, '${t.message}'); end`,
    )
    .execute(db);
}

/** Lets the writes through again. */
export async function dropFailingTrigger<Schema>(
  db: Kysely<Schema>,
  t: Pick<FailingTrigger, 'name' | 'table'>,
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw(`drop trigger ${t.name} on ${t.table}`).execute(db);
    await sql.raw(`drop function ${t.name}_fn()`).execute(db);
    return;
  }
  await sql.raw(`drop trigger ${t.name}`).execute(db);
}
