import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addKitResources, KIT_LOCALES } from '@datacare/ui-kit/i18n';

/** The host product's own texts, in its own namespace. */
const portal = {
  de: { title: 'Partnerportal', quota: 'Ihr Kontingent', review: 'Zeile prüfen', report: 'Auswertung' },
  en: { title: 'Partner portal', quota: 'Your quota', review: 'Check the row', report: 'Report' },
  fr: { title: 'Portail partenaires', quota: 'Votre quota', review: 'Vérifier la ligne', report: 'Analyse' },
};

/** The host's i18next instance: its own namespace, then the kit's catalogues beside it. German first. */
export const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'en',
  supportedLngs: [...KIT_LOCALES],
  ns: ['portal'],
  defaultNS: 'portal',
  resources: { de: { portal: portal.de }, en: { portal: portal.en }, fr: { portal: portal.fr } },
  interpolation: { escapeValue: false },
});
addKitResources(i18n);
