/**
 * The folded texts the list page sorts and searches on (docs/lists.md 'The list page'): lower case,
 * umlauts written out ('Müller' -> 'mueller', 'Straße' -> 'strasse'), other accents dropped, runs
 * of blanks as one. Stored with each member and applied to the search term, so sorting and search
 * are plain comparisons that SQLite and PostgreSQL do alike (SQLite's lower() folds ASCII only).
 */
import { foldCase } from '../matching/normalize/text.ts';

/** The key of a text; null for an empty one. */
export function sortKey(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const key = foldCase(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
  return key === '' ? null : key;
}

/** A LIKE pattern finding `term` anywhere, with `!` escaping LIKE's own characters (`escape '!'`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
