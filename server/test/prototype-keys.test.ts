/**
 * Issue 12 item 1: text from customer files and company databases is never a key of a plain
 * object. Every name Object.prototype has ('constructor', 'toString', '__proto__', …) goes as
 * company name, street, city, court, country, header and cell through normalisation, the index
 * build, the engine, the mapping proposal and an upload that is matched and reviewed over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InternalField,
  MappingPair,
  MatchType,
  ResultPageResponse,
  Status,
  UploadResponse,
} from '@datacare/api-client/generated/types';
import { INTERNAL_FIELDS } from '@datacare/api-client/domain';
import type { CompanyRecord } from '../src/companies/model.ts';
import { createCompanyWriter } from '../src/companies/storage.ts';
import { proposeMapping } from '../src/imports/mapping/propose.ts';
import { createIndexEngine } from '../src/matching/engine/pool.ts';
import type { CompanyIndex } from '../src/matching/index/company-index.ts';
import { buildCompanyIndex } from '../src/matching/index/load.ts';
import { companySourceFingerprint } from '../src/matching/index/source.ts';
import { defaultParameters } from '../src/matching/model/parameters.ts';
import { normalizeCity } from '../src/matching/normalize/city.ts';
import { normalizeCountry } from '../src/matching/normalize/country.ts';
import { normalizeCompanyName } from '../src/matching/normalize/name.ts';
import { toE164 } from '../src/matching/normalize/phone.ts';
import { normalizePostcode } from '../src/matching/normalize/postcode.ts';
import { normalizeCourt, normalizeRegister } from '../src/matching/normalize/register.ts';
import { normalizeRow } from '../src/matching/normalize/row.ts';
import { normalizeStreet, streetNameKey } from '../src/matching/normalize/street.ts';
import { fold, loose } from '../src/matching/normalize/text.ts';
import { companyFixture, type CompanyFixture } from '../src/matching/testing.ts';
import type { MappedRow, MatchEngine } from '../src/matching/types.ts';
import { uploadFile } from './multipart.ts';
import { call, createTestApp, signedInUser } from './test-app.ts';

/** Every name of Object.prototype, and `__proto__` (an accessor some engines do not list). */
const NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

/** The word a name becomes once folded ('__proto__' -> 'proto', 'toString' -> 'tostring'). */
const wordOf = (name: string) => loose(fold(name).replaceAll(' ', ''));

/** A company of the test database named and placed after a prototype name. */
function prototypeCompany(name: string, i: number): CompanyRecord {
  return {
    provider_id: `PK${String(i).padStart(8, '0')}`,
    company_name: `${name} GmbH`,
    legal_form: null,
    street: `${name} 9`,
    street_name: null,
    street_number: null,
    zip: '10115',
    location: name,
    state: name,
    country: name,
    country_code: 'DE',
    hr_id: `HRB ${1000 + i}`,
    hr_location: name,
    vat_id: name,
    email: `${name}@${name}.de`,
    phone: name,
    fax: name,
    url: name,
    description: name,
    revenue: null,
    revenue_size: null,
    founded_year: null,
    num_employees: null,
    employee_size: null,
    industry: name,
    wz_code: null,
    wz_label: null,
    status: 'active',
    data_pack: 'DE',
    former_names: [name],
    former_addresses: [{ street: `${name} 1`, zip: '10115', location: name, country_code: 'DE' }],
  };
}

