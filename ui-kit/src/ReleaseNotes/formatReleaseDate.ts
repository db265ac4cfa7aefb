const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a release date given as ISO date ("2026-03-12") for a language tag: "12. März 2026" in
 * German, "March 12, 2026" in English, "12 mars 2026" in French. Read as a calendar date (UTC), so
 * it never shifts a day in other time zones. Anything unparseable comes back unchanged.
 */
export function formatReleaseDate(date: string, locale: string): string {
  // Only ISO dates: Date.parse reads "Frühjahr 2026" as 1 January 2026.
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(date)) return date;
  const time = Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(time)) return date;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}
