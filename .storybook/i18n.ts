import type { i18n as I18n } from 'i18next';
import type { KitLocale } from '../ui-kit/src/index.ts';
import { createAppI18n } from '../app/src/i18n/i18n.ts';

const instances = new Map<KitLocale, I18n>();

/**
 * One i18next instance per language with the app's and the kit's catalogues, created on first use.
 * Switching the `locale` toolbar global swaps the instance instead of calling changeLanguage during
 * render, so stories never share language state and React sees no cross-component updates.
 */
export function getStoryI18n(locale: KitLocale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createAppI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
