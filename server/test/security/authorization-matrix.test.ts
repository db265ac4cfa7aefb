/**
 * Issue 18 item 5 (part): an authorization matrix generated from the contract
 * (docs/reliability.md, 'Security: authorization matrix'; reliability/bad-inputs.md 42).
 *
 * Every id a request of api-client/openapi.yaml carries is found by scanning the request schemas
 * and query parameters (contract.ts idFieldsOf: `batchId`, `listId`, `ids`, `token`,
 * `exportFileName`, `uploadKey`, `rowId`, …). Each must have a case below, or an entry in
 * EXCEPTIONS with the reason; a new operation or id field fails the first test until it has one.
 *
 * Bettina (B) has one of everything: an upload, a matched batch, a finished export with its
 * history entry, a mailed link, a company list and a target 2 hand-over, activated companies and
 * their export file, a quality report PDF, statistics, checks and an export preview. Anna (A) has a
 * matched batch, a list, an export and an activated company of her own. In each case A calls with B's id in the case's fields (and
 * her own ids in the others): she gets 404 `not_found` (or what the contract documents instead),
 * nothing of B's in the answer, and B's rows in every table, B's quota and the stored files are
 * the same before and after. Then B makes the same call with her own ids, which must find them
 * (no 400, no 404, no 5xx): the id was real, so the 404 was about whose it is. MATRIX_REPORT=1
 * prints each case's two statuses.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectFinishResult,
  ExportFileNameResponse,
  ExportMatchesRequest,
  HandleLinkResponse,
  ListHistoryExportsResponse,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { activatedFileKey } from '../../src/activated/storage.ts';
import { exportFileKey } from '../../src/exports/storage.ts';
import {
  insertMatchedBatch,
  testCompany,
  writeTestCompanies,
  type TestRow,
} from '../../src/exports/testing.ts';
import { uploadFileKey } from '../../src/imports/upload.ts';
import { reportFileKey } from '../../src/reports/pdf/files.ts';
import { postUpload, type Part } from '../multipart.ts';
import { createTestApp, signedInUser, XRW } from '../test-app.ts';
import { idFieldsOf, loadContract, type ContractOperation } from './contract.ts';
import { noMatchEngine, tinyPdfRenderer, withTimeout } from './fakes.ts';

const contract = loadContract();
const REQUEST_TIMEOUT_MS = 15_000;

/** A user's objects the cases put into requests. */
interface Objects {
  cookie: string;
  /** A batch matched and reviewed (written straight into the tables). */
  matched: string;
  /** A batch uploaded over HTTP (its original file kept), not matched. */
  uploaded: string;
  /** The upload key `uploaded` was sent with. */
  uploadKey: string;
  /** A matched batch the deletion case may delete. */
  spare: string;
  /** A company list (ListId; the history's ngProfileId as a number). */
  list: string;
  /** The target 2 hand-over's reference (`additionalInfo.query`). */
  target2Query: string;
  /** The finished export's history id. */
  exportId: number;
  /** The mailed download link's token. */
  token: string;
  /** The activated companies' export file. */
  activatedFile: string;
  /** Activated company ids. */
  companies: string[];
}

/** A's own objects, which mixed cases put into the fields they do not test or beside B's ids. */
type Own = Pick<Objects, 'matched' | 'list' | 'exportId' | 'companies'>;

type Role = 'attack' | 'control';

type Request =
  | { kind: 'json'; body: Record<string, unknown> }
  | { kind: 'query'; query: Record<string, string> }
  | { kind: 'upload'; parts: Part[] };

interface IdCase {
  /** The id fields (as idFieldsOf names them) this case fills with B's objects. */
  readonly fields: readonly string[];
  /** The request with `foreign`'s objects in those fields and `own`'s in the others. */
  readonly request: (foreign: Objects, own: Own, role: Role) => Request;
  /**
   * Where the contract documents another answer than 404 for a foreign id: why, what A gets and
   * what B gets for her own.
   */
  readonly instead?: {
    readonly reason: string;
    readonly attack: (res: LightMyRequestResponse, b: Objects) => void;
    readonly control: (res: LightMyRequestResponse, b: Objects) => void;
  };
}

