import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TitleSetByFrame = createContext(false);

/**
 * Marks its children as parts of a frame that sets the page title itself (the import wizard sets
 * one per step): their own `usePageTitle` calls step back. Otherwise the title would depend on
 * which effect ran last, and a step mounting after the frame would overwrite the step's title.
 */
export function PageTitleFrame({ children }: { children: ReactNode }) {
  return createElement(TitleSetByFrame.Provider, { value: true }, children);
}

/**
 * Sets the document title from the catalogue (spec section 2: page titles per route), unless the
 * page sits inside a {@link PageTitleFrame}, whose owner sets it.
 */
export function usePageTitle(key: string): void {
  const { t, i18n } = useTranslation();
  const setByFrame = useContext(TitleSetByFrame);
  useEffect(() => {
    if (!setByFrame) document.title = t(key);
  }, [t, key, i18n.language, setByFrame]);
}
