import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';

/** A stored account, as read from the database. */
export type UserRecord = Selectable<UsersTable>;

/** Reads one account by its (already normalised) e-mail. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Reads one account by id. */
export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every account, oldest first (for the users CLI). */
export async function listUsers(db: Db): Promise<UserRecord[]> {
  return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('email').execute();
}

/** Number of accounts (the demo user is created only when there are none). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(values).execute();
}

/** Updates one account; returns false when there is no such account. */
export async function updateUser(db: Db, id: string, values: Updateable<UsersTable>): Promise<boolean> {
  const result = await db.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
