/**
 * The ways customers' CRM exports differ from the register: each function takes a clean value and
 * returns it written the way people really type it. They are pure apart from the seeded random
 * source, so a sample file is reproducible.
 */
import type { Random } from '../companies/random.ts';
import { transliterate } from '../companies/text.ts';

/** Neighbouring keys on a German QWERTZ keyboard, for slips of the finger. */
const NEIGHBOURS: Readonly<Record<string, string>> = {
  a: 'sq',
  b: 'vn',
  c: 'xv',
  d: 'sf',
  e: 'wr',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  i: 'uo',
  j: 'hk',
  k: 'jl',
  l: 'kö',
  m: 'n',
  n: 'bm',
  o: 'ip',
  p: 'oü',
  r: 'et',
  s: 'ad',
  t: 'rz',
  u: 'zi',
  v: 'cb',
  w: 'qe',
  z: 'tu',
};

/** One typing error in a word of at least four letters: swapped, dropped, doubled or a neighbour key. */
export function typo(random: Random, text: string): string {
  const words = [...text.matchAll(/\p{L}{4,}/gu)];
  if (words.length === 0) return text;
  const word = random.pick(words);
  const start = word.index + 1 + random.int(word[0].length - 2);
  const ch = text[start]!;
  const kind = random.int(4);
  let replaced: string;
  if (kind === 0) replaced = text[start + 1]! + ch;
  else if (kind === 1) replaced = '';
  else if (kind === 2) replaced = ch + ch;
  else {
    const near = NEIGHBOURS[ch.toLowerCase()];
    replaced = near ? random.pick([...near]) : ch + ch;
  }
  return text.slice(0, start) + replaced + text.slice(start + (kind === 0 ? 2 : 1));
}

/** 'Hauptstraße 5' -> 'Hauptstr. 5', 'Hauptstrasse 5', 'Hauptstr.5'; null when there is no Straße. */
export function abbreviateStreet(random: Random, street: string): string | null {
  if (!/(S|s)tra(ß|ss)e\b/.test(street)) return null;
  const form = random.pick(['str.', 'Str.', 'strasse', 'str', 'str.nospace']);
  const replaced = street.replace(/(S|s)tra(ß|ss)e\b/, (_m, s: string) => {
    if (form === 'strasse') return `${s}trasse`;
    if (form === 'Str.') return s === 'S' ? 'Str.' : 'str.';
    return `${s}tr${form === 'str' ? '' : '.'}`;
  });
  return form === 'str.nospace' ? replaced.replace(/\.\s+(\d)/, '.$1') : replaced;
}

/** The legal form the way customers write it instead of the register's spelling. */
const LEGAL_FORM_VARIANTS: readonly [RegExp, readonly string[]][] = [
  [/GmbH & Co\.? KG$/, ['GmbH & Co KG', 'GmbH u. Co. KG', 'GmbH + Co. KG', 'GmbH&Co.KG', 'Gmbh & Co. KG']],
  [
    /UG \(haftungsbeschränkt\)$/,
    ['UG', 'UG (haftungsbeschraenkt)', 'UG (haftungsbeschr.)', 'UG haftungsbeschränkt'],
  ],
  [/PartG mbB$/, ['Partnerschaftsgesellschaft mbB', 'PartGmbB', 'Partnerschaft mbB']],
  [/GmbH$/, ['G.m.b.H.', 'Gmbh', 'GMBH', 'Gesellschaft mit beschränkter Haftung', 'GmbH.']],
  [/e\.\s?K\.$|e\.Kf(m|r)\.$/, ['e. K.', 'eK', 'e.Kfm.', 'e.K', 'eingetragener Kaufmann']],
  [/e\.V\.$/, ['eV', 'e. V.', 'e.V', 'eingetragener Verein']],
  [/AG$/, ['Aktiengesellschaft', 'A.G.', 'Ag']],
  [/OHG$/, ['oHG', 'OHG.', 'offene Handelsgesellschaft']],
  [/KG$/, ['Kommanditgesellschaft', 'K.G.']],
  [/eG$/, ['e.G.', 'EG', 'eingetragene Genossenschaft']],
  [/GbR$/, ['G.b.R.', 'Gbr', 'GdbR']],
];

/** The legal form at the end of a name, and the name before it; null when the name ends in none. */
export function splitLegalForm(name: string): { core: string; form: string } | null {
  for (const [pattern] of LEGAL_FORM_VARIANTS) {
    const match = pattern.exec(name);
    if (match) return { core: name.slice(0, match.index).trimEnd(), form: match[0] };
  }
  return null;
}

