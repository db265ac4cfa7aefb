/**
 * The export quota's books, checked like a bank's (issue 18 item 3; docs/reliability.md): what an
 * account holds must add up whatever happened to the processes that charged it. Read straight from
 * the database, in one snapshot:
 *
 * - the balance: `users.total_quota`, `users.used_quota`, `users.monthly_expand`, `unlimited`,
 *   and `quota_monthly_usage` (companies drawn from a month's expansion);
 * - the entries: `exports.num_charged` of the account's finished exports, each backed by its
 *   `export_charges` rows (one per company and import, written in the transaction that charges).
 *
 * What must hold, per account (against an opening balance, see `quotaInvariantViolations`):
 *
 * 1. **contract quota + monthly expansion = used + remaining** for the current month, with used and
 *    remaining as the quota call answers them (`readQuota`, the shared rules of
 *    `@datacare/api-client/domain`); so the contract quota is never overdrawn and no month's
 *    expansion beyond MONTHLY_EXPANSION (unlimited accounts have no remaining and are exempt);
 * 2. no month's expansion usage is below 0 or above MONTHLY_EXPANSION;
 * 3. **what the balance moved = what the finished exports charged**: the used contract quota plus
 *    every month's expansion usage grew by exactly the sum of `num_charged` of the account's
 *    finished exports since the opening (nothing charged twice, nothing charged without an export
 *    that finished, nothing finished without its charge);
 * 4. the expansion is drawn only once the contract quota is used up;
 *
 * and per export: a finished export has exactly `num_charged` charge rows, of its own import; an
 * export that did not finish (queued, running, failed) has charged nothing and has no charge rows;
 * no charge row names an export that does not exist.
 */
import { MONTHLY_EXPANSION, monthlyExpansionAllowance, remainingQuota } from '@datacare/api-client/domain';
import { readTransaction, type Db } from '../db/database.ts';
import { quotaMonth, readQuota } from './storage.ts';

/** One account's books at a moment. */
export interface AccountBooks {
  totalQuota: number;
  /** The used contract quota (`users.used_quota`, the quota call's currentQuota). */
  usedQuota: number;
  monthlyExpand: boolean;
  unlimited: boolean;
  /** Companies drawn from each month's expansion ('YYYY-MM' to `quota_monthly_usage.used`). */
  monthly: ReadonlyMap<string, number>;
  /** Sum of `num_charged` of the account's finished exports. */
  charged: number;
}

/** Every account's books by user id. */
export type QuotaBooks = ReadonlyMap<string, AccountBooks>;

/** Reads every account's books in one snapshot. */
export async function readQuotaBooks(db: Db): Promise<QuotaBooks> {
  return readTransaction(db, (trx) => readBooksIn(trx));
}

async function readBooksIn(db: Db): Promise<Map<string, AccountBooks>> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'total_quota', 'used_quota', 'monthly_expand', 'unlimited'])
    .execute();
  const months = await db.selectFrom('quota_monthly_usage').select(['user_id', 'month', 'used']).execute();
  const charged = await db
    .selectFrom('exports')
    .select(['user_id', (eb) => eb.fn.sum<number | string | null>('num_charged').as('charged')])
    .where('status', '=', 'finished')
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .execute();
  const monthlyOf = new Map<string, Map<string, number>>();
  for (const row of months) {
    const byMonth = monthlyOf.get(row.user_id) ?? new Map<string, number>();
    byMonth.set(row.month, Number(row.used));
    monthlyOf.set(row.user_id, byMonth);
  }
  const chargedOf = new Map(charged.map((row) => [row.user_id!, Number(row.charged ?? 0)]));
  return new Map(
    users.map((user) => [
      user.id,
      {
        totalQuota: Number(user.total_quota),
        usedQuota: Number(user.used_quota),
        monthlyExpand: Number(user.monthly_expand) === 1,
        unlimited: Number(user.unlimited) === 1,
        monthly: monthlyOf.get(user.id) ?? new Map<string, number>(),
        charged: chargedOf.get(user.id) ?? 0,
      },
    ]),
  );
}

/** A fresh account's books: nothing used, nothing charged. */
const NOTHING: Pick<AccountBooks, 'usedQuota' | 'monthly' | 'charged'> = {
  usedQuota: 0,
  monthly: new Map(),
  charged: 0,
};

function sumOf(values: Iterable<number>): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

export interface QuotaInvariantOptions {
  /**
   * The books when the checked period began (readQuotaBooks): an account's balance must have
   * moved by what its exports charged since. An account missing here was opened with nothing used
   * and nothing charged. Set quotas (users CLI `set-quota --used`) move the balance without an
   * export: take the opening after them.
   */
  opening?: QuotaBooks;
  /** The app clock (ms): the month whose expansion the quota call answers. */
  now: number;
}

/**
 * Every way the database breaks the quota's books (see the module comment); an empty list when
 * they add up. Each entry is a sentence naming the account or export and the figures.
 */
