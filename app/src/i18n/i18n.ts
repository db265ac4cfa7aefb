import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addKitResources, KIT_NAMESPACE } from '@datacare/ui-kit';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const APP_NAMESPACE = 'app';
export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** German is the default language, English the fallback (spec section 1). */
export const DEFAULT_LANGUAGE: Language = 'de';
export const FALLBACK_LANGUAGE: Language = 'en';

export const appResources = { de: { app: de }, en: { app: en }, fr: { app: fr } } as const;

/** The supported language a value names ('en-GB' -> 'en'), or undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const short = value?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((lang) => lang === short);
}

/**
 * The i18next instance of the app: its own namespace plus the kit's, German by default.
 * The `lang` query flag (spec section 2) picks the language on entry.
 */
export function createAppI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [APP_NAMESPACE, KIT_NAMESPACE],
    defaultNS: APP_NAMESPACE,
    resources: appResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The kit's texts, as a sister product adds them (docs/ui-kit/README.md).
  addKitResources(instance);
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}
