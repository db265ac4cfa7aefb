import { sql } from 'kysely';
import type { Quota } from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';

/** The calendar month ('YYYY-MM', UTC) the monthly expansion counts in. */
export function quotaMonth(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

/**
 * A user's quota as the contract's Quota: `currentQuota` is the USED amount, `monthlyUsed` this
 * month's expansion usage (0 without monthly expansion). Undefined for an unknown user.
 */
export async function readQuota(db: Db, userId: string, month: string): Promise<Quota | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('quota_monthly_usage as m', (join) =>
      join.onRef('m.user_id', '=', 'users.id').on('m.month', '=', month),
    )
    .select(['users.total_quota', 'users.used_quota', 'users.monthly_expand', 'users.unlimited', 'm.used'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const monthlyExpand = row.monthly_expand === 1;
  return {
    totalQuota: row.total_quota,
    currentQuota: row.used_quota,
    monthlyExpand,
    monthlyUsed: monthlyExpand ? (row.used ?? 0) : 0,
    unlimited: row.unlimited === 1,
  };
}

/** Adds to the used contract quota. */
export async function addUsedQuota(db: Db, userId: string, amount: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ used_quota: sql<number>`used_quota + ${amount}` })
    .where('id', '=', userId)
    .execute();
}

/** Adds to a month's expansion usage. */
export async function addMonthlyUsage(db: Db, userId: string, month: string, amount: number): Promise<void> {
  await db
    .insertInto('quota_monthly_usage')
    .values({ user_id: userId, month, used: amount })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'month'])
        .doUpdateSet({ used: sql<number>`quota_monthly_usage.used + ${amount}` }),
    )
    .execute();
}

/**
 * Takes SQLite's write lock at the start of a transaction (a no-op write), so the reads that follow
 * see the latest data and no other connection, even another process such as the users CLI, can
 * write in between.
 */
// On SQLite every transaction begins immediate (db/dialect.ts) and holds the write lock already;
// PostgreSQL will need this row lock.
// Stryker disable next-line BlockStatement: equivalent on SQLite, which locks at 'begin immediate'.
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ used_quota: sql<number>`used_quota` })
    .where('id', '=', userId)
    .execute();
}
