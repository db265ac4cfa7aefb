/**
 * Company names: the words that identify a company, with the legal form recognised and kept as
 * its own field ("Deutsche Bank AG" and "Deutsche Bank GmbH" share their words, not their form)
 * and what CRM users add to a name ('Firma …', '… - Zentrale', '… z. Hd. Frau Krause',
 * '… Niederlassung Köln', '(Buchhaltung)') set aside.
 *
 * The canonical forms are issue 4's (reference/legal-forms.ts, LEGAL_FORMS keys per country);
 * this module recognises their spellings in folded text, which detectLegalForm cannot do because
 * it answers the form but not where it stands (the words must be removed from the name). A test
 * checks that both agree on the register's and the customers' spellings.
 */
import { FOREIGN_LEGAL_FORMS, LEGAL_FORMS } from '../../companies/reference/legal-forms.ts';
import { fold, loose, withinOneEdit } from './text.ts';

export interface NormalizedName {
  /** Identifying words in loose form ('mueller', 'müller', 'muller' -> 'muller'), in order. */
  tokens: string[];
  /** Canonical legal form (a LEGAL_FORMS key) or null when the name shows none. */
  legalForm: string | null;
  /** Words after the legal form or added by the CRM ('zentrale', a contact person). */
  extra: string[];
  /** The name carries 'i.L.' / 'in Liquidation'. */
  liquidation: boolean;
}

type Country = 'DE' | 'AT' | 'CH';
/** Where a spelling is a legal form: some of the home countries, or anywhere (a foreign form). */
type Where = readonly Country[] | 'any';

/**
 * Spellings of the legal forms in folded text (lower case, umlauts written out or dropped,
 * punctuation as spaces), most specific first: a 'GmbH & Co. KG' also contains 'GmbH' and 'KG'.
 */
const FORM_SPELLINGS: readonly (readonly [key: string, pattern: string, countries: Where])[] = [
  [
    'GmbH & Co. KG',
    '(?:gmbh|g m b h|ges m b h|gesmbh|ug(?: haftungsbeschr(?:ae|a)?nkt| haftungsbeschr)?|ag|se) (?:und |u )?co (?:kg|k g)(?: aa|aa)?',
    ['DE', 'AT'],
  ],
  ['UG', '(?:ug|unternehmergesellschaft)(?: haftungsbeschr(?:ae|a)?nkt| haftungsbeschr)?', ['DE']],
  ['PartG', 'partg(?: mbb)?|partgmbb|partnerschaftsgesellschaft(?: mbb)?|partnerschaft mbb', ['DE']],
  [
    'GmbH',
    'gmbh|g m b h|ges m b h|gesmbh|mbh|gesellschaft mit beschr(?:ae|a)?nkter haftung',
    ['DE', 'AT', 'CH'],
  ],
  ['AG', 'ag|a g|aktiengesellschaft', ['DE', 'AT', 'CH']],
  ['OHG', 'ohg|o h g|offene handelsgesellschaft', ['DE']],
  ['KG', 'kg|k g|kommanditgesellschaft', ['DE', 'AT']],
  ['e.K.', 'e k|ek|e kfm|ekfm|e kfr|ekfr|e kffr|eingetragener? kauf(?:mann|frau)', ['DE']],
  ['e.V.', 'e v|ev|eingetragener verein', ['DE']],
  ['eG', 'eg|e g|eingetragene genossenschaft', ['DE']],
  ['GbR', 'gbr|g b r|gdbr|gesellschaft b(?:ue|u)rgerlichen rechts', ['DE']],
  ['OG', 'og|offene gesellschaft', ['AT']],
  ['e.U.', 'e u|eu', ['AT']],
  ['eGen', 'egen', ['AT']],
  ['Genossenschaft', 'genossenschaft', ['CH']],
  ['Stiftung', 'stiftung', ['CH']],
  // Forms of other countries, as customers write a group's name ('Volvo AB', 'Acme Ltd.'): a legal
  // form, not a rare word, whatever the row's country. After the home forms: 'GmbH' wins.
  ['S.p.A.', 's p a|spa', 'any'],
  ['SRL', 'srl|s r l|sarl|s a r l', 'any'],
  ['SA', 'sa|s a', 'any'],
  ['AB', 'ab|aktiebolag', 'any'],
  ['BV', 'bv|b v', 'any'],
  ['NV', 'nv|n v', 'any'],
  ['Ltd', 'ltd|limited|plc', 'any'],
  ['LLC', 'llc|l l c', 'any'],
  ['Inc.', 'inc|incorporated|corp', 'any'],
  ['JSC', 'jsc|ojsc|pjsc|zao|pao', 'any'],
  ['OAO', 'oao|ooo', 'any'],
  ['Oy', 'oy|oyj', 'any'],
  ['ApS', 'aps', 'any'],
];

