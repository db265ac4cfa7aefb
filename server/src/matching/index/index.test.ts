import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCompanyDatabase } from '../../../test/company-database.ts';
import { openCompanyDatabase } from '../../companies/database.ts';
import { generateCompanyDatabase } from '../../companies/generate.ts';
import { createCompanyWriter } from '../../companies/storage.ts';
import { generateCompanies } from '../../companies/generator.ts';
import { hash32 } from '../normalize/text.ts';
import { companyFixture, type CompanyFixture } from '../testing.ts';
import { IndexBuilder, deletions } from './build.ts';
import { readIndexCache, writeIndexCache } from './cache.ts';
import { CompanyIndex, flattenArrays } from './company-index.ts';
import { DictionaryBuilder, DictionaryReader } from './dictionary.ts';
import { indexCacheFile, loadCompanyIndex, loadCompanyIndexAt, loadCompanyIndexInWorker } from './load.ts';
import { MultiMapBuilder, valuesOf } from './multimap.ts';
import { companySourceFingerprint, databaseIndexSource, readIndexableCompanies } from './source.ts';

let fixture: CompanyFixture;
let cacheDir: string;

beforeAll(async () => {
  fixture = await companyFixture(2_000);
  cacheDir = mkdtempSync(path.join(tmpdir(), 'datacare-index-cache-'));
});

