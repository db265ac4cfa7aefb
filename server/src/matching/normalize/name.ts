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
import { LEGAL_FORMS } from '../../companies/reference/legal-forms.ts';
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

/**
 * Spellings of the legal forms in folded text (lower case, umlauts written out or dropped,
 * punctuation as spaces), most specific first: a 'GmbH & Co. KG' also contains 'GmbH' and 'KG'.
 */
const FORM_SPELLINGS: readonly (readonly [key: string, pattern: string, countries: readonly Country[]])[] = [
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
];

// Stryker disable all: a guard against a wrong edit of the table above, it cannot fire on this one;
// name.test.ts checks every form the normaliser answers against LEGAL_FORMS.
const KNOWN_KEYS = new Set(LEGAL_FORMS.map((form) => form.key).filter((key): key is string => key !== null));
for (const [key] of FORM_SPELLINGS) {
  if (!KNOWN_KEYS.has(key)) throw new Error(`legal form ${key} is not in reference/legal-forms.ts`);
}
// Stryker restore all

/** One regex per spelling, matching whole words inside ' folded text '. */
const FORM_PATTERNS = FORM_SPELLINGS.map(
  ([key, pattern, countries]) => [key, new RegExp(` (?:${pattern})(?= )`), countries] as const,
);

const LIQUIDATION = / (?:i l|il|i liq|in liquidation|in abwicklung)(?= )/;

/** CRM additions that end a name: a contact, a branch, a department. */
const TRAILING_NOISE =
  / (?:z hd|zhd|zu haenden|zu handen|c o|attn|niederlassung|zweigniederlassung|filiale|nl|zentrale|hauptverwaltung|hauptsitz|buchhaltung|rechnungswesen)(?= ).*/;
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
]);

/** Parenthesised text that belongs to a legal form, kept; any other parenthesis is a CRM note. */
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
    if (country !== null && !countries.includes(country)) continue;
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
  const withoutNotes = raw.replace(/\(([^()]*)\)/g, (_m, inner: string) =>
    FORM_IN_PARENTHESES.test(inner) ? ` ${inner} ` : ' ',
  );
  let padded = ` ${fold(withoutNotes)} `;
  // 'GmmbH', 'GbmH', 'Gmbh.': a legal form one typo away is still the legal form.
  if (!/ (?:gmbh|mbh) /.test(padded))
    padded = padded.replace(/ ([a-z]{3,5})(?= )/g, (m, w: string) =>
      w !== 'gmb' && withinOneEdit(w, 'gmbh') ? ' gmbh' : m,
    );
  const liquidation = LIQUIDATION.test(padded);
  padded = padded.replace(LIQUIDATION, '');
  padded = padded.replace(LEADING_NOISE, '');

  const extra: string[] = [];
  const form = findLegalForm(padded, isCountry(country) ? country : null);
  let core = padded;
  if (form) {
    core = padded.slice(0, form.start) + ' ';
    extra.push(...padded.slice(form.end).split(' ').filter(Boolean));
  }
  const noise = TRAILING_NOISE.exec(core);
  if (noise && noise.index > 0) {
    extra.push(...noise[0].trim().split(' '));
    core = core.slice(0, noise.index);
  }
  const tokens: string[] = [];
  for (const word of core.split(' ')) {
    if (word === '' || STOPWORDS.has(word)) continue;
    const token = loose(ABBREVIATIONS.get(word) ?? word);
    if (tokens[tokens.length - 1] !== token) tokens.push(token);
  }
  // A name that is nothing but noise ('Die Zentrale') keeps its words.
  if (tokens.length === 0 && !form)
    return { tokens: extra.map(loose), legalForm: null, extra: [], liquidation };
  return { tokens, legalForm: form?.key ?? null, extra, liquidation };
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
