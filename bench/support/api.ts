/**
 * The API calls of a benchmark that drives several server processes (node:http, so that a sign-in
 * can come from a loopback address of its own: the sign-in limit is per client IP, 20 in 5
 * minutes): sign-in, start matching with the proposed mapping, the status, a batch's rows with
 * the position a reviewer selects, stop. Each call names the process it goes to.
 */
import http from 'node:http';
import { uploadFile } from './http.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface Answer<T> {
  status: number;
  body: T;
  cookies: string[];
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** The loopback address the request comes from (a connection of its own). */
  localAddress?: string;
}

/** One request to the process at `base` (http://127.0.0.1:PORT); the answer's JSON parsed. */
export function call<T>(
  base: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const { hostname, port } = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        method,
        path: apiPath,
        agent: options.localAddress ? false : agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
          let body: unknown = text;
          try {
            body = text === '' ? null : JSON.parse(text);
          } catch {
            // not JSON: kept as text for the error message
          }
          resolve({ status: response.statusCode ?? 0, body: body as T, cookies });
        });
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

/** call() that rejects unless the answer is 200. */
export async function ok<T>(
  base: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const answer = await call<T>(base, method, apiPath, options);
  if (answer.status !== 200)
    throw new Error(`${method} ${base}${apiPath} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Signs in with the built-in login from `localAddress`; resolves to the Cookie header. */
export async function signInFrom(
  base: string,
  email: string,
  password: string,
  localAddress: string,
): Promise<string> {
  const answer = await ok(base, 'POST', '/backend/auth/signIn', { body: { email, password }, localAddress });
  if (answer.cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return answer.cookies.join('; ');
}

export interface MappingPair {
  internalField: string;
  customerField: string;
}

export interface UploadResponse {
  batchId: string;
  stats: { rows: { total: number } };
  detectedMapping: MappingPair[];
}

/** Uploads a file as the app does; rejects unless all `rows` were imported and a name column was found. */
export async function uploadRows(
  base: string,
  cookie: string,
  file: string,
  rows: number,
): Promise<UploadResponse & { ms: number }> {
  const { body, ms } = await uploadFile<UploadResponse>(base, cookie, file);
  if (body.stats.rows.total !== rows)
    throw new Error(`upload of ${file} imported ${body.stats.rows.total} rows, not ${rows}`);
  if (!body.detectedMapping.some((pair) => pair.internalField === 'company_name'))
    throw new Error(`upload of ${file}: no company_name in ${JSON.stringify(body.detectedMapping)}`);
  return { ...body, ms };
}

/** Starts matching an uploaded batch with the mapping the upload proposed. */
export async function startMatching(base: string, cookie: string, batch: UploadResponse): Promise<void> {
  const answer = await ok<{ started: boolean }>(base, 'POST', '/backend/import/startMatching', {
    cookie,
    body: {
      batchId: batch.batchId,
      mapping: batch.detectedMapping,
      additionalCustomerColumns: [],
      checkDuplicateExtIds: false,
    },
  });
  if (!answer.body.started)
    throw new Error(`matching of ${batch.batchId} did not start: ${JSON.stringify(answer.body)}`);
}

export interface MatchStatus {
  state: 'queued' | 'running' | 'stopping' | 'stopped' | 'failed' | 'finished';
  total: number;
  finished: number;
  failedRows: number;
  isFinished: boolean;
  rowsPerSecond?: number;
  statusCounts: { notStarted: number; noMatches: number; exactMatches: number; manualMatches: number };
}

export async function matchStatus(base: string, cookie: string, batchId: string): Promise<MatchStatus> {
  return (await ok<MatchStatus>(base, 'POST', '/backend/import/getStatus', { cookie, body: { batchId } }))
    .body;
}

export async function stopMatching(base: string, cookie: string, batchId: string): Promise<void> {
  await ok(base, 'POST', '/backend/import/stopMatching', { cookie, body: { batchId } });
}

interface ResultRow {
  row_id: number;
  matches: { pos: number; isNoMatch: boolean }[];
}

/** Every row of a finished batch with the position a reviewer selects: its first candidate. */
export async function reviewRows(
  base: string,
  cookie: string,
  batchId: string,
): Promise<{ rowId: number; pos: number }[]> {
  const rows: { rowId: number; pos: number }[] = [];
  for (const matchType of ['exact', 'manual', 'noMatch']) {
    for (let page = 0; ; page++) {
      const answer = await ok<{ results: ResultRow[]; totalCount: number }>(
        base,
        'POST',
        '/backend/import/getResults',
        { cookie, body: { batchId, paging: { page, pageSize: 100 }, filters: { matchType } } },
      );
      for (const row of answer.body.results) {
        const entry = row.matches.find((m) => !m.isNoMatch) ?? row.matches[0];
        if (entry) rows.push({ rowId: row.row_id, pos: entry.pos });
      }
      if (answer.body.results.length === 0 || (page + 1) * 100 >= answer.body.totalCount) break;
    }
  }
  return rows.sort((a, b) => a.rowId - b.rowId);
}