/** Id fields the scan cannot see by name, with what they are. */
const ALSO_IDS: Record<string, Record<string, string>> = {
  exportHandleTarget2Link: {
    'additionalInfo.query':
      "the target 2 hand-over's reference (a list of the built-in store), named `query` by the spec",
  },
};

/** Id fields without a case, and why. */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  authSetTargetSession: {
    targetSessionId:
      "the caller's session id at target 2, written on the caller's own session (auth/routes.ts); it names nothing stored for another user",
  },
};

const batchOnly = (field = 'batchId'): IdCase => ({
  fields: [field],
  request: (b) => ({ kind: 'json', body: { [field]: b.matched } }),
});

const PAGING = { page: 0, pageSize: 50 };

function exportRequest(batchId: string): ExportMatchesRequest {
  return {
    batchId,
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 2,
  };
}

/** A list change by an import: one case with B's batch (A's list), one with B's list (A's batch). */
function listChangeCases(extra: (role: Role) => Record<string, unknown>, listRequired = true): IdCase[] {
  return [
    {
      fields: ['batchId'],
      request: (b, own, role) => ({
        kind: 'json',
        body: { batchId: b.matched, listId: own.list, ...extra(role) },
      }),
    },
    {
      fields: ['listId'],
      request: (b, own, role) => ({
        kind: 'json',
        body: { batchId: own.matched, listId: b.list, ...extra(role) },
      }),
    },
    ...(listRequired
      ? []
      : [
          {
            fields: ['batchId'],
            // Without a list id the connect finish makes a new list of the batch's companies.
            request: (b: Objects, _own: Own, role: Role): Request => ({
              kind: 'json',
              body: { batchId: b.matched, ...extra(role) },
            }),
          },
        ]),
  ];
}

/** A reference link of the exports list: the contract answers no link for a foreign one (docs/lists.md). */
function linkCase(link: 'redirectUrl' | 'target2Link'): IdCase {
  return {
    fields: [
      'additionalInfo.batchId',
      'additionalInfo.ngProfileId',
      ...(link === 'target2Link' ? ['additionalInfo.query'] : []),
    ],
    request: (b) => ({
      kind: 'json',
      body: {
        additionalInfo: {
          batchId: b.matched,
          ngProfileId: Number(b.list),
          ...(link === 'target2Link' && { query: b.target2Query }),
        },
      },
    }),
    instead: {
      reason:
        'a reference link answers 200 with no link for another user\'s or an unknown list (docs/lists.md, "null for 0, none, another user\'s or an unknown list")',
      attack: (res) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<HandleLinkResponse>()[link] ?? null).toBeNull();
      },
      control: (res) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<HandleLinkResponse>()[link], res.body).toEqual(expect.any(String));
      },
    },
  };
}

const deleteImport = (role: Role) => ({ deleteImport: role === 'attack' });

