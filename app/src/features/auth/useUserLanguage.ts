import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@datacare/api-client';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { toLanguage, type Language } from '../../i18n/i18n.ts';

/**
 * The language follows the `lang` query flag when the entry URL has one, else the user's record
 * (spec section 3 User.language), else German. It switches only when that wanted language changes,
 * so a language chosen on the account page (which switches at once) stays, even over the flag.
 */
export function useUserLanguage(user: User | null | undefined): void {
  const { i18n } = useTranslation();
  const { lang } = useAppMode();
  const wanted = toLanguage(lang) ?? toLanguage(user?.language);
  // react-i18next hands out a new `i18n` wrapper per language; reacting to it would undo any switch.
  const apply = useEffectEvent((language: Language) => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  });
  useEffect(() => {
    if (wanted) apply(wanted);
  }, [wanted]);
}
