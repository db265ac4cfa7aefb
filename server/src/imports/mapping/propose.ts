/**
 * The mapping proposed after an upload (spec 2 Mapping screen, 3 Upload response detectedMapping):
 * which customer column holds which product field, guessed from the headers (German, English and
 * French synonyms) and from the values of the first rows (e-mails, URLs, VAT ids, register
 * numbers, postcodes, phones, provider ids, years, countries), each field and each column at most
 * once. The last mapping a user confirmed for the same set of headers wins over any guess.
 *
 * Scores run from 0 to about 110: an exact header synonym scores 100 (a vague one like 'Name' or
 * 'Nr.' less), a header that contains a synonym 60-90 by how much of the header it covers, less
 * when the rest of it names another field; values alone at most 85, and only when 80 % of the
 * sampled values are recognised (half, for company names by their legal forms). Values that agree
 * add up to 10 to a header score; values that do not fit a field at all take 20-30 off. Pairs are
 * assigned best score first; a pair needs MIN_SCORE. A header that names a field exactly therefore
 * beats what the values suggest ('Kundennummer' with postcode-like numbers stays ext_id).
 */
import { createHash } from 'node:crypto';
import { INTERNAL_FIELDS } from '@datacare/api-client/domain';
import type { InternalField, MappingPair } from '@datacare/api-client/generated/types';
import { detectLegalForm } from '../../companies/reference/legal-forms.ts';
import { splitStreet } from '../../companies/model.ts';
import { normalizeCountry } from '../../matching/normalize/country.ts';
import { normalizeEmail } from '../../matching/normalize/email.ts';
import { toE164 } from '../../matching/normalize/phone.ts';
import { normalizePostcode } from '../../matching/normalize/postcode.ts';
import { normalizeRegister } from '../../matching/normalize/register.ts';
import { fold, loose } from '../../matching/normalize/text.ts';
import { registrableDomain } from '../../matching/normalize/url.ts';
import { normalizeVat } from '../../matching/normalize/vat.ts';

export interface ProposeMappingInput {
  /** The file's column names (unique, in file order). */
  columns: readonly string[];
  /** The first rows, each aligned by index with columns; at most SAMPLE_ROWS are read. */
  sampleRows: readonly (readonly (string | null)[])[];
  /** The last mapping the user confirmed for the same set of headers (see headerSetKey). */
  remembered?: readonly MappingPair[] | null;
}

/** Rows of the sample that are looked at. */
export const SAMPLE_ROWS = 200;

/** The lowest score a proposed pair may have: below it a column stays unmapped. */
export const MIN_SCORE = 55;

// ------------------------------------------------------------------------------------- headers

interface SynonymSpec {
  /**
   * Synonyms that score 100 (or the score given) when the header equals them and 60-90 when it
   * contains them.
   */
  exact: readonly (string | readonly [string, number])[];
  /** Synonyms that count only when the header equals them, with their own score. */
  weak?: readonly (readonly [string, number])[];
  /** Synonyms that only qualify a header ('Company phone'): a containing header scores 15 less. */
  modifiers?: readonly string[];
  /** Words (or, from five letters, parts of words) that rule out a containing match. */
  negatives?: readonly string[];
}

/** Company words that make 'Account Owner' or 'Company phone' look like a company name. */
const COMPANY_WORDS = [
  'Company',
  'Firma',
  'Firmen',
  'Unternehmen',
  'Entreprise',
  'Société',
  'Organisation',
  'Organization',
  'Account',
];

/** Words that mark a header about a person, not about the company. */
const PERSON_WORDS = [
  'Ansprechpartner',
  'Kontakt',
  'Kontaktperson',
  'Contact',
  'Person',
  'Vorname',
  'Nachname',
  'First',
  'Last',
  'Firstname',
  'Lastname',
  'Prénom',
  'Propriétaire',
  'Interlocuteur',
  'Responsable',
  'Inhaber',
  'Geschäftsführer',
  'Geschäftsführung',
  'Manager',
  'Betreuer',
  'Vertrieb',
  'Vertriebler',
  'Sachbearbeiter',
  'Benutzer',
  'User',
  'Salutation',
  'Anrede',
  'Titel',
  'Title',
];

