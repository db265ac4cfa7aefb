import { render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CompanyListNotFound } from '../CompanyListNotFound/CompanyListNotFound.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { addKitResources } from './addKitResources.ts';
import { KIT_LOCALES, KIT_NAMESPACE, kitResources } from './resources.ts';

/** A host product's own instance: its namespace only, German first, English as fallback. */
function hostI18n(resources: Record<string, Record<string, object>> = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'en',
    ns: ['host'],
    defaultNS: 'host',
    resources: {
      de: { host: { greeting: 'Hallo' }, ...resources.de },
      en: { host: { greeting: 'Hello' }, ...resources.en },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

describe('addKitResources', () => {
  it.each(KIT_LOCALES)('gives a host instance the kit texts in %s', (locale) => {
    const i18n = addKitResources(hostI18n());
    const t = i18n.getFixedT(locale, KIT_NAMESPACE);
    expect(t('confirmDialog.cancel')).toBe(kitResources[locale].kit.confirmDialog.cancel);
    expect(t('companyListNotFound.back')).toBe(kitResources[locale].kit.companyListNotFound.back);
  });

  it("leaves the host's own namespace and language alone", () => {
    const i18n = addKitResources(hostI18n());
    expect(i18n.language).toBe('de');
    expect(i18n.t('greeting')).toBe('Hallo');
  });

  it("keeps a host's own wording of a kit text unless told to overwrite", () => {
    const reworded = { de: { kit: { confirmDialog: { cancel: 'Lieber nicht' } } } };
    const kept = addKitResources(hostI18n(reworded));
    expect(kept.getFixedT('de', KIT_NAMESPACE)('confirmDialog.cancel')).toBe('Lieber nicht');
    // Only that one key: the rest of the kit's German catalogue arrived beside it.
    expect(kept.getFixedT('de', KIT_NAMESPACE)('companyListNotFound.back')).toBe('Zur Startseite');

    const replaced = addKitResources(hostI18n(reworded), { overwrite: true });
    expect(replaced.getFixedT('de', KIT_NAMESPACE)('confirmDialog.cancel')).toBe('Abbrechen');
  });

  it('refuses an instance that was never initialised', () => {
    expect(() => addKitResources(createInstance())).toThrow(/init\(\) first/);
  });

  it("lets kit components show kit texts through the host's provider", () => {
    const i18n = addKitResources(hostI18n());
    void i18n.changeLanguage('fr');
    const page = render(
      <I18nextProvider i18n={i18n}>
        <CompanyListNotFound backHref="/" />
      </I18nextProvider>,
    );
    expect(
      screen.getByRole('link', { name: kitResources.fr.kit.companyListNotFound.back }),
    ).toBeInTheDocument();
    page.unmount();
    // A modal dialog hides the rest of the page from the accessibility tree: rendered on its own.
    render(
      <I18nextProvider i18n={i18n}>
        <ConfirmDialog
          open
          title="Supprimer ?"
          confirmLabel="Supprimer"
          onConfirm={() => {}}
          onCancel={() => {}}
        >
          La liste disparaît.
        </ConfirmDialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('lets a text prop win over the kit texts', () => {
    const i18n = addKitResources(hostI18n());
    const page = render(
      <I18nextProvider i18n={i18n}>
        <CompanyListNotFound backHref="/exports" texts={{ back: 'Zu den Exporten' }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Zu den Exporten' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: kitResources.de.kit.companyListNotFound.back }),
    ).not.toBeInTheDocument();
    // The texts the prop does not name still come from the kit.
    expect(
      screen.getByRole('heading', { name: kitResources.de.kit.companyListNotFound.title }),
    ).toBeInTheDocument();
    page.unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <ConfirmDialog
          open
          title="Liste löschen?"
          confirmLabel="Löschen"
          cancelLabel="Behalten"
          onConfirm={() => {}}
          onCancel={() => {}}
        >
          Die Liste verschwindet.
        </ConfirmDialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Behalten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
  });
});
