/**
 * The deterministic generator of realistic companies (docs/companies.md, 'The generator'). One
 * seeded random stream produces the companies one after another, so the same seed gives the same
 * companies byte for byte, and the first n companies of a larger run are the companies of a run
 * of n. Nothing reads the clock: dates are relative to REFERENCE_YEAR.
 */
import {
  COUNTRY_NAMES,
  joinStreet,
  type CompanyRecord,
  type CompanyStatus,
  type EmployeeSize,
  type FormerAddress,
  type RevenueSize,
} from './model.ts';
import { createRandom, weighted, type Random, type Seed, type WeightedTable } from './random.ts';
import { WZ_CLASSES, wzSection } from './reference/industries.ts';
import { legalFormsOf, type LegalForm } from './reference/legal-forms.ts';
import {
  ASSOCIATIONS,
  BRAND_HEADS,
  BRAND_MIDDLES,
  BRAND_TAILS,
  BRAND_WORDS,
  CITY_ADJECTIVES,
  COOPERATIVES,
  FIRST_NAMES,
  FREEMAIL_DOMAINS,
  PROFESSIONS,
  STREETS,
  STREETS_AT,
  STREETS_CH,
  SURNAMES_AT,
  SURNAMES_CH,
  SURNAMES_DE,
  TRADES,
  type Trade,
} from './reference/names.ts';
import { postcodeAreas, type PostcodeArea } from './reference/postcodes.ts';
import { slugify } from './text.ts';
import { austrianVatId, germanVatId, swissUid } from './vat-id.ts';

type Country = 'DE' | 'AT' | 'CH';

/** The year the generated data describes; founding years and form introductions count from it. */
export const REFERENCE_YEAR = 2025;

/** Share of companies per country, in percent: German first, some Austrian and Swiss. */
export const COUNTRY_SHARES: readonly (readonly [Country, number])[] = [
  ['DE', 92],
  ['AT', 5],
  ['CH', 3],
];

/** German postcodes by first digit 0-9, in percent: the quality report's comparison data (spec 9). */
export const POSTCODE_DIGIT_SHARES: readonly number[] = [6, 9, 12, 9, 12, 11, 11, 11, 12, 7];

/** Employee size classes in percent: 67/27/4/2 (spec 9), the 2 % above 500 split three ways. */
export const EMPLOYEE_SIZE_SHARES: readonly (readonly [EmployeeSize, number])[] = [
  ['1-10', 67],
  ['11-100', 27],
  ['101-500', 4],
  ['501-1000', 1],
  ['1001-5000', 0.75],
  ['5001+', 0.25],
];

/** Revenue classes in percent: 65/16/15/3/1 (spec 9). */
export const REVENUE_SIZE_SHARES: readonly (readonly [RevenueSize, number])[] = [
  ['0-1M', 65],
  ['1-10M', 16],
  ['10-100M', 15],
  ['100M-1B', 3],
  ['1B+', 1],
];

/** Register status of registered companies in percent; unregistered forms are always not_in_hr. */
export const REGISTERED_STATUS_SHARES: readonly (readonly [CompanyStatus, number])[] = [
  ['active', 89.5],
  ['deleted', 8],
  ['in_liquidation', 2.5],
];

const EMPLOYEE_RANGES: Readonly<Record<EmployeeSize, readonly [number, number]>> = {
  '1-10': [1, 10],
  '11-100': [11, 100],
  '101-500': [101, 500],
  '501-1000': [501, 1000],
  '1001-5000': [1001, 5000],
  '5001+': [5001, 60000],
};

const REVENUE_RANGES: Readonly<Record<RevenueSize, readonly [number, number]>> = {
  '0-1M': [20_000, 1_000_000],
  '1-10M': [1_001_000, 10_000_000],
  '10-100M': [10_001_000, 100_000_000],
  '100M-1B': [100_001_000, 1_000_000_000],
  '1B+': [1_000_001_000, 30_000_000_000],
};

/** Quantile of the upper end of '11-100': small forms (sole traders, clubs) stay below it. */
const SMALL_QUANTILE = 0.94;

/** How often revenue follows the size quantile instead of its own: correlated, marginals exact. */
const REVENUE_FOLLOWS_SIZE = 0.75;

/** A multiplier coprime to 2, 3 and 5: i -> (i * M + offset) mod N is a bijection for the VAT ranges. */
const VAT_MULTIPLIER = 7_368_787;