const SYNONYMS: Readonly<Record<InternalField, SynonymSpec>> = {
  ext_id: {
    exact: [
      'ext_id',
      'Kundennummer',
      'Kunden-Nr.',
      'Kundennr',
      'Kd-Nr.',
      'KdNr',
      'Kunden-ID',
      'Kundenid',
      'Debitor',
      'Debitorennummer',
      'Debitoren-Nr.',
      'Debitorennr',
      'Debitorenkonto',
      'Customer ID',
      'Customer number',
      'Customer No.',
      'Cust ID',
      'Account ID',
      'Account number',
      'Account No.',
      'Record ID',
      'Company ID',
      'Organization ID',
      'Organisation ID',
      'Firmen-ID',
      'CRM ID',
      'CRM-Nummer',
      'Externe ID',
      'External ID',
      'Ext ID',
      'Interne ID',
      'Datensatz-ID',
      'Référence client',
      'Réf client',
      'Numéro client',
      'N° client',
      'Code client',
      'ID client',
      'Identifiant client',
      'Identifiant',
      "ID de fiche d'informations",
      'ID de fiche',
      // 'Kunden ID', 'Lieferanten-ID': a contained 'ID' counts too.
      ['ID', 95],
    ],
    weak: [
      ['Konto', 85],
      ['Kontonummer', 80],
      ['Nummer', 70],
      ['Number', 65],
      ['Nr', 60],
      ['Référence', 75],
      ['Reference', 75],
      ['Ref', 70],
    ],
    negatives: [
      ...PERSON_WORDS,
      'Steuer',
      'Tax',
      'VAT',
      'TVA',
      'UID',
      'USt',
      'Register',
      'Handelsregister',
      'HR',
      'HRB',
      'SIREN',
      'SIRET',
      'Datacare',
      'DC',
      'Provider',
      'Parent',
      'Mutter',
      'Owner',
      'Besitzer',
      'Lead',
      'Deal',
      'Ticket',
      'Campaign',
      'Kampagne',
      'Session',
      'Telefon',
      'Phone',
      'Fax',
      'Haus',
      'House',
      'Street',
      'Straße',
      'Postal',
    ],
  },
  provider_id: {
    exact: [
      'provider_id',
      'Datacare-ID',
      'Datacare ID',
      'DatacareID',
      'Datacare-Nummer',
      'Datacare-Nr.',
      'DC-ID',
      'DC-Nummer',
      'DC-Nr.',
      'Provider ID',
      'Anbieter-ID',
    ],
  },
  company_name: {
    exact: [
      'company_name',
      'Firma',
      'Firmenname',
      'Firmierung',
      'Firmenbezeichnung',
      'Unternehmen',
      'Unternehmensname',
      'Unternehmensbezeichnung',
      'Name des Unternehmens',
      'Name der Firma',
      'Name (Adressattyp Unternehmen)',
      'Kundenname',
      'Kundenbezeichnung',
      'Company',
      'Company name',
      'Organisation',
      'Organization',
      'Organisationsname',
      'Organization name',
      'Organisation name',
      'Account name',
      'Business name',
      'Legal name',
      'Raison sociale',
      'Entreprise',
      'Société',
      'Nom de l’entreprise',
      "Nom de l'entreprise",
      'Nom entreprise',
      'Nom de la société',
      'Nom société',
      'Dénomination',
      'Dénomination sociale',
    ],
    weak: [
      ['Kunde', 85],
      ['Client', 80],
      ['Customer', 80],
      ['Bezeichnung', 65],
      ['Name', 70],
      ['Nom', 70],
    ],
    modifiers: COMPANY_WORDS,
    negatives: [
      ...PERSON_WORDS,
      'Owner',
      'Besitzer',
      'Parent',
      'Mutter',
      'Muttergesellschaft',
      'Domain',
      'Page',
      'LinkedIn',
      'Xing',
      'ID',
      'Nummer',
      'Number',
      'Nr',
      'No',
      'Numéro',
      'Code',
      'Kurz',
      'Kurzname',
      'Site',
      'Größe',
      'Size',
      'Taille',
      'Gegenstand',
      'Beschreibung',
      'Description',
    ],
  },
  street: {
    exact: [
      'Straße',
      'Strasse',
      'Str',
      'Straße und Hausnummer',
      'Straße + Hausnummer',
      'Straße/Hausnummer',
      'Straße Hausnummer',
      'Straße Nr.',
      'Straße und Hausnr.',
      'Adresse',
      'Anschrift',
      'Hausanschrift',
      'Postanschrift',
      'Rechnungsadresse',
      'Address',
      'Address line 1',
      'Adresszeile 1',
      'Street',
      'Street address',
      'Street and number',
      'Rue',
      'Adresse postale',
      'Voie',
    ],
    negatives: [
      'Zusatz',
      'Adresszusatz',
      'Postfach',
      'PO Box',
      'Box',
      'Complément',
      'Mail',
      'E-Mail',
      'Email',
      'Courriel',
      'Web',
      'Internet',
      'URL',
      'IP',
      'Typ',
      'Type',
      'Art',
      'Name',
      'Nom',
    ],
  },
  street_name: {
    exact: [
      'Straßenname',
      'Strassenname',
      'Straße ohne Hausnummer',
      'Street name',
      'Nom de rue',
      'Nom de la voie',
      'Libellé voie',
    ],
  },
  street_number: {
    exact: [
      'Hausnummer',
      'Hausnr.',
      'Haus-Nr.',
      'HNr',
      'House number',
      'Housenumber',
      'Street number',
      'Building number',
      'Numéro de rue',
      'Numéro de voie',
      'N° de rue',
      'N° voie',
    ],
    weak: [
      ['Nr', 80],
      ['No', 75],
      ['Numéro', 75],
      ['N°', 75],
      ['Number', 70],
    ],
  },
  zip: {
    exact: [
      'PLZ',
      'Postleitzahl',
      'Zip',
      'Zip code',
      'Zip/Postal code',
      'Postal code',
      'Postcode',
      'Post code',
      'Code postal',
      'CP',
      'NPA',
    ],
    negatives: ['Postfach', 'PO Box', 'Box', 'Ort', 'City', 'Ville'],
  },
  location: {
    exact: [
      'Ort',
      'Ortschaft',
      'Ortsname',
      'Stadt',
      'Gemeinde',
      'City',
      'Town',
      'Municipality',
      'Ville',
      'Localité',
      'Commune',
      'Sitz',
      'Firmensitz',
      'Standort',
    ],
    negatives: [
      'Register',
      'Gericht',
      'Court',
      'Geburtsort',
      'Birth',
      'Naissance',
      'Teil',
      'Ortsteil',
      'RCS',
    ],
  },
  country: {
    exact: ['Land', 'Country', 'Country/Region', 'Country name', 'Ländername', 'Staat', 'Pays', 'Nation'],
    negatives: ['Code', 'ISO', 'Kürzel', 'Kennzeichen', 'Bundesland', 'Teil'],
  },
  country_code: {
    exact: [
      'country_code',
      'Ländercode',
      'Ländercodes',
      'Landcode',
      'Landeskennzeichen',
      'Länderkennzeichen',
      'Länderkürzel',
      'Landeskürzel',
      'LKZ',
      'ISO',
      'ISO-Code',
      'ISO country',
      'Country code',
      'Country ISO',
      'Code pays',
      'Code ISO',
      'Code ISO pays',
    ],
  },
  hr_id: {
    exact: [
      'hr_id',
      'Handelsregisternummer',
      'Handelsregister',
      'Handelsregister-Nr.',
      'HR-Nummer',
      'HR-Nr.',
      'HRB',
      'HRB-Nummer',
      'HRB-Nr.',
      'HRA',
      'Registernummer',
      'Register-Nr.',
      'Registereintrag',
      'Firmenbuchnummer',
      'Firmenbuch',
      'FN',
      'Register number',
      'Registration number',
      'Company registration number',
      'Commercial register',
      'Commercial register number',
      'Trade register number',
      'RCS',
      'Numéro RCS',
      'SIREN',
      'Numéro SIREN',
      'N° SIREN',
      "Numéro d'entreprise",
      'IDE',
      'Numéro IDE',
      'N° IDE',
    ],
    negatives: [
      'Gericht',
      'Court',
      'Ort',
      'Location',
      'City',
      'Ville',
      'Greffe',
      'Art',
      'Typ',
      'Type',
      'Registerart',
      'Datum',
      'Date',
    ],
  },
  hr_location: {
    exact: [
      'hr_location',
      'Registergericht',
      'Amtsgericht',
      'Handelsregistergericht',
      'Firmenbuchgericht',
      'Registerort',
      'Register court',
      'Registration court',
      'Commercial court',
      'Greffe',
      'Tribunal de commerce',
      'Ville RCS',
      'Ville du RCS',
    ],
    weak: [['Gericht', 80]],
  },
  vat_id: {
    exact: [
      'vat_id',
      'USt-IdNr.',
      'USt-ID',
      'UStID',
      'USt-Id-Nr.',
      'USt-IdNr',
      'Umsatzsteuer-ID',
      'Umsatzsteuer-IdNr.',
      'Umsatzsteuer-Identifikationsnummer',
      'UID',
      'UID-Nummer',
      'UID-Nr.',
      'MwSt-Nummer',
      'MWST-Nr.',
      'VAT',
      'VAT ID',
      'VAT number',
      'VAT No.',
      'VAT registration number',
      'TVA',
      'Numéro de TVA',
      'Numéro TVA',
      'N° TVA',
      'TVA intracommunautaire',
      'N° TVA intracommunautaire',
      'Numéro de TVA intracommunautaire',
    ],
    weak: [['Tax ID', 80]],
  },
  email: {
    exact: [
      'E-Mail',
      'Email',
      'Mail',
      'E-Mail-Adresse',
      'Emailadresse',
      'Mailadresse',
      'Email address',
      'Mail address',
      'Courriel',
      'Adresse e-mail',
      'Adresse mail',
      'Adresse électronique',
    ],
    negatives: ['Opt', 'Optout', 'Bounce', 'Bounced', 'Consent', 'Einwilligung', 'Domain', 'Format'],
  },
  phone: {
    exact: [
      'Telefon',
      'Tel',
      'Tel.-Nr.',
      'Telefonnummer',
      'Rufnummer',
      'Phone',
      'Phone number',
      'Telephone',
      'Telephone number',
      'Téléphone',
      'Tél',
      'Numéro de téléphone',
      'Festnetz',
    ],
    weak: [
      ['Mobil', 75],
      ['Mobile', 75],
      ['Handy', 70],
    ],
    negatives: ['Fax'],
  },
  fax: {
    exact: ['Fax', 'Telefax', 'Faxnummer', 'Fax number', 'Télécopie', 'Numéro de fax'],
  },
  url: {
    exact: [
      'url',
      'Website',
      'Web site',
      'Webseite',
      'Website URL',
      'Homepage',
      'Internet',
      'Internetseite',
      'Internetadresse',
      'Internetauftritt',
      'Webadresse',
      'Web address',
      'Web',
      'WWW',
      'Site web',
      'Site internet',
      'Adresse web',
    ],
    weak: [
      ['Domain', 80],
      ['Nom de domaine', 80],
    ],
    negatives: [
      'LinkedIn',
      'Xing',
      'Facebook',
      'Twitter',
      'Instagram',
      'YouTube',
      'Social',
      'Logo',
      'Bild',
      'Image',
      'Foto',
      'Photo',
      'Mail',
    ],
  },
  description: {
    exact: [
      'Beschreibung',
      'Firmenbeschreibung',
      'Unternehmensbeschreibung',
      'Tätigkeit',
      'Tätigkeitsbeschreibung',
      'Gegenstand',
      'Unternehmensgegenstand',
      'Geschäftszweck',
      'Description',
      'Company description',
      'Business description',
      'About',
      'Activité',
      'Objet social',
    ],
  },
  revenue: {
    exact: [
      'Umsatz',
      'Jahresumsatz',
      'Umsatzklasse',
      'Revenue',
      'Annual revenue',
      'Turnover',
      'Sales',
      'Chiffre d’affaires',
      "Chiffre d'affaires",
      'CA',
    ],
    negatives: ['Steuer', 'Tax', 'VAT', 'TVA', 'USt', 'ID', 'Rep', 'Owner', ...PERSON_WORDS],
  },
  founded_year: {
    exact: [
      'Gründungsjahr',
      'Gründungsdatum',
      'Gründung',
      'Gegründet',
      'Founded',
      'Year founded',
      'Founding year',
      'Founded year',
      'Established',
      'Année de création',
      'Année de fondation',
    ],
  },
  num_employees: {
    exact: [
      'Mitarbeiter',
      'Mitarbeiterzahl',
      'Mitarbeiteranzahl',
      'Anzahl Mitarbeiter',
      'Beschäftigte',
      'Anzahl Beschäftigte',
      'Employees',
      'Number of employees',
      'No. of employees',
      'Employee count',
      'Headcount',
      'Effectif',
      'Effectifs',
      'Salariés',
      'Nombre de salariés',
      "Nombre d'employés",
      "Tranche d'effectif",
    ],
    weak: [['MA', 70]],
    negatives: [
      'Zuständig',
      'Zuständiger',
      'Verantwortlich',
      'Verantwortlicher',
      'Name',
      'Responsible',
      'Owner',
      'Mail',
      'Telefon',
      'Phone',
      'Kürzel',
    ],
  },
  industry: {
    exact: [
      'Branche',
      'Branchen',
      ['Branchencode', 95],
      ['Branchenschlüssel', 95],
      'Wirtschaftszweig',
      'Industrie',
      'Industry',
      'Industry sector',
      'Sector',
      'Secteur',
      'Secteur d’activité',
      "Secteur d'activité",
      // Codes rank behind the label when a file has both.
      ['WZ', 95],
      ['WZ-Code', 95],
      ['WZ 2008', 95],
      ['NACE', 95],
      ['NACE code', 95],
      ['Code NAF', 95],
      ['NAF', 95],
      ['Code APE', 95],
      ['APE', 95],
    ],
  },
};

