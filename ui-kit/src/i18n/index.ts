export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  KIT_LOCALES,
  KIT_NAMESPACE,
  kitResources,
  toKitLocale,
  type KitCatalogue,
  type KitLocale,
} from './resources.ts';
export { formatNumber, MAX_FRACTION_DIGITS } from './formatNumber.ts';
export { useFormatNumber } from './useFormatNumber.ts';
export { createKitI18n } from './createKitI18n.ts';
export { addKitResources, type AddKitResourcesOptions } from './addKitResources.ts';
