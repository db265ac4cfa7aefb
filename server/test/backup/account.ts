/**
 * An account filled through the API and read back through the API, for the backup and upgrade
 * tests (docs/deployment.md 'Backups', 'Upgrades: tested'): the same calls go to a test app
 * (`app.inject`) or to a server process over HTTP (the previous release's, in make-fixture.ts).
 *
 * `fillAccount` makes what a customer's account holds after some use: a matched import with review
 * decisions, a tag and a threshold of its own, an export that charged the quota (its history entry,
 * its file, the activated companies), a company list, and an import left at the mapping step
 * (its uploaded original kept). `readAccount` reads everything of it a user or a client sees, with
 * the sha256 of every file it can download, as one JSON value to compare.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  ConnectFinishResult,
  ExportMatchesRequest,
  ExportStatus,
  ImportListItem,
  ListHistoryExportsResponse,
  ListImportsResponse,
  MappingPair,
  ResultPageResponse,
  ResultRow,
  Status,
  TargetCompanyListsResponse,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { SAMPLE_FILE_MAPPING } from '../../src/matching/sample-mapping.ts';
import { multipartBody, BOUNDARY } from '../multipart.ts';
import { XRW } from '../test-app.ts';

/** One answer of the API. */
export interface Answer {
  status: number;
  /** The body as text. */
  text: string;
  /** The body's bytes (downloads). */
  bytes: Buffer;
}

/** The calls of one signed-in user. */
export interface Api {
  /** A JSON call of the contract (POST with the anti-CSRF header). */
  post(path: string, body?: unknown): Promise<Answer>;
  /** A GET (downloads), `path` with its query string. */
  get(path: string): Promise<Answer>;
  /** The multipart upload of one file. */
  upload(fileName: string, content: Buffer, uploadKey?: string): Promise<Answer>;
}

function fromInject(res: LightMyRequestResponse): Answer {
  return { status: res.statusCode, text: res.body, bytes: res.rawPayload };
}

/** The calls of the user with this session cookie on a test app. */
export function injectApi(app: FastifyInstance, cookie: string): Api {
  const headers = { ...XRW, cookie };
  return {
    post: async (path, body = {}) =>
      fromInject(await app.inject({ method: 'POST', url: path, headers, payload: body as object })),
    get: async (path) => fromInject(await app.inject({ method: 'GET', url: path, headers })),
    upload: async (fileName, content, uploadKey) =>
      fromInject(
        await app.inject({
          method: 'POST',
          url: '/backend/import/upload',
          headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipartBody([
            ...(uploadKey ? [{ kind: 'field' as const, name: 'uploadKey', value: uploadKey }] : []),
            { kind: 'file', fileName, content },
          ]),
        }),
      ),
  };
}

/** Signs in at a server listening at `baseUrl` and returns that user's calls over HTTP. */
export async function httpApi(baseUrl: string, email: string, password: string): Promise<Api> {
  const send = async (path: string, init: RequestInit, cookie?: string): Promise<Response> =>
    fetch(new URL(path, baseUrl), {
      ...init,
      headers: { ...XRW, ...(cookie && { cookie }), ...(init.headers as Record<string, string>) },
    });
  const answer = async (res: Response): Promise<Answer> => {
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, text: bytes.toString('utf8'), bytes };
  };
  const signIn = await send('/backend/auth/signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid=') && c.length > 4);
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in of ${email} answered ${signIn.status}`);
  return {
    post: async (path, body = {}) =>
      answer(
        await send(
          path,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
          cookie,
        ),
      ),
    get: async (path) => answer(await send(path, { method: 'GET' }, cookie)),
    upload: async (fileName, content, uploadKey) =>
      answer(
        await send(
          '/backend/import/upload',
          {
            method: 'POST',
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            body: new Uint8Array(
              multipartBody([
                ...(uploadKey ? [{ kind: 'field' as const, name: 'uploadKey', value: uploadKey }] : []),
                { kind: 'file', fileName, content },
              ]),
            ),
          },
          cookie,
        ),
      ),
  };
}

/** A JSON call that must answer 200; its body. */
export async function ok<T>(api: Api, path: string, body: unknown = {}): Promise<T> {
  const res = await api.post(path, body);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`);
  return JSON.parse(res.text) as T;
}

