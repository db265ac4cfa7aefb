import type { ErrorItem } from '../generated/types.ts';

/**
 * The one place that talks HTTP for the generated client. Every state-changing call carries
 * `X-Requested-With` (the server's anti-CSRF rule, docs/adr/001-contract-first.md) and the session
 * cookie; failures become an {@link ApiError} that keeps what section 8 of the spec needs to
 * notify the user (status, parsed body, raw text).
 */

/** Header the server requires on every state-changing request. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientConfig {
  /** Prefix of every path; '' for the same origin. @default '' */
  baseUrl: string;
  /** The fetch to use (tests and MSW may wrap it). @default globalThis.fetch */
  fetch: typeof fetch;
  /** Called on every 401 before the error is thrown: the app clears the user and goes to /login. */
  onUnauthorized?: (error: ApiError) => void;
}

let config: ApiClientConfig = {
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
};

/** Sets the base URL, fetch and 401 handler for all generated calls. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

/** One item of the standard error body `{"errors":[{"type","message"}]}` (openapi.yaml ErrorItem). */
export type ApiErrorItem = ErrorItem;

/** A failed call: `status` is null when no response arrived at all. */
export class ApiError extends Error {
  readonly status: number | null;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  readonly body: unknown;
  /** The raw body text ('' when empty). */
  readonly bodyText: string;

  constructor(init: {
    message: string;
    status: number | null;
    body?: unknown;
    bodyText?: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body ?? null;
    this.bodyText = init.bodyText ?? '';
  }

  /** The error items of a standard error body, or [] when the body has another shape. */
  get errors(): ApiErrorItem[] {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is ApiErrorItem =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as ApiErrorItem).type === 'string' &&
        typeof (e as ApiErrorItem).message === 'string',
    );
  }
}

type QueryValue = string | number | boolean | null | undefined;

function withQuery(path: string, query?: Record<string, QueryValue> | object): string {
  const url = config.baseUrl + path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/** URL of a GET download for the browser to navigate to (the session cookie goes along). */
export function downloadUrl(path: string, query?: object): string {
  return withQuery(path, query);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends one call. Resolves with the parsed JSON body (undefined for an empty 2xx body, which the
 * caller may report as 'No response'), rejects with {@link ApiError} otherwise.
 */
export async function request<T>(
  method: string,
  path: string,
  payload: { json?: unknown; form?: FormData; query?: object },
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (payload.form) body = payload.form;
  else if (payload.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload.json);
  }
  let response: Response;
  try {
    response = await config.fetch(withQuery(path, payload.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ message, status: null, cause });
  }
  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError({
      message: `${method} ${path} failed with HTTP ${response.status}`,
      status: response.status,
      body: parseJson(text),
      bodyText: text,
    });
    if (response.status === 401) config.onUnauthorized?.(error);
    throw error;
  }
  return (text ? parseJson(text) : undefined) as T;
}

/** Options of {@link uploadWithProgress}. */
export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the body goes out, with the share sent (0..1). */
  onProgress?: (share: number) => void;
}

/**
 * Posts a multipart form like {@link request} and reports how much of the body was sent, for the
 * upload progress bar of large files (fetch cannot report upload progress; XMLHttpRequest can).
 * Errors and 401 handling are the same as for every other call.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  if (typeof XMLHttpRequest === 'undefined')
    return request<T>('POST', path, { form }, { signal: options.signal });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withQuery(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (message: string) => reject(new ApiError({ message, status: null }));
    xhr.onerror = () => fail(`POST ${path} failed: network error`);
    xhr.onabort = () => fail(`POST ${path} was aborted`);
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = new ApiError({
          message: `POST ${path} failed with HTTP ${xhr.status}`,
          status: xhr.status,
          body: parseJson(text),
          bodyText: text,
        });
        if (xhr.status === 401) config.onUnauthorized?.(error);
        reject(error);
        return;
      }
      options.onProgress?.(1);
      resolve((text ? parseJson(text) : undefined) as T);
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
