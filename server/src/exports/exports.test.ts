import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  CustomColumnMappingRow,
  ExportInfo,
  ExportMatchesRequest,
  ExportStatus,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser, XRW } from '../../test/test-app.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
  type TestRow,
} from './testing.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

/**
 * The batch of these tests, row by row:
 * 1 exact P1 (in the company database), a formula in the phone cell;
 * 2 manual, candidate P2 chosen in review;
 * 3 exact P3, which has left the company database (its snapshot is used);
 * 4 exact P4, a Swiss company (locked for an account with DE and AT);
 * 5 no match; 6 manual without a decision; 7 exact P5 rejected in review ('none of these');
 * 8 exact P1 again (one company, charged once).
 */
const ROWS: TestRow[] = [
  {
    cells: ['Alpha GmbH', '10115', 'Berlin', null, '=HYPERLINK("http://evil.example")', 'Kunde seit 2010'],
    entries: exactEntries('P1'),
  },
  {
    cells: ['Beta AG', '80331', 'München', 'info@beta.de', '089 1234', null],
    entries: [
      { providerId: 'P2', probability: 0.5, selected: true },
      { providerId: null, probability: 0.3 },
    ],
  },
  { cells: ['Gamma KG', '50667', 'Köln', null, null, null], entries: exactEntries('P3') },
  { cells: ['Delta AG', '8001', 'Zürich', null, null, null], entries: exactEntries('P4', 'CH') },
  {
    cells: ['Epsilon', '01067', 'Dresden', null, null, null],
    entries: [{ providerId: null, probability: 0.95 }],
  },
  {
    cells: ['Zeta', '20095', 'Hamburg', null, null, null],
    entries: [
      { providerId: 'P6', probability: 0.55 },
      { providerId: null, probability: 0.45 },
    ],
  },
  {
    cells: ['Eta', '04109', 'Leipzig', null, null, null],
    entries: [
      { providerId: 'P5', probability: 0.9 },
      { providerId: null, probability: 0.1, selected: true },
    ],
  },
  { cells: ['Alpha GmbH', '10115', 'Berlin', null, null, 'Dublette'], entries: exactEntries('P1') },
];

async function setup(
  options: { packs?: string[] | null; fields?: string[] | null; language?: 'de' | 'en' } = {},
) {
  await writeTestCompanies(app.config.dataDir, [
    testCompany('P1', {
      company_name: 'Alpha Software GmbH',
      email: 'kontakt@alpha.de',
      phone: '+49 30 111',
    }),
    testCompany('P2', { company_name: 'Beta AG', zip: '80331', location: 'München', email: null }),
    testCompany('P4', { company_name: 'Delta AG', country_code: 'CH', data_pack: 'CH', country: 'Schweiz' }),
    testCompany('P5'),
    testCompany('P6'),
  ]);
  const owner = await signedInUser(app, { language: options.language ?? 'de' });
  const other = await signedInUser(app);
  await app.db
    .updateTable('users')
    .set({
      data_packs:
        options.packs === undefined
          ? JSON.stringify(['DE', 'AT'])
          : options.packs && JSON.stringify(options.packs),
      unlocked_fields: options.fields ? JSON.stringify(options.fields) : null,
    })
    .where('id', '=', owner.user.id)
    .execute();
  await insertMatchedBatch(app.db, {
    id: 'batch1',
    userId: owner.user.id,
    tag: 'Kunden März',
    columns: TEST_COLUMNS,
    mapping: TEST_MAPPING,
    additionalColumns: ['Notiz'],
    rows: ROWS,
  });
  return { owner, other };
}

function request(overrides: Partial<ExportMatchesRequest> = {}): ExportMatchesRequest {
  return {
    batchId: 'batch1',
    exportFileType: 'xlsx',
    delimiter: ';',
    defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
    consolidatedView: {
      export: false,
      customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
    },
    numExports: 5,
    ...overrides,
  };
}

