import { ApiError, exportGetHistoryExportsZipUrl } from '@datacare/api-client';

/**
 * The zip of the exports list's bulk export (getHistoryExportsZip): the selected exports, or every
 * export matching the search when none is selected.
 */
export function historyExportsZipUrl(selectedIds: readonly number[], searchterm: string): string {
  if (selectedIds.length > 0) return exportGetHistoryExportsZipUrl({ ids: selectedIds.join(',') });
  return exportGetHistoryExportsZipUrl(searchterm ? { searchterm } : {});
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Asks for a download and stops reading as soon as the answer's status is known. A browser download
 * cannot report a failure to the page, but spec 8 wants one notified; so the app asks first, and
 * only an answer that would deliver the file is handed to the browser (which asks again and
 * streams it to disk). The body is cancelled at once, so the server stops writing.
 * Throws an {@link ApiError} like every other call when the answer is an error.
 */
export async function checkDownload(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/zip, application/json' },
    });
  } catch (cause) {
    throw new ApiError({
      message: cause instanceof Error ? cause.message : String(cause),
      status: null,
      cause,
    });
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = await response.text();
  throw new ApiError({
    message: `GET ${url} failed with HTTP ${response.status}`,
    status: response.status,
    body: parseJson(text),
    bodyText: text,
  });
}
