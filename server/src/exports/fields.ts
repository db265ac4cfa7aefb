/**
 * The export's field catalogue (docs/exports.md): which fields a file can carry, which side has
 * them (the customer's file through the batch's mapping, the provider's company record), and their
 * names in the user's language. Keys are the spec's field names (section 3) plus the company
 * record's own (legal_form, state, employee_size, wz_code, …): one name means the same thing in a
 * customer file, the company database and an export.
 */
import type { InternalField } from '@datacare/api-client/generated/types';
import type { Language } from '../http/language.ts';

/** Every field a consolidated row can stand for, in the order the export lists them. */
export const EXPORT_FIELDS = [
  'ext_id',
  'provider_id',
  'company_name',
  'legal_form',
  'street',
  'street_name',
  'street_number',
  'zip',
  'location',
  'state',
  'country',
  'country_code',
  'hr_id',
  'hr_location',
  'vat_id',
  'email',
  'phone',
  'fax',
  'url',
  'description',
  'revenue',
  'revenue_size',
  'founded_year',
  'num_employees',
  'employee_size',
  'industry',
  'wz_code',
  'wz_label',
  'status',
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];

/** Fields only the customer's file has (the provider keeps no external id). */
export const CUSTOMER_ONLY_FIELDS: ReadonlySet<ExportField> = new Set<ExportField>(['ext_id']);

/** The fields the provider's company record has: every export field but the customer's own. */
export const PROVIDER_FIELDS: readonly ExportField[] = EXPORT_FIELDS.filter(
  (f) => !CUSTOMER_ONLY_FIELDS.has(f),
);

/**
 * The detailed industry code (spec 4 Custom column action values): fixed to the provider's value
 * under its own name; its action and name cannot be changed.
 */
export const FIXED_FIELD: ExportField = 'wz_code';

/** Provider fields written as numbers (xlsx number cells). */
export const NUMERIC_FIELDS: ReadonlySet<ExportField> = new Set<ExportField>([
  'revenue',
  'founded_year',
  'num_employees',
]);

const FIELD_SET: ReadonlySet<string> = new Set(EXPORT_FIELDS);

/** Whether a key (from a request: untrusted) is an export field. */
export function isExportField(key: string): key is ExportField {
  return FIELD_SET.has(key);
}

/** Mapping fields of the customer's file that are export fields (all of them today). */
export function exportFieldOfMapping(field: InternalField): ExportField | undefined {
  return isExportField(field) ? field : undefined;
}

type Labels = Record<ExportField, string>;

const FIELD_LABELS: Record<Language, Labels> = {
  de: {
    ext_id: 'Externe ID',
    provider_id: 'Datacare-ID',
    company_name: 'Firmenname',
    legal_form: 'Rechtsform',
    street: 'Straße und Hausnummer',
    street_name: 'Straßenname',
    street_number: 'Hausnummer',
    zip: 'Postleitzahl',
    location: 'Ort',
    state: 'Bundesland',
    country: 'Land',
    country_code: 'Ländercode',
    hr_id: 'Handelsregisternummer',
    hr_location: 'Registergericht',
    vat_id: 'USt-IdNr.',
    email: 'E-Mail',
    phone: 'Telefon',
    fax: 'Fax',
    url: 'Website',
    description: 'Beschreibung',
    revenue: 'Umsatz (EUR)',
    revenue_size: 'Umsatzklasse',
    founded_year: 'Gründungsjahr',
    num_employees: 'Anzahl Mitarbeitende',
    employee_size: 'Mitarbeitendenklasse',
    industry: 'Branche',
    wz_code: 'Branchencode (WZ 2008)',
    wz_label: 'Branchenbezeichnung (WZ 2008)',
    status: 'Registerstatus',
  },
  en: {
    ext_id: 'External ID',
    provider_id: 'Datacare ID',
    company_name: 'Company name',
    legal_form: 'Legal form',
    street: 'Street and number',
    street_name: 'Street name',
    street_number: 'House number',
    zip: 'Postcode',
    location: 'City',
    state: 'State',
    country: 'Country',
    country_code: 'Country code',
    hr_id: 'Commercial register number',
    hr_location: 'Register court',
    vat_id: 'VAT ID',
    email: 'E-mail',
    phone: 'Phone',
    fax: 'Fax',
    url: 'Website',
    description: 'Description',
    revenue: 'Revenue (EUR)',
    revenue_size: 'Revenue class',
    founded_year: 'Year founded',
    num_employees: 'Number of employees',
    employee_size: 'Employee class',
    industry: 'Industry',
    wz_code: 'Industry code (WZ 2008)',
    wz_label: 'Industry name (WZ 2008)',
    status: 'Register status',
  },
  fr: {
    ext_id: 'ID externe',
    provider_id: 'ID Datacare',
    company_name: 'Raison sociale',
    legal_form: 'Forme juridique',
    street: 'Rue et numéro',
    street_name: 'Nom de rue',
    street_number: 'Numéro',
    zip: 'Code postal',
    location: 'Ville',
    state: 'Région',
    country: 'Pays',
    country_code: 'Code pays',
    hr_id: 'Numéro au registre du commerce',
    hr_location: 'Tribunal du registre',
    vat_id: 'Numéro de TVA',
    email: 'E-mail',
    phone: 'Téléphone',
    fax: 'Fax',
    url: 'Site web',
    description: 'Description',
    revenue: 'Chiffre d’affaires (EUR)',
    revenue_size: 'Tranche de chiffre d’affaires',
    founded_year: 'Année de création',
    num_employees: 'Nombre de salariés',
    employee_size: 'Tranche d’effectif',
    industry: 'Secteur d’activité',
    wz_code: 'Code d’activité (WZ 2008)',
    wz_label: 'Libellé d’activité (WZ 2008)',
    status: 'Statut au registre',
  },
};

