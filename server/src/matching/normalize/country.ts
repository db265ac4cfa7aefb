/**
 * Countries: names in German, English and French, ISO 3166 alpha-2 and alpha-3 codes and the
 * vehicle codes customers type ('D', 'A', 'CH'), all to ISO alpha-2. Names come from the ICU
 * data of Node's Intl.DisplayNames, so every country is known in the three languages without a
 * list to maintain; usual short forms are added by hand.
 */
import { fold } from './text.ts';

/**
 * Spellings ICU does not give: vehicle codes, alpha-3 codes of the neighbours, old and short names
 * (vehicle codes that are also ISO codes, 'NL', 'PL', come from ICU).
 */
const ALIASES: Readonly<Record<string, string>> = {
  d: 'DE',
  deu: 'DE',
  ger: 'DE',
  brd: 'DE',
  bundesrepublik: 'DE',
  'bundesrepublik deutschland': 'DE',
  'federal republic of germany': 'DE',
  'republique federale d allemagne': 'DE',
  a: 'AT',
  aut: 'AT',
  oesterreich: 'AT',
  osterreich: 'AT',
  'republik oesterreich': 'AT',
  che: 'CH',
  'schweizerische eidgenossenschaft': 'CH',
  'confederation suisse': 'CH',
  svizzera: 'CH',
  svizra: 'CH',
  fl: 'LI',
  lie: 'LI',
  f: 'FR',
  fra: 'FR',
  i: 'IT',
  ita: 'IT',
  nld: 'NL',
  holland: 'NL',
  b: 'BE',
  bel: 'BE',
  l: 'LU',
  lux: 'LU',
  dnk: 'DK',
  pol: 'PL',
  cze: 'CZ',
  e: 'ES',
  esp: 'ES',
  gbr: 'GB',
  uk: 'GB',
  england: 'GB',
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
};

let table: Map<string, string> | undefined;

/** Folded name or code -> alpha-2, built once from ICU on first use. */
function countryTable(): Map<string, string> {
  table ??= buildCountryTable();
  return table;
}

function buildCountryTable(): Map<string, string> {
  const map = new Map<string, string>();
  const names = ['de', 'en', 'fr'].map(
    (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
  );
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      // Withdrawn codes ('DD', 'SU', 'YU') are canonicalised to their successors: skip them.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const known = names.map((n) => n.of(code)).filter((name): name is string => name !== undefined);
      // ICU names a few codes that are not countries (EU, UN, EZ, QO, XA …): skip 'Unbekannte Region'
      // and the like by requiring a name that is not the code itself in each language.
      if (
        known.length < 3 ||
        known.some((name) => name === code || /unbekannt|unknown|inconnue/i.test(name))
      ) {
        continue;
      }
      map.set(code.toLowerCase(), code);
      for (const name of known) {
        const key = fold(name);
        if (!map.has(key)) map.set(key, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  return map;
}

/** ISO 3166-1 alpha-2 of a country name or code in de/en/fr, or null when it is not recognised. */
export function normalizeCountry(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return countryTable().get(fold(raw)) ?? null;
}
