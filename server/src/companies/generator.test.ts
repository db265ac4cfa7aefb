import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRY_SHARES,
  EMPLOYEE_SIZE_SHARES,
  POSTCODE_DIGIT_SHARES,
  REGISTERED_STATUS_SHARES,
  REVENUE_SIZE_SHARES,
  generateCompanies,
  generatedProviderId,
} from './generator.ts';
import { employeeSizeOf, revenueSizeOf, type CompanyRecord } from './model.ts';
import { WZ_CLASSES, wzSection } from './reference/industries.ts';
import { detectLegalForm, legalFormsOf } from './reference/legal-forms.ts';
import { postcodeAreas } from './reference/postcodes.ts';
import { isValidVatId } from './vat-id.ts';

const N = 20_000;
/** Percentage points a share may miss its target by on 20,000 companies (about 4 standard deviations). */
const TOLERANCE = 1.5;

let companies: CompanyRecord[];
let german: CompanyRecord[];

function shares<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return new Map([...counts].map(([k, v]) => [k, (v / items.length) * 100]));
}

function expectShares(actual: Map<string, number>, expected: readonly (readonly [string, number])[]) {
  const total = expected.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of expected) {
    expect(
      Math.abs((actual.get(key) ?? 0) - (weight / total) * 100),
      `${key}: ${actual.get(key)}`,
    ).toBeLessThan(TOLERANCE);
  }
}

beforeAll(() => {
  companies = [...generateCompanies(N, 'distribution-test')];
  german = companies.filter((c) => c.country_code === 'DE');
});

describe('company generator: distributions (spec 9 comparison data)', () => {
  it('reproduces the company size classes 67/27/4/2 %', () => {
    const merged = shares(companies, (c) =>
      ['501-1000', '1001-5000', '5001+'].includes(c.employee_size!) ? '>500' : c.employee_size!,
    );
    expectShares(merged, [
      ['1-10', 67],
      ['11-100', 27],
      ['101-500', 4],
      ['>500', 2],
    ]);
    expectShares(
      shares(companies, (c) => c.employee_size!),
      EMPLOYEE_SIZE_SHARES,
    );
  });

  it('reproduces the revenue classes 65/16/15/3/1 %', () => {
    expectShares(
      shares(companies, (c) => c.revenue_size!),
      REVENUE_SIZE_SHARES,
    );
  });

  it('reproduces the German postcode first digits 6/9/12/9/12/11/11/11/12/7 %', () => {
    expectShares(
      shares(german, (c) => c.zip![0]!),
      POSTCODE_DIGIT_SHARES.map((share, digit) => [String(digit), share] as const),
    );
  });

  it('gives legal forms their register-like shares, GmbH first', () => {
    const forms = legalFormsOf('DE');
    expectShares(
      shares(german, (c) => c.legal_form ?? '(none)'),
      forms.map((f) => [f.key ?? '(none)', f.share] as const),
    );
    const order = [...shares(german, (c) => c.legal_form ?? '(none)')]
      .filter(([k]) => k !== '(none)')
      .sort((a, b) => b[1] - a[1])
      .map(([k]) => k);
    expect(order.slice(0, 2)).toEqual(['GmbH', 'e.V.']);
    expectShares(
      shares(companies, (c) => c.country_code),
      COUNTRY_SHARES,
    );
  });

  it('mixes register statuses; forms outside the register are not_in_hr', () => {
    const registered = companies.filter((c) => c.hr_id !== null);
    expectShares(
      shares(registered, (c) => c.status),
      REGISTERED_STATUS_SHARES,
    );
    for (const c of companies.filter(
      (x) => x.legal_form === 'GbR' || (x.country_code === 'DE' && !x.legal_form),
    )) {
      expect(c.status).toBe('not_in_hr');
      expect(c.hr_id).toBeNull();
    }
  });
});

