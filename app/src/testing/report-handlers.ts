import { http, HttpResponse } from 'msw';
import type {
  CompanyExample,
  EmailCheckResults,
  EmailCheckStats,
  EmailCheckStatus,
  EnrichmentBucket,
  FieldEnrichment,
  QualityReportExportResponse,
  Statistics,
  StatisticsResponse,
  WebsiteCheckResults,
  WebsiteCheckStats,
} from '@datacare/api-client';
import { notFoundResponse } from './import-handlers.ts';

/**
 * The quality report's data for app tests and page stories (docs/quality-report.md): the statistics
 * of the Kundenliste (1.234 rows, of them 1.050 exact matches) as the server counts them, and MSW
 * handlers of getStatistics, both reachability checks and the PDF export that step through their
 * states as they are polled. Put them before `importHandlers()` and `sessionHandlers()`.
 */

const company = (row_id: number, company_name: string, location: string): CompanyExample => ({
  row_id,
  company_name,
  location,
});

const bucket = (count: number, examples: EnrichmentBucket['examples'] = []): EnrichmentBucket => ({
  count,
  examples,
});

/** How the exact matches change one field: `existing` of the customer, `missing_known` filled by Datacare. */
function enrichment(existing: number, missingKnown: number, changedKnown = 0): FieldEnrichment {
  const exact = 1050;
  const missing = exact - existing;
  return {
    missing: bucket(missing),
    missing_known: bucket(missingKnown, [{ row_id: 14, customerValue: null, providerValue: 'Beispielwert' }]),
    missing_unknown: bucket(missing - missingKnown),
    existing: bucket(existing),
    existing_unchanged: bucket(existing - changedKnown),
    existing_changed_known: bucket(changedKnown),
    existing_changed_unknown: bucket(0),
  };
}

