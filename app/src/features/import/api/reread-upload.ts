import { importRereadUpload, type TextEncoding, type UploadResponse } from '@datacare/api-client';

/**
 * Reads the uploaded file again with another sheet of the workbook or another encoding of the csv
 * (the mapping screen's choice; no second upload). The answer replaces the upload's: new columns,
 * examples, counts and proposal. 409 `import_started` once matching has started.
 */
export function rereadUpload(
  batchId: string,
  choice: { sheetName: string } | { encoding: TextEncoding },
): Promise<UploadResponse> {
  return importRereadUpload({ batchId, ...choice });
}
