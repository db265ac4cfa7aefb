/**
 * Multipart bodies for upload tests, built by hand so tests can send what browsers never would:
 * two files, odd field names, a file name with path and control characters.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XRW } from './test-app.ts';

export type Part =
  | { kind: 'file'; name?: string; fileName: string; content: Buffer | string; type?: string }
  | { kind: 'field'; name: string; value: string };

export const BOUNDARY = '----datacare-test-boundary-7MA4YWxkTrZu0gW';

export function multipartBody(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.kind === 'field') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      const fileName = part.fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${fileName}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Posts an upload with the anti-CSRF header and the session cookie. */
export function postUpload(
  app: FastifyInstance,
  cookie: string | undefined,
  parts: readonly Part[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/backend/import/upload',
    headers: {
      ...XRW,
      ...(cookie ? { cookie } : {}),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    payload: multipartBody(parts),
  });
}

/** Uploads one file under `fileName`. */
export function uploadFile(
  app: FastifyInstance,
  cookie: string,
  fileName: string,
  content: Buffer | string,
  uploadKey?: string,
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [];
  if (uploadKey) parts.push({ kind: 'field', name: 'uploadKey', value: uploadKey });
  parts.push({ kind: 'file', fileName, content });
  return postUpload(app, cookie, parts);
}
