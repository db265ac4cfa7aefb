import {
  bucketShares,
  EMPLOYEE_SIZE_BUCKETS,
  EMPLOYEE_SIZE_COMPARISON,
  fillRateAfterEnrichment,
  INTERNAL_FIELDS,
  REVENUE_BUCKETS,
  REVENUE_COMPARISON,
  ZIP_DIGIT_COMPARISON,
  type EmailCheckStats,
  type FillRate,
  type Statistics,
  type WebsiteCheckStats,
} from '@datacare/api-client';
import type { TFunction } from 'i18next';
import type { ComparisonBucket, FillRateRow, ReportTone, StackedBarSegment } from '@datacare/ui-kit';

/**
 * What the report page derives from the statistics (spec 2 Quality report page, 9 Quality report):
 * pure functions, so the page and its export mode show the same figures. Labels come in as a
 * function of a catalogue key; field keys from the server are untrusted text and only ever looked
 * up in Maps or by the catalogue.
 */

type Translate = TFunction;

/** The register categories in the bar's order, with their colours. */
export const REGISTER_STATUSES = [
  { key: 'active', tone: 'success' },
  { key: 'in_liquidation', tone: 'warning' },
  { key: 'deleted', tone: 'error' },
  { key: 'not_in_hr', tone: 'neutral' },
] as const satisfies readonly { key: string; tone: ReportTone }[];
export type RegisterStatus = (typeof REGISTER_STATUSES)[number]['key'];

export function registerSegments(statistics: Statistics, t: Translate): StackedBarSegment[] {
  const { status } = statistics.matches.exactMatch;
  return REGISTER_STATUSES.map(({ key, tone }) => ({
    key,
    tone,
    label: t(`report.register.${key}`),
    count: status[key].count,
    hasExamples: status[key].examples.length > 0,
  }));
}

/** The e-mail check's result categories (spec 3 E-mail check). */
export const EMAIL_RESULTS = [
  { key: 'available', tone: 'success' },
  { key: 'unavailable', tone: 'error' },
  { key: 'unknown', tone: 'neutral' },
] as const satisfies readonly { key: keyof EmailCheckStats; tone: ReportTone }[];

/** The website check's result categories (spec 3 Website check, plus `available` and `blocked`). */
export const WEBSITE_RESULTS = [
  { key: 'available', tone: 'success' },
  { key: 'intRedirect', tone: 'info' },
  { key: 'extRedirect', tone: 'warning' },
  { key: 'unavailable', tone: 'error' },
  { key: 'blocked', tone: 'neutral' },
] as const satisfies readonly { key: keyof WebsiteCheckStats; tone: ReportTone }[];

/** Categories whose examples the server sends (getResults). */
const EMAIL_EXAMPLE_KEYS = new Set<string>(['unavailable']);
const WEBSITE_EXAMPLE_KEYS = new Set<string>(['extRedirect', 'intRedirect', 'unavailable', 'blocked']);

export function emailSegments(stats: EmailCheckStats, t: Translate): StackedBarSegment[] {
  return EMAIL_RESULTS.map(({ key, tone }) => ({
    key,
    tone,
    label: t(`report.email.results.${key}`),
    count: stats[key],
    hasExamples: EMAIL_EXAMPLE_KEYS.has(key) && stats[key] > 0,
  }));
}

export function websiteSegments(stats: WebsiteCheckStats, t: Translate): StackedBarSegment[] {
  return WEBSITE_RESULTS.map(({ key, tone }) => ({
    key,
    tone,
    label: t(`report.website.results.${key}`),
    count: stats[key],
    hasExamples: WEBSITE_EXAMPLE_KEYS.has(key) && stats[key] > 0,
  }));
}

/** Nothing to check: the file has no e-mail addresses (or websites) at all. */
export function isNothingToCheck(stats: EmailCheckStats | WebsiteCheckStats): boolean {
  return Object.values(stats).every((count) => count === 0);
}

const SIZE_LABELS = new Map<string, string>([
  ['1-10', 'report.analysis.sizeBuckets.micro'],
  ['11-100', 'report.analysis.sizeBuckets.small'],
  ['101-500', 'report.analysis.sizeBuckets.medium'],
  ['>500', 'report.analysis.sizeBuckets.large'],
]);

const REVENUE_LABELS = new Map<string, string>([
  ['0-1Mio', 'report.analysis.revenueBuckets.upTo1m'],
  ['1-10Mio', 'report.analysis.revenueBuckets.upTo10m'],
  ['10-100Mio', 'report.analysis.revenueBuckets.upTo100m'],
  ['100-1Mrd', 'report.analysis.revenueBuckets.upTo1b'],
  ['>1Mrd', 'report.analysis.revenueBuckets.over1b'],
]);

/** First zip digits 0 to 9, the buckets of the zip-code chart. */
export const ZIP_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The three comparison charts of the data analysis, with spec 9's comparison shares. */
export function comparisonCharts(statistics: Statistics, t: Translate) {
  const exact = statistics.matches.exactMatch;
  const labelled = (
    entries: ReturnType<typeof bucketShares>,
    label: (key: string) => string,
  ): ComparisonBucket[] => entries.map((entry) => ({ ...entry, label: label(entry.key) }));
  return {
    size: labelled(
      bucketShares(exact.employeeSizes, EMPLOYEE_SIZE_BUCKETS, EMPLOYEE_SIZE_COMPARISON),
      (key) => t(SIZE_LABELS.get(key) ?? key),
    ),
    revenue: labelled(bucketShares(exact.revenueSizes, REVENUE_BUCKETS, REVENUE_COMPARISON), (key) =>
      t(REVENUE_LABELS.get(key) ?? key),
    ),
    zip: labelled(bucketShares(exact.zipCodes, ZIP_DIGITS, ZIP_DIGIT_COMPARISON), (digit) =>
      t('report.analysis.zipBucket', { digit }),
    ),
  };
}

/**
 * The enrichment table's rows (spec 2 Enrichment): per field the customer's fill rate
 * (`import.fillrates`) and the fill rate after enrichment (plus the exact matches' `missing_known`),
 * fields in the mapping screen's order, unknown keys after them. `fieldLabel` names a field.
 */
export function fillRateRows(statistics: Statistics, fieldLabel: (field: string) => string): FillRateRow[] {
  const byField = new Map<string, FillRate>(Object.entries(statistics.import.fillrates.byField));
  const enrichment = new Map(Object.entries(statistics.matches.exactMatch.enrichment));
  const order = new Map<string, number>(INTERNAL_FIELDS.map((field, index) => [field, index]));
  const fields = [...byField.keys()].sort(
    (a, b) =>
      (order.get(a) ?? INTERNAL_FIELDS.length) - (order.get(b) ?? INTERNAL_FIELDS.length) ||
      a.localeCompare(b),
  );
  return fields.map((field) => {
    const before = byField.get(field)!;
    return {
      field,
      label: fieldLabel(field),
      before,
      after: fillRateAfterEnrichment(before, enrichment.get(field)),
    };
  });
}