/** The cases, by operation: every id field of the contract is in one (checked by the first test). */
const CASES: Record<string, IdCase[]> = {
  quotaGetCurrentQuotaInfosForExport: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { numRequestedExports: 1, batchId: b.matched } }),
    },
  ],
  emailcheckStart: [batchOnly()],
  emailcheckGetStatus: [batchOnly()],
  emailcheckGetResults: [batchOnly()],
  websitecheckStart: [batchOnly()],
  websitecheckGetStatus: [batchOnly()],
  websitecheckGetResults: [batchOnly()],
  importUpload: [
    {
      fields: ['uploadKey'],
      request: (b) => ({
        kind: 'upload',
        parts: [
          { kind: 'field', name: 'uploadKey', value: b.uploadKey },
          { kind: 'file', fileName: 'anna.csv', content: 'Firma;PLZ\r\nAnna GmbH;10115\r\n' },
        ],
      }),
      instead: {
        reason:
          "an upload key is the caller's own (unique per user): another user's key makes a new import of the caller's file, never hands out B's",
        attack: (res, b) => {
          expect(res.statusCode, res.body).toBe(200);
          const uploaded = res.json<UploadResponse>();
          expect(uploaded.batchId).not.toBe(b.uploaded);
          expect(uploaded.customerColumns).toEqual(['Firma', 'PLZ']);
        },
        control: (res, b) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json<UploadResponse>().batchId).toBe(b.uploaded);
        },
      },
    },
  ],
  importRereadUpload: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.uploaded, encoding: 'windows-1252' } }),
    },
  ],
  importStartMatching: [
    {
      fields: ['batchId'],
      request: (b) => ({
        kind: 'json',
        body: {
          batchId: b.uploaded,
          mapping: [{ internalField: 'company_name', customerField: 'Firma' }],
          additionalCustomerColumns: [],
          checkDuplicateExtIds: false,
        },
      }),
    },
  ],
  importStopMatching: [batchOnly()],
  importRetryMatching: [batchOnly()],
  importDeleteImport: [
    { fields: ['batchId'], request: (b) => ({ kind: 'json', body: { batchId: b.spare } }) },
  ],
  importGetImportName: [batchOnly()],
  importGetStatus: [batchOnly()],
  importGetResultPriorities: [batchOnly()],
  importGetThresholds: [batchOnly()],
  importSaveThresholds: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.matched, exactMatchThreshold: 0.4 } }),
    },
  ],
  importSaveTag: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.matched, tag: 'Übernommen' } }),
    },
  ],
  importGetStatistics: [batchOnly()],
  importSaveSingleMatchSelection: [
    {
      fields: ['batchId', 'rowId'],
      request: (b) => ({
        kind: 'json',
        body: { batchId: b.matched, rowId: 3, pos: 0, isMatchSelected: true },
      }),
    },
  ],
  importSaveSingleManualCheck: [
    {
      fields: ['batchId', 'rowId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.matched, rowId: 3, isChecked: true } }),
    },
  ],
  importGetResults: [
    {
      fields: ['batchId'],
      request: (b) => ({
        kind: 'json',
        body: { batchId: b.matched, paging: PAGING, filters: { matchType: 'exact' } },
      }),
    },
  ],
  listsAddCompaniesToCompanyList: listChangeCases(deleteImport, false),
  listsRemoveCompaniesFromCompanyList: listChangeCases(deleteImport),
  listsRenameCompanyList: listChangeCases(() => ({ listName: 'Von Anna umbenannt' })),
  listsGetCompanyList: [
    { fields: ['listId'], request: (b) => ({ kind: 'json', body: { listId: b.list, paging: PAGING } }) },
  ],
  profilesCreateCompanyListFromMatches: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.matched, companyListName: 'Annas Liste' } }),
    },
  ],
  profilesAddCompaniesToCompanyList: listChangeCases(deleteImport),
  profilesRemoveCompaniesFromCompanyList: listChangeCases(deleteImport),
  profilesRenameCompanyList: listChangeCases(() => ({ listName: 'Von Anna umbenannt' })),
  profilesSafeCompanyIdsToTargetRedis: [
    {
      fields: ['batchId'],
      request: (b) => ({ kind: 'json', body: { batchId: b.matched, shouldCreateLoginLink: true } }),
    },
  ],
  exportGetExportInfo: [batchOnly()],
  exportGetExportPreview: [
    { fields: ['batchId'], request: (b) => ({ kind: 'json', body: { batchId: b.matched, mapping: [] } }) },
  ],
  exportSendExportViaMail: [batchOnly()],
  exportGetExportStatus: [batchOnly()],
  exportExportMatches: [
    { fields: ['batchId'], request: (b) => ({ kind: 'json', body: { ...exportRequest(b.matched) } }) },
  ],
  exportExportQualityReport: [batchOnly()],
  exportListHistoryExports: [
    {
      fields: ['filters.matchingRequest'],
      request: (b) => ({ kind: 'json', body: { paging: PAGING, filters: { matchingRequest: b.matched } } }),
      instead: {
        reason:
          "a filter of the caller's own history: another user's batch id filters it to nothing (an id that names nothing of the caller's is no error for a filter)",
        attack: (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json<ListHistoryExportsResponse>()).toMatchObject({ items: [], filteredTotalCount: 0 });
        },
        control: (res) => {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json<ListHistoryExportsResponse>().items.length).toBeGreaterThan(0);
        },
      },
    },
  ],
  exportHandleTargetLink: [linkCase('redirectUrl')],
  exportHandleConnectLink: [linkCase('redirectUrl')],
  exportHandleTarget2Link: [linkCase('target2Link')],
  exportGetExportFile: [
    { fields: ['id'], request: (b) => ({ kind: 'query', query: { id: b.matched, exportFileType: 'xlsx' } }) },
  ],
  exportGetQualityReportFile: [
    { fields: ['id'], request: (b) => ({ kind: 'query', query: { id: b.matched } }) },
  ],
  exportGetHistoryExport: [
    { fields: ['id'], request: (b) => ({ kind: 'query', query: { id: String(b.exportId) } }) },
  ],
  exportGetHistoryExportsZip: [
    // A's own export beside B's: one foreign id refuses the whole zip.
    {
      fields: ['ids'],
      request: (b, own) => ({
        kind: 'query',
        query: { ids: [...new Set([own.exportId, b.exportId])].join(',') },
      }),
    },
  ],
  exportGetMailedExportInfo: [
    { fields: ['token'], request: (b) => ({ kind: 'json', body: { token: b.token } }) },
  ],
  exportGetMailedExport: [
    { fields: ['token'], request: (b) => ({ kind: 'query', query: { token: b.token } }) },
  ],
  companiesExportSelectedCompanies: [
    // A's own activated company beside B's: one foreign id refuses the whole file.
    {
      fields: ['ids'],
      request: (b, own) => ({
        kind: 'json',
        body: { ids: [...new Set([...own.companies, ...b.companies])] },
      }),
    },
  ],
  companiesGetExportFile: [
    {
      fields: ['exportFileName'],
      request: (b) => ({ kind: 'query', query: { exportFileName: b.activatedFile } }),
    },
  ],
};

