import { describe, expect, it } from 'vitest';
import {
  EXPORT_FILE_TYPES,
  EXPORT_TYPES,
  INTERNAL_FIELD_GROUPS,
  INTERNAL_FIELDS,
  isExportOptionsValid,
  PASSWORD_MIN_LENGTH,
  TAG_MAX_LENGTH,
  THRESHOLD_STEP,
  type CustomColumnAction,
  type CustomColumnMappingRow,
  type TextEncoding,
  type UploadSheet,
} from '@datacare/api-client';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  EXPORT_COLUMN_ACTIONS,
  EXPORT_FORMATS,
  EXPORT_TAG_MAX_LENGTH,
  exportViewsValid,
  type ExportColumnRow,
  MAPPING_BASE_FIELDS,
  MAPPING_FIELDS,
  MAPPING_METADATA_FIELDS,
  THRESHOLD_SLIDER_STEP,
  UPLOAD_ENCODINGS,
  type UploadEncoding,
  type UploadSheetOption,
} from '@datacare/ui-kit';

/**
 * The kit cannot import api-client, so it keeps its own copies of a few contract lists; the app,
 * which sees both, keeps them in step.
 */
describe('the kit mirrors the contract', () => {
  it('has the same mapping fields, in the same order and sections', () => {
    expect([...MAPPING_FIELDS]).toEqual([...INTERNAL_FIELDS]);
    expect([...MAPPING_BASE_FIELDS]).toEqual([...INTERNAL_FIELD_GROUPS.base]);
    expect([...MAPPING_METADATA_FIELDS]).toEqual([...INTERNAL_FIELD_GROUPS.metadata]);
  });

  it('moves the threshold slider on the grid thresholds are saved on', () => {
    expect(THRESHOLD_SLIDER_STEP).toBe(THRESHOLD_STEP);
  });

  it('has the export methods, formats and tag limit of the contract', () => {
    // Every contract method is in the kit's list and nothing else: a Record over the contract's union.
    const contractActions: Record<CustomColumnAction, true> = {
      ACTION_KEEP_CUSTOMER_VALUE: true,
      ACTION_KEEP_PROVIDER_VALUE: true,
      ACTION_KEEP_PROVIDER_NO_EMPTY_VALUES: true,
      ACTION_ENRICH_WITH_PROVIDER_VALUE: true,
      ACTION_DO_NOT_EXPORT: true,
    };
    expect([...EXPORT_COLUMN_ACTIONS].sort()).toEqual(Object.keys(contractActions).sort());
    // The kit's row and the contract's row are the same shape, both ways.
    const fromContract = (row: CustomColumnMappingRow): ExportColumnRow => row;
    const fromKit = (row: ExportColumnRow): CustomColumnMappingRow => row;
    expect([fromContract, fromKit]).toHaveLength(2);
    expect([...EXPORT_FORMATS].sort()).toEqual(
      [...EXPORT_FILE_TYPES, ...EXPORT_TYPES.filter((type) => type !== 'file')].sort(),
    );
    expect(EXPORT_TAG_MAX_LENGTH).toBe(TAG_MAX_LENGTH);
  });

  it('decides valid export views by the same rule as api-client', () => {
    for (const exportFileType of ['xlsx', 'csv'] as const)
      for (const defaultView of [true, false])
        for (const consolidated of [true, false]) {
          const options = {
            exportFileType,
            defaultView: { export: defaultView, exportCustomerColumns: true, exportDiffs: true },
            consolidatedView: {
              export: consolidated,
              customColumnMapping: { mapping: [], additionalCustomerColumnsMapping: [] },
            },
          };
          expect(exportViewsValid({ ...options, consolidatedView: { export: consolidated } })).toBe(
            isExportOptionsValid(options),
          );
        }
  });

  it('falls back to the password length the server checks', () => {
    expect(DEFAULT_PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });

  it("names the contract's text encodings and sheets", () => {
    const contractEncodings: Record<TextEncoding, true> = {
      'utf-8': true,
      'utf-16le': true,
      'utf-16be': true,
      'windows-1252': true,
      macintosh: true,
    };
    expect([...UPLOAD_ENCODINGS].sort()).toEqual(Object.keys(contractEncodings).sort());
    const fromContract = (encoding: TextEncoding): UploadEncoding => encoding;
    const fromKit = (encoding: UploadEncoding): TextEncoding => encoding;
    const sheet = (value: UploadSheet): UploadSheetOption => value;
    expect([fromContract, fromKit, sheet]).toHaveLength(3);
  });
});
