/**
 * The legal forms the product knows, per country, with their ISO 20275 ELF codes
 * (../shared/data/iso-20275-elf-2026-02-19.csv, the fact base), the register they are entered in
 * and the share the generator gives them. German shares follow the order of the registers'
 * populations: GmbH, e.V., KG, GmbH & Co. KG, e.K., UG, OHG, eG, AG, GbR, PartG, plus sole traders
 * outside the commercial register.
 */

export type RegisterType = 'HRB' | 'HRA' | 'VR' | 'GnR' | 'PR' | 'FN' | 'UID';

export interface LegalForm {
  /** Canonical key stored in legal_form; null for sole traders without a registered form. */
  key: string | null;
  country: 'DE' | 'AT' | 'CH';
  /** ISO 20275 Entity Legal Form code ('' for the unregistered sole trader). */
  elf: string;
  /** How the register writes it after the company name ('' when nothing follows the name). */
  suffix: string;
  /** The register the form is entered in; null when it is not registered (status not_in_hr). */
  register: RegisterType | null;
  /** Share among the country's generated companies, in percent. */
  share: number;
  /** Forms of small undertakings (sole traders, professionals, associations): at most 100 employees. */
  small: boolean;
  /** The year the form was introduced, when companies cannot be older. */
  since: number | null;
}

type Row = [
  key: string | null,
  elf: string,
  suffix: string,
  register: RegisterType | null,
  share: number,
  small: boolean,
  since?: number,
];

const ROWS: Record<LegalForm['country'], Row[]> = {
  DE: [
    ['GmbH', '2HBR', 'GmbH', 'HRB', 40, false],
    ['e.V.', 'QZ3L', 'e.V.', 'VR', 16.5, true],
    ['KG', '8Z6G', 'KG', 'HRA', 9.5, false],
    ['GmbH & Co. KG', '8Z6G', 'GmbH & Co. KG', 'HRA', 8.5, false],
    ['e.K.', 'OL20', 'e.K.', 'HRA', 7, true],
    ['UG', '63KS', 'UG (haftungsbeschränkt)', 'HRB', 5.5, true, 2008],
    ['OHG', '40DB', 'OHG', 'HRA', 2.8, false],
    ['eG', 'AZFE', 'eG', 'GnR', 1.8, false],
    ['AG', '6QQB', 'AG', 'HRB', 1.6, false],
    ['GbR', 'FR3V', 'GbR', null, 1.5, true],
    ['PartG', '2YZO', 'PartG mbB', 'PR', 1.3, true, 2013],
    [null, '', '', null, 4, true],
  ],
  AT: [
    ['GmbH', 'AXSB', 'GmbH', 'FN', 52, false],
    ['e.U.', 'ECWU', 'e.U.', 'FN', 18, true, 2007],
    ['KG', 'ONF1', 'KG', 'FN', 9, false],
    ['GmbH & Co. KG', 'ONF1', 'GmbH & Co KG', 'FN', 8, false],
    ['OG', 'JTAV', 'OG', 'FN', 8, false, 2007],
    ['AG', 'EQOV', 'AG', 'FN', 2, false],
    ['eGen', '8XDW', 'eGen', 'FN', 1, false],
    ['Verein', 'DX6Z', '', null, 2, true],
  ],
  CH: [
    ['GmbH', '3EKS', 'GmbH', 'UID', 38, false],
    ['AG', 'MVII', 'AG', 'UID', 34, false],
    ['Einzelunternehmen', 'AZA0', '', 'UID', 18, true],
    ['Kollektivgesellschaft', 'MRSY', '', 'UID', 4, true],
    ['Genossenschaft', 'QSI2', '', 'UID', 2, false],
    ['Verein', 'H781', '', 'UID', 2, true],
    ['Stiftung', '2JZ4', '', 'UID', 2, true],
  ],
};

export const LEGAL_FORMS: readonly LegalForm[] = Object.entries(ROWS).flatMap(([country, rows]) =>
  rows.map(([key, elf, suffix, register, share, small, since]) => ({
    key,
    country: country as LegalForm['country'],
    elf,
    suffix,
    register,
    share,
    small,
    since: since ?? null,
  })),
);

