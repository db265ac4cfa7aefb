import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalField, MappingPair } from '@datacare/api-client/generated/types';
import { openCompanyDatabase, type CompanyDatabase } from '../../companies/database.ts';
import { generateCompanyDatabase } from '../../companies/generate.ts';
import { SAMPLE_FILE_MAPPING } from '../../matching/sample-mapping.ts';
import { CUSTOMER_COLUMNS, noisyRows } from '../../samples/noisy.ts';
import { MIN_SCORE, headerSetKey, proposeMapping } from './propose.ts';

type Expected = Partial<Record<InternalField, string>>;

/** The proposal as field -> column, checking on the way that nothing is mapped twice. */
function propose(columns: readonly string[], sampleRows: (string | null)[][] = []): Expected {
  const mapping = proposeMapping({ columns, sampleRows });
  expectWellFormed(mapping, columns);
  return Object.fromEntries(mapping.map((p) => [p.internalField, p.customerField]));
}

function expectWellFormed(mapping: readonly MappingPair[], columns: readonly string[]) {
  const fields = mapping.map((p) => p.internalField);
  const used = mapping.map((p) => p.customerField);
  expect(new Set(fields).size).toBe(fields.length);
  expect(new Set(used).size).toBe(used.length);
  for (const column of used) expect(columns).toContain(column);
}

let dir: string;
let store: CompanyDatabase;
/** 200 rows of the noisy customer file, cells aligned with CUSTOMER_COLUMNS. */
let noisy: (string | null)[][];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-propose-'));
  store = await openCompanyDatabase(path.join(dir, 'companies.sqlite'));
  await generateCompanyDatabase(store, { count: 400, seed: 7 });
  noisy = [];
  for await (const row of noisyRows(store, { count: 200, seed: 3 })) {
    noisy.push(CUSTOMER_COLUMNS.map((c) => (row.cells[c] === null ? null : String(row.cells[c]))));
  }
}, 60_000);

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const SAMPLE_EXPECTED: Expected = Object.fromEntries(
  SAMPLE_FILE_MAPPING.map((p) => [p.internalField, p.customerField]),
);

describe('proposeMapping on the noisy customer file', () => {
  it("reproduces the sample's intended mapping from its headers and values", () => {
    expect(propose(CUSTOMER_COLUMNS, noisy)).toEqual(SAMPLE_EXPECTED);
  });

  it('reproduces it from the headers alone', () => {
    expect(propose(CUSTOMER_COLUMNS)).toEqual(SAMPLE_EXPECTED);
  });

  it('does not depend on the column order', () => {
    const order = [...CUSTOMER_COLUMNS.keys()].reverse();
    const columns = order.map((i) => CUSTOMER_COLUMNS[i]!);
    const rows = noisy.map((row) => order.map((i) => row[i]!));
    expect(propose(columns, rows)).toEqual(SAMPLE_EXPECTED);
  });

  it('finds e-mail, url, vat_id, zip and phone from the values when the headers say nothing', () => {
    const columns = CUSTOMER_COLUMNS.map((_, i) => `Spalte ${i + 1}`);
    const proposed = propose(columns, noisy);
    const truth = new Map(SAMPLE_FILE_MAPPING.map((p) => [p.internalField as string, p.customerField]));
    const original = (column: string) => CUSTOMER_COLUMNS[columns.indexOf(column)];
    for (const field of ['email', 'url', 'vat_id', 'zip', 'phone'] as const) {
      expect(proposed[field], field).toBeDefined();
    }
    // Whatever is proposed is right: no guesses on customer numbers, names or status columns.
    for (const [field, column] of Object.entries(proposed)) expect(original(column)).toBe(truth.get(field));
    expect(Object.keys(proposed).sort()).toEqual(
      ['company_name', 'country', 'email', 'hr_id', 'phone', 'street', 'url', 'vat_id', 'zip'].sort(),
    );
  });
});