/** 'Müller GmbH' -> 'Müller G.m.b.H.'; null when the name ends in no known legal form. */
export function varyLegalForm(random: Random, name: string): string | null {
  for (const [pattern, variants] of LEGAL_FORM_VARIANTS) {
    const match = pattern.exec(name);
    if (match) return `${name.slice(0, match.index).trimEnd()} ${random.pick(variants)}`;
  }
  return null;
}

/** 'Müller Straße' -> 'Mueller Strasse' (written out) or 'Muller Strase' (dropped). */
export function replaceUmlauts(random: Random, text: string): { text: string; kind: string } | null {
  if (!/[äöüÄÖÜß]/.test(text)) return null;
  if (random.chance(0.75)) return { text: transliterate(text), kind: 'umlauts_written_out' };
  const stripped = text
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/Ä/g, 'A')
    .replace(/Ö/g, 'O')
    .replace(/Ü/g, 'U')
    .replace(/ß/g, 's');
  return { text: stripped, kind: 'umlauts_dropped' };
}

/** Words CRM users add to a company name. */
export function addExtraWords(random: Random, name: string, city: string | null, person: string): string {
  const u = random.next();
  if (u < 0.2) return `${name} - Zentrale`;
  if (u < 0.35 && city) return `${name} Niederlassung ${city}`;
  if (u < 0.5) return `${name} z. Hd. ${person}`;
  if (u < 0.65) return `Firma ${name}`;
  if (u < 0.8) return `${name} (Buchhaltung)`;
  return `${name} Hauptverwaltung`;
}

/** Swaps the first two words before the legal form ('Müller Haustechnik GmbH' -> 'Haustechnik Müller GmbH'). */
export function swapWords(name: string): string | null {
  const split = splitLegalForm(name);
  const core = split ? split.core : name;
  const words = core.split(' ');
  if (words.length < 2 || words[0] === words[1]) return null;
  const swapped = [words[1], words[0], ...words.slice(2)].join(' ');
  return split ? `${swapped} ${split.form}` : swapped;
}

/** An e-mail address as a careless export has it. */
export function breakEmail(random: Random, email: string): string {
  const [local, domain] = email.split('@') as [string, string];
  return random.pick([
    `${local}(at)${domain}`,
    `${local}@${domain.replace(/\.[a-z]+$/, '')}`,
    `${local}@@${domain}`,
    `${local} @ ${domain}`,
    `${local}.${domain}`,
    `${local}@${domain},`,
  ]);
}

