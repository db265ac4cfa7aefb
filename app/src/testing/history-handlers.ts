import { http, HttpResponse } from 'msw';
import type {
  ExportHistoryItem,
  ExportProduct,
  HistoryAdditionalInfo,
  ImportListItem,
  ListHistoryExportsRequest,
  ListImportsRequest,
  MailedExportInfo,
  SaveTagRequest,
} from '@datacare/api-client';
import { anna } from './fixtures.ts';

/**
 * The two history lists (/list, /exports) and the mailed download link (/download) as the server
 * answers them (api-client/openapi.yaml, docs/exports.md): one page 0-based, newest first, search on
 * file name and tag (imports) or export name and file name (exports), sorting by time or name,
 * total and filtered counts, saveTag and deleteImport (its exports then say "Import gelöscht"),
 * downloads with 410 once a file expired, the zip of several exports (404 for an id that is not the
 * caller's), and the reference-link calls, which the server does not implement yet (501). Shared by
 * the app's page tests and the page stories; every answer is typed by the contract.
 */

/** "Now" of the fixtures: the day this data was written, so expiry dates read naturally. */
export const HISTORY_NOW = Date.parse('2026-11-25T10:00:00Z');

const DAY = 24 * 60 * 60;
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** Retention of export files (`EXPORT_RETENTION_DAYS`). */
const RETENTION_DAYS = 30;

// ---------------------------------------------------------------------------------------- imports

const IMPORT_NAMES: [fileName: string, tag: string][] = [
  ['Kundenliste März 2026 (final).xlsx', 'Kundenliste März 2026 (final)'],
  ['Messe Hannover 2026 Kontakte.csv', 'Messe Hannover 2026'],
  ['CRM-Export Vertrieb Süd.xlsx', 'Bestandskunden Süd'],
  ['Lieferanten Bayern.xlsx', 'Lieferanten Bayern'],
  ['Neukunden Q3.csv', 'Neukunden Q3'],
  ['Adressbestand Handwerk NRW.xlsx', 'Handwerk NRW'],
  ['Händlerliste Österreich.xlsx', 'Händler AT'],
  ['Zielkunden Maschinenbau.xlsx', 'Zielkunden Maschinenbau'],
  ['Kammer-Liste Sachsen.csv', 'IHK Sachsen'],
  ['Altkunden 2019–2022.xlsx', 'Altkunden Reaktivierung'],
  ['Partnernetz Logistik.xlsx', 'Partner Logistik'],
  ['Webinar-Anmeldungen Oktober.csv', 'Webinar Oktober'],
  ['Kundenstamm Vertrieb Nord-Ost 2024 v2.xlsx', 'Kundenstamm Vertrieb Nord-Ost 2024 v2'],
  ['Einkaufsgemeinschaft Mitglieder.xlsx', 'EKG Mitglieder'],
  ['Service-Verträge aktiv.xlsx', 'Service-Verträge'],
  ['Interessenten Landingpage.csv', 'Landingpage Leads'],
  ['Bäckereien Rhein-Main.xlsx', 'Bäckereien Rhein-Main'],
  ['Großhandel Kontakte.xlsx', 'Großhandel'],
  ['Kundenliste Februar.xlsx', 'Kundenliste Februar'],
  ['Steuerberater Liste.csv', 'Steuerberater'],
  ['Hotels Bodensee.xlsx', 'Hotels Bodensee'],
  ['Apotheken Berlin.xlsx', 'Apotheken Berlin'],
  ['Testdatei.csv', 'import'],
];

const STEPS: ImportListItem['furthestStep'][] = ['export', 'review', 'export', 'status', 'review', 'mapping'];

/** Batch id of the newest import, "Kundenliste März 2026 (final)". */
export const NEWEST_IMPORT_ID = 'b_imp_01';

/**
 * 23 past imports of Anna, newest first: three pages of 9, 9 and 5. The newest has been exported,
 * one in six never started matching (`mapping`).
 */