/** Everything behind the report of the Kundenliste, as getStatistics answers it. */
export const kundenStatistics: Statistics = {
  file: { rows: { total: 1234, empty: 3 }, columns: { total: 8 } },
  import: {
    count: 1231,
    syntaxErrors: { count: 27 },
    checks: {
      email: {
        count: 18,
        examples: [
          { row_id: 17, value: 'info@mueller-logistik' },
          { row_id: 203, value: 'kontakt(at)baeckerei-schmidt.de' },
          { row_id: 981, value: 'office@@weber-maschinenbau.de' },
        ],
      },
      emailPrivateDomain: {
        count: 57,
        examples: [
          { row_id: 45, value: 'h.schulze1961@gmx.de' },
          { row_id: 310, value: 'baeckerei.wagner@web.de' },
          { row_id: 702, value: 'm.yilmaz@t-online.de' },
        ],
      },
      url: {
        count: 9,
        examples: [
          { row_id: 88, value: 'www.fischer-bau' },
          { row_id: 412, value: 'http//hoffmann-elektro.de' },
          { row_id: 1190, value: 'siehe Homepage' },
        ],
      },
    },
    duplicates: {
      count: 24,
      examples: [
        { company_name: 'Müller Logistik GmbH', row_ids: [1, 412] },
        { company_name: 'Bäckerei Schmidt', row_ids: [2, 77, 903] },
        { company_name: 'Weber Maschinenbau AG', row_ids: [15, 640] },
        { company_name: 'Hoffmann Elektrotechnik GmbH & Co. KG', row_ids: [23, 24] },
        { company_name: 'Schulze Steuerberatung', row_ids: [45, 1101] },
        { company_name: 'Autohaus Becker e.K.', row_ids: [61, 62] },
        { company_name: 'Fischer Bau GmbH', row_ids: [88, 700] },
        { company_name: 'Krüger Immobilien GmbH', row_ids: [97, 1012] },
        { company_name: 'Wagner Druck und Medien GmbH', row_ids: [130, 131] },
        { company_name: 'Zimmermann Garten- und Landschaftsbau', row_ids: [155, 812] },
        { company_name: 'Braun Sanitär GmbH', row_ids: [201, 202] },
        { company_name: 'Yilmaz Gastronomie UG (haftungsbeschränkt)', row_ids: [233, 980] },
        { company_name: 'Richter Consulting GmbH', row_ids: [377, 1200] },
      ],
    },
    fillrates: {
      byField: {
        company_name: { existing: 1231, missing: 0 },
        street: { existing: 1197, missing: 34 },
        zip: { existing: 1227, missing: 4 },
        location: { existing: 1228, missing: 3 },
        email: { existing: 800, missing: 431 },
        url: { existing: 612, missing: 619 },
        phone: { existing: 0, missing: 1231 },
        hr_id: { existing: 0, missing: 1231 },
        num_employees: { existing: 0, missing: 1231 },
        revenue: { existing: 0, missing: 1231 },
        industry: { existing: 0, missing: 1231 },
      },
    },
    email: {
      prefixes: [
        { key: 'info', count: 412 },
        { key: 'kontakt', count: 96 },
        { key: 'office', count: 51 },
        { key: 'mail', count: 33 },
        { key: 'vertrieb', count: 22 },
        { key: 'buchhaltung', count: 7 },
        { key: 'service', count: 5 },
        { key: 'anfrage', count: 2 },
      ],
      duplicates: [
        { email: 'info@mueller-logistik.de', row_ids: [1, 412] },
        { email: 'info@baeckerei-schmidt.de', row_ids: [2, 77] },
      ],
    },
    url: {
      tlds: [
        { key: 'de', count: 538 },
        { key: 'com', count: 49 },
        { key: 'eu', count: 11 },
        { key: 'net', count: 7 },
        { key: 'at', count: 4 },
        { key: 'ch', count: 2 },
        { key: 'info', count: 1 },
      ],
      duplicates: [{ url: 'https://www.mueller-logistik.de', row_ids: [1, 412] }],
    },
  },
  matches: {
    matchingResult: {
      processedRows: 1231,
      duplicates: 24,
      noMatch: 123,
      manualMatch: 58,
      manuallyAdded: 31,
      result: 1057,
    },
    exactMatch: {
      count: 1050,
      status: {
        active: {
          count: 968,
          examples: [
            company(1, 'Müller Logistik GmbH', 'Dresden'),
            company(15, 'Weber Maschinenbau AG', 'Stuttgart'),
            company(23, 'Hoffmann Elektrotechnik GmbH & Co. KG', 'Köln'),
          ],
        },
        in_liquidation: {
          count: 21,
          examples: [
            company(130, 'Wagner Druck und Medien GmbH i.L.', 'Leipzig'),
            company(544, 'Neumann Textil GmbH in Liquidation', 'Chemnitz'),
            company(1022, 'Schwarz Handelsgesellschaft mbH i.L.', 'Hamburg'),
          ],
        },
        deleted: {
          count: 17,
          examples: [
            company(61, 'Autohaus Becker e.K.', 'Bremen'),
            company(389, 'Lange Transporte GmbH', 'Magdeburg'),
            company(1150, 'Schmitt Software UG (haftungsbeschränkt)', 'Mainz'),
          ],
        },
        not_in_hr: {
          count: 44,
          examples: [
            company(2, 'Bäckerei Schmidt', 'München'),
            company(45, 'Schulze Steuerberatung', 'Berlin'),
            company(155, 'Zimmermann Garten- und Landschaftsbau', 'Freiburg im Breisgau'),
          ],
        },
      },
      nToOne: {
        count: 16,
        countUnique: 7,
        examples: [
          {
            sourceCompanyName: 'Hoffmann Elektro',
            rows: [23, 24, 311],
            matchedCompanyName: 'Hoffmann Elektrotechnik GmbH & Co. KG',
            matchedCompanyLocation: 'Köln',
          },
          {
            sourceCompanyName: 'Braun Sanitär',
            rows: [201, 202],
            matchedCompanyName: 'Braun Sanitär GmbH',
            matchedCompanyLocation: 'Nürnberg',
          },
        ],
      },
      legalForms: [
        { key: 'GmbH', count: 512 },
        { key: 'GmbH & Co. KG', count: 164 },
        { key: 'UG (haftungsbeschränkt)', count: 88 },
        { key: 'e.K.', count: 73 },
        { key: 'Einzelunternehmen', count: 61 },
        { key: 'AG', count: 41 },
        { key: 'KG', count: 36 },
        { key: 'GbR', count: 27 },
        { key: 'OHG', count: 12 },
        { key: 'eG', count: 9 },
        { key: 'e.V.', count: 27 },
      ],
      employeeSizes: [
        { key: '1-10', count: 580 },
        { key: '11-100', count: 352 },
        { key: '101-500', count: 84 },
        { key: '>500', count: 34 },
      ],
      revenueSizes: [
        { key: '0-1Mio', count: 602 },
        { key: '1-10Mio', count: 281 },
        { key: '10-100Mio', count: 121 },
        { key: '100-1Mrd', count: 33 },
        { key: '>1Mrd', count: 13 },
      ],
      zipCodes: [
        { key: '0', count: 143 },
        { key: '1', count: 98 },
        { key: '2', count: 87 },
        { key: '3', count: 64 },
        { key: '4', count: 121 },
        { key: '5', count: 109 },
        { key: '6', count: 92 },
        { key: '7', count: 118 },
        { key: '8', count: 161 },
        { key: '9', count: 57 },
      ],
      industries: [
        { key: 'Großhandel (ohne Handel mit Kraftfahrzeugen)', count: 148 },
        { key: 'Landverkehr und Transport in Rohrfernleitungen', count: 121 },
        { key: 'Einzelhandel (ohne Handel mit Kraftfahrzeugen)', count: 96 },
        { key: 'Vorbereitende Baustellenarbeiten, Bauinstallation und sonstiges Ausbaugewerbe', count: 88 },
        { key: 'Maschinenbau', count: 74 },
        { key: 'Rechts- und Steuerberatung, Wirtschaftsprüfung', count: 61 },
        { key: 'Gastronomie', count: 55 },
        { key: 'Grundstücks- und Wohnungswesen', count: 47 },
        { key: 'Herstellung von Nahrungs- und Futtermitteln', count: 39 },
        { key: 'Erbringung von Dienstleistungen der Informationstechnologie', count: 33 },
        { key: 'Lagerei sowie Erbringung von sonstigen Dienstleistungen für den Verkehr', count: 29 },
        { key: 'Druckerei und Vervielfältigung', count: 12 },
      ],
      industryCodes: [
        { key: '46.90', count: 83 },
        { key: '49.41', count: 79 },
        { key: '47.11', count: 41 },
      ],
      selectedByCustomer: 31,
      enrichment: {
        company_name: enrichment(1050, 0, 212),
        street: enrichment(1021, 27, 96),
        zip: enrichment(1047, 3, 11),
        location: enrichment(1048, 2, 8),
        email: enrichment(688, 201, 35),
        url: enrichment(531, 344),
        phone: enrichment(0, 911),
        hr_id: enrichment(0, 1006),
        num_employees: enrichment(0, 874),
        revenue: enrichment(0, 702),
        industry: enrichment(0, 1031),
      },
    },
    noMatch: { count: 123 },
    manualMatch: { count: 58 },
  },
  websites: { available: 0, extRedirect: 0, intRedirect: 0, unavailable: 0, blocked: 0, notStarted: 596 },
  emails: { available: 0, unavailable: 0, unknown: 0, notStarted: 784 },
};

