import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { companyDatabaseFile } from '../companies/database.ts';
import { exactEntries, insertMatchedBatch, testCompany, writeTestCompanies } from '../exports/testing.ts';
import { tempCwd } from '../../test/test-app.ts';
import { foldKey } from './keys.ts';
import { fillPendingCompanies } from './task.ts';

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = tempCwd();
  db = openDatabase(path.join(dir, 'datacare.sqlite'));
  // The schema as it was before migration 0016.
  const names = Object.keys(migrations);
  const before = names[names.indexOf('0016_activated_companies') - 1]!;
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
    before,
  );
  if (error) throw error;
});
afterEach(async () => {
  await db.destroy();
});

async function user(id: string): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@firma.de`,
      first_name: 'Anna',
      name: 'Schmidt',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

/** A finished export of a batch that charged the given companies at `at`. */
async function charged(
  exportId: number,
  userId: string | null,
  batchId: string,
  at: string,
  providerIds: string[],
): Promise<void> {
  await db
    .insertInto('exports')
    .values({
      id: exportId,
      user_id: userId,
      batch_id: batchId,
      batch_name: batchId,
      file_name: `${batchId}.xlsx`,
      file_type: 'xlsx',
      status: 'finished',
      options: '{}',
      created_at: at,
      finished_at: at,
    })
    .execute();
  for (const providerId of providerIds) {
    await db
      .insertInto('export_charges')
      .values({ batch_id: batchId, provider_id: providerId, export_id: exportId, charged_at: at })
      .execute();
  }
}

function matched(id: string, userId: string, providers: { id: string; name: string; location?: string }[]) {
  return insertMatchedBatch(db, {
    id,
    userId,
    columns: ['Firma'],
    mapping: [{ internalField: 'company_name', customerField: 'Firma' }],
    rows: providers.map((p) => ({
      cells: [p.name],
      entries: exactEntries(p.id).map((entry) =>
        entry.providerId === null
          ? entry
          : {
              ...entry,
              data: { company_name: p.name, location: p.location ?? 'Kiel', country: 'Deutschland' },
            },
      ),
    })),
  });
}

describe('migration 0016: the backfill of charges made before it', () => {
  it('activates each charged company once per account, at its earliest charge, with the import’s snapshot', async () => {
    await user('u1');
    await user('u2');
    await matched('batchA', 'u1', [
      { id: 'P1', name: 'Ärzte Nord GmbH' },
      { id: 'P2', name: 'Bäckerei Süd KG', location: 'München' },
      { id: 'P1', name: 'Ärzte Nord GmbH' },
      { id: 'P4', name: 'Ohne Konto AG' },
    ]);
    await matched('batchB', 'u1', [{ id: 'P1', name: 'Ärzte Nord GmbH' }]);
    await matched('batchD', 'u2', [{ id: 'P1', name: 'Ärzte Nord GmbH' }]);
    await charged(1, 'u1', 'batchA', '2026-01-05T10:00:00.000Z', ['P1', 'P2']);
    // The same company charged earlier through another import: the earlier time counts.
    await charged(2, 'u1', 'batchB', '2026-01-02T10:00:00.000Z', ['P1']);
    // An import deleted since: its charges stay, its candidates are gone.
    await charged(3, 'u1', 'gone', '2026-01-03T10:00:00.000Z', ['P3', 'P5']);
    await charged(4, 'u2', 'batchD', '2026-01-04T10:00:00.000Z', ['P1']);
    // Charged first by an import deleted since (read first: its id sorts first), then by batchA:
    // the first time, and batchA's snapshot.
    await charged(6, 'u1', 'a-deleted', '2026-01-01T10:00:00.000Z', ['P2']);
    // An export whose account was removed: nobody's.
    await charged(5, null, 'batchA', '2026-01-06T10:00:00.000Z', ['P4']);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('activated_companies')
      .selectAll()
      .orderBy('user_id')
      .orderBy('provider_id')
      .execute();
    expect(rows.map((r) => [r.user_id, r.provider_id, r.activated_at, r.data_source])).toEqual([
      ['u1', 'P1', '2026-01-02T10:00:00.000Z', 'candidate'],
      ['u1', 'P2', '2026-01-01T10:00:00.000Z', 'candidate'],
      ['u1', 'P3', '2026-01-03T10:00:00.000Z', 'pending'],
      ['u1', 'P5', '2026-01-03T10:00:00.000Z', 'pending'],
      ['u2', 'P1', '2026-01-04T10:00:00.000Z', 'candidate'],
    ]);
    expect(rows[1]).toMatchObject({
      company_name: 'Bäckerei Süd KG',
      location: 'München',
      country: 'Deutschland',
      data_pack: 'DE',
      name_key: foldKey('Bäckerei Süd KG'),
      location_key: foldKey('München'),
      country_key: 'deutschland',
    });
    expect(rows[1]!.name_key).toBe('backerei sud kg');
    expect(rows[2]).toMatchObject({ company_name: null, name_key: '' });

    // At start, the kind fills the pending ones from the company database; the rest keep their id.
    await writeTestCompanies(dir, [
      testCompany('P3', { company_name: 'Çelik Ölhandel GmbH', location: 'Essen' }),
    ]);
    const companies = { kind: 'sqlite', file: companyDatabaseFile(dir) } as const;
    expect(await fillPendingCompanies(db, { companies })).toEqual({
      filled: 1,
      missing: 1,
    });
    const after = await db
      .selectFrom('activated_companies')
      .selectAll()
      .where('user_id', '=', 'u1')
      .where('provider_id', 'in', ['P3', 'P5'])
      .orderBy('provider_id')
      .execute();
    expect(after[0]).toMatchObject({
      company_name: 'Çelik Ölhandel GmbH',
      location: 'Essen',
      name_key: 'celik olhandel gmbh',
      data_source: 'companies',
      activated_at: '2026-01-03T10:00:00.000Z',
    });
    expect(after[1]).toMatchObject({ company_name: null, data_source: 'missing' });
    // Nothing left to fill: a second start changes nothing.
    expect(await fillPendingCompanies(db, { companies })).toEqual({
      filled: 0,
      missing: 0,
    });
  });

  it('creates an empty table when nothing was charged yet', async () => {
    await migrateToLatest(db);
    expect(await db.selectFrom('activated_companies').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('activated_exports').selectAll().execute()).toEqual([]);
  });
});