export function sampleImports(count = IMPORT_NAMES.length): ImportListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const [fileName, tag] = IMPORT_NAMES[index % IMPORT_NAMES.length]!;
    const ok = [1234, 87, 15342, 640, 2500, 98_765, 310, 12, 4200][index % 9]!;
    return {
      batchId: `b_imp_${String(index + 1).padStart(2, '0')}`,
      fileName,
      tag,
      // Every 2.5 days back from 24 November 2026, 14:05 Berlin time.
      timeCreated: seconds('2026-11-24T13:05:00Z') - Math.round(index * 2.5 * DAY),
      stats: { file: { rows: { ok, empty: index % 4 === 1 ? 0 : (index * 7) % 23 } } },
      furthestStep: STEPS[index % STEPS.length]!,
    };
  });
}

// ---------------------------------------------------------------------------------------- exports

/** Anna's colleague on the same account: his Datacare exports are a foreign reference for her. */
export const JONAS = { id: 'u_jonas', fullName: 'Jonas Weber' } as const;

interface ExportSeed {
  id: number;
  time: string;
  user: { id: string; fullName: string } | null;
  name: string;
  fileName: string;
  count: number;
  product: ExportProduct;
  info: HistoryAdditionalInfo | null;
  imports?: { batchId: string; name: string; isDeleted: boolean }[];
  /** Exports without a file (target lists, connect) have none to download. */
  hasFile?: boolean;
}

function historyItem(seed: ExportSeed): ExportHistoryItem {
  const time = seconds(seed.time);
  const expires = time + RETENTION_DAYS * DAY;
  const hasFile = seed.hasFile ?? true;
  return {
    id: seed.id,
    userId: seed.user?.id ?? null,
    userFullName: seed.user?.fullName ?? null,
    matchingRequests: seed.imports ?? [],
    fileAvailable: hasFile && expires * 1000 > HISTORY_NOW,
    fileExpiresAt: hasFile ? iso(expires) : null,
    data: {
      time,
      name: seed.name,
      file_name: seed.fileName,
      num_entities: seed.count,
      dsvgo_deleted: seed.user === null,
      product: seed.product,
      additional_info: seed.info ? JSON.stringify(seed.info) : null,
    },
  };
}

const ANNA = { id: anna.id, fullName: anna.fullName };

/** The exports every state needs, newest first: one of each product, reference and file state. */
export const specialExports: ExportHistoryItem[] = [
  historyItem({
    id: 412,
    time: '2026-11-24T13:12:00Z',
    user: ANNA,
    name: 'Kundenliste März 2026 (final)',
    fileName: 'Kundenliste März 2026 (final).xlsx',
    count: 1234,
    product: 'datacare',
    info: { batchId: NEWEST_IMPORT_ID },
    imports: [{ batchId: NEWEST_IMPORT_ID, name: 'Kundenliste März 2026 (final)', isDeleted: false }],
  }),
  historyItem({
    id: 409,
    time: '2026-11-21T09:30:00Z',
    user: ANNA,
    name: 'Messe Hannover 2026',
    fileName: 'Messe Hannover 2026.csv',
    count: 87,
    product: 'datacare',
    info: { batchId: 'b_messe_geloescht' },
    imports: [{ batchId: 'b_messe_geloescht', name: 'Messe Hannover 2026', isDeleted: true }],
  }),
  historyItem({
    id: 405,
    time: '2026-11-18T15:40:00Z',
    user: JONAS,
    name: 'Lieferanten Bayern',
    fileName: 'Lieferanten Bayern.xlsx',
    count: 15342,
    product: 'datacare',
    info: { batchId: 'b_jonas_01' },
    imports: [{ batchId: 'b_jonas_01', name: 'Lieferanten Bayern', isDeleted: false }],
  }),
  historyItem({
    id: 398,
    time: '2026-11-15T08:05:00Z',
    user: ANNA,
    name: 'Zielkunden Maschinenbau',
    fileName: 'Zielkunden Maschinenbau.xlsx',
    count: 2500,
    product: 'target',
    info: { ngProfileId: 4711 },
    hasFile: false,
  }),
  historyItem({
    id: 391,
    time: '2026-11-12T11:00:00Z',
    user: ANNA,
    name: 'Freie Suche Logistik',
    fileName: 'Freie Suche Logistik.xlsx',
    count: 310,
    product: 'target',
    info: { ngProfileId: 0 },
    hasFile: false,
  }),
  historyItem({
    id: 384,
    time: '2026-11-09T13:20:00Z',
    user: ANNA,
    name: 'CRM-Abgleich Connect',
    fileName: 'CRM-Abgleich Connect.xlsx',
    count: 640,
    product: 'connect',
    info: { batchId: 'b_connect_01' },
    hasFile: false,
  }),
  historyItem({
    id: 377,
    time: '2026-11-06T09:00:00Z',
    user: ANNA,
    name: 'Abfrage Großhandel',
    fileName: 'Abfrage Großhandel.xlsx',
    count: 95,
    product: 'target2',
    info: { query: 'branche:großhandel AND plz:8*' },
    hasFile: false,
  }),
  historyItem({
    id: 370,
    time: '2026-11-03T16:45:00Z',
    user: ANNA,
    name: 'Target 2.0 ohne Abfrage',
    fileName: 'Target 2.0 Export.xlsx',
    count: 12,
    product: 'target2',
    info: {},
    hasFile: false,
  }),
  historyItem({
    id: 301,
    time: '2026-10-20T11:30:00Z',
    user: null,
    name: 'Altkunden Nord',
    fileName: 'Altkunden Nord.xlsx',
    count: 420,
    product: 'datacare',
    info: { batchId: 'b_geloeschter_nutzer' },
    imports: [{ batchId: 'b_geloeschter_nutzer', name: 'Altkunden Nord', isDeleted: true }],
  }),
  historyItem({
    id: 12,
    time: '2024-05-06T09:00:00Z',
    user: ANNA,
    name: 'Altbestand 2024',
    fileName: 'Altbestand 2024.xlsx',
    count: 5000,
    product: 'datacare',
    info: { legacyExport: true },
  }),
];

