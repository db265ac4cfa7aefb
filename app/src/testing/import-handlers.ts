import { http, HttpResponse } from 'msw';
import {
  countMatchTypes,
  progressPercent,
  type ResultPriority,
  type ResultRow,
  type StartMatchingResponse,
  type Status,
  type TextEncoding,
  type UploadResponse,
} from '@datacare/api-client';

export const BATCH_ID = 'b_kunden_2026';

/** The upload answer of a small German CRM file, as the server gives it. */
export const kundenUpload: UploadResponse = {
  batchId: BATCH_ID,
  fileName: 'Kundenliste März 2026 (final).xlsx',
  tag: 'Kundenliste März 2026 (final)',
  fileKind: 'xlsx',
  sheets: [{ name: 'Kunden', hasData: true }],
  sheetName: 'Kunden',
  encoding: null,
  encodingConfident: true,
  stats: { rows: { total: 1234, empty: 3 }, columns: { total: 7 } },
  maxRowsExceeded: false,
  maxUploadRows: 100000,
  detectedMapping: [
    { internalField: 'ext_id', customerField: 'Kundennummer' },
    { internalField: 'company_name', customerField: 'Firma' },
    { internalField: 'street', customerField: 'Straße' },
    { internalField: 'zip', customerField: 'PLZ' },
    { internalField: 'location', customerField: 'Ort' },
    { internalField: 'email', customerField: 'E-Mail' },
  ],
  customerColumns: ['Kundennummer', 'Firma', 'Straße', 'PLZ', 'Ort', 'E-Mail', 'Ansprechpartner'],
  internalColumns: [],
  exampleValues: [
    [
      'K10001',
      'Müller Logistik GmbH',
      'Hafenstraße 12',
      '01067',
      'Dresden',
      'info@mueller-logistik.de',
      'Frau Weber',
    ],
    ['K10002', 'Bäckerei Schmidt', 'Hauptstr. 3', '80331', 'München', null, 'Herr Schmidt'],
  ],
  nonEmptyCounts: [1234, 1234, 1200, 1230, 1231, 800, 950],
  warnings: [],
  warningCount: 0,
};

/** A workbook with last year's customers on its first sheet, this year's on the second and empty notes. */
export const workbookUpload: UploadResponse = {
  ...kundenUpload,
  fileName: 'Kunden 2025 und 2026.xlsx',
  tag: 'Kunden 2025 und 2026',
  sheets: [
    { name: 'Kunden 2025', hasData: true },
    { name: 'Kunden 2026', hasData: true },
    { name: 'Notizen', hasData: false },
  ],
  sheetName: 'Kunden 2025',
};

/** {@link workbookUpload} read again with its second sheet: other headers, rows and proposal. */
export const secondSheetUpload: UploadResponse = {
  ...workbookUpload,
  sheetName: 'Kunden 2026',
  stats: { rows: { total: 312, empty: 0 }, columns: { total: 5 } },
  customerColumns: ['Name', 'PLZ', 'Stadt', 'Telefon', 'Umsatz 2026'],
  detectedMapping: [
    { internalField: 'company_name', customerField: 'Name' },
    { internalField: 'zip', customerField: 'PLZ' },
    { internalField: 'location', customerField: 'Stadt' },
    { internalField: 'phone', customerField: 'Telefon' },
  ],
  exampleValues: [
    ['Weber Maschinenbau AG', '70173', 'Stuttgart', '+49 711 55501', '1200000'],
    ['Schmidt & Söhne KG', '80331', 'München', null, '430000'],
  ],
  nonEmptyCounts: [312, 310, 312, 200, 150],
};

/** A csv saved by Excel for Mac ("CSV (Macintosh)"), guessed as Windows-1252: the umlauts are wrong. */
export const macCsvUpload: UploadResponse = {
  ...kundenUpload,
  fileName: 'Kunden Mac.csv',
  tag: 'Kunden Mac',
  fileKind: 'csv',
  sheets: [],
  sheetName: null,
  encoding: 'windows-1252',
  encodingConfident: false,
  stats: { rows: { total: 480, empty: 0 }, columns: { total: 3 } },
  customerColumns: ['Firma', 'Stra§e', 'Ort'],
  detectedMapping: [
    { internalField: 'company_name', customerField: 'Firma' },
    { internalField: 'location', customerField: 'Ort' },
  ],
  exampleValues: [
    ['MŸller GmbH', 'Hauptstra§e 1', 'Kšln'],
    ['BŠckerei SchŠfer', 'Gartenweg 2', 'DŸsseldorf'],
  ],
  nonEmptyCounts: [480, 470, 480],
};

