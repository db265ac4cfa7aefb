import { http, HttpResponse } from 'msw';
import {
  isExportOptionsValid,
  monthlyExpansionAllowance,
  quotaInfoForExport,
  remainingQuota,
  type CustomColumnAction,
  type CustomColumnMappingRow,
  type ExportInfo,
  type ExportMatchesRequest,
  type ExportPreview,
  type ExportPreviewExample,
  type ExportPreviewField,
  type ExportStatus,
  type Quota,
} from '@datacare/api-client';
import { annaQuota } from './fixtures.ts';
import { kundenUpload } from './import-handlers.ts';

/**
 * MSW handlers of the export step's calls (docs/exports.md), faithful to the contract and the rule
 * book: the quota calculation with the shared arithmetic, the refusals of exportMatches, an export
 * that is queued, runs and finishes (or fails) as the status is polled, mail delivery, and a preview
 * counted per method. Shared by the app's tests and the page stories. Put them before
 * `sessionHandlers()`: they answer getUserQuotaInfo with the quota the exports charge.
 */

type RowFlags = Pick<CustomColumnMappingRow, 'isCustomerOnly' | 'isProviderOnly' | 'isCustomizable'>;

function column(
  key: string,
  label: string,
  defaultCustomName: string,
  flags: Partial<RowFlags> = {},
): CustomColumnMappingRow {
  const row = {
    isCustomerOnly: false,
    isProviderOnly: false,
    isCustomizable: true,
    ...flags,
  };
  const action: CustomColumnAction = row.isProviderOnly
    ? 'ACTION_KEEP_PROVIDER_VALUE'
    : row.isCustomerOnly
      ? 'ACTION_KEEP_CUSTOMER_VALUE'
      : 'ACTION_ENRICH_WITH_PROVIDER_VALUE';
  return { key, label, action, customName: null, unlockedExportField: true, defaultCustomName, ...row };
}

/**
 * The consolidated columns of the Kundenliste upload ({@link kundenUpload}): its mapped fields under
 * the customer's headers, then the provider's fields it did not map, and the detailed industry code.
 */
export const kundenExportColumns: CustomColumnMappingRow[] = [
  column('ext_id', 'Externe ID', 'Kundennummer', { isCustomerOnly: true }),
  column('provider_id', 'Datacare-ID', 'Datacare-ID', { isProviderOnly: true }),
  column('company_name', 'Firmenname', 'Firma'),
  column('street', 'Straße und Hausnummer', 'Straße'),
  column('zip', 'Postleitzahl', 'PLZ'),
  column('location', 'Ort', 'Ort'),
  column('email', 'E-Mail', 'E-Mail'),
  column('phone', 'Telefon', 'Telefon', { isProviderOnly: true }),
  column('url', 'Website', 'Website', { isProviderOnly: true }),
  column('hr_id', 'Handelsregisternummer', 'Handelsregisternummer', { isProviderOnly: true }),
  column('legal_form', 'Rechtsform', 'Rechtsform', { isProviderOnly: true }),
  column('num_employees', 'Anzahl Mitarbeitende', 'Anzahl Mitarbeitende', { isProviderOnly: true }),
  column('revenue', 'Umsatz', 'Umsatz', { isProviderOnly: true }),
  column('wz_code', 'WZ-Code (detailliert)', 'WZ-Code', { isProviderOnly: true, isCustomizable: false }),
];

/** The upload's additional column "Ansprechpartner": only the customer has it. */
export const kundenAdditionalColumns: CustomColumnMappingRow[] = [
  column('Ansprechpartner', 'Ansprechpartner', 'Ansprechpartner', { isCustomerOnly: true }),
];

/** The export info of the Kundenliste: 1.234 rows, 1.050 of them with a company. */
export const kundenExportInfo: ExportInfo = {
  numberOfRows: kundenUpload.stats.rows.total,
  numberOfCompanies: 1050,
  numberOfLockedCompanies: 0,
  numberOfAlreadyCharged: 0,
  consolidatedExportColumns: kundenExportColumns,
  additionalCustomerColumns: kundenAdditionalColumns,
};

/** No export yet (getExportStatus of a fresh batch). */
export const noExportStatus: ExportStatus = {
  state: 'none',
  exportInQueue: false,
  sendDownloadLink: false,
  exportFileType: null,
  pressedSendMail: false,
  showMailNotice: false,
  exportId: null,
  fileName: null,
  numCharged: 0,
};

/** Id of the next export the handlers record in the history. */
export const EXPORT_ID = 41;

