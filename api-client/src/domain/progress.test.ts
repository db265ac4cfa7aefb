import { describe, expect, it } from 'vitest';
import {
  isImportFinished,
  isImportSettled,
  isMatchingInterrupted,
  isRemainingTimeShown,
  processingRate,
  progressPercent,
  remainingSeconds,
  statusPollInterval,
} from './progress.ts';

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 200, 0],
    [50, 200, 25],
    [1, 3, 33],
    [2, 3, 67],
    [200, 200, 100],
  ])('%s of %s rows -> %s %%', (finished, total, expected) => {
    expect(progressPercent(finished, total)).toBe(expected);
  });

  it('does not round up to 100 while rows are still open, since 100 stops the polling', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(19_999, 20_000)).toBe(99);
  });

  it('stays within 0..100 for inconsistent counts', () => {
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(-5, 200)).toBe(0);
    expect(progressPercent(Number.NaN, 200)).toBe(0);
  });
});

describe('isImportFinished', () => {
  it('is finished when the server says so, even with no rows', () => {
    expect(isImportFinished({ total: 0, finished: 0, isFinished: true })).toBe(true);
  });

  it('is finished at 100 percent without the flag', () => {
    expect(isImportFinished({ total: 200, finished: 200, isFinished: false })).toBe(true);
  });

  it('is not finished with rows open or before anything was counted', () => {
    expect(isImportFinished({ total: 200, finished: 199, isFinished: false })).toBe(false);
    expect(isImportFinished({ total: 0, finished: 0, isFinished: false })).toBe(false);
  });
});

describe('isImportSettled', () => {
  const running = { total: 200, finished: 80, isFinished: false };

  it('is settled when finished, failed or stopped: polling stops', () => {
    expect(isImportSettled({ ...running, state: 'failed' })).toBe(true);
    expect(isImportSettled({ ...running, state: 'stopped' })).toBe(true);
    expect(isImportSettled({ total: 200, finished: 200, isFinished: true, state: 'finished' })).toBe(true);
  });

  it('is not settled while queued, running or stopping: polling goes on', () => {
    for (const state of ['queued', 'running', 'stopping'] as const) {
      expect(isImportSettled({ ...running, state })).toBe(false);
    }
  });

  it('follows the finished rule of spec 4 whatever the state says', () => {
    expect(isImportSettled({ total: 200, finished: 200, isFinished: false, state: 'running' })).toBe(true);
  });
});

describe('isMatchingInterrupted', () => {
  it('is true only for a failed or stopped job, which retry continues', () => {
    expect(isMatchingInterrupted({ state: 'failed' })).toBe(true);
    expect(isMatchingInterrupted({ state: 'stopped' })).toBe(true);
    for (const state of ['queued', 'running', 'stopping', 'finished'] as const) {
      expect(isMatchingInterrupted({ state })).toBe(false);
    }
  });
});

describe('statusPollInterval', () => {
  it.each([
    [0, 1000],
    [999, 1000],
    [1000, 5000],
    [19_999, 5000],
    [20_000, 6000],
    [1_000_000, 6000],
  ])('%s rows -> every %s ms', (rows, ms) => {
    expect(statusPollInterval(rows)).toBe(ms);
  });
});

describe('processingRate', () => {
  it('is rows per second between two polls', () => {
    expect(processingRate({ finished: 100, atMs: 10_000 }, { finished: 300, atMs: 14_000 })).toBe(50);
  });

  it('is 0 when nothing moved or time did not advance', () => {
    expect(processingRate({ finished: 100, atMs: 0 }, { finished: 100, atMs: 5000 })).toBe(0);
    expect(processingRate({ finished: 100, atMs: 5000 }, { finished: 200, atMs: 5000 })).toBe(0);
    expect(processingRate({ finished: 100, atMs: 5000 }, { finished: 200, atMs: 1000 })).toBe(0);
    // Fewer rows finished than before (a retried batch): no rate, not a negative one.
    expect(processingRate({ finished: 300, atMs: 0 }, { finished: 100, atMs: 5000 })).toBe(0);
  });
});

describe('remainingSeconds', () => {
  it('divides the open rows by the rate, rounding up', () => {
    expect(remainingSeconds(0, 100, 10)).toBe(10);
    expect(remainingSeconds(99, 100, 3)).toBe(1);
  });

  it('is 0 when nothing is open and null without a rate', () => {
    expect(remainingSeconds(120, 100, 10)).toBe(0);
    expect(remainingSeconds(0, 100, 0)).toBeNull();
    expect(remainingSeconds(0, 100, Number.NaN)).toBeNull();
  });
});

describe('isRemainingTimeShown', () => {
  it('shows estimates up to and including 14400 seconds', () => {
    expect(isRemainingTimeShown(5, 60)).toBe(true);
    expect(isRemainingTimeShown(5, 14_400)).toBe(true);
  });

  it('hides the estimate above 14400 seconds, at rate 0 or without an estimate', () => {
    expect(isRemainingTimeShown(5, 14_401)).toBe(false);
    expect(isRemainingTimeShown(0, 60)).toBe(false);
    expect(isRemainingTimeShown(5, null)).toBe(false);
    expect(isRemainingTimeShown(Number.NaN, 60)).toBe(false);
    expect(isRemainingTimeShown(5, Number.NaN)).toBe(false);
    expect(isRemainingTimeShown(5, Number.NEGATIVE_INFINITY)).toBe(false);
  });

  it('hides the estimate in the end-to-end case of a very slow import', () => {
    const rate = processingRate({ finished: 0, atMs: 0 }, { finished: 1, atMs: 6000 });
    expect(isRemainingTimeShown(rate, remainingSeconds(1, 100_000, rate))).toBe(false);
  });
});
