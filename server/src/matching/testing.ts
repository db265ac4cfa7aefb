/**
 * Fixtures for the matching tests: a small generated company database in a temporary folder, its
 * index, and a noisy customer sample of it with the truth (issue 4's generators).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  openCompanyDatabase,
  type CompanyDatabase,
  type SqliteCompanyDatabase,
} from '../companies/database.ts';
import { generateCompanyDatabase } from '../companies/generate.ts';
import { noisyRows, type NoisyRow } from '../samples/noisy.ts';
import { buildCompanyIndex } from './index/load.ts';
import { companySourceFingerprint } from './index/source.ts';
import type { CompanyIndex } from './index/company-index.ts';
import type { MappedRow } from './types.ts';
import { SAMPLE_FILE_MAPPING } from './sample-mapping.ts';

export interface CompanyFixture {
  dir: string;
  /** SQLite: the matching tests are about matching, not the database (index.test.ts reads PostgreSQL too). */
  store: SqliteCompanyDatabase;
  index: CompanyIndex;
  cleanup(): Promise<void>;
}

/** A generated company database of `count` companies in a temporary folder, with its index. */
export async function companyFixture(count: number, seed = 5): Promise<CompanyFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'datacare-matching-'));
  const store = await openCompanyDatabase(path.join(dir, 'companies.sqlite'));
  await generateCompanyDatabase(store, { count, seed });
  const index = buildCompanyIndex(store.sqlite, companySourceFingerprint(store.sqlite));
  return {
    dir,
    store,
    index,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A noisy row as the mapping of generated files reads it. */
export function mappedRowOf(row: NoisyRow): MappedRow {
  const values: MappedRow['values'] = {};
  for (const { internalField, customerField } of SAMPLE_FILE_MAPPING) {
    const cell = row.cells[customerField];
    values[internalField] = cell === null || cell === undefined ? null : String(cell);
  }
  return { rowId: row.rowId, values };
}

/** `count` noisy rows of the fixture's companies with their truth. */
export async function noisySample(
  store: CompanyDatabase,
  count: number,
  seed = 3,
): Promise<{ rows: MappedRow[]; truth: Map<number, string | null> }> {
  const rows: MappedRow[] = [];
  const truth = new Map<number, string | null>();
  for await (const row of noisyRows(store, { count, seed })) {
    rows.push(mappedRowOf(row));
    truth.set(row.rowId, row.providerId);
  }
  return { rows, truth };
}