/** {@link macCsvUpload} read again as Mac Roman: the umlauts are right and Straße is proposed. */
export const macCsvAsMacRoman: UploadResponse = {
  ...macCsvUpload,
  encoding: 'macintosh',
  customerColumns: ['Firma', 'Straße', 'Ort'],
  detectedMapping: [
    { internalField: 'company_name', customerField: 'Firma' },
    { internalField: 'street', customerField: 'Straße' },
    { internalField: 'location', customerField: 'Ort' },
  ],
  exampleValues: [
    ['Müller GmbH', 'Hauptstraße 1', 'Köln'],
    ['Bäckerei Schäfer', 'Gartenweg 2', 'Düsseldorf'],
  ],
};

/**
 * Priorities of a finished batch: mostly sure, some unsure, some without match. Each row with a
 * candidate has its own company, but every 25th row repeats the one before it (a customer listed
 * twice); rows 5, 102, 199, … were decided in review (the company confirmed; row 296 and every
 * 4th after it rejected), and the first 40 rows' companies were charged by an earlier export.
 */
export function samplePriorities(total = 1234): ResultPriority[] {
  return Array.from({ length: total }, (_, i): ResultPriority => {
    const company = i % 25 === 1 ? i - 1 : i;
    const decided = i % 97 === 5;
    const rejected = decided && Math.floor(i / 97) % 4 === 3;
    const companyKey = i % 10 === 0 || rejected ? null : company;
    const exported = { companyKey, decided, charged: companyKey !== null && companyKey < 40 };
    if (i % 10 === 0) return { probability: 0.9, isNoMatch: true, ...exported };
    if (i % 7 === 0) return { probability: 0.3 + (i % 40) / 100, isNoMatch: false, ...exported };
    return { probability: 0.72 + (i % 28) / 100, isNoMatch: false, ...exported };
  });
}

export interface ImportHandlerOptions {
  upload?: UploadResponse;
  /**
   * What rereadUpload answers: the first of these with the file's name and the sheet or encoding
   * asked for; else the current answer with the choice.
   * @default the second sheet of {@link workbookUpload} and {@link macCsvUpload} as Mac Roman, and both as uploaded
   */
  rereads?: UploadResponse[];
  /**
   * What startMatching answers first; after 'continue anyway' it starts. With `reviewDecisions` it
   * asks until the request confirms discarding them.
   */
  start?: Partial<StartMatchingResponse>;
  /** Rows finished per status call (the status advances with each poll); total from the upload. */
  rowsPerPoll?: number;
  /** Status calls that answer 412 (matching not started) before the first progress. */
  notStartedPolls?: number;
  /** Finished rows at the first poll. */
  initialFinished?: number;
  /** A fixed rate for the remaining-time estimate. */
  rowsPerSecond?: number;
  /**
   * Matching stops at this many finished rows with `state` failed (or `stopped`, see
   * `interruption`) until retryMatching continues it to the end.
   */
  interruptAt?: number;
  /** How the matching stops at `interruptAt`: an error (`failed`) or the user (`stopped`). */
  interruption?: 'failed' | 'stopped';
  /** Rows whose matching raised an error (status `failedRows`): no match with a note. */
  failedRows?: number;
}

/** The server's answer to any call on a batch the user does not have (unknown, deleted, foreign). */
export function notFoundResponse() {
  return HttpResponse.json({ errors: [{ type: 'not_found', message: 'Nicht gefunden.' }] }, { status: 404 });
}

/** Every call of the wizard's steps answers 404, as the server does for an unknown or foreign batch id. */
export function importNotFoundHandlers() {
  return [
    'getImportName',
    'getStatus',
    'getThresholds',
    'getResultPriorities',
    'getResults',
    'saveTag',
    'saveThresholds',
    'retryMatching',
    'deleteImport',
    'stopMatching',
  ].map((call) => http.post(`*/backend/import/${call}`, () => notFoundResponse()));
}

