import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient, downloadUrl, request } from './request.ts';

function fakeFetch(status: number, body: string) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status }),
  );
}

afterEach(() => configureApiClient({ baseUrl: '', onUnauthorized: undefined }));

describe('request', () => {
  it('sends JSON with the anti-CSRF header and the session cookie', async () => {
    const fetch = fakeFetch(200, '{"tag":"Kunden 2026"}');
    configureApiClient({ fetch });
    const result = await request<{ tag: string }>('POST', '/backend/import/getImportName', {
      json: { batchId: 'b1' },
    });
    expect(result).toEqual({ tag: 'Kunden 2026' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/backend/import/getImportName');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"batchId":"b1"}');
  });

  it('resolves undefined for an empty success body', async () => {
    configureApiClient({ fetch: fakeFetch(200, '') });
    await expect(request('POST', '/backend/import/getStatus', { json: {} })).resolves.toBeUndefined();
  });

  it('rejects with the status and parsed error body', async () => {
    configureApiClient({
      fetch: fakeFetch(404, '{"errors":[{"type":"not_found","message":"Import nicht gefunden"}]}'),
    });
    const error = await request('POST', '/backend/import/getStatus', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).errors).toEqual([{ type: 'not_found', message: 'Import nicht gefunden' }]);
  });

  it('tells the app about a 401 before rejecting', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ fetch: fakeFetch(401, ''), onUnauthorized });
    await expect(request('POST', '/backend/auth/getUser', { json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into an error without status', async () => {
    configureApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const error = (await request('POST', '/x', { json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeNull();
    expect(error.message).toBe('Failed to fetch');
  });

  it('builds download URLs with the base URL and query', () => {
    configureApiClient({ baseUrl: 'https://datacare.example' });
    expect(
      downloadUrl('/backend/export/getExportFile', { id: 'b 1', exportFileType: 'csv', missing: undefined }),
    ).toBe('https://datacare.example/backend/export/getExportFile?id=b+1&exportFileType=csv');
  });
});
