/**
 * @datacare/ui-kit: presentational MUI components, their headless hooks, the house theme and the
 * kit's own i18n catalogue (namespace `kit`). Every export is listed by name.
 */
export { createAppTheme, type AppThemeOptions } from './theme/index.ts';
export {
  createKitI18n,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  formatNumber,
  KIT_LOCALES,
  KIT_NAMESPACE,
  kitResources,
  MAX_FRACTION_DIGITS,
  toKitLocale,
  useFormatNumber,
  type KitCatalogue,
  type KitLocale,
} from './i18n/index.ts';
export {
  deriveQuotaCounter,
  LOW_QUOTA_SHARE,
  QuotaCounter,
  useQuotaCounter,
  type QuotaCounterModel,
  type QuotaCounterProps,
  type QuotaCounterState,
  type QuotaCounterStatus,
} from './QuotaCounter/index.ts';