describe('proposeMapping from German headers', () => {
  it('maps a DATEV-like Debitoren list', () => {
    const columns = [
      'Konto',
      'Name (Adressattyp Unternehmen)',
      'Unternehmensgegenstand',
      'Name (Adressattyp natürl. Person)',
      'Vorname (Adressattyp natürl. Person)',
      'Kurzbezeichnung',
      'EU-UStID',
      'Anrede',
      'Straße',
      'Postfach',
      'Postleitzahl',
      'Ort',
      'Land',
      'Telefon',
      'Bemerkung (Telefon)',
      'E-Mail',
      'Bemerkung (E-Mail)',
      'Internet',
      'Fax',
      'Kundennummer',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Kundennummer',
      company_name: 'Name (Adressattyp Unternehmen)',
      description: 'Unternehmensgegenstand',
      vat_id: 'EU-UStID',
      street: 'Straße',
      zip: 'Postleitzahl',
      location: 'Ort',
      country: 'Land',
      phone: 'Telefon',
      email: 'E-Mail',
      url: 'Internet',
      fax: 'Fax',
    });
  });

  it('maps a Debitoren list with only an account number as ext_id', () => {
    expect(propose(['Debitorenkonto', 'Firmierung', 'Anschrift', 'PLZ', 'Ort'])).toEqual({
      ext_id: 'Debitorenkonto',
      company_name: 'Firmierung',
      street: 'Anschrift',
      zip: 'PLZ',
      location: 'Ort',
    });
  });

  it('maps a CRM export with street and house number apart', () => {
    const columns = [
      'Kd.-Nr.',
      'Firmenname',
      'Straße',
      'Hausnr.',
      'PLZ',
      'Ort',
      'Land',
      'Telefonnummer',
      'Telefax',
      'E-Mail-Adresse',
      'Homepage',
      'Umsatzsteuer-ID',
      'HRB-Nummer',
      'Amtsgericht',
      'Anzahl Mitarbeiter',
      'Jahresumsatz',
      'Gründungsjahr',
      'WZ-Code',
      'Ansprechpartner Name',
      'Ansprechpartner E-Mail',
      'Zuständiger Mitarbeiter',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Kd.-Nr.',
      company_name: 'Firmenname',
      street_name: 'Straße',
      street_number: 'Hausnr.',
      zip: 'PLZ',
      location: 'Ort',
      country: 'Land',
      phone: 'Telefonnummer',
      fax: 'Telefax',
      email: 'E-Mail-Adresse',
      url: 'Homepage',
      vat_id: 'Umsatzsteuer-ID',
      hr_id: 'HRB-Nummer',
      hr_location: 'Amtsgericht',
      num_employees: 'Anzahl Mitarbeiter',
      revenue: 'Jahresumsatz',
      founded_year: 'Gründungsjahr',
      industry: 'WZ-Code',
    });
  });

  it('maps a lexoffice-like contact export, leaving person columns alone', () => {
    const columns = [
      'Kundennummer',
      'Firmenname',
      'Anrede',
      'Vorname',
      'Nachname',
      'Straße',
      'PLZ',
      'Ort',
      'Land',
      'E-Mail',
      'Telefon',
      'Mobil',
      'Steuernummer',
      'Umsatzsteuer-ID',
      'Notiz',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Kundennummer',
      company_name: 'Firmenname',
      street: 'Straße',
      zip: 'PLZ',
      location: 'Ort',
      country: 'Land',
      email: 'E-Mail',
      phone: 'Telefon',
      vat_id: 'Umsatzsteuer-ID',
    });
  });

  it('maps a hand-made list with a running number and a bare Name', () => {
    const columns = ['Nr.', 'Name', 'Straße', 'PLZ', 'Stadt', 'Tel.', 'Webseite', 'Bemerkung'];
    expect(propose(columns)).toEqual({
      ext_id: 'Nr.',
      company_name: 'Name',
      street: 'Straße',
      zip: 'PLZ',
      location: 'Stadt',
      phone: 'Tel.',
      url: 'Webseite',
    });
  });

  it('maps a register extract', () => {
    const columns = [
      'Unternehmen',
      'Sitz',
      'Registergericht',
      'Registernummer',
      'Rechtsform',
      'Gegenstand',
      'Gründungsdatum',
      'Beschäftigte',
      'Umsatz (EUR)',
      'Branche',
    ];
    expect(propose(columns)).toEqual({
      company_name: 'Unternehmen',
      location: 'Sitz',
      hr_location: 'Registergericht',
      hr_id: 'Registernummer',
      description: 'Gegenstand',
      founded_year: 'Gründungsdatum',
      num_employees: 'Beschäftigte',
      revenue: 'Umsatz (EUR)',
      industry: 'Branche',
    });
  });

  it('maps an ERP export with provider ids and ISO country codes', () => {
    const columns = [
      'Debitor',
      'Kundenname',
      'Straße und Hausnummer',
      'Postleitzahl',
      'Ort',
      'Land (ISO)',
      'Telefon Zentrale',
      'E-Mail Zentrale',
      'Internetseite',
      'USt-ID',
      'Datacare-ID',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Debitor',
      provider_id: 'Datacare-ID',
      company_name: 'Kundenname',
      street: 'Straße und Hausnummer',
      zip: 'Postleitzahl',
      location: 'Ort',
      country_code: 'Land (ISO)',
      phone: 'Telefon Zentrale',
      email: 'E-Mail Zentrale',
      url: 'Internetseite',
      vat_id: 'USt-ID',
    });
  });

  it('reads headers written without umlauts, in capitals or with odd spacing', () => {
    expect(
      propose([
        'KUNDENNUMMER',
        'firma',
        'Strasse',
        'P.L.Z.',
        'ORT',
        'Laendercode',
        'Gruendungsjahr',
        'E_Mail',
      ]),
    ).toEqual({
      ext_id: 'KUNDENNUMMER',
      company_name: 'firma',
      street: 'Strasse',
      zip: 'P.L.Z.',
      location: 'ORT',
      country_code: 'Laendercode',
      founded_year: 'Gruendungsjahr',
      email: 'E_Mail',
    });
  });
});

