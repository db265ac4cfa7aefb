import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  COMPANY_LIST_NAME_MAX,
  COMPANY_LIST_NAME_MIN,
  CURRENT_VERSION,
  DEFAULT_EXACT_MATCH_THRESHOLD,
  DEFAULT_LANGUAGE,
  DELIMITERS,
  EMPLOYEE_SIZE_BUCKETS,
  EMPLOYEE_SIZE_COMPARISON,
  EXPORT_FILE_TYPES,
  EXPORT_TYPES,
  EXPORTS_PAGE_SIZE,
  FALLBACK_LANGUAGE,
  IMPORTS_PAGE_SIZE,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REVENUE_BUCKETS,
  REVENUE_COMPARISON,
  REVIEW_PAGE_CACHE,
  SEARCHTERM_MAX_LENGTH,
  SUPPORTED_LANGUAGES,
  SURVEY_EXCLUDED_CONTRACT_TYPES,
  INTERNAL_FIELDS,
  TAG_MAX_LENGTH,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
  ZIP_DIGIT_COMPARISON,
} from './constants.ts';

interface SchemaNode {
  [key: string]: unknown;
  properties?: Record<string, SchemaNode>;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  info: { version: string };
  components: { schemas: Record<string, SchemaNode> };
};

function schema(name: string): SchemaNode {
  const found = contract.components.schemas[name];
  if (!found) throw new Error(`openapi.yaml has no schema ${name}`);
  return found;
}

function property(name: string, prop: string): SchemaNode {
  const found = schema(name).properties?.[prop];
  if (!found) throw new Error(`openapi.yaml schema ${name} has no property ${prop}`);
  return found;
}

describe('constants agree with the contract (openapi.yaml)', () => {
  it('limits the saved tag to TAG_MAX_LENGTH characters and forbids an empty one', () => {
    expect(property('SaveTagRequest', 'tag').maxLength).toBe(TAG_MAX_LENGTH);
    expect(property('SaveTagRequest', 'tag').minLength).toBe(1);
    expect(property('ImportNameResponse', 'tag').maxLength).toBe(TAG_MAX_LENGTH);
  });

  it('limits company list names to COMPANY_LIST_NAME_MIN..MAX', () => {
    expect(schema('CompanyListName').minLength).toBe(COMPANY_LIST_NAME_MIN);
    expect(schema('CompanyListName').maxLength).toBe(COMPANY_LIST_NAME_MAX);
  });

  it('caps paging and search like the API does, and every list page fits the cap', () => {
    expect(property('Paging', 'page').maximum).toBe(MAX_PAGE_INDEX);
    expect(property('Paging', 'page').minimum).toBe(0);
    expect(property('Paging', 'pageSize').maximum).toBe(MAX_PAGE_SIZE);
    expect(schema('Searchterm').maxLength).toBe(SEARCHTERM_MAX_LENGTH);
    for (const size of [IMPORTS_PAGE_SIZE, EXPORTS_PAGE_SIZE, REVIEW_PAGE_CACHE]) {
      expect(size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
  });

  it('takes passwords up to PASSWORD_MAX_LENGTH and states the PASSWORD_MIN_LENGTH the server checks', () => {
    for (const [name, prop] of [
      ['SignInRequest', 'password'],
      ['ChangePasswordRequest', 'currentPassword'],
      ['ChangePasswordRequest', 'newPassword'],
    ] as const) {
      expect(property(name, prop).maxLength, `${name}.${prop}`).toBe(PASSWORD_MAX_LENGTH);
      // The server answers a short password with its own code, not a schema error.
      expect(property(name, prop).minLength, `${name}.${prop}`).toBeUndefined();
    }
    expect(String(schema('ChangePasswordRequest').description)).toContain(
      `under ${PASSWORD_MIN_LENGTH} characters`,
    );
  });

  it('accepts thresholds over the slider range', () => {
    const threshold = property('SaveThresholdsRequest', 'exactMatchThreshold');
    expect([threshold.minimum, threshold.maximum]).toEqual([THRESHOLD_MIN, THRESHOLD_MAX]);
  });

  it('offers the same export file types, destinations and delimiters, semicolon first and default', () => {
    expect(schema('ExportFileType').enum).toEqual([...EXPORT_FILE_TYPES]);
    expect(schema('ExportType').enum).toEqual([...EXPORT_TYPES]);
    expect(schema('Delimiter').enum).toEqual([...DELIMITERS]);
    expect(property('ExportMatchesRequest', 'delimiter').default).toBe(DELIMITERS[0]);
  });

  it('knows the same languages and contract types, German the default and English the fallback', () => {
    expect(schema('Language').enum).toEqual([...SUPPORTED_LANGUAGES]);
    expect(DEFAULT_LANGUAGE).toBe('de');
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(schema('ContractType').enum).toEqual(expect.arrayContaining([...SURVEY_EXCLUDED_CONTRACT_TYPES]));
  });

  it('describes the release the header shows', () => {
    // 'V1.21' for the contract's 1.21.0: major and minor.
    expect(CURRENT_VERSION).toBe(`V${String(contract.info.version).split('.').slice(0, 2).join('.')}`);
  });
});

describe('constants are consistent with each other', () => {
  it('has the default threshold inside the slider range and on its step grid', () => {
    expect(DEFAULT_EXACT_MATCH_THRESHOLD).toBeGreaterThanOrEqual(THRESHOLD_MIN);
    expect(DEFAULT_EXACT_MATCH_THRESHOLD).toBeLessThanOrEqual(THRESHOLD_MAX);
    const steps = DEFAULT_EXACT_MATCH_THRESHOLD / THRESHOLD_STEP;
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
  });

  it('has one comparison share per report bucket, each set summing to 100 percent', () => {
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    expect(EMPLOYEE_SIZE_COMPARISON).toHaveLength(EMPLOYEE_SIZE_BUCKETS.length);
    expect(REVENUE_COMPARISON).toHaveLength(REVENUE_BUCKETS.length);
    expect(ZIP_DIGIT_COMPARISON).toHaveLength(10);
    expect(sum(EMPLOYEE_SIZE_COMPARISON)).toBe(100);
    expect(sum(REVENUE_COMPARISON)).toBe(100);
    expect(sum(ZIP_DIGIT_COMPARISON)).toBe(100);
  });

  it("lists exactly the contract's mapping fields", () => {
    expect([...INTERNAL_FIELDS].sort()).toEqual([...(schema('InternalField').enum as string[])].sort());
  });
});
