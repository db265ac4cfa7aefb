import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './formatNumber.ts';
import { KIT_NAMESPACE, toKitLocale } from './resources.ts';

/**
 * Returns `formatNumber` bound to the current i18next language, so a language switch re-formats
 * every number (`4.750` in de, `4,750` in en).
 */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((value, options) => formatNumber(value, locale, options), [locale]);
}
