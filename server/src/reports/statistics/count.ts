/**
 * Counting a batch's statistics (docs/quality-report.md 'Statistics'; spec 3 Statistics): one pass
 * over the rows as the export reads them (exports/rows.ts: each row with the company the review
 * rule gives it), so the report and the export never disagree about a row's company. Runs in the
 * statistics job's worker thread. Every count keyed by data (prefixes, top-level domains, legal
 * forms, industries, e-mails, websites, companies) is a Map: file contents are never the key of a
 * plain object.
 */
import {
  DUPLICATE_EXAMPLES_EXPANDABLE,
  DUPLICATE_EXAMPLES_SHOWN,
  EMPLOYEE_SIZE_BUCKETS,
  INDUSTRIES_CHART_MAX,
  INTERNAL_FIELDS,
  REGISTER_EXAMPLES,
  REVENUE_BUCKETS,
} from '@datacare/api-client/domain';
import type {
  CheckResult,
  CompanyExample,
  DuplicateEmail,
  DuplicateRowsExample,
  DuplicateUrl,
  EnrichmentBucket,
  FieldEnrichment,
  FileStats,
  FillRate,
  InternalField,
  KeyCount,
  NToOneExample,
  Statistics,
} from '@datacare/api-client/generated/types';
import { mappedFieldIndexes, type BatchShape } from '../../exports/columns.ts';
import type { ExportRow, ProviderField, ProviderValues } from '../../exports/rows.ts';
import { customerValue, sameValue, type CellValue } from '../../exports/values.ts';
import {
  employeeSizeBucket,
  exampleCompanyName,
  exampleLocation,
  isPrivateEmailDomain,
  parseEmail,
  parseWebsite,
  revenueBucket,
  zipDigit,
} from './rules.ts';

/** What the job stores: everything but the checks' counts, which are added when answering. */
export type CountedStatistics = Omit<Statistics, 'emails' | 'websites'>;

/** Examples kept per syntax check (the examples dialog). */
export const CHECK_EXAMPLES = 10;
/** Examples kept per enrichment class. */
export const ENRICHMENT_EXAMPLES = 3;
/** Duplicate groups kept as examples: 3 shown plus up to 10 behind "show more" (spec 9). */
export const DUPLICATE_EXAMPLES = DUPLICATE_EXAMPLES_SHOWN + DUPLICATE_EXAMPLES_EXPANDABLE;
/** Row ids kept per duplicate group (e-mail, website, input row, company). */
export const GROUP_ROW_IDS = 20;
/** Entries of the e-mail prefix and top-level domain distributions. */
export const DISTRIBUTION_ENTRIES = 20;
/** Entries of the legal form distribution. */
export const LEGAL_FORM_ENTRIES = 20;

/** The fields the enrichment compares: every mapping field the provider's record has too. */
export const ENRICHMENT_FIELDS: readonly InternalField[] = INTERNAL_FIELDS.filter(
  (field) => field !== 'ext_id' && field !== 'provider_id',
);

/**
 * What a company whose data pack the account has not purchased shows: the fields the review shows
 * of any candidate (its snapshot's), nothing of the paid record.
 */
const LOCKED_COMPANY_FIELDS: ReadonlySet<string> = new Set([
  'company_name',
  'zip',
  'location',
  'street',
  'country',
  'url',
  'status',
]);

const STATUSES = ['active', 'in_liquidation', 'deleted', 'not_in_hr'] as const;
type Status = (typeof STATUSES)[number];

const ENRICHMENT_CLASSES = [
  'missing',
  'missing_known',
  'missing_unknown',
  'existing',
  'existing_unchanged',
  'existing_changed_known',
  'existing_changed_unknown',
] as const satisfies readonly (keyof FieldEnrichment)[];

