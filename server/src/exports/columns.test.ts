import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { EVERYTHING_UNLOCKED, parseUnlockList } from './account.ts';
import { consolidatedFieldRows, type BatchShape } from './columns.ts';
import { companyEntryOf, type StoredEntry } from './rows.ts';
import { rowCompanyIds } from './storage.ts';
import { insertMatchedBatch, TEST_COLUMNS, TEST_MAPPING, type TestEntry } from './testing.ts';
import { compareValues, consolidatedValue, neutralise, sameValue } from './values.ts';

describe('formula injection', () => {
  it('puts an apostrophe before text that starts with = + - @, a tab or a carriage return', () => {
    for (const text of ['=1+1', '+49 30 1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ['GmbH', '1=1', ' =x', "'quoted", '']) expect(neutralise(text)).toBe(text);
  });
});

describe('comparing values', () => {
  it('ignores case, Unicode forms and blanks; reads numbers written the German or English way', () => {
    expect(sameValue('  ACME  gmbh ', 'Acme GmbH')).toBe(true);
    expect(sameValue('Straße', 'STRASSE')).toBe(false);
    expect(sameValue('1.500.000', 1_500_000)).toBe(true);
    expect(sameValue('1,500,000', 1_500_000)).toBe(true);
    expect(sameValue('2,5', 2.5)).toBe(true);
    expect(sameValue('42', 42)).toBe(true);
    expect(sameValue('43', 42)).toBe(false);
    expect(compareValues(null, null)).toBe('bothEmpty');
    expect(compareValues(null, 'x')).toBe('filled');
    expect(compareValues('x', null)).toBe('cleared');
    expect(compareValues('x', 'X')).toBe('equal');
    expect(compareValues('x', 'y')).toBe('overwritten');
  });

  it('applies each action only to enriched rows', () => {
    expect(consolidatedValue('ACTION_KEEP_CUSTOMER_VALUE', 'c', 'p', true)).toBe('c');
    expect(consolidatedValue('ACTION_KEEP_PROVIDER_VALUE', 'c', null, true)).toBeNull();
    expect(consolidatedValue('ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES', 'c', null, true)).toBe('c');
    expect(consolidatedValue('ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES', 'c', 'p', true)).toBe('p');
    expect(consolidatedValue('ACTION_ENRICH_WITH_PROVIDER_VALUE', 'c', 'p', true)).toBe('c');
    expect(consolidatedValue('ACTION_ENRICH_WITH_PROVIDER_VALUE', null, 'p', true)).toBe('p');
    // A row without a company (or a locked one) keeps the customer's value whatever the action.
    expect(consolidatedValue('ACTION_KEEP_PROVIDER_VALUE', 'c', null, false)).toBe('c');
  });
});

describe('the consolidated rows', () => {
  const shape: BatchShape = {
    columns: ['Name', 'Kundennummer', 'Mail'],
    mapping: [
      { internalField: 'company_name', customerField: 'Name' },
      { internalField: 'ext_id', customerField: 'Kundennummer' },
      { internalField: 'email', customerField: 'Mail' },
    ],
    additionalColumns: [],
  };

  it('default by side: both enrich, provider-only keeps the provider, customer-only keeps the customer', () => {
    const rows = new Map(consolidatedFieldRows(shape, EVERYTHING_UNLOCKED, 'de').map((r) => [r.field, r]));
    expect(rows.get('company_name')?.row.action).toBe('ACTION_ENRICH_WITH_PROVIDER_VALUE');
    expect(rows.get('company_name')?.allowed).toHaveLength(5);
    expect(rows.get('ext_id')?.row).toMatchObject({
      action: 'ACTION_KEEP_CUSTOMER_VALUE',
      isCustomerOnly: true,
    });
    expect(rows.get('ext_id')?.allowed).toEqual(['ACTION_KEEP_CUSTOMER_VALUE', 'ACTION_DO_NOT_EXPORT']);
    expect(rows.get('phone')?.row).toMatchObject({
      action: 'ACTION_KEEP_PROVIDER_VALUE',
      isProviderOnly: true,
    });
    expect(rows.get('phone')?.allowed).toEqual(['ACTION_KEEP_PROVIDER_VALUE', 'ACTION_DO_NOT_EXPORT']);
    expect(rows.get('wz_code')?.allowed).toEqual(['ACTION_KEEP_PROVIDER_VALUE']);
  });

  it('fixes fields that are not unlocked to "do not export", but never the customer’s own', () => {
    const unlocks = { dataPacks: null, unlockedFields: new Set(['company_name']) };
    const rows = new Map(consolidatedFieldRows(shape, unlocks, 'fr').map((r) => [r.field, r]));
    expect(rows.get('email')?.row).toMatchObject({
      action: 'ACTION_DO_NOT_EXPORT',
      unlockedExportField: false,
      label: 'E-mail',
    });
    expect(rows.get('email')?.allowed).toEqual(['ACTION_DO_NOT_EXPORT']);
    expect(rows.get('ext_id')?.row).toMatchObject({ unlockedExportField: true, label: 'ID externe' });
    expect(rows.get('company_name')?.row.unlockedExportField).toBe(true);
  });

  it('reads a damaged unlock list as nothing unlocked, NULL as everything', () => {
    expect(parseUnlockList(null)).toBeNull();
    expect(parseUnlockList('["DE","AT"]')).toEqual(new Set(['DE', 'AT']));
    expect(parseUnlockList('{"DE":true}')).toEqual(new Set());
    expect(parseUnlockList('not json')).toEqual(new Set());
  });
});

describe('a row’s company', () => {
  const entry = (
    pos: number,
    providerId: string | null,
    probability: number,
    selected = false,
  ): StoredEntry => ({
    pos,
    provider_id: providerId,
    probability,
    is_no_match: providerId === null ? 1 : 0,
    is_selected: selected ? 1 : 0,
    data_pack: providerId === null ? null : 'DE',
    data: null,
  });

  it('is the selected entry, else an exact row’s best candidate, else none', () => {
    const exact = { probability: 0.9, isNoMatch: false };
    expect(companyEntryOf(exact, [entry(0, 'A', 0.9), entry(1, null, 0.1)], 0.7)).toMatchObject({
      source: 'exact',
      entry: { provider_id: 'A' },
    });
    expect(companyEntryOf(exact, [entry(0, 'A', 0.9), entry(1, 'B', 0.05, true)], 0.7)).toMatchObject({
      source: 'selected',
      entry: { provider_id: 'B' },
    });
    expect(companyEntryOf(exact, [entry(0, 'A', 0.9), entry(1, null, 0.1, true)], 0.7)).toEqual({
      source: 'rejected',
      entry: null,
    });
    // Manual at 0.95: no company until the user chooses one.
    expect(companyEntryOf(exact, [entry(0, 'A', 0.9)], 0.95)).toEqual({ source: 'none', entry: null });
    expect(companyEntryOf(null, [], 0.7)).toEqual({ source: 'none', entry: null });
  });

  it('is decided alike in SQL (counts, quota) and row by row (the file), on many random rows and thresholds', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'datacare-export-rule-'));
    const db = await createDatabase(dir);
    try {
      await db
        .insertInto('users')
        .values({
          id: 'u',
          email: 'u@firma.de',
          first_name: 'U',
          name: 'U',
          company_name: null,
          picture_mime: null,
          picture_data: null,
          password_hash: 'x',
          last_account_id: null,
          last_survey_at: null,
          created_at: '2026-03-02T09:00:00.000Z',
          data_packs: null,
          unlocked_fields: null,
        })
        .execute();
      let seed = 7;
      const random = () => {
        seed = (seed * 48271) % 2147483647;
        return seed / 2147483647;
      };
      const rows = Array.from({ length: 300 }, (_, i) => {
        const entries: TestEntry[] = [];
        const candidates = Math.floor(random() * 4);
        for (let c = 0; c < candidates; c++)
          entries.push({ providerId: `P${i}_${c}`, probability: random() });
        entries.push({ providerId: null, probability: random() });
        const choice = random();
        if (choice < 0.3) entries[Math.floor(random() * entries.length)]!.selected = true;
        return {
          cells: [`Firma ${i}`, null, null, null, null, null],
          entries: random() < 0.05 ? undefined : entries,
        };
      });
      await insertMatchedBatch(db, {
        id: 'r',
        userId: 'u',
        columns: TEST_COLUMNS,
        mapping: TEST_MAPPING,
        rows,
      });
      const stored = await db
        .selectFrom('match_candidates')
        .select([
          'row_id',
          'pos',
          'provider_id',
          'probability',
          'is_no_match',
          'is_selected',
          'data_pack',
          'data',
        ])
        .where('batch_id', '=', 'r')
        .orderBy('row_id')
        .orderBy('pos')
        .execute();
      const results = await db.selectFrom('match_results').selectAll().where('batch_id', '=', 'r').execute();
      for (const threshold of [0, 0.3, 0.5, 0.7, 0.85, 1]) {
        const expected: { row_id: number; provider_id: string | null }[] = [];
        for (let rowId = 1; rowId <= rows.length; rowId++) {
          const result = results.find((r) => r.row_id === rowId);
          const { entry } = companyEntryOf(
            result ? { probability: result.probability, isNoMatch: result.is_no_match === 1 } : null,
            stored.filter((e) => e.row_id === rowId),
            threshold,
          );
          if (entry) expected.push({ row_id: rowId, provider_id: entry.provider_id });
        }
        expect(await rowCompanyIds(db, 'r', threshold), `threshold ${threshold}`).toEqual(expected);
      }
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
