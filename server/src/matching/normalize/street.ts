/**
 * Streets: the street name as one key and the house number apart. 'Bahnhofstraße 5',
 * 'Bahnhofstr.5', 'Bahnhofstrasse 5' and 'Bahnhof Str. 5' are one street: 'Straße', 'Str.',
 * 'strasse' become 'str', and the words are written together ("Bahnhofstraße" is one word, and so
 * is 'Berliner Str.' -> 'berlinerstr'), in loose form (umlauts typed three ways meet).
 */
import { splitStreet } from '../../companies/model.ts';
import { fold, loose } from './text.ts';

export interface NormalizedStreet {
  /** The street name key ('bahnhofstr', 'ammarkt'), or null when there is none. */
  name: string | null;
  /** The house number, lower case without spaces ('12a', '3-5'), or null. */
  number: string | null;
}

/**
 * Abbreviated street words written apart, after folding (a Map: the words are the customer's).
 * 'Straße' and 'Str.' need no entry: every word ending in them ends in 'str' below.
 */
const STREET_WORDS: ReadonlyMap<string, string> = new Map([
  ['st', 'str'],
  ['pl', 'platz'],
  ['plz', 'platz'],
  ['g', 'gasse'],
]);

/** 'Hauptstraße', 'hauptstr', 'Hauptstrasse' end in 'str' after this. */
function streetWord(word: string): string {
  return STREET_WORDS.get(word) ?? word.replace(/(?:strasse|strase|str)$/, 'str');
}

/** The key of a street name without its number. */
export function streetNameKey(name: string | null | undefined): string | null {
  const parts = fold(name ?? '')
    .split(' ')
    .filter(Boolean)
    .map(streetWord);
  if (parts.length === 0) return null;
  return loose(parts.join(''));
}

/** The house number in one spelling: '12 a' -> '12a', '3 - 5' -> '3-5'. */
export function houseNumberKey(number: string | null | undefined): string | null {
  const key = (number ?? '').toLowerCase().replace(/\s/g, '').replace(/[–—]/g, '-');
  return /\d/.test(key) ? key : null;
}

/**
 * Splits and normalises 'Hauptstr. 5', 'Hauptstr.5', 'Am Markt 3-5' or a street without a
 * number. Separate street-name and number fields (mapping fields street_name, street_number) go
 * through streetNameKey and houseNumberKey instead.
 */
export function normalizeStreet(raw: string | null | undefined): NormalizedStreet {
  // 'Hauptstr.5' has no space before the number; splitStreet (issue 4) needs one.
  const spaced = (raw ?? '').replace(/([.\p{L}])(\d)/gu, '$1 $2');
  const { street_name, street_number } = splitStreet(spaced);
  return { name: streetNameKey(street_name), number: houseNumberKey(street_number) };
}

/** The leading number of a house number: '12a' -> 12, '3-5' -> 3; NaN when there is none. */
export function houseNumberValue(key: string): number {
  const match = /^\d+/.exec(key);
  return match ? Number(match[0]) : Number.NaN;
}
