/**
 * The matching engine's interface (docs/matching.md): rows in, ranked candidates with calibrated
 * probabilities, the no-match probability and a per-field explanation out. The in-memory index
 * engine implements it; an engine on another store (a search cluster, PostgreSQL) can replace it
 * without touching jobs, CLI or routes.
 */
import type { MatchPriority } from '@datacare/api-client/domain';
import type { InternalField } from '@datacare/api-client/generated/types';
import type { CompanyStatus } from '../companies/model.ts';
import type { ChunkOutcome, ChunkRequest } from './jobs/chunk-store.ts';

/**
 * A customer row with its cells assigned to the product's fields by the import mapping (spec 3
 * Mapping). Only the fields the engine reads matter; others may be present.
 */
export interface MappedRow {
  /** The row's number in the file (1-based), echoed in the result. */
  rowId: number;
  values: Partial<Record<InternalField, string | null>>;
}

/** The fields the scorer compares, in the order explanations list them. */
export const MATCH_FIELDS = [
  'provider_id',
  'name',
  'legal_form',
  'street',
  'zip',
  'city',
  'country',
  'phone',
  'fax',
  'email',
  'url',
  'vat_id',
  'hr_id',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/**
 * How a field of the row compares with the candidate's: the same value, a similar one (a typo,
 * another spelling, the same street but another house), a different one, or missing on either
 * side. 'partial' is a weaker 'similar' (a name sharing only some words, the same street with
 * another house number).
 */
export const COMPARISON_LEVELS = ['same', 'similar', 'partial', 'different', 'missing'] as const;
export type ComparisonLevel = (typeof COMPARISON_LEVELS)[number];

/**
 * How a field reads in an explanation: a comparison level, or 'absent' when the row states the
 * field and the company has none on record (the comparison's 'missing' seen from the row's side,
 * which weighs against the company because the no-match option counts what the row states).
 */
export type ExplanationLevel = ComparisonLevel | 'absent';

/**
 * What a field's contribution holds beyond its level, in words for the reviewer (issue 15, 6):
 * 'common_name' when many names in the index share the company's words (a match weighs less),
 * 'name_contained' when the company's whole name is inside the row's (a parent organisation
 * before it), 'former_address' when the address that agrees is one the company has left.
 */
export const EXPLANATION_NOTES = ['common_name', 'name_contained', 'former_address'] as const;
export type ExplanationNote = (typeof EXPLANATION_NOTES)[number];

/**
 * One field's grade and what it added to the odds of the candidate against "none of them", in
 * bits (+1 doubles the odds): the level's weight less what the same field adds to the no-match
 * option when the row states it (model.ts explain). `notes` only when there is something to say.
 */
export interface FieldExplanation {
  field: MatchField;
  level: ExplanationLevel;
  contribution: number;
  notes?: ExplanationNote[];
}

/** What the review screen and the export show of a candidate (contract MatchData). */
export interface CandidateData {
  company_name: string | null;
  zip: string | null;
  location: string | null;
  street: string | null;
  country: string | null;
  url: string | null;
  status: CompanyStatus | null;
}

export interface Candidate {
  providerId: string;
  /** Calibrated probability that this company is the row's company. */
  probability: number;
  /** ISO country code of the company's data pack (locked matches: spec 3 Match isUnlocked). */
  dataPack: string;
  data: CandidateData;
  explanation: FieldExplanation[];
  /** The features the model saw (labels/features.ts), stored for review labels; engines may omit them. */
  features?: string;
  /** Another kept candidate is very likely the same company under another id (engine/duplicates.ts). */
  possibleDuplicate?: boolean;
}

export interface RowResult {
  rowId: number;
  /** Best first. */
  candidates: Candidate[];
  /** The probability that none of the candidates is the row's company (the isNoMatch entry). */
  noMatchProbability: number;
  /** The row's best entry, a candidate or the no-match entry: with the threshold it decides the match type. */
  priority: MatchPriority;
  /** 'matching_failed': matching the row raised `error`; the result is a no match (failedRowResult). */
  note?: 'matching_failed';
  /** The error of a failed row (its stack where there is one), for the log. */
  error?: string;
}

/** The text of an error for the log: its stack where it has one. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The result of a row whose matching raised an error: no candidates and the no-match entry at
 * probability 1, so the one match-type rule makes it a no match, with the note the review shows.
 * One such row does not stop the batch (issue 12).
 */
export function failedRowResult(rowId: number, error: unknown): RowResult {
  return {
    rowId,
    candidates: [],
    noMatchProbability: 1,
    priority: { probability: 1, isNoMatch: true },
    note: 'matching_failed',
    error: errorText(error),
  };
}

/**
 * Matches rows one by one, each on its own: a row that throws becomes a failed row
 * (failedRowResult) and the others go on.
 */
export function matchEachRow(
  rows: readonly MappedRow[],
  matchRow: (row: MappedRow) => RowResult,
): RowResult[] {
  return rows.map((row) => {
    try {
      return matchRow(row);
    } catch (error) {
      return failedRowResult(row.rowId, error);
    }
  });
}

/** Runs matching. Implementations may use threads; results come back in the order of the rows. */
export interface MatchEngine {
  readonly name: string;
  match(rows: readonly MappedRow[]): Promise<RowResult[]>;
  /**
   * Reads a range of a job's rows, matches them and stores the results where it matches
   * (jobs/chunk-store.ts); returns the rows stored and the failed rows among them. Engines
   * without it are stored by the runner.
   */
  matchAndStore?(request: ChunkRequest): Promise<ChunkOutcome>;
  close(): Promise<void>;
}

/** The row's best entry: the no-match entry when it is at least as likely as the best candidate. */
export function priorityOf(candidates: readonly Candidate[], noMatchProbability: number): MatchPriority {
  const best = candidates[0]?.probability ?? 0;
  return noMatchProbability >= best
    ? { probability: noMatchProbability, isNoMatch: true }
    : { probability: best, isNoMatch: false };
}
