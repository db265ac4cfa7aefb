import { describe, expect, it } from 'vitest';
import { defaultExportOptions, isExportOptionsValid } from './exportOptions.ts';

describe('export options', () => {
  it('default to an xlsx file with the default view, customer columns and differences (spec 4)', () => {
    expect(defaultExportOptions()).toEqual({
      optionsValid: true,
      exportFileType: 'xlsx',
      exportType: 'file',
      delimiter: ';',
      defaultView: { export: true, exportCustomerColumns: true, exportDiffs: true },
      consolidatedView: {
        export: false,
        customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
      },
      numExports: 0,
    });
  });

  it('default to the target 2 company list for a user who came from target 2', () => {
    expect(defaultExportOptions('target2')).toMatchObject({
      exportFileType: 'xlsx',
      exportType: 'target2_companyList',
    });
  });

  it('are valid with one view or both in xlsx, never with none, and never with both in csv', () => {
    const base = defaultExportOptions();
    const on = { ...base.consolidatedView, export: true };
    const off = { ...base.defaultView, export: false };
    expect(isExportOptionsValid(base)).toBe(true);
    expect(isExportOptionsValid({ ...base, defaultView: off, consolidatedView: on })).toBe(true);
    expect(isExportOptionsValid({ ...base, consolidatedView: on })).toBe(true);
    expect(isExportOptionsValid({ ...base, defaultView: off })).toBe(false);
    expect(isExportOptionsValid({ ...base, exportFileType: 'csv' })).toBe(true);
    expect(isExportOptionsValid({ ...base, exportFileType: 'csv', consolidatedView: on })).toBe(false);
  });
});