/** MSW handlers of the import wizard's calls, with a matching that advances with every status poll. */
export function importHandlers({
  upload = kundenUpload,
  rereads = [workbookUpload, secondSheetUpload, macCsvUpload, macCsvAsMacRoman],
  start = {},
  rowsPerPoll = 400,
  notStartedPolls = 0,
  initialFinished = 0,
  rowsPerSecond = 42,
  interruptAt,
  interruption = 'failed',
  failedRows = 0,
}: ImportHandlerOptions = {}) {
  const total = upload.stats.rows.total;
  const priorities = samplePriorities(total);
  let threshold = 0.7;
  let finished = initialFinished;
  let polls = 0;
  let tag = upload.tag;
  let current = upload;
  // Set once retryMatching continued an interrupted matching; deleted once deleteImport ran.
  let retried = false;
  let deleted = false;
  const interrupted = () => interruptAt !== undefined && !retried && finished >= interruptAt;
  const status = (): Status => {
    const done = priorities.slice(0, finished);
    const isFinished = finished >= total;
    let state: Status['state'] = isFinished ? 'finished' : 'running';
    if (interrupted() && !isFinished) state = interruption;
    return {
      state,
      failedRows: isFinished ? failedRows : 0,
      total,
      finished,
      notStarted: total - finished,
      isFinished,
      progress: isFinished ? 100 : progressPercent(finished, total),
      rowsPerSecond: isFinished ? 0 : rowsPerSecond,
      statusCounts: countMatchTypes(done, threshold, total - finished),
      ...(isFinished ? { resultPriorities: priorities } : {}),
    };
  };
  return [
    http.post('*/backend/import/upload', () => HttpResponse.json(upload)),
    http.post('*/backend/import/rereadUpload', async ({ request }) => {
      const choice = (await request.json()) as { sheetName?: string; encoding?: TextEncoding };
      current = rereads.find(
        (answer) =>
          answer.fileName === current.fileName &&
          (choice.sheetName === undefined || answer.sheetName === choice.sheetName) &&
          (choice.encoding === undefined || answer.encoding === choice.encoding),
      ) ?? {
        ...current,
        ...(choice.sheetName === undefined ? {} : { sheetName: choice.sheetName }),
        ...(choice.encoding === undefined ? {} : { encoding: choice.encoding }),
      };
      return HttpResponse.json(current);
    }),
    http.post('*/backend/import/startMatching', async ({ request }) => {
      const body = (await request.json()) as {
        checkDuplicateExtIds: boolean;
        discardReviewDecisions?: boolean;
      };
      const none = {
        started: false,
        hasDuplicateExtIds: false,
        rowsIdentical: [],
        rowsDiffer: [],
        hasInvalidProviderIds: false,
        invalidProviderIdRows: [],
        reviewDecisions: 0,
      };
      if (body.checkDuplicateExtIds && (start.hasDuplicateExtIds || start.hasInvalidProviderIds)) {
        return HttpResponse.json({ ...none, ...start });
      }
      // A batch reviewed before asks before its decisions are discarded (issue 12).
      if (start.reviewDecisions && !body.discardReviewDecisions) {
        return HttpResponse.json({ ...none, reviewDecisions: start.reviewDecisions });
      }
      return HttpResponse.json({ ...none, started: true });
    }),
    http.post('*/backend/import/getImportName', () =>
      deleted ? notFoundResponse() : HttpResponse.json({ fileName: upload.fileName, tag }),
    ),
    http.post('*/backend/import/saveTag', async ({ request }) => {
      tag = ((await request.json()) as { tag: string }).tag.trim();
      return HttpResponse.json({ fileName: upload.fileName, tag });
    }),
    http.post('*/backend/import/getStatus', () => {
      if (deleted) return notFoundResponse();
      polls += 1;
      if (polls <= notStartedPolls) {
        return HttpResponse.json(
          { errors: [{ type: 'matching_not_started', message: 'Der Abgleich wurde noch nicht gestartet.' }] },
          { status: 412 },
        );
      }
      const answer = status();
      if (!interrupted()) {
        finished = Math.min(total, finished + rowsPerPoll);
        // Matching stops exactly where it is told to, as a real job stops at a checkpoint.
        if (interruptAt !== undefined && !retried && answer.finished < interruptAt) {
          finished = Math.min(finished, interruptAt);
        }
      }
      return HttpResponse.json(answer);
    }),
    http.post('*/backend/import/retryMatching', () => {
      if (!interrupted()) {
        return HttpResponse.json(
          { errors: [{ type: 'matching_running', message: 'Der Abgleich läuft bereits.' }] },
          { status: 409 },
        );
      }
      retried = true;
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/backend/import/deleteImport', () => {
      deleted = true;
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/backend/import/getResultPriorities', () =>
      HttpResponse.json({ resultPriorities: priorities.slice(0, finished) }),
    ),
    http.post('*/backend/import/getThresholds', () =>
      HttpResponse.json({ exactMatchThreshold: threshold, statusCounts: status().statusCounts }),
    ),
    http.post('*/backend/import/saveThresholds', async ({ request }) => {
      threshold = ((await request.json()) as { exactMatchThreshold: number }).exactMatchThreshold;
      return HttpResponse.json({ exactMatchThreshold: threshold, statusCounts: status().statusCounts });
    }),
    http.post('*/backend/import/stopMatching', () => HttpResponse.json({ ok: true })),
  ];
}

/** A review page of `count` manual rows, each with a candidate and the no-match entry. */
export function reviewRows(count = 20): ResultRow[] {
  return Array.from({ length: count }, (_, i) => ({
    row_id: i + 1,
    mappedRow: {
      company_name: `Müller Logistik ${i + 1} GmbH`,
      zip: '01067',
      location: 'Dresden',
      street: `Hafenstraße ${i + 1}`,
      country: 'DE',
    },
    manuallyChecked: false,
    remembered: false,
    matches: [
      {
        pos: 0,
        probability: 0.64,
        isNoMatch: false,
        isUnlocked: true,
        isSelected: false,
        possibleDuplicate: false,
        data: {
          company_name: `Müller Logistik ${i + 1} GmbH & Co. KG`,
          zip: '01067',
          location: 'Dresden',
          street: `Hafenstr. ${i + 1}`,
          country: 'DE',
          url: 'https://www.mueller-logistik.example',
          status: 'active',
        },
        explanation: [
          { field: 'name', level: 'similar', share: 0.41 },
          { field: 'zip', level: 'same', share: 0.22 },
          { field: 'street', level: 'similar', share: 0.25 },
          { field: 'city', level: 'same', share: 0.12 },
        ],
      },
      {
        pos: 1,
        probability: 0.36,
        isNoMatch: true,
        isUnlocked: true,
        isSelected: false,
        possibleDuplicate: false,
        data: {
          company_name: null,
          zip: null,
          location: null,
          street: null,
          country: null,
          url: null,
          status: null,
        },
        explanation: [],
      },
    ],
  }));
}

/**
 * A review row's ResultPriority as the server gives it: its best entry, and the company it exports
 * (the selected entry, else the best candidate; every candidate of the fixtures is a company of its
 * own, keyed by row and position).
 */
export function reviewRowPriority(row: ResultRow): ResultPriority {
  const best = row.matches[0]!;
  const selected = row.matches.find((m) => m.isSelected);
  const company = selected ?? row.matches.find((m) => !m.isNoMatch);
  return {
    probability: best.probability,
    isNoMatch: best.isNoMatch,
    companyKey: !company || company.isNoMatch ? null : row.row_id * 10 + company.pos,
    decided: selected !== undefined,
    charged: false,
  };
}

/**
 * MSW handlers of the review calls over {@link reviewRows} (the manual tab) and `noMatchRows` (the
 * no-match tab), keeping the decisions by the server's rules: a row has one selected entry, and
 * selecting one checks the row.
 */
export function reviewHandlers(rows: ResultRow[] = reviewRows(), noMatchRows: ResultRow[] = []) {
  const find = (rowId: number) => [...rows, ...noMatchRows].find((r) => r.row_id === rowId)!;
  const state = (rowId: number) => {
    const row = find(rowId);
    return {
      rowId,
      manuallyChecked: row.manuallyChecked,
      selectedPositions: row.matches.filter((m) => m.isSelected).map((m) => m.pos),
      checkedCount: rows.filter((r) => r.manuallyChecked).length,
    };
  };
  return [
    http.post('*/backend/import/getResults', async ({ request }) => {
      const body = (await request.json()) as {
        paging: { page: number; pageSize: number };
        filters: { matchType: string };
      };
      const tabRows =
        body.filters.matchType === 'manual' ? rows : body.filters.matchType === 'noMatch' ? noMatchRows : [];
      const start = body.paging.page * body.paging.pageSize;
      return HttpResponse.json({
        results: tabRows.slice(start, start + body.paging.pageSize),
        totalCount: tabRows.length,
        checkedCount: tabRows.filter((r) => r.manuallyChecked).length,
      });
    }),
    http.post('*/backend/import/getThresholds', () =>
      HttpResponse.json({
        exactMatchThreshold: 0.7,
        statusCounts: {
          exactMatches: 0,
          manualMatches: rows.length,
          noMatches: noMatchRows.length,
          notStarted: 0,
        },
      }),
    ),
    // The priorities of these rows, as the server builds them: the simulator in the header reads them.
    http.post('*/backend/import/getResultPriorities', () =>
      HttpResponse.json({
        resultPriorities: [...rows, ...noMatchRows]
          .sort((a, b) => a.row_id - b.row_id)
          .map(reviewRowPriority),
      }),
    ),
    http.post('*/backend/import/saveSingleMatchSelection', async ({ request }) => {
      const body = (await request.json()) as { rowId: number; pos: number; isMatchSelected: boolean };
      const row = find(body.rowId);
      row.matches = row.matches.map((m) =>
        m.pos === body.pos
          ? { ...m, isSelected: body.isMatchSelected }
          : body.isMatchSelected
            ? { ...m, isSelected: false }
            : m,
      );
      if (body.isMatchSelected) row.manuallyChecked = true;
      return HttpResponse.json(state(body.rowId));
    }),
    http.post('*/backend/import/saveSingleManualCheck', async ({ request }) => {
      const body = (await request.json()) as { rowId: number; isChecked: boolean };
      find(body.rowId).manuallyChecked = body.isChecked;
      return HttpResponse.json(state(body.rowId));
    }),
  ];
}