afterAll(async () => {
  await fixture.cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('building blocks', () => {
  it('looks strings up in the dictionary both ways', () => {
    const builder = new DictionaryBuilder();
    expect(builder.intern('muller')).toBe(1);
    expect(builder.intern('haustechnik')).toBe(2);
    expect(builder.intern('muller')).toBe(1);
    const reader = new DictionaryReader(builder.build());
    expect(reader.id('haustechnik')).toBe(2);
    expect(reader.id('unknown')).toBe(0);
    expect(reader.text(1)).toBe('muller');
    expect(reader.size).toBe(3);
  });

  it('keeps every value of a key in the multimap', () => {
    const builder = new MultiMapBuilder();
    builder.add(7, 1);
    builder.add(7, 2);
    builder.add(9, 3);
    const map = builder.build();
    expect(valuesOf(map, 7).sort()).toEqual([1, 2]);
    expect(valuesOf(map, 9)).toEqual([3]);
    expect(valuesOf(map, 8)).toEqual([]);
  });

  it('lists the one-deletion variants of a word', () => {
    expect(deletions('haus')).toEqual(['aus', 'hus', 'has', 'hau']);
    expect(deletions('aab')).toEqual(['ab', 'aa']);
  });
});

describe('the company index', () => {
  it('holds every company with its names, addresses and identifiers', () => {
    const { index } = fixture;
    expect(index.size).toBe(2_000);
    expect(index.meta.names).toBeGreaterThanOrEqual(2_000);
    expect(index.meta.addresses).toBeGreaterThanOrEqual(2_000);
    const display = index.display(0);
    expect(display.provider_id).toBe('DC00000001');
    expect(display.company_name).toBeTruthy();
    expect(['active', 'in_liquidation', 'deleted', 'not_in_hr']).toContain(display.status);
    const first = fixture.store.sqlite
      .prepare('select * from companies where provider_id = ?')
      .get('DC00000001') as {
      company_name: string;
      zip: string;
      data_pack: string;
    };
    expect(display.company_name).toBe(first.company_name);
    expect(display.zip).toBe(first.zip);
    expect(display.data_pack).toBe(first.data_pack);
    expect(valuesOf(index.a.exactProvider, hash32('DC00000001'))).toEqual([0]);
  });

  it('sorts entries by postcode and keeps posting lists ascending', () => {
    const a = fixture.index.a;
    for (let t = 1; t < a.postingOffsets.length - 1; t++) {
      for (let i = a.postingOffsets[t]! + 1; i < a.postingOffsets[t + 1]!; i++) {
        expect(a.postings[i]!).toBeGreaterThan(a.postings[i - 1]!);
      }
    }
    // Every block's entries have an address with the block's postcode.
    const zip = fixture.index.postcodes.id(fixture.index.display(0).zip!);
    expect(zip).toBeGreaterThan(0);
    let found = false;
    for (let i = a.zipBlockOffsets[zip]!; i < a.zipBlockOffsets[zip + 1]!; i++) {
      const block = a.zipBlocks[i]!;
      for (let e = a.blockOffsets[block]!; e < a.blockOffsets[block + 1]!; e++)
        if (a.entryCompany[e] === 0) found = true;
    }
    expect(found).toBe(true);
  });

  it('counts in how many companies a word occurs', () => {
    const { index } = fixture;
    const gmbhs = fixture.store.sqlite
      .prepare("select count(*) as n from companies where company_name like '%Verwaltungs-GmbH'")
      .get() as {
      n: number;
    };
    const token = index.tokens.id('verwaltungs');
    if (gmbhs.n > 0) expect(index.a.tokenDf[token]).toBeGreaterThanOrEqual(gmbhs.n);
    // Legal forms are not words of the name.
    expect(index.tokens.id('gmbh')).toBe(0);
  });

  it('builds from records without a database', () => {
    const builder = new IndexBuilder();
    for (const record of generateCompanies(50, 3)) builder.add(record);
    const index = new CompanyIndex(builder.finish('test'));
    expect(index.size).toBe(50);
    expect(index.meta.fingerprint).toBe('test');
  });
});

describe('the index cache', () => {
  it('writes the index and reads the same arrays back', () => {
    const file = path.join(cacheDir, 'roundtrip.index');
    const size = writeIndexCache(file, fixture.index.data);
    expect(size).toBeGreaterThan(0);
    const read = readIndexCache(file, fixture.index.meta.fingerprint);
    expect(read).not.toBeNull();
    expect(read!.meta).toEqual(fixture.index.meta);
    const before = flattenArrays(fixture.index.a);
    const after = flattenArrays(read!.arrays);
    expect(after.map(([p]) => p)).toEqual(before.map(([p]) => p));
    before.forEach(([name, array], i) => {
      const other = after[i]![1];
      expect(other.constructor, name).toBe(array.constructor);
      expect(other.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(
        Buffer.from(other.buffer, other.byteOffset, other.byteLength).equals(
          Buffer.from(array.buffer, array.byteOffset, array.byteLength),
        ),
        name,
      ).toBe(true);
    });
  });

  it('is not used when it was built from other data, is missing, cut short or not a cache', () => {
    const file = path.join(cacheDir, 'stale.index');
    writeIndexCache(file, fixture.index.data);
    expect(readIndexCache(file, 'another fingerprint')).toBeNull();
    expect(readIndexCache(path.join(cacheDir, 'missing.index'), 'x')).toBeNull();
    truncateSync(file, 4_000);
    expect(readIndexCache(file, fixture.index.meta.fingerprint)).toBeNull();
    writeFileSync(file, 'not an index');
    expect(readIndexCache(file, fixture.index.meta.fingerprint)).toBeNull();
  });

  it('is built on first load, read on the next, and rebuilt when the companies change', async () => {
    const options = { cacheDir, sourceFile: fixture.store.file };
    const first = loadCompanyIndex(fixture.store.sqlite, options);
    expect(first.origin).toBe('built');
    expect(first.cacheFile).toBe(indexCacheFile(cacheDir, fixture.store.file));
    const second = loadCompanyIndex(fixture.store.sqlite, options);
    expect(second.origin).toBe('cache');
    expect(second.index.size).toBe(first.index.size);
    expect(second.index.display(1999)).toEqual(first.index.display(1999));

    const before = companySourceFingerprint(fixture.store.sqlite);
    const writer = await createCompanyWriter(fixture.store);
    const [extra] = [...generateCompanies(1, 'another seed')];
    await writer.write({ ...extra!, provider_id: 'EXTRA0001' });
    await writer.finish();
    expect(companySourceFingerprint(fixture.store.sqlite)).not.toBe(before);
    const third = loadCompanyIndex(fixture.store.sqlite, options);
    expect(third.origin).toBe('built');
    expect(third.index.size).toBe(2_001);
  });

  it('loads in a worker thread and hands the shared arrays over', async () => {
    const loaded = await loadCompanyIndexInWorker(fixture.store.file, cacheDir);
    const index = new CompanyIndex(loaded.data);
    expect(loaded.origin).toBe('cache');
    expect(index.size).toBe(2_001);
    expect(index.a.display.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(index.display(5)).toEqual(fixture.index.display(5));
    await expect(loadCompanyIndexInWorker(path.join(cacheDir, 'missing.sqlite'), null)).rejects.toThrow(
      /Loading the company index failed/,
    );
  });
});

describe('the index of a company database at its location', () => {
  it('reads page by page what the SQLite cursors read, former names and addresses included', async () => {
    const expected = [...readIndexableCompanies(fixture.store.sqlite)];
    const read = [];
    // Pages that end in the middle of companies' former names must not lose or repeat any.
    for await (const block of databaseIndexSource(fixture.store.db, 333).blocks()) read.push(...block);
    expect(read).toEqual(expected);
    expect(read.some((c) => c.former_names.length > 0 && c.former_addresses.length > 0)).toBe(true);
  });

  it('builds the same index from a PostgreSQL company database (with TEST_DATABASE_URL; else SQLite) and caches it', async () => {
    const { location } = testCompanyDatabase();
    const store = await openCompanyDatabase(location);
    try {
      await generateCompanyDatabase(store, { count: 2_000, seed: 5 });
    } finally {
      await store.close();
    }
    const built = await loadCompanyIndexAt(location, { cacheDir });
    expect(built.origin).toBe('built');
    expect(built.cacheFile).toBe(indexCacheFile(cacheDir, location));
    const before = flattenArrays(fixture.index.a);
    const after = flattenArrays(built.index.a);
    expect(after.map(([name]) => name)).toEqual(before.map(([name]) => name));
    before.forEach(([name, array], i) => {
      const other = after[i]![1];
      expect(
        Buffer.from(other.buffer, other.byteOffset, other.byteLength).equals(
          Buffer.from(array.buffer, array.byteOffset, array.byteLength),
        ),
        name,
      ).toBe(true);
    });
    const loaded = await loadCompanyIndexInWorker(location, cacheDir);
    expect(loaded.origin).toBe('cache');
    expect(new CompanyIndex(loaded.data).display(7)).toEqual(fixture.index.display(7));
  });
});