/** Words that rule out a containing match of any field: remarks, flags, dates, types. */
const GENERIC_NEGATIVES = [
  'Bemerkung',
  'Kommentar',
  'Comment',
  'Comments',
  'Notiz',
  'Note',
  'Notes',
  'Remark',
  'Status',
  'Flag',
  'Datum',
  'Date',
  'Erstellt',
  'Created',
  'Modified',
  'Geändert',
  'Änderung',
  'Updated',
  'Modify',
  'Quelle',
  'Source',
];

/** Fields whose headers may well carry a date ('Gründungsdatum', 'Founded date'). */
const DATED_FIELDS = new Set<InternalField>(['founded_year']);

interface HeaderKey {
  /** Folded words in loose form, digit-only words removed. */
  words: string[];
  /** The words written together. */
  compact: string;
  /** Points off for a trailing number: 'Name 1' a little, 'Adresse 2' much ('second line'). */
  penalty: number;
}

/** A header or synonym in comparable form: 'Straße (2)' -> words ['strase'], penalty 25. */
function headerKey(text: string): HeaderKey {
  const all = fold(text)
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map(loose);
  const words: string[] = [];
  let penalty = 0;
  for (const word of all) {
    if (!/^\d+$/.test(word)) {
      words.push(word);
      continue;
    }
    const n = Number(word);
    // 'Adresse 2', 'Telefon 3': a second line or a second number of the same kind.
    if (n >= 2 && word.length <= 2) penalty = Math.max(penalty, 25);
    else penalty = Math.max(penalty, n <= 1 ? 3 : 5);
  }
  return { words, compact: words.join(''), penalty };
}

