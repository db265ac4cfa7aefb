/**
 * Matching one row against the index, start to end: normalise, retrieve candidates, compare,
 * score, keep the best, explain. Synchronous and single-threaded: a worker thread runs one
 * Matcher over its chunks (pool.ts), a test or the fitting script runs it directly.
 */
import type { CompanyStatus } from '../../companies/model.ts';
import { normalizeRow } from '../normalize/row.ts';
import type { CompanyIndex } from '../index/company-index.ts';
import { matchEachRow, priorityOf, type Candidate, type MappedRow, type RowResult } from '../types.ts';
import { encodeFeatures } from '../labels/features.ts';
import { compare, type Comparison } from './compare.ts';
import { possibleDuplicates } from './duplicates.ts';
import { MatchModel, rowEvidence, type ModelParameters } from './model.ts';
import { RetrievalScratch, buildQuery, retrieve } from './retrieve.ts';

/** Candidates kept per row (the review screen's matches table). */
export const KEPT_CANDIDATES = 5;

/** A row's scored candidates before they are cut to the best few (fitting and evaluation read these). */
export interface ScoredRow {
  rowId: number;
  comparisons: Comparison[];
  scores: number[];
  /** The fields the row has (model.ts rowEvidence): the terms of its no-match score. */
  evidence: Uint8Array;
}

export class Matcher {
  readonly index: CompanyIndex;
  readonly model: MatchModel;
  readonly kept: number;
  readonly #scratch: RetrievalScratch;

  constructor(index: CompanyIndex, parameters: ModelParameters, kept = KEPT_CANDIDATES) {
    this.index = index;
    this.model = new MatchModel(parameters);
    this.kept = kept;
    this.#scratch = new RetrievalScratch(index.size);
  }

  /** Every candidate of the row with its comparison and score, in retrieval order. */
  score(row: MappedRow): ScoredRow {
    const normalized = normalizeRow(row);
    const query = buildQuery(this.index, normalized);
    const companies = retrieve(this.index, query, this.#scratch);
    const comparisons = companies.map((company) => compare(this.index, query, company));
    return {
      rowId: row.rowId,
      comparisons,
      scores: comparisons.map((c) => this.model.score(c)),
      evidence: rowEvidence(normalized),
    };
  }

  matchRow(row: MappedRow): RowResult {
    const scored = this.score(row);
    const probabilities = this.model.probabilities(scored.scores, scored.evidence);
    const order = scored.comparisons
      .map((_, i) => i)
      .sort(
        (x, y) =>
          probabilities.candidates[y]! - probabilities.candidates[x]! ||
          scored.comparisons[x]!.company - scored.comparisons[y]!.company,
      )
      .slice(0, this.kept);
    const keptProbabilities = order.map((i) => probabilities.candidates[i]!);
    const keptSum = keptProbabilities.reduce((sum, p) => sum + p, 0);
    // "None of the candidates" means none of those kept: the dropped ones' share goes to it.
    const calibrated = this.model.calibrate(keptProbabilities, Math.max(0, 1 - keptSum));
    const twins = possibleDuplicates(
      this.index,
      order.map((i) => scored.comparisons[i]!.company),
    );
    const candidates: Candidate[] = order.map((i, k) => {
      const comparison = scored.comparisons[i]!;
      const display = this.index.display(comparison.company);
      return {
        providerId: display.provider_id!,
        probability: calibrated.candidates[k]!,
        dataPack: display.data_pack ?? '',
        data: {
          company_name: display.company_name,
          zip: display.zip,
          location: display.location,
          street: display.street,
          country: display.country,
          url: display.url,
          status: display.status as CompanyStatus | null,
        },
        explanation: this.model.explain(comparison, scored.evidence),
        features: encodeFeatures(comparison),
        possibleDuplicate: twins[k]!,
      };
    });
    return {
      rowId: row.rowId,
      candidates,
      noMatchProbability: calibrated.none,
      priority: priorityOf(candidates, calibrated.none),
    };
  }

  /**
   * Matches the rows in order. A row whose matching throws is a failed row (no match, with the
   * note 'matching_failed' and the error) and the others go on: one bad row never sinks a chunk.
   */
  matchRows(rows: readonly MappedRow[]): RowResult[] {
    return matchEachRow(rows, (row) => this.matchRow(row));
  }
}