// ---------------------------------------------------------------- the users and their objects

let app: FastifyInstance;
let a: Own & { cookie: string; userId: string };
let b: Objects & { userId: string };
/** Texts of B's that must never reach A: names, e-mail, tags, file names, ids. */
let markers: string[] = [];

const B_ROWS: TestRow[] = [
  {
    cells: ['Bauer Geheim GmbH', '10115', 'Berlin'],
    entries: [
      {
        providerId: 'PB1',
        probability: 0.95,
        data: { company_name: 'Bauer Geheim GmbH', zip: '10115', location: 'Berlin' },
      },
      { providerId: null, probability: 0.05 },
    ],
  },
  {
    cells: ['Verborgen Werke AG', '80331', 'München'],
    entries: [
      {
        providerId: 'PB2',
        probability: 0.9,
        data: { company_name: 'Verborgen Werke AG', zip: '80331', location: 'München' },
      },
      { providerId: null, probability: 0.1 },
    ],
  },
  {
    cells: ['Heimlich KG', '50667', 'Köln'],
    entries: [
      { providerId: 'PB3', probability: 0.5, data: { company_name: 'Heimlich KG' } },
      { providerId: null, probability: 0.4 },
    ],
  },
];
const COLUMNS = ['Firma', 'PLZ', 'Ort'];
const MAPPING = [
  { internalField: 'company_name' as const, customerField: 'Firma' },
  { internalField: 'zip' as const, customerField: 'PLZ' },
  { internalField: 'location' as const, customerField: 'Ort' },
];