/** A file without a single e-mail address (and without websites): the check cards say so. */
export const noEmailStatistics: Statistics = {
  ...kundenStatistics,
  import: {
    ...kundenStatistics.import,
    syntaxErrors: { count: 0 },
    checks: {
      email: { count: 0, examples: [] },
      emailPrivateDomain: { count: 0, examples: [] },
      url: { count: 0, examples: [] },
    },
    fillrates: {
      byField: {
        ...kundenStatistics.import.fillrates.byField,
        email: { existing: 0, missing: 1231 },
        url: { existing: 0, missing: 1231 },
      },
    },
    email: { prefixes: [], duplicates: [] },
    url: { tlds: [], duplicates: [] },
  },
  websites: { available: 0, extRedirect: 0, intRedirect: 0, unavailable: 0, blocked: 0, notStarted: 0 },
  emails: { available: 0, unavailable: 0, unknown: 0, notStarted: 0 },
};

/** The e-mail check of the Kundenliste's 784 distinct addresses, finished. */
export const emailCheckDone: EmailCheckStats = {
  available: 731,
  unavailable: 38,
  unknown: 15,
  notStarted: 0,
};

/** The website check of the Kundenliste's 596 distinct websites, finished. */
export const websiteCheckDone: WebsiteCheckStats = {
  available: 472,
  extRedirect: 31,
  intRedirect: 58,
  unavailable: 33,
  blocked: 2,
  notStarted: 0,
};

