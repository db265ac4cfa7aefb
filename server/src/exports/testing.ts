/**
 * Fixtures for the export tests: matched batches written straight into the tables (a batch of any
 * shape in milliseconds, with the review decisions a test needs) and a company database of a few
 * hand-made companies in a data folder.
 */
import type { MappingPair, MatchData } from '@datacare/api-client/generated/types';
import { companyDatabaseLocation, openCompanyDatabase } from '../companies/database.ts';
import type { CompanyRecord } from '../companies/model.ts';
import { createCompanyWriter } from '../companies/storage.ts';
import type { Db } from '../db/database.ts';
import { testAppDatabase } from '../../test/test-app.ts';

/** A provider company with every field set (German, active), overridable. */
export function testCompany(providerId: string, overrides: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    provider_id: providerId,
    company_name: `Firma ${providerId} GmbH`,
    legal_form: 'GmbH',
    street: 'Hauptstraße 1',
    street_name: 'Hauptstraße',
    street_number: '1',
    zip: '10115',
    location: 'Berlin',
    state: 'Berlin',
    country: 'Deutschland',
    country_code: 'DE',
    hr_id: `HRB ${providerId.replace(/\D/g, '') || '1'}`,
    hr_location: 'Berlin (Charlottenburg)',
    vat_id: null,
    email: `info@${providerId.toLowerCase()}.de`,
    phone: '+49 30 1234567',
    fax: null,
    url: `https://www.${providerId.toLowerCase()}.de`,
    description: null,
    revenue: 2_500_000,
    revenue_size: '1-10M',
    founded_year: 1999,
    num_employees: 42,
    employee_size: '11-100',
    industry: 'Information und Kommunikation',
    wz_code: '62.01',
    wz_label: 'Programmierungstätigkeiten',
    status: 'active',
    data_pack: overrides.country_code ?? 'DE',
    former_names: [],
    former_addresses: [],
    ...overrides,
  };
}

/**
 * Writes companies into the company database of DATA_DIR's test app (companies.sqlite, or the
 * PostgreSQL schema next to the app's: testAppDatabase), created when missing.
 */
export async function writeTestCompanies(
  dataDir: string,
  companies: readonly CompanyRecord[],
): Promise<void> {
  const store = await openCompanyDatabase(companyDatabaseLocation(testAppDatabase(dataDir), dataDir));
  try {
    const writer = await createCompanyWriter(store);
    for (const company of companies) await writer.write(company);
    await writer.finish();
  } finally {
    await store.close();
  }
}

/** An entry of a test row: a candidate company or (providerId null) the no-match entry. */
export interface TestEntry {
  providerId: string | null;
  probability: number;
  dataPack?: string;
  selected?: boolean;
  /** The MatchData snapshot (default: a name derived from the id). */
  data?: Partial<MatchData>;
}

export interface TestRow {
  cells: (string | null)[];
  /** Entries; sorted by probability for their positions. None: the row has no result. */
  entries?: TestEntry[];
  checked?: boolean;
}

export interface TestBatch {
  id: string;
  userId: string;
  tag?: string;
  columns: string[];
  mapping: MappingPair[];
  additionalColumns?: string[];
  threshold?: number;
  rows: TestRow[];
  /** The matching job's status (default finished). */
  jobStatus?: 'queued' | 'running' | 'finished' | 'failed';
}

/** A candidate that makes a row exact at 0.7, and the no-match entry. */
export function exactEntries(providerId: string, dataPack = 'DE', probability = 0.95): TestEntry[] {
  return [
    { providerId, probability, dataPack },
    { providerId: null, probability: 1 - probability },
  ];
}

/** Writes a matched batch: the batch, its rows, a finished job, results and entries. */
export async function insertMatchedBatch(db: Db, batch: TestBatch): Promise<void> {
  const now = '2026-03-02T09:00:00.000Z';
  const threshold = batch.threshold ?? 0.7;
  await db
    .insertInto('import_batches')
    .values({
      id: batch.id,
      user_id: batch.userId,
      file_name: `${batch.tag ?? batch.id}.csv`,
      tag: batch.tag ?? batch.id,
      created_at: now,
      rows_total: batch.rows.length,
      rows_ok: batch.rows.length,
      columns: JSON.stringify(batch.columns),
      mapping: JSON.stringify(batch.mapping),
      additional_columns: JSON.stringify(batch.additionalColumns ?? []),
      exact_match_threshold: threshold,
      state: 'ready',
    })
    .execute();
  await db
    .insertInto('match_jobs')
    .values({
      batch_id: batch.id,
      status: batch.jobStatus ?? 'finished',
      columns: JSON.stringify(batch.columns),
      mapping: JSON.stringify(batch.mapping),
      exact_match_threshold: threshold,
      total: batch.rows.length,
      finished: batch.rows.length,
      engine: 'test',
      model_version: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [i, row] of batch.rows.entries()) {
    const rowId = i + 1;
    await db
      .insertInto('import_rows')
      .values({ batch_id: batch.id, row_id: rowId, cells: JSON.stringify(row.cells) })
      .execute();
    if (!row.entries) continue;
    const entries = [...row.entries].sort((a, b) => b.probability - a.probability);
    const best = entries[0]!;
    await db
      .insertInto('match_results')
      .values({
        batch_id: batch.id,
        row_id: rowId,
        probability: best.probability,
        is_no_match: best.providerId === null ? 1 : 0,
        no_match_probability: entries.find((e) => e.providerId === null)?.probability ?? 0,
        manually_checked: row.checked ? 1 : 0,
        note: null,
      })
      .execute();
    for (const [pos, entry] of entries.entries()) {
      const data: MatchData | null =
        entry.providerId === null
          ? null
          : {
              company_name: `Snapshot ${entry.providerId}`,
              zip: null,
              location: null,
              street: null,
              country: null,
              url: null,
              status: 'active',
              ...entry.data,
            };
      await db
        .insertInto('match_candidates')
        .values({
          batch_id: batch.id,
          row_id: rowId,
          pos,
          provider_id: entry.providerId,
          probability: entry.probability,
          is_no_match: entry.providerId === null ? 1 : 0,
          is_selected: entry.selected ? 1 : 0,
          data_pack: entry.providerId === null ? null : (entry.dataPack ?? 'DE'),
          data: data === null ? null : JSON.stringify(data),
          explanation: entry.providerId === null ? null : '[]',
        })
        .execute();
    }
  }
}

/** The usual mapping of the test batches: name, postcode, city, e-mail and phone. */
export const TEST_COLUMNS = ['Firma', 'PLZ', 'Ort', 'Mail', 'Telefon', 'Notiz'];
export const TEST_MAPPING: MappingPair[] = [
  { internalField: 'company_name', customerField: 'Firma' },
  { internalField: 'zip', customerField: 'PLZ' },
  { internalField: 'location', customerField: 'Ort' },
  { internalField: 'email', customerField: 'Mail' },
  { internalField: 'phone', customerField: 'Telefon' },
];
