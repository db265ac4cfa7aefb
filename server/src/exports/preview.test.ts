import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  CustomColumnAction,
  CustomColumnMappingRow,
  ExportInfo,
  ExportPreview,
} from '@datacare/api-client/generated/types';
import { call, createTestApp, signedInUser } from '../../test/test-app.ts';
import { previewOf, type PreviewData } from './preview.ts';
import {
  exactEntries,
  insertMatchedBatch,
  TEST_COLUMNS,
  TEST_MAPPING,
  testCompany,
  writeTestCompanies,
} from './testing.ts';

const example = (rowId: number) => ({
  rowId,
  companyName: `Firma ${rowId}`,
  customerValue: 'a',
  providerValue: 'b',
});
const bucket = (count: number, ...rowIds: number[]) => ({ count, examples: rowIds.map(example) });

/** Counts of one field: 4 equal, 3 overwritten, 2 cleared, 5 filled, 1 both empty. */
const DATA: PreviewData = {
  unlocks: { dataPacks: null, unlockedFields: null },
  companies: 15,
  fields: [
    {
      key: 'email',
      counts: {
        equal: bucket(4, 1, 2, 3),
        overwritten: bucket(3, 4, 5, 6),
        cleared: bucket(2, 7, 8),
        filled: bucket(5, 9, 10, 11),
        bothEmpty: bucket(1, 12),
      },
    },
  ],
};

function row(action: CustomColumnAction, key = 'email'): CustomColumnMappingRow {
  return {
    key,
    label: key,
    action,
    customName: null,
    isCustomerOnly: false,
    isProviderOnly: false,
    unlockedExportField: true,
    isCustomizable: true,
    defaultCustomName: key,
  };
}

describe('previewOf maps the counted categories onto the chosen action', () => {
  const counts = (action: CustomColumnAction) => {
    const field = previewOf(DATA, [row(action)]).fields[0]!;
    return {
      kept: field.kept.count,
      filled: field.filled.count,
      overwritten: field.overwritten.count,
      cleared: field.cleared.count,
    };
  };

  it('keep the customer’s value: everything is kept', () => {
    expect(counts('ACTION_KEEP_CUSTOMER_VALUE')).toEqual({ kept: 15, filled: 0, overwritten: 0, cleared: 0 });
  });
  it('take the provider’s value: filled, overwritten and cleared, the rest kept', () => {
    expect(counts('ACTION_KEEP_PROVIDER_VALUE')).toEqual({ kept: 5, filled: 5, overwritten: 3, cleared: 2 });
  });
  it('the provider’s value unless empty: filled and overwritten, the cleared ones kept', () => {
    expect(counts('ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES')).toEqual({
      kept: 7,
      filled: 5,
      overwritten: 3,
      cleared: 0,
    });
  });
  it('enrich: filled only, the rest kept', () => {
    expect(counts('ACTION_ENRICH_WITH_PROVIDER_VALUE')).toEqual({
      kept: 10,
      filled: 5,
      overwritten: 0,
      cleared: 0,
    });
  });
  it('do not export: the field is absent; unknown keys too', () => {
    expect(
      previewOf(DATA, [row('ACTION_DO_NOT_EXPORT'), row('ACTION_KEEP_CUSTOMER_VALUE', 'Notiz')]).fields,
    ).toEqual([]);
  });
  it('shows at most three examples per bucket, the kept ones from the categories it keeps', () => {
    const field = previewOf(DATA, [row('ACTION_ENRICH_WITH_PROVIDER_VALUE')]).fields[0]!;
    expect(field.kept.examples.map((e) => e.rowId)).toEqual([1, 2, 3]);
    expect(field.filled.examples.map((e) => e.rowId)).toEqual([9, 10, 11]);
    expect(field.overwritten.examples).toEqual([]);
    const provider = previewOf(DATA, [row('ACTION_KEEP_PROVIDER_VALUE')]).fields[0]!;
    expect(provider.cleared.examples.map((e) => e.rowId)).toEqual([7, 8]);
    expect(provider.kept.examples.map((e) => e.rowId)).toEqual([1, 2, 3]);
  });
});

