/** Numbers are shown with at most two decimals (product spec section 1). */
export const MAX_FRACTION_DIGITS = 2;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number for a language tag: `4750` becomes `4.750` in German, `4,750` in English and
 * `4 750` in French, with at most two decimals. Formatters are cached because Intl construction is
 * comparatively slow and counters re-render often.
 */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const maximumFractionDigits = Math.min(
    options.maximumFractionDigits ?? MAX_FRACTION_DIGITS,
    MAX_FRACTION_DIGITS,
  );
  const merged: Intl.NumberFormatOptions = {
    ...options,
    maximumFractionDigits,
    minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits),
  };
  const key = `${locale}|${JSON.stringify(merged)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, merged);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