/** A website address as a careless export has it. */
export function breakUrl(random: Random, url: string): string {
  const host = url.replace(/^https?:\/\//, '').replace(/^www\./, '');
  return random.pick([
    `www.${host.replace(/\.[a-z]+$/, '')}`,
    `http//www.${host}`,
    `www,${host}`,
    `htp://${host}`,
    `www.${host.replace('.', ' .')}`,
    `https:/www.${host}`,
  ]);
}

/** '+49 221 12345-0' the way people write it: '0221/12345-0', '(0221) 12345-0', '+49 (0)221 12345-0'. */
export function formatPhone(random: Random, phone: string): string {
  const match = /^\+(\d+) (\d+) (.+)$/.exec(phone);
  if (!match) return phone;
  const [, country, area, rest] = match as unknown as [string, string, string, string];
  return random.pick([
    `0${area}/${rest}`,
    `0${area} ${rest}`,
    `(0${area}) ${rest}`,
    `+${country} (0)${area} ${rest}`,
    `0${area}-${rest.replace(/ /g, '')}`,
    `00${country} ${area} ${rest}`,
  ]);
}

/** City names the way customers shorten them; null when there is no usual short form. */
export function cityVariant(random: Random, city: string): string | null {
  if (city === 'Frankfurt am Main') return random.pick(['Frankfurt/Main', 'Frankfurt a.M.', 'Frankfurt']);
  if (city === 'Frankfurt (Oder)') return random.pick(['Frankfurt/Oder', 'Frankfurt a.d.O.']);
  if (/\(.+\)$/.test(city)) return city.replace(/\s*\(.+\)$/, '');
  if (/ (am|an der|im|in der|bei) /.test(city)) return city.replace(/ (am|an der|im|in der|bei) .*$/, '');
  if (city.includes('/')) return city.replace(/\/.*$/, '');
  return null;
}

/** 'HRB 12345' -> 'HRB12345', 'HR B 12345', 'HRB-Nr. 12345'. */
export function formatRegisterNumber(random: Random, hrId: string): string {
  const match = /^(HRA|HRB|VR|GnR|PR) (\d+)(.*)$/.exec(hrId);
  if (!match) return hrId;
  const [, type, number, rest] = match as unknown as [string, string, string, string];
  return random.pick([
    `${type}${number}${rest}`,
    `${type.replace(/^HR/, 'HR ')} ${number}${rest}`,
    `${type}-Nr. ${number}`,
  ]);
}

/** 'DE123456789' -> 'DE 123 456 789' or 'de123456789'. */
export function formatVatId(random: Random, vatId: string): string {
  const match = /^DE(\d{3})(\d{3})(\d{3})$/.exec(vatId);
  if (!match) return vatId;
  return random.chance(0.6) ? `DE ${match[1]} ${match[2]} ${match[3]}` : vatId.toLowerCase();
}

/*
 * The error classes seen on real data (issue 15), used by the `realistic` profile of the noisy
 * generator. Each returns null when the value offers nothing to distort, so the truth file names
 * only distortions that really happened.
 */

/** 'Hauptstraße 5' -> '5 Hauptstraße', as addresses are written in English or French. */
export function houseNumberFirst(street: string): string | null {
  const match = /^(.*\D)\s+(\d+\s?[a-zA-Z]?(?:[-/]\d+\s?[a-zA-Z]?)?)$/.exec(street.trim());
  if (!match) return null;
  return `${match[2]} ${match[1]!.trim()}`;
}

/** Street words of other languages: 'Hauptstraße 5' -> 'Haupt Street 5', 'Rue Haupt 5', 'Haupt Ave. 5'. */
export function foreignStreetWord(random: Random, street: string): string | null {
  const match = /^(.*?)[-\s]?(?:S|s)tra(?:ß|ss)e\b(.*)$/.exec(street);
  if (!match) return null;
  const [, stem, rest] = match as unknown as [string, string, string];
  if (stem.trim() === '') return null;
  const word = random.pick(['Street', 'St.', 'Avenue', 'Ave.', 'Road', 'Rue', 'Via', 'Straat']);
  return word === 'Rue' || word === 'Via' ? `${word} ${stem.trim()}${rest}` : `${stem.trim()} ${word}${rest}`;
}

/** Extras after the street: 'Hauptstraße 5, near Bahnhof', '… corner of Marktplatz', '… (Hinterhaus)'. */
export function streetExtra(random: Random, street: string, landmark: string): string {
  return random.pick([
    `${street}, near ${landmark}`,
    `${street} corner of ${landmark}`,
    `${street} (Hinterhaus)`,
    `${street}, 2. OG`,
    `${street} / Ecke ${landmark}`,
  ]);
}

/** District names that many German towns have. */
const DISTRICTS = ['Mitte', 'Nord', 'Süd', 'Ost', 'West', 'Altstadt', 'Neustadt', 'Oberdorf', 'Unterdorf'];

/**
 * A district or Ortsteil where the register has the town, or the reverse; the postcode stays.
 * 'Köln' -> 'Köln-Nord' or 'Altstadt'; 'Gelsenkirchen-Buer' -> 'Gelsenkirchen' or 'Buer'.
 */
export function districtForCity(random: Random, city: string): string {
  const hyphen = /^([^-]{3,})-(\S{3,})$/.exec(city);
  if (hyphen) return random.chance(0.5) ? hyphen[1]! : hyphen[2]!;
  const district = random.pick(DISTRICTS);
  return random.chance(0.5) ? `${city}-${district}` : district;
}

/**
 * The register entry in one cell, as users type it: 'HRB 1234 Freiburg', 'Amtsgericht Köln HRB
 * 12345', 'HRB 12345 B' (Berlin's suffix), 'Köln HRB 12345'; null without a register number.
 */
export function registerInOneCell(random: Random, hrId: string | null, court: string | null): string | null {
  if (!hrId) return null;
  if (!court) return random.chance(0.5) ? `${hrId} B` : hrId;
  return random.pick([
    `${hrId} ${court}`,
    `Amtsgericht ${court} ${hrId}`,
    `${court} ${hrId}`,
    `AG ${court}, ${hrId}`,
  ]);
}

/**
 * A telephone number without the country prefix: national ('0221 123450', '0221/12345-0') or
 * local, without the area code ('12345-0'); null when the number is not '+CC AREA REST'.
 */
export function phoneWithoutCountry(random: Random, phone: string): string | null {
  const match = /^\+\d+ (\d+) (.+)$/.exec(phone);
  if (!match) return null;
  const [, area, rest] = match as unknown as [string, string, string];
  return random.pick([
    `0${area} ${rest.replace(/[\s-]/g, '')}`,
    `0${area}/${rest}`,
    rest,
    rest.replace(/[\s-]/g, ''),
  ]);
}

/** Legal forms spelled out, as the typo in a spelled-out form needs them. */
const SPELLED_OUT: readonly [RegExp, string][] = [
  [/GmbH & Co\.? KG$/, 'GmbH & Co. Kommanditgesellschaft'],
  [/GmbH$/, 'Gesellschaft mit beschränkter Haftung'],
  [/AG$/, 'Aktiengesellschaft'],
  [/eG$/, 'eingetragene Genossenschaft'],
  [/e\.V\.$/, 'eingetragener Verein'],
  [/KG$/, 'Kommanditgesellschaft'],
  [/OHG$/, 'offene Handelsgesellschaft'],
];

/** 'Müller GmbH' -> 'Müller Gesellschatf mit beschränkter Haftung': a typo inside the spelled-out form. */
export function legalFormTypo(random: Random, name: string): string | null {
  for (const [pattern, spelled] of SPELLED_OUT) {
    const match = pattern.exec(name);
    if (!match) continue;
    let typed = typo(random, spelled);
    // typo() may pick a change that writes the same letters ('ll' doubled to 'll' is still a change).
    if (typed === spelled) typed = spelled.replace(/([a-z])([a-z])/, '$2$1');
    return `${name.slice(0, match.index).trimEnd()} ${typed}`;
  }
  return null;
}

/**
 * The legal form or a branch word in the middle of the name: 'Treuhand AG' -> 'Treuhand AG
 * Zweigniederlassung Köln', 'Sportverein e.V.' -> 'Sportverein e.V. Ortsgruppe Nord', 'Müller
 * Haustechnik GmbH' -> 'Müller GmbH Haustechnik'; null when the name ends in no legal form.
 */
export function legalFormInMiddle(random: Random, name: string, city: string | null): string | null {
  const split = splitLegalForm(name);
  if (!split || split.core === '') return null;
  const words = split.core.split(' ');
  const u = random.next();
  if (u < 0.4 && words.length >= 2) {
    return `${words.slice(0, -1).join(' ')} ${split.form} ${words.at(-1)!}`;
  }
  const place = city ?? random.pick(DISTRICTS);
  if (/e\.V\.$/.test(split.form)) return `${name} Ortsgruppe ${place}`;
  return `${name} ${random.pick(['Zweigniederlassung', 'Niederlassung', 'Filiale', 'Werk'])} ${place}`;
}

/** Legal forms of other countries, as customers write them. */
export const FOREIGN_LEGAL_FORMS = [
  'AB',
  'BV',
  'B.V.',
  'NV',
  'SA',
  'SRL',
  'Ltd',
  'Ltd.',
  'LLC',
  'Inc.',
  'JSC',
  'OAO',
  'Oy',
  'ApS',
  'S.p.A.',
] as const;

/**
 * A foreign legal form, as the customer knows the group: 'Volvo Deutschland GmbH' -> 'Volvo
 * Deutschland AB'; a name without a legal form gets one appended.
 */
export function foreignLegalForm(random: Random, name: string): string {
  const form = random.pick(FOREIGN_LEGAL_FORMS);
  const split = splitLegalForm(name);
  return `${split ? split.core : name} ${form}`;
}

/**
 * A parent organisation before the name: 'Stadtwerke Köln - Bäderbetrieb GmbH', 'Müller Gruppe:
 * Müller Logistik GmbH', 'Landkreis Ahrweiler, Realschule Adenau'.
 */
export function parentBeforeName(random: Random, name: string, city: string | null, surname: string): string {
  const parent = random.pick([
    city ? `Stadtwerke ${city}` : 'Stadtwerke',
    `${surname} Gruppe`,
    `${surname} Holding`,
    city ? `Landkreis ${city}` : 'Landkreis',
    'Konzern',
  ]);
  return random.pick([`${parent} - ${name}`, `${parent}: ${name}`, `${parent}, ${name}`]);
}

/**
 * Initials written with or without dots: 'ABC Logistik GmbH' <-> 'A.B.C. Logistik GmbH', 'A B C
 * Logistik GmbH'; a first word of a longer name shortened to its initial ('Karl Heinz Daunderer
 * e.K.' -> 'K. Heinz Daunderer e.K.'). Null when the name has neither.
 */
export function initials(random: Random, name: string): string | null {
  const dotted = /\b(?:\p{Lu}\.\s?){2,}/u.exec(name);
  if (dotted) {
    const plain = dotted[0].replace(/[.\s]/g, '');
    return name.replace(dotted[0], dotted[0].endsWith(' ') ? `${plain} ` : plain);
  }
  const upper = /\b\p{Lu}{2,4}\b/u.exec(name);
  if (upper && !NOT_INITIALS.has(upper[0])) {
    const letters = [...upper[0]];
    const joined = random.chance(0.7) ? `${letters.join('.')}.` : letters.join(' ');
    return name.replace(upper[0], joined);
  }
  const split = splitLegalForm(name);
  const words = (split ? split.core : name).split(' ');
  if (words.length >= 3 && /^\p{Lu}\p{Ll}{2,}$/u.test(words[0]!)) {
    return `${words[0]![0]}. ${name.slice(words[0]!.length + 1)}`;
  }
  return null;
}

/** Upper-case words that are legal forms or register types, not initials. */
const NOT_INITIALS: ReadonlySet<string> = new Set([
  'AG',
  'KG',
  'OHG',
  'UG',
  'SE',
  'EG',
  'GBR',
  'GMBH',
  'KGAA',
  'AB',
  'BV',
  'NV',
  'SA',
  'SRL',
  'LTD',
  'LLC',
  'INC',
  'JSC',
  'OAO',
  'OY',
  'APS',
  'HRA',
  'HRB',
  'VR',
  'GNR',
  'PR',
  'DE',
  'CO',
  'II',
  'III',
  'IV',
  'VI',
  'VII',
  'VIII',
  'IX',
  'XI',
  'XII',
]);

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function toRoman(n: number): string {
  let rest = n;
  let text = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      text += letters;
      rest -= value;
    }
  }
  return text;
}

