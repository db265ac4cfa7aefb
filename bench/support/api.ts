/**
 * The API calls of a benchmark that drives one or several server processes (node:http, so that a
 * sign-in can come from a loopback address of its own: the sign-in limit is per client IP, 20 in 5
 * minutes): any call with its status, time and bytes; sign-in, start matching with the proposed
 * mapping, the status, a batch's rows with the position a reviewer selects, stop. Each call names
 * the process it goes to.
 */
import http from 'node:http';
import { uploadFile } from './http.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface Answer<T> {
  status: number;
  /** JSON parsed; text when the answer is text but not JSON; null for other content (a file). */
  body: T;
  cookies: string[];
  /** The answer's bytes as they came (a downloaded file). */
  raw: Buffer;
  contentType: string;
  /** From sending the request to the answer's last byte. */
  ms: number;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** The loopback address the request comes from (a connection of its own). */
  localAddress?: string;
  /** The connections to use (a simulated user's own); default one pool shared by every call. */
  agent?: http.Agent;
  /** Rejects when no answer has come by then (a hang); default no limit. */
  timeoutMs?: number;
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
    const started = performance.now();
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        method,
        path: apiPath,
        agent: options.localAddress ? false : (options.agent ?? agent),
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
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const contentType = response.headers['content-type'] ?? '';
          const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
          let body: unknown = null;
          if (/json|text/.test(contentType) || (contentType === '' && raw.length > 0)) {
            const text = raw.toString('utf8');
            try {
              body = text === '' ? null : JSON.parse(text);
            } catch {
              body = text; // not JSON: kept as text for the error message
            }
          }
          resolve({ status: response.statusCode ?? 0, body: body as T, cookies, raw, contentType, ms });
        });
      },
    );
    if (options.timeoutMs !== undefined) {
      request.setTimeout(options.timeoutMs, () =>
        request.destroy(new Error(`${method} ${apiPath}: no answer within ${options.timeoutMs} ms`)),
      );
    }
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

/** Closes the shared pool's idle connections (at the end of a run, so the process can exit). */
export function closeConnections(): void {
  agent.destroy();
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
