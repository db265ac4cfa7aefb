import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };

/** The i18next namespace that holds the kit's own texts; apps add their own namespaces beside it. */
export const KIT_NAMESPACE = 'kit';

/** Languages the product ships (product spec section 1), default first. */
export const KIT_LOCALES = ['de', 'en', 'fr'] as const;

/** One of the languages the product ships. */
export type KitLocale = (typeof KIT_LOCALES)[number];

/** German is the default language (product spec section 9). */
export const DEFAULT_LOCALE: KitLocale = 'de';

/** Missing texts fall back to English (product spec section 1). */
export const FALLBACK_LOCALE: KitLocale = 'en';

/** Shape of one kit catalogue; German is the reference the other two must match. */
export type KitCatalogue = typeof de;

/**
 * The kit's catalogues in i18next resource shape. Apps merge them into their own instance, e.g.
 * `i18n.addResourceBundle('de', KIT_NAMESPACE, kitResources.de.kit)` or by spreading them into `resources`.
 */
export const kitResources: Record<KitLocale, { [KIT_NAMESPACE]: KitCatalogue }> = {
  de: { [KIT_NAMESPACE]: de },
  en: { [KIT_NAMESPACE]: en },
  fr: { [KIT_NAMESPACE]: fr },
};

/** Narrows any language tag ('de-DE', 'fr', undefined) to a shipped locale, falling back to English. */
export function toKitLocale(language: string | undefined): KitLocale {
  const base = language?.toLowerCase().split('-')[0];
  return (KIT_LOCALES as readonly string[]).includes(base ?? '') ? (base as KitLocale) : FALLBACK_LOCALE;
}
