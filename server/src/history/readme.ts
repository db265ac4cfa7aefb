/**
 * The texts of the bulk download's archive (getHistoryExportsZip) in the user's language: its file
 * name and `LIESMICH.txt`, which names the exports whose files are not in it and why.
 */
import type { Language } from '../http/language.ts';

/** Why an export of the selection has no file in the archive. */
export type MissingReason = 'expired' | 'not_finished' | 'company_list';

export interface MissingExport {
  name: string;
  fileName: string;
  /** When the export was made (ms since the epoch). */
  createdAt: number;
  reason: MissingReason;
}

interface ReadmeTexts {
  archiveName: string;
  heading: string;
  reasons: Record<MissingReason, string>;
  leftOut: (count: number, max: number) => string;
  line: (fileName: string, name: string, date: string) => string;
}

const TEXTS: Record<Language, ReadmeTexts> = {
  de: {
    archiveName: 'exporte',
    heading: 'Diese Exporte sind nicht im Archiv enthalten:',
    reasons: {
      expired: 'Die Datei wurde nach Ablauf der Aufbewahrungsfrist gelöscht.',
      not_finished: 'Der Export ist nicht fertig geworden; es gibt keine Datei.',
      company_list: 'Ein Export in eine Firmenliste oder an TARGET 2 hat keine Datei.',
    },
    leftOut: (count, max) =>
      `${count} weitere Exporte der Suche fehlen: Ein Archiv enthält höchstens ${max} Exporte. Bitte grenzen Sie die Suche ein.`,
    line: (fileName, name, date) => `${fileName} (Export „${name}“ vom ${date})`,
  },
  en: {
    archiveName: 'exports',
    heading: 'These exports are not in the archive:',
    reasons: {
      expired: 'The file was deleted after the retention period.',
      not_finished: 'The export did not finish; there is no file.',
      company_list: 'An export to a company list or to TARGET 2 has no file.',
    },
    leftOut: (count, max) =>
      `${count} more exports of the search are missing: an archive holds at most ${max} exports. Please narrow the search.`,
    line: (fileName, name, date) => `${fileName} (export "${name}" of ${date})`,
  },
  fr: {
    archiveName: 'exports',
    heading: "Ces exports ne sont pas dans l'archive :",
    reasons: {
      expired: 'Le fichier a été supprimé à la fin de la durée de conservation.',
      not_finished: "L'export ne s'est pas terminé ; il n'y a pas de fichier.",
      company_list: "Un export vers une liste d'entreprises ou vers TARGET 2 n'a pas de fichier.",
    },
    leftOut: (count, max) =>
      `${count} autres exports de la recherche manquent : une archive contient au plus ${max} exports. Veuillez affiner la recherche.`,
    line: (fileName, name, date) => `${fileName} (export « ${name} » du ${date})`,
  },
};

/** The archive's file name: `datacare-exporte-2026-03-02.zip` (the date of the download, UTC). */
export function archiveFileName(lang: Language, now: number): string {
  return `datacare-${TEXTS[lang].archiveName}-${new Date(now).toISOString().slice(0, 10)}.zip`;
}

/** LIESMICH.txt: one line per missing export, then the count left out by the size limit. CRLF, for Windows editors. */
export function readmeText(
  lang: Language,
  missing: readonly MissingExport[],
  leftOut: { count: number; max: number },
): string {
  const t = TEXTS[lang];
  const format = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const lines: string[] = [];
  if (missing.length > 0) {
    lines.push(t.heading, '');
    for (const m of missing) {
      lines.push(`- ${t.line(m.fileName, m.name, format.format(m.createdAt))}: ${t.reasons[m.reason]}`);
    }
  }
  if (leftOut.count > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(t.leftOut(leftOut.count, leftOut.max));
  }
  return lines.join('\r\n') + '\r\n';
}
