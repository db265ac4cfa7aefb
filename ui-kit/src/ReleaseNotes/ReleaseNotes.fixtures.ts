import type { ReleaseNote } from './ReleaseNotes.tsx';

/** Three realistic German releases, newest first, for stories and tests. */
export const germanReleaseNotes: ReleaseNote[] = [
  {
    version: 'V1.21',
    date: '2026-03-12',
    items: [
      'Neue Anmeldung mit E-Mail-Adresse und Passwort, inklusive Sperre nach zu vielen Fehlversuchen.',
      'Das Export-Kontingent zeigt jetzt auch die monatliche Erweiterung an.',
      'Kleine Verbesserungen an der Barrierefreiheit in Kopfzeile und Menü.',
    ],
  },
  {
    version: 'V1.20',
    date: '2026-01-27',
    items: [
      'Der Qualitätsbericht lässt sich als PDF exportieren.',
      'Doppelte externe IDs werden vor dem Abgleich angezeigt.',
    ],
  },
  {
    version: 'V1.19',
    date: '2025-11-04',
    items: ['Schnellere Verarbeitung großer Dateien ab 20.000 Zeilen.'],
  },
];