describe('names of Object.prototype as text', () => {
  it('are plain words to every normaliser', () => {
    for (const name of NAMES) {
      const word = wordOf(name);
      for (const raw of [name, name.toUpperCase(), `${name[0]!.toUpperCase()}${name.slice(1)}`]) {
        expect(normalizeCompanyName(`${raw} GmbH`), raw).toEqual({
          tokens: [word],
          legalForm: 'GmbH',
          extra: [],
          liquidation: false,
        });
        expect(normalizeCompanyName(raw).tokens, raw).toEqual([word]);
        expect(normalizeStreet(`${raw} 9`), raw).toEqual({ name: word, number: '9' });
        expect(streetNameKey(raw), raw).toBe(word);
        expect(normalizeCity(raw), raw).toEqual({ key: word, full: word });
        expect(normalizeCourt(`Amtsgericht ${raw}`), raw).toBe(word);
        expect(normalizeCountry(raw), raw).toBeNull();
        expect(normalizeRegister(raw), raw).toBeNull();
        // A country that is no country: the number is read as German, the postcode kept as it is.
        expect(toE164('0221 12345-0', raw), raw).toBe('+49221123450');
        expect(normalizePostcode('10115', raw), raw).toEqual({ code: '10115', country: raw });
      }
      const values = Object.fromEntries(INTERNAL_FIELDS.map((field) => [field, name]));
      expect(() => normalizeRow({ rowId: 1, values }), name).not.toThrow();
    }
  });

  it('are headers and values like any other to the mapping proposal', () => {
    const columns = ['Firma', 'PLZ', ...NAMES];
    const sampleRows = NAMES.map((name) => [`${name} GmbH`, '10115', ...NAMES.map(() => name)]);
    const mapping = proposeMapping({ columns, sampleRows });
    expect(mapping).toEqual(
      expect.arrayContaining([
        { internalField: 'company_name', customerField: 'Firma' },
        { internalField: 'zip', customerField: 'PLZ' },
      ]),
    );
    for (const pair of mapping) expect(columns).toContain(pair.customerField);
    const remembered = proposeMapping({
      columns,
      sampleRows,
      remembered: [
        { internalField: 'company_name', customerField: 'Firma' },
        { internalField: 'location', customerField: 'constructor' },
        { internalField: 'street', customerField: '__proto__' },
      ],
    });
    expect(remembered).toEqual([
      { internalField: 'company_name', customerField: 'Firma' },
      { internalField: 'location', customerField: 'constructor' },
      { internalField: 'street', customerField: '__proto__' },
    ]);
  });
});