describe('getExportPreview', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  async function preview(cookie: string, mapping: CustomColumnMappingRow[]): Promise<ExportPreview> {
    for (let i = 0; i < 600; i++) {
      const res = await call(app, '/backend/export/getExportPreview', { batchId: 'p', mapping }, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<ExportPreview>();
      if (answer.ready) return answer;
      expect(answer).toEqual({ ready: false, companies: 0, fields: [] });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the preview was never ready');
  }

  it('counts once per review state in a job and answers every choice of actions from the counts', async () => {
    await writeTestCompanies(app.config.dataDir, [
      testCompany('P1', { email: 'info@p1.de' }),
      testCompany('P2', { email: 'neu@p2.de' }),
      testCompany('P3', { email: null }),
      testCompany('P4', { email: 'x@p4.ch', country_code: 'CH', data_pack: 'CH' }),
    ]);
    const { user, cookie } = await signedInUser(app);
    await app.db.updateTable('users').set({ data_packs: '["DE"]' }).where('id', '=', user.id).execute();
    await insertMatchedBatch(app.db, {
      id: 'p',
      userId: user.id,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [
        { cells: ['Eins', '1', 'A', 'INFO@p1.de', null, null], entries: exactEntries('P1') }, // equal
        { cells: ['Zwei', '2', 'B', 'alt@p2.de', null, null], entries: exactEntries('P2') }, // overwritten
        { cells: ['Drei', '3', 'C', 'drei@p3.de', null, null], entries: exactEntries('P3') }, // cleared
        { cells: ['Vier', '4', 'D', null, null, null], entries: exactEntries('P4', 'CH') }, // locked: not counted
        {
          cells: ['Fünf', '5', 'E', null, null, null],
          entries: [
            { providerId: 'P1', probability: 0.4 },
            { providerId: null, probability: 0.6 },
          ],
        }, // manual, no company yet
      ],
    });
    const info = (
      await call(app, '/backend/export/getExportInfo', { batchId: 'p' }, { cookie })
    ).json<ExportInfo>();
    const email = info.consolidatedExportColumns.find((r) => r.key === 'email')!;
    const first = await preview(cookie, [{ ...email, action: 'ACTION_KEEP_PROVIDER_VALUE' }]);
    expect(first.companies).toBe(3);
    expect(first.fields).toHaveLength(1);
    expect(first.fields[0]).toMatchObject({
      key: 'email',
      action: 'ACTION_KEEP_PROVIDER_VALUE',
      kept: {
        count: 1,
        examples: [
          { rowId: 1, companyName: 'Eins', customerValue: 'INFO@p1.de', providerValue: 'info@p1.de' },
        ],
      },
      overwritten: {
        count: 1,
        examples: [{ rowId: 2, customerValue: 'alt@p2.de', providerValue: 'neu@p2.de' }],
      },
      cleared: { count: 1, examples: [{ rowId: 3, customerValue: 'drei@p3.de', providerValue: null }] },
      filled: { count: 0, examples: [] },
    });
    // Another choice of actions is answered from the same counts at once.
    const enrich = await call(
      app,
      '/backend/export/getExportPreview',
      { batchId: 'p', mapping: [{ ...email, action: 'ACTION_ENRICH_WITH_PROVIDER_VALUE' }] },
      { cookie },
    );
    expect(enrich.json<ExportPreview>()).toMatchObject({ ready: true, fields: [{ kept: { count: 3 } }] });
    expect(await app.db.selectFrom('export_previews').select('status').execute()).toEqual([
      { status: 'finished' },
    ]);

    // A review decision changes the state: counted again, with row 5's chosen company.
    const chosen = await call(
      app,
      '/backend/import/saveSingleMatchSelection',
      { batchId: 'p', rowId: 5, pos: 1, isMatchSelected: true },
      { cookie },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const again = await call(
      app,
      '/backend/export/getExportPreview',
      { batchId: 'p', mapping: [{ ...email, action: 'ACTION_KEEP_PROVIDER_VALUE' }] },
      { cookie },
    );
    expect(again.json<ExportPreview>().ready).toBe(false);
    const second = await preview(cookie, [{ ...email, action: 'ACTION_KEEP_PROVIDER_VALUE' }]);
    expect(second.companies).toBe(4);
    expect(second.fields[0]!.filled).toMatchObject({
      count: 1,
      examples: [{ rowId: 5, providerValue: 'info@p1.de' }],
    });
  });

  it('answers 412 before matching has finished', async () => {
    const { user, cookie } = await signedInUser(app);
    await insertMatchedBatch(app.db, {
      id: 'p',
      userId: user.id,
      columns: TEST_COLUMNS,
      mapping: TEST_MAPPING,
      rows: [],
      jobStatus: 'running',
    });
    const res = await call(
      app,
      '/backend/export/getExportPreview',
      { batchId: 'p', mapping: [] },
      { cookie },
    );
    expect(res.statusCode).toBe(412);
  });
});
