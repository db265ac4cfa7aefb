/**
 * The noisy customer file (docs/companies.md, 'Noisy customer files'): companies picked from the
 * company database and written the way customers' CRM exports look (typos, 'Str.', legal forms
 * missing or spelled differently, umlauts written out, old addresses, empty cells, extra or swapped
 * words, duplicates, broken e-mails and URLs), mixed with companies the database does not know.
 * Written as CSV and XLSX with a truth file that says which provider company each row is.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { csvLine } from '../companies/csv.ts';
import type { CompanyDatabase } from '../companies/database.ts';
import { createCompanyGenerator } from '../companies/generator.ts';
import type { CompanyRecord } from '../companies/model.ts';
import { FIRST_NAMES, SURNAMES_DE } from '../companies/reference/names.ts';
import { createRandom, type Random, type Seed } from '../companies/random.ts';
import { companyIdRange, countCompanies, readCompanies } from '../companies/storage.ts';
import {
  abbreviateStreet,
  addExtraWords,
  breakEmail,
  bracketText,
  breakUrl,
  cityVariant,
  districtForCity,
  foreignLegalForm,
  foreignStreetWord,
  formatPhone,
  formatRegisterNumber,
  formatVatId,
  houseNumberFirst,
  initials,
  legalFormInMiddle,
  legalFormTypo,
  parentBeforeName,
  phoneWithoutCountry,
  registerInOneCell,
  replaceUmlauts,
  romanNumerals,
  shortAbbreviation,
  splitLegalForm,
  streetExtra,
  swapWords,
  typo,
  varyLegalForm,
} from './distortions.ts';

/** The columns of a customer file, as a German CRM exports them. */
export const CUSTOMER_COLUMNS = [
  'Kundennummer',
  'Firma',
  'Straße',
  'PLZ',
  'Ort',
  'Land',
  'Telefon',
  'Fax',
  'E-Mail',
  'Website',
  'USt-IdNr.',
  'Handelsregister',
  'Registergericht',
  'Mitarbeiter',
  'Umsatz',
  'Branche',
  'Ansprechpartner',
  'Kundenstatus',
] as const;
export type CustomerColumn = (typeof CUSTOMER_COLUMNS)[number];

/** Columns that may be left empty by the missing-share rule (the company name never is). */
const OPTIONAL_COLUMNS: readonly CustomerColumn[] = CUSTOMER_COLUMNS.filter(
  (c) => c !== 'Kundennummer' && c !== 'Firma' && c !== 'Kundenstatus',
);

/** Every distortion code the truth file can name. */
export const DISTORTIONS = [
  'typo',
  'street_abbreviation',
  'legal_form_missing',
  'legal_form_variant',
  'umlauts_written_out',
  'umlauts_dropped',
  'old_address',
  'missing_fields',
  'extra_words',
  'swapped_words',
  'upper_case',
  'city_variant',
  'zip_leading_zero_lost',
  'phone_format',
  'invalid_email',
  'invalid_url',
  'vat_format',
  'hr_format',
  'duplicate_identical',
  'duplicate_same_id',
  'duplicate_other_id',
  'not_in_database',
  // The realistic profile's error classes (issue 15): never applied by the default profile.
  'house_number_first',
  'foreign_street_word',
  'street_extra',
  'district_for_city',
  'register_one_cell',
  'phone_without_country',
  'legal_form_typo',
  'legal_form_in_middle',
  'foreign_legal_form',
  'parent_before_name',
  'initials',
  'roman_numerals',
  'bracket_text',
  'short_abbreviation',
  'duplicate_in_database',
] as const;
export type Distortion = (typeof DISTORTIONS)[number];

/** The distortions only the realistic profile applies. */
export const REALISTIC_DISTORTIONS: readonly Distortion[] = DISTORTIONS.slice(
  DISTORTIONS.indexOf('house_number_first'),
);

/**
 * 'default': the distortions of issue 4 (the demo's sample file and the first benchmark; its rows
 * and match counts stay as they were). 'realistic': the same plus the error classes seen on real
 * data (issue 15), at the rates of REALISTIC_RATES, for the benchmark and the evaluation.
 */
