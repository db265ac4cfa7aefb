import { exportSendExportViaMail, type ExportStatus } from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';

/**
 * Switches the batch's queued or running export to mail delivery (spec 4 Export): the download link
 * is mailed when the file is ready, or at once when it already is. Answers the status after the switch.
 */
export async function sendExportViaMail(batchId: string): Promise<ExportStatus> {
  return requireResponse(await exportSendExportViaMail({ batchId }));
}
