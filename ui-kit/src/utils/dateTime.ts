import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** What `formatDateTime` shows: the date, the time, or both. */
export type DateTimePart = 'date' | 'time' | 'dateTime';

const STYLES: Record<DateTimePart, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * Formats a point in time for a language: `25.11.2026`, `14:05` or `25.11.2026, 14:05` in German,
 * `Nov 25, 2026` and `2:05 PM` in English. `timeZone` defaults to the browser's, where the user is;
 * tests pass one to be independent of the machine. Formatters are cached like numbers'.
 */
export function formatDateTime(date: Date, locale: string, part: DateTimePart, timeZone?: string): string {
  const key = `${locale}|${part}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[part], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** `formatDateTime` bound to the current i18next language and the given time zone. */
export function useFormatDateTime(timeZone?: string): (date: Date, part: DateTimePart) => string {
  const { i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((date, part) => formatDateTime(date, locale, part, timeZone), [locale, timeZone]);
}