function inject(cookie: string, op: ContractOperation, request: Request): Promise<LightMyRequestResponse> {
  const headers = { ...XRW, cookie };
  const sent =
    request.kind === 'upload'
      ? postUpload(app, cookie, request.parts)
      : request.kind === 'query'
        ? app.inject({ method: op.method, url: `${op.path}?${new URLSearchParams(request.query)}`, headers })
        : app.inject({ method: op.method, url: op.path, headers, payload: request.body });
  return withTimeout(sent, REQUEST_TIMEOUT_MS, `${op.id}`);
}

async function ok<T>(cookie: string, path: string, body: Record<string, unknown>): Promise<T> {
  const op = contract.operations.find((o) => o.path === path)!;
  const res = await inject(cookie, op, { kind: 'json', body });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

beforeAll(async () => {
  app = await createTestApp(
    { reportRenderUrl: 'http://127.0.0.1:9' },
    { matchEngine: () => noMatchEngine, reportRenderer: tinyPdfRenderer },
  );
  await writeTestCompanies(app.config.dataDir, [
    testCompany('PB1', { company_name: 'Bauer Geheim GmbH' }),
    testCompany('PB2', { company_name: 'Verborgen Werke AG', zip: '80331', location: 'München' }),
    testCompany('PB3', { company_name: 'Heimlich KG', zip: '50667', location: 'Köln' }),
    testCompany('PA1', { company_name: 'Anna Handel GmbH' }),
  ]);

  // ---- B, with one of everything
  const bettina = await signedInUser(app, {
    firstName: 'Bettina',
    name: 'Bauer',
    companyName: 'Bauer Verschwiegen AG',
    email: 'bettina.bauer@verschwiegen.example',
    target1Access: true,
    target2Access: true,
  });
  const bCookie = bettina.cookie;
  for (const [id, tag] of [
    ['bauer-matched', 'Bauers Geheimkunden'],
    ['bauer-spare', 'Bauers Reserve'],
  ] as const) {
    await insertMatchedBatch(app.db, {
      id,
      userId: bettina.user.id,
      tag,
      columns: COLUMNS,
      mapping: MAPPING,
      rows: B_ROWS,
    });
  }
  const uploadKey = 'bauer-upload-key-0001';
  const upload = await postUpload(app, bCookie, [
    { kind: 'field', name: 'uploadKey', value: uploadKey },
    {
      kind: 'file',
      fileName: 'bauer-verschwiegen.csv',
      content: 'Firma;PLZ;Ort\r\nStille Post GmbH;20095;Hamburg\r\n',
    },
  ]);
  if (upload.statusCode !== 200) throw new Error(`B's upload: ${upload.body}`);
  const uploaded = upload.json<UploadResponse>().batchId;

  await ok(bCookie, '/backend/export/exportMatches', { ...exportRequest('bauer-matched') });
  await app.jobs.idle();
  const exported = await app.db
    .selectFrom('exports')
    .select(['id', 'status'])
    .where('user_id', '=', bettina.user.id)
    .executeTakeFirstOrThrow();
  if (exported.status !== 'finished') throw new Error(`B's export is ${exported.status}`);
  await ok(bCookie, '/backend/export/sendExportViaMail', { batchId: 'bauer-matched' });
  // The mail of a finished export goes out after the answer, outside the jobs (a loaded CI run read
  // mail_links before it was written).
  await app.exportHistory.settled();
  const link = await app.db
    .selectFrom('mail_links')
    .select('token')
    .where('user_id', '=', bettina.user.id)
    .executeTakeFirstOrThrow();
  const list = await ok<ConnectFinishResult>(bCookie, '/backend/lists/addCompaniesToCompanyList', {
    batchId: 'bauer-matched',
    deleteImport: false,
  });
  await ok(bCookie, '/backend/lists/renameCompanyList', {
    batchId: 'bauer-matched',
    listId: list.listId,
    listName: 'Bauers vertrauliche Liste',
  });
  await ok(bCookie, '/backend/profiles/safeCompanyIdsToTargetRedis', {
    batchId: 'bauer-matched',
    shouldCreateLoginLink: false,
  });
  const handOver = await app.db
    .selectFrom('company_lists')
    .select('id')
    .where('owner_id', '=', bettina.user.id)
    .where('kind', '=', 'target2')
    .executeTakeFirstOrThrow();
  const activated = await ok<ExportFileNameResponse>(bCookie, '/backend/companies/exportCompanies', {
    filters: {},
  });
  const companies = await app.db
    .selectFrom('activated_companies')
    .select('provider_id')
    .where('user_id', '=', bettina.user.id)
    .orderBy('provider_id')
    .execute();
  await ok(bCookie, '/backend/export/exportQualityReport', { batchId: 'bauer-matched' });
  await app.jobs.idle();
  await ok(bCookie, '/backend/export/exportQualityReport', { batchId: 'bauer-matched' });
  await ok(bCookie, '/backend/import/getStatistics', { batchId: 'bauer-matched' });
  await ok(bCookie, '/backend/emailcheck/start', { batchId: 'bauer-matched' });
  await ok(bCookie, '/backend/websitecheck/start', { batchId: 'bauer-matched' });
  await ok(bCookie, '/backend/export/getExportPreview', { batchId: 'bauer-matched', mapping: [] });
  await app.jobs.idle();
  b = {
    userId: bettina.user.id,
    cookie: bCookie,
    matched: 'bauer-matched',
    uploaded,
    uploadKey,
    spare: 'bauer-spare',
    list: list.listId,
    target2Query: String(handOver.id),
    exportId: Number(exported.id),
    token: link.token,
    activatedFile: activated.exportFileName,
    companies: companies.map((c) => c.provider_id),
  };
  expect(b.companies).toEqual(['PB1', 'PB2']);
  markers = [
    'bettina',
    'Bauer',
    'verschwiegen',
    'Geheim',
    'Verborgen',
    'Heimlich',
    'Stille Post',
    'PB1',
    'PB2',
    b.matched,
    b.uploaded,
    b.spare,
    b.uploadKey,
    b.token,
    b.activatedFile,
  ];

  // ---- A, with a batch, a list, an export and an activated company of her own
  const anna = await signedInUser(app, { target1Access: true, target2Access: true });
  await insertMatchedBatch(app.db, {
    id: 'anna-matched',
    userId: anna.user.id,
    tag: 'Annas Kunden',
    columns: COLUMNS,
    mapping: MAPPING,
    rows: [
      {
        cells: ['Anna Handel GmbH', '10115', 'Berlin'],
        entries: [
          { providerId: 'PA1', probability: 0.95 },
          { providerId: null, probability: 0.05 },
        ],
      },
    ],
  });
  const annasList = await ok<ConnectFinishResult>(anna.cookie, '/backend/lists/addCompaniesToCompanyList', {
    batchId: 'anna-matched',
    deleteImport: false,
  });
  await ok(anna.cookie, '/backend/export/exportMatches', { ...exportRequest('anna-matched') });
  await app.jobs.idle();
  const annasExport = await app.db
    .selectFrom('exports')
    .select('id')
    .where('user_id', '=', anna.user.id)
    .where('product', '=', 'datacare')
    .executeTakeFirstOrThrow();
  a = {
    userId: anna.user.id,
    cookie: anna.cookie,
    matched: 'anna-matched',
    list: annasList.listId,
    exportId: Number(annasExport.id),
    companies: ['PA1'],
  };
  expect(
    (
      await app.db
        .selectFrom('activated_companies')
        .select('provider_id')
        .where('user_id', '=', a.userId)
        .execute()
    ).map((r) => r.provider_id),
  ).toEqual(a.companies);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

// ---------------------------------------------------------------- B's data, before and after

/** The sha256 of a stored file, or 'missing'. */
async function digestOf(key: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of app.files.read(key)) hash.update(chunk as Buffer);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  return hash.digest('hex');
}

/** Rows of a table whose column is one of the values, as sorted JSON lines. */
async function rowsOf(
  table: string,
  column: string,
  values: readonly (string | number)[],
  omit: string[] = [],
) {
  if (values.length === 0) return [];
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})`.execute(app.db);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k))),
        (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v),
      ),
    )
    .sort();
}

/**
 * Everything of B's: her user row (with her quota), sessions, batches and every table keyed by
 * them, exports, mail links, lists and their members and changes, activated companies and
 * exports, review labels, and her stored files (uploads, exports, activated, reports) with the
 * sha256 of their content.
 */
async function snapshotOfB(): Promise<Record<string, string[]>> {
  const user = [b.userId];
  const batches = [
    ...new Set([
      b.matched,
      b.uploaded,
      b.spare,
      ...(
        await app.db.selectFrom('import_batches').select('id').where('user_id', '=', b.userId).execute()
      ).map((r) => r.id),
    ]),
  ];
  const lists = (
    await app.db.selectFrom('company_lists').select('id').where('owner_id', '=', b.userId).execute()
  ).map((r) => Number(r.id));
  const snapshot: Record<string, string[]> = {
    users: await rowsOf('users', 'id', user),
    quota_monthly_usage: await rowsOf('quota_monthly_usage', 'user_id', user),
    sessions: await rowsOf('sessions', 'user_id', user, ['last_seen_at', 'expires_at']),
    interactions: await rowsOf('interactions', 'user_id', user),
    remembered_mappings: await rowsOf('remembered_mappings', 'user_id', user),
    review_labels: await rowsOf('review_labels', 'user_id', user),
    exports_of_user: await rowsOf('exports', 'user_id', user),
    mail_links: await rowsOf('mail_links', 'user_id', user),
    company_lists: await rowsOf('company_lists', 'owner_id', user),
    company_list_members: await rowsOf('company_list_members', 'list_id', lists),
    list_changes_of_user: await rowsOf('list_changes', 'user_id', user),
    list_changes_of_lists: await rowsOf('list_changes', 'list_id', lists.map(String)),
    activated_companies: await rowsOf('activated_companies', 'user_id', user),
    activated_exports: await rowsOf('activated_exports', 'user_id', user),
  };
  for (const table of [
    'import_batches',
    'import_rows',
    'match_jobs',
    'match_results',
    'match_candidates',
    'exports',
    'export_charges',
    'export_previews',
    'batch_statistics',
    'report_pdfs',
    'check_runs',
    'check_rows',
    'check_targets',
    'list_changes',
  ]) {
    snapshot[`${table} of B's batches`] = await rowsOf(
      table,
      table === 'import_batches' ? 'id' : 'batch_id',
      batches,
    );
  }
  const keys = [
    ...(
      await app.db.selectFrom('import_batches').select('stored_file').where('id', 'in', batches).execute()
    ).map((r) => r.stored_file && uploadFileKey(r.stored_file)),
    ...(
      await app.db
        .selectFrom('exports')
        .select('stored_file')
        .where((eb) => eb.or([eb('user_id', '=', b.userId), eb('batch_id', 'in', batches)]))
        .execute()
    ).map((r) => r.stored_file && exportFileKey(r.stored_file)),
    ...(
      await app.db
        .selectFrom('activated_exports')
        .select('file_name')
        .where('user_id', '=', b.userId)
        .execute()
    ).map((r) => activatedFileKey(r.file_name)),
    ...(
      await app.db.selectFrom('report_pdfs').select('stored_file').where('batch_id', 'in', batches).execute()
    ).map((r) => r.stored_file && reportFileKey(r.stored_file)),
  ].filter((key): key is string => Boolean(key));
  snapshot.files = await Promise.all(
    [...new Set(keys)].sort().map(async (key) => `${key} ${await digestOf(key)}`),
  );
  return snapshot;
}