type Refusal = 'export_in_progress' | 'not_enough_quota' | 'no_quota_left' | 'no_companies_in_export';

const REFUSALS: Record<Refusal, string> = {
  export_in_progress: 'Die Datei ist bereits in Bearbeitung. Bitte versuchen Sie es in einer Minute erneut.',
  not_enough_quota: 'Nicht genügend Kontingent.',
  no_quota_left: 'Kein Kontingent mehr.',
  no_companies_in_export: 'Keine Unternehmen im Export.',
};

const errorBody = (status: number, type: string, message: string) =>
  HttpResponse.json({ errors: [{ type, message }] }, { status });

export interface ExportHandlerOptions {
  /** @default kundenExportInfo */
  info?: ExportInfo;
  /** The account's quota before any export. @default annaQuota */
  quota?: Quota;
  /** Keys of fields that are not unlocked for the account: fixed to ACTION_DO_NOT_EXPORT. */
  lockedFields?: readonly string[];
  /** The batch's latest export when the step opens. @default noExportStatus */
  initialStatus?: ExportStatus;
  /** Status polls a started export stays queued, then as many running. @default 1 */
  pollsPerState?: number;
  /** The export keeps running until the user asks for mail delivery (the mail hint). @default false */
  endless?: boolean;
  /** How a started export ends. @default 'finished' */
  outcome?: 'finished' | 'failed';
  /** Preview calls that answer `ready` false before the figures. @default 0 */
  previewPolls?: number;
  /** getExportPreview fails with 500. @default false */
  previewFails?: boolean;
}

/** Shares of the exported companies per kind of value, per field (the rest: both empty). */
interface FieldProfile {
  equal: number;
  fill: number;
  differ: number;
  clear: number;
  examples: Partial<Record<'equal' | 'fill' | 'differ' | 'clear', ExportPreviewExample[]>>;
}

const ex = (
  rowId: number,
  companyName: string,
  customerValue: string | null,
  providerValue: string | null,
): ExportPreviewExample => ({ rowId, companyName, customerValue, providerValue });

const PROFILES = new Map<string, FieldProfile>([
  [
    'company_name',
    {
      equal: 0.82,
      fill: 0,
      differ: 0.18,
      clear: 0,
      examples: {
        equal: [
          ex(1, 'Müller Logistik GmbH', 'Müller Logistik GmbH', 'Müller Logistik GmbH'),
          ex(45, 'Autohaus König KG', 'Autohaus König KG', 'Autohaus König KG'),
          ex(102, 'Praxis Dr. Neumann', 'Praxis Dr. Neumann', 'Praxis Dr. Neumann'),
        ],
        differ: [
          ex(12, 'Bäckerei Schmidt', 'Bäckerei Schmidt', 'Bäckerei Schmidt e.K.'),
          ex(27, 'Elektro Weber', 'Elektro Weber', 'Elektro Weber GmbH'),
          ex(88, 'Hofmann & Söhne', 'Hofmann & Söhne', 'Hofmann & Söhne Maschinenbau GmbH'),
        ],
      },
    },
  ],
  [
    'street',
    {
      equal: 0.71,
      fill: 0.04,
      differ: 0.22,
      clear: 0.01,
      examples: {
        equal: [ex(12, 'Bäckerei Schmidt', 'Hauptstr. 3', 'Hauptstr. 3')],
        fill: [ex(102, 'Praxis Dr. Neumann', null, 'Aachener Straße 1006')],
        differ: [
          ex(1, 'Müller Logistik GmbH', 'Hafenstr. 12', 'Hafenstraße 12'),
          ex(45, 'Autohaus König KG', 'Podbielskistr. 300', 'Podbielskistraße 300'),
          ex(63, 'Schreinerei Becker', 'Am Bahnhof 3a', 'Bahnhofstraße 3a'),
        ],
        clear: [ex(131, 'Gärtnerei Fischer', 'Zeppelinstraße 12', null)],
      },
    },
  ],
  [
    'zip',
    {
      equal: 0.93,
      fill: 0.02,
      differ: 0.05,
      clear: 0,
      examples: {
        equal: [ex(1, 'Müller Logistik GmbH', '01067', '01067')],
        fill: [ex(12, 'Bäckerei Schmidt', null, '80331')],
        differ: [ex(88, 'Hofmann & Söhne', '70173', '70174')],
      },
    },
  ],
  [
    'location',
    {
      equal: 0.9,
      fill: 0.01,
      differ: 0.09,
      clear: 0,
      examples: {
        equal: [ex(1, 'Müller Logistik GmbH', 'Dresden', 'Dresden')],
        fill: [ex(156, 'Steuerberatung Wagner & Partner', null, 'Hamburg')],
        differ: [
          ex(102, 'Praxis Dr. Neumann', 'Koeln', 'Köln'),
          ex(45, 'Autohaus König KG', 'Hannover-Lahe', 'Hannover'),
        ],
      },
    },
  ],
  [
    'email',
    {
      equal: 0.41,
      fill: 0.27,
      differ: 0.12,
      clear: 0.05,
      examples: {
        equal: [ex(1, 'Müller Logistik GmbH', 'info@mueller-logistik.de', 'info@mueller-logistik.de')],
        fill: [
          ex(12, 'Bäckerei Schmidt', null, 'info@baeckerei-schmidt.de'),
          ex(63, 'Schreinerei Becker', null, 'kontakt@schreinerei-becker.de'),
          ex(131, 'Gärtnerei Fischer', null, 'post@gaertnerei-fischer.de'),
        ],
        differ: [ex(27, 'Elektro Weber', 'weber@gmx.de', 'info@elektro-weber.de')],
        clear: [ex(156, 'Steuerberatung Wagner & Partner', 'kanzlei@wagner-partner.de', null)],
      },
    },
  ],
]);