/** A download that must answer 200: its bytes. */
export async function download(api: Api, path: string): Promise<Buffer> {
  const res = await api.get(path);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text}`);
  return res.bytes;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Polls `read` every 100 ms until `done` (at most `seconds`); its last value. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  seconds = 120,
): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not done after ${seconds} s: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mapping of the demo sample customer file (samples/noisy.ts), as the mapping step proposes it. */
export const SAMPLE_MAPPING: MappingPair[] = SAMPLE_FILE_MAPPING.map((pair) => ({ ...pair }));

/** An xlsx export of the default view with the customer's columns. */
export function exportRequest(batchId: string, numExports: number): ExportMatchesRequest {
  return {
    batchId,
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports,
  };
}

const RESULT_TABS = ['exact', 'manual', 'noMatch'] as const;
/** The review's page size (the server caps larger pages). */
const PAGE = 100;

/** Every row of an import, tab by tab, page by page. */
export async function resultsOf(api: Api, batchId: string): Promise<Record<string, ResultRow[]>> {
  const tabs: Record<string, ResultRow[]> = {};
  for (const matchType of RESULT_TABS) {
    const rows: ResultRow[] = [];
    for (let page = 0; ; page++) {
      const body = await ok<ResultPageResponse>(api, '/backend/import/getResults', {
        batchId,
        paging: { page, pageSize: PAGE },
        filters: { matchType },
      });
      rows.push(...body.results);
      if (body.results.length === 0 || rows.length >= body.totalCount) break;
    }
    tabs[matchType] = rows;
  }
  return tabs;
}

/** Uploads a customer file and matches it with the sample's mapping; its batch id once finished. */
export async function matchedImport(api: Api, fileName: string, content: Buffer): Promise<string> {
  const upload = await api.upload(fileName, content);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${upload.text}`);
  const { batchId } = JSON.parse(upload.text) as UploadResponse;
  const started = await ok<{ started: boolean }>(api, '/backend/import/startMatching', {
    batchId,
    mapping: SAMPLE_MAPPING,
    additionalCustomerColumns: [],
    checkDuplicateExtIds: false,
  });
  if (!started.started) throw new Error(`matching of ${batchId} did not start`);
  await waitUntil(
    () => ok<Status>(api, '/backend/import/getStatus', { batchId }),
    (status) => status.isFinished,
    `matching ${batchId}`,
  );
  return batchId;
}

/** Exports an import (xlsx) and waits until the export has finished; its status. */
export async function exportImport(api: Api, batchId: string): Promise<ExportStatus> {
  // What the client expects to export (the server charges its own count): the exact tab.
  const selected = (await resultsOf(api, batchId)).exact?.length ?? 0;
  const queued = await ok<ExportStatus>(
    api,
    '/backend/export/exportMatches',
    exportRequest(batchId, selected),
  );
  const status = await waitUntil(
    () => ok<ExportStatus>(api, '/backend/export/getExportStatus', { batchId }),
    (s) => !s.exportInQueue && s.exportId === queued.exportId,
    `export of ${batchId}`,
  );
  if (status.state !== 'finished') throw new Error(`export of ${batchId}: ${JSON.stringify(status)}`);
  return status;
}

/** A row's review decision as the review page shows it: the entry chosen, and whether it is checked. */
export function decisionOf(row: ResultRow): string {
  const chosen = row.matches
    .filter((m) => m.isSelected)
    .map((m) => (m.isNoMatch ? 'no match chosen' : `candidate ${m.pos} chosen`));
  return [...chosen, ...(row.manuallyChecked ? ['checked'] : [])].join(', ') || 'undecided';
}

/** What fillAccount made, for the checks that follow. */
export interface FilledAccount {
  /** The matched, reviewed and exported import. */
  matched: string;
  /** The import left at the mapping step (its uploaded original is kept for a re-read). */
  uploaded: string;
  /** The company list made of the matched import. */
  listId: string;
  /** Companies the export charged. */
  charged: number;
  /** The review decisions made: the row, and what decisionOf shows for it. */
  decisions: { rowId: number; decision: string }[];
}

/**
 * Fills an account through the API: `customers` (the demo sample customer file) uploaded and
 * matched, review decisions on four rows (a candidate of a row below the threshold chosen, no
 * match chosen for an exact row, two rows marked checked), a tag and the exact-match threshold saved, an xlsx export
 * that charges the quota (history entry, file, activated companies), a company list of the
 * import, and `small` uploaded and left at the mapping step.
 */
