/**
 * Text folding shared by every normaliser: one spelling per word, so 'Müller', 'MUELLER' and
 * 'Muller' meet in the index. Two levels:
 *
 * - fold: lower case, umlauts written out (ä -> ae, ß -> ss, issue 4's transliterate), other
 *   accents dropped, everything that is not a letter or digit turned into a space;
 * - loose: a folded word with the written-out umlauts and 'ss' shortened (ae -> a, oe -> o,
 *   ue -> u, ss -> s), so the three ways customers type an umlaut ('ü', 'ue', 'u') and the two
 *   ways of 'ß' give the same key. Applied on both sides, it merges a few unrelated spellings
 *   ('Bauer' and 'Baur'); the scorer sees the same merge for every candidate, so it costs nothing.
 */
import { transliterate } from '../../companies/text.ts';

const NON_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, umlauts written out, other accents dropped; punctuation kept (callers decide). */
export function foldCase(text: string): string {
  let result = text;
  if (NON_ASCII.test(result)) {
    // NFC first, so a decomposed 'u' + combining diaeresis becomes 'ü' and is written out as 'ue'.
    result = transliterate(result.normalize('NFC'));
    result = result.toLowerCase();
    if (NON_ASCII.test(result)) result = result.normalize('NFKD').replace(COMBINING_MARKS, '');
    return result;
  }
  return result.toLowerCase();
}

/** foldCase plus: every run of characters other than letters and digits becomes one space. */
export function fold(text: string): string {
  return foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded words of a text. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/** The loose key of a folded word: 'mueller' and 'muller' -> 'muller', 'strasse' -> 'strase'. */
export function loose(word: string): string {
  if (word.length < 3 || !LOOSE_PAIRS.test(word)) return word;
  return word.replace(LOOSE_PAIRS_ALL, (pair) => pair[0]!);
}

const LOOSE_PAIRS = /ae|oe|ue|ss/;
const LOOSE_PAIRS_ALL = /ae|oe|ue|ss/g;

/**
 * Remembers the results of a pure one-argument function (postcodes, cities, streets and courts
 * repeat across millions of companies). Forgets everything once `limit` results are held.
 */
export function memoize<R>(fn: (text: string) => R, limit = 200_000): (text: string) => R {
  let cache = new Map<string, R>();
  return (text: string) => {
    let result = cache.get(text);
    if (result === undefined && !cache.has(text)) {
      result = fn(text);
      if (cache.size >= limit) cache = new Map();
      cache.set(text, result);
    }
    return result as R;
  };
}

/**
 * FNV-1a over the UTF-16 code units: the 32-bit hash the index uses for tokens and identifiers.
 * 0 is kept free to mean "no value".
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h >>>= 0;
  return h === 0 ? 1 : h;
}

/**
 * Kölner Phonetik (Postel 1969): the German phonetic code, so that typos which keep the sound
 * ('Schmitt', 'Schmidt', 'Schmid') share a key. Input is a folded word; output is the digit
 * string with repeated digits merged and zeros after the first position removed.
 */
export function colognePhonetic(word: string): string {
  // Written-out umlauts need no care: 'ae' codes '00', which merges into the '0' of 'a'.
  const w = word.replace(/[^a-z]/g, '');
  let result = '';
  for (let i = 0; i < w.length; i++) {
    // '#' stands for the word's edges: it is in none of the letter sets of letterCode.
    const code = letterCode(w[i]!, i === 0, w[i - 1] ?? '#', w[i + 1] ?? '#');
    // A run of one digit is one digit ('48' of an x is two).
    for (const digit of code) if (digit !== result[result.length - 1]) result += digit;
  }
  return result.slice(0, 1) + result.slice(1).replace(/0/g, '');
}

/** The Kölner Phonetik code of one letter, which depends on its neighbours. */
function letterCode(c: string, first: boolean, prev: string, next: string): string {
  switch (c) {
    case 'a':
    case 'e':
    case 'i':
    case 'j':
    case 'o':
    case 'u':
    case 'y':
      return '0';
    case 'b':
      return '1';
    case 'p':
      return next === 'h' ? '3' : '1';
    case 'd':
    case 't':
      return 'csz'.includes(next) ? '8' : '2';
    case 'f':
    case 'v':
    case 'w':
      return '3';
    case 'g':
    case 'k':
    case 'q':
      return '4';
    case 'c':
      if (first) return 'ahkloqrux'.includes(next) ? '4' : '8';
      return 'sz'.includes(prev) || !'ahkoqux'.includes(next) ? '8' : '4';
    case 'x':
      return 'ckq'.includes(prev) ? '8' : '48';
    case 'l':
      return '5';
    case 'm':
    case 'n':
      return '6';
    case 'r':
      return '7';
    case 's':
    case 'z':
      return '8';
    default:
      // 'h'
      return '';
  }
}

/**
 * True when two words differ by at most one edit (insertion, deletion, substitution or a swap of
 * neighbours): the typo the deletion-neighbourhood lookup finds, checked exactly.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  const shorter = Math.min(la, lb);
  let i = 0;
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) {
    // substitution at i, or a swap of i and i+1 (never at the last letter: that is a substitution)
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return (
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  // One letter more on one side.
  return la === lb + 1 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Jaro-Winkler similarity (0..1) of two words: for fuzzy comparisons beyond one edit. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  const range = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const aMatched = new Uint8Array(la);
  const bMatched = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    // Stryker disable next-line MethodExpression: an index before the start reads NaN and matches nothing.
    const from = Math.max(0, i - range);
    const to = Math.min(lb, i + range + 1);
    for (let j = from; j < to; j++) {
      if (bMatched[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  const jaro = (m / la + m / lb + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
