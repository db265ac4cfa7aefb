import type {
  EmailCheckStats,
  FieldEnrichment,
  FillRate,
  KeyCount,
  WebsiteCheckStats,
} from '../generated/types.ts';
import { FILL_RATE_GREEN_MIN, FILL_RATE_ORANGE_MIN } from './constants.ts';

/**
 * Rules of the quality report (spec 2 Quality report page, 3 Statistics, 9 Quality report) that the
 * report page, its export mode and anything the server renders from it must decide alike.
 */

/** A German school grade, 1 (sehr gut) to 6 (ungenügend) (spec 2: "Grades are school grades"). */
export type SchoolGrade = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The lowest fill rate of each grade from 1 to 4 (docs/quality-report.md, Grades). Below the last
 * limit any value at all is a 5; no value in any row is a 6. The scale follows how usable a field is
 * for a customer: nine in ten rows filled is very good, three in four good, half satisfactory, a
 * quarter sufficient, anything less poor.
 */
export const SCHOOL_GRADE_LIMITS: readonly { grade: SchoolGrade; min: number }[] = [
  { grade: 1, min: 0.9 },
  { grade: 2, min: 0.75 },
  { grade: 3, min: 0.5 },
  { grade: 4, min: 0.25 },
];

/**
 * The share of rows with a value, 0 to 1; null when the field counts no rows at all (nothing to
 * grade). Counts from the server are trusted to be whole and non-negative (the contract says so).
 */
export function fillRateOf({ existing, missing }: FillRate): number | null {
  const total = existing + missing;
  return total > 0 ? existing / total : null;
}

/** The school grade of a fill rate (0 to 1): ≥ 90 % 1, ≥ 75 % 2, ≥ 50 % 3, ≥ 25 % 4, > 0 % 5, 0 % 6. */
export function schoolGradeOf(fillRate: number): SchoolGrade {
  for (const { grade, min } of SCHOOL_GRADE_LIMITS) if (fillRate >= min) return grade;
  return fillRate > 0 ? 5 : 6;
}

/**
 * The colour class of a fill rate (spec 9): from 80 % green (`high`), from 20 % orange (`medium`),
 * below light green (`low`); a rate of 0 is the exception the report words instead of a colour
 * (`none`).
 */
export type FillRateLevel = 'high' | 'medium' | 'low' | 'none';

export function fillRateLevel(fillRate: number): FillRateLevel {
  if (fillRate <= 0) return 'none';
  if (fillRate >= FILL_RATE_GREEN_MIN) return 'high';
  if (fillRate >= FILL_RATE_ORANGE_MIN) return 'medium';
  return 'low';
}

/**
 * The fill rate of a field after enrichment: the customer's values plus the values the provider knows
 * for exact matches where the customer has none (`missing_known`, docs/quality-report.md Grades).
 * Without enrichment counts for the field it stays as it was.
 */
export function fillRateAfterEnrichment(before: FillRate, enrichment: FieldEnrichment | undefined): FillRate {
  const filled = Math.min(before.missing, Math.max(0, enrichment?.missing_known.count ?? 0));
  return { existing: before.existing + filled, missing: before.missing - filled };
}

/**
 * Everything the report's fill-rate table needs to grade and colour a rate, in one object so the
 * kit's FillRateTable (which cannot import api-client) is handed exactly these rules.
 */
export const FILL_RATE_RULES = {
  gradeOf: schoolGradeOf,
  levelOf: fillRateLevel,
  gradeLimits: SCHOOL_GRADE_LIMITS,
  levelLimits: { high: FILL_RATE_GREEN_MIN, medium: FILL_RATE_ORANGE_MIN },
} as const;

/** One bucket of a distribution compared with the comparison data (spec 9). */
export interface BucketShare {
  key: string;
  count: number;
  /** Share of the counted rows, 0 to 1 (0 when nothing was counted). */
  share: number;
  /** The comparison data's share, 0 to 1. */
  comparison: number;
}

/**
 * The buckets of a distribution in the report's order, each with its share and the comparison
 * data's share (given in percent, as spec 9 lists them). Buckets the server did not send count 0;
 * keys it sent that the report does not know are left out.
 */
export function bucketShares(
  entries: readonly KeyCount[],
  keys: readonly string[],
  comparisonPercent: readonly number[],
): BucketShare[] {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.key, (counts.get(entry.key) ?? 0) + entry.count);
  const total = keys.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
  return keys.map((key, index) => {
    const count = counts.get(key) ?? 0;
    return {
      key,
      count,
      share: total > 0 ? count / total : 0,
      comparison: (comparisonPercent[index] ?? 0) / 100,
    };
  });
}

/** How far a reachability check has come (spec 4 E-mail check and website check). */
export interface CheckProgress {
  /** Addresses or websites checked so far. */
  checked: number;
  /** Everything the check covers. */
  total: number;
  /** Whole percent, 0 to 100; 0 when there is nothing to check. */
  percent: number;
}

/** The progress of the e-mail or website check from its counts. */
export function checkProgress(stats: EmailCheckStats | WebsiteCheckStats): CheckProgress {
  const checked =
    'extRedirect' in stats
      ? stats.available + stats.extRedirect + stats.intRedirect + stats.unavailable + stats.blocked
      : stats.available + stats.unavailable + stats.unknown;
  const total = checked + stats.notStarted;
  return { checked, total, percent: total > 0 ? Math.floor((checked / total) * 100) : 0 };
}