interface Synonym {
  key: string;
  words: string[];
  score: number;
  /** Also counts when the header contains it. */
  partial: boolean;
  modifier: boolean;
}

interface FieldMatcher {
  synonyms: Synonym[];
  negatives: Set<string>;
}

function matcherOf(field: InternalField, spec: SynonymSpec): FieldMatcher {
  const modifiers = new Set((spec.modifiers ?? []).map((m) => headerKey(m).compact));
  const synonyms: Synonym[] = [];
  const add = (text: string, score: number, partial: boolean) => {
    const { words, compact } = headerKey(text);
    if (compact === '') return;
    synonyms.push({ key: compact, words, score, partial, modifier: modifiers.has(compact) });
  };
  for (const entry of spec.exact) {
    if (typeof entry === 'string') add(entry, 100, true);
    else add(entry[0], entry[1], true);
  }
  for (const text of spec.modifiers ?? []) add(text, 100, true);
  for (const [text, score] of spec.weak ?? []) add(text, score, false);
  const negatives = new Set<string>();
  for (const text of [...(spec.negatives ?? []), ...(DATED_FIELDS.has(field) ? [] : GENERIC_NEGATIVES)]) {
    const { compact } = headerKey(text);
    if (compact !== '') negatives.add(compact);
  }
  return { synonyms, negatives };
}