/** Provider values of the fields the customer did not map, for the "filled" examples. */
const PROVIDER_ONLY_VALUES = new Map<string, [string, string, string]>([
  ['provider_id', ['DC00482193', 'DC00017736', 'DC01200458']],
  ['phone', ['+49 351 4821-0', '+49 89 2154773', '+49 341 99210-5']],
  [
    'url',
    ['https://www.mueller-logistik.de', 'https://www.baeckerei-schmidt.de', 'https://www.elektro-weber.de'],
  ],
  ['hr_id', ['HRB 28741', 'HRA 10233', 'HRB 31906']],
  ['legal_form', ['GmbH', 'e.K.', 'GmbH']],
  ['num_employees', ['48', '12', '7']],
  ['revenue', ['7.400.000', '890.000', '1.250.000']],
  ['wz_code', ['49.41', '10.71', '43.21']],
]);

const EXAMPLE_COMPANIES: [number, string][] = [
  [1, 'Müller Logistik GmbH'],
  [12, 'Bäckerei Schmidt'],
  [27, 'Elektro Weber'],
];

function profileOf(row: CustomColumnMappingRow): FieldProfile {
  const known = PROFILES.get(row.key);
  if (known) return known;
  if (row.isProviderOnly) {
    const values = PROVIDER_ONLY_VALUES.get(row.key) ?? ['…', '…', '…'];
    return {
      equal: 0,
      fill: 0.86,
      differ: 0,
      clear: 0,
      examples: { fill: EXAMPLE_COMPANIES.map(([rowId, name], i) => ex(rowId, name, null, values[i]!)) },
    };
  }
  // Customer-only: the provider has nothing, the customer's values stay.
  return { equal: 1, fill: 0, differ: 0, clear: 0, examples: {} };
}

function bucket(count: number, examples: ExportPreviewExample[] = []) {
  return { count, examples: count > 0 ? examples.slice(0, 3) : [] };
}

/** The preview of one column for `companies` enriched companies, by its method (docs/exports.md). */
export function previewField(row: CustomColumnMappingRow, companies: number): ExportPreviewField {
  const profile = profileOf(row);
  const n = (share: number) => Math.round(companies * share);
  const [equal, fill, differ, clear] = [
    n(profile.equal),
    n(profile.fill),
    n(profile.differ),
    n(profile.clear),
  ];
  const bothEmpty = Math.max(0, companies - equal - fill - differ - clear);
  const empty = bucket(0);
  const keptAll = bucket(companies, [...(profile.examples.equal ?? []), ...(profile.examples.differ ?? [])]);
  const base = { key: row.key, action: row.action };
  switch (row.action) {
    case 'ACTION_DO_NOT_EXPORT':
      return { ...base, kept: empty, filled: empty, overwritten: empty, cleared: empty };
    case 'ACTION_KEEP_CUSTOMER_VALUE':
      return { ...base, kept: keptAll, filled: empty, overwritten: empty, cleared: empty };
    case 'ACTION_KEEP_PROVIDER_VALUE':
      return {
        ...base,
        kept: bucket(equal + bothEmpty, profile.examples.equal),
        filled: bucket(fill, profile.examples.fill),
        overwritten: bucket(differ, profile.examples.differ),
        cleared: bucket(clear, profile.examples.clear),
      };
    case 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES':
      return {
        ...base,
        kept: bucket(equal + bothEmpty + clear, [
          ...(profile.examples.equal ?? []),
          ...(profile.examples.clear ?? []),
        ]),
        filled: bucket(fill, profile.examples.fill),
        overwritten: bucket(differ, profile.examples.differ),
        cleared: empty,
      };
    case 'ACTION_ENRICH_WITH_PROVIDER_VALUE':
      return {
        ...base,
        kept: bucket(equal + bothEmpty + differ + clear, [
          ...(profile.examples.differ ?? []),
          ...(profile.examples.equal ?? []),
        ]),
        filled: bucket(fill, profile.examples.fill),
        overwritten: empty,
        cleared: empty,
      };
  }
}