export const emailCheckResults: EmailCheckResults = {
  isFinished: true,
  stats: emailCheckDone,
  examples: {
    unavailable: [
      { row_id: 17, email: 'info@mueller-logistik-alt.de' },
      { row_id: 389, email: 'kontakt@lange-transporte.de' },
      { row_id: 1150, email: 'office@schmitt-software.de' },
    ],
  },
};

export const websiteCheckResults: WebsiteCheckResults = {
  isFinished: true,
  stats: websiteCheckDone,
  examples: {
    extRedirect: [
      {
        row_id: 130,
        url: 'https://www.wagner-druck.de',
        finalUrl: 'https://www.druckhaus-sachsen.de/',
        differentDomain: 'druckhaus-sachsen.de',
      },
    ],
    intRedirect: [
      {
        row_id: 15,
        url: 'http://weber-maschinenbau.de',
        finalUrl: 'https://www.weber-maschinenbau.de/de/',
        differentDomain: null,
      },
    ],
    unavailable: [
      { row_id: 61, url: 'https://www.autohaus-becker.de', finalUrl: null, differentDomain: null },
      { row_id: 389, url: 'https://lange-transporte.de', finalUrl: null, differentDomain: null },
    ],
    blocked: [{ row_id: 977, url: 'http://192.168.0.10/intranet', finalUrl: null, differentDomain: null }],
  },
};

type CheckState = EmailCheckStatus['state'];

/** How one reachability check behaves in a scenario. */
export interface CheckScenario {
  /** Its state when the report opens. @default 'idle' */
  initial?: CheckState;
  /** Status polls a running check takes to end. @default 2 */
  polls?: number;
  /** How a running check ends. @default 'finished' */
  outcome?: 'finished' | 'failed';
}

export interface ReportHandlerOptions {
  /** @default kundenStatistics */
  statistics?: Statistics;
  /** getStatistics answers `processing` this many times first. @default 0 */
  statisticsPolls?: number;
  /**
   * How getStatistics ends: the figures, a failed counting job, 412 (matching not finished) or 404
   * (unknown or another user's batch). @default 'finished'
   */
  statisticsOutcome?: 'finished' | 'failed' | 'matchingNotFinished' | 'notFound';
  email?: CheckScenario;
  website?: CheckScenario;
  /** exportQualityReport answers `processing` this many times first. @default 1 */
  pdfPolls?: number;
  /** How the PDF's rendering ends. @default 'finished' */
  pdfOutcome?: 'finished' | 'failed';
  /** Every call the handlers answer is recorded here (`emailcheck/start`), to assert what a page asked. */
  calls?: string[];
}

/** Counts of a check that has done `share` (0 to 1) of `done`. */
function partial<T extends EmailCheckStats | WebsiteCheckStats>(done: T, share: number): T {
  const result: Record<string, number> = {};
  let total = 0;
  let checked = 0;
  for (const [key, count] of Object.entries(done)) {
    if (key === 'notStarted') continue;
    const value = Math.floor(count * share);
    result[key] = value;
    total += count;
    checked += value;
  }
  return { ...done, ...result, notStarted: total - checked };
}