describe('proposeMapping from English headers', () => {
  it('maps a Salesforce account export', () => {
    const columns = [
      'Account ID',
      'Account Name',
      'Account Owner',
      'Parent Account',
      'Type',
      'Industry',
      'Annual Revenue',
      'Employees',
      'Phone',
      'Fax',
      'Website',
      'Billing Street',
      'Billing City',
      'Billing State/Province',
      'Billing Zip/Postal Code',
      'Billing Country',
      'Shipping Street',
      'Shipping City',
      'Shipping Zip/Postal Code',
      'Shipping Country',
      'Description',
      'Account Number',
      'Created Date',
      'Email Opt Out',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Account ID',
      company_name: 'Account Name',
      industry: 'Industry',
      revenue: 'Annual Revenue',
      num_employees: 'Employees',
      phone: 'Phone',
      fax: 'Fax',
      url: 'Website',
      street: 'Billing Street',
      location: 'Billing City',
      zip: 'Billing Zip/Postal Code',
      country: 'Billing Country',
      description: 'Description',
    });
  });

  it('maps a HubSpot company export', () => {
    const columns = [
      'Record ID',
      'Company name',
      'Company Domain Name',
      'Create Date',
      'Company owner',
      'Phone Number',
      'Last Activity Date',
      'City',
      'Country/Region',
      'Industry',
      'Street Address',
      'Street Address 2',
      'Postal Code',
      'Number of Employees',
      'Annual Revenue',
      'Website URL',
      'Description',
      'Year Founded',
      'LinkedIn Company Page',
      'State/Region',
      'Lifecycle Stage',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Record ID',
      company_name: 'Company name',
      phone: 'Phone Number',
      location: 'City',
      country: 'Country/Region',
      industry: 'Industry',
      street: 'Street Address',
      zip: 'Postal Code',
      num_employees: 'Number of Employees',
      revenue: 'Annual Revenue',
      url: 'Website URL',
      description: 'Description',
      founded_year: 'Year Founded',
    });
  });

  it('maps a Dynamics 365 account export', () => {
    const columns = [
      '(Do Not Modify) Account',
      '(Do Not Modify) Row Checksum',
      '(Do Not Modify) Modified On',
      'Account Name',
      'Main Phone',
      'Address 1: City',
      'Address 1: Street 1',
      'Address 1: ZIP/Postal Code',
      'Address 1: Country/Region',
      'Primary Contact',
      'Email',
      'Website',
      'Number of Employees',
      'Annual Revenue',
      'Industry',
    ];
    expect(propose(columns)).toEqual({
      company_name: 'Account Name',
      phone: 'Main Phone',
      location: 'Address 1: City',
      street: 'Address 1: Street 1',
      zip: 'Address 1: ZIP/Postal Code',
      country: 'Address 1: Country/Region',
      email: 'Email',
      url: 'Website',
      num_employees: 'Number of Employees',
      revenue: 'Annual Revenue',
      industry: 'Industry',
    });
  });

  it('maps a Pipedrive organization export', () => {
    const columns = [
      'Organization - ID',
      'Organization - Name',
      'Organization - Owner',
      'Organization - Address',
      'Organization - Website',
      'Organization - Industry',
      'Organization - Annual revenue',
      'Organization - Number of employees',
      'Organization - Label',
      'Organization - People',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Organization - ID',
      company_name: 'Organization - Name',
      street: 'Organization - Address',
      url: 'Organization - Website',
      industry: 'Organization - Industry',
      revenue: 'Organization - Annual revenue',
      num_employees: 'Organization - Number of employees',
    });
  });

  it('maps a UK customer list', () => {
    const columns = [
      'Customer No.',
      'Company',
      'Address Line 1',
      'Address Line 2',
      'Town',
      'Postcode',
      'Country',
      'Telephone',
      'Email Address',
      'Web Address',
      'VAT Number',
      'Company Registration Number',
      'Employees',
      'Turnover',
      'Sector',
      'SIC Code',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Customer No.',
      company_name: 'Company',
      street: 'Address Line 1',
      location: 'Town',
      zip: 'Postcode',
      country: 'Country',
      phone: 'Telephone',
      email: 'Email Address',
      url: 'Web Address',
      vat_id: 'VAT Number',
      hr_id: 'Company Registration Number',
      num_employees: 'Employees',
      revenue: 'Turnover',
      industry: 'Sector',
    });
  });

  it('maps a Zoho account export, the postcode from its values', () => {
    const columns = [
      'Record Id',
      'Account Owner',
      'Account Name',
      'Phone',
      'Website',
      'Account Number',
      'Account Type',
      'Industry',
      'Employees',
      'Annual Revenue',
      'Billing Street',
      'Billing City',
      'Billing Code',
      'Billing Country',
      'Description',
    ];
    const rows = [
      [
        'zcrm_1',
        'Anna',
        'Müller GmbH',
        '+49 89 123456',
        'mueller.de',
        'A-1',
        'Customer',
        'Retail',
        '12',
        '1000000',
        'Hauptstr. 1',
        'München',
        '80331',
        'Germany',
        '',
      ],
      [
        'zcrm_2',
        'Ben',
        'Schmidt AG',
        '+49 30 987654',
        'schmidt.de',
        'A-2',
        'Prospect',
        'IT',
        '120',
        '9000000',
        'Ring 4',
        'Berlin',
        '10115',
        'Germany',
        'x',
      ],
      [
        'zcrm_3',
        'Ben',
        'Huber KG',
        '+43 1 5550001',
        'huber.at',
        'A-3',
        'Customer',
        'IT',
        '8',
        '500000',
        'Gasse 9',
        'Wien',
        'A-1010',
        'Austria',
        '',
      ],
      [
        'zcrm_4',
        'Ann',
        'Meier AG',
        '+41 44 5550001',
        'meier.ch',
        'A-4',
        'Customer',
        'IT',
        '30',
        '700000',
        'Weg 1',
        'Zürich',
        '8001',
        'Switzerland',
        '',
      ],
    ];
    expect(propose(columns, rows)).toEqual({
      ext_id: 'Record Id',
      company_name: 'Account Name',
      phone: 'Phone',
      url: 'Website',
      industry: 'Industry',
      num_employees: 'Employees',
      revenue: 'Annual Revenue',
      street: 'Billing Street',
      location: 'Billing City',
      zip: 'Billing Code',
      country: 'Billing Country',
      description: 'Description',
    });
  });

  it('maps a plain English list with street and house number apart', () => {
    const columns = [
      'ID',
      'Name',
      'Street',
      'House number',
      'Zip',
      'City',
      'Country code',
      'Phone',
      'Fax',
      'E-mail',
      'URL',
      'Founded',
      'Headcount',
      'Revenue',
      'Industry',
      'Register court',
      'Register number',
      'Description',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'ID',
      company_name: 'Name',
      street_name: 'Street',
      street_number: 'House number',
      zip: 'Zip',
      location: 'City',
      country_code: 'Country code',
      phone: 'Phone',
      fax: 'Fax',
      email: 'E-mail',
      url: 'URL',
      founded_year: 'Founded',
      num_employees: 'Headcount',
      revenue: 'Revenue',
      industry: 'Industry',
      hr_location: 'Register court',
      hr_id: 'Register number',
      description: 'Description',
    });
  });
});

