import type { i18n as I18n } from 'i18next';
import { createKitI18n, type KitLocale } from '../ui-kit/src/index.ts';

const instances = new Map<KitLocale, I18n>();

/**
 * One i18next instance per language, created on first use. Switching the `locale` toolbar global
 * swaps the instance instead of calling changeLanguage during render, so stories never share
 * language state and React sees no cross-component updates.
 *
 * Page stories (stories/) will need the app's namespaces too: add them here with
 * `instance.addResourceBundle(locale, ns, resources)` once app/ exports its catalogues.
 */
export function getStoryI18n(locale: KitLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createKitI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