/** Provider ids of generated companies: 'DC' and eight digits, counting from 1. */
export function generatedProviderId(index: number): string {
  return `DC${String(index).padStart(8, '0')}`;
}

interface CountryTables {
  forms: WeightedTable<LegalForm>;
  /** Share of small forms, for the size quantile (see sizeQuantile). */
  smallShare: number;
  surnames: readonly string[];
  streets: readonly string[];
  areas: WeightedTable<PostcodeArea>;
  /** Areas of each state, for nearby former addresses. */
  areasByState: ReadonlyMap<string, readonly PostcodeArea[]>;
}

function countryTables(country: Country): CountryTables {
  const forms = legalFormsOf(country);
  const total = forms.reduce((sum, f) => sum + f.share, 0);
  const smallShare = forms.filter((f) => f.small).reduce((sum, f) => sum + f.share, 0) / total;
  const areas = postcodeAreas().filter((a) => a.country_code === country);
  let areaTable: WeightedTable<PostcodeArea>;
  if (country === 'DE') {
    // Digit shares of the comparison data, then every area of that digit alike.
    const byDigit = POSTCODE_DIGIT_SHARES.map((_, digit) =>
      areas.filter((a) => a.postcode[0] === String(digit)),
    );
    areaTable = weighted(
      byDigit.flatMap((group, digit) =>
        group.map((area) => [area, POSTCODE_DIGIT_SHARES[digit]! / group.length] as const),
      ),
    );
  } else {
    areaTable = weighted(areas.map((area) => [area, 1] as const));
  }
  const areasByState = new Map<string, PostcodeArea[]>();
  for (const area of areas) {
    const list = areasByState.get(area.state) ?? [];
    list.push(area);
    areasByState.set(area.state, list);
  }
  const localStreets =
    country === 'CH'
      ? [...STREETS.map((s) => s.replace(/ß/g, 'ss')), ...STREETS_CH]
      : country === 'AT'
        ? [...STREETS, ...STREETS_AT]
        : STREETS;
  return {
    forms: weighted(forms.map((f) => [f, f.share] as const)),
    smallShare,
    surnames: country === 'AT' ? SURNAMES_AT : country === 'CH' ? SURNAMES_CH : SURNAMES_DE,
    streets: localStreets,
    areas: areaTable,
    areasByState,
  };
}

/** A name under construction: the part before the legal form, and the WZ class it implies. */
interface NamePlan {
  core: string;
  wz: string;
  /** A trade or profession word for descriptions. */
  activity: string;
}

/** The generator's running state: counters that keep register and VAT numbers unique. */
interface State {
  index: number;
  registerNumbers: Map<string, number>;
  vatIssued: Record<Country, number>;
  vatOffset: number;
  /** A GmbH & Co. KG waiting for its general partner, the Verwaltungs-GmbH at the same address. */
  pendingPartner: CompanyRecord | null;
}

/**
 * Creates a generator of companies for a seed. Call next() as often as companies are wanted; the
 * n-th call returns the company with provider id DC + n.
 */
