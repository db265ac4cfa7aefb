import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title from the catalogue (spec section 2: page titles per route). */
export function usePageTitle(key: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t(key);
  }, [t, key, i18n.language]);
}
