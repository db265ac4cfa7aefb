import { describe, expect, it } from 'vitest';
import type { Quota } from '../generated/types.ts';
import {
  hasEnoughQuota,
  isMonthlyExpansionActive,
  isQuotaFreeExport,
  monthlyExpansionAllowance,
  quotaInfoForExport,
  remainingQuota,
} from './quota.ts';

const quota = (over: Partial<Quota> = {}): Quota => ({
  totalQuota: 5000,
  currentQuota: 1200,
  monthlyExpand: false,
  monthlyUsed: 0,
  unlimited: false,
  ...over,
});

describe('remainingQuota: currentQuota is the USED amount', () => {
  it('is total minus used', () => {
    expect(remainingQuota(quota())).toBe(3800);
    expect(remainingQuota(quota({ currentQuota: 0 }))).toBe(5000);
  });

  it('never goes below 0 when more was used than the contract holds', () => {
    expect(remainingQuota(quota({ currentQuota: 5300 }))).toBe(0);
  });

  it('counts whole companies, none below 0, and nothing for a figure that is not a finite number', () => {
    expect(remainingQuota(quota({ totalQuota: 5000.9, currentQuota: 0.5 }))).toBe(5000);
    expect(remainingQuota(quota({ currentQuota: -100 }))).toBe(5000);
    expect(remainingQuota(quota({ currentQuota: Number.NaN }))).toBe(5000);
    expect(remainingQuota(quota({ totalQuota: Number.POSITIVE_INFINITY, currentQuota: 0 }))).toBe(0);
  });

  it('is null (a dash) when the quota is unlimited', () => {
    expect(remainingQuota(quota({ unlimited: true }))).toBeNull();
  });
});

describe('monthly expansion (5,000 companies a month once the contract quota is used up)', () => {
  it('offers the full 5,000 at the start of a month', () => {
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true }))).toBe(5000);
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true, monthlyUsed: undefined }))).toBe(5000);
  });

  it('shrinks with this month’s use and never goes negative', () => {
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true, monthlyUsed: 4900 }))).toBe(100);
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true, monthlyUsed: 7000 }))).toBe(0);
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true, monthlyUsed: Number.NaN }))).toBe(5000);
  });

  it('does not apply without monthly expansion or with an unlimited quota', () => {
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: false }))).toBe(0);
    expect(monthlyExpansionAllowance(quota({ monthlyExpand: true, unlimited: true }))).toBe(0);
  });

  it('is active only once the contract quota is used up', () => {
    expect(isMonthlyExpansionActive(quota({ monthlyExpand: true, currentQuota: 5000 }))).toBe(true);
    expect(isMonthlyExpansionActive(quota({ monthlyExpand: true, currentQuota: 4999 }))).toBe(false);
    expect(isMonthlyExpansionActive(quota({ monthlyExpand: false, currentQuota: 5000 }))).toBe(false);
  });
});

describe('quotaInfoForExport', () => {
  it('charges the requested companies within the quota', () => {
    expect(quotaInfoForExport(quota(), 800)).toEqual({
      neededExport: 800,
      neededOverused: 0,
      restQuota: 3000,
      numNotExported: 0,
      mExportQuota: 0,
    });
  });

  it('does not charge locked companies', () => {
    expect(quotaInfoForExport(quota(), 100, 30)).toMatchObject({ neededExport: 70, restQuota: 3730 });
    expect(quotaInfoForExport(quota(), 10, 30)).toMatchObject({ neededExport: 0, restQuota: 3800 });
  });

  it('charges nothing for target 1 and target 2 company-list exports', () => {
    for (const exportType of ['target1_companyList', 'target2_companyList'] as const) {
      expect(isQuotaFreeExport(exportType)).toBe(true);
      expect(quotaInfoForExport(quota({ currentQuota: 5000 }), 900, 0, exportType)).toMatchObject({
        neededExport: 0,
        restQuota: 0,
        numNotExported: 0,
      });
    }
    expect(isQuotaFreeExport('file')).toBe(false);
  });

  it('reports the shortfall without monthly expansion', () => {
    expect(quotaInfoForExport(quota({ currentQuota: 4900 }), 300)).toEqual({
      neededExport: 300,
      neededOverused: 200,
      restQuota: -200,
      numNotExported: 200,
      mExportQuota: 0,
    });
  });

  it('covers the part beyond the contract quota from the monthly expansion', () => {
    expect(quotaInfoForExport(quota({ currentQuota: 4900, monthlyExpand: true }), 300)).toEqual({
      neededExport: 300,
      neededOverused: 200,
      restQuota: 4800,
      numNotExported: 0,
      mExportQuota: 5000,
    });
  });

  it('runs short once this month’s expansion is spent too', () => {
    expect(
      quotaInfoForExport(quota({ currentQuota: 5000, monthlyExpand: true, monthlyUsed: 4900 }), 300),
    ).toEqual({
      neededExport: 300,
      neededOverused: 300,
      restQuota: -200,
      numNotExported: 200,
      mExportQuota: 100,
    });
  });

  it('has no rest (null) with an unlimited quota but still says what is exported', () => {
    expect(quotaInfoForExport(quota({ unlimited: true }), 1_000_000, 10)).toEqual({
      neededExport: 999_990,
      neededOverused: 0,
      restQuota: null,
      numNotExported: 0,
      mExportQuota: 0,
    });
  });

  it('treats negative, fractional or missing counts as whole non-negative numbers', () => {
    expect(quotaInfoForExport(quota(), -5).neededExport).toBe(0);
    expect(quotaInfoForExport(quota(), 10.7).neededExport).toBe(10);
    expect(quotaInfoForExport(quota(), Number.NaN).neededExport).toBe(0);
  });
});

describe('hasEnoughQuota', () => {
  it('is true up to exactly the remaining quota and false one company beyond', () => {
    expect(hasEnoughQuota(quota(), 3800)).toBe(true);
    expect(hasEnoughQuota(quota(), 3801)).toBe(false);
  });

  it('lets locked companies through without charging them', () => {
    expect(hasEnoughQuota(quota(), 3900, 100)).toBe(true);
  });

  it('is always true when unlimited', () => {
    expect(hasEnoughQuota(quota({ unlimited: true, currentQuota: 999_999 }), 50_000)).toBe(true);
  });

  it('is true for company-list exports even with no quota left', () => {
    expect(hasEnoughQuota(quota({ currentQuota: 5000 }), 10, 0, 'target1_companyList')).toBe(true);
    expect(hasEnoughQuota(quota({ currentQuota: 5000 }), 10)).toBe(false);
  });

  it('counts the monthly expansion in', () => {
    expect(hasEnoughQuota(quota({ currentQuota: 5000, monthlyExpand: true }), 5000)).toBe(true);
    expect(hasEnoughQuota(quota({ currentQuota: 5000, monthlyExpand: true }), 5001)).toBe(false);
  });
});