/** One check as the server keeps it: started, advancing with every status poll, finished or failed. */
function checkHandlers<S extends EmailCheckStats | WebsiteCheckStats>(
  path: 'emailcheck' | 'websitecheck',
  done: S,
  results: EmailCheckResults | WebsiteCheckResults,
  statsOf: (statistics: Statistics) => S,
  statistics: Statistics,
  { initial = 'idle', polls = 2, outcome = 'finished' }: CheckScenario,
) {
  const empty = statsOf(statistics);
  const nothingToCheck = Object.values(empty).every((value) => value === 0);
  let state: CheckState = initial;
  let step = initial === 'processing' ? 1 : 0;
  const stats = (): S => {
    if (nothingToCheck) return empty;
    if (state === 'finished') return done;
    if (state === 'idle') return empty;
    return partial(done, Math.min(step, polls) / (polls + 1));
  };
  const status = () => ({ state, isFinished: state === 'finished', stats: stats() });
  return [
    http.post(`*/backend/${path}/start`, () => {
      state = nothingToCheck ? 'finished' : 'processing';
      step = 0;
      return HttpResponse.json(status());
    }),
    http.post(`*/backend/${path}/getStatus`, () => {
      if (state === 'processing') {
        step += 1;
        if (step > polls) state = outcome;
      }
      return HttpResponse.json(status());
    }),
    http.post(`*/backend/${path}/getResults`, () =>
      HttpResponse.json(
        nothingToCheck ? { ...results, stats: empty, examples: emptyExamples(results) } : results,
      ),
    ),
  ];
}

function emptyExamples(results: EmailCheckResults | WebsiteCheckResults) {
  return Object.fromEntries(Object.keys(results.examples).map((key) => [key, []]));
}

/** MSW handlers of the report's calls (getStatistics, the checks, exportQualityReport). */
export function reportHandlers({
  statistics = kundenStatistics,
  statisticsPolls = 0,
  statisticsOutcome = 'finished',
  email = {},
  website = {},
  pdfPolls = 1,
  pdfOutcome = 'finished',
  calls,
}: ReportHandlerOptions = {}) {
  let statisticsCalls = 0;
  let pdfCalls = 0;
  const record = http.all('*/backend/*', ({ request }) => {
    calls?.push(new URL(request.url).pathname.replace(/^\/backend\//, ''));
    // Falls through to the handler of the call.
    return undefined;
  });
  return [
    record,
    http.post('*/backend/import/getStatistics', () => {
      if (statisticsOutcome === 'notFound') return notFoundResponse();
      if (statisticsOutcome === 'matchingNotFinished') {
        return HttpResponse.json(
          {
            errors: [
              { type: 'matching_not_finished', message: 'Der Abgleich ist noch nicht abgeschlossen.' },
            ],
          },
          { status: 412 },
        );
      }
      statisticsCalls += 1;
      let answer: StatisticsResponse;
      if (statisticsCalls <= statisticsPolls) answer = { state: 'processing', statistics: null };
      else if (statisticsOutcome === 'failed') answer = { state: 'failed', statistics: null };
      else answer = { state: 'finished', statistics };
      return HttpResponse.json(answer);
    }),
    ...checkHandlers('emailcheck', emailCheckDone, emailCheckResults, (s) => s.emails, statistics, email),
    ...checkHandlers(
      'websitecheck',
      websiteCheckDone,
      websiteCheckResults,
      (s) => s.websites,
      statistics,
      website,
    ),
    http.post('*/backend/export/exportQualityReport', () => {
      pdfCalls += 1;
      let answer: QualityReportExportResponse;
      if (pdfCalls <= pdfPolls) answer = { ready: false, state: 'processing' };
      else if (pdfOutcome === 'failed') {
        answer = { ready: false, state: 'failed' };
        // Calling again after a failure starts a new attempt, as the server does.
        pdfCalls = 0;
      } else answer = { ready: true, state: 'finished' };
      return HttpResponse.json(answer);
    }),
  ];
}

/** Every call of the report answers 404, as the server does for an unknown or another user's batch. */
export function reportNotFoundHandlers() {
  return [
    'import/getStatistics',
    'emailcheck/getStatus',
    'emailcheck/getResults',
    'emailcheck/start',
    'websitecheck/getStatus',
    'websitecheck/getResults',
    'websitecheck/start',
    'export/exportQualityReport',
  ].map((call) => http.post(`*/backend/${call}`, () => notFoundResponse()));
}
