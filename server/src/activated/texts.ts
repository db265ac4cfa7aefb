/**
 * The texts of an activated-companies file that the export's catalogue (exports/fields.ts) has
 * not: the sheet's name and the activation time's column, per language. Field names, 'Datacare-ID',
 * 'Gesperrt' and the register statuses come from the export's catalogue, so both files say the same.
 */
import type { Language } from '../http/language.ts';

export interface ActivatedFileTexts {
  sheet: string;
  activatedAt: string;
}

export const ACTIVATED_FILE_TEXTS: Record<Language, ActivatedFileTexts> = {
  de: { sheet: 'Aktivierte Firmen', activatedAt: 'Aktiviert am (UTC)' },
  en: { sheet: 'Activated companies', activatedAt: 'Activated on (UTC)' },
  fr: { sheet: 'Entreprises activées', activatedAt: 'Activée le (UTC)' },
};