export type NoisyProfile = 'default' | 'realistic';
export const NOISY_PROFILES: readonly NoisyProfile[] = ['default', 'realistic'];

/**
 * How often the realistic profile applies each class: the share of the rows the class can apply
 * to (a row with no register number cannot have it typed in one cell). docs/matching.md has the
 * table with examples.
 */
export const REALISTIC_RATES = {
  house_number_first: 0.05,
  foreign_street_word: 0.03,
  street_extra: 0.04,
  district_for_city: 0.1,
  register_one_cell: 0.3,
  phone_without_country: 0.3,
  legal_form_typo: 0.03,
  legal_form_in_middle: 0.06,
  foreign_legal_form: 0.02,
  parent_before_name: 0.04,
  initials: 0.2,
  roman_numerals: 0.3,
  bracket_text: 0.3,
  short_abbreviation: 0.3,
} as const satisfies Partial<Record<Distortion, number>>;

export type CustomerCells = Record<CustomerColumn, string | number | null>;

export interface NoisyRow {
  /** 1-based position among the data rows (the header is not counted). */
  rowId: number;
  cells: CustomerCells;
  /** The company the row stands for, or null when it is not in the database. */
  providerId: string | null;
  /** The earlier row this one duplicates. */
  duplicateOf: number | null;
  distortions: Distortion[];
  /**
   * Other provider ids of the same company: the database holds it more than once (same name and
   * postcode, or same name and register number). Realistic profile only; either id is right.
   */
  sameCompany: string[];
}

export interface NoisyOptions {
  count: number;
  seed?: Seed;
  /** Share of optional cells left empty (default 0.1). */
  missingShare?: number;
  /** Share of rows for companies the database does not hold (default 0.1). */
  absentShare?: number;
  /** Share of rows that repeat an earlier company (default 0.04). */
  duplicateShare?: number;
  /** The error model (default 'default'). */
  profile?: NoisyProfile;
}

/** A sample needs companies to pick from. */
export class NotEnoughCompaniesError extends Error {
  constructor(available: number, wanted: number) {
    super(
      `The company database holds ${available.toLocaleString('en')} companies; a file of ${wanted.toLocaleString('en')} rows needs at least ${Math.ceil(wanted * 1.25).toLocaleString('en')}.`,
    );
    this.name = 'NotEnoughCompaniesError';
  }
}

type RowPlan = { kind: 'present'; id: number } | { kind: 'absent' } | { kind: 'duplicate'; of: number };

/** Rows are planned and filled in blocks: one database read per block. */
const BLOCK = 500;

/**
 * The rows of a noisy customer file, block by block (memory stays flat for large files). Same
 * seed and same company database: the same rows.
 */