describe('proposeMapping from French headers', () => {
  it('maps a French CRM export', () => {
    const columns = [
      'Code client',
      'Raison sociale',
      'Adresse',
      'Code postal',
      'Ville',
      'Pays',
      'Téléphone',
      'Télécopie',
      'Courriel',
      'Site web',
      'SIRET',
      'SIREN',
      'N° TVA intracommunautaire',
      'Effectif',
      "Chiffre d'affaires",
      'Code NAF',
      "Secteur d'activité",
      'Date de création',
      'Contact',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Code client',
      company_name: 'Raison sociale',
      street: 'Adresse',
      zip: 'Code postal',
      location: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
      fax: 'Télécopie',
      email: 'Courriel',
      url: 'Site web',
      hr_id: 'SIREN',
      vat_id: 'N° TVA intracommunautaire',
      num_employees: 'Effectif',
      revenue: "Chiffre d'affaires",
      industry: "Secteur d'activité",
    });
  });

  it('maps an invoicing tool export', () => {
    const columns = [
      'Référence',
      'Raison sociale',
      'Forme juridique',
      'SIREN',
      'SIRET',
      'Numéro de TVA',
      'Code NAF',
      'Adresse',
      "Complément d'adresse",
      'Code postal',
      'Ville',
      'Pays',
      'Téléphone',
      'Fax',
      'E-mail',
      'Site internet',
      'Effectif',
      "Chiffre d'affaires",
      'Date de création',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'Référence',
      company_name: 'Raison sociale',
      hr_id: 'SIREN',
      vat_id: 'Numéro de TVA',
      industry: 'Code NAF',
      street: 'Adresse',
      zip: 'Code postal',
      location: 'Ville',
      country: 'Pays',
      phone: 'Téléphone',
      fax: 'Fax',
      email: 'E-mail',
      url: 'Site internet',
      num_employees: 'Effectif',
      revenue: "Chiffre d'affaires",
    });
  });

  it('maps a company register extract', () => {
    const columns = [
      'Dénomination',
      'SIREN',
      'Greffe',
      'Adresse du siège',
      'Code postal',
      'Ville',
      'Activité',
      'Code APE',
      "Tranche d'effectif",
      'Année de création',
      'Capital',
    ];
    expect(propose(columns)).toEqual({
      company_name: 'Dénomination',
      hr_id: 'SIREN',
      hr_location: 'Greffe',
      street: 'Adresse du siège',
      zip: 'Code postal',
      location: 'Ville',
      description: 'Activité',
      industry: 'Code APE',
      num_employees: "Tranche d'effectif",
      founded_year: 'Année de création',
    });
  });

  it('maps a Swiss French list with street and number apart', () => {
    const columns = [
      'N° client',
      'Entreprise',
      'Rue',
      'N°',
      'NPA',
      'Localité',
      'Pays',
      'Tél.',
      'Courriel',
      'Site web',
      'Numéro IDE',
      'Branche',
    ];
    expect(propose(columns)).toEqual({
      ext_id: 'N° client',
      company_name: 'Entreprise',
      street_name: 'Rue',
      street_number: 'N°',
      zip: 'NPA',
      location: 'Localité',
      country: 'Pays',
      phone: 'Tél.',
      email: 'Courriel',
      url: 'Site web',
      hr_id: 'Numéro IDE',
      industry: 'Branche',
    });
  });

  it('maps a Belgian list', () => {
    const columns = [
      "Numéro d'entreprise",
      'Nom',
      'Adresse',
      'Code postal',
      'Localité',
      'Pays',
      'Téléphone',
      'Adresse e-mail',
      'Site web',
      'TVA',
      'Secteur',
      'Nombre de salariés',
    ];
    expect(propose(columns)).toEqual({
      hr_id: "Numéro d'entreprise",
      company_name: 'Nom',
      street: 'Adresse',
      zip: 'Code postal',
      location: 'Localité',
      country: 'Pays',
      phone: 'Téléphone',
      email: 'Adresse e-mail',
      url: 'Site web',
      vat_id: 'TVA',
      industry: 'Secteur',
      num_employees: 'Nombre de salariés',
    });
  });

  it('maps a HubSpot export in French', () => {
    const columns = [
      "ID de fiche d'informations",
      "Nom de l'entreprise",
      "Nom de domaine de l'entreprise",
      "Propriétaire de l'entreprise",
      'Numéro de téléphone',
      'Ville',
      'Pays/région',
      "Secteur d'activité",
      'Adresse postale',
      'Code postal',
      "Nombre d'employés",
      "Chiffre d'affaires annuel",
      'URL du site web',
      'Description',
      'Année de création',
    ];
    expect(propose(columns)).toEqual({
      ext_id: "ID de fiche d'informations",
      company_name: "Nom de l'entreprise",
      phone: 'Numéro de téléphone',
      location: 'Ville',
      country: 'Pays/région',
      industry: "Secteur d'activité",
      street: 'Adresse postale',
      zip: 'Code postal',
      num_employees: "Nombre d'employés",
      revenue: "Chiffre d'affaires annuel",
      url: 'URL du site web',
      description: 'Description',
      founded_year: 'Année de création',
    });
  });
});

