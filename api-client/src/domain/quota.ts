/**
 * The quota rules, in one place (spec sections 3 Quota, 5 Export, 9).
 *
 * The spec reads `currentQuota` two ways (remaining vs. used). This API fixes it: `currentQuota`
 * is the USED amount of the contract quota `totalQuota`. Everything that needs "remaining" calls
 * `remainingQuota` here instead of subtracting on its own.
 */
import { MONTHLY_EXPANSION } from './constants.ts';
import type { ExportType, Quota, QuotaInfoForExport } from '../generated/types.ts';

/** A count as a whole number of at least 0; 0 for what is not a finite number (undefined, NaN). */
function count(value: number | undefined): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value!)) : 0;
}

/**
 * What the quota counter shows: total minus used, never below 0; null (shown as a dash) when the
 * quota is unlimited (spec 3 Quota).
 */
export function remainingQuota(quota: Quota): number | null {
  if (quota.unlimited) return null;
  return Math.max(0, count(quota.totalQuota) - count(quota.currentQuota));
}

/**
 * The monthly expansion allowance still open this month: MONTHLY_EXPANSION (5,000) minus what this
 * month's exports beyond the contract quota used, or 0 when the account has no monthly expansion
 * or an unlimited quota (spec 9: "Monthly free quota after the contract quota is exceeded").
 */
export function monthlyExpansionAllowance(quota: Quota): number {
  if (quota.unlimited || !quota.monthlyExpand) return 0;
  return Math.max(0, MONTHLY_EXPANSION - count(quota.monthlyUsed));
}

/**
 * True when exports are currently drawn from the monthly expansion, i.e. the contract quota is used
 * up and the account has monthly expansion; the quota page then shows its help popover (spec 2 Quota page).
 */
export function isMonthlyExpansionActive(quota: Quota): boolean {
  return !quota.unlimited && quota.monthlyExpand && remainingQuota(quota) === 0;
}

/** Company-list exports to target 1 or target 2 charge no quota (spec 5 Export); a file export does. */
export function isQuotaFreeExport(exportType: ExportType | undefined): boolean {
  return exportType === 'target1_companyList' || exportType === 'target2_companyList';
}

/**
 * The quota calculation of the export step (spec 3 Quota info for export, 5 Export).
 * `numLocked` companies (countries whose data packs are not purchased) are exported but not
 * charged; `exportType` target1_companyList / target2_companyList charges nothing (without one: a
 * file export); beyond the contract quota the monthly expansion covers up to its allowance. Field
 * meanings: see QuotaInfoForExport.
 */
export function quotaInfoForExport(
  quota: Quota,
  numRequestedExports: number,
  numLocked = 0,
  exportType?: ExportType,
): QuotaInfoForExport {
  const requested = count(numRequestedExports);
  const locked = Math.min(count(numLocked), requested);
  const neededExport = isQuotaFreeExport(exportType) ? 0 : requested - locked;
  const remaining = remainingQuota(quota);
  if (remaining === null) {
    return { neededExport, neededOverused: 0, restQuota: null, numNotExported: 0, mExportQuota: 0 };
  }
  const mExportQuota = monthlyExpansionAllowance(quota);
  const restQuota = remaining + mExportQuota - neededExport;
  return {
    neededExport,
    neededOverused: Math.max(0, neededExport - remaining),
    restQuota,
    numNotExported: Math.max(0, -restQuota),
    mExportQuota,
  };
}

/**
 * Whether the quota covers an export: always with an unlimited quota, otherwise when restQuota is
 * at least 0 (spec 5 Export). The export download is disabled when this is false.
 */
export function hasEnoughQuota(
  quota: Quota,
  numRequested: number,
  numLocked = 0,
  exportType?: ExportType,
): boolean {
  const { restQuota } = quotaInfoForExport(quota, numRequested, numLocked, exportType);
  return (restQuota ?? 0) >= 0;
}
