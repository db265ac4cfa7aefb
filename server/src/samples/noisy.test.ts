import { createReadStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../companies/csv.ts';
import { openCompanyDatabase, type CompanyDatabase } from '../companies/database.ts';
import { generateCompanyDatabase } from '../companies/generate.ts';
import type { CompanyRecord } from '../companies/model.ts';
import { detectLegalForm } from '../companies/reference/legal-forms.ts';
import { readCompanies } from '../companies/storage.ts';
import { transliterate } from '../companies/text.ts';
import { splitLegalForm } from './distortions.ts';
import {
  CUSTOMER_COLUMNS,
  DISTORTIONS,
  NotEnoughCompaniesError,
  REALISTIC_DISTORTIONS,
  REALISTIC_RATES,
  TRUTH_COLUMNS,
  writeNoisyFiles,
} from './noisy.ts';

const ROWS = 1_200;
let store: CompanyDatabase;
let dir: string;
let byProviderId: Map<string, CompanyRecord>;
let customer: Record<string, string>[];
let truth: { row_id: string; provider_id: string; duplicate_of: string; distortions: string[] }[];

async function readCsv(file: string, delimiter: string): Promise<string[][]> {
  const rows: string[][] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const { fields } of parseCsv(lines, delimiter)) rows.push(fields);
  return rows;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-noisy-'));
  store = await openCompanyDatabase(path.join(dir, 'companies.sqlite'));
  await generateCompanyDatabase(store, { count: 3_000, seed: 11 });
  const all = await store.db.selectFrom('companies').select('id').execute();
  const records = await readCompanies(
    store.db,
    all.map((r) => r.id),
  );
  byProviderId = new Map([...records.values()].map((r) => [r.provider_id, r]));
  await writeNoisyFiles(store, path.join(dir, 'a'), { count: ROWS, seed: 5 });
  const [header, ...rows] = await readCsv(path.join(dir, 'a.csv'), ';');
  expect(header).toEqual([...CUSTOMER_COLUMNS]);
  customer = rows.map((fields) => Object.fromEntries(header!.map((h, i) => [h, fields[i]!])));
  const [truthHeader, ...truthRows] = await readCsv(path.join(dir, 'a.truth.csv'), ',');
  expect(truthHeader).toEqual([...TRUTH_COLUMNS]);
  truth = truthRows.map(([row_id, provider_id, duplicate_of, distortions]) => ({
    row_id: row_id!,
    provider_id: provider_id!,
    duplicate_of: duplicate_of!,
    distortions: distortions ? distortions.split(' ') : [],
  }));
}, 120_000);

afterAll(async () => {
  await store.close();
});

/** Compares names whether umlauts are written out ('ue') or dropped ('u'). */
const plain = (text: string) =>
  transliterate(text)
    .toLowerCase()
    .replace(/([aou])e/g, '$1')
    .replace(/ss/g, 's');