describe('proposeMapping rules', () => {
  it("takes 'Name' as company_name only when no better company header exists", () => {
    expect(propose(['Name', 'Firma', 'Ort'])).toEqual({ company_name: 'Firma', location: 'Ort' });
    expect(propose(['Ansprechpartner Name', 'Name', 'Ort'])).toEqual({
      company_name: 'Name',
      location: 'Ort',
    });
    expect(propose(['Ansprechpartner Name', 'Kontakt E-Mail'])).toEqual({ email: 'Kontakt E-Mail' });
  });

  it('keeps a customer number whose values look like postcodes as ext_id', () => {
    const rows = [
      ['10115', 'Müller GmbH', '80331'],
      ['20095', 'Schmidt AG', '50667'],
      ['40210', 'Huber KG', '60311'],
      ['50667', 'Meier OHG', '70173'],
    ];
    expect(propose(['Kundennummer', 'Firma', 'PLZ'], rows)).toEqual({
      ext_id: 'Kundennummer',
      company_name: 'Firma',
      zip: 'PLZ',
    });
    expect(
      propose(
        ['Kundennummer', 'Firma'],
        rows.map((r) => r.slice(0, 2)),
      ),
    ).toEqual({
      ext_id: 'Kundennummer',
      company_name: 'Firma',
    });
  });

  it('finds fields from values alone, each only when 80 % of the values fit', () => {
    const columns = [
      'Spalte 1',
      'Spalte 2',
      'Spalte 3',
      'Spalte 4',
      'Spalte 5',
      'Spalte 6',
      'Spalte 7',
      'Spalte 8',
    ];
    const rows = [
      [
        'Müller Haustechnik GmbH',
        'info@mueller-haustechnik.de',
        'www.mueller-haustechnik.de',
        'DE136695976',
        '80331',
        '089 1234567',
        'DC00000017',
        '1987',
      ],
      [
        'Schmidt & Söhne KG',
        'kontakt@schmidt-soehne.de',
        'https://schmidt-soehne.de',
        'DE 129 273 380',
        '01067',
        '+49 351 987654-0',
        'DC00000018',
        '2003',
      ],
      [
        'Alpenblick Hotel AG',
        'office@alpenblick.at',
        'alpenblick.at',
        'ATU13585627',
        'A-6020',
        '+43 512 555 01',
        'DC00000019',
        '1955',
      ],
      [
        'Zürcher Treuhand AG',
        'mail@zh-treuhand.ch',
        'http://www.zh-treuhand.ch/',
        'CHE-116.281.710 MWST',
        '8001',
        '044 555 66 77',
        'DC00000020',
        '1999',
      ],
      [
        'Bäckerei Kunz e.K.',
        'baeckerei.kunz@gmx.de',
        'baeckerei-kunz.de',
        'DE811907980',
        '50667',
        '0221/445566',
        'DC00000021',
        '2012',
      ],
    ];
    expect(propose(columns, rows)).toEqual({
      company_name: 'Spalte 1',
      email: 'Spalte 2',
      url: 'Spalte 3',
      vat_id: 'Spalte 4',
      zip: 'Spalte 5',
      phone: 'Spalte 6',
      provider_id: 'Spalte 7',
      founded_year: 'Spalte 8',
    });
    // Two e-mails in five values are not enough.
    const mixed = rows.map((r, i) => [i < 2 ? r[1]! : 'keine Angabe']);
    expect(propose(['Spalte 1'], mixed)).toEqual({});
  });

  it('leaves random columns unmapped', () => {
    const columns = ['Kundenstatus', 'Vertriebsgebiet', 'Letzter Kontakt', 'Spalte 4', 'Rechtsform'];
    const rows = [
      ['A-Kunde', 'Nord', '2024-01-03', 'x', 'GmbH'],
      ['B-Kunde', 'Süd', '2024-02-11', 'y', 'AG'],
      ['Interessent', 'West', '2023-12-24', 'z', 'KG'],
    ];
    expect(propose(columns, rows)).toEqual({});
    expect(propose([])).toEqual({});
    const lookalikes = [
      'Bundesland',
      'Umsatzsteuer',
      'Steuernummer',
      'Kundenbetreuer',
      'Kunde seit',
      'Kundengruppe',
      'Geburtsort',
      'Adresszusatz',
      'Postfach',
      'Registerart',
      'E-Mail Status',
      'Email Opt Out',
      'Account Owner',
      'Contact Name',
      'Company LinkedIn',
      'Created Date',
    ];
    expect(propose(lookalikes)).toEqual({});
  });

  it("prefers the company's contact data to a contact person's", () => {
    const columns = [
      'Contact Email',
      'Company Email',
      'Contact Phone',
      'Company Phone',
      'Company',
      'Company Website',
    ];
    expect(propose(columns)).toEqual({
      company_name: 'Company',
      email: 'Company Email',
      phone: 'Company Phone',
      url: 'Company Website',
    });
  });

  it('splits the street only when a house-number column exists', () => {
    expect(propose(['Firma', 'Straße', 'Hausnummer', 'Ort'])).toEqual({
      company_name: 'Firma',
      street_name: 'Straße',
      street_number: 'Hausnummer',
      location: 'Ort',
    });
    expect(propose(['Firma', 'Straße', 'Ort'])).toEqual({
      company_name: 'Firma',
      street: 'Straße',
      location: 'Ort',
    });
    expect(propose(['Firma', 'Straßenname', 'Ort'])).toEqual({
      company_name: 'Firma',
      street: 'Straßenname',
      location: 'Ort',
    });
    // A bare 'Nr.' right after the street holds its numbers, unless the street column has them already.
    const split = [
      ['Müller GmbH', 'Hauptstraße', '12a', 'Köln'],
      ['Schmidt AG', 'Am Markt', '3', 'Bonn'],
    ];
    expect(propose(['Firma', 'Straße', 'Nr.', 'Ort'], split)).toEqual({
      company_name: 'Firma',
      street_name: 'Straße',
      street_number: 'Nr.',
      location: 'Ort',
    });
    const whole = [
      ['Müller GmbH', 'Hauptstraße 12a', '7', 'Köln'],
      ['Schmidt AG', 'Am Markt 3', '8', 'Bonn'],
    ];
    // There it is a running number, as in a list without a street.
    expect(propose(['Firma', 'Straße', 'Nr.', 'Ort'], whole)).toEqual({
      ext_id: 'Nr.',
      company_name: 'Firma',
      street: 'Straße',
      location: 'Ort',
    });
  });

  it('reads only the first 200 sample rows', () => {
    const rows = [
      ...Array.from({ length: 200 }, () => ['keine Angabe']),
      ...Array.from({ length: 800 }, (_, i) => [`info${i}@example.de`]),
    ];
    expect(propose(['Spalte 1'], rows)).toEqual({});
  });

  it('maps nothing twice, whatever the headers', () => {
    const headers = [
      ...CUSTOMER_COLUMNS,
      'Name',
      'Company',
      'Firmenname',
      'E-Mail 2',
      'Email',
      'Telefon 2',
      'Straße 2',
      'Hausnummer',
      'Nr.',
      'ID',
      'Customer ID',
      'Land (ISO)',
      'Country',
    ];
    for (let seed = 1; seed <= 20; seed++) {
      // A deterministic shuffle and subset of the headers.
      const columns = headers
        .filter((_, i) => (i * 7 + seed) % 3 !== 0)
        .sort((a, b) => {
          const h = (s: string) => [...s].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0) + seed) % 1009, 0);
          return h(a) - h(b);
        });
      expectWellFormed(proposeMapping({ columns, sampleRows: [] }), columns);
    }
    expect(MIN_SCORE).toBeGreaterThan(0);
  });
});