export function createCompanyGenerator(seed: Seed): { next(): CompanyRecord } {
  const random = createRandom(seed);
  const tables: Record<Country, CountryTables> = {
    DE: countryTables('DE'),
    AT: countryTables('AT'),
    CH: countryTables('CH'),
  };
  const countries = weighted(COUNTRY_SHARES);
  const employeeSizes = weighted(EMPLOYEE_SIZE_SHARES);
  const revenueSizes = weighted(REVENUE_SIZE_SHARES);
  const statuses = weighted(REGISTERED_STATUS_SHARES);
  const state: State = {
    index: 0,
    registerNumbers: new Map(),
    vatIssued: { DE: 0, AT: 0, CH: 0 },
    vatOffset: createRandom(`${String(seed)}:vat`).int(30_000_000),
    pendingPartner: null,
  };

  return {
    next(): CompanyRecord {
      state.index += 1;
      const country = countries.draw(random);
      const t = tables[country];
      const form = t.forms.draw(random);
      const area = t.areas.draw(random);

      const sizeU = sizeQuantile(random, form.small, t.smallShare);
      const employeeSize = employeeSizes.at(sizeU);
      const revenueU = random.chance(REVENUE_FOLLOWS_SIZE) ? sizeU : random.next();
      const revenueSize = revenueSizes.at(revenueU);

      const founded = foundedYear(random, form);
      const pending = state.pendingPartner;
      const partner = form.key === 'GmbH' && pending?.country_code === country ? pending : null;
      if (partner) state.pendingPartner = null;
      const plan = partner ? generalPartnerPlan(partner) : namePlan(random, form, country, area, t, founded);

      const registered = form.register !== null;
      const status: CompanyStatus = registered ? statuses.draw(random) : 'not_in_hr';
      const streetName = partner ? partner.street_name : random.pick(t.streets);
      const streetNumber = partner ? partner.street_number : houseNumber(random);

      const suffix = legalSuffix(random, form, plan.core);
      // 'Müller Verwaltungs-' + 'GmbH' is one word; everything else takes a space.
      let companyName = !suffix
        ? plan.core
        : plan.core.endsWith('-')
          ? plan.core + suffix
          : `${plan.core} ${suffix}`;
      if (status === 'in_liquidation' && random.chance(0.5)) companyName += ' i.L.';

      const employees = random.chance(0.9) ? inRange(random, EMPLOYEE_RANGES[employeeSize]) : null;
      const revenue = random.chance(0.85) ? revenueIn(random, revenueSize) : null;
      const contacts = partner ?? contactsFor(random, country, form, plan, area, founded, t.surnames);
      const register = registerEntry(
        random,
        state,
        form,
        partner?.hr_location ?? area.register_court,
        country,
      );
      const city = partner ? partner.location : area.city;

      const record: CompanyRecord = {
        provider_id: generatedProviderId(state.index),
        company_name: companyName,
        legal_form: form.key,
        street: joinStreet(streetName, streetNumber),
        street_name: streetName,
        street_number: streetNumber,
        zip: partner ? partner.zip : area.postcode,
        location: city,
        state: partner ? partner.state : area.state,
        country: COUNTRY_NAMES[country]!,
        country_code: country,
        hr_id: register.hr_id,
        hr_location: register.hr_location,
        vat_id: null,
        email: contacts.email,
        phone: contacts.phone,
        fax: contacts.fax,
        url: contacts.url,
        description: random.chance(0.4) ? description(random, plan, city ?? area.city, founded) : null,
        revenue,
        revenue_size: revenueSize,
        founded_year: founded,
        num_employees: employees,
        employee_size: employeeSize,
        industry: sectionOf(plan.wz),
        wz_code: plan.wz,
        wz_label: WZ_CLASSES[plan.wz] ?? null,
        status,
        data_pack: country,
        former_names: [],
        former_addresses: [],
      };
      if (country === 'CH' && record.hr_id && random.chance(0.5)) record.vat_id = `${record.hr_id} MWST`;
      else if (country !== 'CH' && random.chance(vatShare(form))) record.vat_id = vatId(state, country);
      if (registered && random.chance(0.08))
        record.former_names = formerNames(random, form, plan, t.surnames);
      if (!partner && random.chance(0.1)) record.former_addresses = formerAddresses(random, t, area, country);
      if (form.key === 'GmbH & Co. KG' && random.chance(0.5)) state.pendingPartner = record;
      return record;
    },
  };
}

/** n companies of a seed, one after another (a convenience over createCompanyGenerator). */
export function* generateCompanies(count: number, seed: Seed): Generator<CompanyRecord> {
  const generator = createCompanyGenerator(seed);
  for (let i = 0; i < count; i++) yield generator.next();
}

/**
 * The size quantile: uniform over all companies, so classes follow EMPLOYEE_SIZE_SHARES exactly,
 * while small forms stay at or below 100 employees and the other forms carry the larger classes.
 */
function sizeQuantile(random: Random, small: boolean, smallShare: number): number {
  if (small) return SMALL_QUANTILE * random.next();
  const upperShare = (1 - SMALL_QUANTILE) / (1 - smallShare);
  return random.chance(upperShare)
    ? SMALL_QUANTILE + (1 - SMALL_QUANTILE) * random.next()
    : SMALL_QUANTILE * random.next();
}

/** A log-uniform integer in [min, max]: small values are as common as they are in registers. */
function inRange(random: Random, [min, max]: readonly [number, number]): number {
  const value = Math.floor(Math.exp(Math.log(min) + random.next() * (Math.log(max + 1) - Math.log(min))));
  return Math.min(max, Math.max(min, value));
}