/** The server's message for a locked field with another method (400 export_field_locked). */
const FIELD_LOCKED =
  'Das Feld „{{field}}“ ist für Ihr Konto nicht freigeschaltet und kann nicht exportiert werden.';

/** MSW handlers of the export step over one batch and one account (see the module comment). */
export function exportHandlers({
  info: givenInfo = kundenExportInfo,
  quota: initialQuota = annaQuota,
  lockedFields = [],
  initialStatus = noExportStatus,
  pollsPerState = 1,
  endless = false,
  outcome = 'finished',
  previewPolls = 0,
  previewFails = false,
}: ExportHandlerOptions = {}) {
  const locked = new Set(lockedFields);
  const lock = (row: CustomColumnMappingRow): CustomColumnMappingRow =>
    locked.has(row.key) ? { ...row, unlockedExportField: false, action: 'ACTION_DO_NOT_EXPORT' } : row;
  let info: ExportInfo = {
    ...givenInfo,
    consolidatedExportColumns: givenInfo.consolidatedExportColumns.map(lock),
    additionalCustomerColumns: givenInfo.additionalCustomerColumns.map(lock),
  };
  let quota = { ...initialQuota };
  let status: ExportStatus = { ...initialStatus };
  let pollsSinceStart = 0;
  let previewCalls = 0;
  // Companies the running export will charge, fixed when it starts (as the job counts them).
  let pending = 0;

  const enrichable = () => info.numberOfCompanies - info.numberOfLockedCompanies;
  const charge = (count: number) => {
    // Unlimited accounts are counted; others draw on the contract, then on the monthly expansion.
    const fromContract = Math.min(count, remainingQuota(quota) ?? count);
    quota = {
      ...quota,
      currentQuota: quota.currentQuota + fromContract,
      monthlyUsed: quota.monthlyUsed + count - fromContract,
    };
    info = { ...info, numberOfAlreadyCharged: info.numberOfAlreadyCharged + count };
  };
  const advance = () => {
    if (!status.exportInQueue) return;
    pollsSinceStart += 1;
    if (status.state === 'queued' && pollsSinceStart >= pollsPerState) {
      status = { ...status, state: 'running' };
      return;
    }
    const done = pollsSinceStart >= 2 * pollsPerState && (!endless || status.sendDownloadLink);
    if (status.state !== 'running' || !done) return;
    if (outcome === 'failed') {
      status = { ...status, state: 'failed', exportInQueue: false };
      return;
    }
    charge(pending);
    status = {
      ...status,
      state: 'finished',
      exportInQueue: false,
      numCharged: pending,
    };
  };

  return [
    http.post('*/backend/quota/getUserQuotaInfo', () => HttpResponse.json(quota)),
    http.post('*/backend/quota/getCurrentQuotaInfosForExport', async ({ request }) => {
      const body = (await request.json()) as { numRequestedExports: number; batchId?: string };
      const free = body.batchId ? info.numberOfLockedCompanies + info.numberOfAlreadyCharged : 0;
      return HttpResponse.json(quotaInfoForExport(quota, body.numRequestedExports, free));
    }),
    http.post('*/backend/export/getExportInfo', () => HttpResponse.json(info)),
    http.post('*/backend/export/getExportStatus', () => {
      const answer = status;
      advance();
      return HttpResponse.json(answer);
    }),
    http.post('*/backend/export/exportMatches', async ({ request }) => {
      const body = (await request.json()) as ExportMatchesRequest;
      if (!isExportOptionsValid(body)) {
        return errorBody(
          400,
          'validation_error',
          'Die Anfrage ist ungültig: Wählen Sie genau eine Ansicht für CSV.',
        );
      }
      const rows = [
        ...body.consolidatedView.customColumnMapping.mapping,
        ...body.consolidatedView.customColumnMapping.additionalCustomerColumnsMapping,
      ];
      const lockedRow = rows.find((row) => locked.has(row.key) && row.action !== 'ACTION_DO_NOT_EXPORT');
      if (body.consolidatedView.export && lockedRow) {
        return errorBody(400, 'export_field_locked', FIELD_LOCKED.replace('{{field}}', lockedRow.label));
      }
      if (status.exportInQueue) return errorBody(409, 'export_in_progress', REFUSALS.export_in_progress);
      if (enrichable() === 0)
        return errorBody(409, 'no_companies_in_export', REFUSALS.no_companies_in_export);
      const calculation = quotaInfoForExport(
        quota,
        info.numberOfCompanies,
        info.numberOfLockedCompanies + info.numberOfAlreadyCharged,
      );
      if (calculation.restQuota !== null && calculation.restQuota < 0) {
        const left = (remainingQuota(quota) ?? 0) + monthlyExpansionAllowance(quota);
        const refusal: Refusal = left === 0 ? 'no_quota_left' : 'not_enough_quota';
        return errorBody(409, refusal, REFUSALS[refusal]);
      }
      pending = calculation.neededExport;
      pollsSinceStart = 0;
      status = {
        ...noExportStatus,
        state: 'queued',
        exportInQueue: true,
        exportFileType: body.exportFileType,
        exportId: (status.exportId ?? EXPORT_ID - 1) + 1,
        fileName: `Kundenliste März 2026 (final).${body.exportFileType}`,
      };
      return HttpResponse.json(status);
    }),
    // docs/exports.md, The mailed link: a queued, running or finished export is mailed.
    http.post('*/backend/export/sendExportViaMail', () => {
      if (status.state === 'none' || status.state === 'failed') {
        return errorBody(
          400,
          'no_export_to_mail',
          'Für diesen Import gibt es keinen Export, der gesendet werden kann.',
        );
      }
      status = { ...status, sendDownloadLink: true, pressedSendMail: true, showMailNotice: true };
      return HttpResponse.json(status);
    }),
    http.post('*/backend/export/getExportPreview', async ({ request }) => {
      if (previewFails) return errorBody(500, 'internal_error', 'Ein unerwarteter Fehler ist aufgetreten.');
      const body = (await request.json()) as { mapping: CustomColumnMappingRow[] };
      previewCalls += 1;
      const companies = enrichable();
      if (previewCalls <= previewPolls) {
        return HttpResponse.json({ ready: false, companies, fields: [] } satisfies ExportPreview);
      }
      return HttpResponse.json({
        ready: true,
        companies,
        fields: body.mapping.map((row) => previewField(row, companies)),
      } satisfies ExportPreview);
    }),
  ];
}