const EXPORT_NAMES = [
  'Bestandskunden Süd',
  'Neukunden Q3',
  'Handwerk NRW',
  'Händler AT',
  'IHK Sachsen',
  'Partner Logistik',
  'Webinar Oktober',
  'EKG Mitglieder',
  'Service-Verträge',
  'Landingpage Leads',
  'Bäckereien Rhein-Main',
  'Großhandel',
  'Steuerberater',
  'Hotels Bodensee',
  'Apotheken Berlin',
];

/**
 * 60 exports: the special ones above among 50 ordinary Datacare exports of Anna and Jonas (xlsx
 * and csv; files older than 30 days expired), so /exports has three pages of 25.
 */
export function sampleExports(): ExportHistoryItem[] {
  const ordinary = Array.from({ length: 50 }, (_, index) => {
    const name = EXPORT_NAMES[index % EXPORT_NAMES.length]!;
    const user = index % 5 === 3 ? JONAS : ANNA;
    const batchId = `b_exp_${String(index + 1).padStart(2, '0')}`;
    return historyItem({
      id: 360 - index * 6,
      // From 23 November 2026 back, every 2.5 days: files of the last 30 days are kept, older ones
      // expired, so the first page shows both.
      time: new Date(Date.parse('2026-11-23T08:15:00Z') - index * 2.5 * DAY * 1000).toISOString(),
      user,
      name: `${name} ${index % 3 === 0 ? 'v2' : '2026'}`,
      fileName: `${name} ${index % 3 === 0 ? 'v2' : '2026'}.${index % 4 === 0 ? 'csv' : 'xlsx'}`,
      count: [1234, 87, 15342, 640, 2500, 310, 98765, 12][index % 8]!,
      product: 'datacare',
      info: { batchId },
      imports: [{ batchId, name, isDeleted: index % 7 === 6 }],
    });
  });
  return [...specialExports, ...ordinary].sort((a, b) => b.data.time - a.data.time);
}

// ---------------------------------------------------------------------------------- mailed links

/** Tokens of mailed links, one per state of the download page. */
export const MAILED_TOKENS = {
  valid: 'tok_valid_Kundenliste_2026',
  expired: 'tok_expired_Messe_2026',
  fileRemoved: 'tok_removed_Altkunden',
  expiredAndRemoved: 'tok_gone_Altbestand_2024',
  /** Another user's link (or one that never existed): 404 like an unknown token. */
  foreign: 'tok_foreign_Jonas_Weber',
} as const;

