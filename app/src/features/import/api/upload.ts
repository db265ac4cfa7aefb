import { uploadWithProgress, type UploadResponse } from '@datacare/api-client';

/** A key per upload click: a repeated request with it returns the first request's batch (bad-inputs 36). */
export function newUploadKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Posts the file (multipart, with the session cookie) and reports the share sent. */
export function uploadFile(
  file: File,
  options: { uploadKey: string; onProgress?: (share: number) => void; signal?: AbortSignal },
): Promise<UploadResponse> {
  const form = new FormData();
  // The key goes first, so the server knows it before the file arrives.
  form.append('uploadKey', options.uploadKey);
  form.append('file', file, file.name);
  return uploadWithProgress<UploadResponse>('/backend/import/upload', form, {
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