// Stryker disable all: a guard against a wrong edit of the table above, it cannot fire on this one;
// name.test.ts checks every form the normaliser answers against LEGAL_FORMS.
const KNOWN_KEYS = new Set(
  [...LEGAL_FORMS, ...FOREIGN_LEGAL_FORMS]
    .map((form) => form.key)
    .filter((key): key is string => key !== null),
);
for (const [key] of FORM_SPELLINGS) {
  if (!KNOWN_KEYS.has(key)) throw new Error(`legal form ${key} is not in reference/legal-forms.ts`);
}
// Stryker restore all

/** One regex per spelling, matching whole words inside ' folded text '. */
const FORM_PATTERNS = FORM_SPELLINGS.map(
  ([key, pattern, countries]) => [key, new RegExp(` (?:${pattern})(?= )`), countries] as const,
);
/** Every spelling at once, for the words after a name's legal form ('… GmbH Beteiligungs KG'). */
const ANY_FORM = new RegExp(` (?:${FORM_SPELLINGS.map(([, pattern]) => pattern).join('|')})(?= )`, 'g');

/** The legal forms of other countries (FOREIGN_LEGAL_FORMS): they say nothing about a home form. */
const FOREIGN_KEYS: ReadonlySet<string> = new Set(
  FORM_SPELLINGS.filter(([, , where]) => where === 'any').map(([key]) => key),
);

/** True for a legal form of another country ('AB', 'Ltd'). */
export function isForeignLegalForm(key: string): boolean {
  return FOREIGN_KEYS.has(key);
}

/**
 * The words of spelled-out legal forms, folded, for typos inside them ('Gesellschatf mit
 * beschnaenkter Haftung', 'Genossenshaft'): a word of seven letters or more one edit away from one
 * of these is that word. Only these: a company's own words keep their spelling.
 */
const FORM_WORDS: readonly string[] = [
  'gesellschaft',
  'beschraenkter',
  'haftung',
  'aktiengesellschaft',
  'kommanditgesellschaft',
  'genossenschaft',
  'eingetragene',
  'eingetragener',
  'kaufmann',
  'kauffrau',
  'handelsgesellschaft',
  'unternehmergesellschaft',
  'haftungsbeschraenkt',
  'partnerschaftsgesellschaft',
  'buergerlichen',
];
const FORM_WORD_SET: ReadonlySet<string> = new Set(FORM_WORDS);

/** The legal-form word a long word is one typo away from, or the word itself. */
function formWord(word: string): string {
  if (word.length < 7 || FORM_WORD_SET.has(word)) return word;
  for (const candidate of FORM_WORDS) {
    if (Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate)) return candidate;
  }
  return word;
}

const LIQUIDATION = / (?:i l|il|i liq|in liquidation|in abwicklung)(?= )/;

/** CRM additions that end a name: a contact, a branch, a department. */
const NOISE_WORDS =
  'z hd|zhd|zu haenden|zu handen|c o|attn|niederlassung|zweigniederlassung|filiale|nl|zentrale|hauptverwaltung|hauptsitz|buchhaltung|rechnungswesen';
const TRAILING_NOISE = new RegExp(` (?:${NOISE_WORDS})(?= ).*`);
/**
 * After a legal form, also a branch or local group of the company ('… GmbH Werk Köln', '… e.V.
 * Ortsgruppe Nord') or a contact ('… GmbH Herrn Krause'): what follows them is set aside. Words
 * after the form before such a word stay in the name ('Müller GmbH Haustechnik', 'Treuhand-AG
 * Wirtschaftsprüfungsgesellschaft Zweigniederlassung Köln').
 */
const AFTER_FORM_NOISE = new RegExp(
  ` (?:${NOISE_WORDS}|werk|ortsgruppe|ortsverband|ortsverein|sektion|zweigstelle|standort|betriebsstaette|abteilung|abt|herr|herrn|frau)(?= ).*`,
);
const LEADING_NOISE = /^ (?:firma|fa)(?= )/;

