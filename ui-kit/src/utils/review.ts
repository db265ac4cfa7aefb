/**
 * The review page's data in plain kit types, mirroring the contract's result page response (spec 3
 * "Result page response") so the app can pass its rows straight in. The kit never imports api-client.
 */

/** The review page's tabs in display order (spec 2 Review page). */
export const REVIEW_TABS = ['noMatch', 'manual', 'exact'] as const;

/** One of `REVIEW_TABS`; the contract's `MatchType` filter of the result page request. */
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** A company's register status (contract MatchData `status`); null when unknown or locked. */
export type CompanyStatus = 'active' | 'in_liquidation' | 'deleted' | 'not_in_hr';

/** The input row's mapped values shown on the card (contract MappedRow). */
export interface ReviewMappedRow {
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
}

/** A candidate company (contract MatchData). For a locked match every field is null. */
export interface ReviewMatchData extends ReviewMappedRow {
  url: string | null;
  status: CompanyStatus | null;
}

/**
 * How a field of the input compares with the candidate's (the matcher's comparison levels):
 * 'partial' is a weaker 'similar'; 'absent' means the input states the field and the company has
 * none on record, 'missing' that the input does not state it.
 */
export type ExplanationLevel = 'same' | 'similar' | 'partial' | 'different' | 'missing' | 'absent';

/**
 * What a field's share holds beyond its level: a common name (agreement weighs less), the
 * company's name wholly inside the input's, an address the company has left.
 */
export type ExplanationNote = 'common_name' | 'name_contained' | 'former_address';

/** One field's grade and its signed share of the candidate's score (0.38 = +38 %; 0: weighs nothing). */
export interface ReviewExplanation {
  field: string;
  level: ExplanationLevel;
  share: number;
  /** Said in words after the level; optional so older responses still fit. */
  notes?: readonly ExplanationNote[];
}

/** One entry of a row's candidates: a company, or the no-match entry (`isNoMatch`). */
export interface ReviewMatch {
  /** Position within the row; what the app sends with saveSingleMatchSelection. */
  pos: number;
  /** 0 to 1. */
  probability: number;
  isNoMatch: boolean;
  /** False for companies whose data pack the account has not bought: the data shows as XXXX. */
  isUnlocked: boolean;
  isSelected: boolean;
  data: ReviewMatchData;
  /**
   * Another entry of the row is very likely the same company under another id in the provider's
   * database; the table says "possible duplicate in our data". Optional so older responses still fit.
   */
  possibleDuplicate?: boolean;
  /** Why the candidate scored as it did, per field; optional so older responses still fit. */
  explanation?: readonly ReviewExplanation[];
}

/**
 * Why a row has no candidates of its own (contract ResultRow `note`): 'matching_failed' when matching
 * the row raised an error; it then counts as no match.
 */
export type ReviewRowNote = 'matching_failed';

/** One input row with its candidates (contract ResultRow). */
export interface ReviewResultRow {
  /** 1-based row number in the file. */
  row_id: number;
  /** Set when the row could not be matched; the card says so. */
  note?: ReviewRowNote;
  mappedRow: ReviewMappedRow;
  manuallyChecked: boolean;
  /** The row took the user's decision from an earlier import (contract ResultRow `remembered`). */
  remembered?: boolean;
  matches: readonly ReviewMatch[];
}

/** Rows per tab, named as the contract's `StatusCounts` so the app can pass them straight in. */
export interface ReviewTabCounts {
  noMatches: number;
  manualMatches: number;
  exactMatches: number;
}

/**
 * Candidates below this probability (0.1 %) are not listed on the review card: they only pad the
 * table. The no-match entry ('none of these') and a selected entry are always listed.
 */
export const REVIEW_MIN_PROBABILITY = 0.001;

/**
 * The entries of a row the review card lists, in their order: every entry at or above
 * `minProbability`, the no-match entry and any selected entry. The number keys 1–9 count these,
 * so the app maps a key to an entry with the same function the table uses.
 */
export function listedMatches<M extends Pick<ReviewMatch, 'probability' | 'isNoMatch' | 'isSelected'>>(
  matches: readonly M[],
  minProbability: number = REVIEW_MIN_PROBABILITY,
): readonly M[] {
  const listed = matches.filter((m) => m.isNoMatch || m.isSelected || m.probability >= minProbability);
  // The same array when nothing is hidden, so memoised tables keep their props.
  return listed.length === matches.length ? matches : listed;
}