const MATCHERS: ReadonlyMap<InternalField, FieldMatcher> = new Map(
  INTERNAL_FIELDS.map((field) => [field, matcherOf(field, SYNONYMS[field])]),
);

/** Header word -> the fields whose synonyms use it ('telefon' -> phone). */
const WORD_FIELDS: ReadonlyMap<string, ReadonlySet<InternalField>> = (() => {
  const index = new Map<string, Set<InternalField>>();
  for (const [field, matcher] of MATCHERS) {
    for (const synonym of matcher.synonyms) {
      for (const word of [...synonym.words, synonym.key]) {
        if (word.length < 2) continue;
        let fields = index.get(word);
        if (!fields) index.set(word, (fields = new Set()));
        fields.add(field);
      }
    }
  }
  return index;
})();

const COMPANY_KEYS = new Set(COMPANY_WORDS.map((w) => headerKey(w).compact));
const PERSON_KEYS = new Set(PERSON_WORDS.map((w) => headerKey(w).compact));

/** Start of `needle` as a run of whole words in `words`, or -1. */
function wordRun(words: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= words.length; i++) {
    for (let j = 0; j < needle.length; j++) if (words[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function isNegated(header: HeaderKey, negatives: ReadonlySet<string>): boolean {
  for (const word of header.words) if (negatives.has(word)) return true;
  for (const negative of negatives) {
    if (negative.length >= 5 && header.compact.includes(negative)) return true;
  }
  return false;
}

/** How well a header names a field, 0 (not at all) to 100 (an exact synonym). */
function headerScore(field: InternalField, header: HeaderKey): number {
  if (header.compact === '') return 0;
  const matcher = MATCHERS.get(field)!;
  let best = 0;
  let negated: boolean | undefined;
  for (const synonym of matcher.synonyms) {
    let score = 0;
    if (synonym.key === header.compact) score = synonym.score;
    else if (synonym.partial) {
      const at = wordRun(header.words, synonym.words);
      const compound = at < 0 && synonym.key.length >= 5 && header.compact.includes(synonym.key);
      if (at < 0 && !compound) continue;
      negated ??= isNegated(header, matcher.negatives);
      if (negated) continue;
      score = 60 + 30 * (synonym.key.length / header.compact.length) - (compound ? 5 : 0);
      const rest =
        at >= 0
          ? [...header.words.slice(0, at), ...header.words.slice(at + synonym.words.length)]
          : header.words.filter((w) => !w.includes(synonym.key));
      // 'Company phone' is a phone, 'Contact phone' less likely the company's, and in 'Company
      // phone' the company word is no company name.
      if (rest.some((w) => !COMPANY_KEYS.has(w) && WORD_FIELDS.get(w) && !WORD_FIELDS.get(w)!.has(field))) {
        score -= 10;
      }
      if (rest.some((w) => PERSON_KEYS.has(w))) score -= 5;
      if (synonym.modifier) score -= 15;
    }
    if (score > best) best = score;
  }
  return best > 0 ? Math.max(0, best - header.penalty) : 0;
}

// -------------------------------------------------------------------------------------- values

type Detector =
  | 'email'
  | 'url'
  | 'vat'
  | 'register'
  | 'zip'
  | 'phone'
  | 'providerId'
  | 'year'
  | 'country'
  | 'countryCode'
  | 'court'
  | 'legalForm'
  | 'street'
  | 'houseNumber';

/** Share of a column's sampled values each detector recognises. */
type ValueShares = Record<Detector, number>;

interface ColumnValues {
  /** Non-empty sampled values. */
  count: number;
  shares: ValueShares;
  /** Share of values that could be the field at all (plausibility), by field. */
  plausible: Partial<Record<InternalField, number>>;
}

const THIS_YEAR = new Date().getFullYear();

/** Top-level domains accepted without 'http' or 'www' in front: country codes and these. */
const GENERIC_TLDS = new Set(
  'com net org info biz eu gmbh ag shop online store site website tech app dev io berlin bayern hamburg koeln nrw ruhr saarland swiss wien tirol paris bzh alsace corsica museum edu gov int pro name'.split(
    ' ',
  ),
);

const URL_SHAPE =
  /^(?:(https?:\/\/)|(www\d?\.))?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+([a-z]{2,24})\.?(?::\d+)?(?:[/?#]\S*)?$/iu;

function isUrl(value: string): boolean {
  if (/[@\s]/.test(value)) return false;
  const shape = URL_SHAPE.exec(value);
  if (!shape) return false;
  const tld = shape[3]!.toLowerCase();
  if (!shape[1] && !shape[2] && tld.length !== 2 && !GENERIC_TLDS.has(tld)) return false;
  return registrableDomain(value)?.domain != null;
}

function isEmail(value: string): boolean {
  if (!/@|\(at\)|\[at\]/i.test(value)) return false;
  return normalizeEmail(value)?.address != null;
}

function isPhone(value: string): boolean {
  if (!/^(?:tel\.?:?\s*)?[+(]?[\d\s()+/.\-–]+$/i.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 16 && toE164(value) !== null;
}

function isYear(value: string): boolean {
  const match = /^(\d{4})(?:\.0+)?$/.exec(value);
  return match !== null && Number(match[1]) >= 1800 && Number(match[1]) <= THIS_YEAR;
}

/** 1 for a postcode, 0.5 for a four-digit one that could also be a year, 0 otherwise. */
function postcodeWeight(value: string): number {
  const match = /^(?:(?:D|DE|A|AT|CH|FL|LI|F|FR|L|LU|NL|B|BE)\s?-?\s?)?(\d{4,5})(?:\.0+)?$/i.exec(value);
  if (!match || normalizePostcode(value) === null) return 0;
  return match[1]!.length === 4 && isYear(match[1]!) ? 0.5 : 1;
}

const HOUSE_NUMBER = /^\d{1,4}\s?[a-z]?(?:\s?[-/+]\s?\d{1,4}\s?[a-z]?)?$/i;

const STREET_WORD =
  /(?:stra(?:ss|ß)e|str\.|str\b|weg|platz|pl\.|allee|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|feld|garten|park|graben|kai|rue|avenue|av\.|boulevard|bd\.?|chemin|place|quai|impasse|route|road|rd\.?|street|st\.|lane|drive|via|viale|piazza)(?=[\s.,\d]|$)/i;

function isStreet(value: string): boolean {
  if (/@/.test(value) || !STREET_WORD.test(value)) return false;
  const spaced = value.replace(/([.\p{L}])(\d)/gu, '$1 $2');
  const { street_name, street_number } = splitStreet(spaced);
  return street_number !== null && /\p{L}{2}/u.test(street_name);
}

const COURT = /^(?:amtsgericht|ag|registergericht|landesgericht|lg|handelsgericht|bezirksgericht)\s+\p{L}/iu;

const FOREIGN_LEGAL_FORM =
  /(?:^|[\s,])(?:s\.?a\.?r\.?l\.?|sàrl|sas|sasu|sa|snc|eurl|sca|ltd\.?|limited|inc\.?|llc|corp\.?|plc|b\.?v\.?|n\.?v\.?|s\.?p\.?a\.?|s\.?r\.?l\.?|sagl|se|a\/s|aps|ab|oy|gmbh|ag|kg|ohg|e\.?\s?k\.?|e\.?\s?v\.?|eg|ug)(?=$|[\s,.)])/i;

/** Legal-form words, to tell 'Müller GmbH' (a name) from 'GmbH' (a legal-form column). */
const LEGAL_FORM_WORDS =
  /(?:^|(?<=[\s,&+(]))(?:gmbh|g\.m\.b\.h\.?|mbh|ag|kg|kgaa|ohg|ug|haftungsbeschränkt|haftungsbeschraenkt|co\.?|e\.\s?k\.|e\.\s?v\.|ev|ek|eg|gbr|partg|se|sarl|s\.a\.r\.l\.|sàrl|sas|sasu|sa|snc|eurl|ltd\.?|limited|inc\.?|llc|corp\.?|plc|b\.?v\.?|n\.?v\.?|spa|s\.p\.a\.|srl|s\.r\.l\.|sagl|og|e\.u\.)(?=$|[\s,)&+])/giu;

function hasLegalForm(value: string): boolean {
  if (value.length > 300 || !/\p{L}{2}/u.test(value)) return false;
  const form =
    detectLegalForm(value, 'DE') !== null ||
    detectLegalForm(value, 'AT') !== null ||
    detectLegalForm(value, 'CH') !== null ||
    FOREIGN_LEGAL_FORM.test(value);
  return form && /\p{L}{2}/u.test(value.replace(LEGAL_FORM_WORDS, ' '));
}

const DETECTORS: Readonly<Record<Detector, (value: string) => number | boolean>> = {
  email: isEmail,
  url: isUrl,
  vat: (v) => /^[a-z]{2}/i.test(v) && /\d/.test(v) && normalizeVat(v)?.valid === true,
  register: (v) => /^(?:[hvgpf]|uid|che)/i.test(v) && /\d/.test(v) && normalizeRegister(v) !== null,
  zip: postcodeWeight,
  phone: isPhone,
  providerId: (v) => /^DC\d{8}$/i.test(v),
  year: isYear,
  country: (v) => v.length <= 60 && !/\d/.test(v) && normalizeCountry(v) !== null,
  countryCode: (v) => /^[A-Z]{2}$/i.test(v) && normalizeCountry(v) !== null,
  court: (v) => COURT.test(v),
  legalForm: hasLegalForm,
  street: isStreet,
  houseNumber: (v) => HOUSE_NUMBER.test(v),
};

const DETECTOR_NAMES = Object.keys(DETECTORS) as Detector[];

/** Loose tests of whether a value could be the field at all: a header that does not fit its values loses. */
const PLAUSIBLE: Partial<Record<InternalField, (value: string) => boolean>> = {
  company_name: (v) => /\p{L}/u.test(v),
  street: (v) => /\p{L}/u.test(v),
  street_name: (v) => /\p{L}/u.test(v),
  street_number: (v) => HOUSE_NUMBER.test(v),
  zip: (v) => /\d{3}/.test(v),
  location: (v) => /\p{L}/u.test(v),
  country: (v) => /\p{L}/u.test(v),
  country_code: (v) => /^[a-z]{1,3}$/i.test(v),
  hr_id: (v) => /\d/.test(v),
  hr_location: (v) => /\p{L}/u.test(v),
  vat_id: (v) => /\d{5}/.test(v.replace(/[\s.]/g, '')),
  provider_id: (v) => /^[A-Za-z0-9_-]{1,64}$/.test(v),
  email: (v) => /@|\(at\)|\[at\]/i.test(v),
  url: (v) => /\.|^www|^http/i.test(v),
  phone: (v) => v.replace(/\D/g, '').length >= 5,
  fax: (v) => v.replace(/\D/g, '').length >= 5,
  revenue: (v) => /\d/.test(v),
  num_employees: (v) => /\d/.test(v),
  founded_year: (v) => /(?:^|\D)(?:1[6-9]|20)\d\d(?:\D|$)/.test(v),
};

function columnValues(values: readonly string[]): ColumnValues {
  const shares = Object.fromEntries(DETECTOR_NAMES.map((d) => [d, 0])) as ValueShares;
  const plausible: Partial<Record<InternalField, number>> = {};
  if (values.length === 0) return { count: 0, shares, plausible };
  // Each distinct value is looked at once ('Deutschland' two hundred times is one test).
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const shareOf = (test: (value: string) => number | boolean) => {
    let sum = 0;
    for (const [value, count] of counts) sum += Number(test(value)) * count;
    return sum / values.length;
  };
  for (const detector of DETECTOR_NAMES) shares[detector] = shareOf(DETECTORS[detector]);
  for (const [field, test] of Object.entries(PLAUSIBLE) as [InternalField, (v: string) => boolean][]) {
    plausible[field] = shareOf(test);
  }
  return { count: values.length, shares, plausible };
}

/**
 * What values say about a field: the detector, the score values alone may reach (0: only a
 * bonus to a header) and the share they need for it (default 0.8).
 */
const VALUE_RULES: Partial<Record<InternalField, { detector: Detector; max: number; min?: number }>> = {
  provider_id: { detector: 'providerId', max: 85 },
  email: { detector: 'email', max: 80 },
  vat_id: { detector: 'vat', max: 80 },
  url: { detector: 'url', max: 78 },
  hr_id: { detector: 'register', max: 75 },
  zip: { detector: 'zip', max: 72 },
  phone: { detector: 'phone', max: 70 },
  country_code: { detector: 'countryCode', max: 70 },
  country: { detector: 'country', max: 68 },
  founded_year: { detector: 'year', max: 68 },
  street: { detector: 'street', max: 66 },
  hr_location: { detector: 'court', max: 65 },
  // Many company names carry no legal form; a column where most do is a name column.
  company_name: { detector: 'legalForm', max: 62, min: 0.5 },
  fax: { detector: 'phone', max: 0 },
  street_name: { detector: 'street', max: 0 },
  street_number: { detector: 'houseNumber', max: 0 },
};

/** The score values alone give: max - 10 at the rule's minimum share … max when all values fit. */
function valueOnlyScore(share: number, max: number, min: number): number {
  if (max === 0 || share < min) return 0;
  return max - (10 * (1 - share)) / (1 - min);
}

/** Header and values together. */
function combinedScore(field: InternalField, header: number, values: ColumnValues): number {
  const rule = VALUE_RULES[field];
  let share = rule ? values.shares[rule.detector] : 0;
  let max = rule?.max ?? 0;
  // A column of country codes is country_code's before it is country's.
  if (field === 'country' && values.shares.countryCode >= 0.8) max -= 15;
  // A column of years is not one of (four-digit) postcodes.
  if (field === 'zip' && values.shares.year >= 0.8) share = Math.min(share, 0.5);
  let score = header;
  if (header > 0) {
    score += 10 * share;
    const plausible = values.plausible[field];
    if (values.count >= 3 && plausible !== undefined && plausible < 0.3) score -= header >= 100 ? 20 : 30;
  }
  return Math.max(score, valueOnlyScore(share, max, rule?.min ?? 0.8));
}

// ---------------------------------------------------------------------------------- assignment

/**
 * The proposed mapping, in INTERNAL_FIELDS order. With a remembered mapping, that mapping (its
 * columns matched by name, exactly or ignoring case and spacing) without the columns the file no
 * longer has; when none of it is left, a fresh proposal.
 */
export function proposeMapping(input: ProposeMappingInput): MappingPair[] {
  const { columns, sampleRows, remembered } = input;
  if (remembered) {
    const kept = rememberedMapping(columns, remembered);
    if (kept.length > 0) return kept;
  }

  const samples = sampleRows.slice(0, SAMPLE_ROWS);
  const values = columns.map((_, index) => {
    const list: string[] = [];
    for (const row of samples) {
      const cell = row[index];
      if (cell === null || cell === undefined) continue;
      const text = String(cell).trim();
      if (text !== '') list.push(text);
    }
    return columnValues(list);
  });
  const headers = columns.map(headerKey);

  const scores = new Map<InternalField, number[]>();
  const headerOnly = new Map<InternalField, number[]>();
  for (const field of INTERNAL_FIELDS) {
    const byHeader = headers.map((header) => headerScore(field, header));
    headerOnly.set(field, byHeader);
    scores.set(
      field,
      byHeader.map((h, c) => combinedScore(field, h, values[c]!)),
    );
  }

  splitOrWholeStreet(scores, headerOnly, values);

  const candidates: { field: InternalField; column: number; score: number; order: number }[] = [];
  for (const [order, field] of INTERNAL_FIELDS.entries()) {
    for (const [column, score] of scores.get(field)!.entries()) {
      if (score >= MIN_SCORE) candidates.push({ field, column, score, order });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.order - b.order || a.column - b.column);
  const takenFields = new Set<InternalField>();
  const takenColumns = new Set<number>();
  const chosen: { field: InternalField; column: number; order: number }[] = [];
  for (const candidate of candidates) {
    if (takenFields.has(candidate.field) || takenColumns.has(candidate.column)) continue;
    takenFields.add(candidate.field);
    takenColumns.add(candidate.column);
    chosen.push(candidate);
  }
  chosen.sort((a, b) => a.order - b.order);
  return chosen.map(({ field, column }) => ({ internalField: field, customerField: columns[column]! }));
}

/**
 * street (name and number in one column) or street_name plus street_number: a house-number column
 * (a header that says so, values that are house numbers; a bare 'Nr.' only right after the street
 * column) makes the street column street_name; without one the street column is street.
 */
function hasHouseNumberColumn(
  scores: Map<InternalField, number[]>,
  headerOnly: Map<InternalField, number[]>,
  values: readonly ColumnValues[],
): boolean {
  const street = scores.get('street')!;
  const streetName = scores.get('street_name')!;
  const numberHeader = headerOnly.get('street_number')!;
  const streetLike = street.map((s, c) => Math.max(s, streetName[c]!));
  const streetColumn = argMax(streetLike);
  if (streetColumn < 0 || streetLike[streetColumn]! < MIN_SCORE) return false;
  for (const [column, score] of numberHeader.entries()) {
    if (column === streetColumn || score < 75) continue;
    const sample = values[column]!;
    if (sample.count > 0 && sample.shares.houseNumber < 0.6) continue;
    // 'Nr.', 'No', 'Numéro' alone may be any number: only next to the street.
    if (score < 100 && column !== streetColumn + 1) continue;
    // A column of whole streets (name and number) is not split by a bare 'Nr.'.
    if (score < 100 && values[streetColumn]!.shares.street >= 0.8) continue;
    return true;
  }
  return false;
}

function splitOrWholeStreet(
  scores: Map<InternalField, number[]>,
  headerOnly: Map<InternalField, number[]>,
  values: readonly ColumnValues[],
): void {
  const street = scores.get('street')!;
  const streetName = scores.get('street_name')!;
  const number = scores.get('street_number')!;
  if (hasHouseNumberColumn(scores, headerOnly, values)) {
    scores.set(
      'street_name',
      streetName.map((s, c) => Math.max(s, street[c]!)),
    );
    scores.set(
      'street',
      street.map(() => 0),
    );
  } else {
    scores.set(
      'street',
      street.map((s, c) => Math.max(s, streetName[c]!)),
    );
    scores.set(
      'street_name',
      streetName.map(() => 0),
    );
    scores.set(
      'street_number',
      number.map(() => 0),
    );
  }
}

function argMax(list: readonly number[]): number {
  let best = -1;
  for (const [i, value] of list.entries()) if (best < 0 || value > list[best]!) best = i;
  return best;
}

/** A header in the form headerSetKey compares: trimmed, single spaces, lower case. */
function sameHeader(header: string): string {
  return header.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function rememberedMapping(columns: readonly string[], remembered: readonly MappingPair[]): MappingPair[] {
  const exact = new Set(columns);
  const byName = new Map<string, string>();
  for (const column of columns) if (!byName.has(sameHeader(column))) byName.set(sameHeader(column), column);
  const fields = new Set<string>();
  const used = new Set<string>();
  const kept: MappingPair[] = [];
  for (const { internalField, customerField } of remembered) {
    const column = exact.has(customerField) ? customerField : byName.get(sameHeader(customerField));
    if (column === undefined || fields.has(internalField) || used.has(column)) continue;
    fields.add(internalField);
    used.add(column);
    kept.push({ internalField, customerField: column });
  }
  return kept;
}

/**
 * A stable key for "the same set of headers", under which the confirmed mapping is remembered:
 * each header trimmed, with single spaces and in lower case, the set sorted, hashed (sha256, hex).
 * Column order does not matter; a header more or less does.
 */
export function headerSetKey(columns: readonly string[]): string {
  const names = columns.map(sameHeader).sort();
  return createHash('sha256').update(JSON.stringify(names)).digest('hex');
}