/** Connectors and articles that carry nothing ('Müller & Söhne' = 'Müller und Söhne'). */
const STOPWORDS = new Set([
  'und',
  'u',
  'and',
  'et',
  'co',
  'der',
  'die',
  'das',
  'des',
  'fuer',
  'fur',
  'von',
  'vom',
  'zum',
  'zur',
  'the',
  'of',
]);

/**
 * Abbreviations written out one way ('Gebrüder' and 'Gebr.' are one word). A Map: the words are
 * the customer's, and a plain object would answer 'constructor' with a function (issue 12).
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['gebrueder', 'gebr'],
  ['gebruder', 'gebr'],
  ['gebrdr', 'gebr'],
  ['intl', 'international'],
  ['int', 'international'],
  ['dt', 'deutsche'],
  ['dtsch', 'deutsche'],
  ['ges', 'gesellschaft'],
  ['verw', 'verwaltung'],
  ['st', 'sankt'],
  ['hl', 'heilige'],
  ['ing', 'ingenieur'],
  ['ger', 'gebr'],
]);

/**
 * A note in parentheses: a word of it says it is the CRM's ('(Buchhaltung)', '(Kunde seit
 * 2019)', '(alt)'). Other parenthesised words are part of the name: '(Sweden) AB' is not
 * '(Finland) AB'.
 */
const NOTE_IN_PARENTHESES =
  /\b(?:buchhaltung|rechnungswesen|einkauf|verkauf|vertrieb|kunde|kundin|lieferant|zentrale|hauptsitz|filiale|niederlassung|alt|neu|nicht|inaktiv|gesperrt|dublette|duplikat|privat|hd|attn|abt|abteilung|seit|ehem|ehemals|vormals|siehe|test|intern|gel(?:ö|oe)scht|insolvent|herr|frau)\b/i;

