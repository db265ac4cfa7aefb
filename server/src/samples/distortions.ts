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
