/**
 * How a candidate's value relates to the input's: the same, different, present only on the
 * candidate (missing on the input: the candidate would enrich the row), or present only on the input.
 */
export type ValueComparison = 'same' | 'different' | 'missingOnInput' | 'missingOnCandidate';

/** Case, surrounding and repeated whitespace and Unicode composition do not count as differences. */
function normalise(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('de');
}

/**
 * Compares an input value with a candidate's the way the review table colours it (spec 2 Review
 * page): "Hauptstr. 3" vs "hauptstr.  3" is the same; an empty input with a candidate value is
 * `missingOnInput` (green); two values that differ are `different` (red). Two empty values are the same.
 */
export function compareValues(
  input: string | null | undefined,
  candidate: string | null | undefined,
  /** Both are known to mean the same ("AT" and "Österreich"): present on both sides is 'same'. */
  equivalent = false,
): ValueComparison {
  const a = normalise(input);
  const b = normalise(candidate);
  if (a === b) return 'same';
  if (a === '') return 'missingOnInput';
  if (b === '') return 'missingOnCandidate';
  return equivalent ? 'same' : 'different';
}
