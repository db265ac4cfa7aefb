/** Calls a benchmark makes to the real server over HTTP, as the app makes them. */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import path from 'node:path';

/** The header every state-changing call of the app carries (server/src/http/hygiene.ts). */
export const XRW = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** Signs in with the built-in login (POST /backend/auth/signIn); resolves to the Cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/backend/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XRW },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

export interface Uploaded<T> {
  /** From sending the request to the parsed JSON answer. */
  ms: number;
  body: T;
}

export interface UploadAnswer<T> extends Uploaded<T> {
  status: number;
}

/**
 * Uploads a file as the app does (multipart, a fresh upload key, POST /backend/import/upload);
 * resolves with the status whatever it is (the body as JSON, else as text) and the time from sending
 * the request to the parsed answer.
 */
export async function sendUpload<T>(
  url: string,
  cookie: string,
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<UploadAnswer<T>> {
  const form = new FormData();
  form.append('uploadKey', `bench-${randomBytes(9).toString('base64url')}`);
  form.append('file', await openAsBlob(file), path.basename(file));
  const started = performance.now();
  const response = await fetch(`${url}/backend/import/upload`, {
    method: 'POST',
    headers: { cookie, ...XRW },
    body: form,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  const ms = performance.now() - started;
  return { status: response.status, ms, body: body as T };
}

/** sendUpload() that rejects unless the upload answers 200. */
export async function uploadFile<T>(url: string, cookie: string, file: string): Promise<Uploaded<T>> {
  const { status, ms, body } = await sendUpload<T>(url, cookie, file);
  if (status !== 200) throw new Error(`upload of ${file} answered ${status}: ${JSON.stringify(body)}`);
  return { ms, body };
}