export interface StatisticsCounterOptions {
  shape: BatchShape;
  /** Whether a company of this data pack is unlocked for the account. */
  isPackOpen: (pack: string | null) => boolean;
  /** Whether the provider's value of a field may be shown (examples show null otherwise). */
  isFieldOpen: (field: string) => boolean;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A distribution as KeyCounts, largest first (ties by key), at most `limit` entries. */
function topEntries(counts: ReadonlyMap<string, number>, limit = Number.POSITIVE_INFINITY): KeyCount[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([key, count]) => ({ key, count }));
}

/** Fixed buckets in their order, zero where nothing counted. */
function bucketEntries(keys: readonly string[], counts: ReadonlyMap<string, number>): KeyCount[] {
  return keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

function emptyCheck(): CheckResult {
  return { count: 0, examples: [] };
}

function addCheck(check: CheckResult, rowId: number, value: string): void {
  check.count += 1;
  if (check.examples.length < CHECK_EXAMPLES) check.examples.push({ row_id: rowId, value });
}

function emptyBucket(): EnrichmentBucket {
  return { count: 0, examples: [] };
}

function emptyEnrichment(): FieldEnrichment {
  const enrichment = {} as FieldEnrichment;
  for (const name of ENRICHMENT_CLASSES) enrichment[name] = emptyBucket();
  return enrichment;
}

function text(value: CellValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A group of rows sharing one value (an e-mail, a website, a row's cells, a company). */
interface Group<Extra> {
  first: number;
  rows: number[];
  size: number;
  extra: Extra;
}

/**
 * Rows grouped by a value. Most values occur once: a value's first row is kept in flat arrays, and
 * a group is made only when the value comes again, so a batch of 100,000 distinct values allocates
 * no object per value.
 */
class Groups<Extra> {
  readonly #index = new Map<string, number>();
  readonly #firstRows: number[] = [];
  readonly #extras: Extra[] = [];
  readonly #repeats = new Map<number, Group<Extra>>();

  /**
   * Adds a row to the value's group; `extra` (what a group shows of its first row) is made only
   * for a value's first row.
   */
  add(key: string, rowId: number, extra: () => Extra): void {
    const at = this.#index.get(key);
    if (at === undefined) {
      this.#index.set(key, this.#firstRows.length);
      this.#firstRows.push(rowId);
      this.#extras.push(extra());
      return;
    }
    let group = this.#repeats.get(at);
    if (!group) {
      group = { first: this.#firstRows[at]!, rows: [this.#firstRows[at]!], size: 1, extra: this.#extras[at]! };
      this.#repeats.set(at, group);
    }
    group.size += 1;
    if (group.rows.length < GROUP_ROW_IDS) group.rows.push(rowId);
  }

  /** The groups of two rows or more, in the order of their first rows. */
  repeated(): Group<Extra>[] {
    return [...this.#repeats.values()].sort((a, b) => a.first - b.first);
  }
}

/** sameValue (exports/values.ts) with a fast path for the common case of equal text up to case. */
function isSame(customer: string, provider: string | number): boolean {
  if (typeof provider === 'string' && customer.toLowerCase() === provider.toLowerCase()) return true;
  return sameValue(customer, provider);
}

/**
 * The cells of a row as a short key: equal after trimming, with runs of blanks as one and case
 * ignored. 64 bits of FNV-1a (two multipliers) over the cells, with a cell end between them, so
 * memory stays flat however wide the rows are; null for a row without any value.
 */
function rowKey(cells: readonly (string | null)[]): string | null {
  let a = 0x811c9dc5;
  let b = 0x4b8c1d3a;
  let length = 0;
  const mix = (c: number) => {
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
    length += 1;
  };
  let any = false;
  for (const cell of cells) {
    const value = cell === null ? '' : String(cell).trim().toLowerCase();
    if (value !== '') any = true;
    let blank = false;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
      const isBlank = c === 32 || (c >= 9 && c <= 13) || c === 0xa0;
      if (isBlank) {
        blank = true;
        continue;
      }
      if (blank) mix(32);
      blank = false;
      mix(c);
    }
    // Cell end: no text character, so cells cannot run into each other.
    mix(0x110000);
  }
  if (!any) return null;
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${length}`;
}

/**
 * Counts the statistics of a batch's rows: `add` each row in file order (exports/rows.ts
 * batchRows), then `result` with the file's figures.
 */
export class StatisticsCounter {
  readonly #options: StatisticsCounterOptions;
  readonly #at: Map<string, number>;
  readonly #mappedFields: InternalField[];

  #rows = 0;
  readonly #fill = new Map<InternalField, FillRate>();
  readonly #checks = { email: emptyCheck(), emailPrivateDomain: emptyCheck(), url: emptyCheck() };
  readonly #prefixes = new Map<string, number>();
  readonly #emails = new Groups<string>();
  readonly #tlds = new Map<string, number>();
  readonly #websites = new Groups<string>();
  readonly #inputRows = new Groups<string | null>();

  #exact = 0;
  #noMatch = 0;
  #manual = 0;
  #manuallyAdded = 0;
  #selected = 0;
  readonly #status = new Map<Status, { count: number; examples: CompanyExample[] }>(
    STATUSES.map((s) => [s, { count: 0, examples: [] }]),
  );
  readonly #companies = new Groups<{ source: string | null; name: string | null; location: string | null }>();
  readonly #legalForms = new Map<string, number>();
  readonly #employees = new Map<string, number>();
  readonly #revenues = new Map<string, number>();
  readonly #zips = new Map<string, number>();
  readonly #industries = new Map<string, number>();
  readonly #industryCodes = new Map<string, number>();
  readonly #enrichment: { field: InternalField; at: number | undefined; counts: FieldEnrichment }[];

  constructor(options: StatisticsCounterOptions) {
    this.#options = options;
    this.#at = mappedFieldIndexes(options.shape);
    const mapped = new Set<string>(this.#at.keys());
    this.#mappedFields = INTERNAL_FIELDS.filter((field) => mapped.has(field));
    for (const field of this.#mappedFields) this.#fill.set(field, { existing: 0, missing: 0 });
    this.#enrichment = ENRICHMENT_FIELDS.map((field) => ({
      field,
      at: this.#at.get(field),
      counts: emptyEnrichment(),
    }));
  }

  #cell(row: ExportRow, field: InternalField): string | null {
    const at = this.#at.get(field);
    return at === undefined ? null : customerValue(row.cells[at]);
  }

  /** Counts one row. */
  add(row: ExportRow): void {
    this.#rows += 1;
    for (const field of this.#mappedFields) {
      const rate = this.#fill.get(field)!;
      if (this.#cell(row, field) === null) rate.missing += 1;
      else rate.existing += 1;
    }
    const name = this.#cell(row, 'company_name');
    this.#countEmails(row.rowId, this.#cell(row, 'email'));
    this.#countWebsite(row.rowId, this.#cell(row, 'url'));
    const key = rowKey(row.cells);
    if (key !== null) this.#inputRows.add(key, row.rowId, () => name);
    this.#countMatch(row, name);
  }

  #countEmails(rowId: number, cell: string | null): void {
    if (cell === null) return;
    let invalid = false;
    const seen = new Set<string>();
    for (const part of cell.split(/[\s,;]+/)) {
      if (part === '') continue;
      const email = parseEmail(part);
      if (!email) {
        invalid = true;
        continue;
      }
      if (seen.has(email.key)) continue;
      seen.add(email.key);
      increment(this.#prefixes, email.prefix);
      if (isPrivateEmailDomain(email.domain)) addCheck(this.#checks.emailPrivateDomain, rowId, part);
      this.#emails.add(email.key, rowId, () => part);
    }
    if (invalid) addCheck(this.#checks.email, rowId, cell);
  }

  #countWebsite(rowId: number, cell: string | null): void {
    if (cell === null) return;
    const website = parseWebsite(cell);
    if (!website) {
      addCheck(this.#checks.url, rowId, cell);
      return;
    }
    if (website.tld !== null) increment(this.#tlds, website.tld);
    this.#websites.add(website.key, rowId, () => cell);
  }

  #countMatch(row: ExportRow, name: string | null): void {
    const type = row.matchType;
    if (type === null) return;
    const company = row.company;
    if (type === 'manual') this.#manual += 1;
    if (type === 'noMatch' || (type === 'exact' && !company)) this.#noMatch += 1;
    if (!company) return;
    if (type !== 'exact') this.#manuallyAdded += 1;
    if (row.source === 'selected') this.#selected += 1;
    this.#exact += 1;

    const values = this.#visibleValues(company.values, company.dataPack);
    const location = this.#cell(row, 'location');
    const providerName = text(values?.company_name);
    const providerLocation = text(values?.location);

    const status = values?.status;
    const bucket = typeof status === 'string' ? this.#status.get(status as Status) : undefined;
    if (bucket) {
      bucket.count += 1;
      if (bucket.examples.length < REGISTER_EXAMPLES) {
        bucket.examples.push({
          company_name: exampleCompanyName(name ?? providerName),
          location: exampleLocation(location ?? providerLocation),
          row_id: row.rowId,
        });
      }
    }
    this.#companies.add(company.providerId, row.rowId, () => ({
      source: name,
      name: providerName,
      location: providerLocation,
    }));
    if (!values) return;

    const legalForm = text(values.legal_form);
    if (legalForm !== null) increment(this.#legalForms, legalForm);
    const employees = employeeSizeBucket(values.employee_size, values.num_employees);
    if (employees) increment(this.#employees, employees);
    const revenue = revenueBucket(values.revenue_size, values.revenue);
    if (revenue) increment(this.#revenues, revenue);
    const digit = zipDigit(values.zip);
    if (digit !== null) increment(this.#zips, digit);
    const industry = text(values.industry);
    if (industry !== null) increment(this.#industries, industry);
    const code = text(values.wz_code);
    if (code !== null) {
      const label = text(values.wz_label);
      increment(this.#industryCodes, label === null ? code : `${code} ${label}`);
    }
    this.#countEnrichment(row, values);
  }

  /** The provider's values the account may see of a company: all of an unlocked one, a locked one's snapshot fields. */
  #visibleValues(values: ProviderValues | null, pack: string | null): Partial<ProviderValues> | null {
    if (!values || this.#options.isPackOpen(pack)) return values;
    const visible: Partial<Record<ProviderField, string | number | null>> = {};
    for (const field of LOCKED_COMPANY_FIELDS) visible[field as ProviderField] = values[field as ProviderField];
    return visible;
  }

  #countEnrichment(row: ExportRow, values: Partial<ProviderValues>): void {
    for (const { field, at, counts: enrichment } of this.#enrichment) {
      const customer = at === undefined ? null : customerValue(row.cells[at]);
      const value = values[field as ProviderField];
      const provider =
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
      if (customer === null) {
        this.#into(enrichment.missing, row, field, customer, provider);
        this.#into(provider === null ? enrichment.missing_unknown : enrichment.missing_known, row, field, customer, provider);
      } else {
        this.#into(enrichment.existing, row, field, customer, provider);
        const bucket =
          provider === null
            ? enrichment.existing_changed_unknown
            : isSame(customer, provider)
              ? enrichment.existing_unchanged
              : enrichment.existing_changed_known;
        this.#into(bucket, row, field, customer, provider);
      }
    }
  }

  #into(
    bucket: EnrichmentBucket,
    row: ExportRow,
    field: string,
    customer: string | null,
    provider: string | number | null,
  ): void {
    bucket.count += 1;
    if (bucket.examples.length >= ENRICHMENT_EXAMPLES) return;
    bucket.examples.push({
      row_id: row.rowId,
      customerValue: customer,
      providerValue: provider === null || !this.#options.isFieldOpen(field) ? null : String(provider),
    });
  }


  /** The statistics of the rows added, with the file's figures. */
  result(file: FileStats): CountedStatistics {
    const emailDuplicates: DuplicateEmail[] = this.#emails.repeated().map((g) => ({
      email: g.extra,
      row_ids: g.rows,
    }));
    const urlDuplicates: DuplicateUrl[] = this.#websites.repeated().map((g) => ({ url: g.extra, row_ids: g.rows }));
    const inputGroups = this.#inputRows.repeated();
    const inputExamples: DuplicateRowsExample[] = inputGroups.slice(0, DUPLICATE_EXAMPLES).map((g) => ({
      company_name: exampleCompanyName(g.extra),
      row_ids: g.rows,
    }));
    const companyGroups = this.#companies.repeated();
    const nToOneExamples: NToOneExample[] = companyGroups.slice(0, DUPLICATE_EXAMPLES).map((g) => ({
      sourceCompanyName: exampleCompanyName(g.extra.source),
      rows: g.rows,
      matchedCompanyName: exampleCompanyName(g.extra.name),
      matchedCompanyLocation: exampleLocation(g.extra.location),
    }));
    const nToOneRows = companyGroups.reduce((sum, g) => sum + g.size, 0);
    const duplicates = nToOneRows - companyGroups.length;

    const byField = Object.create(null) as Record<string, FillRate>;
    for (const [field, rate] of this.#fill) byField[field] = rate;
    const enrichment = Object.create(null) as Record<string, FieldEnrichment>;
    for (const { field, counts } of this.#enrichment) enrichment[field] = counts;
    const status = (s: Status) => this.#status.get(s)!;

    return {
      file,
      import: {
        count: this.#rows,
        syntaxErrors: { count: this.#checks.email.count + this.#checks.url.count },
        checks: this.#checks,
        duplicates: {
          count: inputGroups.reduce((sum, g) => sum + g.size - 1, 0),
          examples: inputExamples,
        },
        fillrates: { byField },
        email: { prefixes: topEntries(this.#prefixes, DISTRIBUTION_ENTRIES), duplicates: emailDuplicates },
        url: { tlds: topEntries(this.#tlds, DISTRIBUTION_ENTRIES), duplicates: urlDuplicates },
      },
      matches: {
        matchingResult: {
          processedRows: this.#rows,
          duplicates,
          noMatch: this.#noMatch,
          manualMatch: this.#manual,
          manuallyAdded: this.#manuallyAdded,
          result: this.#rows - duplicates - this.#noMatch - this.#manual + this.#manuallyAdded,
        },
        exactMatch: {
          count: this.#exact,
          status: {
            active: status('active'),
            in_liquidation: status('in_liquidation'),
            deleted: status('deleted'),
            not_in_hr: status('not_in_hr'),
          },
          nToOne: { count: nToOneRows, countUnique: companyGroups.length, examples: nToOneExamples },
          legalForms: topEntries(this.#legalForms, LEGAL_FORM_ENTRIES),
          employeeSizes: bucketEntries(EMPLOYEE_SIZE_BUCKETS, this.#employees),
          revenueSizes: bucketEntries(REVENUE_BUCKETS, this.#revenues),
          zipCodes: bucketEntries(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], this.#zips),
          industries: topEntries(this.#industries, INDUSTRIES_CHART_MAX),
          industryCodes: topEntries(this.#industryCodes, INDUSTRIES_CHART_MAX),
          selectedByCustomer: this.#selected,
          enrichment,
        },
        noMatch: { count: this.#noMatch },
        manualMatch: { count: this.#manual },
      },
    };
  }
}

/** The checks' counts added to the statistics when answering (checks/counts.ts checkCountsOf). */
export type CheckCounts = Pick<Statistics, 'emails' | 'websites'>;
