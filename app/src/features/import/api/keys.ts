/**
 * SWR keys of a batch's data that review decisions and thresholds change (spec 4 Review: "Review
 * changes invalidate the cached quality report and export info"). The quality report and export
 * steps read through these keys, so a change made in review is never shown stale there.
 */
export const qualityReportKey = (batchId: string) => ['import', 'qualityReport', batchId] as const;
export const exportInfoKey = (batchId: string) => ['import', 'exportInfo', batchId] as const;

export function reviewDependentKeys(batchId: string) {
  return [qualityReportKey(batchId), exportInfoKey(batchId)] as const;
}