/** Anna's quota nearly used up and no monthly expansion: 10 left for 1.050 companies. */
export const overQuota: Quota = {
  totalQuota: 5000,
  currentQuota: 4990,
  monthlyExpand: false,
  monthlyUsed: 0,
  unlimited: false,
};

/** An account without limit. */
export const unlimitedQuota: Quota = {
  totalQuota: 0,
  currentQuota: 18420,
  monthlyExpand: false,
  monthlyUsed: 0,
  unlimited: true,
};

/** The export step's states for tests and stories (spec 2 Export step form, issue 13). */
export const exportScenarios = {
  normal: {},
  overQuota: { quota: overQuota },
  noQuotaLeft: { quota: { ...overQuota, currentQuota: 5000 } },
  unlimited: { quota: unlimitedQuota },
  lockedCompanies: { info: { ...kundenExportInfo, numberOfLockedCompanies: 87 } },
  alreadyCharged: { info: { ...kundenExportInfo, numberOfAlreadyCharged: 1050 } },
  lockedFields: { lockedFields: ['phone', 'revenue', 'email'] },
  failed: { outcome: 'failed' },
  mail: { endless: true },
  running: {
    endless: true,
    initialStatus: {
      ...noExportStatus,
      state: 'running',
      exportInQueue: true,
      exportFileType: 'xlsx',
      exportId: EXPORT_ID,
      fileName: 'Kundenliste März 2026 (final).xlsx',
    },
  },
  finishedBefore: {
    info: { ...kundenExportInfo, numberOfAlreadyCharged: 1050 },
    initialStatus: {
      ...noExportStatus,
      state: 'finished',
      exportFileType: 'xlsx',
      exportId: EXPORT_ID,
      fileName: 'Kundenliste März 2026 (final).xlsx',
      numCharged: 1050,
    },
  },
} satisfies Record<string, ExportHandlerOptions>;