describe('companies and rows named after Object.prototype', () => {
  let fixture: CompanyFixture;
  let index: CompanyIndex;
  let engine: MatchEngine;

  beforeAll(async () => {
    fixture = await companyFixture(300);
    const writer = await createCompanyWriter(fixture.store);
    NAMES.forEach((name, i) => writer.write(prototypeCompany(name, i)));
    await writer.finish();
    index = buildCompanyIndex(fixture.store.sqlite, companySourceFingerprint(fixture.store.sqlite));
    engine = createIndexEngine({ index: index.data, parameters: defaultParameters(), workers: 0 });
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await fixture?.cleanup();
  });

  it('are indexed like any other company, and found', async () => {
    expect(index.size).toBe(300 + NAMES.length);
    const rows: MappedRow[] = NAMES.map((name, i) => ({
      rowId: i + 1,
      values: { company_name: `${name} GmbH`, street: `${name} 9`, zip: '10115', location: name },
    }));
    const results = await engine.match(rows);
    expect(results.map((r) => r.candidates[0]?.providerId)).toEqual(
      NAMES.map((_, i) => `PK${String(i).padStart(8, '0')}`),
    );
    for (const result of results) expect(result.priority.isNoMatch).toBe(false);
  });

  it('are matched in every field without breaking the row, in this thread and in a worker', async () => {
    const rows: MappedRow[] = NAMES.map((name, i) => ({
      rowId: i + 1,
      values: Object.fromEntries(INTERNAL_FIELDS.map((field) => [field, name])),
    }));
    const results = await engine.match(rows);
    expect(results).toHaveLength(NAMES.length);
    for (const result of results) {
      const total = result.candidates.reduce((sum, c) => sum + c.probability, result.noMatchProbability);
      expect(total).toBeCloseTo(1, 6);
    }
    const workers = createIndexEngine({ index: index.data, parameters: defaultParameters(), workers: 1 });
    try {
      expect(await workers.match(rows)).toEqual(results);
    } finally {
      await workers.close();
    }
  });

  it('are uploaded, matched and reviewed over HTTP as headers and cells', async () => {
    const app = await createTestApp({}, { matchEngine: () => engine });
    try {
      const anna = await signedInUser(app);
      const columns = ['Firma', 'Straße', 'PLZ', ...NAMES];
      const lines = [
        columns.join(';'),
        ...NAMES.map((name) => [`${name} GmbH`, `${name} 9`, '10115', ...NAMES.map(() => name)].join(';')),
      ];
      const res = await uploadFile(app, anna.cookie, 'prototype.csv', `${lines.join('\r\n')}\r\n`);
      expect(res.statusCode, res.body).toBe(200);
      const uploaded = res.json<UploadResponse>();
      expect(uploaded.customerColumns).toEqual(columns);
      expect(uploaded.stats.rows.total).toBe(NAMES.length);
      expect(uploaded.exampleValues[0]).toEqual([
        `${NAMES[0]} GmbH`,
        `${NAMES[0]} 9`,
        '10115',
        ...NAMES.map(() => NAMES[0]),
      ]);

      // The prototype-named columns carry the city, the court, the country and more.
      const fields: InternalField[] = [
        'location',
        'hr_location',
        'country',
        'phone',
        'email',
        'url',
        'ext_id',
      ];
      const mapping: MappingPair[] = [
        { internalField: 'company_name', customerField: 'Firma' },
        { internalField: 'street', customerField: 'Straße' },
        { internalField: 'zip', customerField: 'PLZ' },
        ...fields.map((internalField, i) => ({ internalField, customerField: NAMES[i]! })),
      ];
      const start = await call(
        app,
        '/backend/import/startMatching',
        {
          batchId: uploaded.batchId,
          mapping,
          additionalCustomerColumns: NAMES.slice(fields.length),
          checkDuplicateExtIds: true,
        },
        { cookie: anna.cookie },
      );
      expect(start.statusCode, start.body).toBe(200);
      // Every row's ext_id (its own name) is different: nothing to confirm.
      expect(start.json()).toMatchObject({ started: true, hasDuplicateExtIds: false });

      let status: Status | undefined;
      for (let i = 0; i < 600 && !status?.isFinished; i++) {
        const answer = await call(
          app,
          '/backend/import/getStatus',
          { batchId: uploaded.batchId },
          { cookie: anna.cookie },
        );
        expect(answer.statusCode, answer.body).toBe(200);
        status = answer.json<Status>();
        if (!status.isFinished) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toMatchObject({ state: 'finished', total: NAMES.length, finished: NAMES.length });

      const shown = new Map<string, ResultPageResponse['results'][number]>();
      for (const matchType of ['exact', 'manual', 'noMatch'] as MatchType[]) {
        const page = await call(
          app,
          '/backend/import/getResults',
          { batchId: uploaded.batchId, filters: { matchType }, paging: { page: 0, pageSize: 100 } },
          { cookie: anna.cookie },
        );
        expect(page.statusCode, page.body).toBe(200);
        for (const row of page.json<ResultPageResponse>().results)
          shown.set(row.mappedRow.company_name!, row);
      }
      expect([...shown.keys()].sort()).toEqual(NAMES.map((name) => `${name} GmbH`).sort());
      NAMES.forEach((name, i) => {
        const row = shown.get(`${name} GmbH`)!;
        expect(row.mappedRow).toMatchObject({ street: `${name} 9`, zip: '10115', location: name });
        const best = row.matches[0]!;
        expect(best.isNoMatch).toBe(false);
        expect(best.data.company_name).toBe(`${name} GmbH`);
        expect(row.row_id).toBe(i + 1);
      });
    } finally {
      await app.close();
    }
  });
});
