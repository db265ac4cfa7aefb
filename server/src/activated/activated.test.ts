import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  ActivatedCompany,
  ExportFileNameResponse,
  ExportMatchesRequest,
  ExportStatus,
  ListActivatedCompaniesRequest,
  ListActivatedCompaniesResponse,
} from '@datacare/api-client/generated/types';
import {
  call,
  createTestApp,
  createTestClock,
  signIn,
  signedInUser,
  XRW,
  type TestClock,
} from '../../test/test-app.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
  type TestRow,
} from '../exports/testing.ts';
import { sweepExpiredActivatedFiles } from './jobs.ts';
import { activatedExportsDir } from './storage.ts';

let app: FastifyInstance;
let clock: TestClock;
const T0 = Date.parse('2026-03-10T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  clock = createTestClock(T0);
  // Sessions outlast the days the clock moves (the retention test signs in again).
  app = await createTestApp({ sessionIdleMinutes: 10080, sessionAbsoluteHours: 720 }, { clock });
});
afterEach(async () => {
  await app.close();
});

/**
 * The provider's companies of these tests: German ones (one with an umlaut first, one whose name
 * is a formula), an Austrian one and a Swiss one the account has no data pack for (never charged).
 */
async function writeCompanies(): Promise<void> {
  await writeTestCompanies(app.config.dataDir, [
    testCompany('A1', {
      company_name: 'Ärztehaus Berlin GmbH',
      zip: '10115',
      location: 'Berlin',
      street: 'Invalidenstraße 5',
      phone: '+49 30 111',
      email: 'info@aerztehaus.de',
      vat_id: 'DE123456789',
      hr_id: 'HRB 4711',
    }),
    testCompany('A2', { company_name: 'Bäckerei Müller KG', zip: '80331', location: 'München' }),
    testCompany('A3', {
      company_name: 'Zander AG',
      zip: '1010',
      location: 'Wien',
      country: 'Österreich',
      country_code: 'AT',
      data_pack: 'AT',
    }),
    testCompany('A4', { company_name: 'Chalet SA', country: 'Schweiz', country_code: 'CH', data_pack: 'CH' }),
    testCompany('A5', { company_name: '=cmd|calc GmbH', zip: '50667', location: 'Köln' }),
    testCompany('A6', { company_name: 'Alpha Software GmbH', zip: '86150', location: 'Augsburg' }),
  ]);
}

function row(providerId: string, dataPack = 'DE'): TestRow {
  return {
    cells: [`Kunde ${providerId}`, null, null, null, null, null],
    entries: exactEntries(providerId, dataPack),
  };
}

async function setup() {
  await writeCompanies();
  const owner = await signedInUser(app, { language: 'de', dataPacks: ['DE', 'AT'] });
  const other = await signedInUser(app, { language: 'de' });
  await insertMatchedBatch(app.db, {
    id: 'batch1',
    userId: owner.user.id,
    tag: 'Kunden März',
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    rows: [
      row('A1'),
      row('A2'),
      row('A3', 'AT'),
      row('A4', 'CH'),
      row('A5'),
      { cells: ['Niemand', null, null, null, null, null], entries: [{ providerId: null, probability: 0.9 }] },
      row('A1'),
    ],
  });
  await insertMatchedBatch(app.db, {
    id: 'batch2',
    userId: owner.user.id,
    tag: 'Kunden April',
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    rows: [row('A1'), row('A6')],
  });
  return { owner, other };
}

function exportRequest(batchId: string): ExportMatchesRequest {
  return {
    batchId,
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: false },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 1,
  };
}

/** Runs a real export (the job writes the file and charges the quota in one transaction). */
async function exportBatch(cookie: string, batchId: string): Promise<ExportStatus> {
  const res = await call(app, '/backend/export/exportMatches', exportRequest(batchId), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 1200; i++) {
    const status = (
      await call(app, '/backend/export/getExportStatus', { batchId }, { cookie })
    ).json<ExportStatus>();
    if (!status.exportInQueue) {
      expect(status.state).toBe('finished');
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the export of ${batchId} did not finish`);
}

async function list(
  cookie: string,
  body: Partial<ListActivatedCompaniesRequest> = {},
): Promise<ListActivatedCompaniesResponse> {
  const res = await call(
    app,
    '/backend/companies/listActivatedCompanies',
    { paging: { page: 0, pageSize: 50 }, ...body },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListActivatedCompaniesResponse>();
}

const ids = (items: ActivatedCompany[]) => items.map((item) => item.id);

/** Exports batch1 at T0 and batch2 a day later: A1, A2, A3, A5 at T0; A6 (and A1 again) at T0 + 1 day. */
async function activateAll() {
  const accounts = await setup();
  expect((await exportBatch(accounts.owner.cookie, 'batch1')).numCharged).toBe(4);
  clock.advance(DAY);
  expect((await exportBatch(accounts.owner.cookie, 'batch2')).numCharged).toBe(2);
  return accounts;
}

function getFile(cookie: string, name: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/backend/companies/getExportFile?exportFileName=${name}`,
    headers: { ...XRW, cookie },
  });
}

