import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  KIT_LOCALES,
  KIT_NAMESPACE,
  kitResources,
  type KitLocale,
} from './resources.ts';

/**
 * A ready, synchronously initialised i18next instance holding only the kit's catalogues. Meant for
 * Storybook and kit tests; the app builds its own instance with its namespaces plus `kitResources`.
 */
export function createKitI18n(locale: KitLocale = DEFAULT_LOCALE): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...KIT_LOCALES],
    ns: [KIT_NAMESPACE],
    defaultNS: KIT_NAMESPACE,
    resources: kitResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
