import { exportExportMatches, type ExportMatchesRequest, type ExportStatus } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

/**
 * Starts a file export (spec 4 Export); answers the queued export's status. Refusals are 409 with
 * `export_in_progress`, `not_enough_quota`, `no_quota_left` or `no_companies_in_export`.
 */
export async function exportMatches(body: ExportMatchesRequest): Promise<ExportStatus> {
  return requireResponse(await exportExportMatches(body));
}