export async function* noisyRows(store: CompanyDatabase, options: NoisyOptions): AsyncGenerator<NoisyRow> {
  const seed = options.seed ?? 1;
  const random = createRandom(`${String(seed)}:noisy`);
  const absentGenerator = createCompanyGenerator(`${String(seed)}:absent`);
  const missingShare = options.missingShare ?? 0.1;
  const absentShare = options.absentShare ?? 0.1;
  const duplicateShare = options.duplicateShare ?? 0.04;
  const realistic = options.profile === 'realistic';
  const available = await countCompanies(store.db);
  const range = await companyIdRange(store.db);
  const presentWanted = Math.ceil(options.count * (1 - absentShare));
  if (!range || available < presentWanted * 1.25) throw new NotEnoughCompaniesError(available, options.count);

  const used = new Set<number>();
  /** Recent rows with their companies, for duplicates. */
  const recent: { row: NoisyRow; record: CompanyRecord }[] = [];
  let customerNumber = 10_000 + random.int(50_000);

  for (let start = 1; start <= options.count; start += BLOCK) {
    const size = Math.min(BLOCK, options.count - start + 1);
    const plans: RowPlan[] = [];
    for (let i = 0; i < size; i++) {
      const u = random.next();
      if (recent.length > 0 && u < duplicateShare)
        plans.push({ kind: 'duplicate', of: random.int(recent.length) });
      else if (u < duplicateShare + absentShare) plans.push({ kind: 'absent' });
      else {
        let id: number;
        do id = range.min + random.int(range.max - range.min + 1);
        while (used.has(id));
        used.add(id);
        plans.push({ kind: 'present', id });
      }
    }
    const ids = plans.flatMap((p) => (p.kind === 'present' ? [p.id] : []));
    const companies = await readCompanies(store.db, ids);

    for (const [i, plan] of plans.entries()) {
      const rowId = start + i;
      let row: NoisyRow;
      let record: CompanyRecord;
      if (plan.kind === 'duplicate') {
        const original = recent[plan.of]!;
        record = original.record;
        row = duplicateRow(
          random,
          rowId,
          original.row,
          record,
          missingShare,
          () => (customerNumber += 1),
          realistic,
        );
      } else {
        if (plan.kind === 'absent') {
          record = await absentCompany(store, absentGenerator);
        } else {
          // An id in a gap of the id range: take the next unused company generated for a stand-in.
          record = companies.get(plan.id) ?? (await absentCompany(store, absentGenerator));
        }
        customerNumber += 1 + random.int(3);
        const { cells, distortions } = customerRow(
          random,
          record,
          missingShare,
          `K${customerNumber}`,
          realistic,
        );
        const present = plan.kind === 'present' && companies.has(plan.id);
        if (!present) distortions.push('not_in_database');
        const sameCompany = realistic && present ? await sameCompanyIds(store, record) : [];
        if (sameCompany.length > 0) distortions.push('duplicate_in_database');
        row = {
          rowId,
          cells,
          providerId: present ? record.provider_id : null,
          duplicateOf: null,
          distortions,
          sameCompany,
        };
      }
      recent.push({ row, record });
      if (recent.length > 500) recent.shift();
      yield row;
    }
  }
}

/**
 * The other provider ids of the same company: same name and postcode, or (without a postcode) same
 * name and register number. Real provider data has such twins (a company re-registered at another
 * court keeps its name); the generated database has almost none.
 */
async function sameCompanyIds(store: CompanyDatabase, record: CompanyRecord): Promise<string[]> {
  if (!record.zip && !record.hr_id) return [];
  let query = store.db
    .selectFrom('companies')
    .select('provider_id')
    .where('company_name', '=', record.company_name)
    .where('provider_id', '!=', record.provider_id);
  query = record.zip ? query.where('zip', '=', record.zip) : query.where('hr_id', '=', record.hr_id);
  return (await query.orderBy('provider_id').execute()).map((r) => r.provider_id);
}

/**
 * A company that looks like the others but is not in the database: generated from another seed,
 * skipped when a company of the same name and postcode exists, and without register or VAT
 * numbers that another company in the database carries.
 */
async function absentCompany(
  store: CompanyDatabase,
  generator: ReturnType<typeof createCompanyGenerator>,
): Promise<CompanyRecord> {
  for (;;) {
    const record = generator.next();
    const twin = await store.db
      .selectFrom('companies')
      .select('id')
      .where('zip', '=', record.zip)
      .where('company_name', '=', record.company_name)
      .executeTakeFirst();
    if (twin) continue;
    if (record.vat_id) {
      const vat = await store.db
        .selectFrom('companies')
        .select('id')
        .where('vat_id', '=', record.vat_id)
        .executeTakeFirst();
      if (vat) record.vat_id = null;
    }
    if (record.hr_id) {
      const hr = await store.db
        .selectFrom('companies')
        .select('id')
        .where('hr_id', '=', record.hr_id)
        .where('hr_location', '=', record.hr_location)
        .executeTakeFirst();
      if (hr) {
        record.hr_id = null;
        record.hr_location = null;
      }
    }
    return record;
  }
}