/**
 * Legal forms of other countries, as customers write a group's name ('Volvo AB', 'Acme Ltd.').
 * The product holds no companies of these forms; the matcher recognises them as legal forms rather
 * than rare words (docs/matching.md). ELF codes are not given: each is a family of national forms.
 */
export const FOREIGN_LEGAL_FORMS: readonly { key: string; countries: readonly string[] }[] = [
  { key: 'AB', countries: ['SE', 'FI'] },
  { key: 'BV', countries: ['NL', 'BE'] },
  { key: 'NV', countries: ['NL', 'BE'] },
  { key: 'SA', countries: ['FR', 'BE', 'LU', 'ES', 'CH', 'PL'] },
  { key: 'SRL', countries: ['IT', 'RO', 'BE', 'FR', 'LU'] },
  { key: 'S.p.A.', countries: ['IT'] },
  { key: 'Ltd', countries: ['GB', 'IE'] },
  { key: 'LLC', countries: ['US'] },
  { key: 'Inc.', countries: ['US', 'CA'] },
  { key: 'JSC', countries: ['RU', 'KZ', 'UA'] },
  { key: 'OAO', countries: ['RU'] },
  { key: 'Oy', countries: ['FI'] },
  { key: 'ApS', countries: ['DK'] },
];

/** The forms of one country. */
export function legalFormsOf(country: 'DE' | 'AT' | 'CH'): readonly LegalForm[] {
  return LEGAL_FORMS.filter((form) => form.country === country);
}

/**
 * How legal forms appear in German, Austrian and Swiss company names, most specific first
 * (a 'GmbH & Co. KG' also contains 'GmbH' and 'KG').
 */
const PATTERNS: readonly [RegExp, string, readonly string[]][] = [
  [
    /\b(?:GmbH|UG(?:\s*\(haftungsbeschränkt\))?|AG)\s*(?:&|\+|und|u\.)\s*Co\.?\s*KG\b/i,
    'GmbH & Co. KG',
    ['DE', 'AT'],
  ],
  [/\bUG\b|Unternehmergesellschaft/, 'UG', ['DE']],
  [/\bPartG\b|Partnerschaftsgesellschaft/i, 'PartG', ['DE']],
  [
    /\bG(?:es)?\.?\s?m\.?\s?b\.?\s?H\b\.?|\bmbH\b|Gesellschaft mit beschränkter Haftung/i,
    'GmbH',
    ['DE', 'AT', 'CH'],
  ],
  [/\bAG\b|Aktiengesellschaft/, 'AG', ['DE', 'AT', 'CH']],
  [/\bOHG\b|Offene Handelsgesellschaft/i, 'OHG', ['DE']],
  [/\bKG\b|Kommanditgesellschaft/, 'KG', ['DE', 'AT']],
  [/\be\.\s?K(?:fm|fr|ffr)?\.(?=\s|$|,)|\beK\b|eingetragene[rn]? Kauf(?:mann|frau)/i, 'e.K.', ['DE']],
  [/\be\.\s?V\.(?=\s|$|,)|\beV\b|eingetragener Verein/, 'e.V.', ['DE']],
  [/\beG\b|eingetragene Genossenschaft/, 'eG', ['DE']],
  [/\bGbR\b|Gesellschaft bürgerlichen Rechts/i, 'GbR', ['DE']],
  [/\bOG\b/, 'OG', ['AT']],
  [/\be\.\s?U\.(?=\s|$|,)/, 'e.U.', ['AT']],
  [/\beGen\b/, 'eGen', ['AT']],
  [/[Gg]enossenschaft\b/, 'Genossenschaft', ['CH']],
  [/[Ss]tiftung\b/, 'Stiftung', ['CH']],
];

/**
 * The canonical legal form a company name carries ('Müller Haustechnik G.m.b.H.' -> 'GmbH'), or
 * null when the name shows none. Importers use it when a dump has no legal-form field.
 */
export function detectLegalForm(name: string, countryCode = 'DE'): string | null {
  for (const [pattern, key, countries] of PATTERNS) {
    if (countries.includes(countryCode) && pattern.test(name)) return key;
  }
  return null;
}