describe('remembered mappings', () => {
  const columns = ['Nummer', 'Kunde', 'Adresse', 'Ort', 'Notiz'];

  it('win over any proposal', () => {
    const remembered: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Notiz' },
      { internalField: 'ext_id', customerField: 'Kunde' },
      { internalField: 'hr_location', customerField: 'Ort' },
    ];
    expect(proposeMapping({ columns, sampleRows: [], remembered })).toEqual(remembered);
  });

  it('drop columns the file no longer has, and match names ignoring case and spacing', () => {
    const remembered: MappingPair[] = [
      { internalField: 'company_name', customerField: 'Kunde' },
      { internalField: 'email', customerField: 'E-Mail' },
      { internalField: 'location', customerField: ' ORT ' },
    ];
    expect(proposeMapping({ columns, sampleRows: [], remembered })).toEqual([
      { internalField: 'company_name', customerField: 'Kunde' },
      { internalField: 'location', customerField: 'Ort' },
    ]);
  });

  it('give way to a fresh proposal when nothing of them is left', () => {
    const fresh = proposeMapping({ columns, sampleRows: [] });
    expect(fresh.length).toBeGreaterThan(0);
    expect(proposeMapping({ columns, sampleRows: [], remembered: null })).toEqual(fresh);
    const gone: MappingPair[] = [{ internalField: 'company_name', customerField: 'Firma' }];
    expect(proposeMapping({ columns, sampleRows: [], remembered: gone })).toEqual(fresh);
  });
});

describe('headerSetKey', () => {
  it('is the same for the same headers in any order, case and spacing', () => {
    const key = headerSetKey(['Firma', 'PLZ', 'Ort']);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(headerSetKey(['Ort', 'Firma', 'PLZ'])).toBe(key);
    expect(headerSetKey([' ort', 'FIRMA ', 'plz'])).toBe(key);
  });

  it('differs when a header is added, removed or renamed', () => {
    const key = headerSetKey(['Firma', 'PLZ', 'Ort']);
    expect(headerSetKey(['Firma', 'PLZ'])).not.toBe(key);
    expect(headerSetKey(['Firma', 'PLZ', 'Ort', 'Land'])).not.toBe(key);
    expect(headerSetKey(['Firma', 'Postleitzahl', 'Ort'])).not.toBe(key);
    // Joining cannot make two sets meet.
    expect(headerSetKey(['a,b', 'c'])).not.toBe(headerSetKey(['a', 'b,c']));
  });
});