function revenueIn(random: Random, size: RevenueSize): number {
  const [min, max] = REVENUE_RANGES[size];
  const value = Math.round(inRange(random, [min, max]) / 1000) * 1000;
  return Math.min(max, Math.max(min, value));
}

function foundedYear(random: Random, form: LegalForm): number | null {
  if (random.chance(0.1)) return null;
  const u = random.next();
  const [from, to] =
    u < 0.08 ? [1850, 1949] : u < 0.3 ? [1950, 1989] : u < 0.65 ? [1990, 2009] : [2010, REFERENCE_YEAR];
  const year = random.between(from, to);
  return form.since !== null && year < form.since ? random.between(form.since, REFERENCE_YEAR) : year;
}

const HOUSE_NUMBER_RANGE = [1, 180] as const;
const HOUSE_NUMBER_LETTERS = ['a', 'b', 'c'];

function houseNumber(random: Random): string {
  const n = inRange(random, HOUSE_NUMBER_RANGE);
  const u = random.next();
  if (u < 0.08) return `${n}${random.pick(HOUSE_NUMBER_LETTERS)}`;
  if (u < 0.11) return `${n}-${n + random.between(1, 4)}`;
  return String(n);
}

const PARTNERSHIP_PROFESSIONS = PROFESSIONS.filter((p) => p.position === 'post');
const ACRONYM_LETTERS = [...'ABCDEFGHKLMNPRSTVW'];

function pickTrade(random: Random, position: 'pre' | 'post'): Trade {
  for (;;) {
    const trade = random.pick(TRADES);
    if (trade.position === position || trade.position === 'both') return trade;
  }
}

function brand(random: Random): string {
  const middle = random.chance(0.6) ? random.pick(BRAND_MIDDLES) : '';
  return random.pick(BRAND_HEADS) + middle + random.pick(BRAND_TAILS);
}

const placeNames = new Map<string, string>();

/** 'Bielefeld', 'Halle (Saale)' -> 'Halle': city names as they appear inside company names. */
function placeName(area: PostcodeArea): string {
  let name = placeNames.get(area.city);
  if (name === undefined) {
    name = area.city.replace(/\s*\(.*\)$/, '').replace(/\/.*$/, '');
    placeNames.set(area.city, name);
  }
  return name;
}

const sections = new Map<string, string | null>();

function sectionOf(code: string): string | null {
  let section = sections.get(code);
  if (section === undefined) {
    section = wzSection(code);
    sections.set(code, section);
  }
  return section;
}

function namePlan(
  random: Random,
  form: LegalForm,
  country: Country,
  area: PostcodeArea,
  t: CountryTables,
  founded: number | null,
): NamePlan {
  const surname = () => random.pick(t.surnames);
  const place = placeName(area);
  const key = form.key;
  if (key === 'e.V.' || key === 'Verein') {
    const club = random.pick(ASSOCIATIONS);
    const year = founded !== null && founded < 1950 && random.chance(0.5) ? ` ${founded}` : '';
    return { core: `${club.word} ${place}${year}`, wz: club.wz, activity: club.word };
  }
  if (key === 'eG' || key === 'eGen' || key === 'Genossenschaft') {
    const coop = random.pick(COOPERATIVES);
    return { core: `${coop.word} ${place}`, wz: coop.wz, activity: coop.word };
  }
  if (key === 'Stiftung') {
    return random.chance(0.5)
      ? { core: `Stiftung Alterszentrum ${place}`, wz: '87.10', activity: 'Pflegeheim' }
      : { core: `${surname()}-Stiftung`, wz: '94.99', activity: 'Stiftung' };
  }
  if (key === 'PartG') {
    const profession = random.pick(PARTNERSHIP_PROFESSIONS);
    const partners = random.chance(0.5) ? `${surname()} & Partner` : `${surname()} ${surname()}`;
    return { core: `${partners} ${profession.word}`, wz: profession.wz, activity: profession.word };
  }
  if (key === 'GbR' && random.chance(0.45)) {
    const practice = random.pick(PROFESSIONS);
    const core =
      practice.position === 'pre'
        ? `${practice.word} Dr. ${surname()} und Dr. ${surname()}`
        : `${surname()} & ${surname()} ${practice.word}`;
    return { core, wz: practice.wz, activity: practice.word };
  }
  if (key === 'GbR' && random.chance(0.3)) {
    return { core: `Grundstücksgemeinschaft ${surname()}`, wz: '68.20', activity: 'Vermietung' };
  }
  if (key === 'e.K.' || key === null || key === 'e.U.' || key === 'Einzelunternehmen') {
    if (key === 'e.K.' && random.chance(0.1)) {
      const sign = random.pick(['Adler', 'Löwen', 'Stadt', 'Rathaus', 'Markt', 'Hirsch', 'Linden', 'Sonnen']);
      return { core: `${sign}-Apotheke`, wz: '47.73', activity: 'Apotheke' };
    }
    const person = `${random.pick(FIRST_NAMES)} ${surname()}`;
    if (random.chance(0.5)) {
      const trade = pickTrade(random, 'pre');
      return { core: `${trade.word} ${person}`, wz: trade.wz, activity: trade.word };
    }
    const trade = pickTrade(random, 'post');
    return { core: `${person} ${trade.word}`, wz: trade.wz, activity: trade.word };
  }
  if (key === 'Kollektivgesellschaft' || (key === 'OHG' && random.chance(0.5))) {
    const trade = pickTrade(random, 'post');
    const pair = `${surname()} & ${surname()}`;
    return random.chance(0.5)
      ? { core: pair, wz: trade.wz, activity: trade.word }
      : { core: `${pair} ${trade.word}`, wz: trade.wz, activity: trade.word };
  }
  return companyPlan(random, form, country, area, surname, place);
}

