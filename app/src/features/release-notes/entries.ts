import { useTranslation } from 'react-i18next';
import { CURRENT_VERSION } from '@datacare/api-client';

export interface ReleaseNoteEntry {
  version: string;
  date: string;
  items: string[];
}

/** The release notes to read, newest first, in the user's language (app catalogue releaseNotes.*). */
export function useReleaseNoteEntries(): ReleaseNoteEntry[] {
  const { t } = useTranslation();
  const items = t('releaseNotes.v121.items', { returnObjects: true });
  return [
    {
      version: CURRENT_VERSION,
      date: t('releaseNotes.v121.date'),
      items: Array.isArray(items) ? items.map(String) : [],
    },
  ];
}