function mailedLinks(): Map<string, MailedExportInfo> {
  return new Map<string, MailedExportInfo>([
    [
      MAILED_TOKENS.valid,
      {
        exportId: 412,
        name: 'Kundenliste März 2026 (final)',
        fileName: 'Kundenliste März 2026 (final).xlsx',
        expiresAt: '2026-12-01T13:12:00.000Z',
        expired: false,
        fileAvailable: true,
      },
    ],
    [
      MAILED_TOKENS.expired,
      {
        exportId: 409,
        name: 'Messe Hannover 2026',
        fileName: 'Messe Hannover 2026.csv',
        expiresAt: '2026-11-28T09:30:00.000Z',
        expired: true,
        fileAvailable: true,
      },
    ],
    [
      MAILED_TOKENS.fileRemoved,
      {
        exportId: 301,
        name: 'Altkunden Nord',
        fileName: 'Altkunden Nord.xlsx',
        expiresAt: '2026-12-30T11:30:00.000Z',
        expired: false,
        fileAvailable: false,
      },
    ],
    [
      MAILED_TOKENS.expiredAndRemoved,
      {
        exportId: 12,
        name: 'Altbestand 2024',
        fileName: 'Altbestand 2024.xlsx',
        expiresAt: '2024-05-13T09:00:00.000Z',
        expired: true,
        fileAvailable: false,
      },
    ],
  ]);
}

// --------------------------------------------------------------------------------------- answers

const errorBody = (status: number, type: string, message: string) =>
  HttpResponse.json({ errors: [{ type, message }] }, { status });
const notFound = () => errorBody(404, 'not_found', 'Nicht gefunden.');
const serverError = () => errorBody(500, 'internal_error', 'Interner Serverfehler.');
const notImplemented = (call: string) =>
  errorBody(501, 'not_implemented', `Der Aufruf ${call} ist noch nicht verfügbar.`);

