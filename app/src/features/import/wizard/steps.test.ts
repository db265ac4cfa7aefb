import { describe, expect, it } from 'vitest';
import {
  connectPaths,
  connectStepHref,
  connectStepOfPath,
  IMPORT_PATHS,
  reachableSteps,
  stepHref,
  stepOfPath,
} from './steps.ts';

const nothing = { importName: false, status: false, review: false, qualityreport: false, export: false };

describe('wizard steps', () => {
  it('maps paths to steps and back, with the batch id in the query', () => {
    expect(stepOfPath('/import')).toBe('upload');
    expect(stepOfPath('/import/mapping')).toBe('mapping');
    expect(stepOfPath('/import/status/')).toBe('status');
    expect(stepOfPath('/import/whatever')).toBe('upload');
    expect(stepHref('status', 'abc_123')).toBe('/import/status?id=abc_123');
    expect(stepHref('upload', null)).toBe('/import');
  });

  it('links a step only once its data has loaded, never the mapping and never the active step', () => {
    expect(reachableSteps('upload', nothing)).toEqual({
      upload: false,
      mapping: false,
      status: false,
      review: false,
      qualityreport: false,
      export: false,
    });
    const loaded = { importName: true, status: true, review: true, qualityreport: true, export: true };
    expect(reachableSteps('status', loaded)).toEqual({
      upload: true,
      mapping: false,
      status: false,
      review: true,
      qualityreport: true,
      export: true,
    });
    expect(reachableSteps('status', { ...nothing, importName: true })).toMatchObject({
      upload: true,
      review: false,
    });
  });

  it('goes back only to upload and status in the connect flow', () => {
    const loaded = { importName: true, status: true, review: true, qualityreport: true, export: true };
    expect(reachableSteps('export', loaded, { connectFlow: true })).toEqual({
      upload: true,
      mapping: false,
      status: true,
      review: false,
      qualityreport: false,
      export: false,
    });
  });

  it("keeps the connect import's list and mode on every step, so a reload finishes the same way", () => {
    const target = { listId: '12', mode: 'remove' as const };
    expect(connectStepHref('status', 'b1', target)).toBe(
      '/connect-import/status?id=b1&listId=12&mode=remove',
    );
    expect(connectStepHref('upload', null, { listId: null, mode: 'add' })).toBe('/connect-import?mode=add');
    expect(connectStepOfPath('/connect-import/finished')).toBe('finished');
    expect(connectStepOfPath('/connect-import/elsewhere')).toBe('upload');
    const paths = connectPaths(target);
    expect(paths.href('mapping', 'b1')).toBe('/connect-import/mapping?id=b1&listId=12&mode=remove');
    expect(paths.finishHref?.('b1')).toBe('/connect-import/finished?id=b1&listId=12&mode=remove');
    expect(IMPORT_PATHS.href('mapping', 'b1')).toBe('/import/mapping?id=b1');
    expect(IMPORT_PATHS.finishHref).toBeUndefined();
  });
});