/** Names of commercial companies (GmbH, UG, AG, KG, GmbH & Co. KG, OHG, OG, Swiss AG/GmbH). */
function companyPlan(
  random: Random,
  form: LegalForm,
  country: Country,
  area: PostcodeArea,
  surname: () => string,
  place: string,
): NamePlan {
  const u = random.next();
  const post = pickTrade(random, 'post');
  const plain = (core: string, trade: Trade = post): NamePlan => ({
    core,
    wz: trade.wz,
    activity: trade.word,
  });
  if (form.key === 'GmbH' && u < 0.005) {
    return { core: `Stadtwerke ${place}`, wz: '35.14', activity: 'Energieversorgung' };
  }
  if (form.key === 'GmbH' && u < 0.06) {
    const owner = random.chance(0.6) ? surname() : brand(random);
    const kind = random.pick(['Verwaltungs-', 'Beteiligungs-', 'Verwaltungsgesellschaft', 'Holding']);
    if (kind === 'Verwaltungsgesellschaft' || kind === 'Holding') {
      return { core: `${owner} ${kind}`, wz: '70.10', activity: 'Verwaltung' };
    }
    return {
      core: `${owner} ${kind}`,
      wz: kind === 'Beteiligungs-' ? '64.20' : '70.10',
      activity: 'Beteiligung',
    };
  }
  if (u < 0.3) return plain(`${surname()} ${post.word}`);
  if (u < 0.45) {
    const pre = pickTrade(random, 'pre');
    return plain(`${pre.word} ${surname()}`, pre);
  }
  if (u < 0.52) return plain(`${surname()} & ${surname()}`);
  if (u < 0.56) return plain(random.chance(0.6) ? `Gebr. ${surname()}` : `${surname()} & Söhne`);
  if (u < 0.64) {
    const adjective = CITY_ADJECTIVES[area.city];
    return plain(adjective && random.chance(0.6) ? `${adjective} ${post.word}` : `${post.word} ${place}`);
  }
  if (u < 0.72) {
    const acronym = Array.from({ length: random.between(2, 4) }, () => random.pick(ACRONYM_LETTERS)).join('');
    return plain(`${acronym} ${post.word}`);
  }
  if (u < 0.77) return plain(`${random.pick(FIRST_NAMES)} ${surname()} ${post.word}`);
  const name = brand(random);
  const v = random.next();
  if (v < 0.35) return plain(name);
  if (v < 0.7 || country !== 'DE') return plain(`${name} ${random.pick(BRAND_WORDS)}`);
  return plain(`${name} ${post.word}`);
}

/** The Verwaltungs-GmbH that is general partner of a GmbH & Co. KG: same core, same address. */
function generalPartnerPlan(partner: CompanyRecord): NamePlan {
  const core = partner.company_name.replace(/\s+GmbH & Co\.? KG(\s+i\.L\.)?$/, '');
  return { core: `${core} Verwaltungs-`, wz: '70.10', activity: 'Verwaltung' };
}

