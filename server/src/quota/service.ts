import { quotaInfoForExport } from '@datacare/api-client/domain';
import type { ExportType, Quota, QuotaInfoForExport } from '@datacare/api-client/generated/types';
import { writeTransaction, type Db } from '../db/database.ts';
import { addMonthlyUsage, addUsedQuota, lockUserRow, quotaMonth, readQuota } from './storage.ts';

/**
 * The export quota of an account (spec 3 Quota, 5 Export, 9). All arithmetic (remaining, monthly
 * allowance, what an export costs) is done by the shared rules in `@datacare/api-client/domain`;
 * this service only reads and writes the figures.
 */
export async function getQuota(db: Db, userId: string, now: number): Promise<Quota> {
  const quota = await readQuota(db, userId, quotaMonth(now));
  if (!quota) throw new Error(`No quota for unknown user ${userId}`);
  return quota;
}

export interface ChargeRequest {
  /** Companies exported. */
  numRequested: number;
  /** Companies in countries whose data packs are not purchased: exported but not charged. */
  numLocked?: number;
  exportType?: ExportType;
}

export type ChargeResult =
  { charged: true; info: QuotaInfoForExport } | { charged: false; info: QuotaInfoForExport };

/**
 * Charges an export to the quota, atomically: the check and the write happen in one transaction
 * that holds the write lock from its first statement, so two concurrent exports can never both
 * spend the same remaining quota. What the contract quota does not cover is drawn from this
 * month's expansion when the account has it; an unlimited account's usage is counted (the
 * dashboard shows it) but never refused. Refuses (charged: false, nothing written) when the quota
 * does not cover the export.
 */
export async function chargeQuota(
  db: Db,
  userId: string,
  request: ChargeRequest,
  now: number,
): Promise<ChargeResult> {
  return writeTransaction(db, async (trx) => chargeQuotaIn(trx, userId, request, now));
}

/**
 * chargeQuota's check and write inside a transaction the caller holds, so the charge commits or
 * rolls back with the caller's other writes (the export job records its file, the companies it
 * charged and its status in the same transaction: docs/exports.md). The transaction must hold the
 * write lock from its start (the app's and the job workers' transactions begin immediate).
 */
export async function chargeQuotaIn(
  trx: Db,
  userId: string,
  request: ChargeRequest,
  now: number,
): Promise<ChargeResult> {
  const month = quotaMonth(now);
  await lockUserRow(trx, userId);
  const quota = await readQuota(trx, userId, month);
  if (!quota) throw new Error(`No quota for unknown user ${userId}`);
  const info = quotaInfoForExport(quota, request.numRequested, request.numLocked ?? 0, request.exportType);
  // restQuota is null for an unlimited account, which is never refused (and never overused).
  if ((info.restQuota ?? 0) < 0) return { charged: false, info };
  const fromMonthly = info.neededOverused;
  const fromContract = info.neededExport - fromMonthly;
  // Skips writes of 0 (free exports, or nothing from one of the two).
  if (fromContract > 0) await addUsedQuota(trx, userId, fromContract);
  if (fromMonthly > 0) await addMonthlyUsage(trx, userId, month, fromMonthly);
  return { charged: true, info };
}
