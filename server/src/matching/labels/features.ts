/**
 * The features the model saw for one candidate, as a short text stored with the candidate
 * (match_candidates.features) and copied into a review label (review_labels.features): the level
 * of every compared field (one digit per field in MATCH_FIELDS order, COMPARISON_LEVELS index)
 * and the numeric features (NUMERIC_FEATURES order, 4 decimals), e.g. `4104444444444|0.9231,1,2.3026,0,1`.
 * No names, addresses or ids: a label built from these carries no customer text.
 *
 * A text whose layout does not fit the engine's (more or fewer fields or numbers after a model
 * change) decodes to null, and refit skips it.
 */
import type { Comparison } from '../engine/compare.ts';
import { NUMERIC_FEATURES, numericValues } from '../engine/model.ts';
import { COMPARISON_LEVELS, MATCH_FIELDS } from '../types.ts';

const NUMERIC_COUNT = Object.keys(NUMERIC_FEATURES).length;

/** One digit per comparison level (COMPARISON_LEVELS has fewer than ten). */
const LEVEL_DIGITS = '0123456789';

/**
 * A comparison's features as stored text. Written for every kept candidate of every row while
 * matching, so it builds the text in one pass instead of joining intermediate arrays.
 */
export function encodeFeatures(comparison: Comparison): string {
  let text = '';
  for (const level of comparison.levels) text += LEVEL_DIGITS[level];
  text += '|';
  const values = numericValues(comparison);
  for (let i = 0; i < values.length; i++) {
    if (i > 0) text += ',';
    text += Math.round(values[i]! * 10_000) / 10_000;
  }
  return text;
}

/** One candidate's features as the model weighs them: a level per field and the numeric values. */
export interface CandidateFeatures {
  /** COMPARISON_LEVELS index per field, in MATCH_FIELDS order. */
  levels: Uint8Array;
  /** In NUMERIC_FEATURES order. */
  numeric: number[];
}

/** Stored features back, or null when the text does not fit the engine's layout. */
export function decodeFeatures(text: string): CandidateFeatures | null {
  const [levelText, numericText] = text.split('|');
  if (levelText === undefined || numericText === undefined) return null;
  if (levelText.length !== MATCH_FIELDS.length || !/^[0-9]+$/.test(levelText)) return null;
  const levels = Uint8Array.from(levelText, (digit) => Number(digit));
  if (levels.some((level) => level >= COMPARISON_LEVELS.length)) return null;
  const numeric = numericText.split(',').map(Number);
  if (numeric.length !== NUMERIC_COUNT || numeric.some((x) => !Number.isFinite(x))) return null;
  return { levels, numeric };
}
