/**
 * The batch output format (docs/matching.md, 'Batch CLI'): one JSON object per row with the
 * match type at the threshold (the contract's one rule), the row's best entry, the no-match
 * probability and the ranked candidates with their data and explanations.
 */
import { matchTypeOf } from '@datacare/api-client/domain';
import type { MatchType } from '@datacare/api-client/generated/types';
import type { CandidateData, FieldExplanation, RowResult } from './types.ts';

export interface OutputCandidate {
  pos: number;
  provider_id: string;
  probability: number;
  data: CandidateData;
  explanation: FieldExplanation[];
}

export interface OutputRow {
  row_id: number;
  match_type: MatchType;
  priority: { probability: number; isNoMatch: boolean };
  no_match_probability: number;
  candidates: OutputCandidate[];
  /** 'matching_failed' when matching the row raised an error (it is then a no match). */
  note?: 'matching_failed';
}

/** Probabilities with 6 decimals: the review screen shows 5 significant digits at most. */
const round = (p: number) => Math.round(p * 1e6) / 1e6;

export function toOutputRow(result: RowResult, threshold: number): OutputRow {
  return {
    row_id: result.rowId,
    match_type: matchTypeOf(result.priority, threshold),
    priority: { probability: round(result.priority.probability), isNoMatch: result.priority.isNoMatch },
    no_match_probability: round(result.noMatchProbability),
    candidates: result.candidates.map((c, pos) => ({
      pos,
      provider_id: c.providerId,
      probability: round(c.probability),
      data: c.data,
      explanation: c.explanation,
    })),
    ...(result.note ? { note: result.note } : {}),
  };
}