async function sheetOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

function headOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String);
}

/** A sheet's data rows as maps keyed by the head row's texts. */
function records(sheet: ExcelJS.Worksheet): Map<string, unknown>[] {
  const head = headOf(sheet);
  const rows: Map<string, unknown>[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const values = (r.values as unknown[]).slice(1);
    rows.push(new Map(head.map((h, i) => [h, values[i] ?? null])));
  });
  return rows;
}

async function exportAll(cookie: string, filters: object = {}): Promise<LightMyRequestResponse> {
  return call(app, '/backend/companies/exportCompanies', { filters }, { cookie });
}

async function exportSelected(cookie: string, selected: string[]): Promise<LightMyRequestResponse> {
  return call(app, '/backend/companies/exportSelectedCompanies', { ids: selected }, { cookie });
}

function fileNameOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(200);
  const { exportFileName } = res.json<ExportFileNameResponse>();
  expect(exportFileName).toMatch(/^activated-[A-Za-z0-9_-]{22}\.xlsx$/);
  return exportFileName;
}

function filesOnDisk(): string[] {
  const dir = activatedExportsDir(app.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('listActivatedCompanies', () => {
  it('lists the companies an export charged, with the data the export wrote and the first charge time', async () => {
    const { owner, other } = await setup();
    expect(await list(owner.cookie)).toEqual({ items: [], totalCount: 0, filteredTotalCount: 0 });

    await exportBatch(owner.cookie, 'batch1');
    const page = await list(owner.cookie, { sorting: { field: 'company_name', order: 'asc' } });
    // The Swiss company is locked for the account: not charged, not activated.
    expect(page).toMatchObject({ totalCount: 4, filteredTotalCount: 4 });
    expect(ids(page.items)).toEqual(['A5', 'A1', 'A2', 'A3']);
    const a1 = page.items.find((item) => item.id === 'A1')!;
    expect(a1).toMatchObject({
      company_name: 'Ärztehaus Berlin GmbH', // the company database's data, not the snapshot
      zip: '10115',
      location: 'Berlin',
      street: 'Invalidenstraße 5',
      country: 'Deutschland',
      url: 'https://www.a1.de',
    });
    expect(Date.parse(a1.activatedAt) - T0).toBeGreaterThanOrEqual(0);
    expect(Date.parse(a1.activatedAt) - T0).toBeLessThan(60_000);

    // Another account sees none of them.
    expect(await list(other.cookie)).toEqual({ items: [], totalCount: 0, filteredTotalCount: 0 });
  });

  it('keeps one row per company: a second export of the import and another import charging it again add nothing', async () => {
    const { owner } = await setup();
    await exportBatch(owner.cookie, 'batch1');
    const first = (await list(owner.cookie)).items.find((item) => item.id === 'A1')!.activatedAt;

    clock.advance(DAY);
    expect((await exportBatch(owner.cookie, 'batch1')).numCharged).toBe(0);
    expect((await list(owner.cookie)).totalCount).toBe(4);

    clock.advance(DAY);
    // A1 is charged again (another customer file), A6 for the first time.
    expect((await exportBatch(owner.cookie, 'batch2')).numCharged).toBe(2);
    const after = await list(owner.cookie);
    expect(after.totalCount).toBe(5);
    expect(ids(after.items).filter((id) => id === 'A1')).toHaveLength(1);
    expect(after.items.find((item) => item.id === 'A1')!.activatedAt).toBe(first);
    const rows = await app.db
      .selectFrom('activated_companies')
      .select(['provider_id'])
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('sorts by name (Ä with A), location and activation time, both ways, and pages 0-based', async () => {
    const { owner } = await activateAll();
    const sorted = async (field: 'company_name' | 'location' | 'activatedAt', order: 'asc' | 'desc') =>
      ids((await list(owner.cookie, { sorting: { field, order } })).items);
    expect(await sorted('company_name', 'asc')).toEqual(['A5', 'A6', 'A1', 'A2', 'A3']);
    expect(await sorted('company_name', 'desc')).toEqual(['A3', 'A2', 'A1', 'A6', 'A5']);
    expect(await sorted('location', 'asc')).toEqual(['A6', 'A1', 'A5', 'A2', 'A3']);
    expect(await sorted('location', 'desc')).toEqual(['A3', 'A2', 'A5', 'A1', 'A6']);
    // Newest first; ties (one export) by id.
    expect(await sorted('activatedAt', 'desc')).toEqual(['A6', 'A5', 'A3', 'A2', 'A1']);
    expect(await sorted('activatedAt', 'asc')).toEqual(['A1', 'A2', 'A3', 'A5', 'A6']);
    // The default: newest first.
    expect(ids((await list(owner.cookie)).items)).toEqual(['A6', 'A5', 'A3', 'A2', 'A1']);

    const pageOf = async (page: number) =>
      list(owner.cookie, { paging: { page, pageSize: 2 }, sorting: { field: 'company_name', order: 'asc' } });
    expect(ids((await pageOf(0)).items)).toEqual(['A5', 'A6']);
    expect(ids((await pageOf(1)).items)).toEqual(['A1', 'A2']);
    expect(ids((await pageOf(2)).items)).toEqual(['A3']);
    expect(await pageOf(3)).toEqual({ items: [], totalCount: 5, filteredTotalCount: 5 });
  });

  it('searches name, location and postcode case- and accent-insensitively, filters by country name or code, and counts both', async () => {
    const { owner } = await activateAll();
    const found = async (filters: object) => {
      const page = await list(owner.cookie, { filters, sorting: { field: 'company_name', order: 'asc' } });
      expect(page.totalCount).toBe(5);
      expect(page.filteredTotalCount).toBe(page.items.length);
      return ids(page.items);
    };
    expect(await found({ searchterm: 'MÜLLER' })).toEqual(['A2']);
    expect(await found({ searchterm: 'muller' })).toEqual(['A2']);
    expect(await found({ searchterm: 'ärzte' })).toEqual(['A1']);
    expect(await found({ searchterm: 'münchen' })).toEqual(['A2']);
    expect(await found({ searchterm: 'WIEN' })).toEqual(['A3']);
    expect(await found({ searchterm: '101' })).toEqual(['A1', 'A3']);
    expect(await found({ searchterm: 'gmbh' })).toEqual(['A5', 'A6', 'A1']);
    // LIKE's wildcards are plain characters.
    expect(await found({ searchterm: '%' })).toEqual([]);
    expect(await found({ searchterm: '_' })).toEqual([]);
    expect(await found({ searchterm: '' })).toEqual(['A5', 'A6', 'A1', 'A2', 'A3']);
    expect(await found({ country: 'Österreich' })).toEqual(['A3']);
    expect(await found({ country: 'osterreich' })).toEqual(['A3']);
    expect(await found({ country: 'AT' })).toEqual(['A3']);
    expect(await found({ country: 'de' })).toEqual(['A5', 'A6', 'A1', 'A2']);
    expect(await found({ country: 'Schweiz' })).toEqual([]);
    expect(await found({ country: 'Deutschland', searchterm: 'gmbh' })).toEqual(['A5', 'A6', 'A1']);
    // A page of the filtered list: the filtered count stays the count of all it finds.
    const page = await list(owner.cookie, {
      filters: { searchterm: 'gmbh' },
      paging: { page: 1, pageSize: 2 },
      sorting: { field: 'company_name', order: 'asc' },
    });
    expect(page).toMatchObject({ totalCount: 5, filteredTotalCount: 3 });
    expect(ids(page.items)).toEqual(['A1']);
  });
});

describe('exportCompanies and exportSelectedCompanies', () => {
  it('writes every company the filters find to an xlsx with the provider’s full data, formulas neutralised', async () => {
    const { owner } = await activateAll();
    const name = fileNameOf(await exportAll(owner.cookie, { country: 'DE' }));
    const res = await getFile(owner.cookie, name);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe('Aktivierte Firmen');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(headOf(sheet).slice(0, 6)).toEqual([
      'Datacare-ID',
      'Gesperrt',
      'Aktiviert am (UTC)',
      'Firmenname',
      'Rechtsform',
      'Straße und Hausnummer',
    ]);
    expect(headOf(sheet)).toContain('USt-IdNr.');
    expect(headOf(sheet)).toContain('Branchenbezeichnung (WZ 2008)');
    const rows = records(sheet);
    // By name, as the list sorts.
    expect(rows.map((r) => r.get('Datacare-ID'))).toEqual(['A5', 'A6', 'A1', 'A2']);
    const a1 = rows[2]!;
    expect(a1.get('Firmenname')).toBe('Ärztehaus Berlin GmbH');
    expect(a1.get('Aktiviert am (UTC)')).toBe('2026-03-10 09:00');
    expect(a1.get('Postleitzahl')).toBe('10115');
    expect(a1.get('Land')).toBe('Deutschland');
    expect(a1.get('E-Mail')).toBe('info@aerztehaus.de');
    expect(a1.get('USt-IdNr.')).toBe('DE123456789');
    expect(a1.get('Handelsregisternummer')).toBe('HRB 4711');
    expect(a1.get('Branche')).toBe('Information und Kommunikation');
    expect(a1.get('Branchenbezeichnung (WZ 2008)')).toBe('Programmierungstätigkeiten');
    expect(a1.get('Mitarbeitendenklasse')).toBe('11-100');
    expect(a1.get('Umsatz (EUR)')).toBe(2_500_000);
    expect(a1.get('Registerstatus')).toBe('aktiv');
    expect(a1.get('Gesperrt')).toBeNull();
    // Formula injection: neutralised.
    expect(a1.get('Telefon')).toBe("'+49 30 111");
    expect(rows[0]!.get('Firmenname')).toBe("'=cmd|calc GmbH");
    expect(rows[1]!.get('Aktiviert am (UTC)')).toBe('2026-03-11 09:00');

    // The record: finished, its owner's, kept as long as exports are.
    const record = await app.db
      .selectFrom('activated_exports')
      .selectAll()
      .where('file_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ user_id: owner.user.id, status: 'finished', num_companies: 4 });
    expect(Date.parse(record.file_expires_at!) - Date.parse(record.finished_at!)).toBe(
      app.config.exportRetentionDays * DAY,
    );
  });

  it('writes the chosen companies in the order chosen, headers in the user’s language', async () => {
    const { owner } = await activateAll();
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', owner.user.id).execute();
    const sheet = await sheetOf(
      await getFile(owner.cookie, fileNameOf(await exportSelected(owner.cookie, ['A3', 'A1']))),
    );
    expect(sheet.name).toBe('Activated companies');
    expect(headOf(sheet).slice(0, 5)).toEqual([
      'Datacare ID',
      'Locked',
      'Activated on (UTC)',
      'Company name',
      'Legal form',
    ]);
    const rows = records(sheet);
    expect(rows.map((r) => r.get('Datacare ID'))).toEqual(['A3', 'A1']);
    expect(rows[0]!.get('Country')).toBe('Österreich');
    expect(rows[1]!.get('Register status')).toBe('active');
  });

  it('answers 404 for an id the account has not activated, and writes nothing', async () => {
    const { owner, other } = await activateAll();
    const unknown = await exportSelected(owner.cookie, ['A1', 'NOPE']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({ type: 'not_found', message: 'Nicht gefunden.' });
    // The Swiss company was never charged: not the account's.
    expect((await exportSelected(owner.cookie, ['A4'])).statusCode).toBe(404);
    // Another account asking for the owner's companies.
    const foreign = await exportSelected(other.cookie, ['A1']);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].type).toBe('not_found');
    expect(await app.db.selectFrom('activated_exports').selectAll().execute()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
    // Everything another account exports is its own: nothing.
    const empty = await sheetOf(await getFile(other.cookie, fileNameOf(await exportAll(other.cookie))));
    expect(records(empty)).toEqual([]);
    expect(headOf(empty)[0]).toBe('Datacare-ID');
  });

  it('writes only the id and the locked mark for a company whose data pack the account no longer has, and leaves locked fields out', async () => {
    const { owner } = await activateAll();
    await app.db
      .updateTable('users')
      .set({ data_packs: JSON.stringify(['DE']), unlocked_fields: JSON.stringify(['company_name', 'zip']) })
      .where('id', '=', owner.user.id)
      .execute();
    const sheet = await sheetOf(
      await getFile(owner.cookie, fileNameOf(await exportSelected(owner.cookie, ['A1', 'A3']))),
    );
    expect(headOf(sheet)).toEqual([
      'Datacare-ID',
      'Gesperrt',
      'Aktiviert am (UTC)',
      'Firmenname',
      'Postleitzahl',
    ]);
    const rows = records(sheet);
    expect(rows[0]).toEqual(
      new Map<string, unknown>([
        ['Datacare-ID', 'A1'],
        ['Gesperrt', null],
        ['Aktiviert am (UTC)', '2026-03-10 09:00'],
        ['Firmenname', 'Ärztehaus Berlin GmbH'],
        ['Postleitzahl', '10115'],
      ]),
    );
    expect(rows[1]).toEqual(
      new Map<string, unknown>([
        ['Datacare-ID', 'A3'],
        ['Gesperrt', 'ja'],
        ['Aktiviert am (UTC)', '2026-03-10 09:00'],
        ['Firmenname', null],
        ['Postleitzahl', null],
      ]),
    );
  });

  it('uses the data the list keeps for a company that has left the company database', async () => {
    const { owner } = await activateAll();
    const { openCompanyDatabase, companyDatabaseLocation } = await import('../companies/database.ts');
    const { locationOf } = await import('../db/database.ts');
    const store = await openCompanyDatabase(companyDatabaseLocation(locationOf(app.db), app.config.dataDir));
    await store.db.deleteFrom('companies').where('provider_id', '=', 'A2').execute();
    await store.close();
    const rows = records(
      await sheetOf(await getFile(owner.cookie, fileNameOf(await exportSelected(owner.cookie, ['A2'])))),
    );
    expect(rows[0]!.get('Firmenname')).toBe('Bäckerei Müller KG');
    expect(rows[0]!.get('Ort')).toBe('München');
    expect(rows[0]!.get('E-Mail')).toBeNull();
  });

  it('answers 500 export_failed when the job fails, and keeps no file', async () => {
    const { owner } = await activateAll();
    // The folder cannot be made: the job's run throws.
    writeFileSync(activatedExportsDir(app.config.dataDir), 'in the way');
    const res = await exportAll(owner.cookie);
    expect(res.statusCode).toBe(500);
    expect(res.json().errors[0].type).toBe('export_failed');
    const records = await app.db.selectFrom('activated_exports').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'failed' });
    expect(records[0]!.error).toBeTruthy();
  });

  it('writes again, after a restart, an export a killed process left running', async () => {
    const { owner } = await activateAll();
    const name = fileNameOf(await exportSelected(owner.cookie, ['A1']));
    await app.db
      .updateTable('activated_exports')
      .set({ status: 'running', finished_at: null, file_expires_at: null })
      .where('file_name', '=', name)
      .execute();
    const temporary = path.join(activatedExportsDir(app.config.dataDir), `${name}.tmp`);
    writeFileSync(temporary, 'half written');
    expect((await getFile(owner.cookie, name)).statusCode).toBe(404);
    const { id } = await app.db
      .selectFrom('activated_exports')
      .select('id')
      .where('file_name', '=', name)
      .executeTakeFirstOrThrow();
    await app.jobs.get('activated_export')!.recover();
    for (let i = 0; i < 400; i++) {
      if ((await app.jobs.state('activated_export', String(id))) === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await app.jobs.idle();
    expect(existsSync(temporary)).toBe(false);
    expect(
      records(await sheetOf(await getFile(owner.cookie, name))).map((r) => r.get('Datacare-ID')),
    ).toEqual(['A1']);
  });
});

describe('getExportFile', () => {
  it('gives the file to its owner only; unknown, foreign, malformed and expired names are refused', async () => {
    const { owner, other } = await activateAll();
    const name = fileNameOf(await exportAll(owner.cookie));
    expect((await getFile(owner.cookie, name)).statusCode).toBe(200);

    const foreign = await getFile(other.cookie, name);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].type).toBe('not_found');
    expect((await getFile(owner.cookie, 'activated-AAAAAAAAAAAAAAAAAAAAAA.xlsx')).statusCode).toBe(404);
    expect((await getFile(owner.cookie, 'datacare.sqlite')).statusCode).toBe(404);
    expect((await getFile(owner.cookie, `${name}.tmp`)).statusCode).toBe(404);
    // Not a name the contract allows: no path reaches the file system.
    expect((await getFile(owner.cookie, '..%2Fdatacare.sqlite')).statusCode).toBe(400);
    expect((await getFile(owner.cookie, '.%2E')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/backend/companies/getExportFile?exportFileName=${name}`,
      headers: XRW,
    });
    expect(anonymous.statusCode).toBe(401);

    // Past EXPORT_RETENTION_DAYS: refused at once, and the sweep deletes the file.
    clock.advance(app.config.exportRetentionDays * DAY + 1);
    const cookie = await signIn(app, owner.email, owner.password);
    expect((await getFile(cookie, name)).statusCode).toBe(404);
    expect(filesOnDisk()).toEqual([name]);
    expect(await sweepExpiredActivatedFiles(app.db, app.config.dataDir, clock())).toBe(1);
    expect(filesOnDisk()).toEqual([]);
    const record = await app.db
      .selectFrom('activated_exports')
      .select('file_deleted_at')
      .where('file_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(record.file_deleted_at).not.toBeNull();
    expect(await sweepExpiredActivatedFiles(app.db, app.config.dataDir, clock())).toBe(0);
  });
});
