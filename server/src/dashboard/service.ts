import { monthlyExpansionAllowance } from '@datacare/api-client/domain';
import type { DashboardStats } from '@datacare/api-client/generated/types';
import type { Db } from '../db/database.ts';
import { importTotals } from '../imports/storage.ts';
import { getQuota } from '../quota/service.ts';

/**
 * The dashboard's statistics table (spec 2 Dashboard, 3 Dashboard stats), from the caller's own
 * rows only: the monthly allowance left, the used quota, and the processed rows and uploaded files
 * of the imports whose matching was started (an upload left on the mapping screen does not count).
 */
export async function userStats(db: Db, userId: string, now: number): Promise<DashboardStats> {
  const [quota, totals] = await Promise.all([getQuota(db, userId, now), importTotals(db, userId)]);
  return {
    mExportQuota: monthlyExpansionAllowance(quota),
    currentQuota: quota.currentQuota,
    analysedRows: totals.rowsOk,
    uploadedFiles: totals.files,
  };
}
