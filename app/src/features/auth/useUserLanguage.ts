import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@datacare/api-client';
import { useAppMode } from '../../app-mode/AppModeProvider.tsx';
import { toLanguage } from '../../i18n/i18n.ts';

/**
 * The language follows the `lang` query flag when the entry URL has one, else the user's record
 * (spec section 3 User.language), else German.
 */
export function useUserLanguage(user: User | null | undefined): void {
  const { i18n } = useTranslation();
  const { lang } = useAppMode();
  const wanted = toLanguage(lang) ?? toLanguage(user?.language);
  useEffect(() => {
    if (wanted && i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [wanted, i18n]);
}