describe('company generator: realistic records', () => {
  it('is deterministic: same seed, same companies; a longer run starts with the shorter one', () => {
    const a = JSON.stringify([...generateCompanies(300, 'same')]);
    expect(JSON.stringify([...generateCompanies(300, 'same')])).toBe(a);
    expect(JSON.stringify([...generateCompanies(600, 'same')].slice(0, 300))).toBe(a);
    expect(JSON.stringify([...generateCompanies(300, 'other')])).not.toBe(a);
    expect(companies.map((c) => c.provider_id).slice(0, 3)).toEqual([
      'DC00000001',
      'DC00000002',
      'DC00000003',
    ]);
    expect(generatedProviderId(N)).toBe(companies.at(-1)!.provider_id);
  });

  it('uses real postcodes with their city, state and register court', () => {
    const areas = new Map(postcodeAreas().map((a) => [`${a.country_code}${a.postcode}`, a]));
    const courtState = new Map(
      postcodeAreas().map((a) => [`${a.country_code} ${a.register_court}`, a.state]),
    );
    for (const c of companies) {
      const area = areas.get(`${c.country_code}${c.zip}`);
      expect(area, `${c.zip} ${c.location}`).toMatchObject({ city: c.location, state: c.state });
      if (c.hr_location)
        expect(courtState.get(`${c.country_code} ${c.hr_location}`), c.company_name).toBe(c.state);
      if (c.phone && c.country_code === 'DE')
        expect(c.phone.startsWith(`+49 ${area!.area_code} `), c.phone).toBe(true);
      expect(c.street).toBe(`${c.street_name} ${c.street_number}`);
      expect(c.street_number).toMatch(/^\d+([a-c]|-\d+)?$/);
    }
  });

  it('issues valid, unique VAT ids and unique register numbers per court', () => {
    const vatIds = companies.flatMap((c) => (c.vat_id ? [c.vat_id] : []));
    expect(vatIds.length / N).toBeGreaterThan(0.3);
    expect(vatIds.every(isValidVatId)).toBe(true);
    expect(new Set(vatIds).size).toBe(vatIds.length);
    const registers = companies.flatMap((c) => (c.hr_id ? [`${c.hr_location}|${c.hr_id}`] : []));
    expect(new Set(registers).size).toBe(registers.length);
    const types = new Set(
      companies.filter((c) => c.hr_id && c.country_code !== 'CH').map((c) => c.hr_id!.split(' ')[0]),
    );
    expect([...types].sort()).toEqual(['FN', 'GnR', 'HRA', 'HRB', 'PR', 'VR']);
    for (const c of companies.filter((x) => x.country_code === 'CH' && x.hr_id)) {
      expect(c.hr_id).toMatch(/^CHE-\d{3}\.\d{3}\.\d{3}$/);
    }
    expect(
      companies.find((c) => c.hr_location === 'Berlin (Charlottenburg)' && c.hr_id?.startsWith('HRB'))?.hr_id,
    ).toMatch(/ B$/);
  });

  it('builds names like real ones, with the legal form the register writes', () => {
    const names = companies.map((c) => c.company_name);
    for (const pattern of [
      /^Gebr\. /,
      / & Söhne /,
      /Verwaltungs-GmbH$/,
      / GmbH & Co\. KG/,
      /[äöüß]/,
      / e\.V\.$/,
      / UG \(haftungsbeschränkt\)/,
      / i\.L\.$/,
      /Volksbank|Raiffeisenbank/,
    ]) {
      expect(
        names.some((n) => pattern.test(n)),
        String(pattern),
      ).toBe(true);
    }
    for (const c of german.filter((x) => x.legal_form)) {
      expect(detectLegalForm(c.company_name), c.company_name).toBe(c.legal_form);
    }
    for (const c of companies.filter((x) => x.legal_form === 'UG' && x.founded_year !== null)) {
      expect(c.founded_year).toBeGreaterThanOrEqual(2008);
    }
  });

  it('derives websites and e-mails from the name; some owners use free-mail addresses', () => {
    const withBoth = companies.filter(
      (c) => c.url && c.email && !/@(gmx|web|t-online|gmail|freenet)\./.test(c.email),
    );
    expect(withBoth.length).toBeGreaterThan(N * 0.2);
    for (const c of withBoth) {
      const host = c.url!.replace(/^https?:\/\/(www\.)?/, '');
      expect(c.email!.endsWith(`@${host}`), `${c.url} ${c.email}`).toBe(true);
    }
    expect(companies.some((c) => c.email?.endsWith('@t-online.de'))).toBe(true);
    const mueller = companies.find((c) => c.url && /^Müller \w+ GmbH$/.test(c.company_name));
    expect(mueller?.url).toMatch(/mueller-?\w+\.(de|com|eu|net)$/);
  });

  it('keeps classes consistent with the figures and small forms small', () => {
    for (const c of companies) {
      if (c.revenue !== null) expect(revenueSizeOf(c.revenue)).toBe(c.revenue_size);
      if (c.num_employees !== null) expect(employeeSizeOf(c.num_employees)).toBe(c.employee_size);
      if (['e.V.', 'e.K.', 'UG', 'GbR', 'PartG'].includes(c.legal_form ?? '')) {
        expect(['1-10', '11-100']).toContain(c.employee_size);
      }
      expect(c.wz_label).toBe(WZ_CLASSES[c.wz_code!]);
      expect(c.industry).toBe(wzSection(c.wz_code!));
      expect(c.data_pack).toBe(c.country_code);
    }
  });

  it('gives some companies former names and addresses', () => {
    const formerNames = companies.filter((c) => c.former_names.length > 0).length / N;
    const formerAddresses = companies.filter((c) => c.former_addresses.length > 0).length / N;
    expect(formerNames).toBeGreaterThan(0.04);
    expect(formerAddresses).toBeGreaterThan(0.06);
    expect(companies.some((c) => c.former_names[0]?.endsWith('UG (haftungsbeschränkt)'))).toBe(true);
  });
});