function duplicateRow(
  random: Random,
  rowId: number,
  original: NoisyRow,
  record: CompanyRecord,
  missingShare: number,
  nextCustomerNumber: () => number,
  realistic: boolean,
): NoisyRow {
  const u = random.next();
  const base = {
    rowId,
    providerId: original.providerId,
    duplicateOf: original.rowId,
    sameCompany: original.sameCompany,
  };
  if (u < 0.4) {
    return {
      ...base,
      cells: { ...original.cells },
      distortions: [...original.distortions, 'duplicate_identical'],
    };
  }
  const sameId = u < 0.7;
  const number = sameId ? String(original.cells.Kundennummer) : `K${nextCustomerNumber()}`;
  const { cells, distortions } = customerRow(random, record, missingShare, number, realistic);
  if (original.sameCompany.length > 0) distortions.push('duplicate_in_database');
  if (original.providerId === null) distortions.push('not_in_database');
  distortions.push(sameId ? 'duplicate_same_id' : 'duplicate_other_id');
  return { ...base, cells, distortions };
}

const COUNTRY_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  DE: ['Deutschland', 'Deutschland', 'Deutschland', 'DE', 'D', 'Germany', 'BRD'],
  AT: ['Österreich', 'Österreich', 'AT', 'A', 'Austria'],
  CH: ['Schweiz', 'Schweiz', 'CH', 'Switzerland'],
};