export async function quotaInvariantViolations(db: Db, options: QuotaInvariantOptions): Promise<string[]> {
  return readTransaction(db, async (trx) => {
    const violations: string[] = [];
    const month = quotaMonth(options.now);
    const books = await readBooksIn(trx);
    for (const [userId, account] of books) {
      const opening = options.opening?.get(userId) ?? NOTHING;
      const quota = await readQuota(trx, userId, month);
      if (!quota) continue;
      // 1. contract quota + monthly expansion = used + remaining, as the quota call answers them.
      const remaining = remainingQuota(quota);
      if (remaining !== null) {
        const expansion = quota.monthlyExpand ? MONTHLY_EXPANSION : 0;
        const monthlyRemaining = monthlyExpansionAllowance(quota);
        const held = quota.totalQuota + expansion;
        const accounted = quota.currentQuota + quota.monthlyUsed + remaining + monthlyRemaining;
        if (held !== accounted) {
          violations.push(
            `account ${userId}: contract quota ${quota.totalQuota} + monthly expansion ${expansion} = ${held}, ` +
              `but used ${quota.currentQuota} + monthly used ${quota.monthlyUsed} + remaining ${remaining} + ` +
              `monthly remaining ${monthlyRemaining} = ${accounted} (${month})`,
          );
        }
      }
      if (account.usedQuota < 0)
        violations.push(`account ${userId}: used quota ${account.usedQuota} below 0`);
      // 2. every month's expansion within its allowance.
      for (const [usageMonth, used] of account.monthly) {
        if (used < 0 || used > MONTHLY_EXPANSION) {
          violations.push(
            `account ${userId}: ${used} companies drawn from the expansion of ${usageMonth}, allowed 0 to ${MONTHLY_EXPANSION}`,
          );
        }
      }
      // 3. the balance moved by what the finished exports charged since the opening.
      const usedMoved = account.usedQuota - opening.usedQuota;
      const monthlyMoved = sumOf(account.monthly.values()) - sumOf(opening.monthly.values());
      const chargedSince = account.charged - opening.charged;
      if (usedMoved + monthlyMoved !== chargedSince) {
        violations.push(
          `account ${userId}: the quota moved by ${usedMoved + monthlyMoved} (used ${signed(usedMoved)}, ` +
            `monthly expansion ${signed(monthlyMoved)}) but its finished exports charged ${chargedSince}`,
        );
      }
      // 4. the expansion only once the contract quota is used up.
      if (!account.unlimited && monthlyMoved > 0 && account.usedQuota < account.totalQuota) {
        violations.push(
          `account ${userId}: ${monthlyMoved} drawn from the monthly expansion while the contract quota ` +
            `had ${account.totalQuota - account.usedQuota} left`,
        );
      }
    }
    violations.push(...(await exportViolations(trx)));
    return violations;
  });
}

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

/** Every export's charge rows against its status and num_charged; charge rows without their export. */
async function exportViolations(db: Db): Promise<string[]> {
  const violations: string[] = [];
  const exports = await db
    .selectFrom('exports')
    .select(['id', 'batch_id', 'status', 'num_charged'])
    .orderBy('id')
    .execute();
  const charges = await db
    .selectFrom('export_charges')
    .select(['export_id', 'batch_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['export_id', 'batch_id'])
    .execute();
  const rowsOf = new Map<number, { batchId: string; n: number }[]>();
  for (const row of charges) {
    const id = Number(row.export_id);
    const list = rowsOf.get(id) ?? [];
    list.push({ batchId: row.batch_id, n: Number(row.n) });
    rowsOf.set(id, list);
  }
  for (const record of exports) {
    const id = Number(record.id);
    const rows = rowsOf.get(id) ?? [];
    rowsOf.delete(id);
    const n = sumOf(rows.map((r) => r.n));
    const charged = Number(record.num_charged);
    if (record.status === 'finished') {
      if (n !== charged)
        violations.push(`export ${id}: finished with num_charged ${charged} but ${n} charge rows`);
    } else if (charged !== 0 || n !== 0) {
      violations.push(`export ${id}: ${record.status}, yet num_charged ${charged} and ${n} charge rows`);
    }
    const foreign = rows.filter((r) => r.batchId !== record.batch_id);
    if (foreign.length > 0) {
      violations.push(
        `export ${id} of import ${record.batch_id}: charge rows of import ${foreign.map((r) => r.batchId).join(', ')}`,
      );
    }
  }
  for (const [id, rows] of rowsOf) {
    violations.push(`${sumOf(rows.map((r) => r.n))} charge rows name export ${id}, which does not exist`);
  }
  return violations;
}

/** Throws with every violation when the books do not add up. */
export async function assertQuotaInvariant(db: Db, options: QuotaInvariantOptions): Promise<void> {
  const violations = await quotaInvariantViolations(db, options);
  if (violations.length > 0) {
    throw new Error(`The quota's books do not add up:\n- ${violations.join('\n- ')}`);
  }
}