/** A field's name in the user's language. */
export function fieldLabel(lang: Language, field: ExportField): string {
  return FIELD_LABELS[lang][field];
}

/** The file's other texts: column heads, sheet names and cell values, per language. */
export interface FileTexts {
  defaultSheet: string;
  consolidatedSheet: string;
  rowId: string;
  matchType: string;
  /** Header of the column that marks rows whose decision was taken from an earlier import (issue 15). */
  remembered: string;
  probability: string;
  providerId: string;
  locked: string;
  /** Suffix of a provider column in the default view: 'Firmenname (Datacare)'. */
  providerSuffix: string;
  /** Prefix of a comparison column: 'Vergleich: Firmenname'. */
  diffPrefix: string;
  matchTypes: { exact: string; manual: string; noMatch: string; chosen: string; rejected: string };
  yes: string;
  diff: { equal: string; different: string; missingCustomer: string; missingProvider: string };
  status: { active: string; in_liquidation: string; deleted: string; not_in_hr: string };
}

export const FILE_TEXTS: Record<Language, FileTexts> = {
  de: {
    defaultSheet: 'Standardansicht',
    consolidatedSheet: 'Konsolidierte Ansicht',
    rowId: 'Zeile',
    matchType: 'Treffertyp',
    remembered: 'Entscheidung übernommen',
    probability: 'Wahrscheinlichkeit (%)',
    providerId: 'Datacare-ID',
    locked: 'Gesperrt',
    providerSuffix: ' (Datacare)',
    diffPrefix: 'Vergleich: ',
    matchTypes: {
      exact: 'Exakter Treffer',
      manual: 'Manueller Treffer',
      noMatch: 'Kein Treffer',
      chosen: 'In der Prüfung gewählt',
      rejected: 'In der Prüfung abgelehnt',
    },
    yes: 'ja',
    diff: {
      equal: 'gleich',
      different: 'abweichend',
      missingCustomer: 'fehlt in Ihren Daten',
      missingProvider: 'fehlt bei Datacare',
    },
    status: {
      active: 'aktiv',
      in_liquidation: 'in Liquidation',
      deleted: 'gelöscht',
      not_in_hr: 'nicht im Handelsregister',
    },
  },
  en: {
    defaultSheet: 'Default view',
    consolidatedSheet: 'Consolidated view',
    rowId: 'Row',
    matchType: 'Match type',
    remembered: 'Decision remembered',
    probability: 'Probability (%)',
    providerId: 'Datacare ID',
    locked: 'Locked',
    providerSuffix: ' (Datacare)',
    diffPrefix: 'Comparison: ',
    matchTypes: {
      exact: 'Exact match',
      manual: 'Manual match',
      noMatch: 'No match',
      chosen: 'Chosen in review',
      rejected: 'Rejected in review',
    },
    yes: 'yes',
    diff: {
      equal: 'equal',
      different: 'different',
      missingCustomer: 'missing in your data',
      missingProvider: 'missing at Datacare',
    },
    status: {
      active: 'active',
      in_liquidation: 'in liquidation',
      deleted: 'deleted',
      not_in_hr: 'not in the commercial register',
    },
  },
  fr: {
    defaultSheet: 'Vue standard',
    consolidatedSheet: 'Vue consolidée',
    rowId: 'Ligne',
    matchType: 'Type de correspondance',
    remembered: 'Décision reprise',
    probability: 'Probabilité (%)',
    providerId: 'ID Datacare',
    locked: 'Verrouillé',
    providerSuffix: ' (Datacare)',
    diffPrefix: 'Comparaison : ',
    matchTypes: {
      exact: 'Correspondance exacte',
      manual: 'Correspondance manuelle',
      noMatch: 'Aucune correspondance',
      chosen: 'Choisie lors de la vérification',
      rejected: 'Rejetée lors de la vérification',
    },
    yes: 'oui',
    diff: {
      equal: 'identique',
      different: 'différent',
      missingCustomer: 'absent de vos données',
      missingProvider: 'absent chez Datacare',
    },
    status: {
      active: 'active',
      in_liquidation: 'en liquidation',
      deleted: 'radiée',
      not_in_hr: 'non inscrite au registre du commerce',
    },
  },
};
