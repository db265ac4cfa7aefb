/** Significant digits of a probability in the table (spec 9): 0.98765 → "98,8 %". */
export const PROBABILITY_DIGITS = 3;

/** Significant digits of a probability in its tooltip (spec 9): 0.98765 → "98,765 %". */
export const PROBABILITY_PRECISE_DIGITS = 5;

const formatters = new Map<string, Intl.NumberFormat>();

function percentFormatter(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumSignificantDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Keeps a probability within 0 to 1; anything that is not a number becomes 0. */
function clampProbability(probability: number): number {
  return Number.isFinite(probability) ? Math.min(1, Math.max(0, probability)) : 0;
}

/**
 * A probability (0 to 1) as a percentage with 3 significant digits in the user's format: 0.98765 →
 * "98,8 %", 0.0123456 → "1,23 %", 1 → "100 %" (German; "98.8%" in English). Significant digits
 * rather than decimals, so small probabilities do not all read as "0 %". Not `formatNumber`, which
 * caps decimals at two.
 */
export function formatProbability(probability: number, locale: string): string {
  const value = clampProbability(probability);
  // Below 0.001 % three significant digits would read like noise ("0,0000000000000444 %").
  if (value > 0 && value < SMALLEST_SHOWN) return `< ${percentFormatter(locale, 1).format(SMALLEST_SHOWN)}`;
  return percentFormatter(locale, PROBABILITY_DIGITS).format(value);
}

/** The smallest probability shown as a number: 0.001 %; smaller ones read "< 0,001 %". */
export const SMALLEST_SHOWN = 0.00001;

/** The same with 5 significant digits, for the tooltip: 0.98765 → "98,765 %". */
export function formatProbabilityPrecise(probability: number, locale: string): string {
  return percentFormatter(locale, PROBABILITY_PRECISE_DIGITS).format(clampProbability(probability));
}
