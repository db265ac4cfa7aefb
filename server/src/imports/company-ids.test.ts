import { describe, expect, it } from 'vitest';
import { testCompanyDatabase } from '../../test/company-database.ts';
import { openCompanyDatabase } from '../companies/database.ts';
import { createCompanyWriter } from '../companies/storage.ts';
import { testCompany } from '../exports/testing.ts';
import { companyIdLookup } from './company-ids.ts';

describe('the provider-id check against the company database', () => {
  it('finds the ids the company database holds (a SQLite file, or a PostgreSQL schema with TEST_DATABASE_URL)', async () => {
    const { location } = testCompanyDatabase();
    const exists = companyIdLookup(location);
    // No company database yet (no file, no tables in the schema): no id exists.
    expect(await exists(['P1'])).toEqual(new Set());
    const store = await openCompanyDatabase(location);
    try {
      expect(await exists(['P1'])).toEqual(new Set());
      const writer = await createCompanyWriter(store);
      for (const id of ['P1', 'P2', 'ACME-7']) await writer.write(testCompany(id));
      await writer.finish();
    } finally {
      await store.close();
    }
    expect(await exists(['P2', 'P9', 'ACME-7', 'p1'])).toEqual(new Set(['P2', 'ACME-7']));
    expect(await exists([])).toEqual(new Set());
    const many = Array.from({ length: 500 }, (_, i) => `X${i}`);
    expect(await exists([...many, 'P1'])).toEqual(new Set(['P1']));
  });
});