async function status(cookie: string, batchId = 'batch1'): Promise<ExportStatus> {
  const res = await call(app, '/backend/export/getExportStatus', { batchId }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExportStatus>();
}

/** Starts an export and polls its status, as the app does, until it is no longer in the queue. */
async function exportAndWait(cookie: string, body: ExportMatchesRequest): Promise<ExportStatus> {
  const res = await call(app, '/backend/export/exportMatches', body, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<ExportStatus>()).toMatchObject({ exportInQueue: true, state: 'queued' });
  for (let i = 0; i < 600; i++) {
    const current = await status(cookie, body.batchId);
    if (!current.exportInQueue) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

function download(cookie: string, type: 'xlsx' | 'csv', batchId = 'batch1'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/backend/export/getExportFile?id=${batchId}&exportFileType=${type}`,
    headers: { ...XRW, cookie },
  });
}

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet as rows of cell values keyed by the head row's texts. */
function records(sheet: ExcelJS.Worksheet): Map<string, unknown>[] {
  const head = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Map<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(new Map(head.map((h, i) => [h, values[i] ?? null])));
  });
  return rows;
}

async function quotaUsed(userId: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('used_quota')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.used_quota;
}

describe('getExportInfo', () => {
  it('counts rows, companies, locked and charged companies and lists the consolidated columns with their defaults', async () => {
    const { owner } = await setup({ fields: ['company_name', 'zip', 'location', 'phone', 'wz_code', 'url'] });
    const res = await call(
      app,
      '/backend/export/getExportInfo',
      { batchId: 'batch1' },
      { cookie: owner.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<ExportInfo>();
    expect(info).toMatchObject({
      numberOfRows: 8,
      numberOfCompanies: 5,
      numberOfLockedCompanies: 1,
      numberOfAlreadyCharged: 0,
    });
    const row = (key: string) => info.consolidatedExportColumns.find((r) => r.key === key);
    // Both sides: enriched by default.
    expect(row('company_name')).toMatchObject({
      label: 'Firmenname',
      action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE',
      isCustomerOnly: false,
      isProviderOnly: false,
      unlockedExportField: true,
      isCustomizable: true,
      defaultCustomName: 'Firmenname',
    });
    // Only the provider's: keep the provider's value.
    expect(row('url')).toMatchObject({ action: 'ACTION_KEEP_PROVIDER_VALUE', isProviderOnly: true });
    // Not unlocked for the account: fixed to "do not export", even where the customer has it.
    expect(row('email')).toMatchObject({
      action: 'ACTION_DO_NOT_EXPORT',
      unlockedExportField: false,
      isCustomizable: false,
    });
    expect(row('revenue')).toMatchObject({ action: 'ACTION_DO_NOT_EXPORT', unlockedExportField: false });
    // The detailed industry code is fixed.
    expect(row('wz_code')).toMatchObject({ action: 'ACTION_KEEP_PROVIDER_VALUE', isCustomizable: false });
    // ext_id is not mapped: no row (it exists only on the customer's side).
    expect(row('ext_id')).toBeUndefined();
    expect(info.additionalCustomerColumns).toEqual([
      {
        key: 'Notiz',
        label: 'Notiz',
        action: 'ACTION_KEEP_CUSTOMER_VALUE',
        customName: null,
        isCustomerOnly: true,
        isProviderOnly: false,
        unlockedExportField: true,
        isCustomizable: true,
        defaultCustomName: 'Notiz',
      },
    ]);
  });

  it('writes the labels in the user’s language', async () => {
    const { owner } = await setup({ language: 'en' });
    const info = (
      await call(app, '/backend/export/getExportInfo', { batchId: 'batch1' }, { cookie: owner.cookie })
    ).json<ExportInfo>();
    expect(info.consolidatedExportColumns.find((r) => r.key === 'company_name')?.label).toBe('Company name');
    expect(info.consolidatedExportColumns.find((r) => r.key === 'wz_code')?.label).toBe(
      'Industry code (WZ 2008)',
    );
  });
});

describe('every export call', () => {
  it('answers 404 for another user’s batch and for an unknown one', async () => {
    const { owner, other } = await setup();
    // The owner has a finished export, so a file exists that the other user must not reach.
    await exportAndWait(owner.cookie, request());
    const calls: [string, unknown][] = [
      ['/backend/export/getExportInfo', { batchId: 'batch1' }],
      ['/backend/export/getExportPreview', { batchId: 'batch1', mapping: [] }],
      ['/backend/export/exportMatches', request()],
      ['/backend/export/getExportStatus', { batchId: 'batch1' }],
    ];
    for (const [url, body] of calls) {
      const foreign = await call(app, url, body, { cookie: other.cookie });
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().errors[0].type).toBe('not_found');
      const unknown = await call(
        app,
        url,
        { ...(body as object), batchId: 'nope' },
        { cookie: owner.cookie },
      );
      expect(unknown.statusCode, url).toBe(404);
    }
    expect((await download(other.cookie, 'xlsx')).statusCode).toBe(404);
    expect((await download(owner.cookie, 'xlsx', 'nope')).statusCode).toBe(404);
    expect((await download(owner.cookie, 'xlsx')).statusCode).toBe(200);
  });
});

describe('exportMatches and the xlsx file', () => {
  it('writes every row in file order with the chosen company’s current data, locked rows unenriched, formulas neutralised', async () => {
    const { owner } = await setup();
    const usedBefore = await quotaUsed(owner.user.id);
    expect(await status(owner.cookie)).toMatchObject({ state: 'none', exportInQueue: false, exportId: null });

    const done = await exportAndWait(owner.cookie, request());
    expect(done).toMatchObject({
      state: 'finished',
      exportInQueue: false,
      exportFileType: 'xlsx',
      fileName: 'Kunden März.xlsx',
      numCharged: 3, // P1 (twice in the file), P2 and P3; P4 is locked
    });
    expect(await quotaUsed(owner.user.id)).toBe(usedBefore + 3);

    const res = await download(owner.cookie, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Kunden%20M%C3%A4rz.xlsx");
    const workbook = await workbookOf(res);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Standardansicht']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const rows = records(sheet);
    expect(rows.map((r) => r.get('Zeile'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.map((r) => r.get('Datacare-ID'))).toEqual(['P1', 'P2', 'P3', 'P4', null, null, null, 'P1']);
    expect(rows.map((r) => r.get('Treffertyp'))).toEqual([
      'Exakter Treffer',
      'In der Prüfung gewählt',
      'Exakter Treffer',
      'Exakter Treffer',
      'Kein Treffer',
      'Manueller Treffer',
      'In der Prüfung abgelehnt',
      'Exakter Treffer',
    ]);
    // The company database's current data, not the snapshot of matching time.
    expect(rows[0]!.get('Firmenname (Datacare)')).toBe('Alpha Software GmbH');
    expect(rows[1]!.get('Firmenname (Datacare)')).toBe('Beta AG');
    // P3 left the database: its snapshot.
    expect(rows[2]!.get('Firmenname (Datacare)')).toBe('Snapshot P3');
    // The locked company: marked, no provider data.
    expect(rows[3]!.get('Gesperrt')).toBe('ja');
    expect(rows[3]!.get('Firmenname (Datacare)')).toBeNull();
    expect(rows[3]!.get('Vergleich: Firmenname')).toBeNull();
    expect(rows[4]!.get('Firmenname (Datacare)')).toBeNull();
    // Numbers stay numbers; the comparison says how the two values relate.
    expect(rows[0]!.get('Umsatz (EUR) (Datacare)')).toBe(2_500_000);
    expect(rows[0]!.get('Vergleich: Firmenname')).toBe('abweichend');
    expect(rows[0]!.get('Vergleich: Postleitzahl')).toBe('gleich');
    expect(rows[0]!.get('Vergleich: E-Mail')).toBe('fehlt in Ihren Daten');
    expect(rows[1]!.get('Vergleich: E-Mail')).toBe('fehlt bei Datacare');
    // Formula injection: neutralised, in the customer's and the provider's cells.
    expect(rows[0]!.get('Telefon')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[0]!.get('Telefon (Datacare)')).toBe("'+49 30 111");
    expect(rows[0]!.get('Notiz')).toBe('Kunde seit 2010');
  });

  it('marks the rows whose decision was taken from an earlier import (issue 15)', async () => {
    const { owner } = await setup();
    await app.db
      .updateTable('match_results')
      .set({ remembered: 1 })
      .where('batch_id', '=', 'batch1')
      .where('row_id', '=', 2)
      .execute();
    await exportAndWait(owner.cookie, request());
    const rows = records((await workbookOf(await download(owner.cookie, 'xlsx'))).worksheets[0]!);
    expect(rows.map((r) => r.get('Entscheidung übernommen'))).toEqual([
      null,
      'ja',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('holds both views as two sheets; the consolidated view applies the chosen actions and names', async () => {
    const { owner } = await setup();
    const info = (
      await call(app, '/backend/export/getExportInfo', { batchId: 'batch1' }, { cookie: owner.cookie })
    ).json<ExportInfo>();
    const mapping: CustomColumnMappingRow[] = info.consolidatedExportColumns.map((row) => {
      if (row.key === 'company_name')
        return { ...row, action: 'ACTION_KEEP_PROVIDER_VALUE', customName: 'Name' };
      if (row.key === 'email') return { ...row, action: 'ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES' };
      if (row.key === 'phone') return { ...row, action: 'ACTION_KEEP_CUSTOMER_VALUE' };
      if (row.isProviderOnly && row.key !== 'wz_code' && row.key !== 'url')
        return { ...row, action: 'ACTION_DO_NOT_EXPORT' };
      return row;
    });
    await exportAndWait(
      owner.cookie,
      request({
        consolidatedView: {
          export: true,
          customColumnMapping: { mapping, additionalCustomerColumnsMapping: info.additionalCustomerColumns },
        },
      }),
    );
    const workbook = await workbookOf(await download(owner.cookie, 'xlsx'));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Standardansicht', 'Konsolidierte Ansicht']);
    const sheet = workbook.getWorksheet('Konsolidierte Ansicht')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name',
      'Postleitzahl',
      'Ort',
      'E-Mail',
      'Telefon',
      'Website',
      'Branchencode (WZ 2008)',
      'Notiz',
    ]);
    const rows = records(sheet);
    expect(rows.map((r) => r.get('Name'))).toEqual([
      'Alpha Software GmbH', // the provider's value replaces the customer's
      'Beta AG',
      'Snapshot P3',
      'Delta AG', // locked: the customer's value stays
      'Epsilon', // no company: the customer's value stays
      'Zeta',
      'Eta',
      'Alpha Software GmbH',
    ]);
    // No-empty keeps the customer's value where the provider has none (P2 has no e-mail).
    expect(rows[1]!.get('E-Mail')).toBe('info@beta.de');
    expect(rows[0]!.get('E-Mail')).toBe('kontakt@alpha.de');
    expect(rows[0]!.get('Telefon')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[0]!.get('Branchencode (WZ 2008)')).toBe('62.01');
    expect(rows[3]!.get('Branchencode (WZ 2008)')).toBeNull();
  });

  it('writes headers in the user’s language', async () => {
    const { owner } = await setup({ language: 'en' });
    await exportAndWait(owner.cookie, request());
    const sheet = (await workbookOf(await download(owner.cookie, 'xlsx'))).worksheets[0]!;
    expect(sheet.name).toBe('Default view');
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(head).toContain('Company name (Datacare)');
    expect(head).toContain('Match type');
    expect(records(sheet)[1]!.get('Match type')).toBe('Chosen in review');
  });
});

describe('the csv file', () => {
  it('is UTF-8 with a byte order mark, the chosen delimiter, RFC 4180 quoting and neutralised formulas', async () => {
    const { owner } = await setup();
    const done = await exportAndWait(owner.cookie, request({ exportFileType: 'csv', delimiter: ',' }));
    expect(done).toMatchObject({ state: 'finished', exportFileType: 'csv', fileName: 'Kunden März.csv' });
    const res = await download(owner.cookie, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(
      lines[0]!.startsWith('Firma,PLZ,Ort,Mail,Telefon,Notiz,Zeile,Treffertyp,Wahrscheinlichkeit (%),'),
    ).toBe(true);
    expect(lines[1]).toContain(
      'Alpha GmbH,10115,Berlin,,"\'=HYPERLINK(""http://evil.example"")",Kunde seit 2010,1,Exakter Treffer,95,P1,',
    );
    expect(lines[1]).toContain(",'+49 30 111,");
    expect(lines).toHaveLength(10); // head, 8 rows, and the empty text after the last line break
  });

  it('takes the semicolon by default and writes decimals with a comma then', async () => {
    const { owner } = await setup();
    await app.db
      .updateTable('match_candidates')
      .set({ probability: 0.9512 })
      .where('provider_id', '=', 'P3')
      .execute();
    const body = request({ exportFileType: 'csv' });
    delete body.delimiter;
    await exportAndWait(owner.cookie, body);
    const lines = (await download(owner.cookie, 'csv')).rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.startsWith('Firma;PLZ;Ort;Mail;Telefon;Notiz;Zeile;')).toBe(true);
    expect(lines[3]).toContain(';3;Exakter Treffer;95,12;P3;');
  });
});

describe('exportMatches refuses', () => {
  it('options without a view, and csv with both views (400)', async () => {
    const { owner } = await setup();
    const none = await call(
      app,
      '/backend/export/exportMatches',
      request({ defaultView: { export: false, exportCustomerColumns: true, exportDiffs: true } }),
      { cookie: owner.cookie },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].type).toBe('export_options_invalid');
    const both = await call(
      app,
      '/backend/export/exportMatches',
      request({
        exportFileType: 'csv',
        consolidatedView: {
          export: true,
          customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
        },
      }),
      { cookie: owner.cookie },
    );
    expect(both.statusCode).toBe(400);
    expect(await status(owner.cookie)).toMatchObject({ state: 'none' });
  });

  it('before matching has finished (412)', async () => {
    const { owner } = await setup();
    await app.db
      .updateTable('match_jobs')
      .set({ status: 'running' })
      .where('batch_id', '=', 'batch1')
      .execute();
    const res = await call(app, '/backend/export/exportMatches', request(), { cookie: owner.cookie });
    expect(res.statusCode).toBe(412);
    expect(res.json().errors[0]).toMatchObject({ type: 'matching_not_finished' });
    expect(res.json().errors[0].message).toContain('exportieren');
  });

  it('a locked field with another action than "do not export" (400 export_field_locked)', async () => {
    const { owner } = await setup({ fields: ['company_name', 'zip', 'location'] });
    const info = (
      await call(app, '/backend/export/getExportInfo', { batchId: 'batch1' }, { cookie: owner.cookie })
    ).json<ExportInfo>();
    const mapping = info.consolidatedExportColumns.map((row) =>
      row.key === 'email' ? { ...row, action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE' as const } : row,
    );
    const res = await call(
      app,
      '/backend/export/exportMatches',
      request({
        consolidatedView: {
          export: true,
          customColumnMapping: { mapping, additionalCustomerColumnsMapping: [] },
        },
      }),
      { cookie: owner.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ type: 'export_field_locked' });
    expect(res.json().errors[0].message).toContain('„E-Mail“');
    // Left out as fixed, the same options export.
    expect((await exportAndWait(owner.cookie, request())).state).toBe('finished');
  });

  it('locked fields are left out of the default view', async () => {
    const { owner } = await setup({ fields: ['company_name', 'zip'] });
    await exportAndWait(owner.cookie, request());
    const head = (
      (await workbookOf(await download(owner.cookie, 'xlsx'))).worksheets[0]!.getRow(1).values as unknown[]
    ).slice(1);
    expect(head).toContain('Firmenname (Datacare)');
    expect(head).toContain('Vergleich: Postleitzahl');
    expect(head).not.toContain('E-Mail (Datacare)');
    expect(head).not.toContain('Vergleich: E-Mail');
    // The customer's own columns are theirs.
    expect(head).toContain('Mail');
  });

  it('an action a column does not allow (400)', async () => {
    const { owner } = await setup();
    const info = (
      await call(app, '/backend/export/getExportInfo', { batchId: 'batch1' }, { cookie: owner.cookie })
    ).json<ExportInfo>();
    const consolidated = (mapping: CustomColumnMappingRow[]) =>
      request({
        consolidatedView: {
          export: true,
          customColumnMapping: { mapping, additionalCustomerColumnsMapping: [] },
        },
      });
    const withRow = (key: string, change: Partial<CustomColumnMappingRow>) =>
      info.consolidatedExportColumns.map((row) => (row.key === key ? { ...row, ...change } : row));
    for (const body of [
      consolidated(withRow('url', { action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE' })),
      consolidated(withRow('wz_code', { customName: 'Mein Code' })),
      consolidated(withRow('wz_code', { action: 'ACTION_DO_NOT_EXPORT' })),
    ]) {
      const res = await call(app, '/backend/export/exportMatches', body, { cookie: owner.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].type).toBe('export_action_not_allowed');
    }
    const unknown = await call(
      app,
      '/backend/export/exportMatches',
      consolidated([{ ...info.consolidatedExportColumns[0]!, key: 'no_such_field' }]),
      { cookie: owner.cookie },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].type).toBe('export_column_unknown');
  });

  it('a batch without an unlocked company to enrich (409 no_companies_in_export), whatever the quota', async () => {
    const { owner } = await setup({ packs: [] });
    const res = await call(app, '/backend/export/exportMatches', request(), { cookie: owner.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      type: 'no_companies_in_export',
      message: 'Keine Firmen im Export.',
    });
  });

  it('an export the quota does not cover (409 not_enough_quota; no_quota_left when nothing is left)', async () => {
    const { owner } = await setup();
    await app.db
      .updateTable('users')
      .set({ total_quota: 10, used_quota: 8 })
      .where('id', '=', owner.user.id)
      .execute();
    const short = await call(app, '/backend/export/exportMatches', request(), { cookie: owner.cookie });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({
      type: 'not_enough_quota',
      message: 'Nicht genügend Kontingent.',
    });
    await app.db.updateTable('users').set({ used_quota: 10 }).where('id', '=', owner.user.id).execute();
    const none = await call(app, '/backend/export/exportMatches', request(), { cookie: owner.cookie });
    expect(none.json().errors[0]).toMatchObject({
      type: 'no_quota_left',
      message: 'Kein Kontingent mehr übrig.',
    });
    expect(await status(owner.cookie)).toMatchObject({ state: 'none' });
  });
});

describe('getExportFile', () => {
  it('answers 404 before a finished export of the type and 410 once its file expired', async () => {
    const { owner } = await setup();
    expect((await download(owner.cookie, 'xlsx')).statusCode).toBe(404);
    const done = await exportAndWait(owner.cookie, request());
    expect((await download(owner.cookie, 'csv')).statusCode).toBe(404);
    await app.db
      .updateTable('exports')
      .set({ file_deleted_at: '2026-04-01T00:00:00.000Z' })
      .where('id', '=', done.exportId!)
      .execute();
    const gone = await download(owner.cookie, 'xlsx');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0].type).toBe('file_expired');
  });
});

describe('a failed export', () => {
  it('says so, charges nothing, and can be started again', async () => {
    const { owner } = await setup();
    const { writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    // The exports folder cannot be created: a file is in its way.
    writeFileSync(path.join(app.config.dataDir, 'exports'), 'in the way');
    const failed = await exportAndWait(owner.cookie, request());
    expect(failed).toMatchObject({ state: 'failed', exportInQueue: false, numCharged: 0 });
    const record = await app.db
      .selectFrom('exports')
      .selectAll()
      .where('id', '=', failed.exportId!)
      .executeTakeFirstOrThrow();
    expect(record.error).toMatch(/EEXIST|ENOTDIR/);
    expect(await app.jobs.state('export', String(failed.exportId))).toBe('failed');
    expect(await quotaUsed(owner.user.id)).toBe(0);
    expect(await app.db.selectFrom('export_charges').selectAll().execute()).toEqual([]);
    const { rmSync } = await import('node:fs');
    rmSync(path.join(app.config.dataDir, 'exports'));
    expect(await exportAndWait(owner.cookie, request())).toMatchObject({ state: 'finished', numCharged: 3 });
  });
});

describe('an export whose import was deleted while it waited', () => {
  it('fails with import_deleted and charges nothing', async () => {
    const { owner } = await setup();
    const { queueExport } = await import('./storage.ts');
    const queued = await queueExport(app.db, {
      user_id: owner.user.id,
      batch_id: 'batch1',
      batch_name: 'Kunden März',
      file_name: 'Kunden März.xlsx',
      file_type: 'xlsx',
      options: JSON.stringify({ ...request(), language: 'de' }),
      created_at: '2026-03-02T09:00:00.000Z',
    });
    await app.db.deleteFrom('import_batches').where('id', '=', 'batch1').execute();
    app.jobs.get('export')!.kick();
    await app.jobs.idle();
    const record = await app.db
      .selectFrom('exports')
      .selectAll()
      .where('id', '=', queued!.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'failed', error: 'import_deleted', num_charged: 0 });
    expect(await quotaUsed(owner.user.id)).toBe(0);
  });
});
