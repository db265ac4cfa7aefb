import { useCallback, useEffect, useRef, useState } from 'react';
import {
  exportExportQualityReport,
  exportGetQualityReportFileUrl,
  type QualityReportExportResponse,
} from '@datacare/api-client';
import { requireResponse } from '../../../lib/api-errors.ts';
import { browser } from '../../../lib/browser.ts';

/** While the PDF is rendered, the report asks again after this long (the contract: "after a second"). */
export const PDF_POLL_MS = 1000;

export async function exportQualityReport(batchId: string): Promise<QualityReportExportResponse> {
  return requireResponse(await exportExportQualityReport({ batchId }));
}

/** Where the PDF export stands on the page. */
export type PdfExportState = 'idle' | 'processing' | 'finished' | 'failed';

/**
 * The report's "export PDF" (spec 2 Quality report page, 7 exportQualityReport and
 * getQualityReportFile): asks the server for the PDF of the batch's current review state, asks
 * again every second while it is rendered, then hands the file to the browser as a download, as the
 * export step does with its file. A failed rendering is `failed` (the page offers to try again); a
 * failed call goes to `onError` (a notification) and the button is ready again.
 */
export function useQualityReportPdf(batchId: string, onError: (error: unknown) => void) {
  const [state, setState] = useState<PdfExportState>('idle');
  // The run in progress; a newer run or leaving the page makes an older one stop at its next step.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(async () => {
    run.current += 1;
    const id = run.current;
    setState('processing');
    for (;;) {
      let answer: QualityReportExportResponse;
      try {
        answer = await exportQualityReport(batchId);
      } catch (error) {
        if (run.current !== id) return;
        setState('idle');
        onError(error);
        return;
      }
      if (run.current !== id) return;
      if (answer.ready) {
        setState('finished');
        browser.assign(exportGetQualityReportFileUrl({ id: batchId }));
        return;
      }
      if (answer.state === 'failed') {
        setState('failed');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PDF_POLL_MS));
      if (run.current !== id) return;
    }
  }, [batchId, onError]);

  return { state, start };
}