describe('noisy customer file', () => {
  it('has a truth row per customer row, pointing at database companies or at none', () => {
    expect(customer).toHaveLength(ROWS);
    expect(truth.map((t) => Number(t.row_id))).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    const absent = truth.filter((t) => t.provider_id === '');
    expect(absent.length / ROWS).toBeGreaterThan(0.06);
    expect(absent.length / ROWS).toBeLessThan(0.15);
    for (const t of absent) expect(t.distortions).toContain('not_in_database');
    for (const t of truth.filter((x) => x.provider_id !== '')) {
      expect(byProviderId.has(t.provider_id), t.provider_id).toBe(true);
    }
    for (const [i, row] of customer.entries()) {
      if (truth[i]!.provider_id !== '') continue;
      const twin = [...byProviderId.values()].find((c) => c.company_name === row.Firma && c.zip === row.PLZ);
      expect(twin).toBeUndefined();
    }
  });

  it('describes rows that really are their company', () => {
    for (const [i, t] of truth.entries()) {
      if (!t.provider_id) continue;
      const company = byProviderId.get(t.provider_id)!;
      const row = customer[i]!;
      const zips = [company.zip, ...company.former_addresses.map((a) => a.zip)];
      if (row.PLZ) {
        expect(zips.includes(row.PLZ) || zips.includes(`0${row.PLZ}`), `row ${t.row_id}: ${row.PLZ}`).toBe(
          true,
        );
      }
      if (!t.distortions.includes('typo')) {
        const core = splitLegalForm(company.company_name)?.core ?? company.company_name;
        const words = core.split(/[\s&.,()-]+/).filter((w) => w.length >= 4);
        const longest = words.sort((a, b) => b.length - a.length)[0];
        if (longest) expect(plain(row.Firma!), `row ${t.row_id}`).toContain(plain(longest));
      }
    }
  });

  it('applies every distortion, each the way it says', () => {
    const seen = new Set(truth.flatMap((t) => t.distortions));
    expect([...DISTORTIONS].filter((d) => !seen.has(d) && !REALISTIC_DISTORTIONS.includes(d))).toEqual([]);
    // The default profile (the demo's sample file) keeps the error model of issue 4.
    expect(REALISTIC_DISTORTIONS.filter((d) => seen.has(d))).toEqual([]);
    for (const [i, t] of truth.entries()) {
      const row = customer[i]!;
      const company = t.provider_id ? byProviderId.get(t.provider_id) : undefined;
      if (t.distortions.includes('zip_leading_zero_lost') && row.PLZ) expect(row.PLZ).toMatch(/^[1-9]\d{3}$/);
      if (t.distortions.includes('street_abbreviation') && row['Straße'])
        expect(row['Straße']).not.toMatch(/straße/i);
      if (t.distortions.includes('invalid_email') && row['E-Mail']) {
        expect(row['E-Mail']).not.toMatch(/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/);
      }
      if (t.distortions.includes('invalid_url') && row.Website) {
        expect(row.Website).not.toMatch(/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.(de|com|eu|net|at|ch)$/);
      }
      if (
        t.distortions.includes('legal_form_missing') &&
        company?.legal_form &&
        !t.distortions.includes('extra_words')
      ) {
        expect(detectLegalForm(row.Firma!), row.Firma).toBeNull();
      }
      if (t.distortions.includes('upper_case')) expect(row.Firma).toBe(row.Firma!.toUpperCase());
      if (t.distortions.includes('old_address') && company) {
        expect(company.former_addresses.length).toBeGreaterThan(0);
      }
    }
  });

  it('repeats earlier companies as duplicates, with the same or another customer number', () => {
    const duplicates = truth.filter((t) => t.duplicate_of !== '');
    expect(duplicates.length).toBeGreaterThan(ROWS * 0.02);
    for (const t of duplicates) {
      const original = truth[Number(t.duplicate_of) - 1]!;
      expect(Number(t.duplicate_of)).toBeLessThan(Number(t.row_id));
      expect(t.provider_id).toBe(original.provider_id);
      const row = customer[Number(t.row_id) - 1]!;
      const first = customer[Number(t.duplicate_of) - 1]!;
      if (t.distortions.includes('duplicate_identical')) expect(row).toEqual(first);
      if (t.distortions.includes('duplicate_same_id')) expect(row.Kundennummer).toBe(first.Kundennummer);
      if (t.distortions.includes('duplicate_other_id')) expect(row.Kundennummer).not.toBe(first.Kundennummer);
    }
  });

  it('writes the CSV as German Excel does, byte for byte the same for the same seed', async () => {
    const bytes = readFileSync(path.join(dir, 'a.csv'));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe(`\uFEFF${CUSTOMER_COLUMNS.join(';')}`);
    await writeNoisyFiles(store, path.join(dir, 'b'), { count: ROWS, seed: 5 });
    expect(readFileSync(path.join(dir, 'b.csv')).equals(bytes)).toBe(true);
    expect(
      readFileSync(path.join(dir, 'b.truth.csv')).equals(readFileSync(path.join(dir, 'a.truth.csv'))),
    ).toBe(true);
    await writeNoisyFiles(store, path.join(dir, 'c'), { count: ROWS, seed: 6 });
    expect(readFileSync(path.join(dir, 'c.csv')).equals(bytes)).toBe(false);
  });

  it('writes an xlsx that reads back with the same cells, postcodes as text with their leading zeros', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'a.xlsx'));
    const sheet = workbook.getWorksheet('Kunden')!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    const cells = (r: number) =>
      CUSTOMER_COLUMNS.map((_, c) => {
        const value = sheet.getRow(r).getCell(c + 1).value;
        return value === null || value === undefined ? '' : String(value);
      });
    expect(cells(1)).toEqual([...CUSTOMER_COLUMNS]);
    const zipColumn = CUSTOMER_COLUMNS.indexOf('PLZ') + 1;
    let leadingZeros = 0;
    for (let r = 2; r <= ROWS + 1; r++) {
      expect(cells(r)).toEqual(CUSTOMER_COLUMNS.map((column) => customer[r - 2]![column]));
      const zip = sheet.getRow(r).getCell(zipColumn).value;
      if (zip !== null && zip !== undefined) {
        expect(typeof zip).toBe('string');
        if (String(zip).startsWith('0')) leadingZeros += 1;
      }
    }
    expect(leadingZeros).toBeGreaterThan(10);
  });

  it('applies the error classes of real data in the realistic profile, at their rates', async () => {
    const files = await writeNoisyFiles(store, path.join(dir, 'real'), {
      count: ROWS,
      seed: 5,
      profile: 'realistic',
    });
    const [header, ...rows] = await readCsv(files.files.csv, ';');
    expect(header).toEqual([...CUSTOMER_COLUMNS]);
    const cells = rows.map((fields) => Object.fromEntries(header!.map((h, i) => [h, fields[i]!])));
    const [, ...truthRows] = await readCsv(files.files.truth, ',');
    const count = new Map<string, number>();
    for (const [i, [, providerId, , codes]] of truthRows.entries()) {
      const list = codes ? codes.split(' ') : [];
      for (const code of list) count.set(code, (count.get(code) ?? 0) + 1);
      const row = cells[i]!;
      const company = providerId ? byProviderId.get(providerId) : undefined;
      // Cells may still be emptied afterwards (missing_fields).
      if (list.includes('register_one_cell') && company?.hr_id && row.Handelsregister) {
        expect(row.Handelsregister).toContain(company.hr_id);
        expect(row.Registergericht).toBe('');
      }
      if (list.includes('district_for_city') && company && !list.includes('old_address')) {
        expect(row.PLZ === company.zip || `0${row.PLZ}` === company.zip || row.PLZ === '').toBe(true);
        expect(row.Ort).not.toBe(company.location);
      }
      if (list.includes('phone_without_country')) expect(row.Telefon).not.toMatch(/^\+|^00/);
      if (list.includes('house_number_first') && row['Straße']) expect(row['Straße']).toMatch(/^\d/);
    }
    // Classes that any row can have appear near their rate; those that need a number, brackets or
    // a twin in the database appear where the generated names offer it.
    const rows_ = ROWS * 0.9;
    for (const code of ['district_for_city', 'legal_form_in_middle', 'house_number_first'] as const) {
      const share = (count.get(code) ?? 0) / rows_;
      expect(share, code).toBeGreaterThan(REALISTIC_RATES[code] * 0.4);
      expect(share, code).toBeLessThan(REALISTIC_RATES[code] * 2.5);
    }
    for (const code of [
      'register_one_cell',
      'phone_without_country',
      'initials',
      'parent_before_name',
      'legal_form_typo',
    ]) {
      expect(count.get(code) ?? 0, code).toBeGreaterThan(0);
    }
  });

  it('leaves cells empty at the share asked for, and needs enough companies', async () => {
    const none = await writeNoisyFiles(store, path.join(dir, 'full'), {
      count: 200,
      seed: 8,
      missingShare: 0,
    });
    const truthNone = readFileSync(none.files.truth, 'utf8');
    expect(truthNone).not.toContain('missing_fields');
    const many = await writeNoisyFiles(store, path.join(dir, 'sparse'), {
      count: 200,
      seed: 8,
      missingShare: 0.5,
    });
    expect(readFileSync(many.files.truth, 'utf8').match(/missing_fields/g)!.length).toBeGreaterThan(150);
    await expect(writeNoisyFiles(store, path.join(dir, 'big'), { count: 3_000 })).rejects.toThrow(
      NotEnoughCompaniesError,
    );
  });
});