/** One customer row for a company, with the distortions applied to it. */
function customerRow(
  random: Random,
  record: CompanyRecord,
  missingShare: number,
  customerNumber: string,
  realistic = false,
): { cells: CustomerCells; distortions: Distortion[] } {
  const distortions: Distortion[] = [];
  const first = random.pick(FIRST_NAMES);
  const person = `${random.chance(0.7) ? first : `${first[0]}.`} ${random.pick(SURNAMES_DE)}`;

  let street = record.street;
  let zip = record.zip;
  let city = record.location;
  const former = record.former_addresses[0];
  if (former && random.chance(0.5)) {
    ({ street, zip, location: city } = former);
    distortions.push('old_address');
  }

  // Customers know the company by its name, not by the register's liquidation note.
  let name = record.company_name.replace(/ i\.L\.$/, '');
  if (random.chance(0.12)) {
    const split = splitLegalForm(name);
    if (split) {
      name = split.core;
      distortions.push('legal_form_missing');
    }
  } else if (random.chance(0.15)) {
    const varied = varyLegalForm(random, name);
    if (varied) {
      name = varied;
      distortions.push('legal_form_variant');
    }
  }
  if (random.chance(0.05)) {
    const swapped = swapWords(name);
    if (swapped) {
      name = swapped;
      distortions.push('swapped_words');
    }
  }
  if (realistic) name = realisticName(random, name, city, distortions);
  if (random.chance(0.12)) {
    name = typo(random, name);
    distortions.push('typo');
  }
  if (random.chance(0.07)) {
    name = addExtraWords(random, name, city, person);
    distortions.push('extra_words');
  }
  if (random.chance(0.1)) {
    const replaced = replaceUmlauts(random, `${name}\n${street ?? ''}\n${city ?? ''}`);
    if (replaced) {
      [name, street, city] = replaced.text
        .split('\n')
        .map((part, i) => (i > 0 && part === '' ? null : part)) as [string, string | null, string | null];
      distortions.push(replaced.kind as Distortion);
    }
  }
  if (random.chance(0.04)) {
    name = name.toUpperCase();
    distortions.push('upper_case');
  }
  if (street && random.chance(0.4)) {
    const short = abbreviateStreet(random, street);
    if (short) {
      street = short;
      distortions.push('street_abbreviation');
    }
  }
  if (city && random.chance(0.3)) {
    const variant = cityVariant(random, city);
    if (variant) {
      city = variant;
      distortions.push('city_variant');
    }
  }
  if (realistic) ({ street, city } = realisticAddress(random, street, city, distortions));
  if (zip?.startsWith('0') && random.chance(0.3)) {
    zip = zip.slice(1);
    distortions.push('zip_leading_zero_lost');
  }

  let phone = record.phone;
  const national =
    realistic && phone && random.chance(REALISTIC_RATES.phone_without_country)
      ? phoneWithoutCountry(random, phone)
      : null;
  if (national) {
    phone = national;
    distortions.push('phone_without_country');
  } else if (phone && random.chance(0.7)) {
    phone = formatPhone(random, phone);
    distortions.push('phone_format');
  }
  let email = record.email;
  if (email && random.chance(0.06)) {
    email = breakEmail(random, email);
    distortions.push('invalid_email');
  }
  let url = record.url && random.chance(0.7) ? record.url.replace(/^https?:\/\//, '') : record.url;
  if (url && random.chance(0.06)) {
    url = breakUrl(random, url);
    distortions.push('invalid_url');
  }
  let vat = record.vat_id;
  if (vat && random.chance(0.2)) {
    const formatted = formatVatId(random, vat);
    if (formatted !== vat) distortions.push('vat_format');
    vat = formatted;
  }
  let hrId = record.hr_id;
  if (hrId && random.chance(0.3)) {
    const formatted = formatRegisterNumber(random, hrId);
    if (formatted !== hrId) distortions.push('hr_format');
    hrId = formatted;
  }
  let court =
    record.hr_location && record.country_code === 'DE'
      ? random.pick([record.hr_location, `Amtsgericht ${record.hr_location}`, `AG ${record.hr_location}`])
      : record.hr_location;
  if (realistic && record.hr_id && random.chance(REALISTIC_RATES.register_one_cell)) {
    hrId = registerInOneCell(random, record.hr_id, record.hr_location);
    court = null;
    distortions.push('register_one_cell');
  }
  const employees =
    record.num_employees !== null && random.chance(0.7)
      ? record.num_employees
      : (record.employee_size ?? null);

  const cells: CustomerCells = {
    Kundennummer: customerNumber,
    Firma: name,
    Straße: street,
    PLZ: zip,
    Ort: city,
    Land: random.pick(COUNTRY_SPELLINGS[record.country_code] ?? [record.country_code]),
    Telefon: phone,
    Fax: record.fax,
    'E-Mail': email,
    Website: url,
    'USt-IdNr.': vat,
    Handelsregister: hrId,
    Registergericht: court,
    Mitarbeiter: employees,
    Umsatz: record.revenue,
    Branche: record.wz_label ?? record.industry,
    Ansprechpartner: random.chance(0.6) ? person : null,
    Kundenstatus: random.pick(['A-Kunde', 'B-Kunde', 'C-Kunde', 'Interessent']),
  };
  let blanked = false;
  for (const column of OPTIONAL_COLUMNS) {
    if (cells[column] !== null && random.chance(missingShare)) {
      cells[column] = null;
      blanked = true;
    }
  }
  if (blanked) distortions.push('missing_fields');
  return { cells, distortions };
}

/** The name distortions of the realistic profile, each at its rate where it can apply. */
function realisticName(random: Random, name: string, city: string | null, distortions: Distortion[]): string {
  let result = name;
  const apply = (code: keyof typeof REALISTIC_RATES, distort: () => string | null) => {
    if (!random.chance(REALISTIC_RATES[code])) return;
    const distorted = distort();
    if (distorted !== null && distorted !== result) {
      result = distorted;
      distortions.push(code);
    }
  };
  // Classes that need something in the name (a number, brackets, initials) apply to the names that have it.
  if (romanNumerals(result) !== null) apply('roman_numerals', () => romanNumerals(result));
  if (/\(/.test(result)) apply('bracket_text', () => bracketText(random, result));
  if (shortAbbreviation(random, result) !== null)
    apply('short_abbreviation', () => shortAbbreviation(random, result));
  apply('initials', () => initials(random, result));
  apply('legal_form_typo', () => legalFormTypo(random, result));
  apply('legal_form_in_middle', () => legalFormInMiddle(random, result, city));
  apply('foreign_legal_form', () => foreignLegalForm(random, result));
  apply('parent_before_name', () => parentBeforeName(random, result, city, random.pick(SURNAMES_DE)));
  return result;
}

/** The street and city distortions of the realistic profile; the postcode is never changed. */
function realisticAddress(
  random: Random,
  street: string | null,
  city: string | null,
  distortions: Distortion[],
): { street: string | null; city: string | null } {
  let result = street;
  if (result && random.chance(REALISTIC_RATES.foreign_street_word)) {
    const foreign = foreignStreetWord(random, result);
    if (foreign) {
      result = foreign;
      distortions.push('foreign_street_word');
    }
  }
  if (result && random.chance(REALISTIC_RATES.house_number_first)) {
    const first = houseNumberFirst(result);
    if (first) {
      result = first;
      distortions.push('house_number_first');
    }
  }
  if (result && random.chance(REALISTIC_RATES.street_extra)) {
    result = streetExtra(
      random,
      result,
      random.pick(['Bahnhof', 'Marktplatz', 'Rathaus', 'Kirchplatz', 'Post']),
    );
    distortions.push('street_extra');
  }
  let town = city;
  if (town && random.chance(REALISTIC_RATES.district_for_city)) {
    town = districtForCity(random, town);
    distortions.push('district_for_city');
  }
  return { street: result, city: town };
}

/** The three files of a sample. */
export interface NoisyFiles {
  csv: string;
  xlsx: string;
  truth: string;
}

export interface NoisySummary {
  files: NoisyFiles;
  rows: number;
  /** Rows whose company is in the database. */
  present: number;
  absent: number;
  duplicates: number;
}

/** The columns of the truth file. */
export const TRUTH_COLUMNS = [
  'row_id',
  'provider_id',
  'duplicate_of',
  'distortions',
  'same_company',
] as const;

/** Fixed document dates, so a sample's workbook does not change with the clock. */
const WORKBOOK_DATE = new Date(Date.UTC(2026, 0, 1));

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function end(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/**
 * Writes (creating PREFIX's folder) PREFIX.csv (semicolon-separated, UTF-8 with byte order mark and CRLF, as German Excel
 * saves it), PREFIX.xlsx (postcodes as text) and PREFIX.truth.csv (row_id, provider_id,
 * duplicate_of, distortions). The CSV and the truth file are byte-identical for the same seed and
 * database.
 */
export async function writeNoisyFiles(
  store: CompanyDatabase,
  prefix: string,
  options: NoisyOptions,
  onProgress?: (rows: number) => void,
): Promise<NoisySummary> {
  const files: NoisyFiles = { csv: `${prefix}.csv`, xlsx: `${prefix}.xlsx`, truth: `${prefix}.truth.csv` };
  mkdirSync(path.dirname(prefix), { recursive: true });
  const csv = createWriteStream(files.csv);
  const truth = createWriteStream(files.truth);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: files.xlsx, useStyles: true });
  workbook.created = WORKBOOK_DATE;
  workbook.modified = WORKBOOK_DATE;
  workbook.creator = 'Datacare';
  const sheet = workbook.addWorksheet('Kunden');
  sheet.columns = CUSTOMER_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: column === 'Firma' || column === 'Branche' ? 40 : 18,
    // '@' keeps the cells text when a user edits them: '01067' stays '01067'.
    style: column === 'PLZ' || column === 'Kundennummer' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };

  await write(csv, `\uFEFF${csvLine(CUSTOMER_COLUMNS, ';')}\r\n`);
  await write(truth, `${TRUTH_COLUMNS.join(',')}\n`);
  const summary: NoisySummary = { files, rows: 0, present: 0, absent: 0, duplicates: 0 };
  for await (const row of noisyRows(store, options)) {
    const values = CUSTOMER_COLUMNS.map((column) => row.cells[column]);
    await write(csv, `${csvLine(values, ';')}\r\n`);
    await write(
      truth,
      `${csvLine([row.rowId, row.providerId, row.duplicateOf, row.distortions.join(' '), row.sameCompany.join(' ')], ',')}\n`,
    );
    sheet.addRow(values).commit();
    summary.rows += 1;
    if (row.providerId) summary.present += 1;
    else summary.absent += 1;
    if (row.duplicateOf !== null) summary.duplicates += 1;
    if (onProgress && summary.rows % 1000 === 0) onProgress(summary.rows);
  }
  sheet.commit();
  await Promise.all([workbook.commit(), end(csv), end(truth)]);
  onProgress?.(summary.rows);
  return summary;
}
