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
  // The street words of other languages are one word: 'Haupt Street', 'Haupt St.', 'Haupt Avenue',
  // 'Haupt Ave.', 'Haupt Road', 'Rue Haupt', 'Via Haupt', 'Hauptstraat' and 'Hauptstraße' meet.
  ['street', 'str'],
  ['avenue', 'str'],
  ['ave', 'str'],
  ['av', 'str'],
  ['road', 'str'],
  ['rd', 'str'],
  ['rue', 'str'],
  ['via', 'str'],
  ['straat', 'str'],
  ['strada', 'str'],
  ['calle', 'str'],
  // Compass words as their letter ('5140 South Federal St' = '5140 S Federal Street').
  ['north', 'n'],
  ['south', 's'],
  ['east', 'e'],
  ['west', 'w'],
]);

/** Street words that come before the name ('Rue Haupt', 'Via Roma'): written at its end. */
const LEADING_STREET_WORDS: ReadonlySet<string> = new Set(['rue', 'via', 'strada', 'calle', 'avenue']);

/** 'Hauptstraße', 'hauptstr', 'Hauptstrasse', 'Kerkstraat' end in 'str' after this. */
function streetWord(word: string): string {
  return STREET_WORDS.get(word) ?? word.replace(/(?:strasse|strase|straat|str)$/, 'str');
}

/** The key of a street name without its number. */
export function streetNameKey(name: string | null | undefined): string | null {
  const words = fold(name ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length > 1 && LEADING_STREET_WORDS.has(words[0]!)) words.push(words.shift()!);
  const parts = words.map(streetWord);
  if (parts.length === 0) return null;
  return loose(parts.join(''));
}

/**
 * What people add to a street that is no part of it: a landmark ('near Bahnhof', 'corner of
 * Marktplatz', '/ Ecke Marktplatz', 'gegenüber …'), and from a comma after the house number on,
 * a floor or a building ('…, 2. OG').
 */
const STREET_EXTRA =
  /(?:\s*[,/]\s*|\s+)(?:near|close to|next to|opposite|behind|corner(?: of)?|cnr|ecke|gegen(?:ü|ue)ber|nahe|neben)\b.*$/iu;
const AFTER_NUMBER_COMMA = /^(.*?\p{L}.*?\s\d+\s?[a-z]?(?:\s?[-/]\s?\d+\s?[a-z]?)?)\s*,.*$/iu;
/** A house number before the street ('5140 S Federal Street', '12, rue de la Paix'). */
const NUMBER_FIRST = /^(\d+[a-z]?(?:\s?[-/]\s?\d+[a-z]?)?)(?:\s*,\s*|\s+)(\p{L}.*)$/iu;

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
  let text = (raw ?? '').trim();
  if (text.includes('(')) text = text.replace(/\([^()]*\)/g, ' ').trim();
  text = text.replace(STREET_EXTRA, '');
  const first = NUMBER_FIRST.exec(text);
  if (first) return { name: streetNameKey(first[2]), number: houseNumberKey(first[1]) };
  if (text.includes(',')) text = text.replace(AFTER_NUMBER_COMMA, '$1');
  // 'Hauptstr.5' has no space before the number; splitStreet (issue 4) needs one.
  const spaced = text.replace(/([.\p{L}])(\d)/gu, '$1 $2');
  const { street_name, street_number } = splitStreet(spaced);
  return { name: streetNameKey(street_name), number: houseNumberKey(street_number) };
}

/** The leading number of a house number: '12a' -> 12, '3-5' -> 3; NaN when there is none. */
export function houseNumberValue(key: string): number {
  const match = /^\d+/.exec(key);
  return match ? Number(match[0]) : Number.NaN;
}