/** The legal form as the register writes it after this name, with the usual variants. */
function legalSuffix(random: Random, form: LegalForm, core: string): string {
  switch (form.key) {
    case 'GmbH':
      if (/gesellschaft$/.test(core)) return 'mbH';
      return random.chance(0.01) ? 'Gesellschaft mit beschränkter Haftung' : form.suffix;
    case 'e.K.': {
      const u = random.next();
      return u < 0.7 ? 'e.K.' : u < 0.9 ? 'e. K.' : random.pick(['e.Kfm.', 'e.Kfr.']);
    }
    case 'PartG':
      return random.chance(0.7) ? 'PartG mbB' : 'PartG';
    default:
      return form.suffix;
  }
}

function registerEntry(
  random: Random,
  state: State,
  form: LegalForm,
  court: string,
  country: Country,
): { hr_id: string | null; hr_location: string | null } {
  const type = form.register;
  if (type === null) return { hr_id: null, hr_location: null };
  if (type === 'UID') {
    for (;;) {
      const uid = swissUid(String(nextNumber(random, state, 'CH|UID', 10_000_000)));
      if (uid) return { hr_id: uid, hr_location: court };
    }
  }
  if (type === 'FN') {
    const n = nextNumber(random, state, 'AT|FN', 100_000);
    return { hr_id: `FN ${n}${'abdfghikmpstvwxyz'[n % 17]}`, hr_location: court };
  }
  const start = type === 'HRB' ? 5_000 : type === 'HRA' ? 1_000 : 100;
  const n = nextNumber(random, state, `${country}|${court}|${type}`, start);
  const berlin = type === 'HRB' && court === 'Berlin (Charlottenburg)' ? ' B' : '';
  return { hr_id: `${type} ${n}${berlin}`, hr_location: court };
}

/** Register numbers rise per court and register, with gaps like real ones, and never repeat. */
function nextNumber(random: Random, state: State, key: string, start: number): number {
  const previous = state.registerNumbers.get(key) ?? start + random.int(Math.max(1, start * 2));
  const n = previous + 1 + random.int(6);
  state.registerNumbers.set(key, n);
  return n;
}

function vatShare(form: LegalForm): number {
  switch (form.key) {
    case 'e.V.':
    case 'Verein':
      return 0.05;
    case 'GbR':
    case null:
      return 0.3;
    case 'e.K.':
    case 'e.U.':
      return 0.45;
    default:
      return 0.55;
  }
}

/** A VAT id that no other generated company has: a bijection of the issue counter. */
function vatId(state: State, country: 'DE' | 'AT'): string {
  const i = state.vatIssued[country]++;
  if (country === 'DE') {
    return germanVatId(String(10_000_000 + ((i * VAT_MULTIPLIER + state.vatOffset) % 30_000_000)));
  }
  return austrianVatId(String(1_000_000 + ((i * VAT_MULTIPLIER + state.vatOffset) % 9_000_000)));
}

const COUNTRY_PREFIX: Readonly<Record<Country, string>> = { DE: '+49', AT: '+43', CH: '+41' };
const URL_PREFIXES = ['https://www.', 'https://www.', 'https://', 'http://www.'];
const EMAIL_LOCAL_PARTS = ['info', 'info', 'info', 'kontakt', 'mail', 'post', 'service', 'verwaltung'];
const FAX_EXTENSIONS = ['99', '10', '29'];
const TLD: Readonly<Record<Country, string>> = { DE: 'de', AT: 'at', CH: 'ch' };

function digits(random: Random, n: number): string {
  let text = String(random.between(1, 9));
  for (let i = 1; i < n; i++) text += String(random.int(10));
  return text;
}

