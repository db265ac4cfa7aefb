import type { i18n as I18n } from 'i18next';
import { KIT_LOCALES, KIT_NAMESPACE, kitResources } from './resources.ts';

/** Options of `addKitResources`. */
export interface AddKitResourcesOptions {
  /**
   * Whether the kit's texts replace keys the host already holds under `kit` in that language.
   * By default the host's own wording of a kit text wins, so a host may reword the kit in its
   * resources (before or after this call) and keep its wording.
   * @default false
   */
  overwrite?: boolean;
}

/**
 * Adds the kit's German, English and French texts to a host's own i18next instance, under the kit's
 * namespace (`KIT_NAMESPACE`, 'kit'), in one call: kit components then find their texts through the
 * host's `I18nextProvider`. Call it once after the host's `init()` (the instance needs its resource
 * store); the host's language, fallback and own namespaces stay as they are.
 *
 * Texts merge key by key; a key the host already has under `kit` keeps the host's wording unless
 * `overwrite` is set. A component's text props (`texts`, `cancelLabel`, `title`...) win over both.
 *
 * @example
 * const i18n = createInstance();
 * await i18n.use(initReactI18next).init({ lng: 'de', fallbackLng: 'en', resources: hostResources });
 * addKitResources(i18n);
 * @returns the same instance, for chaining.
 */
export function addKitResources(i18n: I18n, options: AddKitResourcesOptions = {}): I18n {
  if (!(i18n.store as I18n['store'] | undefined))
    throw new Error('addKitResources: call i18n.init() first; the instance has no resource store yet');
  const { overwrite = false } = options;
  for (const locale of KIT_LOCALES)
    i18n.addResourceBundle(locale, KIT_NAMESPACE, kitResources[locale][KIT_NAMESPACE], true, overwrite);
  return i18n;
}