// ---------------------------------------------------------------- the matrix

interface Row {
  op: ContractOperation;
  idCase: IdCase;
}

const rows: Row[] = contract.operations.flatMap((op) =>
  (CASES[op.id] ?? []).map((idCase) => ({ op, idCase })),
);

describe('the authorization matrix', () => {
  it('has a case for every id field of every operation of the contract, or a reason why not', () => {
    const scanned = contract.operations.flatMap((op) =>
      [...idFieldsOf(op), ...Object.keys(ALSO_IDS[op.id] ?? {})].map((field) => `${op.id} ${field}`),
    );
    const covered = new Set(
      contract.operations.flatMap((op) => [
        ...(CASES[op.id] ?? []).flatMap((c) => c.fields.map((field) => `${op.id} ${field}`)),
        ...Object.keys(EXCEPTIONS[op.id] ?? {}).map((field) => `${op.id} ${field}`),
      ]),
    );
    expect(
      scanned.filter((entry) => !covered.has(entry)),
      'id fields without a case or an exception',
    ).toEqual([]);
    // Cases and exceptions name fields the contract has, of operations it has.
    const known = new Set(scanned);
    const named = [
      ...Object.entries(CASES).flatMap(([id, cases]) =>
        cases.flatMap((c) => c.fields.map((f) => `${id} ${f}`)),
      ),
      ...Object.entries(EXCEPTIONS).flatMap(([id, fields]) => Object.keys(fields).map((f) => `${id} ${f}`)),
    ];
    expect(
      named.filter((entry) => !known.has(entry)),
      'cases of fields the contract does not have',
    ).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it.each(rows.map((row) => [row.op.id, row.idCase.fields.join(' and '), row] as const))(
    "%s with B's %s: A learns and changes nothing of B's",
    async (_id, _fields, { op, idCase }) => {
      const before = await snapshotOfB();
      const attack = await inject(a.cookie, op, idCase.request(b, a, 'attack'));
      await app.jobs.idle();
      if (idCase.instead) {
        idCase.instead.attack(attack, b);
      } else {
        expect(attack.statusCode, attack.body).toBe(404);
        expect(attack.json()).toMatchObject({ errors: [{ type: 'not_found' }] });
      }
      for (const marker of markers) expect(attack.body, `B's ${marker} in A's answer`).not.toContain(marker);
      expect(await snapshotOfB()).toEqual(before);

      // B's own call finds what A's did not: the ids were real.
      const control = await inject(b.cookie, op, idCase.request(b, b, 'control'));
      await app.jobs.idle();
      if (idCase.instead) idCase.instead.control(control, b);
      else
        expect([400, 404], `${op.id} for B: ${control.statusCode} ${control.body}`).not.toContain(
          control.statusCode,
        );
      expect(control.statusCode, control.body).toBeLessThan(500);
      if (process.env.MATRIX_REPORT)
        console.log(
          `${op.id} [${idCase.fields.join(', ')}]: A ${attack.statusCode}, B ${control.statusCode}`,
        );
    },
    60_000,
  );

  it("leaves nothing of B's in A's lists and counts", async () => {
    const reads: [string, Record<string, unknown>][] = [
      ['/backend/import/listImports', { paging: PAGING }],
      ['/backend/export/listHistoryExports', { paging: PAGING }],
      ['/backend/companies/listActivatedCompanies', { paging: PAGING }],
      ['/backend/profiles/getTargetCompanyLists', {}],
      ['/backend/dashboard/getUserStats', {}],
      ['/backend/quota/getUserQuotaInfo', {}],
      ['/backend/auth/getUser', {}],
    ];
    for (const [path, body] of reads) {
      const answer = JSON.stringify(await ok(a.cookie, path, body));
      for (const marker of markers) expect(answer, `B's ${marker} in ${path}`).not.toContain(marker);
    }
  });
});
