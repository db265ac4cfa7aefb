/**
 * Cities: 'Frankfurt am Main', 'Frankfurt a.M.', 'Frankfurt/Main' and 'Frankfurt' share the key
 * 'frankfurt'; 'Halle (Saale)' and 'Halle' share 'halle'; 'St. Gallen' is 'sanktgallen'. The key
 * is used for retrieval and for the 'similar' level; the full form tells 'same' from 'similar'.
 */
import { fold, loose } from './text.ts';

export interface NormalizedCity {
  /** The main name: qualifiers after '/', '(' or 'am', 'an der', 'a.M.', 'bei' ... dropped. */
  key: string;
  /** Every word, in loose form, written together. */
  full: string;
}

const QUALIFIER = / (?:am|an|a|ad|i|im|in|b|bei|ob|o|v|vor|auf|unter|u|ot|st)(?: .*)?$/;

/** Normalises a city name; null when nothing is left. */
export function normalizeCity(raw: string | null | undefined): NormalizedCity | null {
  if (!raw) return null;
  const folded = fold(raw);
  if (folded === '') return null;
  const full = loose(folded.replace(/^st /, 'sankt ').replace(/ /g, ''));
  let main = raw.replace(/\(.*/, '').replace(/\/.*/, '');
  main = fold(main).replace(/^st /, 'sankt ');
  main = ` ${main}`.replace(QUALIFIER, '');
  const key = loose(main.replace(/ /g, ''));
  return { key: key || full, full };
}