const attachment = (fileName: string, type: string, body: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

const contains = (text: string, term: string) =>
  text.toLocaleLowerCase('de').includes(term.toLocaleLowerCase('de'));

/** Options of {@link historyHandlers}. */
export interface HistoryHandlerOptions {
  /** @default sampleImports() – 23 imports */
  imports?: ImportListItem[];
  /** @default sampleExports() – 60 exports */
  exports?: ExportHistoryItem[];
  /** Calls that fail: listImports, listHistoryExports, saveTag, deleteImport or the zip answer 500. */
  fail?: Partial<
    Record<'listImports' | 'listHistoryExports' | 'saveTag' | 'deleteImport' | 'zip' | 'mailedInfo', boolean>
  >;
}

/**
 * MSW handlers of /list, /exports and /download with state: saving a tag or deleting an import
 * changes what the next list call answers. Each call of the function starts afresh.
 */
export function historyHandlers({
  imports: initialImports = sampleImports(),
  exports: initialExports = sampleExports(),
  fail = {},
}: HistoryHandlerOptions = {}) {
  let imports = [...initialImports];
  let exports = [...initialExports];
  const links = mailedLinks();
  const exportById = (id: number) => exports.find((item) => item.id === id);

  return [
    http.post('*/backend/import/listImports', async ({ request }) => {
      if (fail.listImports) return serverError();
      const body = (await request.json()) as ListImportsRequest;
      const term = body.filters?.searchterm?.trim() ?? '';
      const matching = imports
        .filter((item) => !term || contains(item.fileName, term) || contains(item.tag, term))
        .sort((a, b) => b.timeCreated - a.timeCreated);
      const { page, pageSize } = body.paging;
      return HttpResponse.json({
        items: matching.slice(page * pageSize, (page + 1) * pageSize),
        totalCount: matching.length,
      });
    }),
    http.post('*/backend/import/saveTag', async ({ request }) => {
      if (fail.saveTag) return serverError();
      const body = (await request.json()) as SaveTagRequest;
      const tag = body.tag.trim();
      if (!tag || [...tag].length > 36)
        return errorBody(400, 'validation_error', 'Der Tag muss 1 bis 36 Zeichen lang sein.');
      const item = imports.find((candidate) => candidate.batchId === body.batchId);
      if (!item) return notFound();
      imports = imports.map((candidate) => (candidate === item ? { ...item, tag } : candidate));
      return HttpResponse.json({ fileName: item.fileName, tag });
    }),
    http.post('*/backend/import/deleteImport', async ({ request }) => {
      if (fail.deleteImport) return serverError();
      const { batchId } = (await request.json()) as { batchId: string };
      if (!imports.some((item) => item.batchId === batchId)) return notFound();
      imports = imports.filter((item) => item.batchId !== batchId);
      // Its exports stay in the history with the note that the import was deleted.
      exports = exports.map((item) =>
        item.matchingRequests.some((ref) => ref.batchId === batchId)
          ? {
              ...item,
              matchingRequests: item.matchingRequests.map((ref) =>
                ref.batchId === batchId ? { ...ref, isDeleted: true } : ref,
              ),
            }
          : item,
      );
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/backend/export/listHistoryExports', async ({ request }) => {
      if (fail.listHistoryExports) return serverError();
      const body = (await request.json()) as ListHistoryExportsRequest;
      const term = body.filters?.searchterm?.trim() ?? '';
      const field = body.sorting?.field ?? 'time';
      const direction = body.sorting?.order === 'asc' ? 1 : -1;
      const matching = exports
        .filter((item) => !term || contains(item.data.name, term) || contains(item.data.file_name, term))
        .sort((a, b) =>
          field === 'name'
            ? direction * a.data.name.localeCompare(b.data.name, 'de') || b.data.time - a.data.time
            : direction * (a.data.time - b.data.time),
        );
      const { page, pageSize } = body.paging;
      return HttpResponse.json({
        items: matching.slice(page * pageSize, (page + 1) * pageSize),
        totalCount: exports.length,
        filteredTotalCount: matching.length,
      });
    }),
    // Not implemented on the server yet: the app logs the failure and does nothing else (spec 8).
    http.post('*/backend/export/handleTargetLink', () => notImplemented('handleTargetLink')),
    http.post('*/backend/export/handleConnectLink', () => notImplemented('handleConnectLink')),
    http.post('*/backend/export/handleTarget2Link', () => notImplemented('handleTarget2Link')),
    http.get('*/backend/export/getHistoryExport', ({ request }) => {
      const item = exportById(Number(new URL(request.url).searchParams.get('id')));
      if (!item) return notFound();
      if (!item.fileAvailable)
        return errorBody(410, 'file_expired', 'Die Datei wurde nach Ablauf der Aufbewahrungsfrist gelöscht.');
      return attachment(item.data.file_name, 'application/octet-stream', 'PK');
    }),
    http.get('*/backend/export/getHistoryExportsZip', ({ request }) => {
      if (fail.zip) return serverError();
      const params = new URL(request.url).searchParams;
      const ids = params.get('ids');
      if (ids !== null) {
        if (!/^[0-9]+(,[0-9]+)*$/.test(ids))
          return errorBody(400, 'validation_error', 'Ungültige Export-IDs.');
        if (ids.split(',').some((id) => !exportById(Number(id)))) return notFound();
      }
      return attachment('Exporte.zip', 'application/zip', 'PK\u0003\u0004');
    }),
    http.post('*/backend/export/getMailedExportInfo', async ({ request }) => {
      if (fail.mailedInfo) return serverError();
      const { token } = (await request.json()) as { token: string };
      const info = links.get(token);
      return info ? HttpResponse.json(info) : notFound();
    }),
    http.get('*/backend/export/getMailedExport', ({ request }) => {
      const info = links.get(new URL(request.url).searchParams.get('token') ?? '');
      if (!info) return notFound();
      if (info.expired) return errorBody(410, 'link_expired', 'Dieser Download-Link ist abgelaufen.');
      if (!info.fileAvailable)
        return errorBody(410, 'file_expired', 'Die Datei wurde nach Ablauf der Aufbewahrungsfrist gelöscht.');
      return attachment(info.fileName, 'application/octet-stream', 'PK');
    }),
  ];
}