/** Roman numerals from II to XXXIX, as words ('Fund VI'); single letters need care (see tokensOf). */
const ROMAN = /^x{0,3}(?:ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: ReadonlyMap<string, number> = new Map([
  ['i', 1],
  ['v', 5],
  ['x', 10],
]);

/** The value of a Roman numeral ('vi' -> 6). */
function romanValue(word: string): number {
  let total = 0;
  for (let i = 0; i < word.length; i++) {
    const value = ROMAN_VALUES.get(word[i]!)!;
    const next = ROMAN_VALUES.get(word[i + 1] ?? '') ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Parenthesised text that belongs to a legal form. */
const FORM_IN_PARENTHESES = /haftungsbeschr|mbb|gmbh|\bag\b|\bkg\b|e\.\s?v/i;

function isCountry(value: string | null | undefined): value is Country {
  return value === 'DE' || value === 'AT' || value === 'CH';
}

/**
 * The legal form a folded name shows and where: the first spelling (most specific first) found
 * after the first word; a name is never only its legal form.
 */
function findLegalForm(
  padded: string,
  country: Country | null,
): { key: string; start: number; end: number } | null {
  const firstWordEnd = padded.indexOf(' ', 1);
  for (const [key, pattern, countries] of FORM_PATTERNS) {
    if (country !== null && countries !== 'any' && !countries.includes(country)) continue;
    pattern.lastIndex = 0;
    const match = pattern.exec(padded.slice(firstWordEnd));
    if (!match) continue;
    const start = firstWordEnd + match.index;
    return { key, start, end: start + match[0].length };
  }
  return null;
}

/**
 * Normalises a company name. `country` (ISO alpha-2) narrows the legal forms to those of the
 * country (an 'OG' is Austrian); unknown or other countries allow every form.
 */
export function normalizeCompanyName(
  raw: string | null | undefined,
  country?: string | null,
): NormalizedName {
  const empty: NormalizedName = { tokens: [], legalForm: null, extra: [], liquidation: false };
  if (!raw) return empty;
  const withoutNotes = raw.includes('(')
    ? raw.replace(/\(([^()]*)\)/g, (_m, inner: string) =>
        FORM_IN_PARENTHESES.test(inner) || !NOTE_IN_PARENTHESES.test(inner) ? ` ${inner} ` : ' ',
      )
    : raw;
  let padded = ` ${fold(withoutNotes)} `;
  // 'GmmbH', 'GbmH', 'Gmbh.': a legal form one typo away is still the legal form.
  if (!/ (?:gmbh|mbh) /.test(padded))
    padded = padded.replace(/ ([a-z]{3,5})(?= )/g, (m, w: string) =>
      w !== 'gmb' && withinOneEdit(w, 'gmbh') ? ' gmbh' : m,
    );
  // 'Gesellschatf mit beschnaenkter Haftung': typos inside a spelled-out form.
  padded = padded.replace(/ ([a-z]{7,})(?= )/g, (m, w: string) => {
    const word = formWord(w);
    return word === w ? m : ` ${word}`;
  });
  const liquidation = LIQUIDATION.test(padded);
  padded = padded.replace(LIQUIDATION, '');
  padded = padded.replace(LEADING_NOISE, '');

  const extra: string[] = [];
  const form = findLegalForm(padded, isCountry(country) ? country : null);
  let core = padded;
  let after = '';
  if (form) {
    core = padded.slice(0, form.start) + ' ';
    // Words after the form belong to the name up to a branch, a contact or a note.
    after = padded.slice(form.end);
    const aside = AFTER_FORM_NOISE.exec(after);
    if (aside) {
      extra.push(...aside[0].trim().split(' '));
      after = after.slice(0, aside.index) + ' ';
    }
    after = after.replace(ANY_FORM, ' ');
  }
  const noise = TRAILING_NOISE.exec(core);
  if (noise && noise.index > 0) {
    extra.unshift(...noise[0].trim().split(' '));
    core = core.slice(0, noise.index);
  }
  const tokens = tokensOf(`${core} ${after}`.split(' '));
  // A name that is nothing but noise ('Die Zentrale') keeps its words.
  if (tokens.length === 0 && !form)
    return { tokens: extra.map(loose), legalForm: null, extra: [], liquidation };
  return { tokens, legalForm: form?.key ?? null, extra, liquidation };
}

/**
 * The identifying words of a name's words: connectors dropped, abbreviations written out,
 * initials written together ('A.B.C.' and 'A B C' are 'abc', 'C.B.A.' is 'cba'), Roman numerals
 * as numbers ('Fund VI' is 'fund 6'), a word repeated in a row once.
 */
function tokensOf(words: readonly string[]): string[] {
  const kept = words.filter((word) => word !== '' && !STOPWORDS.has(word));
  const tokens: string[] = [];
  let initials = false;
  for (let i = 0; i < kept.length; i++) {
    const word = kept[i]!;
    const single = word.length === 1 && word >= 'a' && word <= 'z';
    const nextSingle = kept[i + 1]?.length === 1;
    let token: string;
    if (single && initials) {
      tokens[tokens.length - 1] += word;
      continue;
    } else if (single && nextSingle) {
      token = word;
      initials = true;
    } else if (ROMAN.test(word) && (word.length > 1 || i > 0)) {
      // A lone 'I', 'V' or 'X' after the first word is a numeral ('Fund V'), not an initial.
      token = String(romanValue(word));
      initials = false;
    } else {
      token = loose(ABBREVIATIONS.get(word) ?? word);
      initials = false;
    }
    if (tokens[tokens.length - 1] !== token) tokens.push(token);
  }
  return tokens;
}

/** Order-free key of a name's words: 'Müller Haustechnik' and 'Haustechnik Mueller' share it. */
export function nameKey(tokens: readonly string[]): string {
  return [...tokens].sort().join(' ');
}

/**
 * How two legal forms relate: equal; compatible (one company can have been the other, or one
 * spelling hides the other: a UG becomes a GmbH, a KG a GmbH & Co. KG); or different.
 */
export function legalFormRelation(a: string, b: string): 'same' | 'similar' | 'different' {
  if (a === b) return 'same';
  return COMPATIBLE_FORMS.has(`${a}|${b}`) ? 'similar' : 'different';
}

/** Both orders of each pair. */
const COMPATIBLE_FORMS = new Set(
  [
    ['GmbH', 'UG'],
    ['GmbH & Co. KG', 'KG'],
    ['GmbH', 'GmbH & Co. KG'],
    ['e.K.', 'e.U.'],
    ['OHG', 'OG'],
    ['eG', 'eGen'],
    ['eG', 'Genossenschaft'],
    ['eGen', 'Genossenschaft'],
    ['GbR', 'OHG'],
  ].flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]),
);
