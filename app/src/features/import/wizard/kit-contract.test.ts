import { describe, expect, it } from 'vitest';
import { INTERNAL_FIELD_GROUPS, INTERNAL_FIELDS, THRESHOLD_STEP } from '@datacare/api-client';
import {
  MAPPING_BASE_FIELDS,
  MAPPING_FIELDS,
  MAPPING_METADATA_FIELDS,
  THRESHOLD_SLIDER_STEP,
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
});