export async function fillAccount(api: Api, customers: Buffer, small: Buffer): Promise<FilledAccount> {
  const matched = await matchedImport(api, 'kundenliste.csv', customers);
  await ok(api, '/backend/import/saveTag', { batchId: matched, tag: 'Bestandskunden Nord' });
  await ok(api, '/backend/import/saveThresholds', { batchId: matched, exactMatchThreshold: 0.75 });

  const rows = await resultsOf(api, matched);
  const decisions: FilledAccount['decisions'] = [];
  const decide = async (rowId: number, pos: number, decision: string) => {
    await ok(api, '/backend/import/saveSingleMatchSelection', {
      batchId: matched,
      rowId,
      pos,
      isMatchSelected: true,
    });
    decisions.push({ rowId, decision });
  };
  const check = async (rowId: number) => {
    await ok(api, '/backend/import/saveSingleManualCheck', { batchId: matched, rowId, isChecked: true });
    decisions.push({ rowId, decision: 'checked' });
  };
  const candidates = (row: ResultRow) => row.matches.filter((m) => !m.isNoMatch);
  const open = (rows.noMatch ?? []).filter((r) => candidates(r).length > 0);
  const exact = rows.exact ?? [];
  if (open.length < 2 || exact.length < 2) throw new Error('the customer file has too few rows to review');
  const [unsure, other] = open as [ResultRow, ResultRow];
  const [wrong, right] = exact as [ResultRow, ResultRow];
  // A candidate of a row below the threshold chosen, an exact match rejected (no match chosen),
  // two rows marked checked as they are.
  const candidate = candidates(unsure)[0]!.pos;
  await decide(unsure.row_id, candidate, `candidate ${candidate} chosen, checked`);
  await decide(wrong.row_id, wrong.matches.find((m) => m.isNoMatch)!.pos, 'no match chosen, checked');
  await check(right.row_id);
  await check(other.row_id);

  const exported = await exportImport(api, matched);
  const list = await ok<ConnectFinishResult>(api, '/backend/lists/addCompaniesToCompanyList', {
    batchId: matched,
    deleteImport: false,
  });
  await ok(api, '/backend/lists/renameCompanyList', {
    batchId: matched,
    listId: list.listId,
    listName: 'Nordkunden (Messe)',
  });

  const upload = await api.upload('nachzuegler.csv', small);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${upload.text}`);
  const { batchId: uploaded } = JSON.parse(upload.text) as UploadResponse;
  return { matched, uploaded, listId: list.listId, charged: exported.numCharged, decisions };
}

/** JSON of what an account holds, as its user sees it. */
export type AccountView = Record<string, unknown>;

/**
 * Everything of the signed-in user's account a user or a client sees: the user, quota,
 * dashboard, imports (each with its status, name, threshold, every result row with its
 * decisions, export status and the sha256 of its export file), the export history with the sha256
 * of every entry's download, the activated companies, the Target lists and the pages of the
 * company lists `listIds` (with their members).
 */
export async function readAccount(api: Api, listIds: readonly string[]): Promise<AccountView> {
  const view: AccountView = {
    user: await ok(api, '/backend/auth/getUser'),
    quota: await ok(api, '/backend/quota/getUserQuotaInfo'),
    dashboard: await ok(api, '/backend/dashboard/getUserStats'),
  };
  const imports = await ok<ListImportsResponse>(api, '/backend/import/listImports', {
    paging: { page: 0, pageSize: 500 },
  });
  view.imports = imports;
  // Each import as an entry with its id (ids are no keys of a plain object), by id.
  const batches: Record<string, unknown>[] = [];
  for (const item of imports.items as ImportListItem[]) {
    const batchId = item.batchId;
    const batch: Record<string, unknown> = {
      batchId,
      name: await ok(api, '/backend/import/getImportName', { batchId }),
    };
    if (item.furthestStep !== 'mapping')
      batch.status = await ok(api, '/backend/import/getStatus', { batchId });
    if (item.furthestStep === 'review' || item.furthestStep === 'export') {
      batch.thresholds = await ok(api, '/backend/import/getThresholds', { batchId });
      batch.results = await resultsOf(api, batchId);
      const exportStatus = await ok<ExportStatus>(api, '/backend/export/getExportStatus', { batchId });
      batch.exportStatus = exportStatus;
      if (exportStatus.state === 'finished') {
        batch.exportFile = sha256(
          await download(api, `/backend/export/getExportFile?id=${batchId}&exportFileType=xlsx`),
        );
      }
    }
    batches.push(batch);
  }
  view.batches = batches.sort((a, b) => String(a.batchId).localeCompare(String(b.batchId)));
  const history = await ok<ListHistoryExportsResponse>(api, '/backend/export/listHistoryExports', {
    paging: { page: 0, pageSize: 500 },
  });
  view.history = history;
  // Entries with a file (list changes have none): their download.
  view.historyFiles = await Promise.all(
    history.items
      .filter((item) => item.fileAvailable)
      .map(
        async (item) =>
          `${item.id} ${sha256(await download(api, `/backend/export/getHistoryExport?id=${item.id}`))}`,
      ),
  );
  view.activated = await ok(api, '/backend/companies/listActivatedCompanies', {
    paging: { page: 0, pageSize: 500 },
  });
  view.targetLists = await ok<TargetCompanyListsResponse>(api, '/backend/profiles/getTargetCompanyLists');
  view.listPages = await Promise.all(
    listIds.map((listId) =>
      ok(api, '/backend/lists/getCompanyList', { listId, paging: { page: 0, pageSize: 500 } }),
    ),
  );
  return view;
}

/** A result row shortened to what a reviewer decides on: the candidates and the decision. */
function compactRow(row: ResultRow) {
  return {
    row_id: row.row_id,
    decision: decisionOf(row),
    matches: row.matches.map((m) => ({
      pos: m.pos,
      isNoMatch: m.isNoMatch,
      probability: m.probability,
      company: m.data.company_name,
    })),
  };
}

/**
 * The view with every import's result rows shortened (compactRow): what the upgrade fixture keeps
 * of an account, small enough to be committed, still with every row, candidate and decision.
 */
export function compactView(view: AccountView): AccountView {
  const batches = view.batches as Record<string, unknown>[];
  return {
    ...view,
    batches: batches.map((batch) =>
      batch.results
        ? {
            ...batch,
            results: Object.fromEntries(
              RESULT_TABS.map((tab) => [
                tab,
                (batch.results as Record<string, ResultRow[]>)[tab]!.map(compactRow),
              ]),
            ),
          }
        : batch,
    ),
  };
}
