import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCompanyDatabase, type SqliteCompanyDatabase } from '../../companies/database.ts';
import { generateCompanyDatabase } from '../../companies/generate.ts';
import type { CompanyRecord } from '../../companies/model.ts';
import { COMPANY_COLUMNS } from '../../companies/storage.ts';
import { buildCompanyIndex } from '../index/load.ts';
import { companySourceFingerprint } from '../index/source.ts';
import { defaultParameters } from '../model/parameters.ts';
import { Matcher } from './matcher.ts';

let dir: string;
let store: SqliteCompanyDatabase;
let matcher: Matcher;
let original: CompanyRecord;

/** Copies a company under another provider id, with some of its values changed. */
function copyOf(providerId: string, changes: Partial<CompanyRecord>): void {
  const columns = COMPANY_COLUMNS.slice(1);
  store.sqlite
    .prepare(
      `insert into companies (provider_id, ${columns.join(', ')})
       select ?, ${columns.map((c) => (c in changes ? `@${c}` : c)).join(', ')} from companies where provider_id = @source`,
    )
    .run(providerId, { source: original.provider_id, ...changes });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'datacare-duplicates-'));
  store = await openCompanyDatabase(path.join(dir, 'companies.sqlite'));
  await generateCompanyDatabase(store, { count: 300, seed: 11 });
  original = (await store.db
    .selectFrom('companies')
    .selectAll()
    .where('hr_id', 'is not', null)
    .where('street', 'is not', null)
    .where('zip', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()) as unknown as CompanyRecord;
  // The same company entered twice by the provider …
  copyOf('DUP-TWIN', {});
  // … and a company at the same address with the same name but another register entry.
  copyOf('DUP-OTHER', { hr_id: 'HRB 999999' });
  const index = buildCompanyIndex(store.sqlite, companySourceFingerprint(store.sqlite));
  matcher = new Matcher(index, defaultParameters());
}, 60_000);

afterAll(async () => {
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('possible duplicates in the company database', () => {
  it('marks candidates that are one company under two ids, not one with another register number', () => {
    const result = matcher.matchRow({
      rowId: 1,
      values: {
        company_name: original.company_name,
        street: original.street,
        zip: original.zip,
        location: original.location,
        country: original.country,
      },
    });
    const byId = new Map(result.candidates.map((c) => [c.providerId, c]));
    expect(byId.get(original.provider_id)?.possibleDuplicate).toBe(true);
    expect(byId.get('DUP-TWIN')?.possibleDuplicate).toBe(true);
    expect(byId.get('DUP-OTHER')?.possibleDuplicate).toBe(false);
    for (const candidate of result.candidates) {
      if (![original.provider_id, 'DUP-TWIN', 'DUP-OTHER'].includes(candidate.providerId))
        expect(candidate.possibleDuplicate).toBe(false);
    }
  });

  it('reports the features the model saw with every candidate', () => {
    const result = matcher.matchRow({ rowId: 2, values: { company_name: original.company_name } });
    expect(result.candidates.length).toBeGreaterThan(0);
    for (const candidate of result.candidates) expect(candidate.features).toMatch(/^[0-4]{13}\|/);
  });
});
