/**
 * The folded forms the activated-companies list searches and sorts on (docs/exports.md 'Activated
 * companies'). SQLite's lower() folds ASCII only and the two databases collate differently, so
 * the server folds in JavaScript when it writes a row and when it reads a search term, and SQL
 * only compares the stored keys: the same answer on SQLite and PostgreSQL, 'Ä' with 'A', 'ß' as
 * 'ss', case ignored in every language.
 */

/**
 * Folds a text for search and sort: compatibility forms, accents dropped, 'ß' as 'ss', lower
 * case, runs of blanks as one, trimmed. Empty for null. Migration 0016 keeps a frozen copy of this
 * rule for its backfill (keys.test.ts checks they agree): change both or re-key in a migration.
 */
export function foldKey(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern finding `key` anywhere, with LIKE's wildcards escaped (ESCAPE '\'). */
export function containsPattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