function contactsFor(
  random: Random,
  country: Country,
  form: LegalForm,
  plan: NamePlan,
  area: PostcodeArea,
  founded: number | null,
  surnames: readonly string[],
): { url: string | null; email: string | null; phone: string | null; fax: string | null } {
  const small = form.small;
  const domain = random.chance(small ? 0.4 : 0.72) ? domainFor(random, plan.core, area, country) : null;
  const url = domain ? `${random.pick(URL_PREFIXES)}${domain}` : null;
  let email: string | null = null;
  if (domain && random.chance(0.8)) {
    const local = country === 'AT' && random.chance(0.4) ? 'office' : random.pick(EMAIL_LOCAL_PARTS);
    email = `${local}@${domain}`;
  } else if (random.chance(small ? 0.35 : 0.1)) {
    // The owner's private address: 'petra.krause@t-online.de'.
    const owner = slugify(`${random.pick(FIRST_NAMES)} ${random.pick(surnames)}`).replace(/-/g, '.');
    email = `${owner}@${random.pick(FREEMAIL_DOMAINS)}`;
  }
  if (!random.chance(0.82)) return { url, email, phone: null, fax: null };
  const prefix = `${COUNTRY_PREFIX[country]} ${area.area_code}`;
  if (country === 'CH') {
    const n = digits(random, 7);
    const phone = `${prefix} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`;
    const fax = random.chance(0.2)
      ? `${prefix} ${n.slice(0, 3)} ${n.slice(3, 5)} ${String(random.between(10, 99))}`
      : null;
    return { url, email, phone, fax };
  }
  const length = Math.max(4, Math.min(8, 10 - area.area_code.length + random.between(-1, 0)));
  const base = digits(random, length);
  const withExtension = !small && random.chance(0.35);
  const phone = withExtension ? `${prefix} ${base}-0` : `${prefix} ${base}`;
  const oldFirm = founded !== null && founded < 2000;
  const fax = random.chance(oldFirm ? 0.5 : 0.2)
    ? withExtension
      ? `${prefix} ${base}-${random.pick(FAX_EXTENSIONS)}`
      : `${prefix} ${base.slice(0, -1)}${random.int(10)}`
    : null;
  return { url, email, phone, fax };
}

/** A domain derived from the name: 'Müller Haustechnik' -> 'mueller-haustechnik.de'. */
function domainFor(random: Random, core: string, area: PostcodeArea, country: Country): string {
  const words = core
    .replace(/^Gebr\.\s+/, '')
    .replace(/\s*&\s*(Söhne|Partner|Co\.?)\b/g, '')
    .split(/\s+/)
    .filter((w) => w !== '&' && w !== 'und');
  let label = slugify(words.slice(0, 3).join(' '));
  if (words.length === 1) label = `${label}-${slugify(placeName(area))}`;
  if (random.chance(0.3)) label = label.replace(/-/g, '');
  const u = random.next();
  const tld = u < 0.88 ? TLD[country] : u < 0.95 ? 'com' : u < 0.98 ? 'eu' : 'net';
  return `${label || 'firma'}.${tld}`;
}

function description(random: Random, plan: NamePlan, city: string, founded: number | null): string {
  const label = WZ_CLASSES[plan.wz] ?? plan.activity;
  const sentence = label.endsWith('.') ? label : `${label}.`;
  const u = random.next();
  if (u < 0.35) return `${label} in ${city}`;
  if (u < 0.65) return `Ihr Partner für ${plan.activity} in ${city} und Umgebung.`;
  if (u < 0.85 && founded !== null) return `Seit ${founded}: ${sentence}`;
  return `${plan.activity} – ${sentence}`;
}

/** An earlier name: the UG before it became a GmbH, the KG before the GmbH & Co. KG, a new owner. */
function formerNames(random: Random, form: LegalForm, plan: NamePlan, surnames: readonly string[]): string[] {
  const core = plan.core.endsWith('-') ? plan.core.slice(0, -1) : plan.core;
  if (form.key === 'GmbH' && random.chance(0.3)) return [`${core} UG (haftungsbeschränkt)`];
  if (form.key === 'GmbH & Co. KG' && random.chance(0.4)) return [`${core} KG`];
  const older = `${random.pick(surnames)} ${core.split(' ').slice(1).join(' ') || core}`.trim();
  const names = [`${older} ${form.suffix}`.trim()];
  if (random.chance(0.12))
    names.push(`${random.pick(surnames)} & ${random.pick(surnames)} ${form.suffix}`.trim());
  return names;
}

/** Earlier addresses: mostly a move inside the same state. */
function formerAddresses(
  random: Random,
  t: CountryTables,
  area: PostcodeArea,
  country: Country,
): FormerAddress[] {
  const count = random.chance(0.2) ? 2 : 1;
  const addresses: FormerAddress[] = [];
  for (let i = 0; i < count; i++) {
    const nearby = random.chance(0.8) ? (t.areasByState.get(area.state) ?? [area]) : null;
    const old = nearby ? random.pick(nearby) : t.areas.draw(random);
    addresses.push({
      street: joinStreet(random.pick(t.streets), houseNumber(random)),
      zip: old.postcode,
      location: old.city,
      country_code: country,
    });
  }
  return addresses;
}