function fromRoman(text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = { I: 1, V: 5, X: 10 }[text[i] as 'I' | 'V' | 'X'];
    const next = { I: 1, V: 5, X: 10 }[text[i + 1] as 'I' | 'V' | 'X'] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * Numbers written as Roman numerals and the reverse ('Fonds 5 GmbH' <-> 'Fonds V GmbH', 'Zweite'
 * stays); null when the name has no number from 1 to 20 and no Roman numeral.
 */
export function romanNumerals(name: string): string | null {
  const roman = /(?<=\s)(?=[IVX])(X{0,2}(?:IX|IV|V?I{0,3}))(?=\s|$)/.exec(name);
  if (roman) {
    return `${name.slice(0, roman.index)}${fromRoman(roman[1]!)}${name.slice(roman.index + roman[1]!.length)}`;
  }
  const number = /(?<=\s)([1-9]|1\d|20)(?=\s|$)/.exec(name);
  if (number) {
    return `${name.slice(0, number.index)}${toRoman(Number(number[1]))}${name.slice(number.index + number[1]!.length)}`;
  }
  return null;
}

/**
 * Text in brackets written without them or moved: 'Kimmenade (Deutschland) GmbH' -> 'Kimmenade
 * Deutschland GmbH' or 'Kimmenade GmbH (Deutschland)'; null when the name has no brackets.
 */
export function bracketText(random: Random, name: string): string | null {
  const match = /\s*\(([^()]+)\)/.exec(name);
  if (!match) return null;
  const without = `${name.slice(0, match.index)}${name.slice(match.index + match[0].length)}`.trim();
  if (random.chance(0.5))
    return `${name.slice(0, match.index)} ${match[1]}${name.slice(match.index + match[0].length)}`
      .replace(/\s{2,}/g, ' ')
      .trim();
  const moved = `${without} (${match[1]})`;
  return moved === name ? `${without} ${match[1]}` : moved;
}

/** Short abbreviations people use for common name words. */
const SHORT_FORMS: readonly [RegExp, readonly string[]][] = [
  [/\bGebrüder\b/, ['Gebr.', 'Ger.', 'Gebr']],
  [/\bGesellschaft\b/, ['Ges.', 'Gesellsch.']],
  [/\bVerwaltung(s?)\b/, ['Verw.', 'Verwaltg.']],
  [/\bInternational\b/, ['Int.', 'Intl.']],
  [/\bDeutschland\b/, ['Dtl.', 'Dtschl.']],
  [/\bund\b/, ['u.', '&', '+']],
  [/\bSankt\b/, ['St.']],
  [/\bDoktor\b/, ['Dr.']],
  [/\bTechnik\b/, ['Techn.']],
  [/\bService\b/, ['Serv.']],
  [/\bBeteiligung(s?)\b/, ['Beteil.', 'Beteiligungs-']],
];

/** 'Gebrüder Müller GmbH' -> 'Gebr. Müller GmbH'; null when no word has a usual short form. */
export function shortAbbreviation(random: Random, name: string): string | null {
  for (const [pattern, forms] of SHORT_FORMS) {
    if (pattern.test(name)) return name.replace(pattern, random.pick(forms));
  }
  return null;
}
