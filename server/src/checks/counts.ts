/**
 * The counts of a batch's e-mail and website checks (seam of issue 14): the statistics fill
 * `Statistics.emails` / `.websites` with them at answer time, the PDF hashes them into its state
 * key. Before a check ran every valid address counts as notStarted.
 */
import type { EmailCheckStats, WebsiteCheckStats } from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import type { CheckKind } from '../db/schema.ts';
import { countCheckValues } from './rows.ts';

export const EMAIL_RESULTS = ['available', 'unavailable', 'unknown'] as const;
export type EmailResult = (typeof EMAIL_RESULTS)[number];
export const WEBSITE_RESULTS = ['available', 'intRedirect', 'extRedirect', 'unavailable', 'blocked'] as const;
export type WebsiteResult = (typeof WEBSITE_RESULTS)[number];

/** Addresses per result; null stands for not checked yet. */
async function resultCounts(db: Db, batchId: string, kind: CheckKind): Promise<Map<string | null, number>> {
  const run = await db
    .selectFrom('check_runs')
    .select('prepared')
    .where('batch_id', '=', batchId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const counts = new Map<string | null, number>();
  if (!run || run.prepared !== 1) {
    counts.set(null, await countCheckValues(db, batchId, kind));
    return counts;
  }
  const rows = await db
    .selectFrom('check_rows as r')
    .leftJoin('check_targets as t', (join) =>
      join
        .onRef('t.batch_id', '=', 'r.batch_id')
        .onRef('t.kind', '=', 'r.kind')
        .onRef('t.target', '=', 'r.target'),
    )
    .select(['t.result as result', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('r.batch_id', '=', batchId)
    .where('r.kind', '=', kind)
    .groupBy('t.result')
    .execute();
  for (const row of rows) counts.set(row.result ?? null, Number(row.n));
  return counts;
}

export async function emailCheckCounts(db: Db, batchId: string): Promise<EmailCheckStats> {
  const counts = await resultCounts(db, batchId, 'email');
  return {
    available: counts.get('available') ?? 0,
    unavailable: counts.get('unavailable') ?? 0,
    unknown: counts.get('unknown') ?? 0,
    notStarted: counts.get(null) ?? 0,
  };
}

export async function websiteCheckCounts(db: Db, batchId: string): Promise<WebsiteCheckStats> {
  const counts = await resultCounts(db, batchId, 'website');
  return {
    available: counts.get('available') ?? 0,
    extRedirect: counts.get('extRedirect') ?? 0,
    intRedirect: counts.get('intRedirect') ?? 0,
    unavailable: counts.get('unavailable') ?? 0,
    blocked: counts.get('blocked') ?? 0,
    notStarted: counts.get(null) ?? 0,
  };
}

/**
 * Both checks' counts for a batch (not cached: the checks change while the statistics do not).
 * The caller has checked the batch belongs to the user.
 */
export async function checkCountsOf(
  db: Db,
  batchId: string,
): Promise<{ emails: EmailCheckStats; websites: WebsiteCheckStats }> {
  const [emails, websites] = await Promise.all([
    emailCheckCounts(db, batchId),
    websiteCheckCounts(db, batchId),
  ]);
  return { emails, websites };
}
